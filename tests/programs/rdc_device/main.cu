// Kernels calling device functions of other units (relocatable device code): each pair of
// words is mixed by mix.cu's mix_pair (which calls round.cu's mix_round), and a float array
// goes through mix.cu's fused. Both are checked against the same code run on the host.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#include "ops.h"

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: %s at line %d: %s\n", #call, __LINE__, cudaGetErrorString(err_)); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

__global__ void mix_all(const unsigned int *in, unsigned int *out, int pairs, int rounds)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < pairs)
        mix_pair(in + 2 * i, out + 2 * i, rounds);
}

__global__ void fuse_all(const float *a, float *r, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        r[i] = fused(a[i], 2.0f, a[n - 1 - i]);
}

static unsigned int host_rotl(unsigned int x, int s)
{
    return (x << s) | (x >> (32 - s));
}

int main(int argc, char **argv)
{
    int pairs = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 1 << 10 : 1 << 16;
    const int rounds = 12;
    std::vector<unsigned int> in(2 * pairs), out(2 * pairs);
    std::vector<float> a(pairs), r(pairs);
    for (int i = 0; i < 2 * pairs; i++)
        in[i] = 2654435761u * (unsigned int)i + 12345u;
    for (int i = 0; i < pairs; i++)
        a[i] = (float)(i % 37) * 0.25f;
    unsigned int *din, *dout;
    float *da, *dr;
    CHECK(cudaMalloc(&din, 2 * pairs * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dout, 2 * pairs * sizeof(unsigned int)));
    CHECK(cudaMalloc(&da, pairs * sizeof(float)));
    CHECK(cudaMalloc(&dr, pairs * sizeof(float)));
    CHECK(cudaMemcpy(din, in.data(), 2 * pairs * sizeof(unsigned int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(da, a.data(), pairs * sizeof(float), cudaMemcpyHostToDevice));
    unsigned int zero = 0, mixed = 0;
    CHECK(cudaMemcpyToSymbol(mixed_pairs, &zero, sizeof zero));
    mix_all<<<(pairs + 127) / 128, 128>>>(din, dout, pairs, rounds);
    CHECK(cudaGetLastError());
    fuse_all<<<(pairs + 127) / 128, 128>>>(da, dr, pairs);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, 2 * pairs * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(r.data(), dr, pairs * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpyFromSymbol(&mixed, mixed_pairs, sizeof mixed));
    int bad = mixed == (unsigned int)pairs ? 0 : 1;
    for (int i = 0; i < pairs; i++) {
        unsigned int lo = in[2 * i], hi = in[2 * i + 1];
        for (int k = 0; k < rounds; k++) {
            unsigned int key = 0x85EBCA6Bu * (unsigned int)(k + 1);
            unsigned int nlo = hi ^ key, nhi = lo + host_rotl(hi * 0x9E3779B9u, 7);
            lo = nlo;
            hi = nhi;
        }
        if (out[2 * i] != lo || out[2 * i + 1] != hi)
            bad++;
        if (r[i] != a[i] + 2.0f * a[pairs - 1 - i])
            bad++;
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(da));
    CHECK(cudaFree(dr));
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
