// macro_kernel_symbols: a macro whose parameter is the kernel launches kernels that use
// different __device__ variables (hungarian's call_kernel(k, blocks, threads)), nested in
// another macro as there; every kernel must see its own variables.
#include <cstdio>

#define check(e)                                                                           \
  do {                                                                                     \
    cudaError_t err_ = (e);                                                                \
    if (err_ != cudaSuccess)                                                               \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(err_), __LINE__);            \
  } while (0)

#define call_kernel_s(k, n_blocks, n_threads, shared)                                      \
  {                                                                                        \
    k<<<n_blocks, n_threads, shared>>>();                                                  \
    check(cudaDeviceSynchronize());                                                        \
  }
#define call_kernel(k, n_blocks, n_threads) call_kernel_s(k, n_blocks, n_threads, 0)

const int N = 512;
__device__ int values[N];
__device__ int total;
__device__ int maximum;

__global__ void init()
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    values[i] = (i * 37) % 101;
  if (i == 0)
    total = maximum = 0;
}

__global__ void sum_up()
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    atomicAdd(&total, values[i]);
}

__global__ void find_max()
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    atomicMax(&maximum, values[i]);
}

__global__ void nothing() {}

int main()
{
  call_kernel(init, N / 128, 128);
  call_kernel(sum_up, N / 128, 128);
  call_kernel(find_max, N / 256, 256);
  call_kernel_s(nothing, 1, 32, 64);
  int t = 0, m = 0, want_t = 0, want_m = 0;
  check(cudaMemcpyFromSymbol(&t, total, sizeof t));
  check(cudaMemcpyFromSymbol(&m, maximum, sizeof m));
  for (int i = 0; i < N; i++) {
    int v = (i * 37) % 101;
    want_t += v;
    want_m = v > want_m ? v : want_m;
  }
  printf("total %d (expected %d), max %d (expected %d)\n", t, want_t, m, want_m);
  bool ok = t == want_t && m == want_m;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
