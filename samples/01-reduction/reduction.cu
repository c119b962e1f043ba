// Shared-memory tree reduction.
//
// Each block loads two elements per thread (threads past the end of the input
// load zero), reduces them in shared memory with a stride loop and
// __syncthreads(), and writes one partial sum per block. The host adds the
// partial sums.
//
//   ./reduction           full-size problem (GPU)
//   ./reduction --quick   small problem (CPU OpenCL devices)

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

// Deterministic input generator (same sequence on every platform).
static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

template <unsigned int BLOCK_SIZE>
__global__ void reduceKernel(const float *__restrict__ in, float *__restrict__ partial,
                             unsigned int n)
{
    __shared__ float sdata[BLOCK_SIZE];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (BLOCK_SIZE * 2) + threadIdx.x;

    // Two loads per thread; the tail of the last block is filled with zeros.
    float v = 0.0f;
    if (i < n)
        v = in[i];
    if (i + BLOCK_SIZE < n)
        v += in[i + BLOCK_SIZE];
    sdata[tid] = v;
    __syncthreads();

    for (unsigned int s = BLOCK_SIZE / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

static void launchReduce(int threads, int blocks, const float *d_in, float *d_partial,
                         unsigned int n, cudaStream_t stream)
{
    switch (threads) {
    case 512:
        reduceKernel<512><<<blocks, 512, 0, stream>>>(d_in, d_partial, n);
        break;
    case 256:
        reduceKernel<256><<<blocks, 256, 0, stream>>>(d_in, d_partial, n);
        break;
    case 128:
        reduceKernel<128><<<blocks, 128, 0, stream>>>(d_in, d_partial, n);
        break;
    case 64:
        reduceKernel<64><<<blocks, 64, 0, stream>>>(d_in, d_partial, n);
        break;
    default:
        printf("FAIL: unsupported block size %d\n", threads);
        exit(EXIT_FAILURE);
    }
    CUDA_CHECK(cudaGetLastError());
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    // n is deliberately not a multiple of 2 * threads, so the last block has a tail.
    const unsigned int n = quick ? (1u << 18) + 3u : 100000007u;
    const int threads = 256;
    const int blocks = (int)((n + threads * 2 - 1) / (threads * 2));
    const int iters = quick ? 20 : 100;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s\n", prop.name);
    printf("n = %u, blocks = %d, threads = %d, iterations = %d\n", n, blocks, threads, iters);

    // Inputs are multiples of 1/64 in [0, 16): every partial sum is exact in
    // float, so the result does not depend on the summation order.
    std::vector<float> h_in(n);
    unsigned int seed = 12345u;
    for (unsigned int i = 0; i < n; ++i)
        h_in[i] = (float)((lcgNext(seed) >> 16) & 1023u) / 64.0f;

    float *d_in = nullptr;
    float *d_partial = nullptr;
    CUDA_CHECK(cudaMalloc(&d_in, (size_t)n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_partial, (size_t)blocks * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), (size_t)n * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Warm-up.
    launchReduce(threads, blocks, d_in, d_partial, n, 0);
    CUDA_CHECK(cudaDeviceSynchronize());

    // Main loop: time_ms is the average per iteration.
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it)
        launchReduce(threads, blocks, d_in, d_partial, n, 0);
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    std::vector<float> h_partial(blocks);
    CUDA_CHECK(cudaMemcpy(h_partial.data(), d_partial, (size_t)blocks * sizeof(float),
                          cudaMemcpyDeviceToHost));

    double gpuSum = 0.0;
    for (int b = 0; b < blocks; ++b)
        gpuSum += h_partial[b];

    double cpuSum = 0.0;
    for (unsigned int i = 0; i < n; ++i)
        cpuSum += h_in[i];

    printf("time_ms: %.4f\n", ms / iters);
    printf("result: %.6f\n", gpuSum);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_partial));

    if (fabs(gpuSum - cpuSum) > 1e-6 * fabs(cpuSum)) {
        printf("FAIL: GPU sum %.6f != CPU sum %.6f\n", gpuSum, cpuSum);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
