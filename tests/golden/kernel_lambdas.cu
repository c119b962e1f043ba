// Lambdas in device code. Each becomes a struct of its captures (by value: a copy made where
// the lambda is written; by reference, and __shared__ variables: an address) and a function
// taking it: named and called later, mutable, called where written, passed to a device
// function template, capturing the parameters of a device function.
#include <cuda_runtime.h>

template <typename F>
__device__ float apply(float x, F f)
{
    return f(x) + f(1.0f);
}

__device__ uint4 pick(uint4 a, uint4 b, unsigned i)
{
    auto get = [&a, &b](unsigned idx) -> const uint4 {
        switch (idx) {
        case 0:
            return a;
        case 1:
            return b;
        }
        return {};
    };
    uint4 r = get(i);
    a.x += 10;
    r.y += get(0).x;
    return r;
}

__global__ void forms(float *out, const float *in, int n)
{
    __shared__ float tile[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float scale = 2.0f;
    int count = 0;
    tile[threadIdx.x % 64] = in[i % n];
    __syncthreads();
    auto byValue = [scale](float v) { return v * scale; };
    auto byRef = [&count](int k) { count += k; };
    auto all = [&](int k) { return tile[k % 64] + out[0] * scale + count; };
    auto copies = [=](float v) { return v + scale + in[0]; };
    int calls = 0;
    auto counter = [calls]() mutable { return ++calls; };
    scale = 3.0f;
    byRef(1);
    byRef(2);
    counter();
    float twice = apply(in[i % n], [] __device__ (float v) { return v * 2; });
    float capt = apply(1.0f, [scale, &count](float v) { return v * scale + count; });
    int direct = [&](int a) { return a + count; }(5);
    uint4 u = pick(make_uint4(1, 2, 3, 4), make_uint4(5, 6, 7, 8), i & 1);
    if (i < n)
        out[i] = u.x + byValue(1.0f) + all(i) + copies(0.5f) + counter() + twice + capt + direct;
}
