// A 1-D Jacobi relaxation annotated as profiled CUDA code is: NVTX ranges around the phases
// (a coloured one per iteration through event attributes, nested in a plain one), a mark, a
// range that starts and ends by id, a named stream, and the timed part between
// cudaProfilerStart and cudaProfilerStop. The warm-up before the window is not part of the
// profile. The solution is checked on the host.
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t e_ = (call);                                                           \
        if (e_ != cudaSuccess) {                                                           \
            printf("FAIL: %s: %s\n", #call, cudaGetErrorString(e_));                       \
            return 1;                                                                      \
        }                                                                                  \
    } while (0)

__global__ void relax(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.5f * (in[i - 1] + in[i + 1]);
    else if (i < n)
        out[i] = in[i];
}

__global__ void scale(float *x, float f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= f;
}

static void push_colored(const char *name, uint32_t argb)
{
    nvtxEventAttributes_t a;
    memset(&a, 0, sizeof a);
    a.version = NVTX_VERSION;
    a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    a.colorType = NVTX_COLOR_ARGB;
    a.color = argb;
    a.messageType = NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = name;
    nvtxRangePushEx(&a);
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const int n = quick ? 4096 : 1 << 20, iters = quick ? 20 : 200, block = 256;
    const int grid = (n + block - 1) / block;
    std::vector<float> h(n, 0.0f), back(n);
    h[0] = 1.0f;
    h[n - 1] = 1.0f;

    float *a, *b;
    cudaStream_t copies;
    nvtxRangePushA("setup");
    CHECK(cudaMalloc(&a, n * sizeof(float)));
    CHECK(cudaMalloc(&b, n * sizeof(float)));
    CHECK(cudaStreamCreate(&copies));
    nvtxNameCudaStreamA(copies, "copies");
    nvtxRangePop();

    // warm-up: outside the profiled window
    scale<<<grid, block>>>(a, 1.0f, n);
    CHECK(cudaDeviceSynchronize());

    CHECK(cudaProfilerStart());
    nvtxRangePushA("solve");
    CHECK(cudaMemcpy(a, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemsetAsync(b, 0, n * sizeof(float), copies));
    CHECK(cudaStreamSynchronize(copies));
    nvtxRangeId_t sweeps = nvtxRangeStartA("sweeps");
    for (int it = 0; it < iters; it++) {
        push_colored("iteration", it % 2 ? 0xff2060c0u : 0xff20c060u);
        relax<<<grid, block>>>(a, b, n);
        relax<<<grid, block>>>(b, a, n);
        nvtxRangePop();
    }
    nvtxRangeEnd(sweeps);
    nvtxMarkA("converged");
    CHECK(cudaMemcpy(back.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost));
    nvtxRangePop();
    CHECK(cudaProfilerStop());

    // the same sweeps on the host
    std::vector<float> x = h, y(n);
    for (int it = 0; it < 2 * iters; it++) {
        for (int i = 0; i < n; i++)
            y[i] = i > 0 && i < n - 1 ? 0.5f * (x[i - 1] + x[i + 1]) : x[i];
        x.swap(y);
    }
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += std::fabs(back[i] - x[i]) > 1e-6f;
    CHECK(cudaStreamDestroy(copies));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    if (bad) {
        printf("FAIL: %d of %d values differ from the host's sweeps\n", bad, n);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
