// __constant__ and __device__ variables used by kernels, directly and through a device
// function: each becomes a hidden kernel parameter after the kernel's own.
struct Params {
    float scale;
    int count;
    unsigned long long seed;
};

__constant__ Params c_params;
__constant__ float c_weights[5];
__device__ unsigned int d_counter;
__device__ float d_table[16] = {1.0f, 2.0f};

__device__ float weighted(int k)
{
    return c_weights[k] * d_table[k % 16];
}

__global__ void useSymbols(float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < c_params.count)
        out[i] = weighted(i % 5) * c_params.scale;
    atomicAdd(&d_counter, 1u);
}

__global__ void bumpCounter(void)
{
    d_counter += 1;
}

void run(float *o)
{
    useSymbols<<<2, 64>>>(o);
    bumpCounter<<<1, 1>>>();
}
