// OpenCL C 1.2 migrated by cuport from kernel_misc.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

/* CUDA's device-side assert: OpenCL C has none, so a failed one prints CUDA's
   message and the kernel goes on; the flag it sets makes the next synchronisation
   return cudaErrorAssert. */
#ifndef assert
#define assert(cond) ((cond) ? (void)0 : (void)(printf("%s:%d: %s: block: [%u,%u,%u], " \
    "thread: [%u,%u,%u] Assertion `%s` failed.\n", __FILE__, __LINE__, __func__, \
    (uint)get_group_id(0), (uint)get_group_id(1), (uint)get_group_id(2), \
    (uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2), #cond), *cuport_assert_flag = 1u))
#endif

/* __syncthreads_count/_and/_or: a barrier that also counts the
   work-items whose predicate is true, through one __local int. Every
   work-item adds (0 or 1): PoCL evaluates a branch between barriers
   once for the work-group when this is called several times in a row. */
int cuport_syncthreads_count(__local int *c, int pred)
{
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (cuport_linear_local_id() == 0)
        *c = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(c, pred != 0);
    barrier(CLK_LOCAL_MEM_FENCE);
    int n = *c;
    barrier(CLK_LOCAL_MEM_FENCE);
    return n;
}

int cuport_syncthreads_and(__local int *c, int pred)
{
    return cuport_syncthreads_count(c, pred) == (int)cuport_block_size();
}

int cuport_syncthreads_or(__local int *c, int pred)
{
    return cuport_syncthreads_count(c, pred) != 0;
}

int countPositive(__global const float *v, __private int *hits, __local int *cuport_sync)
{
    int n = cuport_syncthreads_count(cuport_sync, v[get_local_id(0)] > 0.0f);
    (*hits) += n;
    return n;
}

__kernel void misc(__global const float *v, __global int *out, ulong big, __global volatile uint *cuport_assert_flag)
{
    CUPORT_BLOCK_COUNTER(cuport_sync);
    int hits = 0;
    int global_ = countPositive(v, &(hits), cuport_sync);
    int all_ = cuport_syncthreads_and(cuport_sync, v[get_local_id(0)] >= 0.0f);
    int any_ = cuport_syncthreads_or(cuport_sync, v[get_local_id(0)] > 100.0f);
    assert(global_ >= 0);
    if ((uint)get_local_id(0) == 0)
        printf("block %d: %d positive, all=%d any=%d, big=%lu size=%lu\n", (uint)get_group_id(0), global_,
               all_, any_, big, sizeof(big));
    float half_ = v[0] * 0.5f;
    out[get_group_id(0)] = global_ + hits + (int)half_;
}
