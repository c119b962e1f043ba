// CUDA 13's prefetch and advice name the place by a cudaMemLocation (prefetch also takes
// flags); CUDA 12's device-number forms and its _v2 names stay valid: all are migrated.
__global__ void inc(float *a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += 1;
}

void hints(float *a, int n, cudaStream_t s)
{
  cudaMemLocation loc;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  cudaMemAdvise(a, n * sizeof(float), cudaMemAdviseSetPreferredLocation, loc);
  cudaMemAdvise(a, n * sizeof(float), cudaMemAdviseSetAccessedBy, 0);
  cudaMemAdvise_v2(a, n * sizeof(float), cudaMemAdviseSetReadMostly, loc);
  cudaMemPrefetchAsync(a, n * sizeof(float), loc, 0, s);
  cudaMemPrefetchAsync(a, n * sizeof(float), loc, 0);
  cudaMemPrefetchAsync(a, n * sizeof(float), cudaCpuDeviceId, s);
  cudaMemPrefetchAsync_v2(a, n * sizeof(float), loc, 0, s);
  inc<<<n / 256, 256, 0, s>>>(a, n);
  loc.type = cudaMemLocationTypeNone;
}
