// Roughness of a signal: the sum of its squared second differences, reduced
// to one partial sum per block.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "common.cuh"
#include "signal.h"

#define ROUGHNESS_THREADS 256

__global__ void roughnessKernel(const float *__restrict__ y, float *__restrict__ partial, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;

    float v = 0.0f;
    if (i < n) {
        float d = y[clampIndex(i - 1, n)] - 2.0f * y[i] + y[clampIndex(i + 1, n)];
        v = d * d;
    }

    v = blockReduceSum(v);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = v;
}

int roughnessBlocks(int n)
{
    return (n + ROUGHNESS_THREADS - 1) / ROUGHNESS_THREADS;
}

void launchRoughness(const float *d_y, float *d_partial, int n, cudaStream_t stream)
{
    roughnessKernel<<<roughnessBlocks(n), ROUGHNESS_THREADS, 0, stream>>>(d_y, d_partial, n);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        printf("FAIL: roughnessKernel launch: %s\n", cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}
