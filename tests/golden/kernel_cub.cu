// CUB's collectives: block and warp reductions and scans over the warp scratch, the
// TempStorage declarations gone (kernel_cub_refused: what is reported).
#include <cub/cub.cuh>

template <int THREADS>
__global__ void reduce(const float *in, float *out, int n)
{
  typedef cub::BlockReduce<float, THREADS> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  int i = blockIdx.x * THREADS + threadIdx.x;
  float s = BlockReduce(temp).Sum(i < n ? in[i] : 0.f, n - blockIdx.x * THREADS);
  __syncthreads();
  float m = BlockReduce(temp).Reduce(in[i], cub::Max());
  if (threadIdx.x == 0)
    out[blockIdx.x] = s + m;
}

__global__ void scan(const int *in, int *out, int *total)
{
  typedef cub::BlockScan<int, 128> BlockScan;
  typedef cub::WarpReduce<int, 16> WarpReduce;
  __shared__ typename BlockScan::TempStorage temp;
  __shared__ typename WarpReduce::TempStorage wtemp[8];
  int v = in[threadIdx.x], x, agg;
  BlockScan(temp).ExclusiveSum(v, x, agg);
  out[threadIdx.x] = x + WarpReduce(wtemp[threadIdx.x / 16]).Reduce(v, cub::Min());
  int items[2];
  cub::LoadDirectStriped<128>(threadIdx.x, in, items);
  if (threadIdx.x == 0)
    *total = agg;
}

int main()
{
  float *f;
  int *d;
  cudaMalloc(&f, 256 * sizeof(float));
  cudaMalloc(&d, 256 * sizeof(int));
  reduce<128><<<2, 128>>>(f, f, 200);
  scan<<<1, 128>>>(d, d, d);
  return 0;
}
