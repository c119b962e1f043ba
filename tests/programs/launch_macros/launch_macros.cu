// Launches written inside macros that also take the launch configuration, the way code bases
// wrap them for error checking and timing; the kernels include names OpenCL C reserves or
// defines (kernel, step), which the .cl spells differently.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECKED_LAUNCH(k, grid, block, ...)                                   \
    do {                                                                      \
        k<<<grid, block>>>(__VA_ARGS__);                                      \
        cudaError_t e_ = cudaGetLastError();                                  \
        if (e_ != cudaSuccess) {                                              \
            printf("FAIL: launch of %s: %s\n", #k, cudaGetErrorString(e_));   \
            exit(EXIT_FAILURE);                                               \
        }                                                                     \
    } while (0)

#define RUN1D(k, n, ...) k<<<((n) + 127) / 128, 128>>>(__VA_ARGS__)

__global__ void kernel(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = i;
}

__global__ void step(int *x, int n, int by)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] += by;
}

__global__ void square(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= x[i];
}

int main(int argc, char **argv)
{
    int n = (argc > 1 && strcmp(argv[1], "--quick") == 0) ? 1000 : 40000; // (n + 3)^2 fits an int
    int *d, *h = (int *)malloc(n * sizeof(int));
    cudaMalloc(&d, n * sizeof(int));
    CHECKED_LAUNCH(kernel, (n + 255) / 256, 256, d, n);
    CHECKED_LAUNCH(step, (n + 255) / 256, 256, d, n, 3);
    RUN1D(square, n, d, n);
    RUN1D(step, n, d, n, -1);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += h[i] != (i + 3) * (i + 3) - 1;
    cudaFree(d);
    free(h);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
