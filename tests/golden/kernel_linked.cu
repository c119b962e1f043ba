// A struct that points to its own type (a linked list in device memory): its pointer member
// is a 64-bit address in the .cl, read back as a __global pointer when followed.
struct Node {
    int value;
    Node *next;
};

__global__ void sumList(const Node *head, int *out)
{
    int s = 0;
    for (const Node *p = head; p; p = p->next)
        s += p->value;
    out[blockIdx.x] = s;
}

void run(const Node *h, int *o) { sumList<<<1, 1>>>(h, o); }
