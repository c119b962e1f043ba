// managed_hints: managed memory with CUDA 13's prefetch and advice, which name the place
// by a cudaMemLocation (and take flags) where CUDA 12 took a device number, and attached
// to a stream.  The hints change no result: the kernel must still see the host's data, the
// host the kernel's.
#include <cstdio>
#include <cstring>

__global__ void scale(float *a, int n, float f)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * f + 1.0f;
}

static int check(cudaError_t e, const char *what)
{
  if (e != cudaSuccess)
    printf("%s: %s\n", what, cudaGetErrorString(e));
  return e != cudaSuccess;
}

int main(int argc, char **argv)
{
  int n = argc > 1 && !strcmp(argv[1], "--quick") ? 4096 : 1 << 20, dev = 0, bad = 0;
  size_t bytes = n * sizeof(float);
  float *a;
  cudaStream_t s;
  cudaGetDevice(&dev);
  cudaStreamCreate(&s);
  if (check(cudaMallocManaged(&a, bytes), "cudaMallocManaged"))
    return 1;
  for (int i = 0; i < n; i++)
    a[i] = (float)i;

  cudaMemLocation gpu, host;
  gpu.type = cudaMemLocationTypeDevice;
  gpu.id = dev;
  host.type = cudaMemLocationTypeHost;
  host.id = 0;
  bad |= check(cudaMemAdvise(a, bytes, cudaMemAdviseSetPreferredLocation, gpu), "advise preferred");
  bad |= check(cudaMemAdvise(a, bytes, cudaMemAdviseSetAccessedBy, host), "advise accessed by");
  bad |= check(cudaMemAdvise(a, bytes / 2, cudaMemAdviseSetReadMostly, gpu), "advise read mostly");
  bad |= check(cudaMemAdvise(a, bytes / 2, cudaMemAdviseUnsetReadMostly, gpu), "advise unset");
  bad |= check(cudaStreamAttachMemAsync(s, a), "attach to the stream");
  bad |= check(cudaStreamAttachMemAsync(s, a, 0, cudaMemAttachGlobal), "attach globally");
  bad |= cudaStreamAttachMemAsync(s, a, 0, 0x10) != cudaErrorInvalidValue; /* no such flag */
  (void)cudaGetLastError();
  bad |= check(cudaMemPrefetchAsync(a, bytes, gpu, 0, s), "prefetch to the device");
  scale<<<(n + 255) / 256, 256, 0, s>>>(a, n, 2.0f);
  bad |= check(cudaGetLastError(), "launch");
  bad |= check(cudaMemPrefetchAsync(a, bytes, host, 0, s), "prefetch to the host");
  bad |= check(cudaMemPrefetchAsync(a, bytes, gpu, 0), "prefetch, default stream");
  bad |= check(cudaStreamSynchronize(s), "sync");
  bad |= check(cudaDeviceSynchronize(), "device sync");
  int wrong = 0;
  for (int i = 0; i < n; i++)
    wrong += a[i] != 2.0f * (float)i + 1.0f;

  // Where the device says its managed memory is concurrent, the host may write one half
  // while a kernel works on the other; where it does not (the host must wait for the
  // device first, as NVIDIA's OpenCL gives it), the host writes after a synchronization.
  int managed = 0, concurrent = 0;
  bad |= check(cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, dev), "attribute");
  bad |= check(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, dev),
               "attribute");
  bad |= !managed;
  if (!concurrent) {
    printf("managed memory, without concurrent managed access\n");
    scale<<<(n / 2 + 255) / 256, 256, 0, s>>>(a, n / 2, 2.0f);
    bad |= check(cudaStreamSynchronize(s), "sync before the host writes");
    for (int i = n / 2; i < n; i++)
      a[i] = -1.0f;
    scale<<<1, 1, 0, s>>>(a + n - 1, 1, 0.0f);   // the host's writes reach the device
    bad |= check(cudaDeviceSynchronize(), "device sync");
    for (int i = 0; i < n; i++)
      wrong += a[i] != (i < n / 2 ? 2.0f * (2.0f * (float)i + 1.0f) + 1.0f
                                  : i == n - 1 ? 1.0f : -1.0f);
  }
  if (concurrent) {
    scale<<<(n / 2 + 255) / 256, 256, 0, s>>>(a, n / 2, 2.0f);
    for (int i = n / 2; i < n; i++)
      a[i] = -1.0f;
    bad |= check(cudaStreamSynchronize(s), "sync after the concurrent writes");
    for (int i = 0; i < n; i++)
      wrong += a[i] != (i < n / 2 ? 2.0f * (2.0f * (float)i + 1.0f) + 1.0f : -1.0f);
  }
  printf("%d of %d values wrong\n", wrong, n);
  cudaFree(a);
  cudaStreamDestroy(s);
  printf("%s\n", bad || wrong ? "FAIL" : "PASS");
  return bad || wrong;
}
