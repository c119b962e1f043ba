// Function-like macros in device code, checked against the same arithmetic on the host:
// built-ins in macro bodies (__mul24, a warp shuffle wrapped in a macro named __shfl, an
// atomic, a block vote), built-in variables written as macro arguments, an argument the
// body expands twice, a macro calling a device function that needs the warp scratch;
// typedefs named like OpenCL's types (uint, uchar from a header; sys/types.h's ushort).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <sys/types.h>

#include <cuda_runtime.h>

#include "dm_types.h"

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define BLOCK 64
#define IMUL(a, b) __mul24(a, b)
#define UMAD(a, b, c) (IMUL((a), (b)) + (c))
#define SQ(x) ((x) * (x))
#define __shfl(v, d) __shfl_sync(0xffffffff, v, d)
#define __shfl_xor(v, m) __shfl_xor_sync(0xffffffff, v, m)
#define COUNT(p, v) atomicAdd(p, v)
#define BLOCK_COUNT(pred) __syncthreads_count(pred)
#define WARP_SUM(v) warp_sum(v)

__device__ int warp_sum(int v)
{
    for (int m = 16; m > 0; m /= 2)
        v += __shfl_xor(v, m);
    return v;
}

// ints through the macros: index arithmetic, a broadcast, a warp sum, a block vote, atomics
__global__ void ints(int *out, int *total, uint *lanes, const uchar *bytes, half *raw)
{
    uint i = UMAD(blockIdx.x, blockDim.x, threadIdx.x);
    int v = (int)bytes[i] + SQ(threadIdx.x % 4);
    int first = __shfl(v, 0);
    int sum = WARP_SUM(v);
    __shared__ int hits;
    if (threadIdx.x == 0)
        hits = 0;
    __syncthreads();
    COUNT(&hits, v % 3 == 0);
    int votes = BLOCK_COUNT(v % 2 == 0);
    __syncthreads();
    out[4 * i] = first;
    out[4 * i + 1] = sum;
    out[4 * i + 2] = votes;
    out[4 * i + 3] = hits;
    COUNT(total, v);
    lanes[i] = IMUL(threadIdx.x, 3) + (uint)SQ(blockIdx.x);
    half h = (half)(v * 2);
    raw[i] = h;
}

// floats through the same shuffle macro: the .cl defines it again for this kernel
__global__ void floats(float *out, const float *in, ushort *tag)
{
    uint i = UMAD(blockIdx.x, blockDim.x, threadIdx.x);
    float x = in[i];
    out[i] = __shfl(x, BLOCK / 2 - 1 - (int)(threadIdx.x % 32)) + SQ(x);
    tag[i] = (ushort)(threadIdx.x + 1);
}

int main(int argc, char **argv)
{
    const int blocks = 3, n = blocks * BLOCK;
    (void)argc;
    (void)argv;
    std::vector<uchar> bytes(n);
    std::vector<float> in(n);
    for (int i = 0; i < n; ++i) {
        bytes[i] = (uchar)((i * 37 + 11) % 251);
        in[i] = 0.25f * (float)(i % 19) - 1.0f;
    }
    uchar *d_bytes;
    int *d_out, *d_total;
    uint *d_lanes;
    half *d_raw;
    float *d_in, *d_fout;
    ushort *d_tag;
    CUDA_CHECK(cudaMalloc(&d_bytes, n));
    CUDA_CHECK(cudaMalloc(&d_out, 4 * n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_total, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_lanes, n * sizeof(uint)));
    CUDA_CHECK(cudaMalloc(&d_raw, n * sizeof(half)));
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_fout, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_tag, n * sizeof(ushort)));
    CUDA_CHECK(cudaMemcpy(d_bytes, bytes.data(), n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_total, 0, sizeof(int)));
    ints<<<blocks, BLOCK>>>(d_out, d_total, d_lanes, d_bytes, d_raw);
    CUDA_CHECK(cudaGetLastError());
    floats<<<blocks, BLOCK>>>(d_fout, d_in, d_tag);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> out(4 * n);
    std::vector<uint> lanes(n);
    std::vector<half> raw(n);
    std::vector<float> fout(n);
    std::vector<ushort> tag(n);
    int total = 0;
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, 4 * n * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&total, d_total, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(lanes.data(), d_lanes, n * sizeof(uint), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(raw.data(), d_raw, n * sizeof(half), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(fout.data(), d_fout, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(tag.data(), d_tag, n * sizeof(ushort), cudaMemcpyDeviceToHost));

    int bad = 0, want_total = 0;
    std::vector<int> v(n);
    for (int i = 0; i < n; ++i) {
        int t = i % BLOCK;
        v[i] = bytes[i] + (t % 4) * (t % 4);
        want_total += v[i];
    }
    for (int i = 0; i < n; ++i) {
        int t = i % BLOCK, b = i / BLOCK, warp = i - i % 32;
        int sum = 0, hits = 0, votes = 0;
        for (int j = 0; j < 32; ++j)
            sum += v[warp + j];
        for (int j = 0; j < BLOCK; ++j) {
            hits += v[b * BLOCK + j] % 3 == 0;
            votes += v[b * BLOCK + j] % 2 == 0;
        }
        bad += out[4 * i] != v[warp];
        bad += out[4 * i + 1] != sum;
        bad += out[4 * i + 2] != votes;
        bad += out[4 * i + 3] != hits;
        bad += lanes[i] != (uint)(t * 3 + b * b);
        bad += raw[i] != (half)(v[i] * 2);
        float x = in[i], src = in[warp + (BLOCK / 2 - 1 - t % 32)];
        bad += fout[i] != src + x * x;
        bad += tag[i] != (ushort)(t + 1);
    }
    bad += total != want_total;
    printf("total = %d (want %d), mismatches = %d\n", total, want_total, bad);
    printf("%s\n", bad ? "FAIL" : "PASS");
    CUDA_CHECK(cudaFree(d_bytes));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_total));
    CUDA_CHECK(cudaFree(d_lanes));
    CUDA_CHECK(cudaFree(d_raw));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_fout));
    CUDA_CHECK(cudaFree(d_tag));
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
