// Pointers into __shared__ memory: a local array of pointers whose elements are set to
// shared addresses is declared pointing into __local memory (cdpQuadtree's volatile int
// *rows[4] over an extern __shared__ buffer), and reads through its elements stay __local;
// a __shared__ pointer variable is itself in __local memory (every work-item of the block
// sees the one the first set) and points where its uses say.
#define WARPS 4

__global__ void rows(int *out)
{
  extern __shared__ int smem[];
  volatile int *counts[4];
  for (int i = 0; i < 4; ++i)
    counts[i] = (volatile int *)&smem[i * WARPS];
  int w = threadIdx.x / 32;
  if (threadIdx.x % 32 == 0)
    for (int i = 0; i < 4; ++i)
      counts[i][w] = i * w;
  __syncthreads();
  if (threadIdx.x < 4)
    out[threadIdx.x] = counts[threadIdx.x][WARPS - 1];
}

__global__ void shared_ptr(float *in, float *out)
{
  __shared__ float tile[64];
  __shared__ float *src;
  __shared__ float *dst;
  if (threadIdx.x == 0) {
    src = in + blockIdx.x * 64;
    dst = tile;
  }
  __syncthreads();
  dst[threadIdx.x] = src[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[63 - threadIdx.x];
}

int main()
{
  int *out;
  float *a, *b;
  rows<<<1, 128, 16 * sizeof(int)>>>(out);
  shared_ptr<<<1, 64>>>(a, b);
  return 0;
}
