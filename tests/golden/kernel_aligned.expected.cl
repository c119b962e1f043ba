// OpenCL C 1.2 migrated by cuport from kernel_aligned.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct RGB32 {
    unsigned int r;
    unsigned int g;
    unsigned int b;
} __attribute__((aligned(16))) RGB32;

typedef struct LA32 {
    unsigned int l;
    unsigned int a;
} __attribute__((aligned(8))) LA32;

typedef struct Pair {
    short x;
    short y;
} __attribute__((aligned(8))) Pair;

typedef struct Plain {
    unsigned int r;
    unsigned int g;
    unsigned int b;
} Plain;

__kernel void copy(__global const RGB32 *in, __global RGB32 *out, __global LA32 *la, __global Pair *p, __global Plain *q, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n) {
        out[i] = in[i];
        la[i].l = in[i].r;
        p[i].x = (short)in[i].g;
        q[i].b = in[i].b;
    }
}
