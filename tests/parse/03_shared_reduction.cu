// Shared-memory tree reduction with static shared arrays, templates and atomics.
#include <cuda_runtime.h>
#include <stdio.h>
#define BLOCK 256
template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}
template <unsigned int blockSize>
__global__ void reduce(const float *g_idata, float *g_odata, unsigned int n) {
  __shared__ float sdata[blockSize];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  sdata[tid] = 0;
  while (i < n) { sdata[tid] += g_idata[i] + g_idata[i + blockSize]; i += gridSize; }
  __syncthreads();
  if (blockSize >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
  if (tid < 32) warpReduce<blockSize>(sdata, tid);
  if (tid == 0) atomicAdd(g_odata, sdata[0]);
}
int main() {
  float *in, *out, result = 0;
  cudaMalloc(&in, 1 << 22); cudaMalloc(&out, sizeof(float));
  cudaMemset(out, 0, sizeof(float));
  reduce<BLOCK><<<64, BLOCK>>>(in, out, 1 << 20);
  cudaMemcpy(&result, out, sizeof(float), cudaMemcpyDeviceToHost);
  printf("%f\n", result);
  return 0;
}
