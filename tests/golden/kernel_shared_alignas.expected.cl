// OpenCL C 1.2 migrated by cuport from kernel_shared_alignas.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float stage(__global const float *in, __local float *stage_buf, __global float *table)
{
    /* __shared__ buf: a parameter */
    stage_buf[get_local_id(0)] = in[get_local_id(0)] + table[(uint)get_local_id(0) % 4];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    return stage_buf[31 - (uint)get_local_id(0)];
}

__kernel void k(__global const float *in, __global float *out, __global float *table, __local uint4 *cuport_dynamic_shared)
{
    __local float stage_buf[32] __attribute__((aligned(16)));
    __local cuport_alignas(16) float tile[32] __attribute__((aligned(16)));
    __local uchar *dyn = (__local uchar *)cuport_dynamic_shared;
    tile[get_local_id(0)] = stage(in, stage_buf, table);
    dyn[get_local_id(0)] = 1;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = tile[get_local_id(0)] + dyn[31 - (uint)get_local_id(0)];
}
