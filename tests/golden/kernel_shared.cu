// __shared__ in every form: static arrays and scalars at kernel scope, one inside a nested
// block (moved to kernel scope), one inside a __device__ function (hoisted into each kernel
// that reaches it and passed down), and two extern __shared__ arrays aliasing one buffer.
// Arrays of 16 bytes or more are declared 16-byte aligned (float4 already is; 8 bytes of char
// are left alone).
#define BLOCK 128

__device__ float blockSum(float v)
{
    __shared__ float partial[BLOCK];
    __shared__ int count;
    partial[threadIdx.x] = v;
    if (threadIdx.x == 0)
        count = 0;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    return partial[0] + count;
}

__global__ void staticShared(const float *in, float *out)
{
    __shared__ float tile[BLOCK][BLOCK + 1];
    __shared__ int flag;
    __shared__ float a[4], b[8];
    __shared__ float4 v4[2];
    __shared__ char bytes[8];
    __shared__ double d2[2];
    tile[threadIdx.y][threadIdx.x] = in[threadIdx.x];
    a[threadIdx.x % 4] = b[threadIdx.x % 8] = v4[0].x + bytes[1] + (float)d2[1];
    if (threadIdx.x == 0) {
        __shared__ float nested[4];
        nested[0] = 1.0f;
        flag = (int)nested[0];
    }
    __syncthreads();
    out[blockIdx.x] = tile[threadIdx.x][threadIdx.y] + flag + blockSum(in[threadIdx.x]);
}

__global__ void dynamicShared(const int *in, float *out, int n)
{
    extern __shared__ int ints[];
    extern __shared__ float floats[];
    ints[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    floats[threadIdx.x + n] = (float)ints[threadIdx.x];
    out[threadIdx.x] = blockSum(floats[threadIdx.x + n]);
}

void run(const float *fi, float *fo, const int *ii)
{
    staticShared<<<4, dim3(BLOCK, 1)>>>(fi, fo);
    dynamicShared<<<4, BLOCK, 2 * BLOCK * sizeof(int)>>>(ii, fo, BLOCK);
}
