// CUB's collectives over a tile of items: BlockLoad/BlockStore by algorithm, BlockExchange
// and WarpExchange, BlockAdjacentDifference with a functor whose operator() is a template,
// a scan of several items per thread, and reductions with a user's functor (made by Op()
// and by Op{}) and a lambda.
// The shared union of their TempStorage goes.
#include <cub/cub.cuh>

#define VALID 100

struct CustomDifference {
  template <typename DataType>
  __device__ DataType operator()(DataType &lhs, DataType &rhs) { return lhs - rhs; }
};

struct AbsMax {
  __device__ int operator()(int a, int b) const { return abs(a) > abs(b) ? a : b; }
};

__global__ void tiles(const int *in, int *out)
{
  typedef cub::BlockLoad<int, 64, 4, cub::BLOCK_LOAD_TRANSPOSE> Load;
  typedef cub::BlockStore<int, 64, 4, cub::BLOCK_STORE_STRIPED> Store;
  typedef cub::BlockExchange<int, 64, 4> Exchange;
  typedef cub::WarpExchange<int, 4, 16> HalfExchange;
  typedef cub::BlockScan<int, 64> Scan;
  using Adjacent = cub::BlockAdjacentDifference<int, 64>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Exchange::TempStorage exchange;
    typename Scan::TempStorage scan;
    typename Adjacent::TempStorage adjacent;
  } temp;
  __shared__ typename HalfExchange::TempStorage htemp[4];
  int items[4], aggregate;
  Load(temp.load).Load(in, items, VALID, -1);
  Exchange(temp.exchange).BlockedToStriped(items, items);
  HalfExchange(htemp[threadIdx.x / 16]).StripedToBlocked(items, items);
  Adjacent(temp.adjacent).SubtractLeft(items, items, CustomDifference());
  Scan(temp.scan).ExclusiveSum(items, items, aggregate);
  Store(temp.store).Store(out, items, VALID);
}

__global__ void operators(const int *in, int *out)
{
  typedef cub::BlockReduce<int, 64> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  int v = in[threadIdx.x];
  int m = Reduce(temp).Reduce(v, AbsMax());
  int s = Reduce(temp).Reduce(v, [](int a, int b) { return a + b; }, 32);
  int b = Reduce(temp).Reduce(v, AbsMax{});
  out[threadIdx.x] = m + s + b + (int)nearbyintf(v * 0.5f);
}

int main()
{
  int *d;
  cudaMalloc(&d, 256 * sizeof(int));
  tiles<<<1, 64>>>(d, d);
  operators<<<1, 64>>>(d, d);
  return 0;
}
