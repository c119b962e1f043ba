// Kernels of kernels.cu used as values here: a pointer taken there and launched here, a
// void * made there and given to the occupancy calculator, cudaFuncGetAttributes and
// cudaLaunchKernel here (directly, through a local variable and through a helper taking
// void *), a cooperative launch, and kernel template instances that only kernels.cu
// instantiates. Every result is checked on the host.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: %s at line %d: %s\n", #call, __LINE__, cudaGetErrorString(err_)); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

// The occupancy the calculator predicts for the kernel behind a void *.
static int blocks_per_sm(void *kernel, int blockSize, size_t smem)
{
    int blocks = 0;
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, kernel));
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, blockSize, smem));
    if (attr.maxThreadsPerBlock < blockSize) {
        printf("FAIL: maxThreadsPerBlock %d < %d\n", attr.maxThreadsPerBlock, blockSize);
        exit(EXIT_FAILURE);
    }
    return blocks;
}

static int bad;

static void expect(const char *what, const int *got, int n, int (*want)(int))
{
    for (int i = 0; i < n; i++)
        if (got[i] != want(i)) {
            printf("FAIL: %s: element %d is %d, expected %d\n", what, i, got[i], want(i));
            bad = 1;
            return;
        }
}

static int base(int i) { return i % 100; }
static int squared(int i) { return base(i) * base(i); }
static int doubled_twice(int i) { return 4 * base(i); }
static int squared_doubled(int i) { return 2 * squared(i); }
static int filled(int i) { return 7 + i; }

int main(int argc, char **argv)
{
    // 1 << 16: 256 blocks of 256, few enough for a cooperative launch on any recent GPU
    // (CUDA refuses a cooperative grid that cannot be resident at once)
    int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 4096 : 1 << 16;
    int *h = (int *)malloc(n * sizeof(int)), *d;
    for (int i = 0; i < n; i++)
        h[i] = base(i);
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    CHECK(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));

    // the occupancy calculator through a local void * and a helper taking void *
    int minGrid = 0, block = 0;
    void *sq = pick_value(0);
    CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, sq, 0, 256));
    if (block <= 0 || block > 256 || block % 32 || minGrid <= 0) {
        printf("FAIL: block size %d, grid %d\n", block, minGrid);
        return 1;
    }
    if (blocks_per_sm(sq, block, 0) < 1 || blocks_per_sm((void *)twice, 256, 0) < 1) {
        printf("FAIL: no block fits\n");
        return 1;
    }
    int grid = (n + block - 1) / block;

    // a pointer taken in kernels.cu, launched here
    IntKernel k = pick(0);
    k<<<grid, block>>>(d, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    expect("pointer launch", h, n, squared);

    // cudaLaunchKernel with a void * and with a pointer from the other unit
    void *args[] = {&d, &n};
    CHECK(cudaLaunchKernel(pick_value(1), dim3(n / 256), dim3(256), args));
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, pick(1)));
    CHECK(cudaLaunchKernel((const void *)pick(1), dim3(n / 256), dim3(256), args, 0, 0));
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        h[i] = h[i] / 4 == squared(i) ? squared_doubled(i) / 2 * 2 : -1;
    expect("void * launches", h, n, squared_doubled);

    // a cooperative launch (no grid synchronisation in the kernel)
    for (int i = 0; i < n; i++)
        h[i] = base(i);
    CHECK(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaLaunchCooperativeKernel((void *)twice, dim3(n / 256), dim3(256), args));
    CHECK(cudaLaunchCooperativeKernel(pick_value(1), dim3(n / 256), dim3(256), args, 0, 0));
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    expect("cooperative launches", h, n, doubled_twice);

    // instances explicitly instantiated in kernels.cu only
    fill<int><<<grid, block>>>(d, 7, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    expect("fill<int>", h, n, filled);
    float *f;
    CHECK(cudaMalloc(&f, n * sizeof(float)));
    fill<float><<<grid, block>>>(f, 0.5f, n);
    float *hf = (float *)malloc(n * sizeof(float));
    CHECK(cudaMemcpy(hf, f, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n && !bad; i++)
        if (hf[i] != 0.5f + (float)i) {
            printf("FAIL: fill<float>: element %d is %f\n", i, hf[i]);
            bad = 1;
        }

    // a value that is no kernel is refused, as CUDA refuses it
    int not_a_kernel;
    if (cudaFuncGetAttributes(&attr, (void *)&not_a_kernel) != cudaErrorInvalidDeviceFunction) {
        printf("FAIL: a pointer that is no kernel was accepted\n");
        bad = 1;
    }
    cudaGetLastError();
    CHECK(cudaFree(d));
    CHECK(cudaFree(f));
    free(h);
    free(hf);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}
