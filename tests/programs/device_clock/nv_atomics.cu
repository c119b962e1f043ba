// CUDA 12.8's __nv_atomic_* built-ins on global and shared memory, checked against what
// the host computes: a relaxed load in a compare-and-swap minimum (as HeCBench writes
// atomic_min for 64-bit integers), fetch_add/sub/and/or/xor/min/max with and without a
// scope, exchange and compare-exchange (value and pointer forms), stores, acquiring and
// releasing orders, a fence. Older toolkits take the atomicXxx path of the same code.
#include <cuda.h>
#include "checks.h"

#define THREADS 64
#define BLOCKS 4
#define N (THREADS * BLOCKS)

// slots of counters[] and flags[]
#define ADDS 0
#define SUBS 1
#define MAXS 2
#define MINS 3
#define CAS_SLOT 4
#define CAS_WINS 5
#define XCHG_SLOT 6
#define XCHG_OLDS 7
#define PTR_SLOT 8
#define SHARED0 9
#define NCOUNTERS (SHARED0 + BLOCKS)
#define ORS 0
#define ANDS 1
#define XORS 2
#define NFLAGS 3

__device__ __forceinline__ long long atomic_min64(long long *address, long long val)
{
#if CUDA_VERSION >= 12080
    long long ret = __nv_atomic_load_n(address, __NV_ATOMIC_RELAXED);
#else
    long long ret = *address;
#endif
    while (val < ret) {
        long long old = ret;
        if ((ret = (long long)atomicCAS((unsigned long long *)address, (unsigned long long)old,
                                        (unsigned long long)val)) == old)
            break;
    }
    return ret;
}

__global__ void nv_atomics(long long *min64, unsigned long long *sum64, int *counters,
                           unsigned *flags, float *fsum)
{
    __shared__ int in_block;
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned bit = 1u << (t % 32);
#if CUDA_VERSION >= 12080
    if (threadIdx.x == 0)
        __nv_atomic_store_n(&in_block, 0, __NV_ATOMIC_RELAXED);
    __syncthreads();
    atomic_min64(min64, 1000 - (long long)t * 3);
    __nv_atomic_fetch_add(sum64, (unsigned long long)t, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_add(&counters[ADDS], 1, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_sub(&counters[SUBS], 2, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_max(&counters[MAXS], t, __NV_ATOMIC_ACQ_REL);
    __nv_atomic_fetch_min(&counters[MINS], t + 5, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
    __nv_atomic_fetch_or(&flags[ORS], bit, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_and(&flags[ANDS], ~bit, __NV_ATOMIC_RELEASE);
    __nv_atomic_fetch_xor(&flags[XORS], bit, __NV_ATOMIC_RELAXED);
    int expected = 0;
    if (__nv_atomic_compare_exchange_n(&counters[CAS_SLOT], &expected, t + 1, false,
                                       __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED))
        __nv_atomic_fetch_add(&counters[CAS_WINS], 1, __NV_ATOMIC_RELAXED);
    else if (expected < 1 || expected > N)
        __nv_atomic_fetch_add(&counters[CAS_WINS], 1000, __NV_ATOMIC_RELAXED);  // a bad old value
    int old = __nv_atomic_exchange_n(&counters[XCHG_SLOT], t, __NV_ATOMIC_ACQ_REL);
    __nv_atomic_fetch_add(&counters[XCHG_OLDS], old, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_add(fsum, 1.0f, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_add(&in_block, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
    __syncthreads();
    if (threadIdx.x == 0) {
        int seen = __nv_atomic_load_n(&in_block, __NV_ATOMIC_ACQUIRE);
        __nv_atomic_store_n(&counters[SHARED0 + blockIdx.x], seen, __NV_ATOMIC_RELEASE);
    }
    if (t == 0) {  // the pointer forms
        int v = 7, got = 0, prev = 0, want = 7, next = 9;
        __nv_atomic_store(&counters[PTR_SLOT], &v, __NV_ATOMIC_RELAXED);
        __nv_atomic_load(&counters[PTR_SLOT], &got, __NV_ATOMIC_ACQUIRE);
        bool swapped = __nv_atomic_compare_exchange(&counters[PTR_SLOT], &want, &next, true,
                                                    __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED);
        int last = 40;
        __nv_atomic_exchange(&counters[PTR_SLOT], &last, &prev, __NV_ATOMIC_RELAXED);
        if (got != 7 || !swapped || prev != 9)
            __nv_atomic_fetch_add(&counters[PTR_SLOT], 1000, __NV_ATOMIC_RELAXED);
        __nv_atomic_fetch_add(&counters[PTR_SLOT], 2, __NV_ATOMIC_RELAXED);
    }
#else
    if (threadIdx.x == 0)
        in_block = 0;
    __syncthreads();
    atomic_min64(min64, 1000 - (long long)t * 3);
    atomicAdd(sum64, (unsigned long long)t);
    atomicAdd(&counters[ADDS], 1);
    atomicSub(&counters[SUBS], 2);
    atomicMax(&counters[MAXS], t);
    atomicMin(&counters[MINS], t + 5);
    atomicOr(&flags[ORS], bit);
    atomicAnd(&flags[ANDS], ~bit);
    atomicXor(&flags[XORS], bit);
    int old = atomicCAS(&counters[CAS_SLOT], 0, t + 1);
    if (old == 0)
        atomicAdd(&counters[CAS_WINS], 1);
    atomicAdd(&counters[XCHG_OLDS], atomicExch(&counters[XCHG_SLOT], t));
    atomicAdd(fsum, 1.0f);
    atomicAdd(&in_block, 1);
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0)
        counters[SHARED0 + blockIdx.x] = in_block;
    if (t == 0)
        counters[PTR_SLOT] = 42;
#endif
}

int check_nv_atomics(void)
{
    int failures = 0;
    long long *min64, hmin = 1 << 20;
    unsigned long long *sum64, hsum = 5;
    int *counters, hc[NCOUNTERS] = {0};
    unsigned *flags, hf[NFLAGS] = {0u, 0xffffffffu, 0x0f0f0f0fu};
    float *fsum, hfs = 0.5f;
    hc[MINS] = 1 << 30;
    hc[XCHG_SLOT] = -1;
    CUDA_CHECK(cudaMalloc(&min64, sizeof hmin));
    CUDA_CHECK(cudaMalloc(&sum64, sizeof hsum));
    CUDA_CHECK(cudaMalloc(&counters, sizeof hc));
    CUDA_CHECK(cudaMalloc(&flags, sizeof hf));
    CUDA_CHECK(cudaMalloc(&fsum, sizeof hfs));
    CUDA_CHECK(cudaMemcpy(min64, &hmin, sizeof hmin, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(sum64, &hsum, sizeof hsum, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(counters, hc, sizeof hc, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(flags, hf, sizeof hf, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(fsum, &hfs, sizeof hfs, cudaMemcpyHostToDevice));
    nv_atomics<<<BLOCKS, THREADS>>>(min64, sum64, counters, flags, fsum);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(&hmin, min64, sizeof hmin, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&hsum, sum64, sizeof hsum, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hc, counters, sizeof hc, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hf, flags, sizeof hf, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&hfs, fsum, sizeof hfs, cudaMemcpyDeviceToHost));

    long long tsum = (long long)N * (N - 1) / 2;
    EXPECT(hmin == 1000 - (long long)(N - 1) * 3, "64-bit minimum %lld", hmin);
    EXPECT(hsum == 5 + (unsigned long long)tsum, "64-bit sum %llu", hsum);
    EXPECT(hc[ADDS] == N, "fetch_add counted %d of %d", hc[ADDS], N);
    EXPECT(hc[SUBS] == -2 * N, "fetch_sub gave %d", hc[SUBS]);
    EXPECT(hc[MAXS] == N - 1, "fetch_max gave %d", hc[MAXS]);
    EXPECT(hc[MINS] == 5, "fetch_min gave %d", hc[MINS]);
    EXPECT(hf[ORS] == 0xffffffffu, "fetch_or gave %08x", hf[ORS]);
    EXPECT(hf[ANDS] == 0u, "fetch_and gave %08x", hf[ANDS]);
    // every bit toggled N / 32 times (an even number): the start value again
    EXPECT(hf[XORS] == 0x0f0f0f0fu, "fetch_xor gave %08x", hf[XORS]);
    EXPECT(hc[CAS_WINS] == 1, "compare_exchange: %d winners (1000s: bad old values)",
           hc[CAS_WINS]);
    EXPECT(hc[CAS_SLOT] >= 1 && hc[CAS_SLOT] <= N, "compare_exchange stored %d", hc[CAS_SLOT]);
    EXPECT((long long)hc[XCHG_OLDS] + hc[XCHG_SLOT] == tsum - 1,
           "exchange: old values %d + last %d, want %lld", hc[XCHG_OLDS], hc[XCHG_SLOT], tsum - 1);
    EXPECT(hfs == 0.5f + N, "float fetch_add gave %g", hfs);
    for (int b = 0; b < BLOCKS; b++)
        EXPECT(hc[SHARED0 + b] == THREADS, "block %d: shared counter %d", b, hc[SHARED0 + b]);
    EXPECT(hc[PTR_SLOT] == 42, "pointer forms gave %d (1000s: a wrong value)", hc[PTR_SLOT]);
    CUDA_CHECK(cudaFree(min64));
    CUDA_CHECK(cudaFree(sum64));
    CUDA_CHECK(cudaFree(counters));
    CUDA_CHECK(cudaFree(flags));
    CUDA_CHECK(cudaFree(fsum));
    return failures;
}
