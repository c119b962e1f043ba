// Every <<<>>> form: dim3 grids, shared memory, streams (0, named, default), templates.
#include <cuda_runtime.h>
template <typename T, int BS> __global__ void fill(T *p, T v, size_t n) {
  size_t i = (size_t)blockIdx.x * BS + threadIdx.x;
  if (i < n) p[i] = v;
}
__global__ void __launch_bounds__(256, 2) dyn(float *p) {
  extern __shared__ float s[];
  s[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}
__global__ void grid2d(int *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = x ^ y;
}
int main() {
  float *f; int *o; cudaStream_t s;
  cudaMalloc(&f, 1024 * sizeof(float)); cudaMalloc(&o, 64 * 64 * sizeof(int));
  cudaStreamCreate(&s);
  dim3 block(16, 16), grid((64 + block.x - 1) / block.x, (64 + block.y - 1) / block.y);
  grid2d<<<grid, block>>>(o, 64, 64);
  grid2d<<<dim3(4, 4), dim3(16, 16), 0, s>>>(o, 64, 64);
  dyn<<<1, 256, 256 * sizeof(float)>>>(f);
  dyn<<<1, 256, 256 * sizeof(float), s>>>(f);
  dyn<<<1, 256, 1024, 0>>>(f);
  dyn<<<1, 256, 1024, cudaStreamPerThread>>>(f);
  fill<float, 128><<<8, 128>>>(f, 1.0f, 1024);
  fill<int, 64><<<dim3(64), dim3(64), 0, s>>>(o, 7, 4096);
  const dim3 b3(8, 8, 4); dim3 g3 = dim3(2); g3.z = 3;
  grid2d<<<g3, b3, 0, nullptr>>>(o, 64, 64);
  cudaStreamSynchronize(s); cudaStreamDestroy(s);
  cudaFree(f); cudaFree(o);
}
