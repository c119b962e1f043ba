// CUB's KeyValuePair and ArgMax/ArgMin in kernels: the pair becomes a struct of the .cl, the
// operator objects a struct of one byte, their operator() an instance called through an
// adapter (directly and by BlockReduce); a TempStorage member of a shared struct becomes a
// byte; auto &r binds the struct in dynamic shared memory.
#include <cub/cub.cuh>

struct Smem {
  typename cub::BlockReduce<float, 64>::TempStorage reduce;
  float tile[64];
};

__global__ void argmax_rows(const float *in, int *key, float *value, int cols)
{
  using Pair = cub::KeyValuePair<int, float>;
  __shared__ typename cub::BlockReduce<Pair, 64>::TempStorage temp;
  cub::ArgMax arg_max;
  Pair best(-1, -1e30f);
  for (int c = threadIdx.x; c < cols; c += 64) {
    cub::KeyValuePair<int, float> p(c, in[blockIdx.x * cols + c]);
    best = arg_max(best, p);
    best = arg_max(Pair(c + 1, -2e30f), best);
  }
  Pair r = cub::BlockReduce<Pair, 64>(temp).Reduce(best, arg_max);
  if (threadIdx.x == 0) {
    key[blockIdx.x] = r.key;
    value[blockIdx.x] = r.value;
  }
}

__global__ void tile_sum(const float *in, float *out)
{
  extern __shared__ char raw[];
  auto &smem = *reinterpret_cast<Smem *>(raw);
  smem.tile[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  float s = cub::BlockReduce<float, 64>(smem.reduce).Sum(smem.tile[63 - threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}

int main()
{
  float *in, *value, *out;
  int *key;
  cudaMalloc(&in, 4 * 100 * sizeof(float));
  cudaMalloc(&value, 4 * sizeof(float));
  cudaMalloc(&out, 4 * sizeof(float));
  cudaMalloc(&key, 4 * sizeof(int));
  argmax_rows<<<4, 64>>>(in, key, value, 100);
  tile_sum<<<4, 64, sizeof(Smem)>>>(in, out);
  cudaDeviceSynchronize();
  return 0;
}
