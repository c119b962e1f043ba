// Matrix multiplication C = A * B (A is M x K, B is K x N, row-major).
//
// matmulTiled stages 16x16 tiles of A and B in shared memory on a 2-D grid of
// 16x16 blocks; matmulNaive reads every operand from global memory. Sizes need
// not be multiples of the tile: out-of-range tile entries are loaded as zero.
// Both results are checked against a CPU reference on a sample of entries and
// against each other everywhere.
//
//   ./matmul           2048 x 2048 x 2048 (GPU)
//   ./matmul --quick   200 x 136 x 176 (CPU OpenCL devices)

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <vector>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            printf("FAIL: CUDA error \"%s\" at %s:%d (%s)\n",                \
                   cudaGetErrorString(err_), __FILE__, __LINE__, #call);     \
            exit(EXIT_FAILURE);                                              \
        }                                                                    \
    } while (0)

#define TILE 16

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

__global__ void matmulTiled(const float *__restrict__ A, const float *__restrict__ B,
                            float *__restrict__ C, int M, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    int tx = threadIdx.x;
    int ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;

    float acc = 0.0f;
    for (int t = 0; t < K; t += TILE) {
        As[ty][tx] = (row < M && t + tx < K) ? A[row * K + t + tx] : 0.0f;
        Bs[ty][tx] = (t + ty < K && col < N) ? B[(t + ty) * N + col] : 0.0f;
        __syncthreads();

#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }

    if (row < M && col < N)
        C[row * N + col] = acc;
}

__global__ void matmulNaive(const float *__restrict__ A, const float *__restrict__ B,
                            float *__restrict__ C, int M, int N, int K)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= M || col >= N)
        return;

    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
        acc += A[row * K + k] * B[k * N + col];
    C[row * N + col] = acc;
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    const int M = quick ? 200 : 2048;
    const int N = quick ? 136 : 2048;
    const int K = quick ? 176 : 2048;
    const int iters = quick ? 5 : 10;
    const int nSamples = 512;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s\n", prop.name);
    printf("M = %d, N = %d, K = %d, iterations = %d\n", M, N, K, iters);

    // Entries are multiples of 1/16 in [-1, 1]: products are multiples of
    // 1/256 and every partial sum is exact in float, so the tiled, naive and
    // CPU results agree exactly.
    std::vector<float> h_A((size_t)M * K), h_B((size_t)K * N), h_C((size_t)M * N),
        h_Cnaive((size_t)M * N);
    unsigned int seed = 7u;
    for (size_t i = 0; i < h_A.size(); ++i)
        h_A[i] = (float)((int)((lcgNext(seed) >> 16) % 33u) - 16) / 16.0f;
    for (size_t i = 0; i < h_B.size(); ++i)
        h_B[i] = (float)((int)((lcgNext(seed) >> 16) % 33u) - 16) / 16.0f;

    float *d_A, *d_B, *d_C, *d_Cnaive;
    CUDA_CHECK(cudaMalloc(&d_A, h_A.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_B, h_B.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_C, h_C.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_Cnaive, h_C.size() * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_A, h_A.data(), h_A.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_B, h_B.data(), h_B.size() * sizeof(float), cudaMemcpyHostToDevice));

    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Warm-up.
    matmulTiled<<<grid, block>>>(d_A, d_B, d_C, M, N, K);
    CUDA_CHECK(cudaGetLastError());
    matmulNaive<<<grid, block>>>(d_A, d_B, d_Cnaive, M, N, K);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    // Main loop (tiled): time_ms is the average per iteration.
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it) {
        matmulTiled<<<grid, block, 0, 0>>>(d_A, d_B, d_C, M, N, K);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float msTiled = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&msTiled, start, stop));

    // The naive kernel, for comparison (average per iteration too).
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it) {
        matmulNaive<<<grid, block, 0, 0>>>(d_A, d_B, d_Cnaive, M, N, K);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float msNaive = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&msNaive, start, stop));

    CUDA_CHECK(cudaMemcpy(h_C.data(), d_C, h_C.size() * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(h_Cnaive.data(), d_Cnaive, h_Cnaive.size() * sizeof(float),
                          cudaMemcpyDeviceToHost));

    const char *failure = nullptr;
    char msg[256];

    // Tiled and naive must agree everywhere.
    for (size_t i = 0; i < h_C.size() && !failure; ++i) {
        if (fabsf(h_C[i] - h_Cnaive[i]) > 1e-4f) {
            snprintf(msg, sizeof(msg), "tiled C[%zu] = %g but naive C[%zu] = %g", i, h_C[i], i,
                     h_Cnaive[i]);
            failure = msg;
        }
    }

    // Both against a CPU reference on a sample of entries.
    unsigned int pick = 99u;
    for (int s = 0; s < nSamples && !failure; ++s) {
        int r = (int)((lcgNext(pick) >> 8) % (unsigned int)M);
        int c = (int)((lcgNext(pick) >> 8) % (unsigned int)N);
        if (s == 0) {
            r = M - 1; // always check the corner that sits in partial tiles
            c = N - 1;
        }
        double ref = 0.0;
        for (int k = 0; k < K; ++k)
            ref += (double)h_A[(size_t)r * K + k] * (double)h_B[(size_t)k * N + c];
        float got = h_C[(size_t)r * N + c];
        if (fabs(got - ref) > 1e-4 * (fabs(ref) + 1.0)) {
            snprintf(msg, sizeof(msg), "C[%d][%d] = %g, expected %g", r, c, got, ref);
            failure = msg;
        }
    }

    double checksum = 0.0;
    for (size_t i = 0; i < h_C.size(); ++i)
        checksum += h_C[i];

    printf("naive_ms: %.4f\n", msNaive / iters);
    printf("time_ms: %.4f\n", msTiled / iters);
    printf("result: checksum=%.6f c_first=%.6f c_last=%.6f\n", checksum, h_C[0],
           h_C[h_C.size() - 1]);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_A));
    CUDA_CHECK(cudaFree(d_B));
    CUDA_CHECK(cudaFree(d_C));
    CUDA_CHECK(cudaFree(d_Cnaive));

    if (failure) {
        printf("FAIL: %s\n", failure);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
