// Macros from outside the source: the build maps the legacy cudaThreadSynchronize onto
// cudaDeviceSynchronize with -D, and its options file (cuda.opt) gives the include path,
// SCALE, and the copy directions TO_DEVICE and TO_HOST as macros naming CUDA's enum
// constants. None of them is defined in this file.
#include <cstdio>

#include "params.h"

#define WAIT_ALL() cudaThreadSynchronize()

__global__ void scale(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] * SCALE;
}

int scaleOnDevice(const int *in, int *out, int n)
{
    int *d_in, *d_out;
    size_t bytes = n * sizeof(int);
    if (cudaMalloc(&d_in, bytes) != cudaSuccess || cudaMalloc(&d_out, bytes) != cudaSuccess)
        return -1;
    cudaMemcpy(d_in, in, bytes, TO_DEVICE);
    scale<<<(n + 63) / 64, 64>>>(d_in, d_out, n);
    cudaThreadSynchronize();
    WAIT_ALL();
    cudaError_t err = cudaGetLastError();
    cudaMemcpy(out, d_out, bytes, TO_HOST);
    cudaFree(d_in);
    cudaFree(d_out);
    if (err != cudaSuccess)
        printf("CUDA error: %s\n", cudaGetErrorString(err));
    return err == cudaSuccess ? 0 : -1;
}
