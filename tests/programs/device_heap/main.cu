// device_heap: allocation in kernels. Each thread takes a block with malloc in one kernel,
// fills it, a second kernel reads every block, a third frees them; objects made with new
// (a constructor run), arrays with new[], a placement new into shared memory, delete;
// cudaMalloc/cudaFree in a kernel into a struct's pointer and a local one; allocation in a
// divergent branch; a request larger than the heap and a heap filled up return NULL, and
// once freed its blocks serve again. The heap is made small (cudaDeviceSetLimit) so that
// it fills; its size cannot change once a kernel allocated.
#include <cstdio>
#include <cstdlib>

#define HEAP_BYTES (256 * 1024)

struct Counter {
  int base, step;
  __device__ Counter(int b, int s) : base(b), step(s * 2) {}
  __device__ int at(int i) const { return base + i * step; }
};

struct Strip {
  int n;
  float *values;   // filled by cudaMalloc in a kernel
};

__global__ void take(int **slots, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int len = 1 + i % 5;
  int *p = (int *)malloc(len * sizeof(int));
  if (p)
    for (int k = 0; k < len; k++)
      p[k] = i * 10 + k;
  slots[i] = p;
}

__global__ void check(int **slots, int n, int *bad)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int *p = slots[i];
  if (!p || ((unsigned long long)p & 15) != 0) {
    atomicAdd(bad, 1);
    return;
  }
  for (int k = 0; k < 1 + i % 5; k++)
    if (p[k] != i * 10 + k)
      atomicAdd(bad, 1);
}

__global__ void release(int **slots, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    free(slots[i]);
}

__device__ int *make_row(int n)
{
  int *row = new int[n];
  for (int k = 0; k < n; k++)
    row[k] = k * k;
  return row;
}

// new with a constructor, new[] in a device function, delete and delete[].
__global__ void objects(int *out)
{
  int t = threadIdx.x;
  Counter *c = new Counter(t, 3);
  int *row = make_row(4);
  out[t] = c && row ? c->at(2) + row[3] : -1;
  delete c;
  delete[] row;
}

// Placement new into shared memory: no heap, the constructor runs in the buffer.
__global__ void placed(int *out)
{
  __shared__ __align__(16) unsigned char buf[sizeof(Counter)];
  __shared__ Counter *shared_counter;
  if (threadIdx.x == 0)
    shared_counter = new (buf) Counter(100, 1);
  __syncthreads();
  out[threadIdx.x] = shared_counter->at(threadIdx.x);
}

// The device runtime's cudaMalloc into a struct's member and into a local pointer.
__global__ void strips(Strip *s, int n, int *bad)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  s[i].n = 2 + i % 3;
  if (cudaMalloc((void **)&s[i].values, s[i].n * sizeof(float)) != cudaSuccess) {
    atomicAdd(bad, 1);
    return;
  }
  float *tmp;
  if (cudaMalloc((void **)&tmp, sizeof(float)) != cudaSuccess) {
    atomicAdd(bad, 1);
    return;
  }
  *tmp = 0.5f;
  for (int k = 0; k < s[i].n; k++)
    s[i].values[k] = i + k * *tmp;
  cudaFree(tmp);
}

__global__ void strips_check(Strip *s, int n, int *bad)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  for (int k = 0; k < s[i].n; k++)
    if (s[i].values[k] != i + k * 0.5f)
      atomicAdd(bad, 1);
  cudaFree(s[i].values);
}

// Only some threads allocate, a different number of times each, in a loop: nobody waits.
__global__ void divergent(int *got, int rounds)
{
  int t = threadIdx.x;
  int n = 0;
  if (t % 3 == 1) {
    for (int r = 0; r < rounds + t % 4; r++) {
      char *p = (char *)malloc(24 + r);
      if (p) {
        p[0] = (char)r;
        n += p[0] == (char)r;
        free(p);
      }
    }
  }
  got[t] = n;
}

// Every thread asks until the heap says no; ok counts the blocks, over one larger than the
// whole heap.
__global__ void fill(void **kept, int per_thread, int *ok, int *huge_null)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t == 0)
    *huge_null = malloc(HEAP_BYTES + 16) == NULL;
  for (int k = 0; k < per_thread; k++) {
    void *p = malloc(1000);
    kept[t * per_thread + k] = p;
    if (p)
      atomicAdd(ok, 1);
  }
}

__global__ void unfill(void **kept, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    free(kept[i]);
}

static int fails = 0;

static void expect(bool ok, const char *what)
{
  if (!ok) {
    printf("FAILED: %s\n", what);
    fails++;
  }
}

int main(int argc, char **argv)
{
  (void)argc;
  (void)argv;
  size_t limit = 0;
  expect(cudaDeviceSetLimit(cudaLimitMallocHeapSize, HEAP_BYTES) == cudaSuccess, "set the heap size");
  expect(cudaDeviceGetLimit(&limit, cudaLimitMallocHeapSize) == cudaSuccess && limit == HEAP_BYTES,
         "read the heap size back");

  const int n = 1000;
  int **slots, *bad, *out;
  cudaMalloc(&slots, n * sizeof(int *));
  cudaMalloc(&bad, sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  cudaMemset(bad, 0, sizeof(int));
  take<<<(n + 127) / 128, 128>>>(slots, n);
  check<<<(n + 127) / 128, 128>>>(slots, n, bad);
  release<<<(n + 127) / 128, 128>>>(slots, n);
  int h_bad = -1;
  cudaMemcpy(&h_bad, bad, sizeof(int), cudaMemcpyDeviceToHost);
  expect(h_bad == 0, "blocks taken in one kernel, read in the next, freed in a third");
  expect(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 2 * HEAP_BYTES) != cudaSuccess,
         "the heap size cannot change once a kernel allocated");
  cudaGetLastError();

  objects<<<1, 64>>>(out);
  int h_out[256];
  cudaMemcpy(h_out, out, 64 * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int t = 0; t < 64; t++)
    ok &= h_out[t] == t + 2 * 6 + 9;
  expect(ok, "new with a constructor, new[] in a device function, delete");

  placed<<<1, 32>>>(out);
  cudaMemcpy(h_out, out, 32 * sizeof(int), cudaMemcpyDeviceToHost);
  ok = true;
  for (int t = 0; t < 32; t++)
    ok &= h_out[t] == 100 + 2 * t;
  expect(ok, "placement new into shared memory");

  const int ns = 300;
  Strip *s;
  cudaMalloc(&s, ns * sizeof(Strip));
  cudaMemset(bad, 0, sizeof(int));
  strips<<<(ns + 63) / 64, 64>>>(s, ns, bad);
  strips_check<<<(ns + 63) / 64, 64>>>(s, ns, bad);
  cudaMemcpy(&h_bad, bad, sizeof(int), cudaMemcpyDeviceToHost);
  expect(h_bad == 0, "cudaMalloc and cudaFree in kernels");

  divergent<<<1, 128>>>(out, 20);
  cudaMemcpy(h_out, out, 128 * sizeof(int), cudaMemcpyDeviceToHost);
  ok = true;
  for (int t = 0; t < 128; t++)
    ok &= h_out[t] == (t % 3 == 1 ? 20 + t % 4 : 0);
  expect(ok, "allocation in a divergent branch and loop");

  // 64 threads x 8 blocks of 1 KiB (+16 bytes each) is twice the heap: some must fail.
  const int threads = 64, per = 8;
  void **kept;
  int *count, *huge;
  cudaMalloc(&kept, threads * per * sizeof(void *));
  cudaMalloc(&count, sizeof(int));
  cudaMalloc(&huge, sizeof(int));
  int first = 0, second = 0, h_huge = 0;
  for (int round = 0; round < 2; round++) {
    cudaMemset(count, 0, sizeof(int));
    fill<<<1, threads>>>(kept, per, count, huge);
    unfill<<<(threads * per + 127) / 128, 128>>>(kept, threads * per);
    cudaMemcpy(round ? &second : &first, count, sizeof(int), cudaMemcpyDeviceToHost);
  }
  cudaMemcpy(&h_huge, huge, sizeof(int), cudaMemcpyDeviceToHost);
  expect(h_huge == 1, "a block larger than the heap is NULL");
  expect(first > 0 && first < threads * per && first <= HEAP_BYTES / 1024,
         "a full heap returns NULL");
  expect(second > 0 && second >= first / 2, "freed blocks are given again");
  expect(cudaDeviceSynchronize() == cudaSuccess, "no error at the end");
  printf("heap: %d of %d blocks of 1000 bytes, then %d after freeing\n", first, threads * per,
         second);

  cudaFree(slots);
  cudaFree(bad);
  cudaFree(out);
  cudaFree(s);
  cudaFree(kept);
  cudaFree(count);
  cudaFree(huge);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails ? 1 : 0;
}
