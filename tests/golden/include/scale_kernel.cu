// Included by host_include_cu.cu; never compiled on its own.
__global__ void scale(float *x, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= s;
}
