// cuport-test: no-build (the kernel check's own case: the .cl must fail to compile)
// What is emitted is compiled: an error in the .cl is CUPORT1230 at the CUDA line the failing
// .cl line came from, the .cl is still written, and the unit counts as not migrated. The
// lines of the .cl drift from the source's (hoisted __shared__, hidden parameters, diagnostic
// comments), and each error must still land on its own CUDA line.
__device__ float helper(const float *row, int i)
{
    __shared__ float cache[TILE];
    cache[i] = row[i];
    __syncthreads();

    return cache[i] * (float)(__dp2a_lo(i, i, 0) & 1);
}

__device__ float __prof_scale(float x) { __prof_trigger(10); return x; }

template <typename T>
__global__ void scale(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = helper((const float *)p, i % TILE);
        p[i] = (T)(v * __prof_scale(2.0f));
    }
    if (__dp2a_lo(n, n, 0) < 0)
        p[0] = 0;
}

__global__ void fine(float *p)
{
    p[threadIdx.x] *= TILE;
}

void run(float *f, double *d, int n)
{
    scale<<<(n + 63) / 64, 64>>>(f, n);
    scale<<<(n + 63) / 64, 64>>>(d, n);
    fine<<<1, TILE>>>(f);
}
