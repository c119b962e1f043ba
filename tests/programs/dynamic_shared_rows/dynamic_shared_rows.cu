// Dynamic shared memory declared as an array of rows, `extern __shared__ float tile[][TILE + 1]`,
// in a kernel (a padded transpose) and at namespace scope (a device function reading rows of
// it), as tensor-core GEMMs and stencils declare their staging buffers. The launch gives the
// size; every element of both results is compared with the host's.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define TILE 16
#define WIDTH 4

extern __shared__ int rows[][WIDTH];

__global__ void transpose(const float *in, float *out, int n)
{
    extern __shared__ float tile[][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * n + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}

__device__ int rowSum(int r)
{
    int s = 0;
    for (int i = 0; i < WIDTH; i++)
        s += rows[r][i];
    return s;
}

// each thread fills one row of WIDTH values, then sums its neighbour's row
__global__ void neighbourRows(const int *in, int *out)
{
    int t = threadIdx.x, base = blockIdx.x * blockDim.x;
    for (int i = 0; i < WIDTH; i++)
        rows[t][i] = in[(base + t) * WIDTH + i];
    __syncthreads();
    out[base + t] = rowSum((t + 1) % blockDim.x);
}

int main(int argc, char **argv)
{
    int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 64 : 256, bad = 0;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *hin = (float *)malloc(bytes), *hout = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++)
        hin[i] = (float)(i % 1000) + 0.5f;
    float *din, *dout;
    CUDA_CHECK(cudaMalloc(&din, bytes));
    CUDA_CHECK(cudaMalloc(&dout, bytes));
    CUDA_CHECK(cudaMemcpy(din, hin, bytes, cudaMemcpyHostToDevice));
    dim3 grid(n / TILE, n / TILE), block(TILE, TILE);
    transpose<<<grid, block, TILE * (TILE + 1) * sizeof(float)>>>(din, dout, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(hout, dout, bytes, cudaMemcpyDeviceToHost));
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            bad += hout[y * n + x] != hin[x * n + y];

    int threads = 32, blocks = n / 8;
    int *hi = (int *)malloc((size_t)blocks * threads * WIDTH * sizeof(int));
    int *ho = (int *)malloc((size_t)blocks * threads * sizeof(int));
    for (int i = 0; i < blocks * threads * WIDTH; i++)
        hi[i] = (i * 7) % 101;
    int *di, *dov;
    CUDA_CHECK(cudaMalloc(&di, (size_t)blocks * threads * WIDTH * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dov, (size_t)blocks * threads * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(di, hi, (size_t)blocks * threads * WIDTH * sizeof(int),
                          cudaMemcpyHostToDevice));
    neighbourRows<<<blocks, threads, threads * WIDTH * sizeof(int)>>>(di, dov);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(ho, dov, (size_t)blocks * threads * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; b++)
        for (int t = 0; t < threads; t++) {
            int r = b * threads + (t + 1) % threads, s = 0;
            for (int i = 0; i < WIDTH; i++)
                s += hi[r * WIDTH + i];
            bad += ho[b * threads + t] != s;
        }
    if (bad)
        printf("%d mismatches\n", bad);
    printf(bad ? "FAIL\n" : "PASS\n");
    cudaFree(din); cudaFree(dout); cudaFree(di); cudaFree(dov);
    free(hin); free(hout); free(hi); free(ho);
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
