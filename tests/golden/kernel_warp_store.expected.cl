// OpenCL C 1.2 migrated by cuport from kernel_warp_store.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void warps(__global const int *in, __global int *out, __global int *all_, __global int *firsts)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local int row[4] __attribute__((aligned(16)));
    int v = in[(uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0)];
    for (int o = 16; o > 0; o >>= 1)
        // CUPORT1207:2: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        v += cuport_shfl_down_i32(cuport_ws, 0xffffffffu, v, o, 32);
    // CUPORT1223:3: every lane stores 'v', a value from a warp shuffle, to the same address; the store is made by the lowest active lane of the warp holding that address alone, as NVIDIA GPUs do in practice (elsewhere the last work-item would win, whose value is not the shuffle's result)
    cuport_store_first(cuport_ws, 1, out[get_group_id(0)], v);            // every lane, one address: rewritten
    // CUPORT1223:4: every lane stores 'v', a value from a warp shuffle, to the same address; the store is made by the lowest active lane of the warp holding that address alone, as NVIDIA GPUs do in practice (elsewhere the last work-item would win, whose value is not the shuffle's result)
    cuport_store_first(cuport_ws, 1, row[get_local_id(1)], v);           // a __shared__ row: rewritten
    all_[get_local_id(0)] = v;           // each lane its own element: as written
    if ((uint)get_local_id(0) % 32 == 0)
        firsts[get_group_id(0)] = v;     // one lane by its own test: as written
    out[get_num_groups(0)] = get_local_id(0);   // no shuffle made it: as written
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if ((uint)get_local_id(0) == 0)
        out[get_group_id(0)] += row[0];
}

__kernel void rows_8(const ulong nrows, __global const size_t *start, __global const float *v, __global float *y)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    size_t m = (uint)get_group_id(0) * (uint)get_local_size(1) + (uint)get_local_id(1);
    { const bool cuport_p0 = (m < nrows); {
        float temp = 0;
        if (cuport_p0) for (size_t n = start[m] + (uint)get_local_id(0); n < start[m + 1]; n += 8)
            temp += v[n];
        for (int i = 8 >> 1; i > 0; i >>= 1)
            // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
            temp += cuport_shfl_down_f32(cuport_ws, 0xFFFFFFFF, temp, i, 8);
        // CUPORT1223:1: every lane stores 'temp', a value from a warp shuffle, to the same address; the store is made by the lowest active lane of the warp holding that address alone, as NVIDIA GPUs do in practice (elsewhere the last work-item would win, whose value is not the shuffle's result)
        cuport_store_first(cuport_ws, cuport_p0, y[m], temp);
    } }
}
