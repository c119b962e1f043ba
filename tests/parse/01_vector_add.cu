// Classic vector add: cudaMalloc/cudaMemcpy/launch/error check, with no explicit includes.
#include <cstdio>
#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void vadd(const float *__restrict__ a, const float *__restrict__ b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 1 << 20;
  size_t bytes = n * sizeof(float);
  float *h = (float *)malloc(bytes), *da, *db, *dc;
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc((void **)&db, bytes));
  CHECK(cudaMalloc(reinterpret_cast<void **>(&dc), bytes));
  CHECK(cudaMemcpy(da, h, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, h, bytes, cudaMemcpyHostToDevice));
  int threads = 256, blocks = (n + threads - 1) / threads;
  vadd<<<blocks, threads>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h, dc, bytes, cudaMemcpyDeviceToHost));
  cudaFree(da); cudaFree(db); cudaFree(dc); free(h);
  return 0;
}
