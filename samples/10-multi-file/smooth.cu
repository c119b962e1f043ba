// Smoothing filter: a (2R+1)-tap convolution with weights in constant memory.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "common.cuh"
#include "signal.h"

#define SMOOTH_THREADS 256

__constant__ float c_weights[2 * SIGNAL_MAX_RADIUS + 1];

// Each block stages its blockDim.x samples plus a halo of radius samples on
// each side in dynamic shared memory ((blockDim.x + 2 * radius) floats).
__global__ void smoothKernel(const float *__restrict__ in, float *__restrict__ out, int n,
                             int radius)
{
    extern __shared__ float tile[];

    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int li = threadIdx.x + radius;

    tile[li] = in[clampIndex(gi, n)];
    if (threadIdx.x < radius) {
        tile[threadIdx.x] = in[clampIndex(gi - radius, n)];
        tile[li + blockDim.x] = in[clampIndex(gi + blockDim.x, n)];
    }
    __syncthreads();

    if (gi < n) {
        float acc = 0.0f;
        for (int k = -radius; k <= radius; ++k)
            acc += c_weights[k + radius] * tile[li + k];
        out[gi] = acc;
    }
}

void uploadFilterWeights(const float *weights, int radius)
{
    if (radius < 0 || radius > SIGNAL_MAX_RADIUS) {
        fprintf(stderr, "uploadFilterWeights: radius %d out of range\n", radius);
        exit(EXIT_FAILURE);
    }
    cudaError_t err = cudaMemcpyToSymbol(c_weights, weights, (2 * radius + 1) * sizeof(float));
    if (err != cudaSuccess) {
        printf("FAIL: cudaMemcpyToSymbol: %s\n", cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

void launchSmooth(const float *d_in, float *d_out, int n, int radius, cudaStream_t stream)
{
    dim3 block(SMOOTH_THREADS);
    dim3 grid((n + SMOOTH_THREADS - 1) / SMOOTH_THREADS);
    size_t shmem = (SMOOTH_THREADS + 2 * radius) * sizeof(float);
    smoothKernel<<<grid, block, shmem, stream>>>(d_in, d_out, n, radius);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        printf("FAIL: smoothKernel launch: %s\n", cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}
