// Launch brackets written with spaces, as nvcc accepts them: in this file, in a header, in
// a macro, across lines, and mixed with the plain spelling. Each kernel's effect is checked
// on the host. Like the Rodinia code that writes them, it calls time() without including
// <time.h>: nvcc's runtime header brings it in.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spaced.cuh"

#define LAUNCH1D(k, n, ...) k << < ((n) + 63) / 64, 64 >> > (__VA_ARGS__)

__global__ void iota(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = i;
}

__global__ void add(int *x, int by, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] += by;
}

__global__ void shift(int *x, int n)
{
    extern __shared__ int tile[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? x[i] : 0;
    __syncthreads();
    if (i < n)
        x[i] = tile[threadIdx.x] << 1;
}

static int check(const char *what, const int *got, int n, int (*want)(int))
{
    for (int i = 0; i < n; i++)
        if (got[i] != want(i)) {
            printf("FAIL: %s: element %d is %d, expected %d\n", what, i, got[i], want(i));
            return 1;
        }
    return 0;
}

static int after_add(int i) { return i + 3; }
static int after_all(int i) { return ((i + 3 + 4) << 1) * 3; }

int main(int argc, char **argv)
{
    int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 1000 : 1 << 20;
    const char *spelled = "iota << < g, b >> > (x)";
    int *d, *h = (int *)malloc(n * sizeof(int));
    cudaMalloc(&d, n * sizeof(int));
    iota << < (n + 255) / 256, 256 >> > (d, n);
    LAUNCH1D(add, n, d, 3, n);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = check("iota then add", h, n, after_add);
    add<< <(n + 127) >> 7, 128>>
        >(d, 4, n);
    shift <<<(n + 127) / 128, 128, 128 * sizeof(int)>> > (d, n);
    scale_all(d, 3, n);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(e));
        return 1;
    }
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    bad |= check("add, shift, scale", h, n, after_all);
    bad |= strlen(spelled) != 23 || time(NULL) == (time_t)-1;
    cudaFree(d);
    free(h);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}
