// Helpers of kernel templates: a stateless struct template with explicit specializations
// whose conversion operator and method hand out the dynamic shared memory (empty structs
// get one byte, as in C++), a pointer returned in __local space flowing into a variable,
// and non-type parameters tested in the body.
template <class T> struct SharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <> struct SharedMemory<double> {
    __device__ inline operator double *()
    {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
    __device__ double *getPointer()
    {
        extern __shared__ double __smem_d[];
        return __smem_d;
    }
};

template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduceBlock(T *g_idata, T *g_odata, unsigned int n)
{
    T *sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    T sum = 0;
    if (i < n)
        sum = g_idata[i];
    if (nIsPow2 || i + blockSize < n)
        sum += g_idata[i + blockSize];
    sdata[tid] = sum;
    __syncthreads();
    if (blockSize >= 512 && tid < 256)
        sdata[tid] = sum = sum + sdata[tid + 256];
    __syncthreads();
    if (blockSize >= 64 && tid < 32)
        sdata[tid] = sum = sum + sdata[tid + 32];
    __syncthreads();
    if (tid == 0)
        g_odata[blockIdx.x] = sum;
}

__global__ void copyThrough(double *in, double *out)
{
    SharedMemory<double> smem;
    double *s = smem.getPointer();
    s[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

void run(int *i, float *f, double *d, unsigned int n)
{
    reduceBlock<int, 512, true><<<n / 1024, 512, 512 * sizeof(int)>>>(i, i, n);
    reduceBlock<float, 64, false><<<n / 128, 64, 64 * sizeof(float)>>>(f, f, n);
    reduceBlock<double, 128, true><<<n / 256, 128, 128 * sizeof(double)>>>(d, d, n);
    copyThrough<<<1, 64, 64 * sizeof(double)>>>(d, d);
}
