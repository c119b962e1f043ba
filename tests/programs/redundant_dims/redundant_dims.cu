// redundant_dims: kernels launched with more dimensions than they read, as PolyBench's
// matrix-vector kernels are (a 32x8 block indexed by threadIdx.x alone).  The threads that
// differ only in a dimension the kernel never reads compute the same values; their
// read-modify-write of one element races.  A GPU running them in lock-step adds once; a
// CPU running them one after the other would add eight times.  cuport runs such a
// dimension with size 1, and keeps the launch as written where the kernel reads the
// dimension (directly, through a macro or a device function) or counts its threads
// (atomics).
#include <cstdio>
#include <cstring>

#define ROW threadIdx.x
#define COL_OF(t) ((t).y)

// x[i] += A[i][:] . y, indexed by the x dimension only (grid 2-D too: blockIdx.y unread)
__global__ void matvec(int n, const float *a, float *x, const float *y)
{
  int i = blockIdx.x * blockDim.x + ROW;
  if (i < n)
    for (int j = 0; j < n; j++)
      x[i] += a[i * n + j] * y[j];
}

__device__ void bump(int *hits, int i) { hits[i] += 1; }

// how often each element is visited: through a device function
__global__ void visit(int *hits, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    bump(hits, i);
}

// reads the y dimension through a macro: every thread has its own element
__global__ void fill2d(int *out, int w)
{
  int c = COL_OF(threadIdx);
  out[(blockIdx.y * blockDim.y + c) * w + blockIdx.x * blockDim.x + threadIdx.x] += 1;
}

// counts its threads: the launch stays as written
__global__ void count(int *total) { atomicAdd(total, 1); }

int main(int argc, char **argv)
{
  int n = argc > 1 && !strcmp(argv[1], "--quick") ? 256 : 2048, bad = 0;
  float *a, *x, *y;
  int *hits, *grid, *total;
  cudaMallocManaged(&a, n * n * sizeof(float));
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&y, n * sizeof(float));
  cudaMallocManaged(&hits, n * sizeof(int));
  cudaMallocManaged(&grid, 64 * 64 * sizeof(int));
  cudaMallocManaged(&total, sizeof(int));
  for (int i = 0; i < n; i++) {
    x[i] = 0.0f;
    y[i] = (float)(i % 7);
    hits[i] = 0;
    for (int j = 0; j < n; j++)
      a[i * n + j] = (float)((i + j) % 5);
  }
  memset(grid, 0, 64 * 64 * sizeof(int));
  *total = 0;

  dim3 block(32, 8), blocks((n + 31) / 32, 2);
  matvec<<<blocks, block>>>(n, a, x, y);
  visit<<<blocks, dim3(32, 4, 2)>>>(hits, n);
  fill2d<<<dim3(2, 8), dim3(32, 8)>>>(grid, 64);
  count<<<dim3(2, 3), block>>>(total);
  cudaDeviceSynchronize();

  int wrong = 0;
  for (int i = 0; i < n; i++) {
    float want = 0.0f;
    for (int j = 0; j < n; j++)
      want += a[i * n + j] * y[j];
    wrong += x[i] != want;
    wrong += hits[i] != 1;
  }
  for (int i = 0; i < 64 * 64; i++)
    wrong += grid[i] != 1;
  bad |= wrong != 0 || *total != 6 * 256;
  printf("matvec and visits: %d wrong; 2-D fill %s; %d threads counted\n", wrong,
         grid[64 * 64 - 1] == 1 ? "complete" : "incomplete", *total);
  bad |= cudaGetLastError() != cudaSuccess;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
