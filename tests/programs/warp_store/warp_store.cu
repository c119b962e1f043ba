// A reduction by shuffles whose result only the segment's first lane holds, stored by every
// lane to the same address, as sparse matrix-vector codes write it: a CSR row per segment of
// BS lanes (blockDim (BS, 4), the row from threadIdx.y) with `y[m] = temp` under the bounds
// guard, for segments of 4, 8 and 32 lanes; a whole-warp reduction stored unguarded to
// out[blockIdx.x]; and a row's sum stored to a __shared__ array indexed by threadIdx.y, then
// read back by one thread. On a GPU the lowest lane's store wins in practice; every row is
// checked against the host over several launches with new data, a single mismatch fails.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define ROWS 45
#define ROWS_PER_BLOCK 4

template <int BS>
__global__ void row_sums(const size_t rows, const size_t *start, const float *v, float *y)
{
    size_t m = blockIdx.x * blockDim.y + threadIdx.y;
    if (m < rows) {
        size_t b = start[m], e = start[m + 1];
        float temp = 0;
        for (size_t n = b + threadIdx.x; n < e; n += BS)
            temp += v[n];
        for (int i = BS >> 1; i > 0; i >>= 1)
            temp += __shfl_down_sync(0xFFFFFFFF, temp, i, BS);
        y[m] = temp;
    }
}

__global__ void warp_sums(const int *in, int *out)
{
    int v = in[blockIdx.x * 32 + threadIdx.x];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    out[blockIdx.x] = v;
}

// each row of 8 lanes sums its 8 values into rowsum[threadIdx.y]; thread 0 adds the rows
__global__ void shared_rows(const int *in, int *out)
{
    __shared__ int rowsum[ROWS_PER_BLOCK];
    int v = in[(blockIdx.x * blockDim.y + threadIdx.y) * 8 + threadIdx.x];
    for (int o = 4; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o, 8);
    rowsum[threadIdx.y] = v;
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        int s = 0;
        for (int r = 0; r < ROWS_PER_BLOCK; r++)
            s = s * 1000 + rowsum[r];
        out[blockIdx.x] = s;
    }
}

template <int BS>
static int check_rows(int round, const std::vector<size_t> &start, const std::vector<float> &v,
                      size_t *d_start, float *d_v, float *d_y)
{
    CUDA_CHECK(cudaMemset(d_y, 0, ROWS * sizeof(float)));
    row_sums<BS><<<(ROWS + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK, dim3(BS, ROWS_PER_BLOCK)>>>(
        ROWS, d_start, d_v, d_y);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> y(ROWS);
    CUDA_CHECK(cudaMemcpy(y.data(), d_y, ROWS * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int m = 0; m < ROWS; m++) {
        float want = 0;
        for (size_t n = start[m]; n < start[m + 1]; n++)
            want += v[n];
        if (y[m] != want && bad++ < 3)
            printf("round %d BS %d row %d: %g, want %g\n", round, BS, m, y[m], want);
    }
    return bad;
}

static int run(int round)
{
    srand(7 + round);
    std::vector<size_t> start(ROWS + 1);
    start[0] = 0;
    for (int m = 0; m < ROWS; m++)
        start[m + 1] = start[m] + rand() % 70;   // empty rows, rows longer than a segment
    std::vector<float> v(start[ROWS] + 1);
    for (size_t i = 0; i < v.size(); i++)
        v[i] = (float)(rand() % 9);   // small integers: every order of the sums is exact
    const int W = 6;                  // warps of warp_sums, blocks of shared_rows
    std::vector<int> in(W * 32);
    for (int i = 0; i < W * 32; i++)
        in[i] = rand() % 100;
    size_t *d_start;
    float *d_v, *d_y;
    int *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_start, start.size() * sizeof(size_t)));
    CUDA_CHECK(cudaMalloc(&d_v, v.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_y, ROWS * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_in, W * 32 * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, 2 * W * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_start, start.data(), start.size() * sizeof(size_t), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_v, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), W * 32 * sizeof(int), cudaMemcpyHostToDevice));
    int bad = check_rows<4>(round, start, v, d_start, d_v, d_y) +
              check_rows<8>(round, start, v, d_start, d_v, d_y) +
              check_rows<32>(round, start, v, d_start, d_v, d_y);
    warp_sums<<<W, 32>>>(d_in, d_out);
    shared_rows<<<W / 4 + 1, dim3(8, ROWS_PER_BLOCK)>>>(d_in, d_out + W);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> out(2 * W);
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, 2 * W * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < W; b++) {
        int want = 0;
        for (int l = 0; l < 32; l++)
            want += in[b * 32 + l];
        if (out[b] != want && bad++ < 6)
            printf("round %d warp %d: %d, want %d\n", round, b, out[b], want);
    }
    for (int b = 0; b < W / 4 + 1; b++) {
        int want = 0;
        for (int r = 0; r < ROWS_PER_BLOCK; r++) {
            int s = 0, row = b * ROWS_PER_BLOCK + r;
            for (int l = 0; l < 8 && row * 8 + l < W * 32; l++)
                s += in[row * 8 + l];
            want = want * 1000 + s;
        }
        if (b * 32 < W * 32 && out[W + b] != want && bad++ < 9)
            printf("round %d block %d: rows %d, want %d\n", round, b, out[W + b], want);
    }
    cudaFree(d_start); cudaFree(d_v); cudaFree(d_y); cudaFree(d_in); cudaFree(d_out);
    return bad;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 8 : 30, bad = 0;
    for (int r = 0; r < rounds; r++)
        bad += run(r);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
