// A value from a shuffle reduction stored by every lane to one address (y[m] with m from
// threadIdx.y, out[blockIdx.x], a __shared__ row): on a GPU the lowest lane's store wins in
// practice, so the store is made by the lowest active lane holding that address alone
// (cuport_store_first) and CUPORT1223 says so. Stores to a lane's own address, under a
// condition on the lane, or of a value no shuffle made are left as written.
template <int BS>
__global__ void rows(const size_t nrows, const size_t *start, const float *v, float *y)
{
    size_t m = blockIdx.x * blockDim.y + threadIdx.y;
    if (m < nrows) {
        float temp = 0;
        for (size_t n = start[m] + threadIdx.x; n < start[m + 1]; n += BS)
            temp += v[n];
        for (int i = BS >> 1; i > 0; i >>= 1)
            temp += __shfl_down_sync(0xFFFFFFFF, temp, i, BS);
        y[m] = temp;
    }
}

__global__ void warps(const int *in, int *out, int *all, int *firsts)
{
    __shared__ int row[4];
    int v = in[threadIdx.x + blockIdx.x * blockDim.x];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    out[blockIdx.x] = v;            // every lane, one address: rewritten
    row[threadIdx.y] = v;           // a __shared__ row: rewritten
    all[threadIdx.x] = v;           // each lane its own element: as written
    if (threadIdx.x % 32 == 0)
        firsts[blockIdx.x] = v;     // one lane by its own test: as written
    out[gridDim.x] = threadIdx.x;   // no shuffle made it: as written
    __syncthreads();
    if (threadIdx.x == 0)
        out[blockIdx.x] += row[0];
}

void run(const size_t *s, const float *v, float *y, const int *i, int *o, int *a, int *f)
{
    rows<8><<<4, dim3(8, 4)>>>(16, s, v, y);
    warps<<<2, 64>>>(i, o, a, f);
}
