/* cuport: cuComplex.h (single and double complex as float2/double2), declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * cuFloatComplex/cuDoubleComplex and the make/real/imag/arithmetic helpers, all
 * __host__ __device__; used by cuBLAS and cuFFT code.
 */
#ifndef CUPORT_CUCOMPLEX_H
#define CUPORT_CUCOMPLEX_H
#define CU_COMPLEX_H_
#include "vector_types.h"
typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;
__CUPORT_BEGIN_C
#define __CUPORT_CPLX(T, R, s)                                                           \
  __CUPORT_HD R cuCreal##s(T x); __CUPORT_HD R cuCimag##s(T x);                           \
  __CUPORT_HD T cuConj##s(T x); __CUPORT_HD T cuCadd##s(T x, T y);                        \
  __CUPORT_HD T cuCsub##s(T x, T y); __CUPORT_HD T cuCmul##s(T x, T y);                   \
  __CUPORT_HD T cuCdiv##s(T x, T y); __CUPORT_HD R cuCabs##s(T x);                        \
  __CUPORT_HD T cuCfma##s(T x, T y, T d);
__CUPORT_CPLX(cuFloatComplex, float, f)
__CUPORT_CPLX(cuDoubleComplex, double, )
#undef __CUPORT_CPLX
__CUPORT_HD cuFloatComplex make_cuFloatComplex(float r, float i);
__CUPORT_HD cuDoubleComplex make_cuDoubleComplex(double r, double i);
__CUPORT_HD cuComplex make_cuComplex(float x, float y);
__CUPORT_HD cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c);
__CUPORT_HD cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c);
__CUPORT_END_C
#endif /* CUPORT_CUCOMPLEX_H */
