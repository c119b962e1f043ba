#include <cuda_runtime.h>

#include "kernels.h"

__device__ int blocks_seen;

__global__ void axpy(float alpha, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = alpha * x[i] + y[i];
    if (threadIdx.x == 0)
        atomicAdd(&blocks_seen, 1);
}

__global__ void block_sums(const float *in, float *out, int n)
{
    extern __shared__ float part[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = part[0];
}

template <typename T> __global__ void scale(T *v, T factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= factor;
}

// The instances main.cu launches exist in this unit's program because this unit launches
// them too (an explicit instantiation alone makes them as well: see kernel_values).
void scale_all(float *f, int *i, int n)
{
    scale<<<(n + 127) / 128, 128>>>(f, 1.0f, n);
    scale<<<(n + 127) / 128, 128>>>(i, 1, n);
}

int blocks_counted()
{
    int n = -1;
    cudaMemcpyFromSymbol(&n, blocks_seen, sizeof n);
    return n;
}

void reset_blocks_counted()
{
    int zero = 0;
    cudaMemcpyToSymbol(blocks_seen, &zero, sizeof zero);
}
