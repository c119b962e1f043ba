// Names device code reaches through namespaces, and the host constants it reads:
// namespace aliases, using-declarations and using-directives (at namespace scope and in
// a function), namespace-scope const and constexpr scalars, arrays and structs, static
// constexpr members, variable templates, constexpr functions (nvcc's
// --expt-relaxed-constexpr).
#include <cuda_runtime.h>

namespace mylib {
namespace math {
__device__ inline float sq(float x) { return x * x; }
__host__ __device__ inline float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
const float kScale = 2.5f;
constexpr int kTaps = 3;
constexpr unsigned kMask = 0xffu;
constexpr double kTiny = 1e-300;
constexpr long long kBig = -9223372036854775807LL - 1;
struct Range {
    float lo, hi;
};
constexpr Range kRange = {-1.0f, 10.0f};
constexpr int twice(int v) { return 2 * v; }
} // namespace math
__device__ constexpr float kWeights[math::kTaps] = {0.25f, 0.5f, 0.25f};
} // namespace mylib

namespace m = mylib::math;
using mylib::math::clampf;

struct Params {
    static constexpr int kLen = 4;
    static const int kOff = 1;
    static constexpr float kHalf = 0.5f;
};

template <typename T>
constexpr T pi = T(3.14159265358979);

template <int N>
constexpr int squared = N * N;

__global__ void taps(float *out, const float *in, int n)
{
    using namespace mylib::math;
    namespace mm = mylib::math;
    using mylib::math::sq;
    __shared__ float tile[kTaps * 32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    tile[threadIdx.x % (kTaps * 32)] = in[i];
    float acc = 0.0f;
    for (int t = 0; t < kTaps; ++t)
        acc += mylib::kWeights[t] * in[(i + t) % n];
    acc = sq(acc) * kScale + m::sq(kRange.lo);
    acc = clampf(acc, mm::kRange.lo, m::kRange.hi);
    acc += mm::twice(Params::kLen) + Params::kOff + Params::kHalf;
    acc += pi<float> + (float)pi<double> + squared<3> + squared<4>;
    acc += (i & kMask) + (float)kTiny + (kBig < 0 ? 1 : 0);
    out[i] = acc + tile[0];
}

int main()
{
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    taps<<<1, 64>>>(d, d, 64);
    cudaDeviceSynchronize();
    return 0;
}
