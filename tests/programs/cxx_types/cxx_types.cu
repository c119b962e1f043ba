// C++ types and standard-library calls in device code, checked against the same
// arithmetic on the host: anonymous enums sizing arrays, enum classes (one a byte wide,
// held in a struct written by the kernel and read back by the host, so the layouts must
// agree), a plain enum named with its enum's qualifier, sizeof of user structs, a 3x3
// __constant__ matrix and a 2x4 __device__ table written with cudaMemcpyToSymbol,
// multi-dimensional __shared__ and local arrays of structs, explicit specializations of a
// device function template and of a class template, a static constexpr table in a function,
// a struct named only by sizeof, functional casts, std::min, std::max
// and std::abs on floats and ints, std::numeric_limits, std::is_same and std::enable_if.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <type_traits>
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

enum { kBlock = 64, kRows = 2, kCols = kBlock / kRows };
enum class Op { Add, Mul, Max };
enum class Tag : unsigned char { None = 0, Even = 2, Odd = 7 };
enum Color { Red, Green = 5, Blue };

struct Cell {
    Tag tag;       // one byte, then padding: the .cl must keep it one byte
    float v;
    short n;
};

struct OnlySized {   // named in device code only by sizeof
    double a;
    char b;
};

struct Result {
    float value;
    int size;
    Tag tag;
    unsigned char color;
};

__constant__ float mat[3][3];
__device__ int table[2][4];

template <typename T>
__host__ __device__ T scale(T v) { return v * T(3); }
template <>
__host__ __device__ int scale<int>(int v) { return v * 2 + 1; }

template <typename T>
struct Traits {
    __host__ __device__ static T zero() { return T(0); }
    __host__ __device__ static T bias() { return T(1) / T(4); }
};
template <>
struct Traits<int> {
    __host__ __device__ static int zero() { return -1; }
    __host__ __device__ static int bias() { return 7; }
};

template <typename T, typename std::enable_if<std::is_floating_point<T>::value, int>::type = 0>
__host__ __device__ T half_of(T v) { return v / T(2); }

__host__ __device__ float apply(Op op, float a, float b)
{
    switch (op) {
    case Op::Add:
        return a + b;
    case Op::Mul:
        return a * b;
    default:
        return std::max(a, b);
    }
}

__host__ __device__ float compute(int t, const float m[3][3], const int tb[2][4], Tag *tag)
{
    static constexpr float kSteps[4] = {0.5f, 1.5f, 2.5f, 3.5f};
    Cell local[2][2];
    local[0][0].v = m[t % 3][(t + 1) % 3];
    local[1][1].v = m[2][t % 3] + (float)tb[t % 2][t % 4];
    local[0][1].tag = (t % 2) ? Tag::Odd : Tag::Even;
    float r = apply(t % 3 == 0 ? Op::Add : (t % 3 == 1 ? Op::Mul : Op::Max), local[0][0].v, 2.0f);
    r += local[1][1].v + scale(1.5f) + scale(t) + Traits<int>::zero() + Traits<float>::zero();
    r += Traits<int>::bias() + Traits<double>::bias() + (float)Color::Blue + Green;
    r = std::min(r, std::numeric_limits<float>::max());
    r = std::max(r, std::numeric_limits<float>::lowest());
    r += std::abs(-1.5f) + (float)std::abs(-t) + half_of(5.0f) + float(1) + static_cast<float>(Color::Red);
    r += (float)std::min(t, 10) + (float)std::max(t, 40) + kSteps[t % 4] + (float)sizeof(OnlySized);
    if (std::is_same<float, decltype(r)>::value)
        r += 0.5f;
    r += (float)(std::numeric_limits<int>::max() / 1000000000);
    *tag = local[0][1].tag;
    return r;
}

__global__ void types(Result *out)
{
    __shared__ Cell cells[kRows][kCols];
    int t = threadIdx.x;
    cells[t / kCols][t % kCols].v = (float)t;
    cells[t / kCols][t % kCols].n = (short)sizeof(Cell);
    __syncthreads();
    Tag tag;
    float r = compute(t, mat, table, &tag);
    int o = kBlock - 1 - t;
    out[t].value = r + cells[o / kCols][o % kCols].v;
    out[t].size = cells[o / kCols][o % kCols].n + (int)sizeof(Result);
    out[t].tag = tag;
    out[t].color = (unsigned char)Blue;
}

int main()
{
    float hm[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int ht[2][4] = {{1, 2, 3, 4}, {10, 20, 30, 40}};
    CUDA_CHECK(cudaMemcpyToSymbol(mat, hm, sizeof(hm)));
    CUDA_CHECK(cudaMemcpyToSymbol(table, ht, sizeof(ht)));
    Result *d;
    CUDA_CHECK(cudaMalloc(&d, kBlock * sizeof(Result)));
    types<<<1, kBlock>>>(d);
    CUDA_CHECK(cudaGetLastError());
    std::vector<Result> out(kBlock);
    CUDA_CHECK(cudaMemcpy(out.data(), d, kBlock * sizeof(Result), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int t = 0; t < kBlock; t++) {
        Tag tag;
        float want = compute(t, hm, ht, &tag) + (float)(kBlock - 1 - t);
        int size = (int)(sizeof(Cell) + sizeof(Result));
        if (fabsf(out[t].value - want) > 1e-4f * fmaxf(1.0f, fabsf(want)) || out[t].size != size ||
            out[t].tag != tag || out[t].color != Blue) {
            if (bad++ < 5)
                printf("mismatch at %d: %f %d %d %d, want %f %d %d %d\n", t, out[t].value,
                       out[t].size, (int)out[t].tag, out[t].color, want, size, (int)tag, (int)Blue);
        }
    }
    CUDA_CHECK(cudaFree(d));
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
