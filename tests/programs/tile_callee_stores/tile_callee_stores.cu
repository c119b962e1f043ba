// Device functions that synchronize a tile and store, called inside a branch that only the
// first tile of the block takes (`if (t < 16) sortTile(keys, ranks, tile);` with 64 threads),
// as colour-block compressors and small sorts are written. CUDA runs the function in those 16
// threads only; a translation that runs it everywhere (so that every work-item reaches the
// tile's barriers) must keep the other 48 from storing. Each block ranks 16 keys with ties
// broken by index, scatters them into sorted order, counts the calls per thread in global
// memory, and computes a prefix sum through a callee of a callee; a value-returning sum is
// checked too. Every element is compared with the host's result.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define TILE 16
#define THREADS 64

// ranks[t]: the position of keys[t] in sorted order (ties by index); the whole block's
// threads would write past the 16-element arrays if they ran it
__device__ void rankKeys(const float *keys, int *ranks, cg::thread_group tile)
{
    int t = threadIdx.x;
    int rank = 0;
#pragma unroll
    for (int i = 0; i < TILE; i++)
        rank += keys[i] < keys[t] || (keys[i] == keys[t] && i < t);
    ranks[t] = rank;
    cg::sync(tile);
}

__device__ void addOne(int *p)
{
    atomicAdd(p, 1);
}

// an inclusive prefix sum over the tile, in place; counts its callers through a callee
__device__ void scanTile(int *v, int *calls, cg::thread_group tile)
{
    int t = threadIdx.x;
    addOne(&calls[t]);
    for (int o = 1; o < TILE; o <<= 1) {
        int x = t >= o ? v[t - o] : 0;
        cg::sync(tile);
        v[t] += x;
        cg::sync(tile);
    }
}

__device__ void sortAndScan(float *keys, int *ranks, int *vals, int *calls, cg::thread_group tile)
{
    rankKeys(keys, ranks, tile);
    float k = keys[threadIdx.x];
    cg::sync(tile);
    keys[ranks[threadIdx.x]] = k;
    cg::sync(tile);
    scanTile(vals, calls, tile);
}

// a value only: nothing to keep the others from
__device__ int tileSum(const int *v, cg::thread_group tile)
{
    cg::sync(tile);
    int s = 0;
    for (int i = 0; i < TILE; i++)
        s += v[i];
    return s;
}

// a vector read from the tile's element (past the array for the others), and a loop that
// synchronises under `#pragma unroll`
__device__ void spread(const int2 *pairs, int *out, cg::thread_group tile)
{
    int t = threadIdx.x;
    int2 p = pairs[t];
    int2 q;
    q.x = p.y;
    q.y = p.x;
#pragma unroll 2
    for (int i = 0; i < 2; i++) {
        cg::sync(tile);
        out[t * 2 + i] = i ? q.y : q.x;
    }
}

__global__ void compress(const float *in, const int *vin, float *sorted, int *scanned,
                         int *calls, int *sums)
{
    __shared__ float keys[TILE];
    __shared__ int ranks[TILE];
    __shared__ int vals[TILE];
    __shared__ int2 pairs[TILE];
    __shared__ int spreadOut[TILE * 2];
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(cta, TILE);
    int t = threadIdx.x, b = blockIdx.x;
    if (t < TILE) {
        keys[t] = in[b * TILE + t];
        vals[t] = vin[b * TILE + t];
        cg::sync(tile);
        int before = tileSum(vals, tile);
        pairs[t] = make_int2(t, vals[t]);
        spread(pairs, spreadOut, tile);
        cg::sync(tile);
        before += spreadOut[2 * t] - vals[t] + spreadOut[2 * t + 1] - t;   // adds 0
        sortAndScan(keys, ranks, vals, calls + b * THREADS, tile);
        cg::sync(tile);
        sorted[b * TILE + t] = keys[t];
        scanned[b * TILE + t] = vals[t];
        if (t == 0)
            sums[b] = before;
    }
}

static int run(int blocks, unsigned seed)
{
    size_t n = (size_t)blocks * TILE;
    float *hin = (float *)malloc(n * sizeof(float)), *hsorted = (float *)malloc(n * sizeof(float));
    int *hv = (int *)malloc(n * sizeof(int)), *hscan = (int *)malloc(n * sizeof(int));
    int *hcalls = (int *)malloc((size_t)blocks * THREADS * sizeof(int));
    int *hsums = (int *)malloc(blocks * sizeof(int));
    srand(seed);
    for (size_t i = 0; i < n; i++) {
        hin[i] = (float)(rand() % 11);   // ties on purpose
        hv[i] = rand() % 100;
    }
    float *din, *dsorted;
    int *dv, *dscan, *dcalls, *dsums;
    CUDA_CHECK(cudaMalloc(&din, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dsorted, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dv, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dscan, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dcalls, (size_t)blocks * THREADS * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dsums, blocks * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(din, hin, n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dv, hv, n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dcalls, 0, (size_t)blocks * THREADS * sizeof(int)));
    compress<<<blocks, THREADS>>>(din, dv, dsorted, dscan, dcalls, dsums);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(hsorted, dsorted, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hscan, dscan, n * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hcalls, dcalls, (size_t)blocks * THREADS * sizeof(int),
                          cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hsums, dsums, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int b = 0; b < blocks; b++) {
        float k[TILE];
        int s = 0, sum = 0;
        memcpy(k, hin + b * TILE, sizeof k);
        for (int i = 1; i < TILE; i++)   // insertion sort: the expected order
            for (int j = i; j > 0 && k[j - 1] > k[j]; j--) {
                float x = k[j]; k[j] = k[j - 1]; k[j - 1] = x;
            }
        for (int i = 0; i < TILE; i++) {
            s += hv[b * TILE + i];
            bad += hsorted[b * TILE + i] != k[i];
            bad += hscan[b * TILE + i] != s;
        }
        for (int i = 0; i < TILE; i++)
            sum += hv[b * TILE + i];
        bad += hsums[b] != sum;
        for (int t = 0; t < THREADS; t++)
            bad += hcalls[b * THREADS + t] != (t < TILE);
    }
    if (bad)
        printf("blocks %d seed %u: %d mismatches\n", blocks, seed, bad);
    cudaFree(din); cudaFree(dsorted); cudaFree(dv); cudaFree(dscan); cudaFree(dcalls); cudaFree(dsums);
    free(hin); free(hsorted); free(hv); free(hscan); free(hcalls); free(hsums);
    return bad;
}

int main(int argc, char **argv)
{
    int quick = argc > 1 && strcmp(argv[1], "--quick") == 0, bad = 0;
    for (unsigned s = 1; s <= (quick ? 3u : 10u); s++)
        bad += run(quick ? 8 : 64, s) != 0;
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
