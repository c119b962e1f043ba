// __shared__ raw storage for a class type, as std::aligned_storage<size, align>::type (in a
// kernel template, spelled with typename): an array of N-byte structs of alignment A, which
// the kernel reinterprets as the class.
#include <type_traits>

struct Moments {
    float mean, m2;
    long n;
};

template <typename T>
__global__ void reverse_moments(const T *in, T *out)
{
    __shared__ typename std::aligned_storage<sizeof(Moments), alignof(Moments)>::type raw[64];
    Moments *m = reinterpret_cast<Moments *>(raw);
    m[threadIdx.x].mean = (float)in[threadIdx.x];
    m[threadIdx.x].n = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = (T)(m[63 - threadIdx.x].mean + (float)m[63 - threadIdx.x].n);
}

void run(const float *in, float *out)
{
    reverse_moments<float><<<1, 64>>>(in, out);
}
