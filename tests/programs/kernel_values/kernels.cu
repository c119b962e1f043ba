#include "kernels.h"

__global__ void square(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] *= a[i];
}

// Uses static shared memory, so its attributes and occupancy see some.
__global__ void twice(int *a, int n)
{
    __shared__ int tile[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? a[i] : 0;
    __syncthreads();
    if (i < n)
        a[i] = 2 * tile[threadIdx.x];
}

template <typename T> __global__ void fill(T *a, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = v + (T)i;
}

// Not launched in this unit: main.cu launches these instances.
template __global__ void fill<int>(int *, int, int);
template __global__ void fill<float>(float *, float, int);

IntKernel pick(int which)
{
    return which ? twice : square;
}

void *pick_value(int which)
{
    return which ? (void *)twice : (void *)square;
}
