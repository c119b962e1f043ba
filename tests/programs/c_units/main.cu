// A CUDA program whose host helpers live in plain C files (table.c) written in the older
// style such research code keeps.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"

__global__ void threshold(float *t, int n, float above)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        t[i] = t[i] > above ? 1.0f : 0.0f;
}

int main(int argc, char **argv)
{
    int n = (argc > 1 && strcmp(argv[1], "--quick") == 0) ? 1000 : 100000;
    double began = table_seconds();
    if (table_device() < 1) {
        printf("FAIL: no device from device.c\n");
        return 1;
    }
    float *h = (float *)malloc(n * sizeof(float)), *d;
    table_fill(h, n);
    int want = table_count(h, n, 10.0f);
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    threshold<<<(n + 255) / 256, 256>>>(d, n, 10.0f);
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    int got = 0;
    for (int i = 0; i < n; i++)
        got += h[i] == 1.0f;
    cudaFree(d);
    free(h);
    if (table_seconds() < began)
        printf("FAIL: the clock ran backwards\n");
    printf("%s\n", got == want && want > 0 ? "PASS" : "FAIL");
    return got == want ? 0 : 1;
}
