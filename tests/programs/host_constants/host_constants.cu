// Names device code reaches through namespaces and the host constants it reads, checked
// against the same arithmetic on the host: namespace aliases (at namespace scope and in a
// function), using-declarations and using-directives, namespace-scope const and constexpr
// scalars of several types (one sizing a __shared__ array), a constexpr struct, static
// constexpr and static const members (of a class template too), variable templates with
// type and value arguments, constexpr functions called from a kernel
// (--expt-relaxed-constexpr), a __device__ constexpr table, and a value from
// std::numeric_limits.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
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

namespace geo {
namespace detail {
constexpr int kTaps = 3;
const float kScale = 1.5f;
constexpr double kShift = 0.25;
constexpr unsigned kMask = 0x7u;
constexpr long long kWide = 1LL << 40;
struct Range {
    float lo, hi;
};
constexpr Range kRange = {-4.0f, 40.0f};
constexpr int cube(int v) { return v * v * v; }
__host__ __device__ inline float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
__host__ __device__ inline float sq(float x) { return x * x; }
} // namespace detail
__device__ constexpr float kWeights[detail::kTaps] = {0.25f, 0.5f, 0.25f};
const float kHostWeights[detail::kTaps] = {0.25f, 0.5f, 0.25f};
} // namespace geo

namespace gd = geo::detail;
using geo::detail::clampf;

struct Params {
    static constexpr int kLen = 4;
    static const int kOff = -2;
    static constexpr float kHalf = 0.5f;
};

template <typename T>
struct Limits {
    static constexpr T kTop = T(100);
};

template <typename T>
constexpr T pi = T(3.14159265358979);

template <int N>
constexpr int squared = N * N;

#define BLOCK 64

__global__ void taps(float *out, const float *in, int n)
{
    using namespace geo::detail;
    namespace inner = geo::detail;
    using geo::detail::sq;
    __shared__ float tile[kTaps * BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int t = 0; t < kTaps; ++t)
        tile[t * BLOCK + threadIdx.x] = in[(i + t) % n];
    __syncthreads();
    if (i >= n)
        return;
    float acc = 0.0f;
    for (int t = 0; t < kTaps; ++t)
        acc += geo::kWeights[t] * tile[t * BLOCK + threadIdx.x];
    acc = sq(acc) * kScale + (float)gd::kShift;
    acc = clampf(acc, inner::kRange.lo, gd::kRange.hi);
    acc += inner::cube(Params::kLen) + Params::kOff + Params::kHalf;
    acc += pi<float> + (float)pi<double> + squared<3> - squared<2>;
    acc += (float)(i & kMask) + (kWide > 0 ? 1.0f : 0.0f) + Limits<float>::kTop + Limits<int>::kTop;
    acc += std::numeric_limits<int>::max() / 1000000000;
    out[i] = acc;
}

static float host_tap(const std::vector<float> &in, int i, int n)
{
    using namespace geo::detail;
    float acc = 0.0f;
    for (int t = 0; t < kTaps; ++t)
        acc += geo::kHostWeights[t] * in[(i + t) % n];
    acc = sq(acc) * kScale + (float)kShift;
    acc = clampf(acc, kRange.lo, kRange.hi);
    acc += cube(Params::kLen) + Params::kOff + Params::kHalf;
    acc += pi<float> + (float)pi<double> + squared<3> - squared<2>;
    acc += (float)(i & kMask) + (kWide > 0 ? 1.0f : 0.0f) + Limits<float>::kTop + Limits<int>::kTop;
    acc += std::numeric_limits<int>::max() / 1000000000;
    return acc;
}

int main()
{
    const int n = 4 * BLOCK;
    std::vector<float> in(n), out(n);
    for (int i = 0; i < n; i++)
        in[i] = (float)((i * 37) % 23) - 6.0f;
    float *din, *dout;
    CUDA_CHECK(cudaMalloc(&din, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dout, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(din, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    taps<<<n / BLOCK, BLOCK>>>(dout, din, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        float want = host_tap(in, i, n);
        if (fabsf(out[i] - want) > 1e-3f * fmaxf(1.0f, fabsf(want))) {
            if (bad++ < 5)
                printf("mismatch at %d: %f, want %f\n", i, out[i], want);
        }
    }
    CUDA_CHECK(cudaFree(din));
    CUDA_CHECK(cudaFree(dout));
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
