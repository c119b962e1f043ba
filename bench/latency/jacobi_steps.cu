// Where samples/04-jacobi's iteration time goes: its kernel (same code, same sizes) timed
// alone, then with the commands the sample adds around it one by one, in microseconds per
// iteration (host wall clock over many iterations). Built with nvcc for CUDA and migrated by
// cuport for the comparison (bench/latency/run-gpu.sh).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define ROWS_PER_CTA 8
#define THREADS_PER_CTA 256

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

static double now_us()
{
    using namespace std::chrono;
    return (double)duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count() /
           1e3;
}

int main(int argc, char **argv)
{
    // the sample's size; smaller ones (argv) only to try the program on a CPU device
    const int n = argc > 1 ? atoi(argv[1]) : 5630, iters = argc > 2 ? atoi(argv[2]) : 500;
    std::vector<float> hA((size_t)n * n, 0.001f);
    std::vector<double> hb(n, 1.0);
    for (int i = 0; i < n; ++i)
        hA[(size_t)i * n + i] = (float)n;
    float *A;
    double *b, *x, *xNew, *sum, h = 0.0;
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaMalloc(&A, sizeof(float) * n * n);
    cudaMalloc(&b, sizeof(double) * n);
    cudaMalloc(&x, sizeof(double) * n);
    cudaMalloc(&xNew, sizeof(double) * n);
    cudaMalloc(&sum, sizeof(double));
    cudaMemcpy(A, hA.data(), sizeof(float) * n * n, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb.data(), sizeof(double) * n, cudaMemcpyHostToDevice);
    cudaMemset(x, 0, sizeof(double) * n);
    cudaMemset(xNew, 0, sizeof(double) * n);
    dim3 threads(THREADS_PER_CTA), blocks((n + ROWS_PER_CTA - 1) / ROWS_PER_CTA);
    size_t shmem = sizeof(double) * n;
    for (int pass = 0; pass < 2; pass++) { // the first pass warms up (program build, caches)
        double t0 = now_us();
        for (int k = 0; k < iters; k++)
            jacobiKernel<<<blocks, threads, shmem, s>>>(A, b, x, xNew, sum, n);
        cudaStreamSynchronize(s);
        double t1 = now_us();
        for (int k = 0; k < iters; k++) {
            jacobiKernel<<<blocks, threads, shmem, s>>>(A, b, x, xNew, sum, n);
            cudaStreamSynchronize(s);
        }
        double t2 = now_us();
        for (int k = 0; k < iters; k++) {
            cudaMemsetAsync(sum, 0, sizeof(double), s);
            jacobiKernel<<<blocks, threads, shmem, s>>>(A, b, x, xNew, sum, n);
            cudaStreamSynchronize(s);
        }
        double t3 = now_us();
        for (int k = 0; k < iters; k++) {
            cudaMemsetAsync(sum, 0, sizeof(double), s);
            jacobiKernel<<<blocks, threads, shmem, s>>>(A, b, x, xNew, sum, n);
            cudaMemcpyAsync(&h, sum, sizeof(double), cudaMemcpyDeviceToHost, s);
            cudaStreamSynchronize(s);
        }
        double t4 = now_us();
        if (pass == 1) {
            printf("jacobi_kernel_us: %.2f\n", (t1 - t0) / iters);
            printf("jacobi_kernel+sync_us: %.2f\n", (t2 - t1) / iters);
            printf("jacobi_memset+kernel+sync_us: %.2f\n", (t3 - t2) / iters);
            printf("jacobi_step_us: %.2f\n", (t4 - t3) / iters);
        }
    }
    cudaError_t err = cudaGetLastError();
    printf("%s\n", err == cudaSuccess ? "PASS" : cudaGetErrorString(err));
    return 0;
}
