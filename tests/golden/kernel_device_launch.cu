// Launches from device code (dynamic parallelism): each becomes a call of the launched
// kernel's launcher, which records it for the runtime; a dim3 configuration stays a uint3,
// a number is widened; the stream is dropped (children run after their parent); pointers
// travel as device addresses; a kernel template launched from its own instance is
// respelled by the parse and emitted; the device runtime's calls map to the device header;
// a device-side cudaDeviceSynchronize and a __shared__ pointer passed to a child are
// reported.
#include <cstdio>

struct Box {
  float lo, hi;
};

__global__ void child(float *out, Box b, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = b.lo + (b.hi - b.lo) * i / n;
}

template <int N>
__global__ void nest(int *out, int depth)
{
  out[depth * N + threadIdx.x] = depth;
  if (depth < 2 && threadIdx.x == 0)
    nest<N><<<1, N>>>(out, depth + 1);
}

__global__ void parent(float *out, int n)
{
  __shared__ float tile[32];
  tile[threadIdx.x] = 0.0f;
  if (threadIdx.x == 0) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    Box b = {1.0f, 2.0f};
    child<<<gridDim, blockDim, 0, s>>>(out, b, n);
    child<<<(n + 31) / 32, blockDim.x>>>(out, b, n);
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(tile, b, 32);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
      printf("launch failed: %s\n", cudaGetErrorString(e));
    cudaDeviceSynchronize();
    cudaStreamDestroy(s);
  }
}

int main()
{
  float *d;
  int *levels;
  cudaMalloc(&d, 256 * sizeof(float));
  cudaMalloc(&levels, 3 * 4 * sizeof(int));
  parent<<<1, 32>>>(d, 256);
  nest<4><<<1, 4>>>(levels, 0);
  cudaDeviceSynchronize();
  return 0;
}
