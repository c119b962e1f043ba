// file_scope_shared: a dynamic shared array declared once at namespace scope
// (`extern __shared__ T buf[]` outside any function) and used by templated device functions,
// a plain device function and kernels; the kernels are launched through one macro whose
// parameter is the kernel, some with dynamic shared memory and some without.
#include <cstdio>

typedef int value_t;

#define check(e)                                                                           \
  do {                                                                                     \
    cudaError_t err_ = (e);                                                                \
    if (err_ != cudaSuccess)                                                               \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(err_), __LINE__);            \
  } while (0)

#define launch_s(k, blocks, threads, shared)                                               \
  {                                                                                        \
    k<<<blocks, threads, shared>>>();                                                      \
    check(cudaDeviceSynchronize());                                                        \
  }
#define launch(k, blocks, threads) launch_s(k, blocks, threads, 0ll)

const int N = 1024;
const int THREADS = 128;
const int BLOCKS = N / (2 * THREADS);

__device__ value_t input[N];
__device__ value_t partial[BLOCKS];
__device__ value_t result_min;
__device__ value_t result_sum;

extern __shared__ value_t scratch[];   // the launch's dynamic shared memory, for everyone

// a parameter with the same name hides the file-scope array (warp-synchronous, as written
// for lock-step warps)
template <unsigned int block>
__device__ void warp_min(volatile value_t *scratch, int tid)
{
  if (block >= 64) scratch[tid] = min(scratch[tid], scratch[tid + 32]);
  if (block >= 32) scratch[tid] = min(scratch[tid], scratch[tid + 16]);
  if (block >= 16) scratch[tid] = min(scratch[tid], scratch[tid + 8]);
  if (block >= 8) scratch[tid] = min(scratch[tid], scratch[tid + 4]);
  if (block >= 4) scratch[tid] = min(scratch[tid], scratch[tid + 2]);
  if (block >= 2) scratch[tid] = min(scratch[tid], scratch[tid + 1]);
}

// names the file-scope array itself, two calls deep below the kernel
template <unsigned int block>
__device__ void block_min(const value_t *in, value_t *out)
{
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (block * 2) + tid;
  scratch[tid] = min(in[i], in[i + block]);
  __syncthreads();
  for (unsigned int s = block / 2; s > 32; s >>= 1) {
    if (tid < s)
      scratch[tid] = min(scratch[tid], scratch[tid + s]);
    __syncthreads();
  }
  if (tid < 32)
    warp_min<block>(scratch, tid);
  __syncthreads();
  if (tid == 0)
    out[blockIdx.x] = scratch[0];
}

__device__ value_t block_sum(value_t v)
{
  scratch[threadIdx.x] = v;
  __syncthreads();
  value_t s = 0;
  if (threadIdx.x == 0)
    for (unsigned int j = 0; j < blockDim.x; j++)
      s += scratch[j];
  return s;
}

__global__ void init()
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    input[i] = 1000 - (i * 7919) % 997;
  if (i == 0)
    result_sum = 0;
}

__global__ void min_stage1() { block_min<THREADS>(input, partial); }

__global__ void min_stage2()
{
  // a kernel that names the array directly as well
  scratch[threadIdx.x] = partial[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    value_t m = scratch[0];
    for (int j = 1; j < BLOCKS; j++)
      m = min(m, scratch[j]);
    result_min = m;
  }
}

__global__ void sum_all()
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  value_t s = block_sum(i < N ? input[i] : 0);
  if (threadIdx.x == 0)
    atomicAdd(&result_sum, s);
}

int main()
{
  launch(init, N / THREADS, THREADS);
  launch_s(min_stage1, BLOCKS, THREADS, THREADS * sizeof(value_t));
  launch_s(min_stage2, 1, BLOCKS, BLOCKS * sizeof(value_t));
  launch_s(sum_all, N / THREADS, THREADS, THREADS * sizeof(value_t));
  value_t m = 0, s = 0, want_m = 1 << 30, want_s = 0;
  check(cudaMemcpyFromSymbol(&m, result_min, sizeof m));
  check(cudaMemcpyFromSymbol(&s, result_sum, sizeof s));
  for (int i = 0; i < N; i++) {
    value_t v = 1000 - (i * 7919) % 997;
    want_m = v < want_m ? v : want_m;
    want_s += v;
  }
  printf("min %d (expected %d), sum %d (expected %d)\n", m, want_m, s, want_s);
  bool ok = m == want_m && s == want_s;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
