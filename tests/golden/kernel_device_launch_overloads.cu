// Launches from device code of a kernel whose name is an overload set (declared with other
// parameters before its definition: the respelled launch's name is resolved by its
// arguments) and of a kernel declared here and defined in another unit (a launcher from its
// declaration); cudaMemcpyAsync in a kernel is a copy by the calling thread.
__global__ void ext(int *a, int n);
__global__ void halve(int *dst, const int *src, int n);

__global__ void halve(int *dst, const int *src, int off, int n)
{
  int half = n / 2;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaMemcpyAsync(dst + off, src + off, half * sizeof(int), cudaMemcpyDeviceToDevice, s);
  if (half)
    halve<<<1, 32, 0, s>>>(dst, src, off + half, n - half);
  ext<<<1, 32>>>(dst, n);
  cudaStreamDestroy(s);
}

int main()
{
  int *a, *b;
  halve<<<1, 32>>>(a, b, 0, 100);
  return 0;
}
