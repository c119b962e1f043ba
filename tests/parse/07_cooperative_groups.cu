// Cooperative groups: blocks, static and dynamic tiles, reduce, coalesced groups, grid sync.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
namespace cg = cooperative_groups;
template <int TileSize>
__device__ int tileSum(cg::thread_block_tile<TileSize> g, int v) {
  for (int i = g.size() / 2; i > 0; i /= 2) v += g.shfl_down(v, i);
  return v;
}
__global__ void blockReduce(const int *in, int *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  auto tile8 = cg::tiled_partition<8>(warp);
  int idx = block.group_index().x * block.size() + block.thread_rank();
  int v = idx < n ? in[idx] : 0;
  int s = tileSum<32>(warp, v);
  int r = cg::reduce(warp, v, cg::plus<int>());
  int mx = cg::reduce(tile8, v, cg::greater<int>());
  int mn = cg::reduce(tile8, v, cg::less<int>());
  if (warp.any(v > 100) && warp.all(v >= 0)) v += warp.ballot(v & 1);
  v += warp.shfl(v, 0) + warp.shfl_up(v, 1) + warp.shfl_xor(v, 4);
  if (warp.thread_rank() == 0) atomicAdd(out, s + r + mx + mn + (int)warp.meta_group_rank() + (int)warp.meta_group_size());
  block.sync();
  dim3 ti = block.thread_index(), bd = block.dim_threads();
  cg::thread_group g4 = cg::tiled_partition(block, 4);
  g4.sync();
  cg::coalesced_group active = cg::coalesced_threads();
  if (active.thread_rank() == 0) out[1] = ti.x + bd.x + (int)active.size() + (int)tile8.num_threads();
  cg::sync(block);
}
__global__ void gridSync(float *data, int n) {
  cg::grid_group grid = cg::this_grid();
  for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] *= 2.0f;
  grid.sync();
  if (grid.thread_rank() == 0) data[0] = grid.num_blocks();
}
int main() {
  int *in, *out; float *d; int n = 1024;
  cudaMalloc(&in, n * sizeof(int)); cudaMalloc(&out, 2 * sizeof(int)); cudaMalloc(&d, n * sizeof(float));
  blockReduce<<<(n + 255) / 256, 256>>>(in, out, n);
  void *args[] = {&d, &n};
  int dev = 0, supports = 0, numBlocks = 0;
  cudaDeviceGetAttribute(&supports, cudaDevAttrCooperativeLaunch, dev);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&numBlocks, gridSync, 128, 0);
  cudaLaunchCooperativeKernel((void *)gridSync, dim3(numBlocks), dim3(128), args, 0, 0);
  cudaLaunchCooperativeKernel(gridSync, numBlocks, 128, args);
  cudaDeviceSynchronize();
  printf("%d\n", supports);
}
