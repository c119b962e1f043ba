// Host program (plain C++): smooths a signal and measures its roughness with
// the kernels in smooth.cu and roughness.cu, through the wrappers in signal.h.
//
//   ./multi-file           full-size problem (GPU)
//   ./multi-file --quick   small problem (CPU OpenCL devices)

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#include "signal.h"

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            printf("FAIL: CUDA error \"%s\" at %s:%d (%s)\n",                \
                   cudaGetErrorString(err_), __FILE__, __LINE__, #call);     \
            exit(EXIT_FAILURE);                                              \
        }                                                                    \
    } while (0)

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

static inline int clampHost(int i, int n)
{
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    const int n = quick ? (1 << 18) + 5 : (1 << 25) + 5;
    const int radius = 8;
    const int iters = quick ? 20 : 50;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s\n", prop.name);
    printf("n = %d, radius = %d, iterations = %d\n", n, radius, iters);

    // Binomial weights C(2R, k) / 2^(2R) and samples that are multiples of
    // 1/256 in [0, 1): every product and partial sum of the filter is a
    // multiple of 2^-24 below 1, hence exact in float.
    std::vector<float> weights(2 * radius + 1);
    {
        double c = 1.0;
        for (int k = 0; k <= 2 * radius; ++k) {
            weights[k] = (float)(c / (double)(1 << (2 * radius)));
            c = c * (2 * radius - k) / (k + 1);
        }
    }
    std::vector<float> h_x(n), h_y(n);
    unsigned int seed = 8675309u;
    for (int i = 0; i < n; ++i)
        h_x[i] = (float)((lcgNext(seed) >> 24) & 0xFFu) / 256.0f;

    uploadFilterWeights(weights.data(), radius);

    const int nPartial = roughnessBlocks(n);
    float *d_x, *d_y, *d_partial;
    CUDA_CHECK(cudaMalloc((void **)&d_x, sizeof(float) * n));
    CUDA_CHECK(cudaMalloc((void **)&d_y, sizeof(float) * n));
    CUDA_CHECK(cudaMalloc((void **)&d_partial, sizeof(float) * nPartial));
    CUDA_CHECK(cudaMemcpy(d_x, h_x.data(), sizeof(float) * n, cudaMemcpyHostToDevice));

    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Warm-up.
    launchSmooth(d_x, d_y, n, radius, stream);
    launchRoughness(d_y, d_partial, n, stream);
    CUDA_CHECK(cudaStreamSynchronize(stream));

    // Main loop: smooth, then roughness; time_ms is the average per iteration.
    CUDA_CHECK(cudaEventRecord(start, stream));
    for (int it = 0; it < iters; ++it) {
        launchSmooth(d_x, d_y, n, radius, stream);
        launchRoughness(d_y, d_partial, n, stream);
    }
    CUDA_CHECK(cudaEventRecord(stop, stream));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    std::vector<float> h_partial(nPartial);
    CUDA_CHECK(cudaMemcpy(h_y.data(), d_y, sizeof(float) * n, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(h_partial.data(), d_partial, sizeof(float) * nPartial,
                          cudaMemcpyDeviceToHost));

    double gpuRough = 0.0;
    for (int b = 0; b < nPartial; ++b)
        gpuRough += h_partial[b];

    // CPU reference.
    char failure[160] = "";
    std::vector<float> ref(n);
    double ySum = 0.0;
    for (int i = 0; i < n; ++i) {
        float acc = 0.0f;
        for (int k = -radius; k <= radius; ++k)
            acc += weights[k + radius] * h_x[clampHost(i + k, n)];
        ref[i] = acc;
        ySum += h_y[i];
        if (!failure[0] && fabsf(h_y[i] - acc) > 1e-6f)
            snprintf(failure, sizeof(failure), "y[%d] = %.9g, expected %.9g", i, h_y[i], acc);
    }
    double cpuRough = 0.0;
    for (int i = 0; i < n; ++i) {
        double d = (double)ref[clampHost(i - 1, n)] - 2.0 * ref[i] + (double)ref[clampHost(i + 1, n)];
        cpuRough += d * d;
    }
    if (!failure[0] && fabs(gpuRough - cpuRough) > 1e-4 * cpuRough)
        snprintf(failure, sizeof(failure), "roughness %.9g, expected %.9g", gpuRough, cpuRough);

    printf("time_ms: %.4f\n", ms / iters);
    printf("result: y_sum=%.6f roughness=%.6g\n", ySum, gpuRough);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaStreamDestroy(stream));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y));
    CUDA_CHECK(cudaFree(d_partial));

    if (failure[0]) {
        printf("FAIL: %s\n", failure);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
