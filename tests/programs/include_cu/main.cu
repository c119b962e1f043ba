// Kernels kept in .cu files that this file includes, as many research code bases do: only
// this file is compiled, and the included files are sources of their own after migration.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/smooth.cu"
#include "kernels/sum.cu"

int main(int argc, char **argv)
{
    int n = (argc > 1 && strcmp(argv[1], "--quick") == 0) ? 1000 : 100000;
    int blocks = (n + BLOCK - 1) / BLOCK;
    float *h = (float *)malloc(n * sizeof(float));
    float *hs = (float *)malloc(blocks * sizeof(float));
    for (int i = 0; i < n; i++)
        h[i] = (float)(i % 7);
    float *din, *dout, *dsum;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    cudaMalloc(&dsum, blocks * sizeof(float));
    cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
    smooth<<<blocks, BLOCK>>>(din, dout, n);
    blockSum<<<blocks, BLOCK>>>(dout, dsum, n);
    cudaMemcpy(hs, dsum, blocks * sizeof(float), cudaMemcpyDeviceToHost);
    if (cudaGetLastError() != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(cudaGetLastError()));
        return 1;
    }
    int bad = 0;
    for (int b = 0; b < blocks; b++) {
        double want = 0.0;
        for (int i = b * BLOCK; i < n && i < (b + 1) * BLOCK; i++) {
            int l = i > 0 ? i - 1 : 0, r = i < n - 1 ? i + 1 : n - 1;
            want += 0.25 * h[l] + 0.5 * h[i] + 0.25 * h[r];
        }
        bad += fabs(hs[b] - want) > 1e-3 * (1.0 + want);
    }
    cudaFree(din);
    cudaFree(dout);
    cudaFree(dsum);
    free(h);
    free(hs);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? 1 : 0;
}
