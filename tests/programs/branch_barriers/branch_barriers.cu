// branch_barriers: block-strided loops (each block takes items blockIdx.x, + gridDim.x, ...)
// that skip some items uniformly, with __syncthreads() inside the skipped part and work
// after the last barrier done by thread 0 only: skipping with continue, with an if around
// the barriers (and an else), and inside a device function called from the loop. Each
// item that is not skipped counts its block's odd threads and appends the count to a list.
#include <cstdio>

#define SKIP -1

__device__ void count_odd(int *shared, int item, int *list, int *n, int cap)
{
  if (item % 5 != 2) {
    if (threadIdx.x == 0)
      *shared = 0;
    __syncthreads();
    atomicAdd(shared, threadIdx.x & 1);
    __syncthreads();
    if (threadIdx.x == 0)
      { int k = atomicAdd(n, 1); if (k < cap) list[k] = *shared + item * 1000; }
  }
}

__global__ void with_continue(const int *flags, int items, int *list, int *n)
{
  __shared__ int odd;
  const int tx = threadIdx.x;
  for (int i = blockIdx.x; i < items; i += gridDim.x) {
    if (tx == 0)
      odd = 0;
    __syncthreads();
    if (flags[i] == SKIP)
      continue;
    atomicAdd(&odd, tx & 1);
    __syncthreads();
    if (tx == 0)
      { int k = atomicAdd(n, 1); if (k < items) list[k] = odd + i * 1000; }
  }
}

__global__ void with_if(const int *flags, int items, int *list, int *n, int *skipped)
{
  __shared__ int odd;
  const int tx = threadIdx.x;
  for (int i = blockIdx.x; i < items; i += gridDim.x) {
    if (flags[i] != SKIP) {
      if (tx == 0)
        odd = 0;
      __syncthreads();
      atomicAdd(&odd, tx & 1);
      __syncthreads();
      if (tx == 0)
        { int k = atomicAdd(n, 1); if (k < items) list[k] = odd + i * 1000; }
    } else {
      if (tx == 0)
        atomicAdd(skipped, 1);
    }
  }
}

/* a continue of all but thread 0 after the last barrier: no barrier may follow it */
__global__ void continue_after(const int *flags, int items, int *list, int *n)
{
  __shared__ int odd;
  const int tx = threadIdx.x;
  for (int i = blockIdx.x; i < items; i += gridDim.x) {
    if (tx == 0)
      odd = 0;
    __syncthreads();
    atomicAdd(&odd, tx & 1);
    __syncthreads();
    if (tx != 0 || flags[i] == SKIP)
      continue;
    { int k = atomicAdd(n, 1); if (k < items) list[k] = odd + i * 1000; }
  }
}

__global__ void with_call(int items, int *list, int *n)
{
  __shared__ int odd;
  for (int i = blockIdx.x; i < items; i += gridDim.x)
    count_odd(&odd, i, list, n, items);
}

/* the list holds each kept item once, with the block's odd-thread count */
static int check(const char *what, const int *list, int n, const int *flags, int items,
                 bool by_flag, int threads)
{
  int bad = 0, want = 0;
  static int seen[4096];
  for (int i = 0; i < items; i++)
    seen[i] = 0;
  for (int i = 0; i < items; i++)
    want += by_flag ? flags[i] != SKIP : i % 5 != 2;
  if (n != want) {
    printf("%s: %d entries, want %d\n", what, n, want);
    return 1;
  }
  for (int k = 0; k < n; k++) {
    int item = list[k] / 1000, odd = list[k] % 1000;
    if (item < 0 || item >= items || seen[item]++ || odd != threads / 2) {
      if (bad++ < 4)
        printf("%s: entry %d = %d\n", what, k, list[k]);
    }
  }
  return bad;
}

int main()
{
  const int items = 2000, blocks = 48, threads = 128;
  static int flags[items], list[items];
  int n, skipped;
  for (int i = 0; i < items; i++)
    flags[i] = i % 7 == 3 ? SKIP : i;
  int *dflags, *dlist, *dn, *dskip;
  cudaMalloc(&dflags, sizeof flags);
  cudaMalloc(&dlist, sizeof list);
  cudaMalloc(&dn, sizeof(int));
  cudaMalloc(&dskip, sizeof(int));
  cudaMemcpy(dflags, flags, sizeof flags, cudaMemcpyHostToDevice);
  int bad = 0;
  for (int variant = 0; variant < 4; variant++) {
    cudaMemset(dn, 0, sizeof(int));
    cudaMemset(dskip, 0, sizeof(int));
    cudaMemset(dlist, 0, sizeof list);
    if (variant == 0)
      with_continue<<<blocks, threads>>>(dflags, items, dlist, dn);
    else if (variant == 1)
      with_if<<<blocks, threads>>>(dflags, items, dlist, dn, dskip);
    else if (variant == 2)
      with_call<<<blocks, threads>>>(items, dlist, dn);
    else
      continue_after<<<blocks, threads>>>(dflags, items, dlist, dn);
    cudaMemcpy(&n, dn, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&skipped, dskip, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(list, dlist, (n < 0 || n > items ? items : n) * sizeof(int), cudaMemcpyDeviceToHost);
    const char *names[] = {"continue", "if", "call", "continue after"};
    bad += check(names[variant], list, n, flags, items, variant != 2, threads);
    if (variant == 1 && skipped != items / 7 + (items % 7 > 3)) {
      printf("if: %d skipped\n", skipped);
      bad++;
    }
  }
  cudaFree(dflags);
  cudaFree(dlist);
  cudaFree(dn);
  cudaFree(dskip);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
