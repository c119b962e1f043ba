// Pitched 2D and 3D allocations and copies, memset variants, peer copies.
#include <cuda_runtime.h>
__global__ void touch(cudaPitchedPtr p, int w, int h, int d) {
  int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  if (x < w && y < h && z < d) {
    char *slice = (char *)p.ptr + z * p.pitch * h;
    float *row = (float *)(slice + y * p.pitch);
    row[x] = x + y + z;
  }
}
__global__ void touch2d(float *p, size_t pitch, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  float *row = (float *)((char *)p + y * pitch);
  if (x < w && y < h) row[x] = 1.0f;
}
int main() {
  const int w = 64, h = 32, d = 8;
  float *p2, host[w * h]; size_t pitch;
  cudaMallocPitch(&p2, &pitch, w * sizeof(float), h);
  cudaMallocPitch((void **)&p2, &pitch, w * sizeof(float), h);
  cudaMemset2D(p2, pitch, 0, w * sizeof(float), h);
  touch2d<<<h, w>>>(p2, pitch, w, h);
  cudaMemcpy2D(host, w * sizeof(float), p2, pitch, w * sizeof(float), h, cudaMemcpyDeviceToHost);
  cudaExtent ext = make_cudaExtent(w * sizeof(float), h, d);
  cudaPitchedPtr pp;
  cudaMalloc3D(&pp, ext);
  cudaMemset3D(pp, 0, ext);
  touch<<<dim3(h, d), w>>>(pp, w, h, d);
  cudaMemcpy3DParms prm = {0};
  prm.srcPtr = pp;
  prm.dstPtr = make_cudaPitchedPtr(host, w * sizeof(float), w, h);
  prm.extent = make_cudaExtent(w * sizeof(float), h, 1);
  prm.kind = cudaMemcpyDeviceToHost;
  cudaMemcpy3D(&prm);
  cudaMemcpy3DAsync(&prm, 0);
  int peer = 0;
  cudaDeviceCanAccessPeer(&peer, 0, 1);
  if (peer) { cudaSetDevice(0); cudaDeviceEnablePeerAccess(1, 0); cudaMemcpyPeer(p2, 1, p2, 0, 1024); }
  cudaFree(p2); cudaFree(pp.ptr);
}
