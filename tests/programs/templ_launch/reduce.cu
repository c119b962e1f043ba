// A block reduction in the style of the CUDA samples: a kernel template on the element
// type, the block size and whether n is a power of two, its shared memory through a
// SharedMemory<T> helper (a conversion operator, with an explicit specialization for
// double), launched from a host function template whose instances exist only through
// explicit instantiation at the end of this file (the caller is another unit).
#include <cuda_runtime.h>

#include "templ.h"

template <class T> struct SharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <> struct SharedMemory<double> {
    __device__ inline operator double *()
    {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};

template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduceKernel(const T *g_idata, T *g_odata, unsigned int n)
{
    T *sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    unsigned int gridSize = blockSize * 2 * gridDim.x;
    T mySum = 0;
    while (i < n) {
        mySum += g_idata[i];
        if (nIsPow2 || i + blockSize < n)
            mySum += g_idata[i + blockSize];
        i += gridSize;
    }
    sdata[tid] = mySum;
    __syncthreads();
    if ((blockSize >= 256) && (tid < 128))
        sdata[tid] = mySum = mySum + sdata[tid + 128];
    __syncthreads();
    if ((blockSize >= 128) && (tid < 64))
        sdata[tid] = mySum = mySum + sdata[tid + 64];
    __syncthreads();
    for (unsigned int s = 32; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] = mySum = mySum + sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        g_odata[blockIdx.x] = mySum;
}

template <class T> void reduce(int size, int threads, int blocks, const T *d_idata, T *d_odata)
{
    dim3 dimBlock(threads, 1, 1);
    dim3 dimGrid(blocks, 1, 1);
    int smemSize = threads * sizeof(T);
    if ((size & (size - 1)) == 0) {
        switch (threads) {
        case 256:
            reduceKernel<T, 256, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        case 128:
            reduceKernel<T, 128, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        case 64:
            reduceKernel<T, 64, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        }
    } else {
        switch (threads) {
        case 256:
            reduceKernel<T, 256, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        case 128:
            reduceKernel<T, 128, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        case 64:
            reduceKernel<T, 64, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        }
    }
}

template void reduce<int>(int size, int threads, int blocks, const int *d_idata, int *d_odata);
template void reduce<float>(int size, int threads, int blocks, const float *d_idata,
                            float *d_odata);
template void reduce<double>(int size, int threads, int blocks, const double *d_idata,
                             double *d_odata);
