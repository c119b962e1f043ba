// kernels/sum.cu: a block-wise sum in shared memory, included after smooth.cu, which it
// includes again (its guard keeps one copy).
#include "smooth.cu"

__global__ void blockSum(const float *in, float *sums, int n)
{
    __shared__ float part[BLOCK];
    int t = threadIdx.x, i = blockIdx.x * BLOCK + t;
    part[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (t < s)
            part[t] += part[t + s];
        __syncthreads();
    }
    if (t == 0)
        sums[blockIdx.x] = part[0];
}
