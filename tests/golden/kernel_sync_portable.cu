// Synchronisation the portable path compiles cheaply (PoCL's work-group compiler): a block
// or tile sync inside a branch made convergent for a shuffle runs unguarded (a guarded one
// would be a barrier only some work-items reach), and `#pragma unroll` before a loop that
// synchronises becomes CUPORT_PRAGMA_UNROLL_SYNC(n): unrolled on the native paths only.
// Loops that do not synchronise keep their pragma as written. A branch whose only exchange
// is a tile's cg::sync is predicated too (its barrier must be reached by every work-item).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ float warp_sum(float v)
{
#pragma unroll
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    return v;
}

__global__ void sums(const float *in, float *out, int n)
{
    __shared__ float part[32];
    __shared__ float vals[256];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(block, 16);
    float v = in[blockIdx.x * blockDim.x + threadIdx.x];
    if (threadIdx.x < 64) {
        vals[threadIdx.x] = v;
        __syncthreads();
        v = warp_sum(v + vals[threadIdx.x ^ 1]);
        cg::sync(tile);
        block.sync();
    }
    if (threadIdx.x % 32 == 0)
        part[threadIdx.x / 32] = v;
    __syncthreads();
#pragma unroll 4
    for (int i = 0; i < 4; i++) {
        vals[threadIdx.x] += part[i];
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < 8; i++)
        v += vals[(threadIdx.x + i) % 256];
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void tile_sums(const int *in, int *out)
{
    __shared__ int vals[16];
    cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 16);
    int r = 0;
    if (threadIdx.x < 16) {
        vals[threadIdx.x] = in[blockIdx.x * 16 + threadIdx.x];
        cg::sync(tile);
        r = vals[threadIdx.x ^ 1];
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
}

void run(const float *i, float *o, int n) { sums<<<4, 256>>>(i, o, n); }
void run2(const int *i, int *o) { tile_sums<<<4, 64>>>(i, o); }
