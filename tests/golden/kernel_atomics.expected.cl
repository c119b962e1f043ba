// OpenCL C 1.2 migrated by cuport from kernel_atomics.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// Atomics on global and shared memory for every type CUDA defines them on.
__kernel void atomics(__global int *i, __global unsigned int *u, __global ulong *ull, __global float *f, __global double *d)
{
    __local unsigned int hist[32] __attribute__((aligned(16)));
    __local float fsum;
    __local double dsum;
    hist[(uint)get_local_id(0) % 32] = 0;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    cuport_atomic_add_local_u32(&hist[(uint)get_local_id(0) % 32], 1u);
    cuport_atomic_add_local_f32(&fsum, 1.5f);
    cuport_atomic_add_local_f64(&dsum, 2.5);
    cuport_atomic_add_global_i32(i, 1);
    cuport_atomic_sub_global_i32(i, 2);
    cuport_atomic_exch_global_u32(u, 3u);
    cuport_atomic_min_global_i32(i, -4);
    cuport_atomic_max_global_u32(u, 5u);
    cuport_atomic_inc_global_u32(u, 100u);
    cuport_atomic_dec_global_u32(u, 100u);
    cuport_atomic_cas_global_i32(i, 0, 1);
    cuport_atomic_and_global_u32(u, 0xffu);
    cuport_atomic_or_global_u32(u, 0x100u);
    cuport_atomic_xor_global_u32(u, 0x3u);
    cuport_atomic_add_global_u64(ull, 1ul);
    cuport_atomic_cas_global_u64(ull, 0ul, 2ul);
    cuport_atomic_add_global_f32(f, 0.5f);
    cuport_atomic_exch_global_f32(f, 0.0f);
    cuport_atomic_add_global_f64(d, 0.25);
    cuport_atomic_add_global_i32(i, 1);
    cuport_atomic_add_global_u32(u, 1u);
    cuport_threadfence();
    cuport_threadfence_block();
    cuport_threadfence();
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if ((uint)get_local_id(0) == 0)
        *f += fsum + (float)dsum + hist[0];
}
