// struct_warp_reduce: row-wise mean and variance with Welford's algorithm, reduced over the
// block in two warp passes as normalization kernels do: every warp reduces its lanes' struct
// with shuffles of its members, lane 0 stores it to shared memory, and the first warp alone
// (`if (wid == 0) val = WarpReduce(val, op);`) reduces the warps' structs.
#include <cstdio>
#include <cmath>

#define WARP 32

struct Welford {
  float mean, m2, n;
};

struct WelfordOp {
  __device__ Welford combine(Welford a, Welford b) const
  {
    if (a.n == 0) return b;
    if (b.n == 0) return a;
    float n = a.n + b.n, d = b.mean - a.mean, f = b.n / n;
    return {a.mean + d * f, a.m2 + b.m2 + d * d * a.n * f, n};
  }
  __device__ Welford down(Welford v, int offset) const
  {
    return {__shfl_down_sync(0xffffffffu, v.mean, offset),
            __shfl_down_sync(0xffffffffu, v.m2, offset),
            __shfl_down_sync(0xffffffffu, v.n, offset)};
  }
};

template <typename T, class Op>
__device__ T WarpReduce(T val, const Op &op)
{
  for (int offset = WARP / 2; offset > 0; offset >>= 1)
    val = op.combine(val, op.down(val, offset));
  return val;
}

template <typename T, class Op>
__device__ T BlockReduce(T val, const Op &op, const T &identity, T *shared)
{
  const int tid = threadIdx.x, lid = tid % WARP, wid = tid / WARP;
  val = WarpReduce(val, op);
  __syncthreads();
  if (lid == 0)
    shared[wid] = val;
  __syncthreads();
  val = lid < blockDim.x / WARP ? shared[lid] : identity;   /* every warp loads the partials */
  if (wid == 0) {
    val = WarpReduce(val, op);
  }
  return val;
}

__global__ void moments(const float *x, int cols, float *mean, float *var, float *seen)
{
  __shared__ Welford shared[WARP];
  const float *row = x + (size_t)blockIdx.x * cols;
  Welford acc = {0.f, 0.f, 0.f};
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float n = acc.n + 1, d = row[c] - acc.mean;
    acc.mean += d / n;
    acc.m2 += d * (row[c] - acc.mean);
    acc.n = n;
  }
  WelfordOp op;
  Welford id = {0.f, 0.f, 0.f};
  acc = BlockReduce(acc, op, id, shared);
  if (threadIdx.x == 0) {
    mean[blockIdx.x] = acc.mean;
    var[blockIdx.x] = acc.m2 / acc.n;
  }
  if (threadIdx.x == WARP)   /* the second warp kept warp 0's partial, unreduced */
    seen[blockIdx.x] = acc.n;
}

int main()
{
  const int rows = 24, cols = 1000, threads = 256;
  static float h[rows * cols];
  float m[rows], v[rows], seen[rows];
  for (int i = 0; i < rows * cols; i++)
    h[i] = (float)((i * 37) % 101) * 0.01f + (i / cols) * 0.5f;
  float *dx, *dm, *dv, *ds;
  cudaMalloc(&ds, sizeof seen);
  cudaMalloc(&dx, sizeof h);
  cudaMalloc(&dm, sizeof m);
  cudaMalloc(&dv, sizeof v);
  cudaMemcpy(dx, h, sizeof h, cudaMemcpyHostToDevice);
  moments<<<rows, threads>>>(dx, cols, dm, dv, ds);
  cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
  cudaMemcpy(v, dv, sizeof v, cudaMemcpyDeviceToHost);
  cudaMemcpy(seen, ds, sizeof seen, cudaMemcpyDeviceToHost);
  /* warp 0's lanes take columns lane, lane + threads, ...: 32 lanes of the first 1000 */
  int warp0 = 0;
  for (int c = 0; c < cols; c++)
    warp0 += c % threads < WARP;
  int bad = 0;
  for (int r = 0; r < rows; r++) {
    double s = 0, s2 = 0;
    for (int c = 0; c < cols; c++)
      s += h[r * cols + c];
    double mu = s / cols;
    for (int c = 0; c < cols; c++)
      s2 += (h[r * cols + c] - mu) * (h[r * cols + c] - mu);
    double var = s2 / cols;
    if (seen[r] != warp0 && bad++ < 4)
      printf("row %d: the second warp holds %g items, want warp 0's %d\n", r, seen[r], warp0);
    if ((fabs(m[r] - mu) > 1e-4 * fabs(mu) + 1e-5 || fabs(v[r] - var) > 1e-3 * var + 1e-5) &&
        bad++ < 4)
      printf("row %d: mean %g var %g, want %g %g\n", r, m[r], v[r], mu, var);
  }
  cudaFree(dx);
  cudaFree(dm);
  cudaFree(dv);
  cudaFree(ds);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
