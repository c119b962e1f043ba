// Code written for older CUDA releases, kept as such code keeps it: the cudaThread* names and
// the cudaDeviceProp fields CUDA 13 dropped are used where the runtime is older than 13, their
// successors otherwise; device limits and cache preferences are set and read back; kernels
// have comments after their parameter lists.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void check(bool ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

__global__ void ramp(float *x, int n) // one value per thread
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = (float)i;
}

__global__ void scale(float *x, /* in and out */
                      float s, int n) /* elements */ {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= s;
}

static void sync()
{
#if CUDART_VERSION < 13000
    check(cudaThreadSynchronize() == cudaSuccess, "cudaThreadSynchronize");
#else
    check(cudaDeviceSynchronize() == cudaSuccess, "cudaDeviceSynchronize");
#endif
}

int main(int argc, char **argv)
{
    int n = (argc > 1 && strcmp(argv[1], "--quick") == 0) ? 1000 : 100000;
    int clockKHz = 0;
#if CUDART_VERSION < 13000
    cudaDeviceProp prop;
    check(cudaGetDeviceProperties(&prop, 0) == cudaSuccess, "properties");
    clockKHz = prop.clockRate;
    check(prop.computeMode != cudaComputeModeProhibited, "computeMode");
    check(prop.memoryClockRate >= 0 && prop.deviceOverlap >= 0, "memoryClockRate, deviceOverlap");
#else
    check(cudaDeviceGetAttribute(&clockKHz, cudaDevAttrClockRate, 0) == cudaSuccess, "clock rate");
#endif
    check(clockKHz >= 0, "clock rate is not negative");

    size_t v = 0;
#if CUDART_VERSION < 13000
    check(cudaThreadSetLimit(cudaLimitStackSize, 4096) == cudaSuccess, "cudaThreadSetLimit");
    check(cudaThreadGetLimit(&v, cudaLimitStackSize) == cudaSuccess && v >= 4096,
          "cudaThreadGetLimit");
    check(cudaThreadSetCacheConfig(cudaFuncCachePreferL1) == cudaSuccess,
          "cudaThreadSetCacheConfig");
#else
    check(cudaDeviceSetLimit(cudaLimitStackSize, 4096) == cudaSuccess, "cudaDeviceSetLimit");
    check(cudaDeviceGetLimit(&v, cudaLimitStackSize) == cudaSuccess && v >= 4096,
          "cudaDeviceGetLimit");
    check(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1) == cudaSuccess,
          "cudaDeviceSetCacheConfig");
#endif
    cudaFuncCache cache = cudaFuncCachePreferNone;
    check(cudaDeviceGetCacheConfig(&cache) == cudaSuccess, "cudaDeviceGetCacheConfig");
    check(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize) == cudaSuccess && v > 0,
          "printf buffer size");
    check(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 24) == cudaSuccess &&
              cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize) == cudaSuccess && v >= (1 << 24),
          "heap size");

    float *d, *h = (float *)malloc(n * sizeof(float));
    check(cudaMalloc(&d, n * sizeof(float)) == cudaSuccess, "cudaMalloc");
    ramp<<<(n + 255) / 256, 256>>>(d, n);
    scale<<<(n + 255) / 256, 256>>>(d, 3.0f, n);
    sync();
    check(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost) == cudaSuccess, "copy back");
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += h[i] != 3.0f * (float)i;
    check(bad == 0, "the kernels' results");
    cudaFree(d);
    free(h);
#if CUDART_VERSION < 13000
    check(cudaThreadExit() == cudaSuccess, "cudaThreadExit");
#else
    check(cudaDeviceReset() == cudaSuccess, "cudaDeviceReset");
#endif
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
