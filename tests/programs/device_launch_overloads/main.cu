// device_launch_overloads: a kernel whose name is an overload set (declared with other
// parameters before its definition, as cdpAdvancedQuicksort's header does) launches itself
// from device code; each level copies its half of the data with a device-side
// cudaMemcpyAsync, which the kernels launched after it into the stream see.
#include <cstdio>

__global__ void halve(int *dst, const int *src, int n);
__global__ void halve(int *dst, const int *src, int off, int n);

__global__ void halve(int *dst, const int *src, int off, int n)
{
  if (threadIdx.x != 0)
    return;
  int half = n / 2;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  // the first half is copied here, the second by the child (until one element is left)
  if (cudaMemcpyAsync(dst + off, src + off, (half ? half : n) * sizeof(int),
                      cudaMemcpyDeviceToDevice, s) != cudaSuccess)
    return;
  if (half)
    halve<<<1, 32, 0, s>>>(dst, src, off + half, n - half);
  cudaStreamDestroy(s);
}

int main(int argc, char **argv)
{
  (void)argc;
  (void)argv;
  const int n = 1000;
  int h[n], *src, *dst;
  for (int i = 0; i < n; i++)
    h[i] = 3 * i + 1;
  cudaMalloc(&src, n * sizeof(int));
  cudaMalloc(&dst, n * sizeof(int));
  cudaMemcpy(src, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dst, 0, n * sizeof(int));
  halve<<<1, 32>>>(dst, src, 0, n);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, dst, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = e != cudaSuccess;
  for (int i = 0; i < n; i++)
    bad += h[i] != 3 * i + 1;
  cudaFree(src);
  cudaFree(dst);
  printf("%d wrong\n%s\n", bad, bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
