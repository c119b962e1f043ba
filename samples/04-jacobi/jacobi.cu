// Jacobi iterative solver for A x = b, in the style of NVIDIA's
// jacobiCudaGraphs sample (the one the CUDA-to-SYCL migration guide walks
// through): float matrix, double vectors, work issued on a non-blocking stream,
// async memset/memcpy, shared-memory copies of x and b, cooperative-groups tile
// reductions with shfl_down and double atomicAdd into shared and global memory.
//
// Every block updates ROWS_PER_CTA consecutive rows:
//   dx_i   = (b_i - sum_j A_ij x_j) / A_ii
//   x'_i   = x_i + dx_i
// and the L1 norm of dx is accumulated in d_sum; the host iterates until it
// falls below the tolerance, then measures the error against the known
// solution with a second kernel.
//
//   ./jacobi           n = 5630 (GPU)
//   ./jacobi --quick   n = 510  (CPU OpenCL devices)

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <vector>

#include <cuda_runtime.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            printf("FAIL: CUDA error \"%s\" at %s:%d (%s)\n",                \
                   cudaGetErrorString(err_), __FILE__, __LINE__, #call);     \
            exit(EXIT_FAILURE);                                              \
        }                                                                    \
    } while (0)

#define ROWS_PER_CTA 8
#define THREADS_PER_CTA 256

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

// Launch with n * sizeof(double) bytes of dynamic shared memory (the copy of x).
__global__ void jacobiKernel(const float *__restrict__ A, const double *__restrict__ b,
                             const double *__restrict__ x, double *__restrict__ x_new,
                             double *__restrict__ d_sum, int n)
{
    cg::thread_block cta = cg::this_thread_block();

    extern __shared__ double x_shared[];
    __shared__ double b_shared[ROWS_PER_CTA];

    for (int j = threadIdx.x; j < n; j += blockDim.x)
        x_shared[j] = x[j];

    const int firstRow = blockIdx.x * ROWS_PER_CTA;
    if (threadIdx.x < ROWS_PER_CTA) {
        int i = firstRow + threadIdx.x;
        b_shared[threadIdx.x] = (i < n) ? b[i] : 0.0;
    }
    cg::sync(cta);

    // b_shared[k] -= (A x)_i: each warp reduces its share of the row with
    // shuffles and one lane adds it in with a shared-memory double atomic.
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
    for (int k = 0; k < ROWS_PER_CTA; ++k) {
        const int i = firstRow + k;
        if (i >= n)
            break;
        const float *rowA = A + (size_t)i * n;

        double rowThreadSum = 0.0;
        for (int j = threadIdx.x; j < n; j += blockDim.x)
            rowThreadSum += (double)rowA[j] * x_shared[j];

        for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
            rowThreadSum += tile32.shfl_down(rowThreadSum, offset);

        if (tile32.thread_rank() == 0)
            atomicAdd(&b_shared[k], -rowThreadSum);
    }
    cg::sync(cta);

    // One thread per row finishes the update; an 8-wide tile sums |dx|.
    if (threadIdx.x < ROWS_PER_CTA) {
        cg::thread_block_tile<ROWS_PER_CTA> tile8 = cg::tiled_partition<ROWS_PER_CTA>(cta);

        double absDx = 0.0;
        const int i = firstRow + threadIdx.x;
        if (i < n) {
            double dx = b_shared[threadIdx.x] / (double)A[(size_t)i * n + i];
            x_new[i] = x_shared[i] + dx;
            absDx = fabs(dx);
        }

        for (int offset = tile8.size() / 2; offset > 0; offset /= 2)
            absDx += tile8.shfl_down(absDx, offset);

        if (tile8.thread_rank() == 0)
            atomicAdd(d_sum, absDx);
    }
}

// sum |x - x_ref| over all entries. Launch with (blockDim.x / 32) doubles of
// dynamic shared memory.
__global__ void finalError(const double *__restrict__ x, const double *__restrict__ x_ref,
                           double *__restrict__ g_sum, int n)
{
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
    extern __shared__ double warpSum[];

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    double err = (i < n) ? fabs(x[i] - x_ref[i]) : 0.0;

    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
        err += tile32.shfl_down(err, offset);

    if (tile32.thread_rank() == 0)
        warpSum[threadIdx.x / warpSize] = err;
    cg::sync(cta);

    if (threadIdx.x < warpSize) {
        double blockSum = 0.0;
        if (threadIdx.x < blockDim.x / warpSize)
            blockSum = warpSum[threadIdx.x];

        for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
            blockSum += tile32.shfl_down(blockSum, offset);

        if (tile32.thread_rank() == 0)
            atomicAdd(g_sum, blockSum);
    }
}

// CPU Jacobi with the same update and stopping rule. Returns the iterations.
static int jacobiCpu(const std::vector<float> &A, const std::vector<double> &b, int n,
                     double tol, int maxIter, std::vector<double> &x)
{
    std::vector<double> xNew(n);
    x.assign(n, 0.0);
    for (int k = 0; k < maxIter; ++k) {
        double sum = 0.0;
        for (int i = 0; i < n; ++i) {
            const float *row = &A[(size_t)i * n];
            double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
            int j = 0;
            for (; j + 3 < n; j += 4) {
                s0 += (double)row[j] * x[j];
                s1 += (double)row[j + 1] * x[j + 1];
                s2 += (double)row[j + 2] * x[j + 2];
                s3 += (double)row[j + 3] * x[j + 3];
            }
            for (; j < n; ++j)
                s0 += (double)row[j] * x[j];
            double dx = (b[i] - ((s0 + s1) + (s2 + s3))) / (double)row[i];
            xNew[i] = x[i] + dx;
            sum += fabs(dx);
        }
        x.swap(xNew);
        if (sum <= tol)
            return k + 1;
    }
    return maxIter;
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    // n is not a multiple of ROWS_PER_CTA: the last block has a partial set of rows.
    const int n = quick ? 510 : 5630;
    const double tol = 1.0e-8;
    const int maxIter = 1000;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s\n", prop.name);
    printf("n = %d, tolerance = %.1e\n", n, tol);

    // Diagonally dominant system with a known solution x_true.
    std::vector<float> h_A((size_t)n * n);
    std::vector<double> h_b(n), h_xTrue(n);
    unsigned int seed = 31337u;
    for (int i = 0; i < n; ++i) {
        double rowSum = 0.0;
        for (int j = 0; j < n; ++j) {
            float v = (float)((lcgNext(seed) >> 8) & 0xFFFFu) / 65536.0f;
            h_A[(size_t)i * n + j] = (i == j) ? 0.0f : v;
            rowSum += v;
        }
        h_A[(size_t)i * n + i] = (float)(1.5 * rowSum + 1.0);
    }
    for (int i = 0; i < n; ++i)
        h_xTrue[i] = 1.0 + (double)(i % 13) / 8.0;
    for (int i = 0; i < n; ++i) {
        double s = 0.0;
        for (int j = 0; j < n; ++j)
            s += (double)h_A[(size_t)i * n + j] * h_xTrue[j];
        h_b[i] = s;
    }

    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

    float *d_A;
    double *d_b, *d_x, *d_xNew, *d_xTrue, *d_sum;
    CUDA_CHECK(cudaMalloc(&d_A, sizeof(float) * n * n));
    CUDA_CHECK(cudaMalloc(&d_b, sizeof(double) * n));
    CUDA_CHECK(cudaMalloc(&d_x, sizeof(double) * n));
    CUDA_CHECK(cudaMalloc(&d_xNew, sizeof(double) * n));
    CUDA_CHECK(cudaMalloc(&d_xTrue, sizeof(double) * n));
    CUDA_CHECK(cudaMalloc(&d_sum, sizeof(double)));

    CUDA_CHECK(cudaMemcpyAsync(d_A, h_A.data(), sizeof(float) * n * n, cudaMemcpyHostToDevice,
                               stream));
    CUDA_CHECK(cudaMemcpyAsync(d_b, h_b.data(), sizeof(double) * n, cudaMemcpyHostToDevice,
                               stream));
    CUDA_CHECK(cudaMemcpyAsync(d_xTrue, h_xTrue.data(), sizeof(double) * n,
                               cudaMemcpyHostToDevice, stream));

    dim3 nthreads(THREADS_PER_CTA, 1, 1);
    dim3 nblocks((n + ROWS_PER_CTA - 1) / ROWS_PER_CTA, 1, 1);
    size_t shmem = sizeof(double) * n;

    // Warm-up launch, then start from x = 0.
    CUDA_CHECK(cudaMemsetAsync(d_x, 0, sizeof(double) * n, stream));
    CUDA_CHECK(cudaMemsetAsync(d_sum, 0, sizeof(double), stream));
    jacobiKernel<<<nblocks, nthreads, shmem, stream>>>(d_A, d_b, d_x, d_xNew, d_sum, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemsetAsync(d_x, 0, sizeof(double) * n, stream));
    CUDA_CHECK(cudaMemsetAsync(d_xNew, 0, sizeof(double) * n, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Main loop: iterate to the tolerance; time_ms is the average per iteration
    // (kernel, memset, read-back of the norm and the stream synchronisation).
    double sum = 0.0;
    int k = 0;
    CUDA_CHECK(cudaEventRecord(start, stream));
    for (k = 0; k < maxIter; ++k) {
        CUDA_CHECK(cudaMemsetAsync(d_sum, 0, sizeof(double), stream));
        if ((k & 1) == 0)
            jacobiKernel<<<nblocks, nthreads, shmem, stream>>>(d_A, d_b, d_x, d_xNew, d_sum, n);
        else
            jacobiKernel<<<nblocks, nthreads, shmem, stream>>>(d_A, d_b, d_xNew, d_x, d_sum, n);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpyAsync(&sum, d_sum, sizeof(double), cudaMemcpyDeviceToHost, stream));
        CUDA_CHECK(cudaStreamSynchronize(stream));
        if (sum <= tol)
            break;
    }
    CUDA_CHECK(cudaEventRecord(stop, stream));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    const int gpuIters = (k < maxIter) ? k + 1 : maxIter;
    // Even iterations write d_xNew, odd ones d_x.
    double *d_xFinal = (((gpuIters - 1) & 1) == 0) ? d_xNew : d_x;

    // Error against the known solution.
    double error = 0.0;
    CUDA_CHECK(cudaMemsetAsync(d_sum, 0, sizeof(double), stream));
    {
        dim3 eblocks((n + THREADS_PER_CTA - 1) / THREADS_PER_CTA);
        size_t eshmem = sizeof(double) * (THREADS_PER_CTA / 32);
        finalError<<<eblocks, nthreads, eshmem, stream>>>(d_xFinal, d_xTrue, d_sum, n);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaMemcpyAsync(&error, d_sum, sizeof(double), cudaMemcpyDeviceToHost, stream));

    std::vector<double> h_x(n);
    CUDA_CHECK(cudaMemcpyAsync(h_x.data(), d_xFinal, sizeof(double) * n, cudaMemcpyDeviceToHost,
                               stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));

    std::vector<double> xCpu;
    const int cpuIters = jacobiCpu(h_A, h_b, n, tol, maxIter, xCpu);

    double xSum = 0.0, maxDiff = 0.0;
    for (int i = 0; i < n; ++i) {
        xSum += h_x[i];
        maxDiff = fmax(maxDiff, fabs(h_x[i] - xCpu[i]));
    }

    printf("GPU iterations: %d, CPU iterations: %d\n", gpuIters, cpuIters);
    printf("final norm of dx: %.3e, error vs solution: %.3e\n", sum, error);
    printf("time_ms: %.4f\n", ms / gpuIters);
    printf("result: iterations=%d error=%.2e x_sum=%.9g\n", gpuIters, error, xSum);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_A));
    CUDA_CHECK(cudaFree(d_b));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_xNew));
    CUDA_CHECK(cudaFree(d_xTrue));
    CUDA_CHECK(cudaFree(d_sum));
    CUDA_CHECK(cudaStreamDestroy(stream));

    if (gpuIters >= maxIter) {
        printf("FAIL: no convergence in %d iterations\n", maxIter);
        return EXIT_FAILURE;
    }
    if (abs(gpuIters - cpuIters) > 1) {
        printf("FAIL: GPU took %d iterations, CPU %d\n", gpuIters, cpuIters);
        return EXIT_FAILURE;
    }
    if (maxDiff > 1e-7) {
        printf("FAIL: GPU and CPU solutions differ by %.3e\n", maxDiff);
        return EXIT_FAILURE;
    }
    if (!(error < 10.0 * tol)) {
        printf("FAIL: error vs solution %.3e exceeds %.1e\n", error, 10.0 * tol);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
