// OpenCL C 1.2 migrated by cuport from kernel_enum_hidden.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef enum Axis {
    x = 0,
    y = 1,
    z = 2,
} Axis;

typedef enum Face {
    front = 4,
    back = 8,
} Face;

int weight(int y)
{
    return y * (1 /* y */) + back;   /* the parameter y hides Axis::y */
}

__kernel void axes(__global int *out, int n)
{
    for (int x = get_local_id(0); x < n; x += (uint)get_local_size(0))
        out[x] = weight(x) + (0 /* x */) + 10 * z + front;
}
