// The utility headers of CUDA code bases, used as programs use them: the error helpers and the
// device choice sit under CUDA's include guards; vector math on float3 runs in a kernel and on
// the host; the profiler API marks the timed part; a host timer behind a virtual interface.
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>

#include "devutil.h"
#include "stopwatch.h"
#include "vmath.h"

static int failures;

static void check(bool ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

__global__ void blend(const float3 *a, const float3 *b, float *len, float3 *mid, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float3 m = 0.5f * (a[i] + b[i]);
        m += make_float3(1.0f);
        mid[i] = m;
        len[i] = clamp(length(b[i] - a[i]), 0.0f, 100.0f) + lerp(0.0f, 2.0f, 0.25f);
    }
}

int main(int argc, char **argv)
{
    int dev = devFind(argc, argv);
    const int n = devFlag(argc, argv, "quick") ? 256 : 4096;

    int mode = -1;
    devCheckErrors(cudaDeviceGetAttribute(&mode, cudaDevAttrComputeMode, dev));
    check(mode == cudaComputeModeDefault || mode == cudaComputeModeExclusiveProcess, "compute mode");
    check(devCoresPerSM(9, 0) == 128 && devCoresPerSM(7, 5) == 128 && devCoresPerSM(6, 0) == 64,
          "cores per SM table");
    check(strcmp(devErrorName(cudaErrorInvalidValue), "cudaErrorInvalidValue") == 0 &&
              strcmp(devErrorName(cudaSuccess), "cudaSuccess") == 0,
          "error names");
    check(devFlag(argc, argv, "QUICK") == devFlag(argc, argv, "quick") && !devFlag(argc, argv, "qu"),
          "command-line flags");
    int2 p = make_int2(1, 2) + make_int2(3, 4);
    check(p.x == 4 && p.y == 6, "host int2 operator+");

    float3 *ha = (float3 *)malloc(n * sizeof(float3));
    float3 *hb = (float3 *)malloc(n * sizeof(float3));
    float3 *hmid = (float3 *)malloc(n * sizeof(float3));
    float *hlen = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) {
        ha[i] = make_float3((float)i, 1.0f, -2.0f);
        hb[i] = make_float3((float)i + 3.0f, 5.0f, -2.0f);
    }
    float3 *da, *db, *dmid;
    float *dlen;
    devCheckErrors(cudaMalloc((void **)&da, n * sizeof(float3)));
    devCheckErrors(cudaMalloc((void **)&db, n * sizeof(float3)));
    devCheckErrors(cudaMalloc((void **)&dmid, n * sizeof(float3)));
    devCheckErrors(cudaMalloc((void **)&dlen, n * sizeof(float)));
    devCheckErrors(cudaMemcpy(da, ha, n * sizeof(float3), cudaMemcpyHostToDevice));
    devCheckErrors(cudaMemcpy(db, hb, n * sizeof(float3), cudaMemcpyHostToDevice));

    StopWatchBase *timer = 0;
    check(createTimer(&timer), "timer");
    devCheckErrors(cudaProfilerStart());
    timer->start();
    blend<<<(n + 127) / 128, 128>>>(da, db, dlen, dmid, n);
    devGetLastError("blend");
    devCheckErrors(cudaDeviceSynchronize());
    timer->stop();
    devCheckErrors(cudaProfilerStop());
    check(timer->elapsedMs() >= 0.0f, "timer reads");
    deleteTimer(&timer);

    devCheckErrors(cudaMemcpy(hlen, dlen, n * sizeof(float), cudaMemcpyDeviceToHost));
    devCheckErrors(cudaMemcpy(hmid, dmid, n * sizeof(float3), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        float3 want = 0.5f * (ha[i] + hb[i]) + make_float3(1.0f);
        bad += fabsf(hlen[i] - (length(hb[i] - ha[i]) + 0.5f)) > 1e-5f;
        bad += fabsf(hmid[i].x - want.x) > 1e-5f || hmid[i].y != want.y || hmid[i].z != want.z;
    }
    check(bad == 0, "the kernel's vector math");
    devCheckErrors(cudaFree(da));
    devCheckErrors(cudaFree(db));
    devCheckErrors(cudaFree(dmid));
    devCheckErrors(cudaFree(dlen));
    free(ha);
    free(hb);
    free(hmid);
    free(hlen);
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
