/* cuport: CUDA bfloat16 (__nv_bfloat16, __nv_bfloat162) for parsing, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * __nv_bfloat16 / nv_bfloat16 and __nv_bfloat162 / nv_bfloat162 with CUDA's constructors
 * and conversions (from float, double, integers and __half; to float and integers),
 * arithmetic and comparison operators, and the functions of cuda_bf16.h: conversions
 * (__float2bfloat16, __bfloat162float ...), and the arithmetic, comparison and math
 * functions CUDA overloads on __half and __nv_bfloat16 under one name (__hadd, __hmul2,
 * hsqrt, __low2float ...), shuffles, __ldg and atomicAdd.  As in CUDA, it includes
 * cuda_fp16.h.
 */
#ifndef CUPORT_CUDA_BF16_H
#define CUPORT_CUDA_BF16_H
#define __CUDA_BF16_H__
#include "cuda_fp16.h"
#ifdef __cplusplus

typedef struct __nv_bfloat16_raw { unsigned short x; } __nv_bfloat16_raw;
typedef struct __nv_bfloat162_raw { unsigned short x, y; } __nv_bfloat162_raw;

struct __align__(2) __nv_bfloat16 {
  __nv_bfloat16() = default;
  __CUPORT_HD __nv_bfloat16(const __nv_bfloat16_raw &hr);
  __CUPORT_HD explicit __nv_bfloat16(const __half f);
  __CUPORT_HD __nv_bfloat16(float f);
  __CUPORT_HD __nv_bfloat16(double f);
  __CUPORT_HD __nv_bfloat16(short v);
  __CUPORT_HD __nv_bfloat16(unsigned short v);
  __CUPORT_HD __nv_bfloat16(int v);
  __CUPORT_HD __nv_bfloat16(unsigned int v);
  __CUPORT_HD __nv_bfloat16(long v);
  __CUPORT_HD __nv_bfloat16(unsigned long v);
  __CUPORT_HD __nv_bfloat16(long long v);
  __CUPORT_HD __nv_bfloat16(unsigned long long v);
  __CUPORT_HD __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr);
  __CUPORT_HD __nv_bfloat16 &operator=(float f);
  __CUPORT_HD __nv_bfloat16 &operator=(double f);
  __CUPORT_HD operator __nv_bfloat16_raw() const;
  __CUPORT_HD operator float() const;
  __CUPORT_HD operator signed char() const;
  __CUPORT_HD operator unsigned char() const;
  __CUPORT_HD operator short() const;
  __CUPORT_HD operator unsigned short() const;
  __CUPORT_HD operator int() const;
  __CUPORT_HD operator unsigned int() const;
  __CUPORT_HD operator long long() const;
  __CUPORT_HD operator unsigned long long() const;
  __CUPORT_HD explicit operator bool() const;
protected:
  unsigned short __x;
};
struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __CUPORT_HD __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
  __CUPORT_HD __nv_bfloat162(const __nv_bfloat162_raw &h2r);
  __CUPORT_HD __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r);
  __CUPORT_HD operator __nv_bfloat162_raw() const;
};
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* ---- Operators ------------------------------------------------------------------------ */
#define __CUPORT_BOPS(T)                                                                 \
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
__CUPORT_BOPS(__nv_bfloat16) __CUPORT_BOPS(__nv_bfloat162)
#undef __CUPORT_BOPS

/* ---- Conversions ---------------------------------------------------------------------- */
__CUPORT_HD __nv_bfloat16 __float2bfloat16(float a);
__CUPORT_HD __nv_bfloat16 __float2bfloat16_rn(float a);
__CUPORT_HD __nv_bfloat16 __float2bfloat16_rz(float a);
__CUPORT_HD __nv_bfloat16 __float2bfloat16_rd(float a);
__CUPORT_HD __nv_bfloat16 __float2bfloat16_ru(float a);
__CUPORT_HD __nv_bfloat16 __double2bfloat16(double a);
__CUPORT_HD float __bfloat162float(__nv_bfloat16 a);
__CUPORT_HD __nv_bfloat162 __float2bfloat162_rn(float a);
__CUPORT_HD __nv_bfloat162 __floats2bfloat162_rn(float a, float b);
__CUPORT_HD __nv_bfloat162 __float22bfloat162_rn(float2 a);
__CUPORT_HD float2 __bfloat1622float2(__nv_bfloat162 a);
__CUPORT_HD float __low2float(__nv_bfloat162 a);
__CUPORT_HD float __high2float(__nv_bfloat162 a);
__CUPORT_HD __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b);
__CUPORT_HD __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y);
__CUPORT_HD __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a);
__CUPORT_HD __nv_bfloat16 __high2bfloat16(__nv_bfloat162 a);
__CUPORT_HD __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a);
__CUPORT_HD __nv_bfloat162 __low2bfloat162(__nv_bfloat162 a);
__CUPORT_HD __nv_bfloat162 __high2bfloat162(__nv_bfloat162 a);
__CUPORT_HD __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b);
__CUPORT_HD __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b);
__CUPORT_HD __nv_bfloat162 __lowhigh2highlow(__nv_bfloat162 a);
#define __CUPORT_BCVT(r)                                                                 \
  __CUPORT_HD int __bfloat162int_##r(__nv_bfloat16 h); __CUPORT_HD __nv_bfloat16 __int2bfloat16_##r(int i); \
  __CUPORT_HD unsigned int __bfloat162uint_##r(__nv_bfloat16 h);                         \
  __CUPORT_HD __nv_bfloat16 __uint2bfloat16_##r(unsigned int i);                         \
  __CUPORT_HD short __bfloat162short_##r(__nv_bfloat16 h);                               \
  __CUPORT_HD __nv_bfloat16 __short2bfloat16_##r(short i);                               \
  __CUPORT_HD unsigned short __bfloat162ushort_##r(__nv_bfloat16 h);                     \
  __CUPORT_HD __nv_bfloat16 __ushort2bfloat16_##r(unsigned short i);                     \
  __CUPORT_HD long long __bfloat162ll_##r(__nv_bfloat16 h);                              \
  __CUPORT_HD __nv_bfloat16 __ll2bfloat16_##r(long long i);                              \
  __CUPORT_HD unsigned long long __bfloat162ull_##r(__nv_bfloat16 h);                    \
  __CUPORT_HD __nv_bfloat16 __ull2bfloat16_##r(unsigned long long i);
__CUPORT_BCVT(rn) __CUPORT_BCVT(rz) __CUPORT_BCVT(rd) __CUPORT_BCVT(ru)
#undef __CUPORT_BCVT
__CUPORT_HD short __bfloat16_as_short(__nv_bfloat16 h);
__CUPORT_HD unsigned short __bfloat16_as_ushort(__nv_bfloat16 h);
__CUPORT_HD __nv_bfloat16 __short_as_bfloat16(short i);
__CUPORT_HD __nv_bfloat16 __ushort_as_bfloat16(unsigned short i);

/* ---- Arithmetic, comparison and math: cuda_fp16.h's names, on bfloat16 --------------- */
#define __CUPORT_B2(n) __CUPORT_HD __nv_bfloat16 n(__nv_bfloat16 a, __nv_bfloat16 b); \
  __CUPORT_HD __nv_bfloat162 n##2(__nv_bfloat162 a, __nv_bfloat162 b);
__CUPORT_B2(__hadd) __CUPORT_B2(__hsub) __CUPORT_B2(__hmul) __CUPORT_B2(__hmax) __CUPORT_B2(__hmin)
#undef __CUPORT_B2
/* the pair of __hadd_sat is __hadd2_sat */
#define __CUPORT_B2S(n, s) __CUPORT_HD __nv_bfloat16 n##s(__nv_bfloat16 a, __nv_bfloat16 b); \
  __CUPORT_HD __nv_bfloat162 n##2##s(__nv_bfloat162 a, __nv_bfloat162 b);
__CUPORT_B2S(__hadd, _sat) __CUPORT_B2S(__hsub, _sat) __CUPORT_B2S(__hmul, _sat)
__CUPORT_B2S(__hmax, _nan) __CUPORT_B2S(__hmin, _nan) __CUPORT_B2S(__hadd, _rn)
__CUPORT_B2S(__hsub, _rn) __CUPORT_B2S(__hmul, _rn)
#undef __CUPORT_B2S
__CUPORT_HD __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b);
__CUPORT_HD __nv_bfloat162 __h2div(__nv_bfloat162 a, __nv_bfloat162 b);
__CUPORT_HD __nv_bfloat16 __hneg(__nv_bfloat16 a);   __CUPORT_HD __nv_bfloat162 __hneg2(__nv_bfloat162 a);
__CUPORT_HD __nv_bfloat16 __habs(__nv_bfloat16 a);   __CUPORT_HD __nv_bfloat162 __habs2(__nv_bfloat162 a);
__CUPORT_HD __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
__CUPORT_HD __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c);
__CUPORT_HD __nv_bfloat16 __hfma_sat(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
__CUPORT_HD __nv_bfloat162 __hfma2_sat(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c);
__CUPORT_HD __nv_bfloat16 __hfma_relu(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
__CUPORT_HD __nv_bfloat162 __hfma2_relu(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c);
__CUPORT_HD __nv_bfloat162 __hcmadd(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c);
#define __CUPORT_BCMP(n)                                                                 \
  __CUPORT_HD bool __h##n(__nv_bfloat16 a, __nv_bfloat16 b);                             \
  __CUPORT_HD __nv_bfloat162 __h##n##2(__nv_bfloat162 a, __nv_bfloat162 b);              \
  __CUPORT_HD bool __hb##n##2(__nv_bfloat162 a, __nv_bfloat162 b);                       \
  __CUPORT_HD unsigned __h##n##2_mask(__nv_bfloat162 a, __nv_bfloat162 b);
__CUPORT_BCMP(eq) __CUPORT_BCMP(ne) __CUPORT_BCMP(lt) __CUPORT_BCMP(le) __CUPORT_BCMP(gt)
__CUPORT_BCMP(ge) __CUPORT_BCMP(equ) __CUPORT_BCMP(neu) __CUPORT_BCMP(ltu) __CUPORT_BCMP(leu)
__CUPORT_BCMP(gtu) __CUPORT_BCMP(geu)
#undef __CUPORT_BCMP
__CUPORT_HD bool __hisnan(__nv_bfloat16 a);          __CUPORT_HD __nv_bfloat162 __hisnan2(__nv_bfloat162 a);
__CUPORT_HD int __hisinf(__nv_bfloat16 a);
#define __CUPORT_BM(n) __CUPORT_D __nv_bfloat16 h##n(__nv_bfloat16 a); \
  __CUPORT_D __nv_bfloat162 h2##n(__nv_bfloat162 a);
__CUPORT_BM(sqrt) __CUPORT_BM(rsqrt) __CUPORT_BM(rcp) __CUPORT_BM(exp) __CUPORT_BM(exp2)
__CUPORT_BM(exp10) __CUPORT_BM(log) __CUPORT_BM(log2) __CUPORT_BM(log10) __CUPORT_BM(sin)
__CUPORT_BM(cos) __CUPORT_BM(ceil) __CUPORT_BM(floor) __CUPORT_BM(trunc) __CUPORT_BM(rint)
__CUPORT_BM(tanh)
#undef __CUPORT_BM

/* ---- Warp functions, loads and atomics ------------------------------------------------ */
#define __CUPORT_BSHFL(T)                                                                \
  __CUPORT_D T __shfl_sync(unsigned int mask, T var, int srcLane, int width = warpSize);  \
  __CUPORT_D T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = warpSize); \
  __CUPORT_D T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = warpSize); \
  __CUPORT_D T __shfl_xor_sync(unsigned int mask, T var, int laneMask, int width = warpSize); \
  __CUPORT_D T __ldg(const T *p); __CUPORT_D T __ldcg(const T *p); __CUPORT_D T __ldcs(const T *p); \
  __CUPORT_D void __stcg(T *p, T v); __CUPORT_D void __stcs(T *p, T v);                   \
  __CUPORT_D T atomicAdd(T *address, T val); __CUPORT_D T atomicAdd_block(T *address, T val); \
  __CUPORT_D T atomicAdd_system(T *address, T val);
__CUPORT_BSHFL(__nv_bfloat16) __CUPORT_BSHFL(__nv_bfloat162)
#undef __CUPORT_BSHFL

#endif /* __cplusplus */
#endif /* CUPORT_CUDA_BF16_H */
