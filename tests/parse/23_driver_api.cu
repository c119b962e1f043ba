// Driver API (cuda.h) host code next to the runtime API: init, context, module, launch.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#define CU_CHECK(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char *m; cuGetErrorString(r, &m); printf("%s\n", m); } } while (0)
#if CUDA_VERSION < 11000
#error need CUDA 11+
#endif
int main() {
  CUdevice dev; CUcontext ctx; CUmodule mod; CUfunction fn; CUdeviceptr buf; CUstream st;
  int count = 0, major = 0;
  CU_CHECK(cuInit(0));
  CU_CHECK(cuDeviceGetCount(&count));
  CU_CHECK(cuDeviceGet(&dev, 0));
  CU_CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  CU_CHECK(cuModuleLoad(&mod, "kernel.ptx"));
  CU_CHECK(cuModuleGetFunction(&fn, mod, "scale"));
  CU_CHECK(cuMemAlloc(&buf, 1024));
  CU_CHECK(cuStreamCreate(&st, CU_STREAM_NON_BLOCKING));
  float host[256] = {0}; int n = 256;
  CU_CHECK(cuMemcpyHtoD(buf, host, sizeof(host)));
  void *args[] = {&buf, &n};
  CU_CHECK(cuLaunchKernel(fn, 1, 1, 1, 256, 1, 1, 0, st, args, nullptr));
  CU_CHECK(cuStreamSynchronize(st));
  CU_CHECK(cuMemcpyDtoH(host, buf, sizeof(host)));
  CU_CHECK(cuMemFree(buf));
  CU_CHECK(cuModuleUnload(mod));
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));
  printf("%d %d %f\n", count, major, host[0]);
}
