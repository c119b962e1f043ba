// OpenCL C 1.2 migrated by cuport from kernel_shared.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define BLOCK 128

float blockSum(float v, __local float *blockSum_partial, __local int *blockSum_count)
{
    /* __shared__ partial: a parameter */
    /* __shared__ count: a parameter */
    blockSum_partial[get_local_id(0)] = v;
    if ((uint)get_local_id(0) == 0)
        (*blockSum_count) = 0;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if ((uint)get_local_id(0) < s)
            blockSum_partial[get_local_id(0)] += blockSum_partial[(uint)get_local_id(0) + s];
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    }
    return blockSum_partial[0] + (*blockSum_count);
}

__kernel void staticShared(__global const float *in, __global float *out)
{
    __local float blockSum_partial[128] __attribute__((aligned(16)));
    __local int blockSum_count;
    __local float nested[4] __attribute__((aligned(16)));
    __local float tile[BLOCK][BLOCK + 1] __attribute__((aligned(16)));
    __local int flag;
    __local float a[4] __attribute__((aligned(16))), b[8] __attribute__((aligned(16)));
    __local float4 v4[2];
    __local char bytes[8];
    __local double d2[2] __attribute__((aligned(16)));
    tile[get_local_id(1)][get_local_id(0)] = in[get_local_id(0)];
    // CUPORT1229:0: in kernel 'staticShared', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */
    a[(uint)get_local_id(0) % 4] = b[(uint)get_local_id(0) % 8] = v4[0].x + bytes[1] + (float)d2[1];
    // CUPORT1229:1: in kernel 'staticShared', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */
    if ((uint)get_local_id(0) == 0) {
        /* __shared__ nested: moved to the top of the kernel */
        nested[0] = 1.0f;
        flag = (int)nested[0];
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_group_id(0)] = tile[get_local_id(0)][get_local_id(1)] + flag + blockSum(in[get_local_id(0)], blockSum_partial, &blockSum_count);
}

__kernel void dynamicShared(__global const int *in, __global float *out, int n, __local uint4 *cuport_dynamic_shared)
{
    __local float blockSum_partial[128] __attribute__((aligned(16)));
    __local int blockSum_count;
    __local int *ints = (__local int *)cuport_dynamic_shared;
    __local float *floats = (__local float *)cuport_dynamic_shared;
    ints[get_local_id(0)] = in[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    floats[(uint)get_local_id(0) + n] = (float)ints[get_local_id(0)];
    out[get_local_id(0)] = blockSum(floats[(uint)get_local_id(0) + n], blockSum_partial, &blockSum_count);
}
