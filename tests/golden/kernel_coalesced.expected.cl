// OpenCL C 1.2 migrated by cuport from kernel_coalesced.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

int atomicAggInc(__global int *ctr, __local ulong *cuport_ws, int cuport_active)
{
    cuport_group g = cuport_coalesced_group(cuport_ws, cuport_active);
    int warp_res;
    if (cuport_active) if (cuport_group_rank(g) == 0)
        warp_res = cuport_atomic_add_global_i32(ctr, (int)cuport_group_size(g));
    // CUPORT1207:0: 'shfl' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_shfl_idx_i32(cuport_ws, g.run, warp_res, cuport_group_lane(g, 0), 32) + cuport_group_rank(g);
}

__kernel void filter(__global int *dst, __global int *nres, __global const int *src, int n)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    int i = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
    { const bool cuport_p0 = (i < n && src[i] > 0);
        { int cuport_h1 = atomicAggInc(nres, cuport_ws, cuport_p0); if (cuport_p0) dst[cuport_h1] = src[i]; } }
}

__kernel void active(__global const int *in, __global unsigned int *masks, __global int *ranks)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    unsigned t = get_local_id(0);
    unsigned m = 0;
    { const bool cuport_p0 = (in[t] % 3 == 0); {
        // CUPORT1207:1: '__activemask' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        { unsigned int cuport_t = m; cuport_t = cuport_active_mask(cuport_ws, cuport_p0); if (cuport_p0) m = cuport_t; }
        cuport_group g = cuport_coalesced_group(cuport_ws, cuport_p0);
        { int cuport_h1 = cuport_group_any(cuport_ws, g, in[t] > 5); if (cuport_p0) ranks[t] = (int)cuport_group_rank(g) + 100 * (int)cuport_group_size(g) + 10000 * cuport_h1; }
    } }
    masks[t] = m;
}

__kernel void partitions(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    /* block: the thread block */
    /* tile32: a tile of 32 threads */
    /* tile4: a tile of 4 threads */
    unsigned t = get_local_id(0);
    // CUPORT1207:2: 'labeled_partition' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    cuport_group byLabel = cuport_labeled_group(cuport_ws, cuport_tile_group(32u), in[t] % 4);
    cuport_group odd = cuport_binary_group(cuport_ws, cuport_tile_group(32u), (in[t] & 1) != 0);
    int sum = cuport_shfl_idx_i32(cuport_ws, byLabel.run, in[t], cuport_group_lane(byLabel, 0), 32) + cuport_shfl_idx_i32(cuport_ws, odd.run, in[t], cuport_group_lane_down(odd, 1), 32);
    out[t] = sum + (int)(cuport_group_size(byLabel) * 100 + cuport_group_rank(odd) * 1000) +
             (int)(cuport_subtile_meta_rank(4u, 32u) * 100000 + cuport_subtile_meta_size(4u, 32u) * 1000000);
}

__kernel void matches(__global const int *in, __global const double *d, __global unsigned int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    unsigned t = get_local_id(0);
    int pred = 0;
    // CUPORT1207:3: '__match_any_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    unsigned any_ = cuport_match_any_i32(cuport_ws, 0xffffffffu, in[t] % 5);
    unsigned all_ = cuport_match_all_f64(cuport_ws, cuport_ballot(cuport_ws, 0xffffffffu, t < 40), d[t / 8], &pred);
    out[t] = any_ ^ all_ ^ (unsigned)pred;
}
