// cub_using: a program that says `using namespace cub;` once and then names CUB without its
// qualifier on both sides (blockScan): the kernel template takes the scan's algorithm as a
// BlockScanAlgorithm parameter, and host code launches it with BLOCK_SCAN_RAKING and the
// others unqualified, and prints which algorithm it ran by comparing with them.
#include <cstdio>
#include <cstdlib>
#include <cub/block/block_scan.cuh>

using namespace cub;

template <int THREADS, BlockScanAlgorithm ALGORITHM>
__global__ void scan(const int *in, int *out, int *totals)
{
  typedef BlockScan<int, THREADS, ALGORITHM> Scan;
  __shared__ typename Scan::TempStorage temp;
  int i = blockIdx.x * THREADS + threadIdx.x;
  int total;
  int v;
  Scan(temp).ExclusiveSum(in[i], v, total);
  out[i] = v;
  if (threadIdx.x == 0)
    totals[blockIdx.x] = total;
}

template <int THREADS, BlockScanAlgorithm ALGORITHM>
bool test(int blocks)
{
  const char *name = ALGORITHM == BLOCK_SCAN_RAKING           ? "BLOCK_SCAN_RAKING"
                     : ALGORITHM == BLOCK_SCAN_RAKING_MEMOIZE ? "BLOCK_SCAN_RAKING_MEMOIZE"
                                                              : "BLOCK_SCAN_WARP_SCANS";
  int n = blocks * THREADS;
  int *h = (int *)malloc(n * sizeof(int)), *r = (int *)malloc(n * sizeof(int));
  int *t = (int *)malloc(blocks * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = (i * 7) % 5;
  int *d_in, *d_out, *d_tot;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMalloc(&d_tot, blocks * sizeof(int));
  cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  scan<THREADS, ALGORITHM><<<blocks, THREADS>>>(d_in, d_out, d_tot);
  cudaMemcpy(r, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(t, d_tot, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int b = 0; b < blocks; b++) {
    int run = 0;
    for (int k = 0; k < THREADS; k++) {
      ok = ok && r[b * THREADS + k] == run;
      run += h[b * THREADS + k];
    }
    ok = ok && t[b] == run;
  }
  printf("%s, %d threads: %s\n", name, THREADS, ok ? "ok" : "wrong");
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_tot);
  free(h);
  free(r);
  free(t);
  return ok;
}

int main()
{
  bool ok = test<64, BLOCK_SCAN_RAKING>(3);
  ok = test<128, BLOCK_SCAN_RAKING_MEMOIZE>(2) && ok;
  ok = test<96, BLOCK_SCAN_WARP_SCANS>(4) && ok;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
