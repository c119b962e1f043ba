// alignas written after a CUDA space, which nvcc accepts and clang refuses there: the parse
// reads it as the GNU attribute, and the .cl writes it with the device header's
// cuport_alignas (a __shared__ array of a kernel, one hoisted from a device function, the
// dynamic buffer, a __device__ variable).
__device__ alignas(16) float table[4];

__device__ float stage(const float *in)
{
    __shared__ alignas(alignof(float4)) float buf[32];
    buf[threadIdx.x] = in[threadIdx.x] + table[threadIdx.x % 4];
    __syncthreads();
    return buf[31 - threadIdx.x];
}

__global__ void k(const float *in, float *out)
{
    __shared__ alignas(16) float tile[32];
    extern __shared__ alignas(16) unsigned char dyn[];
    tile[threadIdx.x] = stage(in);
    dyn[threadIdx.x] = 1;
    __syncthreads();
    out[threadIdx.x] = tile[threadIdx.x] + dyn[31 - threadIdx.x];
}

int main()
{
    float *a = 0, *b = 0;
    k<<<1, 32, 32>>>(a, b);
    return 0;
}
