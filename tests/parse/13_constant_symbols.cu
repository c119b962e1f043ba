// __constant__ and __device__ globals, symbol copies (typed and C forms), symbol address.
#include <cuda_runtime.h>
#include <cstdio>
#define KSIZE 9
__constant__ float c_kernel[KSIZE];
__constant__ int c_params[4];
__device__ int d_counter;
__device__ float d_table[256];
struct Params { int w, h; float scale; };
__constant__ Params c_p;
__global__ void convolve(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0;
  #pragma unroll
  for (int k = 0; k < KSIZE; ++k) {
    int j = min(max(i + k - KSIZE / 2, 0), n - 1);
    acc += c_kernel[k] * in[j];
  }
  out[i] = acc * c_p.scale + d_table[i & 255] + c_params[0];
  atomicAdd(&d_counter, 1);
}
int main() {
  float hk[KSIZE] = {1, 2, 3, 4, 5, 4, 3, 2, 1};
  int hp[4] = {1, 2, 3, 4}, count = 0;
  Params p = {64, 64, 0.5f};
  cudaMemcpyToSymbol(c_kernel, hk, sizeof(hk));
  cudaMemcpyToSymbol(c_params, hp, sizeof(hp), 0, cudaMemcpyHostToDevice);
  cudaMemcpyToSymbol(c_p, &p, sizeof(Params));
  cudaMemcpyToSymbolAsync(d_table, hk, sizeof(hk), 16, cudaMemcpyHostToDevice, 0);
  float *in, *out, *tbl; size_t sz;
  cudaMalloc(&in, 4096); cudaMalloc(&out, 4096);
  cudaGetSymbolAddress((void **)&tbl, d_table);
  cudaGetSymbolSize(&sz, d_table);
  cudaMemset(tbl, 0, sz);
  convolve<<<4, 256>>>(in, out, 1024);
  cudaMemcpyFromSymbol(&count, d_counter, sizeof(int));
  cudaMemcpyFromSymbol(&count, d_counter, sizeof(int), 0, cudaMemcpyDeviceToHost);
  printf("%d\n", count);
}
