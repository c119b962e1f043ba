// cudaLaunchKernel (C and C++ forms), cudaLaunchKernelEx, occupancy and function attributes.
#include <cuda_runtime.h>
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
int main() {
  int n = 1 << 20; float a = 2.0f, *x, *y;
  cudaMalloc(&x, n * sizeof(float)); cudaMalloc(&y, n * sizeof(float));
  int minGrid = 0, block = 0, active = 0;
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, saxpy, 0, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, saxpy, block, 0);
  cudaFuncAttributes fa;
  cudaFuncGetAttributes(&fa, saxpy);
  cudaFuncSetAttribute(saxpy, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);
  cudaFuncSetCacheConfig(saxpy, cudaFuncCachePreferL1);
  int grid = (n + block - 1) / block;
  void *args[] = {&n, &a, &x, &y};
  cudaLaunchKernel((const void *)saxpy, dim3(grid), dim3(block), args, 0, nullptr);
  cudaLaunchKernel(saxpy, grid, block, args);
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(grid); cfg.blockDim = dim3(block); cfg.dynamicSmemBytes = 0; cfg.stream = 0;
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeClusterDimension;
  attr[0].val.clusterDim.x = 1; attr[0].val.clusterDim.y = 1; attr[0].val.clusterDim.z = 1;
  cfg.attrs = attr; cfg.numAttrs = 1;
  cudaLaunchKernelEx(&cfg, saxpy, n, a, (const float *)x, y);
  return (int)(fa.numRegs + minGrid + active < 0);
}
