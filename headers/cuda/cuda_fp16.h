/* cuport: CUDA half precision (__half, __half2) for parsing, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * __half / half and __half2 / half2 with CUDA's constructors and conversions (from float,
 * double and integers; to float), arithmetic and comparison operators, the conversion,
 * arithmetic, comparison and math functions commonly used (__float2half, __hadd, __hfma2,
 * hsqrt ...), and the half overloads of shuffles, __ldg and atomicAdd.  Conversions and
 * operators are __host__ __device__ as in CUDA 12; the intrinsics are __device__.
 */
#ifndef CUPORT_CUDA_FP16_H
#define CUPORT_CUDA_FP16_H
#define __CUDA_FP16_H__
#include "host_defines.h"
#include "vector_types.h"
#ifdef __cplusplus
#include "device_launch_parameters.h"

typedef struct __half_raw { unsigned short x; } __half_raw;
typedef struct __half2_raw { unsigned short x, y; } __half2_raw;

struct __nv_bfloat16;   /* cuda_bf16.h's; a __half converts from one explicitly */
struct __align__(2) __half {
  __half() = default;
  __CUPORT_HD __half(const __half_raw &hr);
  __CUPORT_HD explicit __half(const __nv_bfloat16 f);
  __CUPORT_HD __half(float f);
  __CUPORT_HD __half(double f);
  __CUPORT_HD __half(int v);
  __CUPORT_HD __half(unsigned int v);
  __CUPORT_HD __half(short v);
  __CUPORT_HD __half(unsigned short v);
  __CUPORT_HD __half(long long v);
  __CUPORT_HD __half(unsigned long long v);
  __CUPORT_HD __half &operator=(const __half_raw &hr);
  __CUPORT_HD __half &operator=(float f);
  __CUPORT_HD __half &operator=(double f);
  __CUPORT_HD operator float() const;
  __CUPORT_HD operator __half_raw() const;
  __CUPORT_HD explicit operator bool() const;
protected:
  unsigned short __x;
};
struct __align__(4) __half2 {
  __half x, y;
  __half2() = default;
  __CUPORT_HD __half2(const __half &a, const __half &b);
  __CUPORT_HD __half2(const __half2_raw &h2r);
  __CUPORT_HD __half2 &operator=(const __half2_raw &h2r);
  __CUPORT_HD operator __half2_raw() const;
};
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;

/* ---- Operators ------------------------------------------------------------------------ */
#define __CUPORT_HOPS(T)                                                                 \
  __CUPORT_HD T operator+(const T &a, const T &b); __CUPORT_HD T operator-(const T &a, const T &b); \
  __CUPORT_HD T operator*(const T &a, const T &b); __CUPORT_HD T operator/(const T &a, const T &b); \
  __CUPORT_HD T &operator+=(T &a, const T &b); __CUPORT_HD T &operator-=(T &a, const T &b);  \
  __CUPORT_HD T &operator*=(T &a, const T &b); __CUPORT_HD T &operator/=(T &a, const T &b);  \
  __CUPORT_HD T operator+(const T &a); __CUPORT_HD T operator-(const T &a);                 \
  __CUPORT_HD T &operator++(T &a); __CUPORT_HD T &operator--(T &a);                         \
  __CUPORT_HD T operator++(T &a, int); __CUPORT_HD T operator--(T &a, int);                 \
  __CUPORT_HD bool operator==(const T &a, const T &b); __CUPORT_HD bool operator!=(const T &a, const T &b); \
  __CUPORT_HD bool operator<(const T &a, const T &b); __CUPORT_HD bool operator>(const T &a, const T &b); \
  __CUPORT_HD bool operator<=(const T &a, const T &b); __CUPORT_HD bool operator>=(const T &a, const T &b);
__CUPORT_HOPS(__half) __CUPORT_HOPS(__half2)
#undef __CUPORT_HOPS

/* ---- Conversions ---------------------------------------------------------------------- */
__CUPORT_HD __half __float2half(float a);
__CUPORT_HD __half __float2half_rn(float a);
__CUPORT_HD __half __float2half_rz(float a);
__CUPORT_HD __half __float2half_rd(float a);
__CUPORT_HD __half __float2half_ru(float a);
__CUPORT_HD __half __double2half(double a);
__CUPORT_HD float __half2float(__half a);
__CUPORT_HD __half2 __float2half2_rn(float a);
__CUPORT_HD __half2 __floats2half2_rn(float a, float b);
__CUPORT_HD __half2 __float22half2_rn(float2 a);
__CUPORT_HD float2 __half22float2(__half2 a);
__CUPORT_HD float __low2float(__half2 a);
__CUPORT_HD float __high2float(__half2 a);
__CUPORT_HD __half2 __halves2half2(__half a, __half b);
__CUPORT_HD __half2 make_half2(__half x, __half y);
__CUPORT_HD __half __low2half(__half2 a);
__CUPORT_HD __half __high2half(__half2 a);
__CUPORT_HD __half2 __half2half2(__half a);
__CUPORT_HD __half2 __low2half2(__half2 a);
__CUPORT_HD __half2 __high2half2(__half2 a);
__CUPORT_HD __half2 __lows2half2(__half2 a, __half2 b);
__CUPORT_HD __half2 __highs2half2(__half2 a, __half2 b);
__CUPORT_HD __half2 __lowhigh2highlow(__half2 a);
#define __CUPORT_HCVT(r)                                                                 \
  __CUPORT_HD int __half2int_##r(__half h); __CUPORT_HD __half __int2half_##r(int i);     \
  __CUPORT_HD unsigned int __half2uint_##r(__half h); __CUPORT_HD __half __uint2half_##r(unsigned int i); \
  __CUPORT_HD short __half2short_##r(__half h); __CUPORT_HD __half __short2half_##r(short i); \
  __CUPORT_HD unsigned short __half2ushort_##r(__half h);                                \
  __CUPORT_HD __half __ushort2half_##r(unsigned short i);                                \
  __CUPORT_HD long long __half2ll_##r(__half h); __CUPORT_HD __half __ll2half_##r(long long i); \
  __CUPORT_HD unsigned long long __half2ull_##r(__half h);                               \
  __CUPORT_HD __half __ull2half_##r(unsigned long long i);
__CUPORT_HCVT(rn) __CUPORT_HCVT(rz) __CUPORT_HCVT(rd) __CUPORT_HCVT(ru)
#undef __CUPORT_HCVT
__CUPORT_HD short __half_as_short(__half h);
__CUPORT_HD unsigned short __half_as_ushort(__half h);
__CUPORT_HD __half __short_as_half(short i);
__CUPORT_HD __half __ushort_as_half(unsigned short i);

/* ---- Arithmetic, comparison and math (host and device, as in CUDA 12) ----------------------------------------- */
#define __CUPORT_H2(n) __CUPORT_HD __half n(__half a, __half b); __CUPORT_HD __half2 n##2(__half2 a, __half2 b);
__CUPORT_H2(__hadd) __CUPORT_H2(__hsub) __CUPORT_H2(__hmul) __CUPORT_H2(__hmax) __CUPORT_H2(__hmin)
#undef __CUPORT_H2
/* the pair of __hadd_sat is __hadd2_sat */
#define __CUPORT_H2S(n, s) __CUPORT_HD __half n##s(__half a, __half b); \
  __CUPORT_HD __half2 n##2##s(__half2 a, __half2 b);
__CUPORT_H2S(__hadd, _sat) __CUPORT_H2S(__hsub, _sat) __CUPORT_H2S(__hmul, _sat)
__CUPORT_H2S(__hmax, _nan) __CUPORT_H2S(__hmin, _nan) __CUPORT_H2S(__hadd, _rn)
__CUPORT_H2S(__hsub, _rn) __CUPORT_H2S(__hmul, _rn)
#undef __CUPORT_H2S
__CUPORT_HD __half __hdiv(__half a, __half b);       __CUPORT_HD __half2 __h2div(__half2 a, __half2 b);
__CUPORT_HD __half __hneg(__half a);                 __CUPORT_HD __half2 __hneg2(__half2 a);
__CUPORT_HD __half __habs(__half a);                 __CUPORT_HD __half2 __habs2(__half2 a);
__CUPORT_HD __half __hfma(__half a, __half b, __half c);
__CUPORT_HD __half2 __hfma2(__half2 a, __half2 b, __half2 c);
__CUPORT_HD __half __hfma_sat(__half a, __half b, __half c);
__CUPORT_HD __half2 __hfma2_sat(__half2 a, __half2 b, __half2 c);
__CUPORT_HD __half __hfma_relu(__half a, __half b, __half c);
__CUPORT_HD __half2 __hfma2_relu(__half2 a, __half2 b, __half2 c);
__CUPORT_HD __half2 __hcmadd(__half2 a, __half2 b, __half2 c);
#define __CUPORT_HCMP(n)                                                                 \
  __CUPORT_HD bool __h##n(__half a, __half b); __CUPORT_HD __half2 __h##n##2(__half2 a, __half2 b); \
  __CUPORT_HD bool __hb##n##2(__half2 a, __half2 b); __CUPORT_HD unsigned __h##n##2_mask(__half2 a, __half2 b);
__CUPORT_HCMP(eq) __CUPORT_HCMP(ne) __CUPORT_HCMP(lt) __CUPORT_HCMP(le) __CUPORT_HCMP(gt)
__CUPORT_HCMP(ge) __CUPORT_HCMP(equ) __CUPORT_HCMP(neu) __CUPORT_HCMP(ltu) __CUPORT_HCMP(leu)
__CUPORT_HCMP(gtu) __CUPORT_HCMP(geu)
#undef __CUPORT_HCMP
__CUPORT_HD bool __hisnan(__half a);                 __CUPORT_HD __half2 __hisnan2(__half2 a);
__CUPORT_HD int __hisinf(__half a);
#define __CUPORT_HM(n) __CUPORT_D __half h##n(__half a); __CUPORT_D __half2 h2##n(__half2 a);
__CUPORT_HM(sqrt) __CUPORT_HM(rsqrt) __CUPORT_HM(rcp) __CUPORT_HM(exp) __CUPORT_HM(exp2)
__CUPORT_HM(exp10) __CUPORT_HM(log) __CUPORT_HM(log2) __CUPORT_HM(log10) __CUPORT_HM(sin)
__CUPORT_HM(cos) __CUPORT_HM(ceil) __CUPORT_HM(floor) __CUPORT_HM(trunc) __CUPORT_HM(rint)
__CUPORT_HM(tanh)
#undef __CUPORT_HM

/* ---- Warp functions, loads and atomics ------------------------------------------------ */
#define __CUPORT_HSHFL(T)                                                                \
  __CUPORT_D T __shfl_sync(unsigned int mask, T var, int srcLane, int width = warpSize);  \
  __CUPORT_D T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = warpSize); \
  __CUPORT_D T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = warpSize); \
  __CUPORT_D T __shfl_xor_sync(unsigned int mask, T var, int laneMask, int width = warpSize); \
  __CUPORT_D T __ldg(const T *p); __CUPORT_D T __ldcg(const T *p); __CUPORT_D T __ldcs(const T *p); \
  __CUPORT_D void __stcg(T *p, T v); __CUPORT_D void __stcs(T *p, T v);                   \
  __CUPORT_D T atomicAdd(T *address, T val); __CUPORT_D T atomicAdd_block(T *address, T val); \
  __CUPORT_D T atomicAdd_system(T *address, T val);
__CUPORT_HSHFL(__half) __CUPORT_HSHFL(__half2)
#undef __CUPORT_HSHFL

#endif /* __cplusplus */
#endif /* CUPORT_CUDA_FP16_H */
