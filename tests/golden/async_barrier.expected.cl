// OpenCL C 1.2 migrated by cuport from async_barrier.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float exchange(uchar bar, __local float *tmp, float v)
{
    tmp[get_local_id(0)] = v;
    /* token: a barrier's arrival token, not needed */
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    return tmp[(uint)get_local_size(0) - 1 - (uint)get_local_id(0)];
}

__kernel void barriers(__global float *out, int n)
{
    /* bar: a barrier: its waits are work-group barriers */
    __local float tmp[256] __attribute__((aligned(16)));
    /* block: the thread block */
    if (cuport_linear_local_id() == 0) {
        (void)0;
        // CUPORT1250:0: barrier '&half' is initialised with expected count 'n', which cuport cannot show is the thread count of the block; its waits become work-group barriers, which hold only when every thread of the block arrives at each phase: check that the count is the block's size
        (void)0;   // not visibly the block's size: CUPORT1250
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = exchange((uchar)0, tmp, out[get_local_id(0)]);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

__kernel void copies(__global const float4 *in, __global float4 *out)
{
    __local float4 stage[2][128];
    __local float words[128] __attribute__((aligned(16)));
    /* block: the thread block */
    /* pipe: a pipeline: its copies are made when they are issued */
    (void)0;
    cuport_async_copy_local_global(&stage[0][get_local_id(0)], &in[get_local_id(0)],
                       (size_t)(sizeof(float4)), 0, 0u, 1u);
    (void)0;
    (void)0;
    (void)0;
    cuport_async_copy_local_global(words, (__global const float *)in, sizeof(words), 0, cuport_group_rank(cuport_block_group()), cuport_group_size(cuport_block_group()));
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    cuport_async_copy_local_global(&stage[1][get_local_id(0)], &in[(uint)get_local_id(0) + 128], 16, 4, 0u, 1u);
    (void)0;
    (void)0;
    out[get_local_id(0)].x = stage[0][get_local_id(0)].x + stage[1][get_local_id(0)].y + words[get_local_id(0)];
}

__kernel void roles(__global const int *in, __global int *out)
{
    __local int buf[4][64] __attribute__((aligned(16)));
    /* state: a pipeline's shared state, not needed */
    /* block: the thread block */
    /* shared: a pipeline: its copies are made when they are issued */
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    cuport_async_copy_local_global(buf[0], in, sizeof(int) * 64, 0, cuport_group_rank(cuport_block_group()), cuport_group_size(cuport_block_group()));
    (void)0;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    (void)0;
    /* state2: a pipeline's shared state, not needed */
    /* role: a pipeline role, not needed */
    /* split: a pipeline: its copies are made when they are issued */
    if ((uint)get_local_id(0) < 32) {
        (void)0;
        cuport_async_copy_local_global(&buf[1][get_local_id(0)], &in[get_local_id(0)], sizeof(int), 0, 0u, 1u);
        (void)0;
    } else {
        // CUPORT1252:1: pipeline 'split' is shared by producer and consumer threads that synchronise only with each other, which OpenCL C 1.2 cannot express (a barrier is reached by the whole work-group or by none of it): its copies are made when issued and its waits wait for nothing, so a consumer may read a stage before its producer wrote it; restructure the kernel so that every thread copies, then all wait at a barrier
        (void)0;   // CUPORT1252
        out[get_local_id(0)] = buf[0][(uint)get_local_id(0) % 64] + buf[1][(uint)get_local_id(0) % 32];
        (void)0;
    }
}
