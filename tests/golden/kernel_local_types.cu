// Declarations inside device functions that C has no place for: a local alias and a local
// typedef of a dependent type (one per instance), a member typedef named through its class,
// a struct defined in a function template (one per instance, aligned), static_assert, std::uint8_t and the other <cstdint> names,
// UINT64_C, an array typedef, and a member template whose name meets an overload's
// (hash<unsigned> and hash_(unsigned)).
#include <cstdint>
#include <type_traits>
#include <cuda_runtime.h>

template <typename T>
struct Wide {
    typedef T type;
};
template <>
struct Wide<float> {
    typedef double type;
};

typedef float row_t[4];

template <class K>
struct Hasher {
    template <class T>
    __host__ __device__ static T hash(T x) { return hash_(x); }
    __host__ __device__ static std::uint32_t hash_(std::uint32_t x) { return x * 0x9E3779B1u; }
    __host__ __device__ static std::uint64_t hash_(std::uint64_t x) { return x * UINT64_C(0x9E3779B97F4A7C15); }
};

template <typename T, int N>
__device__ T sum_vec(const T *in, row_t r)
{
    static_assert(N % 2 == 0, "N must be even");
    using acc_t = typename Wide<T>::type;
    typedef typename Wide<T>::type wide;
    struct alignas(sizeof(T) * N) Vec {
        T v[N];
    };
    Vec x = *reinterpret_cast<const Vec *>(in);
    acc_t s = 0;
    typename Wide<T>::type bias = (typename Wide<T>::type)1;
    for (std::uint8_t i = 0; i < N; i++)
        s += (wide)x.v[i] + r[i % 4];
    return (T)(s + bias);
}

__global__ void local_types(float *f, int *n, std::uint64_t *h)
{
    row_t r = {1, 2, 3, 4};
    f[0] = sum_vec<float, 4>(f, r);
    n[0] = sum_vec<int, 2>(n, r);
    h[0] = Hasher<std::uint64_t>::hash(h[0]) + Hasher<std::uint32_t>::hash((std::uint32_t)h[1]);
}

int main()
{
    float *f;
    int *n;
    std::uint64_t *h;
    cudaMalloc(&f, 4 * sizeof(float));
    cudaMalloc(&n, 2 * sizeof(int));
    cudaMalloc(&h, 2 * sizeof(std::uint64_t));
    local_types<<<1, 1>>>(f, n, h);
    cudaDeviceSynchronize();
    return 0;
}
