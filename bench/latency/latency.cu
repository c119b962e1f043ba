// Per-command latency of the patterns iterative solvers use, in microseconds per iteration
// (host wall clock over many iterations): a launch, a memset, an 8-byte read-back, each
// followed by a stream synchronisation, and all of them together as one solver step. Built
// with nvcc for CUDA, and migrated by cuport for the comparison (bench/latency/run-gpu.sh).
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void touch(double *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1.0;
}

static double now_us()
{
    using namespace std::chrono;
    return (double)duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count() /
           1e3;
}

int main()
{
    const int iters = 2000, n = 1024;
    double *d = nullptr, h = 0.0;
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaMalloc(&d, n * sizeof(double));
    cudaMemset(d, 0, n * sizeof(double));
    for (int pass = 0; pass < 2; pass++) { // the first pass warms up (program build, caches)
        double t0 = now_us();
        for (int k = 0; k < iters; k++) {
            touch<<<n / 256, 256, 0, s>>>(d, n);
            cudaStreamSynchronize(s);
        }
        double t1 = now_us();
        for (int k = 0; k < iters; k++) {
            cudaMemsetAsync(d, 0, sizeof(double), s);
            cudaStreamSynchronize(s);
        }
        double t2 = now_us();
        for (int k = 0; k < iters; k++) {
            cudaMemcpyAsync(&h, d, sizeof(double), cudaMemcpyDeviceToHost, s);
            cudaStreamSynchronize(s);
        }
        double t3 = now_us();
        for (int k = 0; k < iters; k++) {
            cudaMemsetAsync(d, 0, sizeof(double), s);
            touch<<<n / 256, 256, 0, s>>>(d, n);
            cudaMemcpyAsync(&h, d, sizeof(double), cudaMemcpyDeviceToHost, s);
            cudaStreamSynchronize(s);
        }
        double t4 = now_us();
        if (pass == 1) {
            printf("launch+sync_us: %.2f\n", (t1 - t0) / iters);
            printf("memset+sync_us: %.2f\n", (t2 - t1) / iters);
            printf("readback+sync_us: %.2f\n", (t3 - t2) / iters);
            printf("solver_step_us: %.2f\n", (t4 - t3) / iters);
        }
    }
    cudaError_t err = cudaGetLastError();
    printf("%s\n", err == cudaSuccess ? "PASS" : cudaGetErrorString(err));
    cudaFree(d);
    cudaStreamDestroy(s);
    return 0;
}
