// Single-pass reduction with a last-block guard (the threadFenceReduction idea).
//
// Every block reduces a grid-stride slice of the input and writes its partial
// sum to global memory. It then issues __threadfence() so the partial is
// visible device-wide before thread 0 takes a ticket with atomicInc on a
// __device__ counter. The block that draws the last ticket knows that all
// other partials are complete: it merges them (in double) and resets the
// counter for the next launch. No second kernel launch is needed.
//
//   ./last-block           full-size problem (GPU)
//   ./last-block --quick   small problem (CPU OpenCL devices)

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
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

#define BLOCK_SIZE 256

// Number of blocks that have finished phase 1 of the current launch.
__device__ unsigned int retirementCount = 0;

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

// Shared-memory tree reduction of BLOCK values; the result ends up in sdata[0].
template <unsigned int BLOCK, typename T>
__device__ void blockReduce(T *sdata, unsigned int tid)
{
    for (unsigned int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
}

template <unsigned int BLOCK>
__global__ void reduceSinglePass(const float *__restrict__ in, float *partial, double *result,
                                 unsigned int n)
{
    __shared__ float sdata[BLOCK];
    __shared__ double ddata[BLOCK];
    __shared__ bool amLast;

    const unsigned int tid = threadIdx.x;

    // Phase 1: this block's partial sum.
    float sum = 0.0f;
    for (unsigned int i = blockIdx.x * BLOCK + tid; i < n; i += BLOCK * gridDim.x)
        sum += in[i];
    sdata[tid] = sum;
    __syncthreads();
    blockReduce<BLOCK>(sdata, tid);

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];

    // Phase 2: the last block to finish merges all partials.
    if (gridDim.x > 1) {
        // Make this block's partial visible to every other block before the
        // ticket says it is done.
        __threadfence();

        if (tid == 0) {
            unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
            amLast = (ticket == gridDim.x - 1);
        }
        __syncthreads();

        if (amLast) {
            double d = 0.0;
            for (unsigned int i = tid; i < gridDim.x; i += BLOCK)
                d += partial[i];
            ddata[tid] = d;
            __syncthreads();
            blockReduce<BLOCK>(ddata, tid);

            if (tid == 0) {
                *result = ddata[0];
                retirementCount = 0; // ready for the next launch
            }
        }
    } else if (tid == 0) {
        *result = sdata[0];
    }
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    const unsigned int n = quick ? (1u << 18) + 77u : (1u << 27) + 77u;
    const int iters = quick ? 20 : 100;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s (%d multiprocessors)\n", prop.name, prop.multiProcessorCount);

    // A few blocks per multiprocessor, each looping over its slice (but no
    // more than about 512 elements per thread, which keeps the float partials
    // exact on devices with few compute units).
    int blocks = prop.multiProcessorCount * 4;
    const int minBlocks = (int)(n / (BLOCK_SIZE * 512u)) + 1;
    if (blocks < minBlocks)
        blocks = minBlocks;
    const int maxBlocks = (int)((n + BLOCK_SIZE - 1) / BLOCK_SIZE);
    if (blocks > maxBlocks)
        blocks = maxBlocks;
    printf("n = %u, blocks = %d, threads = %d, iterations = %d\n", n, blocks, BLOCK_SIZE, iters);

    // Integers in [0, 15]: every float partial is exact (far below 2^24), and
    // the last block merges them in double, so the sum is exact.
    std::vector<float> h_in(n);
    unsigned int seed = 4242u;
    for (unsigned int i = 0; i < n; ++i)
        h_in[i] = (float)((lcgNext(seed) >> 20) & 15u);

    float *d_in, *d_partial;
    double *d_result;
    CUDA_CHECK(cudaMalloc(&d_in, sizeof(float) * n));
    CUDA_CHECK(cudaMalloc(&d_partial, sizeof(float) * blocks));
    CUDA_CHECK(cudaMalloc(&d_result, sizeof(double)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), sizeof(float) * n, cudaMemcpyHostToDevice));

    // The counter starts at zero; set it explicitly anyway.
    const unsigned int zero = 0;
    CUDA_CHECK(cudaMemcpyToSymbol(retirementCount, &zero, sizeof(zero)));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    reduceSinglePass<BLOCK_SIZE><<<blocks, BLOCK_SIZE>>>(d_in, d_partial, d_result, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    // Main loop: time_ms is the average per iteration.
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it) {
        reduceSinglePass<BLOCK_SIZE><<<blocks, BLOCK_SIZE, 0, 0>>>(d_in, d_partial, d_result, n);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    double gpuSum = 0.0;
    CUDA_CHECK(cudaMemcpy(&gpuSum, d_result, sizeof(double), cudaMemcpyDeviceToHost));
    unsigned int counterAfter = 1;
    CUDA_CHECK(cudaMemcpyFromSymbol(&counterAfter, retirementCount, sizeof(counterAfter)));

    double cpuSum = 0.0;
    for (unsigned int i = 0; i < n; ++i)
        cpuSum += h_in[i];

    printf("time_ms: %.4f\n", ms / iters);
    printf("result: %.0f\n", gpuSum);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_partial));
    CUDA_CHECK(cudaFree(d_result));

    // The inputs make the sum exact, so the comparison is exact too.
    if (gpuSum != cpuSum) {
        printf("FAIL: GPU sum %.1f != CPU sum %.1f\n", gpuSum, cpuSum);
        return EXIT_FAILURE;
    }
    if (counterAfter != 0) {
        printf("FAIL: retirement counter is %u after the last launch, expected 0\n", counterAfter);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
