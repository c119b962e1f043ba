// CUDA vector types spelled through auto, decltype and template arguments keep CUDA's
// layout in the .cl: a uint3 is the device header's 12-byte cuport_uint3, never OpenCL's
// 16-byte uint3.
#include <cuda_runtime.h>

template <typename T>
__device__ T first(const T *p)
{
    T v = p[0];
    return v;
}

template <typename V>
struct Box {
    V v;
};

__global__ void hash3(const unsigned int *in, unsigned int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    auto k = (const uint3 *)in;
    uint3 a = k[i];
    decltype(a) b = a;
    auto c = make_float3(1.0f, 2.0f, 3.0f);
    const auto *e = &k[0];
    uint3 d = first(k + i);
    Box<uint3> box;
    box.v = d;
    out[i] = a.x + b.y + d.z + box.v.x + e->y + (unsigned int)c.y;
}

__global__ void pick(const double3 *in, double *out)
{
    auto v = in[threadIdx.x];
    decltype(v) w = first(in);
    out[threadIdx.x] = v.z + w.x;
}
