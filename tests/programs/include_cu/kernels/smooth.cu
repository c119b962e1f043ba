// kernels/smooth.cu: a kernel file that is never compiled on its own; main.cu includes it.
#ifndef SMOOTH_CU
#define SMOOTH_CU

#include "../params.h"

__device__ float weight(int d)
{
    return d == 0 ? 0.5f : 0.25f;
}

__global__ void smooth(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float s = 0.0f;
    for (int d = -1; d <= 1; d++) {
        int j = min(max(i + d, 0), n - 1);
        s += weight(d < 0 ? -d : d) * in[j];
    }
    out[i] = s;
}

#endif
