// OpenCL C 1.2 migrated by cuport from kernel_nv_atomics.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

/* The CUDA version the code was migrated with, as its #if tests saw it. */
#define CUDA_VERSION 12080

ulong atomic_min64_(__global ulong *address, ulong val)
{
#if CUDA_VERSION >= 12080
    ulong ret = cuport_nv_load_n_global_u64(address, __NV_ATOMIC_RELAXED);
#else
    ulong ret = *address;
#endif
    while (val < ret) {
        ulong old = ret;
        if ((ret = cuport_atomic_cas_global_u64(address, old, val)) == old)
            break;
    }
    return ret;
}

__kernel void nv(__global ulong *m, __global int *c, __global unsigned int *f, __global float *x)
{
    __local int s;
    if ((uint)get_local_id(0) == 0)
        cuport_nv_store_n_local_i32(&s, 0, __NV_ATOMIC_RELAXED);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    atomic_min64_(m, (uint)get_local_id(0));
    cuport_nv_fetch_add_global_i32(&c[0], 1, __NV_ATOMIC_RELAXED);
    cuport_nv_fetch_sub_global_i32(&c[1], 1, __NV_ATOMIC_RELEASE);
    cuport_nv_fetch_min_global_i32(&c[2], (int)get_local_id(0), __NV_ATOMIC_ACQUIRE);
    cuport_nv_fetch_max_global_i32(&c[3], (int)get_local_id(0), __NV_ATOMIC_ACQ_REL);
    cuport_nv_fetch_and_global_u32(&f[0], 1u, __NV_ATOMIC_RELAXED);
    cuport_nv_fetch_or_global_u32(&f[1], 2u, __NV_ATOMIC_RELAXED);
    cuport_nv_fetch_xor_global_u32(&f[2], 4u, __NV_ATOMIC_SEQ_CST);
    cuport_nv_fetch_add_local_i32(&s, 1, __NV_ATOMIC_RELAXED);
    int expected = 0, desired = 5, got;
    cuport_nv_compare_exchange_n_global_i32(&c[4], &expected, 1, false, __NV_ATOMIC_ACQ_REL,
                                   __NV_ATOMIC_RELAXED);
    cuport_nv_compare_exchange_global_i32(&c[5], &expected, &desired, true, __NV_ATOMIC_SEQ_CST,
                                 __NV_ATOMIC_RELAXED);
    float old = cuport_nv_exchange_n_global_f32(x, 1.0f, __NV_ATOMIC_RELAXED);
    cuport_nv_exchange_global_i32(&c[6], &desired, &got, __NV_ATOMIC_RELAXED);
    cuport_nv_load_global_i32(&c[7], &got, __NV_ATOMIC_ACQUIRE);
    cuport_nv_store_global_i32(&c[8], &got, __NV_ATOMIC_RELEASE);
    cuport_nv_thread_fence(__NV_ATOMIC_SEQ_CST);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if ((uint)get_local_id(0) == 0)
        c[9] = cuport_nv_load_n_local_i32(&s, __NV_ATOMIC_ACQUIRE) + (int)old;
}
