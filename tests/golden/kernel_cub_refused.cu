// cuport-test: no-build (the refused calls stay as written)
// CUB that cuport does not translate is reported, never dropped: a user's operator, several
// items per thread in a scan, a collective of a user's struct.
#include <cub/cub.cuh>

struct AbsMax {
  __device__ int operator()(int a, int b) const { return abs(a) > abs(b) ? a : b; }
};

struct Pair { int a, b; };

__global__ void refused(const int *in, int *out)
{
  typedef cub::BlockReduce<int, 64> BlockReduce;
  typedef cub::BlockScan<int, 64> BlockScan;
  __shared__ typename BlockReduce::TempStorage temp;
  __shared__ typename BlockScan::TempStorage stemp;
  __shared__ typename cub::BlockReduce<Pair, 64>::TempStorage ptemp;
  int v = in[threadIdx.x];
  int m = BlockReduce(temp).Reduce(v, AbsMax());
  int items[2] = {v, v + 1};
  BlockScan(stemp).InclusiveSum(items, items);
  Pair p = {v, v};
  Pair q = cub::BlockReduce<Pair, 64>(ptemp).Sum(p);
  out[threadIdx.x] = m + items[1] + q.a;
}

int main()
{
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  refused<<<1, 64>>>(d, d);
  return 0;
}
