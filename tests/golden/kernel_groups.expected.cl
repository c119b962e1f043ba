// OpenCL C 1.2 migrated by cuport from kernel_groups.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

int rankSum(cuport_group g, __local int *s, int v, __local ulong *cuport_ws, int cuport_active)
{
    if (cuport_active) s[cuport_group_rank(g)] = v;
    cuport_group_sync(cuport_ws, g);
    int total = 0;
    if (cuport_active) for (int i = 0; i < (int)cuport_group_size(g); i++)
        total += s[i];
    cuport_group_sync(cuport_ws, g);
    return total;
}

unsigned int count(cuport_group g)
{ return cuport_group_size(g); }

int lead(cuport_group cta, cuport_group t, int v, __local ulong *cuport_ws)
{
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    cuport_tile_sync(cuport_ws, 16u);
    // CUPORT1207:0: 'shfl' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_shfl_idx_i32(cuport_ws, cuport_tile_mask(16u), v, 0, 16) + (int)cuport_tile_meta_rank(16u) + (int)cuport_linear_local_id();
}

bool anyIn(cuport_group t, bool p, __local ulong *cuport_ws)
{ return cuport_tile_any(cuport_ws, 8u, p); }

// Only a free cg::sync of a tile made inside: the function still gets the exchange state.
void tileBarrier(cuport_group cta, __local ulong *cuport_ws)
{
    /* t: a tile of 8 threads */
    cuport_tile_sync(cuport_ws, 8u);
}

__kernel void groups(__global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local int s[256] __attribute__((aligned(16)));
    /* block: the thread block */
    /* tile16: a tile of 16 threads */
    /* tile8: a tile of 8 threads */
    cuport_group dyn = cuport_tile_group(4u);
    int r = rankSum(cuport_block_group(), s, 1, cuport_ws, 1) + rankSum(cuport_tile_group(16u), s, 2, cuport_ws, 1) + rankSum(dyn, s, 3, cuport_ws, 1);
    r += (int)count(cuport_block_group()) + (int)count(dyn);
    r += lead(cuport_block_group(), cuport_tile_group(16u), r, cuport_ws) + anyIn(cuport_tile_group(8u), r > 3, cuport_ws);
    tileBarrier(cuport_block_group(), cuport_ws);
    /* grid: the grid */
    out[cuport_grid_rank()] = r + (int)cuport_group_rank(dyn) + (int)(cuport_grid_size() + cuport_grid_blocks() + cuport_linear_group_id());
}

// cg's shfl takes any type: vectors go component by component, small integers as int.
__kernel void vectorShuffles(__global uint4 *v, __global float2 *f, __global short *s)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    /* tile: a tile of 32 threads */
    unsigned i = get_local_id(0);
    // CUPORT1207:2: 'shfl_xor' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    v[i] = cuport_shfl_xor_u32x4(cuport_ws, 0xffffffffu, v[i], 1, 32);
    f[i] = cuport_shfl_down_f32x2(cuport_ws, 0xffffffffu, f[i], 2, 32);
    s[i] = (short)cuport_shfl_idx_i32(cuport_ws, 0xffffffffu, s[i], 0, 32);
}
