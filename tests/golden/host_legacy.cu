// Code written for older CUDA releases: the cudaThread* names, cudaDeviceProp fields that
// CUDA 13 dropped, device limits and cache preferences, and kernels whose parameter list
// is followed by a comment.
#include <stdio.h>

__global__ void fill(float *x, int n) // one value per thread
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = 1.0f;
}

__global__ void twice(float *x, /* in and out */
                      int n) /* elements */ {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= 2.0f;
}

int main()
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("%d kHz, memory %d kHz, mode %d, overlap %d\n", prop.clockRate, prop.memoryClockRate,
           prop.computeMode, prop.deviceOverlap);
    size_t stack = 0;
    cudaThreadSetLimit(cudaLimitStackSize, 2048);
    cudaThreadGetLimit(&stack, cudaLimitStackSize);
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 24);
    cudaThreadSetCacheConfig(cudaFuncCachePreferL1);
    cudaFuncCache cache;
    cudaThreadGetCacheConfig(&cache);
    cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeFourByte);
    float *d;
    cudaMalloc(&d, 256 * sizeof(float));
    fill<<<2, 128>>>(d, 256);
    twice<<<2, 128>>>(d, 256);
    cudaThreadSynchronize();
    cudaFree(d);
    cudaThreadExit();
    return 0;
}
