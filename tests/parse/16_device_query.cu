// Device query: cudaDeviceProp fields (including CUDA 12 ones), attributes, versions, limits.
#include <cuda_runtime.h>
#include <cstdio>
#ifndef CUDART_VERSION
#error CUDART_VERSION must be defined
#endif
#if CUDART_VERSION < 11000 || __CUDACC_VER_MAJOR__ < 11
#error expected a modern CUDA version
#endif
int main() {
  int count = 0, drv = 0, rt = 0;
  cudaGetDeviceCount(&count);
  cudaDriverGetVersion(&drv); cudaRuntimeGetVersion(&rt);
  for (int dev = 0; dev < count; ++dev) {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    printf("%s cc %d.%d sms %d warp %d smem/block %zu regs %d maxThreads %d dims %d %d %d grid %d\n",
           prop.name, prop.major, prop.minor, prop.multiProcessorCount, prop.warpSize,
           prop.sharedMemPerBlock, prop.regsPerBlock, prop.maxThreadsPerBlock,
           prop.maxThreadsDim[0], prop.maxThreadsDim[1], prop.maxThreadsDim[2], prop.maxGridSize[0]);
    printf("mem %zu l2 %d bus %d managed %d concurrent %d unified %d\n", prop.totalGlobalMem,
           prop.l2CacheSize, prop.memoryBusWidth, prop.managedMemory, prop.concurrentKernels,
           prop.unifiedAddressing);
    int v = 0;
    cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev);
    cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMajor, dev);
    cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, dev);
  }
  size_t heap = 0;
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 26);
  cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  cudaSetDevice(0);
  cudaDeviceReset();
  const char *nm = cudaGetErrorName(cudaErrorInvalidValue);
  printf("%d %d %zu %s %s\n", drv, rt, heap, nm, cudaGetErrorString(cudaPeekAtLastError()));
}
