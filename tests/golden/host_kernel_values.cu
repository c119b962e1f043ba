// Kernels used as values where CUDA takes `const void *`: through a helper's `void *`
// parameter, a local `void *`, a function pointer, and the launch calls; the runtime tells
// the kernel from the value when the call runs.
#include <cstdio>

__global__ void square(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] *= a[i];
}

__global__ void twice(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] *= 2;
}

static double report(void *kernel, int blockSize, size_t smem)
{
    int blocks = 0;
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, kernel);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, blockSize, smem);
    return (double)blocks * blockSize / attr.maxThreadsPerBlock;
}

int run(int *d, int n)
{
    int minGrid = 0, block = 0;
    void *k = (void *)square;
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, k, 0, 0);
    double occ = report((void *)square, block, 0);
    void (*fp)(int *, int) = twice;
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, fp);
    cudaFuncSetAttribute(fp, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
    void *args[] = {&d, &n};
    cudaLaunchKernel(k, dim3((n + block - 1) / block), dim3(block), args);
    cudaLaunchKernel((const void *)fp, dim3(1), dim3(n), args, 0, 0);
    cudaLaunchCooperativeKernel((void *)twice, dim3(1), dim3(n), args);
    printf("%f\n", occ);
    return cudaDeviceSynchronize();
}
