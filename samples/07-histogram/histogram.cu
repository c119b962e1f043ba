// Histogram of 8-bit data with per-block shared-memory bins.
//
// Each block clears a private histogram in dynamically sized shared memory,
// counts its grid-stride slice of the input (read as uchar4, four values per
// load) with shared-memory atomicAdd, and then adds its non-zero bins into the
// global histogram with global atomicAdd.
//
//   ./histogram           full-size problem (GPU)
//   ./histogram --quick   small problem (CPU OpenCL devices)

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

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

// Bin of an 8-bit value when the range [0, 256) is split into nbins equal bins
// (nbins divides 256).
__device__ __forceinline__ unsigned int binOf(unsigned int v, unsigned int nbins)
{
    return (v * nbins) >> 8;
}

// Launch with nbins * sizeof(unsigned int) bytes of dynamic shared memory.
__global__ void histogramKernel(const uchar4 *__restrict__ data, unsigned int n4,
                                unsigned int *__restrict__ hist, unsigned int nbins)
{
    extern __shared__ unsigned int s_hist[];

    for (unsigned int b = threadIdx.x; b < nbins; b += blockDim.x)
        s_hist[b] = 0;
    __syncthreads();

    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4;
         i += blockDim.x * gridDim.x) {
        uchar4 p = data[i];
        atomicAdd(&s_hist[binOf(p.x, nbins)], 1u);
        atomicAdd(&s_hist[binOf(p.y, nbins)], 1u);
        atomicAdd(&s_hist[binOf(p.z, nbins)], 1u);
        atomicAdd(&s_hist[binOf(p.w, nbins)], 1u);
    }
    __syncthreads();

    for (unsigned int b = threadIdx.x; b < nbins; b += blockDim.x) {
        unsigned int c = s_hist[b];
        if (c != 0)
            atomicAdd(&hist[b], c);
    }
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    // Number of bytes; a multiple of 4 because the kernel reads uchar4.
    const unsigned int n = quick ? (1u << 20) : (1u << 28);
    const unsigned int n4 = n / 4;
    const unsigned int nbins = 256;
    const int iters = quick ? 10 : 50;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s (%d multiprocessors)\n", prop.name, prop.multiProcessorCount);

    int blocks = prop.multiProcessorCount * 8;
    const int maxBlocks = (int)((n4 + THREADS - 1) / THREADS);
    if (blocks > maxBlocks)
        blocks = maxBlocks;
    printf("bytes = %u, bins = %u, blocks = %d, threads = %d, iterations = %d\n", n, nbins,
           blocks, THREADS, iters);

    // Triangular distribution (the mean of two uniform bytes), so that the
    // middle bins see far more atomic traffic than the outer ones.
    std::vector<unsigned char> h_data(n);
    unsigned int seed = 777u;
    for (unsigned int i = 0; i < n; ++i) {
        unsigned int r = lcgNext(seed);
        h_data[i] = (unsigned char)((((r >> 24) & 0xFFu) + ((r >> 16) & 0xFFu)) >> 1);
    }

    unsigned char *d_data;
    unsigned int *d_hist;
    CUDA_CHECK(cudaMalloc(&d_data, n));
    CUDA_CHECK(cudaMalloc(&d_hist, nbins * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(d_data, h_data.data(), n, cudaMemcpyHostToDevice));

    const size_t shmem = nbins * sizeof(unsigned int);
    const uchar4 *d_data4 = reinterpret_cast<const uchar4 *>(d_data);

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Warm-up.
    CUDA_CHECK(cudaMemset(d_hist, 0, nbins * sizeof(unsigned int)));
    histogramKernel<<<blocks, THREADS, shmem>>>(d_data4, n4, d_hist, nbins);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    // Main loop: clear and recompute the histogram; time_ms is the average
    // per iteration.
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it) {
        CUDA_CHECK(cudaMemsetAsync(d_hist, 0, nbins * sizeof(unsigned int), 0));
        histogramKernel<<<blocks, THREADS, shmem, 0>>>(d_data4, n4, d_hist, nbins);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    std::vector<unsigned int> h_hist(nbins);
    CUDA_CHECK(cudaMemcpy(h_hist.data(), d_hist, nbins * sizeof(unsigned int),
                          cudaMemcpyDeviceToHost));

    std::vector<unsigned int> ref(nbins, 0);
    for (unsigned int i = 0; i < n; ++i)
        ref[(h_data[i] * nbins) >> 8]++;

    char failure[128] = "";
    unsigned long long total = 0, weighted = 0;
    for (unsigned int b = 0; b < nbins; ++b) {
        total += h_hist[b];
        weighted += (unsigned long long)b * h_hist[b];
        if (!failure[0] && h_hist[b] != ref[b])
            snprintf(failure, sizeof(failure), "bin %u: GPU %u, CPU %u", b, h_hist[b], ref[b]);
    }

    printf("time_ms: %.4f\n", ms / iters);
    printf("result: total=%llu weighted=%llu bin0=%u bin128=%u bin255=%u\n", total, weighted,
           h_hist[0], h_hist[128], h_hist[255]);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_data));
    CUDA_CHECK(cudaFree(d_hist));

    if (failure[0]) {
        printf("FAIL: %s\n", failure);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
