// A warp exchange accumulated into a reference parameter inside a branch only some threads
// take, then a split barrier (cuda-samples simpleAWBarrier's reduction): the predicated
// store reads and writes the reference through its pointer, and the arrival token's
// declaration, which holds nothing, is not predicated.
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;

__device__ void reduce(double &sum, cg::thread_block_tile<32> tile, double *out,
                       cuda::barrier<cuda::thread_scope_block> &bar)
{
#pragma unroll
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    sum += tile.shfl_down(sum, offset);
  if (tile.thread_rank() == 0)
    out[tile.meta_group_rank()] = sum;
  auto token = bar.arrive();
  bar.wait(std::move(token));
}

__global__ void k(const double *in, double *out, int n)
{
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  cg::thread_block b = cg::this_thread_block();
  if (b.thread_rank() == 0)
    init(&bar, b.size());
  b.sync();
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);
  double s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s += in[i];
  reduce(s, t, out, bar);
}

int main()
{
  double *in, *out;
  cudaMalloc(&in, 256 * sizeof(double));
  cudaMalloc(&out, 4 * sizeof(double));
  k<<<1, 128>>>(in, out, 256);
  cudaDeviceSynchronize();
  return 0;
}
