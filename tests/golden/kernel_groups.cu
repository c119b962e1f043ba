// Cooperative groups as parameters of device functions: a thread_group (by value and by
// reference) holds its kind at run time; thread_block and thread_block_tile<N> parameters
// keep what their type says. Call sites pass the group as a value.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int rankSum(cg::thread_group g, int *s, int v)
{
    s[g.thread_rank()] = v;
    g.sync();
    int total = 0;
    for (int i = 0; i < (int)g.size(); i++)
        total += s[i];
    cg::sync(g);
    return total;
}

__device__ unsigned count(const cg::thread_group &g) { return g.num_threads(); }

__device__ int lead(const cg::thread_block &cta, cg::thread_block_tile<16> t, int v)
{
    cta.sync();
    cg::sync(t);
    return t.shfl(v, 0) + (int)t.meta_group_rank() + (int)cta.thread_rank();
}

// Only a free cg::sync of a tile made inside: the function still gets the exchange state.
__device__ void tileBarrier(const cg::thread_block &cta)
{
    auto t = cg::tiled_partition<8>(cta);
    cg::sync(t);
}

__device__ bool anyIn(cg::thread_block_tile<8> &t, bool p) { return t.any(p); }

__global__ void groups(int *out)
{
    __shared__ int s[256];
    cg::thread_block block = cg::this_thread_block();
    auto tile16 = cg::tiled_partition<16>(block);
    cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(block);
    cg::thread_group dyn = cg::tiled_partition(block, 4);
    int r = rankSum(block, s, 1) + rankSum(tile16, s, 2) + rankSum(dyn, s, 3);
    r += (int)count(cg::this_thread_block()) + (int)count(dyn);
    r += lead(block, tile16, r) + anyIn(tile8, r > 3);
    tileBarrier(block);
    cg::grid_group grid = cg::this_grid();
    out[grid.thread_rank()] = r + (int)dyn.thread_rank() + (int)(grid.size() + grid.num_blocks() + grid.block_rank());
}

// cg's shfl takes any type: vectors go component by component, small integers as int.
__global__ void vectorShuffles(uint4 *v, float2 *f, short *s)
{
    const auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    unsigned i = threadIdx.x;
    v[i] = tile.shfl_xor(v[i], 1);
    f[i] = tile.shfl_down(f[i], 2);
    s[i] = tile.shfl(s[i], 0);
}

void run(int *o)
{
    groups<<<1, 64>>>(o);
    vectorShuffles<<<1, 64>>>((uint4 *)o, (float2 *)o, (short *)o);
}
