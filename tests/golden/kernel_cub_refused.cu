// cuport-test: no-build (the refused calls stay as written)
// CUB that cuport does not translate is reported, never dropped: a collective of a user's
// struct with CUB's own Sum, a logical warp wider than 32, a collective written in a
// macro's body, and BlockRadixSort.
#include <cub/cub.cuh>

struct Pair { int a, b; };

#define EXCHANGE(items) Exchange(etemp).BlockedToStriped(items, items)

__global__ void refused(const int *in, int *out)
{
  typedef cub::WarpReduce<int, 64> WideReduce;
  typedef cub::BlockExchange<int, 64, 2> Exchange;
  typedef cub::BlockRadixSort<int, 64, 2> Sort;
  __shared__ typename WideReduce::TempStorage wtemp;
  __shared__ typename Exchange::TempStorage etemp;
  __shared__ typename Sort::TempStorage stemp;
  __shared__ typename cub::BlockReduce<Pair, 64>::TempStorage ptemp;
  int v = in[threadIdx.x];
  int w = WideReduce(wtemp).Sum(v);
  int items[2] = {v, v + 1};
  EXCHANGE(items);
  Sort(stemp).Sort(items);
  Pair p = {v, v};
  Pair q = cub::BlockReduce<Pair, 64>(ptemp).Sum(p);
  out[threadIdx.x] = w + items[1] + q.a;
}

int main()
{
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  refused<<<1, 64>>>(d, d);
  return 0;
}
