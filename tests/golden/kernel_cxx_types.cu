// C++ that device code uses with types: anonymous enums, enum classes (one of another
// size than int), sizeof of a user struct, multi-dimensional __constant__ and __device__
// arrays written with cudaMemcpyToSymbol, multi-dimensional __shared__ and local arrays of
// structs, explicit specializations of a device function template and of a class
// template, a static const table in a function, a struct named only by sizeof, functional
// casts, std::min/max/abs, std::numeric_limits, std::is_same and std::enable_if (nvcc
// --expt-relaxed-constexpr), a cache-hinted store.
#include <cstdio>
#include <limits>
#include <type_traits>
#include <algorithm>
#include <cuda_runtime.h>

enum { kBlock = 64, kHalf = kBlock / 2 };
enum class Op { Add, Mul };
enum class Mode : unsigned char { Fast = 1, Slow = 2 };
enum Color { Red, Green = 5 };
struct Cell {
    float v;
    int n;
    Mode m;
};

__constant__ float weights[3][3];
__device__ int table[2][4];

template <typename T>
__device__ T twice(T v) { return v + v; }
template <>
__device__ int twice<int>(int v) { return v * 2 + 1; }

template <typename T>
struct Traits {
    __device__ static T zero() { return T(0); }
};
template <>
struct Traits<int> {
    __device__ static int zero() { return -1; }
};

template <typename T, typename std::enable_if<std::is_floating_point<T>::value, int>::type = 0>
__device__ T half_of(T v) { return v / T(2); }

__device__ float apply(Op op, float a, float b)
{
    static const float kSteps[2] = {0.5f, 1.5f};
    return (op == Op::Add ? a + b : a * b) + kSteps[op == Op::Add];
}

struct OnlySized {
    double a;
    char b;
};

__global__ void types(float *out, int *iout, Mode mode)
{
    __shared__ Cell cells[2][kHalf];
    Cell local[2][2];
    int t = threadIdx.x;
    cells[t / kHalf][t % kHalf].v = (float)t;
    cells[t / kHalf][t % kHalf].n = (int)sizeof(Cell);
    cells[t / kHalf][t % kHalf].m = Mode::Slow;
    local[0][0].v = weights[0][0];
    local[1][1].v = weights[2][2] + table[1][3];
    __syncthreads();
    float r = apply(Op::Mul, cells[0][t % kHalf].v, 2.0f) + local[0][0].v + local[1][1].v;
    r += twice(1.5f) + twice(3) + Traits<int>::zero() + Traits<float>::zero() + Green;
    r = std::min(r, std::numeric_limits<float>::max());
    r = std::max(r, std::numeric_limits<float>::lowest());
    r += std::abs(-1.0f) + half_of(4.0f) + float(1) + static_cast<float>(Color::Red);
    if (std::is_same<float, decltype(r)>::value && mode == Mode::Fast)
        r += 1.0f;
    __stcs(&out[t], r);
    iout[t] = cells[1][0].n + (int)sizeof(OnlySized) + std::numeric_limits<int>::max() / 1000000000 +
              (cells[0][0].m == Mode::Slow);
}

int main()
{
    float hw[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int ht[2][4] = {{0}};
    cudaMemcpyToSymbol(weights, hw, sizeof(hw));
    cudaMemcpyToSymbol(table, ht, sizeof(ht));
    float *d;
    int *di;
    cudaMalloc(&d, kBlock * sizeof(float));
    cudaMalloc(&di, kBlock * sizeof(int));
    types<<<1, kBlock>>>(d, di, Mode::Fast);
    cudaDeviceSynchronize();
    return 0;
}
