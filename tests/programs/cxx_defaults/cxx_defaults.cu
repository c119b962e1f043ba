// Default arguments of __device__ functions left out at the call, and if constexpr, each
// result checked against the same arithmetic on the host:
//  - a plain function, a function template whose defaults use its parameter (T(3)) and the
//    warp's size, a default declared in a header and defined here, a call in a macro body,
//    a method and a constructor with defaults, a default referring to a __constant__ value
//    and to a constant of the host;
//  - if constexpr on a non-type parameter, on std::is_same (with a discarded branch that
//    calls a member no float has), an else-if chain, a branch with no braces, one with no
//    else, and one in a plain function.
// A template template parameter picks the operator: combine<float, Add>, combine<float, Mul>.
#include <cstdio>
#include <cstdlib>
#include <type_traits>

#include <cuda_runtime.h>

#include "defaults.h"

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

constexpr int kN = 64;
constexpr int kOffset = 7;
__constant__ int c_bias[1];

__device__ float scale(float v, float f = 2.0f) { return v * f; }

__device__ float blend(float a, float b, float w) { return a + (b - a) * w; }

template <typename T>
__device__ T spread(T v, T f = T(3), int width = warpSize, unsigned mask = 0xffffffffu)
{
    return (mask == 0xffffffffu) ? v * f + (T)width : v;
}

__device__ int shifted(int v, int by = kOffset, int bias = c_bias[0]) { return v + by + bias; }

struct Acc {
    float sum;
    __device__ Acc(float s = 1.5f) : sum(s) {}
    __device__ void add(float v, float weight = 0.5f) { sum += v * weight; }
};

struct Wide {
    int v;
    __device__ int get() { return v * 2; }
};

template <int K> __device__ float pick(float x)
{
    if constexpr (K == 1)
        return x * 2.0f;
    else if constexpr (K == 2) {
        return x * 3.0f;
    } else
        return x;
}

template <typename T> __device__ T widen(T x)
{
    T r = x;
    if constexpr (std::is_same<T, Wide>::value) {
        r.v = x.get();   // a float has no get(): this branch must go in the float instance
    } else {
        r = x * (T)4;
    }
    if constexpr (sizeof(T) == 8)
        r = r + (T)1;   // never taken for float or Wide: no else, nothing left
    return r;
}

__device__ int plain_constexpr(int x)
{
    if constexpr (kOffset > 5)
        return x + 100;
    return x;
}

template <typename T> struct Add {
    __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct Mul {
    __device__ T operator()(T a, T b) const { return a * b; }
};

template <typename T, template <typename> class Op> __device__ T combine(T a, T b)
{
    Op<T> op;
    return op(a, b);
}

__global__ void defaults_kernel(float *out, int *iout)
{
    int i = threadIdx.x;
    float x = (float)i;
    out[i * 8 + 0] = scale(x);
    out[i * 8 + 1] = scale(x, 5.0f);
    out[i * 8 + 2] = spread(x);
    out[i * 8 + 3] = spread(x, 0.5f) + SPREAD(1.0f);
    out[i * 8 + 4] = blend(x, 8.0f);
    Acc a;
    a.add(x);
    Acc b(2.0f);
    b.add(x, 2.0f);
    out[i * 8 + 5] = a.sum + b.sum;
    out[i * 8 + 6] = pick<1>(x) + pick<2>(x) + pick<3>(x) + widen(x);
    out[i * 8 + 7] = combine<float, Add>(x, 2.0f) + combine<float, Mul>(x, 2.0f);
    Wide w;
    w.v = i;
    iout[i * 3 + 0] = shifted(i) + spread(i, 2);
    iout[i * 3 + 1] = widen(w).v;
    iout[i * 3 + 2] = plain_constexpr(i);
}

int main()
{
    int bias = 11;
    CUDA_CHECK(cudaMemcpyToSymbol(c_bias, &bias, sizeof bias));
    float *d_out;
    int *d_iout;
    CUDA_CHECK(cudaMalloc(&d_out, kN * 8 * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_iout, kN * 3 * sizeof(int)));
    defaults_kernel<<<1, kN>>>(d_out, d_iout);
    CUDA_CHECK(cudaGetLastError());
    float out[kN * 8];
    int iout[kN * 3];
    CUDA_CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(iout, d_iout, sizeof iout, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < kN; i++) {
        float x = (float)i;
        float want[8] = {
            x * 2.0f,
            x * 5.0f,
            x * 3.0f + 32.0f,
            x * 0.5f + 32.0f + (1.0f * 3.0f + 32.0f),
            x + (8.0f - x) * 0.25f,
            (1.5f + x * 0.5f) + (2.0f + x * 2.0f),
            x * 2.0f + x * 3.0f + x + x * 4.0f,
            (x + 2.0f) + (x * 2.0f),
        };
        int iwant[3] = {i + kOffset + bias + (i * 2 + 32), i * 2, i + 100};
        for (int k = 0; k < 8; k++)
            if (out[i * 8 + k] != want[k]) {
                if (bad++ < 5)
                    printf("out[%d][%d] = %g, want %g\n", i, k, out[i * 8 + k], want[k]);
            }
        for (int k = 0; k < 3; k++)
            if (iout[i * 3 + k] != iwant[k]) {
                if (bad++ < 5)
                    printf("iout[%d][%d] = %d, want %d\n", i, k, iout[i * 3 + k], iwant[k]);
            }
    }
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_iout));
    if (bad) {
        printf("FAIL: %d wrong values\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
