// OpenCL C 1.2 migrated by cuport from kernel_sync_portable.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float warp_sum(float v, __local ulong *cuport_ws)
{
CUPORT_PRAGMA_UNROLL_SYNC()
    for (int d = 16; d > 0; d /= 2)
        // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        v += cuport_shfl_down_f32(cuport_ws, 0xffffffffu, v, d, 32);
    return v;
}

__kernel void sums(__global const float *in, __global float *out, int n)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local float part[32] __attribute__((aligned(16)));
    __local float vals[256] __attribute__((aligned(16)));
    /* block: the thread block */
    cuport_group tile = cuport_tile_group(16u);
    float v = in[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)];
    { const bool cuport_p0 = ((uint)get_local_id(0) < 64); {
        if (cuport_p0) vals[get_local_id(0)] = v;
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        { float cuport_t = v; cuport_t = warp_sum(v + vals[(uint)get_local_id(0) ^ 1], cuport_ws); if (cuport_p0) v = cuport_t; }
        cuport_group_sync(cuport_ws, tile);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    } }
    if ((uint)get_local_id(0) % 32 == 0)
        part[(uint)get_local_id(0) / 32] = v;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
CUPORT_PRAGMA_UNROLL_SYNC(4)
    for (int i = 0; i < 4; i++) {
        vals[get_local_id(0)] += part[i];
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    }
#pragma unroll
    for (int i = 0; i < 8; i++)
        v += vals[((uint)get_local_id(0) + i) % 256];
    out[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)] = v;
}

__kernel void tile_sums(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local int vals[16] __attribute__((aligned(16)));
    cuport_group tile = cuport_tile_group(16u);
    int r = 0;
    { const bool cuport_p0 = ((uint)get_local_id(0) < 16); {
        if (cuport_p0) vals[get_local_id(0)] = in[(uint)get_group_id(0) * 16 + (uint)get_local_id(0)];
        cuport_group_sync(cuport_ws, tile);
        if (cuport_p0) r = vals[(uint)get_local_id(0) ^ 1];
    } }
    out[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)] = r;
}
