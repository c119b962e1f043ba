// shared_handoff: a kernel whose statements hand __shared__ memory on without a barrier,
// counting on the first warp finishing one branch before it enters the next: ROWS threads
// sum the columns of a table in shared memory, then thread 0 combines the sums (an
// integration rule's table built this way). A second kernel keeps a per-thread value in
// shared memory and reads it back in the next statement (its own element: no race).
#include <cstdio>

#define ROWS 17

__global__ void columns(const double *in, double *out)
{
  extern __shared__ double smem[];
  int tid = threadIdx.x;
  double local[ROWS];
  for (int i = 0; i < ROWS; i++)
    local[i] = in[(blockIdx.x * blockDim.x + tid) * ROWS + i];
  for (int i = 0; i < ROWS; i++)
    smem[ROWS * tid + i] = local[i];
  __syncthreads();
  if (tid < ROWS) {
    double sum = 0.0;
    for (int i = tid; i < blockDim.x * ROWS; i += ROWS)
      sum += smem[i];
    smem[tid] = sum;
  }
  if (!tid) {
    double t = 0;
    for (int k = 0; k < ROWS; k++)
      t = t * 0.5 + smem[k];
    out[blockIdx.x] = t;
  }
}

__global__ void own_slot(const int *in, int *out)
{
  __shared__ int s[64];
  int tid = threadIdx.x;
  s[tid] = in[tid] * 3;
  out[tid] = s[tid] + 1;
}

int main()
{
  const int blocks = 4, n = 64;
  static double h[blocks * n * ROWS];
  for (int i = 0; i < blocks * n * ROWS; i++)
    h[i] = (i % 13) * 0.25;
  double *din, *dout, r[blocks];
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  columns<<<blocks, n, ROWS * n * sizeof(double)>>>(din, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; b++) {
    double col[ROWS] = {0}, want = 0;
    for (int t = 0; t < n; t++)
      for (int i = 0; i < ROWS; i++)
        col[i] += h[(b * n + t) * ROWS + i];
    for (int k = 0; k < ROWS; k++)
      want = want * 0.5 + col[k];
    if (r[b] != want && bad++ < 5)
      printf("block %d: %g, want %g\n", b, r[b], want);
  }
  int hi[n], ho[n], *di, *dot;
  for (int i = 0; i < n; i++)
    hi[i] = i - 7;
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&dot, sizeof ho);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  own_slot<<<1, n>>>(di, dot);
  cudaMemcpy(ho, dot, sizeof ho, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    if (ho[i] != hi[i] * 3 + 1 && bad++ < 5)
      printf("own_slot[%d]: %d\n", i, ho[i]);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(di);
  cudaFree(dot);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
