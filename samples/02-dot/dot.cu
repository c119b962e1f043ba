// Dot product.
//
// Every thread accumulates the products of a grid-stride slice of the two
// vectors, the block reduces the per-thread sums in dynamically sized shared
// memory, and thread 0 writes the block's partial sum. The host adds the
// partial sums ("CUDA by Example" style).
//
//   ./dot           full-size problem (GPU)
//   ./dot --quick   small problem (CPU OpenCL devices)

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

#define THREADS_PER_BLOCK 256
#define MAX_BLOCKS 1024

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

// blockDim.x must be a power of two; the launch passes blockDim.x floats of
// dynamic shared memory.
__global__ void dotKernel(const float *a, const float *b, float *partial, int n)
{
    extern __shared__ float cache[];

    int tid = threadIdx.x;
    float temp = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        temp += a[i] * b[i];

    cache[tid] = temp;
    __syncthreads();

    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            cache[tid] += cache[tid + s];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = cache[0];
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    const int n = quick ? (1 << 18) + 7 : 48000011;
    const int iters = quick ? 20 : 100;
    const int threads = THREADS_PER_BLOCK;
    int blocks = (n + threads - 1) / threads;
    if (blocks > MAX_BLOCKS)
        blocks = MAX_BLOCKS;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s\n", prop.name);
    printf("n = %d, blocks = %d, threads = %d, iterations = %d\n", n, blocks, threads, iters);

    // Small integers in [-8, 8]: every partial sum is an integer well below
    // 2^24, so it is exact in float whatever the summation order.
    std::vector<float> h_a(n), h_b(n);
    unsigned int seed = 2024u;
    for (int i = 0; i < n; ++i) {
        h_a[i] = (float)((int)((lcgNext(seed) >> 16) % 17u) - 8);
        h_b[i] = (float)((int)((lcgNext(seed) >> 16) % 17u) - 8);
    }

    float *d_a, *d_b, *d_partial;
    size_t bytes = (size_t)n * sizeof(float);
    CUDA_CHECK(cudaMalloc((void **)&d_a, bytes));
    CUDA_CHECK(cudaMalloc((void **)&d_b, bytes));
    CUDA_CHECK(cudaMalloc((void **)&d_partial, blocks * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_a, h_a.data(), bytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_b, h_b.data(), bytes, cudaMemcpyHostToDevice));

    dim3 grid(blocks);
    dim3 block(threads);
    size_t shmem = threads * sizeof(float);

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    dotKernel<<<grid, block, shmem>>>(d_a, d_b, d_partial, n); // warm-up
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    // Main loop: time_ms is the average per iteration.
    CUDA_CHECK(cudaEventRecord(start));
    for (int it = 0; it < iters; ++it) {
        dotKernel<<<grid, block, shmem>>>(d_a, d_b, d_partial, n);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    std::vector<float> h_partial(blocks);
    CUDA_CHECK(cudaMemcpy(h_partial.data(), d_partial, blocks * sizeof(float),
                          cudaMemcpyDeviceToHost));
    double gpuDot = 0.0;
    for (int i = 0; i < blocks; ++i)
        gpuDot += h_partial[i];

    double cpuDot = 0.0;
    for (int i = 0; i < n; ++i)
        cpuDot += (double)h_a[i] * (double)h_b[i];

    printf("time_ms: %.4f\n", ms / iters);
    printf("result: %.0f\n", gpuDot);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_a));
    CUDA_CHECK(cudaFree(d_b));
    CUDA_CHECK(cudaFree(d_partial));

    if (fabs(gpuDot - cpuDot) > 1e-6 * (fabs(cpuDot) + 1.0)) {
        printf("FAIL: GPU dot %.1f != CPU dot %.1f\n", gpuDot, cpuDot);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
