// file_scope_shared: a dynamic shared array declared once at namespace scope
// (`extern __shared__ T buf[]` outside any function) and used by templated device functions,
// a plain device function and kernels; the kernels are launched through one macro whose
// parameter is the kernel, some with dynamic shared memory and some without; and a
// fixed-size __shared__ array and scalar at namespace scope, used by a kernel directly and
// through a device function (each block has its own, as with a function-scope one).
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

__shared__ value_t tile[THREADS];   // fixed size, at namespace scope
__shared__ value_t tile_count;

__device__ value_t reversed_neighbour(int tid)
{
  return tile[THREADS - 1 - tid] + tile_count;
}

__global__ void reverse_tiles(value_t *out)
{
  int tid = threadIdx.x, i = blockIdx.x * THREADS + tid;
  tile[tid] = input[i];
  if (tid == 0)
    tile_count = blockIdx.x;
  __syncthreads();
  out[i] = reversed_neighbour(tid);
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
  value_t *rev, host_rev[N];
  int bad_rev = 0;
  check(cudaMalloc(&rev, sizeof host_rev));
  reverse_tiles<<<N / THREADS, THREADS>>>(rev);
  check(cudaMemcpy(host_rev, rev, sizeof host_rev, cudaMemcpyDeviceToHost));
  check(cudaFree(rev));
  for (int i = 0; i < N; i++) {
    int b = i / THREADS, j = b * THREADS + THREADS - 1 - i % THREADS;
    bad_rev += host_rev[i] != 1000 - (j * 7919) % 997 + b;
  }
  printf("min %d (expected %d), sum %d (expected %d), %d reversed wrong\n", m, want_m, s,
         want_s, bad_rev);
  bool ok = m == want_m && s == want_s && bad_rev == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
