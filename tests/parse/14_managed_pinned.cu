// Unified memory (__managed__ and cudaMallocManaged), prefetch/advise, mapped pinned memory.
#include <cuda_runtime.h>
#include <cstdio>
__managed__ int m_total;
__global__ void inc(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { a[i] += 1; atomicAdd(&m_total, a[i]); }
}
int main() {
  int *a, *mapped, *dmapped, dev = 0, n = 1 << 16;
  cudaGetDevice(&dev);
  cudaMallocManaged(&a, n * sizeof(int));
  cudaMallocManaged((void **)&a, n * sizeof(int), cudaMemAttachGlobal);
#if CUDART_VERSION >= 13000
  cudaMemLocation loc = {cudaMemLocationTypeDevice, dev};
  cudaMemAdvise(a, n * sizeof(int), cudaMemAdviseSetPreferredLocation, loc);
  cudaMemPrefetchAsync(a, n * sizeof(int), loc, 0, 0);
#else
  cudaMemAdvise(a, n * sizeof(int), cudaMemAdviseSetPreferredLocation, dev);
  cudaMemPrefetchAsync(a, n * sizeof(int), dev, 0);
#endif
  cudaSetDeviceFlags(cudaDeviceMapHost);
  cudaHostAlloc((void **)&mapped, n * sizeof(int), cudaHostAllocMapped);
  cudaHostGetDevicePointer((void **)&dmapped, mapped, 0);
  cudaHostRegister(a, 64, cudaHostRegisterDefault);
  cudaHostUnregister(a);
  m_total = 0;
  inc<<<(n + 255) / 256, 256>>>(a, n);
  inc<<<(n + 255) / 256, 256>>>(dmapped, n);
  cudaDeviceSynchronize();
  cudaPointerAttributes attr;
  cudaPointerGetAttributes(&attr, a);
  size_t freeB, totalB;
  cudaMemGetInfo(&freeB, &totalB);
  printf("%d %d %zu\n", m_total, (int)attr.type, freeB);
  cudaFree(a); cudaFreeHost(mapped);
}
