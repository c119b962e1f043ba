// OpenCL C 1.2 migrated by cuport from kernel_linked.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Node {
    int value;
    ulong next; /* Node *: a device address */
} Node;

__kernel void sumList(__global const Node *head, __global int *out)
{
    int s = 0;
    for (__global const Node *p = head; p; p = ((__global Node *)p->next))
        s += p->value;
    out[get_group_id(0)] = s;
}
