// OpenCL C 1.2 migrated by cuport from kernel_warp_loops.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

int aggInc(__global int *counter, __local ulong *cuport_ws, int cuport_active)
{
    cuport_group g = cuport_coalesced_group(cuport_ws, cuport_active);
    int res = 0;
    if (cuport_active) if (cuport_group_rank(g) == 0)
        res = cuport_atomic_add_global_i32(counter, (int)cuport_group_size(g));
    // CUPORT1207:0: 'shfl' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_shfl_idx_i32(cuport_ws, g.run, res, cuport_group_lane(g, 0), 32) + (int)cuport_group_rank(g);
}

// a grid-stride loop (for), the exchange in a branch of its body
__kernel void compact(__global int *dst, __global int *n, __global const int *src, int len)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    { bool cuport_p0 = 1; for (int i = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0); cuport_loop_any(cuport_ws, cuport_p0 = cuport_p0 && (i < len)); cuport_p0 ? (void)(i += (uint)get_num_groups(0) * (uint)get_local_size(0)) : (void)0)
        { const bool cuport_p1 = cuport_p0 && (src[i] > 0);
            { int cuport_h1 = aggInc(n, cuport_ws, cuport_p1); if (cuport_p1) dst[cuport_h1] = src[i]; } } }
}

// while over a per-lane count; do-while with a ballot's mask
__kernel void counts(__global const int *cnt, __global int *out, __global unsigned int *masks)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    int t = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0), k = 0;
    { bool cuport_p0 = 1; while (cuport_loop_any(cuport_ws, cuport_p0 = cuport_p0 && (k < cnt[t]))) {
        // CUPORT1207:1: '__activemask' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        unsigned m = cuport_active_mask(cuport_ws, cuport_p0);
        { unsigned int cuport_h1 = cuport_reduce_add_u32(cuport_ws, m, k); if (cuport_p0) out[t * 8 + k] = cuport_h1; }
        if (cuport_p0) k++;
    } }
    int j = 0;
    { bool cuport_p1 = 1; do {
        // CUPORT1213:2: '__ballot_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly
        unsigned m = cuport_ballot(cuport_ws, cuport_active_mask(cuport_ws, cuport_p1), j & 1);
        if (cuport_p1) masks[t * 8 + j] = m;
    } while (cuport_loop_any(cuport_ws, cuport_p1 = cuport_p1 && (++j < cnt[t]))); }
}

// a loop with a per-lane bound inside a predicated branch: its flag starts from the branch's
__kernel void nested(__global const int *len, __global const float *in, __global float *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    float v = 0;
    { const bool cuport_p0 = ((uint)get_local_id(0) < 48); {
        { bool cuport_p1 = cuport_p0; for (int i = 0; cuport_loop_any(cuport_ws, cuport_p1 = cuport_p1 && (i < len[get_local_id(0)])); cuport_p1 ? (void)(i++) : (void)0)
            // CUPORT1213:5: '__shfl_down_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly
            // CUPORT1207:4: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
            { float cuport_t = v; cuport_t += cuport_shfl_down_f32(cuport_ws, cuport_active_mask(cuport_ws, cuport_p1), in[i], 1, 32); if (cuport_p1) v = cuport_t; } }
    } }
    out[get_local_id(0)] = v;
}

// a break that depends on the lane: cannot be predicated, reported (CUPORT1214)
__kernel void early(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    int v = in[get_local_id(0)];
    // CUPORT1214:6: this branch or loop holds warp exchanges that not every thread may reach, and cuport could not make it convergent (a return inside it, a break or continue of a loop whose trip count differs between threads, or an exchange stored straight to memory); on devices without native warp support it needs restructuring by hand
    for (int i = 0; i < 4; i++) {
        if (v > 100)
            break;
        // CUPORT1207:7: '__shfl_xor_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        v += cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 1, 32);
    }
    out[get_local_id(0)] = v;
}

__kernel void uniform_8(__global const float *in, __global float *out, int rounds)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    float v = in[get_local_id(0)];
    for (int r = 0; r < rounds; r++)
        for (int o = 8 / 2; o > 0; o >>= 1)
            // CUPORT1207:3: '__shfl_xor_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
            v += cuport_shfl_xor_f32(cuport_ws, 0xffffffffu, v, o, 8);
    for (unsigned s = (uint)get_local_size(0) / 2; s > 16; s >>= 1)
        v += cuport_shfl_down_f32(cuport_ws, 0xffffffffu, v, 1, 32);
    out[get_local_id(0)] = v;
}
