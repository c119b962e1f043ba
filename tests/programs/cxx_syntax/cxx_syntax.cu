// C++ spellings in device code that C does not have, each result checked on the host:
// alternative tokens (not, and, or, bitand, bitor, xor, compl, and_eq, or_eq, xor_eq,
// not_eq), also in a macro body; direct initialisation of scalars, pointers, arrays and
// structs (float d(2.0f / n), int k{3}, int e{}, int a[2]{1, 2}, Pair p{1, 2}, a copy
// Pair q(p), a loop counter int j(0)); functional casts through a macro type name
// (#define real float: real(1.5), real(i)) and through a typedef.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define real float
#define BOTH(a, b) ((a) and (b))
typedef double wide;

struct Pair {
    int a, b;
};

constexpr int kN = 64;

__device__ int tokens(int i, bool odd)
{
    int r = 0;
    if (not odd and i > 3)
        r += 1;
    if (odd or i == 0)
        r += 2;
    if (i not_eq 5)
        r += 4;
    r += (i bitand 6) + (i bitor 1) + (i xor 3) + ((compl i) & 7);
    int m = i;
    m and_eq 12;
    m or_eq 1;
    m xor_eq 2;
    return r + m * 100 + (BOTH(odd, i > 10) ? 1000 : 0);
}

__device__ float inits(int i)
{
    const float d(2.0f / kN);
    float x((float)(i - kN / 2) * d);
    int k{3}, e{};
    int a[2]{1, 2};
    Pair p{i, 2};
    Pair q(p);
    float *px(&x);
    float s = 0.0f;
    for (int j(0); j < k; j++)
        s += *px + (float)a[j % 2];
    return s + (float)(q.a * q.b + e);
}

__device__ float casts(int i) { return real(1.5) * real(i) + (float)wide(i) / 2.0f; }

__global__ void syntax(int *iout, float *out)
{
    int i = threadIdx.x;
    iout[i] = tokens(i, i % 2 == 1);
    out[2 * i] = inits(i);
    out[2 * i + 1] = casts(i);
}

static int host_tokens(int i, bool odd)
{
    int r = 0;
    if (!odd && i > 3)
        r += 1;
    if (odd || i == 0)
        r += 2;
    if (i != 5)
        r += 4;
    r += (i & 6) + (i | 1) + (i ^ 3) + ((~i) & 7);
    int m = ((i & 12) | 1) ^ 2;
    return r + m * 100 + ((odd && i > 10) ? 1000 : 0);
}

int main()
{
    int *d_i;
    float *d_f;
    CUDA_CHECK(cudaMalloc(&d_i, kN * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_f, 2 * kN * sizeof(float)));
    syntax<<<1, kN>>>(d_i, d_f);
    CUDA_CHECK(cudaGetLastError());
    int hi[kN];
    float hf[2 * kN];
    CUDA_CHECK(cudaMemcpy(hi, d_i, sizeof hi, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hf, d_f, sizeof hf, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < kN; i++) {
        float x = (float)(i - kN / 2) * (2.0f / kN);
        float s = 0.0f;
        for (int j = 0; j < 3; j++)
            s += x + (float)(j % 2 + 1);
        float want_init = s + (float)(i * 2);
        float want_cast = 1.5f * (float)i + (float)((double)i) / 2.0f;
        if (hi[i] != host_tokens(i, i % 2 == 1) && bad++ < 5)
            printf("tokens(%d) = %d, want %d\n", i, hi[i], host_tokens(i, i % 2 == 1));
        if (hf[2 * i] != want_init && bad++ < 5)
            printf("inits(%d) = %g, want %g\n", i, hf[2 * i], want_init);
        if (hf[2 * i + 1] != want_cast && bad++ < 5)
            printf("casts(%d) = %g, want %g\n", i, hf[2 * i + 1], want_cast);
    }
    CUDA_CHECK(cudaFree(d_i));
    CUDA_CHECK(cudaFree(d_f));
    if (bad) {
        printf("FAIL: %d wrong values\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
