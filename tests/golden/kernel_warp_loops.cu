// Warp exchanges in loops whose trip count differs between lanes: every work-item iterates
// while any is still in (cuport_loop_any), each one's body predicated on its own sticky flag,
// so __activemask() and coalesced_threads() see the lanes still in. Loops that run as often
// everywhere (a constant or template bound, a kernel parameter, blockDim) are left alone.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int aggInc(int *counter)
{
    cg::coalesced_group g = cg::coalesced_threads();
    int res = 0;
    if (g.thread_rank() == 0)
        res = atomicAdd(counter, (int)g.size());
    return g.shfl(res, 0) + (int)g.thread_rank();
}

// a grid-stride loop (for), the exchange in a branch of its body
__global__ void compact(int *dst, int *n, const int *src, int len)
{
    for (int i = threadIdx.x + blockIdx.x * blockDim.x; i < len; i += gridDim.x * blockDim.x)
        if (src[i] > 0)
            dst[aggInc(n)] = src[i];
}

// while over a per-lane count; do-while with a ballot's mask
__global__ void counts(const int *cnt, int *out, unsigned *masks)
{
    int t = threadIdx.x + blockIdx.x * blockDim.x, k = 0;
    while (k < cnt[t]) {
        unsigned m = __activemask();
        out[t * 8 + k] = __reduce_add_sync(m, k);
        k++;
    }
    int j = 0;
    do {
        unsigned m = __ballot_sync(__activemask(), j & 1);
        masks[t * 8 + j] = m;
    } while (++j < cnt[t]);
}

// bounds the same everywhere: left as written
template <int W>
__global__ void uniform(const float *in, float *out, int rounds)
{
    float v = in[threadIdx.x];
    for (int r = 0; r < rounds; r++)
        for (int o = W / 2; o > 0; o >>= 1)
            v += __shfl_xor_sync(0xffffffffu, v, o, W);
    for (unsigned s = blockDim.x / 2; s > 16; s >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, 1);
    out[threadIdx.x] = v;
}

// a loop with a per-lane bound inside a predicated branch: its flag starts from the branch's
__global__ void nested(const int *len, const float *in, float *out)
{
    float v = 0;
    if (threadIdx.x < 48) {
        for (int i = 0; i < len[threadIdx.x]; i++)
            v += __shfl_down_sync(__activemask(), in[i], 1);
    }
    out[threadIdx.x] = v;
}

// a break that depends on the lane: cannot be predicated, reported (CUPORT1214)
__global__ void early(const int *in, int *out)
{
    int v = in[threadIdx.x];
    for (int i = 0; i < 4; i++) {
        if (v > 100)
            break;
        v += __shfl_xor_sync(0xffffffffu, v, 1);
    }
    out[threadIdx.x] = v;
}

void run(int *d, int *n, const int *s, const int *c, unsigned *m, const float *f, float *o)
{
    compact<<<4, 64>>>(d, n, s, 1000);
    counts<<<2, 64>>>(c, d, m);
    uniform<8><<<1, 64>>>(f, o, 3);
    nested<<<1, 64>>>(c, f, o);
    early<<<1, 64>>>(s, d);
}
