// CUB's device-wide algorithms called from the host become the runtime's typed wrappers
// (cuport_cub.h): the callee however it is spelled (qualified, after `using namespace cub`,
// with explicit template arguments, in a macro's argument, in a template), the operator of
// Reduce and the scans as CUPORT_REDUCE_*, cub::KeyValuePair as cuportKeyValuePair.
#include <cstdio>
#include <cub/cub.cuh>

#define CHECK(call) do { if ((call) != cudaSuccess) printf("error at %d\n", __LINE__); } while (0)

__global__ void iota(int *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = i;
}

template <typename T>
void scan_in_place(T *d, int n, cudaStream_t stream)
{
  void *temp = nullptr;
  size_t bytes = 0;
  CHECK(cub::DeviceScan::InclusiveSum(temp, bytes, d, n, stream));
  CHECK(cudaMalloc(&temp, bytes));
  CHECK(cub::DeviceScan::InclusiveSum(temp, bytes, d, n, stream));
  cudaFree(temp);
}

int main()
{
  const int n = 1000;
  int *d_in, *d_out;
  double *d_x, *d_max;
  long long *d_index;
  cub::KeyValuePair<int, double> *d_pair;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMalloc(&d_x, n * sizeof(double));
  cudaMalloc(&d_max, sizeof(double));
  cudaMalloc(&d_index, sizeof(long long));
  cudaMalloc(&d_pair, sizeof *d_pair);
  iota<<<(n + 255) / 256, 256>>>(d_in, n);

  void *d_temp = NULL;
  size_t temp_bytes = 0;
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
  cudaMalloc(&d_temp, temp_bytes);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
  ::cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out + 1, n, 0);
  cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out + 2, n, cuda::minimum<>(), 100);
  cub::DeviceReduce::Reduce<int *, int *>(d_temp, temp_bytes, d_in, d_out, n,
                                          cuda::std::plus<int>{}, 0);
  cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_x, d_max, d_index, n);
  cub::DeviceReduce::ArgMin(d_temp, temp_bytes, d_x, d_pair, n);

  cudaStream_t stream;
  cudaStreamCreate(&stream);
  CHECK(cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_in, d_out, n, stream));
  CHECK(cub::DeviceScan::ExclusiveScan(d_temp, temp_bytes, d_in, d_out, cuda::maximum<>{}, -1,
                                       n, stream));
  {
    using namespace cub;
    DeviceScan::InclusiveScan(d_temp, temp_bytes, d_in, d_out, cuda::minimum<int>(), n);
  }
  scan_in_place(d_in, n, stream);
  cudaStreamSynchronize(stream);

  cub::KeyValuePair<int, double> pair;
  cudaMemcpy(&pair, d_pair, sizeof pair, cudaMemcpyDeviceToHost);
  printf("%d %f\n", pair.key, pair.value);
  return 0;
}
