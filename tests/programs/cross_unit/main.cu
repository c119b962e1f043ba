// Kernels defined in kernels.cu, declared in kernels.h and launched here: a kernel that
// uses a __device__ variable of its own unit, one that takes dynamic shared memory, and
// two instances of a kernel template that kernels.cu defines and launches too. Each result
// is checked against the host.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#include "kernels.h"

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: %s at line %d: %s\n", #call, __LINE__, cudaGetErrorString(err_)); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

static const int THREADS = 128;

int main(int argc, char **argv)
{
    int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 1 << 12 : 1 << 20;
    int blocks = (n + THREADS - 1) / THREADS;
    std::vector<float> x(n), y(n), sums(blocks);
    std::vector<int> iv(n);
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 17);
        y[i] = (float)(i % 5);
        iv[i] = i % 1000;
    }
    float *dx, *dy, *dsums;
    int *di;
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CHECK(cudaMalloc(&dsums, blocks * sizeof(float)));
    CHECK(cudaMalloc(&di, n * sizeof(int)));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(di, iv.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    reset_blocks_counted();
    axpy<<<blocks, THREADS>>>(2.0f, dx, dy, n);
    CHECK(cudaGetLastError());
    block_sums<<<blocks, THREADS, THREADS * sizeof(float)>>>(dy, dsums, n);
    CHECK(cudaGetLastError());
    scale_all(dy, di, n);  // times 1
    scale<<<blocks, THREADS>>>(dy, 0.5f, n);
    scale<int><<<blocks, THREADS>>>(di, 3, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<float> gy(n), gsums(blocks);
    std::vector<int> gi(n);
    CHECK(cudaMemcpy(gy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(gsums.data(), dsums, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(gi.data(), di, n * sizeof(int), cudaMemcpyDeviceToHost));

    int failures = 0;
    for (int i = 0; i < n; i++) {
        float axpy_i = 2.0f * x[i] + y[i];
        sums[i / THREADS] += axpy_i;
        if (gy[i] != 0.5f * axpy_i || gi[i] != 3 * iv[i]) {
            if (failures++ < 5)
                printf("element %d: %g (want %g), %d (want %d)\n", i, gy[i], 0.5f * axpy_i,
                       gi[i], 3 * iv[i]);
        }
    }
    for (int b = 0; b < blocks; b++)
        if (std::fabs(gsums[b] - sums[b]) > 1e-3f * std::fabs(sums[b])) {
            if (failures++ < 10)
                printf("block %d: sum %g (want %g)\n", b, gsums[b], sums[b]);
        }
    int counted = blocks_counted();
    if (counted != blocks) {
        printf("axpy counted %d blocks, launched %d\n", counted, blocks);
        failures++;
    }
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    CHECK(cudaFree(dsums));
    CHECK(cudaFree(di));
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
