// `register` locals in device code (old CUDA code is full of them): C++17 removed the
// storage class and nvcc only warns; OpenCL C 1.2 has none, so the .cl drops the word.
__global__ void scale(float *p, int n)
{
    register int i = blockIdx.x * blockDim.x + threadIdx.x;
    register float s = 2.0f;
    if (i < n)
        p[i] *= s;
}

void run(float *p, int n) { scale<<<(n + 63) / 64, 64>>>(p, n); }
