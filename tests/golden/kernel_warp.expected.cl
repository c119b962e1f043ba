// OpenCL C 1.2 migrated by cuport from kernel_warp.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define FULL 0xffffffffu

/* cg::reduce(g, v, cg::plus<float>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
float cuport_tile_reduce_plus_f32(__local ulong *ws, uint n, float v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = v + o;
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local float *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local float *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        float o = *(__local float *)(ws + first + i);
        v = v + o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cg::reduce(g, v, cg::greater<float>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
float cuport_tile_reduce_greater_f32(__local ulong *ws, uint n, float v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = max(v, o);
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local float *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local float *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        float o = *(__local float *)(ws + first + i);
        v = max(v, o);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

float warpSum(float v, __local ulong *cuport_ws)
{
    for (int o = 16; o > 0; o >>= 1)
        // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        v += cuport_shfl_down_f32(cuport_ws, FULL, v, o, 32);
    return v;
}

__kernel void warps(__global const float *in, __global float *out, __global int *votes, __global double *dv)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    float v = in[get_local_id(0)];
    v = warpSum(v, cuport_ws);
    int lane = (uint)get_local_id(0) & 31;
    // CUPORT1207:1: '__shfl_up_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    float up = cuport_shfl_up_f32(cuport_ws, FULL, v, 1, 16);
    float x = cuport_shfl_xor_f32(cuport_ws, FULL, v, 4, 32);
    float b = cuport_shfl_idx_f32(cuport_ws, FULL, v, 0, 32);
    int legacy = cuport_shfl_down_i32(cuport_ws, 0xffffffffu, (int)v, 2, 32);
    double d = cuport_shfl_xor_f64(cuport_ws, FULL, dv[get_local_id(0)], 1, 32);
    unsigned ballot = cuport_ballot(cuport_ws, FULL, v > 0.0f);
    int any_ = cuport_any(cuport_ws, FULL, lane == 3);
    int all_ = cuport_all(cuport_ws, FULL, v >= 0.0f);
    unsigned active = cuport_activemask(cuport_ws);
    cuport_syncwarp(cuport_ws, 0xffffffffu);
    votes[get_local_id(0)] = (int)popcount(ballot) + any_ + all_ + (32 - (int)clz((active) & -(active))) + legacy;
    out[get_local_id(0)] = v + up + x + b + (float)d;
}

__kernel void groups(__global const float *in, __global float *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    /* block: the thread block */
    /* warp: a tile of 32 threads */
    /* tile8: a tile of 8 threads */
    float v = in[cuport_linear_local_id()];
    for (int o = 32u / 2; o > 0; o /= 2)
        // CUPORT1207:2: 'shfl_down' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        v += cuport_shfl_down_f32(cuport_ws, 0xffffffffu, v, o, 32);
    float t = cuport_tile_reduce_plus_f32(cuport_ws, 8u, v);
    float m = cuport_tile_reduce_greater_f32(cuport_ws, 32u, v);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // CUPORT1214:3: this branch or loop holds warp exchanges that not every thread may reach, and cuport could not make it convergent (a return inside it, a break or continue of a loop whose trip count differs between threads, or an exchange stored straight to memory); on devices without native warp support it needs restructuring by hand
    if (cuport_tile_rank(32u) == 0 && cuport_tile_any(cuport_ws, 8u, v > 1.0f))
        out[cuport_tile_meta_rank(32u)] = v + t + m + cuport_shfl_idx_f32(cuport_ws, cuport_tile_mask(8u), v, 0, 8);
    cuport_tile_sync(cuport_ws, 8u);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

// Exchanges in branches that only some threads take are made convergent (predicated), so
// they also work where a warp exchange is a work-group barrier.
__kernel void divergent(__global const float *in, __global float *out, int n)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    /* block: the thread block */
    /* tile8: a tile of 8 threads */
    float v = in[get_local_id(0)];
    int warp = (uint)get_local_id(0) / 32;
    { const bool cuport_p0 = (warp == 0);
        { float cuport_t = v; cuport_t = warpSum(v, cuport_ws); if (cuport_p0) v = cuport_t; } }
    { const bool cuport_p1 = ((uint)get_local_id(0) < 16); {
        float t = cuport_p1 ? (in[(uint)get_local_id(0) + n]) : 0;
        for (int o = 4; o > 0; o /= 2)
            // CUPORT1207:4: 'shfl_down' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
            t += cuport_shfl_down_f32(cuport_ws, cuport_tile_mask(8u), t, o, 8);
        if (cuport_p1) if (cuport_tile_rank(8u) == 0)
            out[(uint)get_local_id(0) / 8] = t;
    } { const bool cuport_p2 = !cuport_p1; {
        { float cuport_t = v; cuport_t += cuport_shfl_xor_f32(cuport_ws, FULL, v, 1, 32); if (cuport_p2) v = cuport_t; }
    } } }
    out[get_local_id(0)] = v;
}

// A mask that is not all 32 lanes is reported: only NVIDIA honours it.
__kernel void partial(__global const float *in, __global float *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    // CUPORT1207:5: '__ballot_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    unsigned mask = cuport_ballot(cuport_ws, FULL, in[get_local_id(0)] > 0.0f);
    // CUPORT1213:6: '__shfl_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly
    // CUPORT1213:7: '__shfl_down_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly
    out[get_local_id(0)] = cuport_shfl_idx_f32(cuport_ws, mask, in[get_local_id(0)], 0, 32) + cuport_shfl_down_f32(cuport_ws, 0xffffu, 1.0f, 1, 32);
}
