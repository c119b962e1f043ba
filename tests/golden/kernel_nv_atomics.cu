// CUDA 12.8's __nv_atomic_* built-ins: cuport_nv_<op>_<space>_<type> of the runtime's
// device header, for global and __shared__ pointers; the memory order stays an argument,
// the scope after it is dropped (OpenCL C 1.2 atomics are device-wide). cuda.h defines
// CUDA_VERSION, which the .cl then states.
#include <cuda.h>
__device__ unsigned long long atomic_min64(unsigned long long *address, unsigned long long val)
{
#if CUDA_VERSION >= 12080
    unsigned long long ret = __nv_atomic_load_n(address, __NV_ATOMIC_RELAXED);
#else
    unsigned long long ret = *address;
#endif
    while (val < ret) {
        unsigned long long old = ret;
        if ((ret = atomicCAS(address, old, val)) == old)
            break;
    }
    return ret;
}

__global__ void nv(unsigned long long *m, int *c, unsigned *f, float *x)
{
    __shared__ int s;
    if (threadIdx.x == 0)
        __nv_atomic_store_n(&s, 0, __NV_ATOMIC_RELAXED);
    __syncthreads();
    atomic_min64(m, threadIdx.x);
    __nv_atomic_fetch_add(&c[0], 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_sub(&c[1], 1, __NV_ATOMIC_RELEASE);
    __nv_atomic_fetch_min(&c[2], (int)threadIdx.x, __NV_ATOMIC_ACQUIRE);
    __nv_atomic_fetch_max(&c[3], (int)threadIdx.x, __NV_ATOMIC_ACQ_REL);
    __nv_atomic_fetch_and(&f[0], 1u, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_or(&f[1], 2u, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_xor(&f[2], 4u, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
    __nv_atomic_fetch_add(&s, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    int expected = 0, desired = 5, got;
    __nv_atomic_compare_exchange_n(&c[4], &expected, 1, false, __NV_ATOMIC_ACQ_REL,
                                   __NV_ATOMIC_RELAXED);
    __nv_atomic_compare_exchange(&c[5], &expected, &desired, true, __NV_ATOMIC_SEQ_CST,
                                 __NV_ATOMIC_RELAXED);
    float old = __nv_atomic_exchange_n(x, 1.0f, __NV_ATOMIC_RELAXED);
    __nv_atomic_exchange(&c[6], &desired, &got, __NV_ATOMIC_RELAXED);
    __nv_atomic_load(&c[7], &got, __NV_ATOMIC_ACQUIRE);
    __nv_atomic_store(&c[8], &got, __NV_ATOMIC_RELEASE);
    __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
    __syncthreads();
    if (threadIdx.x == 0)
        c[9] = __nv_atomic_load_n(&s, __NV_ATOMIC_ACQUIRE) + (int)old;
}

void run(unsigned long long *m, int *c, unsigned *f, float *x)
{
    nv<<<1, 64>>>(m, c, f, x);
}
