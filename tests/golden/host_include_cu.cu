// A .cu file that includes another .cu file: the include names the migrated file.
#include <stdio.h>
#include "include/scale_kernel.cu"

int main()
{
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    scale<<<1, 64>>>(d, 2.0f, 64);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
