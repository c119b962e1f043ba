// C++ in CUDA code: namespaces, class templates with __host__ __device__ members, functors,
// lambdas, constexpr, static_assert, operator overloading and __CUDA_ARCH__ branches.
#include <cuda_runtime.h>
#include <type_traits>
#include <utility>
namespace physics {
template <typename T> struct Vec2 {
  T x, y;
  __host__ __device__ Vec2() : x(0), y(0) {}
  __host__ __device__ Vec2(T a, T b) : x(a), y(b) {}
  __host__ __device__ Vec2 operator+(const Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
  __host__ __device__ T norm2() const { return x * x + y * y; }
};
struct Square { __device__ float operator()(float v) const { return v * v; } };
template <typename F> __global__ void apply(float *d, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] = f(d[i]);
}
__host__ __device__ constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }
__device__ __noinline__ float slow(float v) { return v + 1; }
__host__ __device__ inline int arch() {
#ifdef __CUDA_ARCH__
  return __CUDA_ARCH__;
#else
  return 0;
#endif
}
}  // namespace physics
using physics::Vec2;
__global__ void particles(Vec2<float> *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { auto lam = [=] __device__ (Vec2<float> a) { return a + Vec2<float>(1.f, 2.f); }; p[i] = lam(p[i]); p[i].x += physics::slow(p[i].norm2()) + physics::arch(); }
}
static_assert(physics::ceil_div(10, 3) == 4, "constexpr works");
static_assert(std::is_trivially_copyable<float4>::value, "vector types are trivially copyable");
int main() {
  float *d; Vec2<float> *p; int n = 1000;
  cudaMalloc(&d, n * sizeof(float)); cudaMalloc(&p, n * sizeof(Vec2<float>));
  physics::apply<<<physics::ceil_div(n, 128), 128>>>(d, n, physics::Square());
  particles<<<physics::ceil_div(n, 128), 128>>>(p, n);
  Vec2<double> h(1, 2); h = h + h;
  return (int)h.norm2() == 0;
}
