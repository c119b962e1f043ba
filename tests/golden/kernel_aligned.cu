// Structs whose declared alignment is larger than their fields need: the .cl keeps the
// layout (and the size) the host allocates and copies.
typedef struct __align__(16)
{
    unsigned int r, g, b;
} RGB32;

typedef struct __align__(8)
{
    unsigned int l, a;
} LA32;

struct alignas(8) Pair {
    short x, y;
};

struct Plain {
    unsigned int r, g, b;
};

__global__ void copy(const RGB32 *in, RGB32 *out, LA32 *la, Pair *p, Plain *q, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = in[i];
        la[i].l = in[i].r;
        p[i].x = (short)in[i].g;
        q[i].b = in[i].b;
    }
}

void run(const RGB32 *in, RGB32 *out, LA32 *la, Pair *p, Plain *q, int n)
{
    copy<<<(n + 63) / 64, 64>>>(in, out, la, p, q, n);
}
