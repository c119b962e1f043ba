// Warp-synchronous shared-memory code as older CUDA code writes it, counting on the warp
// running in lock-step: the final-warp reduction through a volatile pointer parameter called
// under `if (tid < 32)`, the same written inline in the branch, and a warp scan whose steps
// each sit in their own `if (k <= maxlevel)` (HeCBench's split, radix sort's rank), called
// by every thread and then by the first warp only on the warps' totals. Off NVIDIA the lanes
// do not run in lock-step: without cuport's barriers the sums and ranks come out wrong.
// Every result is checked against the host, over several rounds.
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

#define BLOCK 128
#define BLOCKS 5
#define N (BLOCK * BLOCKS)
#define WARP 32

__device__ void warpReduce(volatile int *s, unsigned tid)
{
    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
}

__global__ void reduce(const int *in, int *sums, int *maxes)
{
    __shared__ int s[BLOCK];
    __shared__ int m[BLOCK];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * BLOCK + tid] + in[blockIdx.x * BLOCK + (tid ^ 64)];
    m[tid] = in[blockIdx.x * BLOCK + tid];
    __syncthreads();
    if (tid < 64 && tid >= 32)
        m[tid - 32] = max(m[tid - 32], max(m[tid], max(m[tid + 32], m[tid + 64])));
    __syncthreads();
    if (tid < 32)
        warpReduce(s, tid);
    if (tid < 32) {
        volatile int *v = m;
        v[tid] = max(v[tid], v[tid + 16]);
        v[tid] = max(v[tid], v[tid + 8]);
        v[tid] = max(v[tid], v[tid + 4]);
        v[tid] = max(v[tid], v[tid + 2]);
        v[tid] = max(v[tid], v[tid + 1]);
    }
    if (tid == 0) {
        sums[blockIdx.x] = s[0];
        maxes[blockIdx.x] = m[0];
    }
}

// An exclusive scan of each warp's values: 64 words per warp, the lower 32 zero.
__device__ unsigned scanwarp(unsigned val, volatile unsigned *sData, const int maxlevel)
{
    int localId = threadIdx.x;
    int idx = 2 * localId - (localId & (WARP - 1));
    sData[idx] = 0;
    idx += WARP;
    sData[idx] = val;
    if (0 <= maxlevel) { sData[idx] += sData[idx - 1]; }
    if (1 <= maxlevel) { sData[idx] += sData[idx - 2]; }
    if (2 <= maxlevel) { sData[idx] += sData[idx - 4]; }
    if (3 <= maxlevel) { sData[idx] += sData[idx - 8]; }
    if (4 <= maxlevel) { sData[idx] += sData[idx - 16]; }
    return sData[idx] - val;
}

// The block's exclusive scan: each warp's, then the warps' totals scanned by the first warp.
__global__ void scan(const unsigned *in, unsigned *out)
{
    __shared__ unsigned ptr[2 * BLOCK];
    unsigned idx = threadIdx.x;
    unsigned v = in[blockIdx.x * BLOCK + idx];
    unsigned val = scanwarp(v, ptr, 4);
    __syncthreads();
    if ((idx & (WARP - 1)) == WARP - 1)
        ptr[idx >> 5] = val + v;
    __syncthreads();
    if (idx < WARP)
        ptr[idx] = scanwarp(ptr[idx], ptr, 2);
    __syncthreads();
    out[blockIdx.x * BLOCK + idx] = val + ptr[idx >> 5];
}

static int run(int round)
{
    std::vector<int> in(N);
    std::vector<unsigned> uin(N);
    srand(777 + round);
    for (int i = 0; i < N; i++) {
        in[i] = rand() % 2001 - 1000;
        uin[i] = (unsigned)(rand() % 16);
    }
    int *d_in, *d_sums, *d_maxes;
    unsigned *d_uin, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_sums, BLOCKS * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_maxes, BLOCKS * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_uin, N * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_out, N * sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_uin, uin.data(), N * sizeof(unsigned), cudaMemcpyHostToDevice));
    reduce<<<BLOCKS, BLOCK>>>(d_in, d_sums, d_maxes);
    scan<<<BLOCKS, BLOCK>>>(d_uin, d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<int> sums(BLOCKS), maxes(BLOCKS);
    std::vector<unsigned> out(N);
    CUDA_CHECK(cudaMemcpy(sums.data(), d_sums, BLOCKS * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(maxes.data(), d_maxes, BLOCKS * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, N * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int b = 0; b < BLOCKS; b++) {
        int sum = 0, mx = in[b * BLOCK];
        for (int t = 0; t < BLOCK; t++) {
            sum += 2 * in[b * BLOCK + t];
            mx = in[b * BLOCK + t] > mx ? in[b * BLOCK + t] : mx;
        }
        // the reduction sums s[0..63] + ... : s[t] holds in[t] + in[t ^ 64], so half the total
        if (sums[b] != sum / 2 || maxes[b] != mx) {
            if (bad++ < 5)
                printf("round %d block %d: sum %d, want %d; max %d, want %d\n", round, b,
                       sums[b], sum / 2, maxes[b], mx);
        }
        unsigned acc = 0;
        for (int t = 0; t < BLOCK; t++) {
            if (out[b * BLOCK + t] != acc && bad++ < 5)
                printf("round %d block %d thread %d: scan %u, want %u\n", round, b, t,
                       out[b * BLOCK + t], acc);
            acc += uin[b * BLOCK + t];
        }
    }
    cudaFree(d_in); cudaFree(d_sums); cudaFree(d_maxes); cudaFree(d_uin); cudaFree(d_out);
    return bad;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 3 : 12, bad = 0;
    for (int r = 0; r < rounds; r++)
        bad += run(r);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
