// Warp-level reduction.
//
// Each thread sums a grid-stride slice of the input, the warp combines the 32
// sums with __shfl_down_sync, and lane 0 of each warp adds the warp's sum to a
// global accumulator with one float atomicAdd. No shared memory and no
// __syncthreads() are involved.
//
// The warps spread their atomics over NUM_SLOTS accumulators (chosen by warp
// index) rather than a single address; the host adds the slots.
//
//   ./warp-reduce           full-size problem (GPU)
//   ./warp-reduce --quick   small problem (CPU OpenCL devices)

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            printf("FAIL: CUDA error \"%s\" at %s:%d (%s)\n",                \
                   cudaGetErrorString(err_), __FILE__, __LINE__, #call);     \
            exit(EXIT_FAILURE);                                              \
        }                                                                    \
    } while (0)

#define THREADS 256
#define NUM_SLOTS 64
#define FULL_MASK 0xffffffffu

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

__device__ __forceinline__ float warpReduceSum(float v)
{
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1)
        v += __shfl_down_sync(FULL_MASK, v, offset);
    return v;
}

__global__ void warpReduceKernel(const float *__restrict__ in, float *__restrict__ slots, int n)
{
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        sum += in[i];

    sum = warpReduceSum(sum);

    if ((threadIdx.x & (warpSize - 1)) == 0) {
        int warp = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
        atomicAdd(&slots[warp % NUM_SLOTS], sum);
    }
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    const int n = quick ? (1 << 20) + 11 : (1 << 27) - 5;
    const int iters = quick ? 20 : 100;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s (%d multiprocessors, warp size %d)\n", prop.name,
           prop.multiProcessorCount, prop.warpSize);

    const int blocks = prop.multiProcessorCount * 8;
    printf("n = %d, blocks = %d, threads = %d, iterations = %d\n", n, blocks, THREADS, iters);

    // Integers in [0, 3]: each accumulator receives about n / NUM_SLOTS values,
    // so every partial sum stays an integer below 2^24 and is exact in float,
    // whatever order the atomics land in.
    std::vector<float> h_in(n);
    unsigned int seed = 55u;
    for (int i = 0; i < n; ++i)
        h_in[i] = (float)((lcgNext(seed) >> 22) & 3u);

    float *d_in, *d_slots;
    CUDA_CHECK(cudaMalloc(&d_in, sizeof(float) * n));
    CUDA_CHECK(cudaMalloc(&d_slots, sizeof(float) * NUM_SLOTS));
    CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), sizeof(float) * n, cudaMemcpyHostToDevice));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Warm-up.
    CUDA_CHECK(cudaMemset(d_slots, 0, sizeof(float) * NUM_SLOTS));
    warpReduceKernel<<<blocks, THREADS>>>(d_in, d_slots, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    // Main loop: time_ms is the average per iteration (memset + kernel).
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it) {
        CUDA_CHECK(cudaMemsetAsync(d_slots, 0, sizeof(float) * NUM_SLOTS, 0));
        warpReduceKernel<<<blocks, THREADS, 0, 0>>>(d_in, d_slots, n);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    float h_slots[NUM_SLOTS];
    CUDA_CHECK(cudaMemcpy(h_slots, d_slots, sizeof(h_slots), cudaMemcpyDeviceToHost));
    double gpuSum = 0.0;
    for (int s = 0; s < NUM_SLOTS; ++s)
        gpuSum += h_slots[s];

    double cpuSum = 0.0;
    for (int i = 0; i < n; ++i)
        cpuSum += h_in[i];

    printf("time_ms: %.4f\n", ms / iters);
    printf("result: %.0f\n", gpuSum);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_slots));

    if (gpuSum != cpuSum) {
        printf("FAIL: GPU sum %.1f != CPU sum %.1f\n", gpuSum, cpuSum);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
