// Warp-level operations: the sync shuffles with and without width, the legacy names, votes,
// and cooperative groups (block, 32- and 8-wide tiles, cg::reduce).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define FULL 0xffffffffu

__device__ float warpSum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(FULL, v, o);
    return v;
}

__global__ void warps(const float *in, float *out, int *votes, double *dv)
{
    float v = in[threadIdx.x];
    v = warpSum(v);
    int lane = threadIdx.x & 31;
    float up = __shfl_up_sync(FULL, v, 1, 16);
    float x = __shfl_xor_sync(FULL, v, 4);
    float b = __shfl_sync(FULL, v, 0);
    int legacy = __shfl_down((int)v, 2);
    double d = __shfl_xor_sync(FULL, dv[threadIdx.x], 1);
    unsigned ballot = __ballot_sync(FULL, v > 0.0f);
    int any = __any_sync(FULL, lane == 3);
    int all = __all_sync(FULL, v >= 0.0f);
    unsigned active = __activemask();
    __syncwarp();
    votes[threadIdx.x] = __popc(ballot) + any + all + __ffs(active) + legacy;
    out[threadIdx.x] = v + up + x + b + (float)d;
}

__global__ void groups(const float *in, float *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(block);
    float v = in[block.thread_rank()];
    for (int o = warp.size() / 2; o > 0; o /= 2)
        v += warp.shfl_down(v, o);
    float t = cg::reduce(tile8, v, cg::plus<float>());
    float m = cg::reduce(warp, v, cg::greater<float>());
    block.sync();
    if (warp.thread_rank() == 0 && tile8.any(v > 1.0f))
        out[warp.meta_group_rank()] = v + t + m + tile8.shfl(v, 0);
    tile8.sync();
    cg::sync(block);
}

// Exchanges in branches that only some threads take are made convergent (predicated), so
// they also work where a warp exchange is a work-group barrier.
__global__ void divergent(const float *in, float *out, int n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(block);
    float v = in[threadIdx.x];
    int warp = threadIdx.x / 32;
    if (warp == 0)
        v = warpSum(v);
    if (threadIdx.x < 16) {
        float t = in[threadIdx.x + n];
        for (int o = 4; o > 0; o /= 2)
            t += tile8.shfl_down(t, o);
        if (tile8.thread_rank() == 0)
            out[threadIdx.x / 8] = t;
    } else {
        v += __shfl_xor_sync(FULL, v, 1);
    }
    out[threadIdx.x] = v;
}

// A mask that is not all 32 lanes is reported: only NVIDIA honours it.
__global__ void partial(const float *in, float *out)
{
    unsigned mask = __ballot_sync(FULL, in[threadIdx.x] > 0.0f);
    out[threadIdx.x] = __shfl_sync(mask, in[threadIdx.x], 0) + __shfl_down_sync(0xffffu, 1.0f, 1);
}

void run(const float *i, float *o, int *v, double *d)
{
    warps<<<1, 64>>>(i, o, v, d);
    groups<<<1, 64>>>(i, o);
    divergent<<<1, 64>>>(i, o, 64);
    partial<<<1, 32>>>(i, o);
}
