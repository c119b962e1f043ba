// Device math API: float/double functions, fast intrinsics, rounded ops, min/max, std::.
#include <cuda_runtime.h>
#include <math_constants.h>
#include <cmath>
__device__ __host__ inline float sq(float x) { return x * x; }
__global__ void math(float *f, double *d, int *i, int n) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  float x = f[k];
  float s, c;
  sincosf(x, &s, &c);
  __sincosf(x, &s, &c);
  float r = sinf(x) + cosf(x) + tanf(x) + expf(x) + logf(x + 1) + powf(x, 2.0f) + sqrtf(x) +
            rsqrtf(x) + cbrtf(x) + erff(x) + lgammaf(x) + fabsf(x) + floorf(x) + ceilf(x) +
            roundf(x) + truncf(x) + fmodf(x, 3.f) + hypotf(x, 2.f) + atan2f(x, 1.f) +
            exp2f(x) + log2f(x) + log10f(x) + sinpif(x) + normcdff(x) + erfinvf(0.5f) +
            fmaf(x, 2.f, 1.f) + fminf(x, 1.f) + fmaxf(x, 0.f) + copysignf(x, -1.f) +
            __expf(x) + __logf(x) + __sinf(x) + __cosf(x) + __powf(x, 2.f) + __fdividef(x, 3.f) +
            __saturatef(x) + __fmul_rn(x, x) + __fadd_rz(x, 1.f) + __fdiv_rn(x, 2.f) +
            __fmaf_rn(x, x, x) + __frcp_rn(x) + __fsqrt_rn(x) + sq(x) + CUDART_PI_F +
            min(x, 1.0f) + max(x, 0.0f) + sqrt(x) + std::sqrt(x) + std::abs(x) + fabs(x) +
            norm3df(x, x, x) + rhypotf(x, 1.f) + exp10f(x) + ldexpf(x, 2) + scalbnf(x, 1);
  double y = d[k];
  double q = sin(y) + cos(y) + exp(y) + log(y) + pow(y, 3.0) + sqrt(y) + rsqrt(y) + fma(y, y, y) +
             __dadd_rn(y, 1.0) + __dmul_rz(y, y) + __ddiv_ru(y, 3.0) + fmin(y, 0.0) + erfc(y) +
             min(y, 2.0) + max(1.0, y) + tgamma(y) + atan(y) + CUDART_PI;
  int lo = min(i[k], 3) + max(i[k], 7) + abs(i[k]) + umin(1u, 2u) + (int)llmax(1ll, 2ll);
  long lr = lrintf(x); long long llr = llroundf(x);
  f[k] = r + (float)q + isnan(x) + isinf(y) + signbit(x) + isfinite(x);
  i[k] = lo + __float2int_rn(x) + __double2int_rz(y) + (int)lr + (int)llr + ilogbf(x);
  d[k] = __int2double_rn(i[k]) + __hiloint2double(__double2hiint(y), __double2loint(y)) + __uint2float_rn(3u);
}
int main() {
  float h = std::sqrt(2.0f) + sinf(1.0f) + fmaxf(1.f, 2.f) + sq(3.f);
  double g = std::pow(2.0, 3.0) + std::max(1.0, 2.0);
  return (int)(h + g) == 0;
}
