// Start-up: the whole process of a program whose first and only work is one small kernel,
// timed from outside (bench/transfer/run-gpu.sh runs it several times after a warm-up run,
// so the program cache is warm). It prints the time from main's entry to the kernel's end
// too: "startup_us main_to_kernel US".
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void first(int *p)
{
    p[threadIdx.x] = (int)threadIdx.x;
}

int main()
{
    auto t0 = std::chrono::steady_clock::now();
    int *d, h[32] = {0};
    cudaMalloc(&d, sizeof h);
    first<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    auto t1 = std::chrono::steady_clock::now();
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("startup_us main_to_kernel %.0f\n",
           std::chrono::duration<double, std::micro>(t1 - t0).count());
    printf("%s\n", h[31] == 31 ? "PASS" : "FAIL");
    return h[31] != 31;
}
