// alloc.cu: CUDA's side of bench/latency/cl_alloc.c: host wall time of cudaMalloc, of the
// first command touching the block (a 4-byte memset and synchronize), of cudaFree, and of
// cudaHostAlloc / cudaFreeHost, median of 5, for the same sizes.
//   nvcc -O2 bench/latency/alloc.cu -o alloc_cuda
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

static double now_us()
{
    return std::chrono::duration<double, std::micro>(
               std::chrono::steady_clock::now().time_since_epoch()).count();
}

int main()
{
    const size_t sizes[] = {1u << 20, 16u << 20, 64u << 20, 256u << 20};
    cudaFree(0);
    for (size_t s : sizes) {
        double a[5], t[5], f[5], h[5], hf[5];
        for (int k = 0; k < 5; k++) {
            void *p;
            double t0 = now_us();
            cudaMalloc(&p, s);
            double t1 = now_us();
            cudaMemset(p, 0, 4);
            cudaDeviceSynchronize();
            double t2 = now_us();
            cudaFree(p);
            a[k] = t1 - t0;
            t[k] = t2 - t1;
            f[k] = now_us() - t2;
            t0 = now_us();
            cudaHostAlloc(&p, s, cudaHostAllocDefault);
            h[k] = now_us() - t0;
            t0 = now_us();
            cudaFreeHost(p);
            hf[k] = now_us() - t0;
        }
        for (double *v : {a, t, f, h, hf})
            std::sort(v, v + 5);
        printf("alloc_us %6zu MiB  cudaMalloc %9.1f  first touch %8.1f  cudaFree %8.1f  "
               "cudaHostAlloc %9.1f  cudaFreeHost %8.1f\n",
               s >> 20, a[2], t[2], f[2], h[2], hf[2]);
    }
    return 0;
}
