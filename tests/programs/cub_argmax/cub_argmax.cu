// cub::KeyValuePair<int, float> in kernels (through an alias and spelled out, constructed from
// its members in a declaration and as a temporary), cub::ArgMax and
// cub::ArgMin objects called directly, per thread, and given to BlockReduce::Reduce and
// WarpReduce::Reduce: the (index, value) pair of the largest / smallest value, the lowest
// index among equal values. Values repeat on purpose, so that the tie rule is exercised.
// Every result is checked against the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cub/cub.cuh>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define BLOCK 128
#define COLS 1000   // each block scans one row of COLS values, several per thread

// One row per block: every thread folds its strided values with ArgMax and ArgMin, then the
// block reduces the pairs.
__global__ void row_argmax(const float *in, int *imax, float *vmax, int *imin, float *vmin)
{
    using Pair = cub::KeyValuePair<int, float>;
    using BlockReduce = cub::BlockReduce<Pair, BLOCK>;
    __shared__ typename BlockReduce::TempStorage temp;
    cub::ArgMax arg_max;
    cub::ArgMin arg_min;
    Pair best, least(-1, 1e30f);
    best.key = -1;
    best.value = -1e30f;
    for (int c = threadIdx.x; c < COLS; c += BLOCK) {
        Pair p;
        p.key = c;
        p.value = in[blockIdx.x * COLS + c];
        best = arg_max(best, p);
        least = arg_min(cub::KeyValuePair<int, float>(c, in[blockIdx.x * COLS + c]), least);
    }
    Pair bmax = BlockReduce(temp).Reduce(best, arg_max);
    __syncthreads();
    Pair bmin = BlockReduce(temp).Reduce(least, cub::ArgMin());
    if (threadIdx.x == 0) {
        imax[blockIdx.x] = bmax.key;
        vmax[blockIdx.x] = bmax.value;
        imin[blockIdx.x] = bmin.key;
        vmin[blockIdx.x] = bmin.value;
    }
}

// One pair per thread, reduced per warp with ArgMax.
__global__ void warp_argmax(const float *in, int *key, float *value)
{
    typedef cub::WarpReduce<cub::KeyValuePair<int, float> > WarpReduce;
    __shared__ typename WarpReduce::TempStorage temp[BLOCK / 32];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    cub::KeyValuePair<int, float> p;
    p.key = i;
    p.value = in[i];
    cub::KeyValuePair<int, float> r = WarpReduce(temp[threadIdx.x / 32]).Reduce(p, cub::ArgMax());
    if (threadIdx.x % 32 == 0) {
        key[i / 32] = r.key;
        value[i / 32] = r.value;
    }
}

// The host's pair: the largest (or smallest) value, the lowest index among equal ones.
static void host_arg(const float *v, int n, int base, bool max, int *key, float *value)
{
    int k = 0;
    for (int c = 1; c < n; c++)
        if (max ? v[c] > v[k] : v[c] < v[k])
            k = c;
    *key = base + k;
    *value = v[k];
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    const int rows = 6, n = rows * COLS, blocks = n / BLOCK, warps = blocks * (BLOCK / 32);
    std::vector<float> h(n);
    unsigned s = 12345u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        h[i] = (float)((s >> 8) % 97) - 48.0f;   // 97 values: many ties
    }
    float *d_in, *d_vmax, *d_vmin, *d_wv;
    int *d_imax, *d_imin, *d_wk;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_vmax, rows * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_vmin, rows * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_imax, rows * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_imin, rows * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_wv, warps * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_wk, warps * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    row_argmax<<<rows, BLOCK>>>(d_in, d_imax, d_vmax, d_imin, d_vmin);
    CUDA_CHECK(cudaGetLastError());
    warp_argmax<<<blocks, BLOCK>>>(d_in, d_wk, d_wv);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> imax(rows), imin(rows), wk(warps);
    std::vector<float> vmax(rows), vmin(rows), wv(warps);
    CUDA_CHECK(cudaMemcpy(imax.data(), d_imax, rows * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(imin.data(), d_imin, rows * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(vmax.data(), d_vmax, rows * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(vmin.data(), d_vmin, rows * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(wk.data(), d_wk, warps * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(wv.data(), d_wv, warps * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int r = 0; r < rows; r++) {
        int k;
        float v;
        host_arg(&h[r * COLS], COLS, 0, true, &k, &v);
        if (imax[r] != k || vmax[r] != v) {
            if (bad++ < 5)
                printf("row %d: ArgMax (%d, %g), expected (%d, %g)\n", r, imax[r], vmax[r], k, v);
        }
        host_arg(&h[r * COLS], COLS, 0, false, &k, &v);
        if (imin[r] != k || vmin[r] != v) {
            if (bad++ < 5)
                printf("row %d: ArgMin (%d, %g), expected (%d, %g)\n", r, imin[r], vmin[r], k, v);
        }
    }
    for (int w = 0; w < warps; w++) {
        int k;
        float v;
        host_arg(&h[w * 32], 32, w * 32, true, &k, &v);
        if (wk[w] != k || wv[w] != v) {
            if (bad++ < 5)
                printf("warp %d: ArgMax (%d, %g), expected (%d, %g)\n", w, wk[w], wv[w], k, v);
        }
    }
    cudaFree(d_in);
    cudaFree(d_vmax);
    cudaFree(d_vmin);
    cudaFree(d_imax);
    cudaFree(d_imin);
    cudaFree(d_wv);
    cudaFree(d_wk);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? 1 : 0;
}
