// Streams, events, timing, async copies with pinned memory, callbacks and priorities.
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
__global__ void scale(float *d, float s, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) d[i] *= s;
}
void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *user) { printf("done %d\n", (int)status); }
void hostFn(void *user) { (void)user; }
int main() {
  const int nStreams = 4, n = 1 << 20, chunk = n / nStreams;
  float *h, *d;
  cudaMallocHost(&h, n * sizeof(float));
  cudaHostAlloc((void **)&h, n * sizeof(float), cudaHostAllocDefault | cudaHostAllocPortable);
  cudaMalloc(&d, n * sizeof(float));
  std::vector<cudaStream_t> streams(nStreams);
  int lo, hi;
  cudaDeviceGetStreamPriorityRange(&lo, &hi);
  for (auto &s : streams) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaStream_t prio; cudaStreamCreateWithPriority(&prio, cudaStreamDefault, hi);
  cudaEvent_t start, stop, marker;
  cudaEventCreate(&start); cudaEventCreate(&stop);
  cudaEventCreateWithFlags(&marker, cudaEventDisableTiming);
  cudaEventRecord(start);
  for (int i = 0; i < nStreams; ++i) {
    int off = i * chunk;
    cudaMemcpyAsync(d + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[i]);
    scale<<<chunk / 256, 256, 0, streams[i]>>>(d + off, 2.0f, chunk);
    cudaMemcpyAsync(h + off, d + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[i]);
    cudaStreamAddCallback(streams[i], done, nullptr, 0);
  }
  cudaEventRecord(marker, streams[0]);
  cudaStreamWaitEvent(prio, marker, 0);
  cudaLaunchHostFunc(prio, hostFn, nullptr);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  if (cudaStreamQuery(prio) == cudaErrorNotReady) cudaStreamSynchronize(prio);
  for (auto &s : streams) cudaStreamDestroy(s);
  cudaEventDestroy(start); cudaEventDestroy(stop); cudaEventDestroy(marker);
  cudaFreeHost(h); cudaFree(d);
  printf("%f ms\n", ms);
}
