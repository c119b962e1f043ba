// Declarations inside device functions and classes, checked against the same code on the
// host: a local alias and a local typedef of a dependent type (one per instance), a member
// typedef named through its class, a struct defined in a function template (one per
// instance, aligned, read through a cast pointer), static_assert, std::uint8_t and
// std::uint64_t, UINT64_C, an array typedef, and a member template whose name meets an
// overload's (hash<unsigned> and hash_(unsigned)).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
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
    __host__ __device__ static std::uint32_t hash_(std::uint32_t x) { return (x ^ (x >> 15)) * 0x2C1B3C6Du; }
    __host__ __device__ static std::uint64_t hash_(std::uint64_t x)
    {
        return (x ^ (x >> 31)) * UINT64_C(0x9E3779B97F4A7C15);
    }
};

template <typename T, int N>
__host__ __device__ T sum_vec(const T *in, const row_t r)
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
        s += (wide)x.v[i] * (wide)r[i % 4];
    return (T)(s + bias);
}

#define N 64

__global__ void local_types(const float *f, const int *n, const std::uint64_t *h, float *fo, int *no,
                            std::uint64_t *ho)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= N)
        return;
    row_t r = {1, 2, 3, (float)t};
    fo[t] = sum_vec<float, 4>(f + 4 * t, r);
    no[t] = sum_vec<int, 2>(n + 2 * t, r);
    ho[t] = Hasher<std::uint64_t>::hash(h[t]) + Hasher<std::uint32_t>::hash((std::uint32_t)h[t]);
}

int main()
{
    std::vector<float> f(4 * N), fo(N);
    std::vector<int> n(2 * N), no(N);
    std::vector<std::uint64_t> h(N), ho(N);
    for (int i = 0; i < 4 * N; i++)
        f[i] = 0.25f * (float)(i % 17);
    for (int i = 0; i < 2 * N; i++)
        n[i] = i * 3 - 50;
    for (int i = 0; i < N; i++)
        h[i] = UINT64_C(0x0123456789ABCDEF) * (std::uint64_t)(i + 1);
    float *df, *dfo;
    int *dn, *dno;
    std::uint64_t *dh, *dho;
    CUDA_CHECK(cudaMalloc(&df, f.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dn, n.size() * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dh, h.size() * sizeof(std::uint64_t)));
    CUDA_CHECK(cudaMalloc(&dfo, N * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dno, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dho, N * sizeof(std::uint64_t)));
    CUDA_CHECK(cudaMemcpy(df, f.data(), f.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dn, n.data(), n.size() * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dh, h.data(), h.size() * sizeof(std::uint64_t), cudaMemcpyHostToDevice));
    local_types<<<2, 32>>>(df, dn, dh, dfo, dno, dho);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(fo.data(), dfo, N * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(no.data(), dno, N * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(ho.data(), dho, N * sizeof(std::uint64_t), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int t = 0; t < N; t++) {
        row_t r = {1, 2, 3, (float)t};
        float wf = sum_vec<float, 4>(&f[4 * t], r);
        int wn = sum_vec<int, 2>(&n[2 * t], r);
        std::uint64_t wh = Hasher<std::uint64_t>::hash(h[t]) + Hasher<std::uint32_t>::hash((std::uint32_t)h[t]);
        if (fabsf(fo[t] - wf) > 1e-5f * fmaxf(1.0f, fabsf(wf)) || no[t] != wn || ho[t] != wh) {
            if (bad++ < 5)
                printf("mismatch at %d: %f %d %llx, want %f %d %llx\n", t, fo[t], no[t],
                       (unsigned long long)ho[t], wf, wn, (unsigned long long)wh);
        }
    }
    cudaFree(df); cudaFree(dn); cudaFree(dh); cudaFree(dfo); cudaFree(dno); cudaFree(dho);
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
