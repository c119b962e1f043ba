// Host-callable wrappers around the kernels in smooth.cu and roughness.cu.
// Plain C++: no CUDA syntax, only runtime types.
#ifndef SIGNAL_H
#define SIGNAL_H

#include <cuda_runtime_api.h>

#define SIGNAL_MAX_RADIUS 16

// Copies the 2 * radius + 1 filter weights to constant memory.
void uploadFilterWeights(const float *weights, int radius);

// out[i] = sum_k w[k] * in[i + k - radius], edges replicated.
void launchSmooth(const float *d_in, float *d_out, int n, int radius, cudaStream_t stream);

// Number of partial sums launchRoughness writes for n samples.
int roughnessBlocks(int n);

// d_partial[b] = sum over block b of (y[i-1] - 2 y[i] + y[i+1])^2.
void launchRoughness(const float *d_y, float *d_partial, int n, cudaStream_t stream);

#endif // SIGNAL_H
