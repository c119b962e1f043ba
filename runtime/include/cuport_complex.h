/*
 * cuport_complex.h: CUDA's cuComplex.h for host code.
 *
 * cuportFloatComplex is cuFloatComplex (and cuComplex): a cuport_float2, real part in x,
 * imaginary part in y, 8-byte aligned; cuportDoubleComplex is cuDoubleComplex, a
 * cuport_double2, 16-byte aligned.  These are CUDA's layouts and the device's (the kernels
 * see float2 and double2), so arrays built here copy to the device unchanged.  The
 * functions are cuComplex.h's with cuport in place of cu (cuCaddf -> cuportCaddf,
 * make_cuFloatComplex -> make_cuportFloatComplex), and they compute what CUDA's do:
 * division scaled by |re| + |im| of the divisor, the absolute value as an overflow-safe
 * hypot, cuCfma as x * y + d.  The device header (runtime/device/cuport_device.h) has the
 * same functions on float2 and double2 (cuport_caddf ...), computed the same way.  As
 * cuport_types.h does for the vector types, CUDA's own names are macros of these unless
 * CUPORT_NO_CUDA_NAMES is defined, so a name the preprocessor forms still means CUDA's.
 */
#ifndef CUPORT_COMPLEX_H
#define CUPORT_COMPLEX_H
#define CU_COMPLEX_H_   /* cuComplex.h's guard: code that tests it decides as with nvcc */

#include <math.h>
#include <float.h>
#include "cuport_types.h"

typedef cuport_float2 cuportFloatComplex;
typedef cuport_double2 cuportDoubleComplex;
typedef cuportFloatComplex cuportComplex;

/* T is the complex type, R its part, s the suffix of its functions (f or none). */
#define CUPORT__COMPLEX_FAMILY(T, R, s)                                                    \
  CUPORT_TYPES_INLINE R cuportCreal##s(T x) { return x.x; }                                \
  CUPORT_TYPES_INLINE R cuportCimag##s(T x) { return x.y; }                                \
  CUPORT_TYPES_INLINE T cuport__cplx##s(R re, R im)                                        \
  { T v; v.x = re; v.y = im; return v; }                                                   \
  CUPORT_TYPES_INLINE T cuportConj##s(T x) { return cuport__cplx##s(x.x, -x.y); }          \
  CUPORT_TYPES_INLINE T cuportCadd##s(T x, T y)                                            \
  { return cuport__cplx##s(x.x + y.x, x.y + y.y); }                                        \
  CUPORT_TYPES_INLINE T cuportCsub##s(T x, T y)                                            \
  { return cuport__cplx##s(x.x - y.x, x.y - y.y); }                                        \
  CUPORT_TYPES_INLINE T cuportCmul##s(T x, T y)                                            \
  { return cuport__cplx##s(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x); }                \
  /* both operands scaled by 1 / (|y.re| + |y.im|) first, so |y|^2 neither overflows */    \
  /* nor underflows where the quotient itself is representable */                          \
  CUPORT_TYPES_INLINE T cuportCdiv##s(T x, T y)                                            \
  {                                                                                        \
    R scale = (R)1 / (fabs##s(y.x) + fabs##s(y.y));                                        \
    R xr = x.x * scale, xi = x.y * scale, yr = y.x * scale, yi = y.y * scale;              \
    R inv = (R)1 / (yr * yr + yi * yi);                                                    \
    return cuport__cplx##s((xr * yr + xi * yi) * inv, (xi * yr - xr * yi) * inv);          \
  }                                                                                        \
  /* the larger part times sqrt(1 + (smaller / larger)^2): no overflow in the square */    \
  CUPORT_TYPES_INLINE R cuportCabs##s(T x)                                                 \
  {                                                                                        \
    R a = fabs##s(x.x), b = fabs##s(x.y);                                                  \
    R big = a > b ? a : b, small = a > b ? b : a;                                          \
    if (big == 0 || isinf(big) || isnan(big) || isnan(small))                              \
      return big + small;                                                                  \
    R q = small / big;                                                                     \
    return big * sqrt##s((R)1 + q * q);                                                    \
  }                                                                                        \
  CUPORT_TYPES_INLINE T cuportCfma##s(T x, T y, T d)                                       \
  {                                                                                        \
    return cuport__cplx##s(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);      \
  }

CUPORT__COMPLEX_FAMILY(cuportFloatComplex, float, f)
CUPORT__COMPLEX_FAMILY(cuportDoubleComplex, double, )
#undef CUPORT__COMPLEX_FAMILY

CUPORT_TYPES_INLINE cuportFloatComplex make_cuportFloatComplex(float r, float i)
{
	return cuport__cplxf(r, i);
}
CUPORT_TYPES_INLINE cuportDoubleComplex make_cuportDoubleComplex(double r, double i)
{
	return cuport__cplx(r, i);
}
CUPORT_TYPES_INLINE cuportComplex make_cuportComplex(float r, float i)
{
	return cuport__cplxf(r, i);
}
CUPORT_TYPES_INLINE cuportDoubleComplex cuportComplexFloatToDouble(cuportFloatComplex c)
{
	return cuport__cplx((double)c.x, (double)c.y);
}
CUPORT_TYPES_INLINE cuportFloatComplex cuportComplexDoubleToFloat(cuportDoubleComplex c)
{
	return cuport__cplxf((float)c.x, (float)c.y);
}

#ifndef CUPORT_NO_CUDA_NAMES
typedef cuportFloatComplex cuFloatComplex;
typedef cuportDoubleComplex cuDoubleComplex;
typedef cuportComplex cuComplex;
#define make_cuFloatComplex make_cuportFloatComplex
#define make_cuDoubleComplex make_cuportDoubleComplex
#define make_cuComplex make_cuportComplex
#define cuComplexFloatToDouble cuportComplexFloatToDouble
#define cuComplexDoubleToFloat cuportComplexDoubleToFloat
#define cuCrealf cuportCrealf
#define cuCimagf cuportCimagf
#define cuConjf cuportConjf
#define cuCaddf cuportCaddf
#define cuCsubf cuportCsubf
#define cuCmulf cuportCmulf
#define cuCdivf cuportCdivf
#define cuCabsf cuportCabsf
#define cuCfmaf cuportCfmaf
#define cuCreal cuportCreal
#define cuCimag cuportCimag
#define cuConj cuportConj
#define cuCadd cuportCadd
#define cuCsub cuportCsub
#define cuCmul cuportCmul
#define cuCdiv cuportCdiv
#define cuCabs cuportCabs
#define cuCfma cuportCfma
#endif /* !CUPORT_NO_CUDA_NAMES */

#endif /* CUPORT_COMPLEX_H */
