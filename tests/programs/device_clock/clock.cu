// GPU clock reads: two reads around work differ by a positive amount (clock64 and the 32-bit
// clock, stored as clock_t as the CUDA clock sample does), a bounded spin-wait in a device
// function ends and has waited at least as long as asked, __nanosleep inside the wait, and a
// device function two calls deep reads the same per-thread clock as its kernel, and a
// nanosecond wait on %globaltimer read with inline PTX, as programs write it themselves.
#include "checks.h"

#define THREADS 64
#define BLOCKS 4

__device__ float busy(float x, int n)
{
    for (int k = 0; k < n; k++)
        x = x * 0.999f + 1.0f;
    return x;
}

// Spins until `cycles` have passed; returns how many times it looked at the clock.
__device__ int spin_wait(long long cycles, long long *waited)
{
    long long t0 = clock64();
    int reads = 0;
    long long now;
    do {
        __nanosleep(20);
        now = clock64();
        reads++;
    } while (now - t0 < cycles);
    *waited = now - t0;
    return reads;
}

__device__ __forceinline__ unsigned long long global_ns()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__global__ void wait_ns(unsigned long long ns, unsigned long long *elapsed)
{
    unsigned long long start = global_ns(), now;
    do {
        now = global_ns();
    } while (now - start < ns);
    elapsed[blockIdx.x * blockDim.x + threadIdx.x] = now - start;
}

__device__ long long stamp(void) { return clock64(); }
__device__ long long stamp_twice(long long *first) { *first = stamp(); return stamp(); }

__global__ void timing(long long *dt64, clock_t *dt32, float *sink)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    clock_t a = clock();
    long long t0 = clock64();
    float v = busy((float)i, 100 + i % 7);
    long long t1 = clock64();
    clock_t b = clock();
    sink[i] = v;
    dt64[i] = t1 - t0;
    dt32[i] = b - a;
}

__global__ void waits(long long cycles, int *reads, long long *waited, long long *order)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    long long before = clock64();
    reads[i] = spin_wait(cycles, &waited[i]);
    long long first;
    long long second = stamp_twice(&first);
    // per-thread monotonic across the kernel and its device functions
    order[i] = (before < first && first < second) ? 1 : 0;
}

int check_clock(void)
{
    int failures = 0;
    const int n = THREADS * BLOCKS;
    long long *dt64, *waited, *order;
    clock_t *dt32;
    float *sink;
    int *reads;
    CUDA_CHECK(cudaMalloc(&dt64, n * sizeof(long long)));
    CUDA_CHECK(cudaMalloc(&dt32, n * sizeof(clock_t)));
    CUDA_CHECK(cudaMalloc(&sink, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&reads, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&waited, n * sizeof(long long)));
    CUDA_CHECK(cudaMalloc(&order, n * sizeof(long long)));
    timing<<<BLOCKS, THREADS>>>(dt64, dt32, sink);
    CUDA_CHECK(cudaGetLastError());
    const long long cycles = 20000;
    waits<<<BLOCKS, THREADS>>>(cycles, reads, waited, order);
    CUDA_CHECK(cudaGetLastError());
    unsigned long long *ns;
    CUDA_CHECK(cudaMalloc(&ns, n * sizeof(unsigned long long)));
    wait_ns<<<BLOCKS, THREADS>>>(5000, ns);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    long long h64[n], hw[n], ho[n];
    clock_t h32[n];
    int hr[n];
    CUDA_CHECK(cudaMemcpy(h64, dt64, sizeof h64, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(h32, dt32, sizeof h32, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hr, reads, sizeof hr, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hw, waited, sizeof hw, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(ho, order, sizeof ho, cudaMemcpyDeviceToHost));
    unsigned long long hn[n];
    CUDA_CHECK(cudaMemcpy(hn, ns, sizeof hn, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        EXPECT(h64[i] > 0, "thread %d: clock64 difference %lld", i, h64[i]);
        EXPECT(h32[i] > 0, "thread %d: clock difference %ld", i, (long)h32[i]);
        EXPECT(hw[i] >= cycles, "thread %d: waited %lld of %lld cycles", i, hw[i], cycles);
        EXPECT(hr[i] >= 1, "thread %d: %d clock reads in the wait", i, hr[i]);
        EXPECT(ho[i] == 1, "thread %d: clock not increasing through device functions", i);
        EXPECT(hn[i] >= 5000, "thread %d: waited %llu of 5000 ns", i, hn[i]);
        if (failures > 8)
            break;
    }
    CUDA_CHECK(cudaFree(dt64));
    CUDA_CHECK(cudaFree(dt32));
    CUDA_CHECK(cudaFree(sink));
    CUDA_CHECK(cudaFree(reads));
    CUDA_CHECK(cudaFree(waited));
    CUDA_CHECK(cudaFree(order));
    CUDA_CHECK(cudaFree(ns));
    return failures;
}
