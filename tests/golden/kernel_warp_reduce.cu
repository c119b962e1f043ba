// Warp reductions (__reduce_*_sync): typed butterflies of the device header; the mask is
// honoured on every path (lanes outside it give the identity), so a partial one is not reported.
__global__ void reductions(const int *in, unsigned *out, unsigned mask)
{
    int v = in[threadIdx.x];
    unsigned u = (unsigned)v;
    out[threadIdx.x] = (unsigned)__reduce_add_sync(0xffffffffu, v) + __reduce_max_sync(0xffffffffu, u) +
                       (unsigned)__reduce_min_sync(0xffffffffu, v) + __reduce_and_sync(0xffffffffu, u) +
                       __reduce_or_sync(0xffffffffu, u) + __reduce_xor_sync(mask, u);
}

void run(const int *i, unsigned *o) { reductions<<<1, 64>>>(i, o, 0xffffu); }
