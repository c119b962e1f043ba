// IPC handles, peer access, error-handling idioms (inline function, macro, cudaGetLastError).
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true) {
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort) exit(code);
  }
}
#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x; }
int main() {
  int *d; cudaIpcMemHandle_t mh; cudaIpcEventHandle_t eh; cudaEvent_t ev;
  gpuErrchk(cudaMalloc(&d, 1024));
  gpuErrchk(cudaIpcGetMemHandle(&mh, d));
  gpuErrchk(cudaEventCreateWithFlags(&ev, cudaEventInterprocess | cudaEventDisableTiming));
  gpuErrchk(cudaIpcGetEventHandle(&eh, ev));
  void *remote = nullptr;
  if (cudaIpcOpenMemHandle(&remote, mh, cudaIpcMemLazyEnablePeerAccess) == cudaSuccess) cudaIpcCloseMemHandle(remote);
  int n = 0; cudaGetDeviceCount(&n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      int ok = 0;
      if (i != j && cudaDeviceCanAccessPeer(&ok, i, j) == cudaSuccess && ok) {
        cudaSetDevice(i);
        cudaError_t e = cudaDeviceEnablePeerAccess(j, 0);
        if (e == cudaErrorPeerAccessAlreadyEnabled) cudaGetLastError();
      }
    }
  k<<<1, 256>>>(d);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) { printf("launch failed: %s (%s)\n", cudaGetErrorString(err), cudaGetErrorName(err)); return 1; }
  gpuErrchk(cudaDeviceSynchronize());
  cudaFree(d);
}
