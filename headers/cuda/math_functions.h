/* cuport: the CUDA math API for device code (float and double), declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Every function of CUDA's single and double precision math API is declared __device__
 * (with C linkage, so it overloads the C library's host declaration of the same name by
 * execution space, as clang's CUDA mode allows), followed by the fast-math and rounded
 * intrinsics (__expf, __fdividef, __fmul_rn, ...) and CUDA's min/max overloads.  What nvcc
 * also declares for host code is __host__ __device__: CUDA's own functions (rsqrtf,
 * normcdf, erfinv, sinpi...), min/max and umin/llmax/....  The C++
 * float overloads (sqrt(float), std::abs, ...) come from <cmath>, whose constexpr
 * functions clang treats as __host__ __device__.  C++ in CUDA mode only.
 */
#ifndef CUPORT_MATH_FUNCTIONS_H
#define CUPORT_MATH_FUNCTIONS_H
#include "host_defines.h"
#if defined(__cplusplus) && defined(__CUDA__)
#include <math.h>
#include <stdlib.h>
#include <cmath>
#include <cstdlib>

/* f(x) for float (suffix f) and double (no suffix). */
#define __CUPORT_M1(n) __CUPORT_D float n##f(float x); __CUPORT_D double n(double x);
#define __CUPORT_M2(n) __CUPORT_D float n##f(float x, float y); __CUPORT_D double n(double x, double y);

extern "C" {
/* -- one argument -- */
__CUPORT_M1(acos) __CUPORT_M1(acosh) __CUPORT_M1(asin) __CUPORT_M1(asinh) __CUPORT_M1(atan)
__CUPORT_M1(atanh) __CUPORT_M1(cbrt) __CUPORT_M1(ceil) __CUPORT_M1(cos) __CUPORT_M1(cosh)
__CUPORT_M1(cyl_bessel_i0) __CUPORT_M1(cyl_bessel_i1) __CUPORT_M1(erf) __CUPORT_M1(erfc)
__CUPORT_M1(exp) __CUPORT_M1(exp10) __CUPORT_M1(exp2) __CUPORT_M1(expm1) __CUPORT_M1(fabs)
__CUPORT_M1(floor) __CUPORT_M1(j0) __CUPORT_M1(j1) __CUPORT_M1(lgamma) __CUPORT_M1(log)
__CUPORT_M1(log10) __CUPORT_M1(log1p) __CUPORT_M1(log2) __CUPORT_M1(logb)
__CUPORT_M1(nearbyint) __CUPORT_M1(rint) __CUPORT_M1(round) __CUPORT_M1(sin)
__CUPORT_M1(sinh) __CUPORT_M1(sqrt) __CUPORT_M1(tan) __CUPORT_M1(tanh) __CUPORT_M1(tgamma)
__CUPORT_M1(trunc) __CUPORT_M1(y0) __CUPORT_M1(y1)
/* -- two arguments -- */
__CUPORT_M2(atan2) __CUPORT_M2(copysign) __CUPORT_M2(fdim) __CUPORT_M2(fmax) __CUPORT_M2(fmin)
__CUPORT_M2(fmod) __CUPORT_M2(hypot) __CUPORT_M2(nextafter) __CUPORT_M2(pow)
__CUPORT_M2(remainder) __CUPORT_M2(rhypot)
/* -- other shapes -- */
__CUPORT_D float fmaf(float x, float y, float z);          __CUPORT_D double fma(double x, double y, double z);
__CUPORT_D float fdividef(float x, float y);
__CUPORT_D float norm3df(float a, float b, float c);       __CUPORT_D double norm3d(double a, double b, double c);
__CUPORT_D float rnorm3df(float a, float b, float c);      __CUPORT_D double rnorm3d(double a, double b, double c);
__CUPORT_D float norm4df(float a, float b, float c, float d);  __CUPORT_D double norm4d(double a, double b, double c, double d);
__CUPORT_D float rnorm4df(float a, float b, float c, float d); __CUPORT_D double rnorm4d(double a, double b, double c, double d);
__CUPORT_D float normf(int dim, const float *p);           __CUPORT_D double norm(int dim, const double *p);
__CUPORT_D float rnormf(int dim, const float *p);          __CUPORT_D double rnorm(int dim, const double *p);
__CUPORT_D float frexpf(float x, int *nptr);               __CUPORT_D double frexp(double x, int *nptr);
__CUPORT_D float ldexpf(float x, int exp);                 __CUPORT_D double ldexp(double x, int exp);
__CUPORT_D float scalbnf(float x, int n);                  __CUPORT_D double scalbn(double x, int n);
__CUPORT_D float scalblnf(float x, long n);                __CUPORT_D double scalbln(double x, long n);
__CUPORT_D int ilogbf(float x);                            __CUPORT_D int ilogb(double x);
__CUPORT_D long lrintf(float x);                           __CUPORT_D long lrint(double x);
__CUPORT_D long lroundf(float x);                          __CUPORT_D long lround(double x);
__CUPORT_D long long llrintf(float x);                     __CUPORT_D long long llrint(double x);
__CUPORT_D long long llroundf(float x);                    __CUPORT_D long long llround(double x);
__CUPORT_D float modff(float x, float *iptr);              __CUPORT_D double modf(double x, double *iptr);
__CUPORT_D float nanf(const char *tag);                    __CUPORT_D double nan(const char *tag);
__CUPORT_D float remquof(float x, float y, int *quo);      __CUPORT_D double remquo(double x, double y, int *quo);
__CUPORT_D void sincosf(float x, float *s, float *c);      __CUPORT_D void sincos(double x, double *s, double *c);
__CUPORT_D float jnf(int n, float x);                      __CUPORT_D double jn(int n, double x);
__CUPORT_D float ynf(int n, float x);                      __CUPORT_D double yn(int n, double x);
/* -- CUDA's own math functions, which nvcc also declares for host code -- */
#define __CUPORT_HM1(n) __CUPORT_HD float n##f(float x); __CUPORT_HD double n(double x);
__CUPORT_HM1(cospi) __CUPORT_HM1(erfcinv) __CUPORT_HM1(erfcx) __CUPORT_HM1(erfinv)
__CUPORT_HM1(normcdf) __CUPORT_HM1(normcdfinv) __CUPORT_HM1(rcbrt) __CUPORT_HM1(rsqrt)
__CUPORT_HM1(sinpi)
#undef __CUPORT_HM1
__CUPORT_HD void sincospif(float x, float *s, float *c);  __CUPORT_HD void sincospi(double x, double *s, double *c);
/* -- integer helpers of the C library, device side -- */
__CUPORT_D int abs(int a);
__CUPORT_D long labs(long a);
__CUPORT_D long long llabs(long long a);

/* -- fast-math intrinsics (single precision) -- */
__CUPORT_D float __cosf(float x);  __CUPORT_D float __sinf(float x);  __CUPORT_D float __tanf(float x);
__CUPORT_D void __sincosf(float x, float *s, float *c);
__CUPORT_D float __expf(float x);  __CUPORT_D float __exp10f(float x);
__CUPORT_D float __logf(float x);  __CUPORT_D float __log2f(float x);  __CUPORT_D float __log10f(float x);
__CUPORT_D float __powf(float x, float y);
__CUPORT_D float __fdividef(float x, float y);
__CUPORT_D float __saturatef(float x);
__CUPORT_D float __frsqrt_rn(float x);
/* -- IEEE rounded single precision: _rn _rz _ru _rd -- */
#define __CUPORT_RND(n, r) \
  __CUPORT_D float __f##n##_##r(float x, float y);
#define __CUPORT_RND4(n) __CUPORT_RND(n, rn) __CUPORT_RND(n, rz) __CUPORT_RND(n, ru) __CUPORT_RND(n, rd)
__CUPORT_RND4(add) __CUPORT_RND4(sub) __CUPORT_RND4(mul) __CUPORT_RND4(div)
#undef __CUPORT_RND
#define __CUPORT_RND(r)                                                                  \
  __CUPORT_D float __fmaf_##r(float x, float y, float z);                                \
  __CUPORT_D float __frcp_##r(float x); __CUPORT_D float __fsqrt_##r(float x);             \
  __CUPORT_D double __dadd_##r(double x, double y); __CUPORT_D double __dsub_##r(double x, double y); \
  __CUPORT_D double __dmul_##r(double x, double y); __CUPORT_D double __ddiv_##r(double x, double y); \
  __CUPORT_D double __fma_##r(double x, double y, double z);                             \
  __CUPORT_D double __drcp_##r(double x); __CUPORT_D double __dsqrt_##r(double x);
__CUPORT_RND(rn) __CUPORT_RND(rz) __CUPORT_RND(ru) __CUPORT_RND(rd)
#undef __CUPORT_RND
#undef __CUPORT_RND4
__CUPORT_D float __fmaf_ieee_rn(float x, float y, float z);
} /* extern "C" */

/* -- min/max overloads of CUDA's math API (host and device, global namespace) -- */
#define __CUPORT_MM(t)                                                                   \
  __CUPORT_HD t min(t a, t b); __CUPORT_HD t max(t a, t b);
__CUPORT_MM(int) __CUPORT_MM(unsigned int) __CUPORT_MM(long) __CUPORT_MM(unsigned long)
__CUPORT_MM(long long) __CUPORT_MM(unsigned long long) __CUPORT_MM(float) __CUPORT_MM(double)
#undef __CUPORT_MM
__CUPORT_HD unsigned int min(int a, unsigned int b);  __CUPORT_HD unsigned int min(unsigned int a, int b);
__CUPORT_HD unsigned int max(int a, unsigned int b);  __CUPORT_HD unsigned int max(unsigned int a, int b);
__CUPORT_HD unsigned long long min(long long a, unsigned long long b);
__CUPORT_HD unsigned long long min(unsigned long long a, long long b);
__CUPORT_HD unsigned long long max(long long a, unsigned long long b);
__CUPORT_HD unsigned long long max(unsigned long long a, long long b);
__CUPORT_HD unsigned long min(long a, unsigned long b);  __CUPORT_HD unsigned long min(unsigned long a, long b);
__CUPORT_HD unsigned long max(long a, unsigned long b);  __CUPORT_HD unsigned long max(unsigned long a, long b);
__CUPORT_HD double min(float a, double b);  __CUPORT_HD double min(double a, float b);
__CUPORT_HD double max(float a, double b);  __CUPORT_HD double max(double a, float b);
extern "C" {
__CUPORT_HD unsigned int umin(unsigned int a, unsigned int b);
__CUPORT_HD unsigned int umax(unsigned int a, unsigned int b);
__CUPORT_HD long long llmin(long long a, long long b);
__CUPORT_HD long long llmax(long long a, long long b);
__CUPORT_HD unsigned long long ullmin(unsigned long long a, unsigned long long b);
__CUPORT_HD unsigned long long ullmax(unsigned long long a, unsigned long long b);
}

#undef __CUPORT_M1
#undef __CUPORT_M2
#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_MATH_FUNCTIONS_H */
