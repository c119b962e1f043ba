// device_launch: kernels that launch kernels (dynamic parallelism, CUDA 12 semantics).
// A quicksort whose partitions are sorted by child grids launched into streams made on the
// device (a struct passed by value, recursion to a depth limit); a kernel template that
// launches its own instance; children that read what their parent wrote before the launch,
// take dynamic shared memory and print; two launches into one block's stream, which run in
// order, the first with its own child (a grid is complete only when its children are).
#include <cstdio>
#include <cstdlib>

struct Range {
  int lo, hi;
};

__device__ void insertion_sort(unsigned *d, int lo, int hi)
{
  for (int i = lo + 1; i <= hi; i++) {
    unsigned v = d[i];
    int j = i - 1;
    while (j >= lo && d[j] > v) {
      d[j + 1] = d[j];
      j--;
    }
    d[j + 1] = v;
  }
}

// One thread partitions [r.lo, r.hi] and hands each side to a child grid of its own stream.
__global__ void quicksort(unsigned *d, Range r, int depth)
{
  if (depth >= 16 || r.hi - r.lo < 8) {
    insertion_sort(d, r.lo, r.hi);
    return;
  }
  unsigned pivot = d[(r.lo + r.hi) / 2];
  int i = r.lo, j = r.hi;
  while (i <= j) {
    while (d[i] < pivot)
      i++;
    while (d[j] > pivot)
      j--;
    if (i <= j) {
      unsigned t = d[i];
      d[i++] = d[j];
      d[j--] = t;
    }
  }
  if (r.lo < j) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    Range left = {r.lo, j};
    quicksort<<<1, 1, 0, s>>>(d, left, depth + 1);
    cudaStreamDestroy(s);
  }
  if (i < r.hi) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    Range right = {i, r.hi};
    quicksort<<<1, 1, 0, s>>>(d, right, depth + 1);
    cudaStreamDestroy(s);
  }
}

// A template instance launches itself: level `depth` fills row `depth`.
template <int N>
__global__ void levels(int *out, int depth)
{
  out[depth * N + threadIdx.x] = depth + 1;
  if (depth < 3 && threadIdx.x == 0)
    levels<N><<<1, N>>>(out, depth + 1);
}

// A child that reads what its parent wrote: the sum of one block's values.
__global__ void block_sum(const int *vals, int *sum, int block)
{
  extern __shared__ int part[];
  part[threadIdx.x] = vals[threadIdx.x];
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (threadIdx.x < s)
      part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    *sum = part[0];
    printf("child of block %d: sum %d\n", block, part[0]);
  }
}

__global__ void squares(int *vals, int *sums)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  vals[i] = i * i;
  __syncthreads();
  if (threadIdx.x == 0) {
    block_sum<<<1, blockDim.x, blockDim.x * sizeof(int)>>>(vals + blockIdx.x * blockDim.x,
                                                          sums + blockIdx.x, blockIdx.x);
    if (cudaGetLastError() != cudaSuccess)
      printf("block %d: the launch failed\n", blockIdx.x);
  }
}

// Launches into one stream run in order, each with its children: the log reads 1 2 3.
__global__ void mark(int *log, int v)
{
  log[1 + atomicAdd(log, 1)] = v;
  if (v == 1)
    mark<<<1, 1>>>(log, 2);
}

__global__ void in_order(int *log)
{
  mark<<<1, 1>>>(log, 1);
  mark<<<1, 1>>>(log, 3);
}

static int check_sort(cudaStream_t stream)
{
  const int n = 1000;
  unsigned *h = (unsigned *)malloc(n * sizeof *h), *d;
  srand(7);
  for (int i = 0; i < n; i++)
    h[i] = (unsigned)rand() % 500;
  cudaMalloc(&d, n * sizeof *d);
  cudaMemcpy(d, h, n * sizeof *d, cudaMemcpyHostToDevice);
  Range all = {0, n - 1};
  quicksort<<<1, 1, 0, stream>>>(d, all, 0);
  // ordered after the whole tree of grids, on the same stream
  cudaMemcpyAsync(h, d, n * sizeof *d, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  int bad = 0;
  for (int i = 1; i < n; i++)
    bad += h[i - 1] > h[i];
  if (bad)
    printf("quicksort: %d pairs out of order\n", bad);
  cudaFree(d);
  free(h);
  return bad != 0;
}

static int check_levels()
{
  int *d, h[4 * 8];
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  levels<8><<<1, 8>>>(d, 0);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 4 * 8; i++)
    bad += h[i] != i / 8 + 1;
  if (bad)
    printf("levels: %d wrong\n", bad);
  cudaFree(d);
  return bad != 0;
}

static int check_sums()
{
  const int blocks = 4, threads = 64;
  int *vals, *sums, h[blocks];
  cudaMalloc(&vals, blocks * threads * sizeof(int));
  cudaMalloc(&sums, sizeof h);
  squares<<<blocks, threads>>>(vals, sums);
  if (cudaGetLastError() != cudaSuccess || cudaDeviceSynchronize() != cudaSuccess) {
    printf("squares: launch failed\n");
    return 1;
  }
  cudaMemcpy(h, sums, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; b++) {
    int want = 0;
    for (int i = b * threads; i < (b + 1) * threads; i++)
      want += i * i;
    if (h[b] != want) {
      printf("block %d: sum %d, expected %d\n", b, h[b], want);
      bad = 1;
    }
  }
  cudaFree(vals);
  cudaFree(sums);
  return bad;
}

static int check_order()
{
  int *d, h[4] = {0, 0, 0, 0};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  in_order<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  if (h[0] == 3 && h[1] == 1 && h[2] == 2 && h[3] == 3)
    return 0;
  printf("order: %d entries: %d %d %d\n", h[0], h[1], h[2], h[3]);
  return 1;
}

int main()
{
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  int bad = check_sort(stream);
  bad |= check_levels();
  bad |= check_sums();
  bad |= check_order();
  cudaStreamDestroy(stream);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
