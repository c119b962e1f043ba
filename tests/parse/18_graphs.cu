// CUDA graphs: stream capture, explicit kernel nodes, instantiate, launch, update.
#include <cuda_runtime.h>
__global__ void step(float *d, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] += 1.0f; }
int main() {
  int n = 4096; float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaStream_t s; cudaStreamCreate(&s);
  cudaGraph_t graph; cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  for (int k = 0; k < 10; ++k) step<<<n / 256, 256, 0, s>>>(d, n);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  for (int it = 0; it < 100; ++it) cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  cudaGraph_t g2; cudaGraphCreate(&g2, 0);
  cudaGraphNode_t kn, mn;
  void *args[] = {&d, &n};
  cudaKernelNodeParams kp = {0};
  kp.func = (void *)step; kp.gridDim = dim3(n / 256); kp.blockDim = dim3(256);
  kp.sharedMemBytes = 0; kp.kernelParams = args; kp.extra = NULL;
  cudaGraphAddKernelNode(&kn, g2, nullptr, 0, &kp);
  cudaMemsetParams mp = {}; mp.dst = d; mp.value = 0; mp.elementSize = 4; mp.width = n; mp.height = 1;
  cudaGraphAddMemsetNode(&mn, g2, &kn, 1, &mp);
  cudaGraphExecUpdateResultInfo info;
  cudaGraphExecUpdate(exec, g2, &info);
  cudaGraphExecDestroy(exec); cudaGraphDestroy(graph); cudaGraphDestroy(g2);
  cudaStreamDestroy(s); cudaFree(d);
}
