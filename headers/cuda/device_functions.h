/* cuport: CUDA device built-ins other than math, atomics and warp functions.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Declares, all __device__: block synchronisation (__syncthreads and its _count/_and/_or
 * forms), memory fences, timing (clock, clock64, __nanosleep), integer intrinsics (__popc,
 * __clz, __ffs, __brev, __mul24, __mulhi, __byte_perm, __sad, __funnelshift_*, __dp4a ...),
 * the SIMD-in-a-word intrinsics (__vadd2, __vcmpgtu4 ...) and Hopper's DPX ones (__vimax3_s32 ...),
 * type punning and rounded conversions (__float_as_int, __double2hiint, __float2int_rn ...),
 * read-only / cache-hinted loads and stores (__ldg, __ldcg, __stcs ...), address-space
 * predicates, and the device-side C library (printf, malloc, free, memcpy, memset,
 * assert's __assert_fail).  C++ in CUDA mode only.
 */
#ifndef CUPORT_DEVICE_FUNCTIONS_H
#define CUPORT_DEVICE_FUNCTIONS_H
#include "host_defines.h"
#include "vector_types.h"
#if defined(__cplusplus) && defined(__CUDA__)
#include <stddef.h>
#include <time.h>

extern "C" {
/* ---- Synchronisation and fences ------------------------------------------------------- */
__CUPORT_D void __syncthreads(void);
__CUPORT_D int __syncthreads_count(int predicate);
__CUPORT_D int __syncthreads_and(int predicate);
__CUPORT_D int __syncthreads_or(int predicate);
__CUPORT_D void __threadfence(void);
__CUPORT_D void __threadfence_block(void);
__CUPORT_D void __threadfence_system(void);
__CUPORT_D void __trap(void);
/* ---- Graphs: a conditional node's value (CUDA 12.3) ----------------------------------- */
__CUPORT_D void cudaGraphSetConditional(unsigned long long handle, unsigned int value);
__CUPORT_D void __brkpt(void);
__CUPORT_D void __prof_trigger(int counter);

/* ---- Timing --------------------------------------------------------------------------- */
__CUPORT_D clock_t clock(void);
__CUPORT_D long long clock64(void);
__CUPORT_D unsigned long long __globaltimer(void);
__CUPORT_D void __nanosleep(unsigned int ns);

/* ---- Integer intrinsics --------------------------------------------------------------- */
__CUPORT_D int __popc(unsigned int x);
__CUPORT_D int __popcll(unsigned long long x);
__CUPORT_D int __clz(int x);
__CUPORT_D int __clzll(long long x);
__CUPORT_D int __ffs(int x);
__CUPORT_D int __ffsll(long long x);
__CUPORT_D unsigned int __fns(unsigned int mask, unsigned int base, int offset);
__CUPORT_D unsigned int __brev(unsigned int x);
__CUPORT_D unsigned long long __brevll(unsigned long long x);
__CUPORT_D unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__CUPORT_D int __mul24(int x, int y);
__CUPORT_D unsigned int __umul24(unsigned int x, unsigned int y);
__CUPORT_D int __mulhi(int x, int y);
__CUPORT_D unsigned int __umulhi(unsigned int x, unsigned int y);
__CUPORT_D long long __mul64hi(long long x, long long y);
__CUPORT_D unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__CUPORT_D unsigned int __sad(int x, int y, unsigned int z);
__CUPORT_D unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__CUPORT_D int __rhadd(int x, int y);
__CUPORT_D unsigned int __uhadd(unsigned int x, unsigned int y);
__CUPORT_D unsigned int __urhadd(unsigned int x, unsigned int y);
__CUPORT_D unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__CUPORT_D unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__CUPORT_D unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__CUPORT_D unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__CUPORT_D int __dp4a(int srcA, int srcB, int c);
__CUPORT_D unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__CUPORT_D int __dp2a_lo(int srcA, int srcB, int c);
__CUPORT_D int __dp2a_hi(int srcA, int srcB, int c);
/* SIMD-in-a-word (video) intrinsics: two 16-bit or four 8-bit lanes of a word */
__CUPORT_D unsigned int __vabs2(unsigned int a);
__CUPORT_D unsigned int __vabs4(unsigned int a);
__CUPORT_D unsigned int __vabsss2(unsigned int a);
__CUPORT_D unsigned int __vabsss4(unsigned int a);
__CUPORT_D unsigned int __vneg2(unsigned int a);
__CUPORT_D unsigned int __vneg4(unsigned int a);
__CUPORT_D unsigned int __vnegss2(unsigned int a);
__CUPORT_D unsigned int __vnegss4(unsigned int a);
__CUPORT_D unsigned int __vabsdiffs2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vabsdiffs4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vabsdiffu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vabsdiffu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vadd2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vadd4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vaddss2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vaddss4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vaddus2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vaddus4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsub2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsub4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsubss2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsubss4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsubus2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsubus4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vavgs2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vavgs4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vavgu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vavgu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vhaddu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vhaddu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vmaxs2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vmaxs4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vmaxu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vmaxu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vmins2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vmins4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vminu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vminu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsads2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsads4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsadu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsadu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpeq2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpeq4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpne2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpne4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpges2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpges4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpgeu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpgeu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpgts2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpgts4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpgtu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpgtu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmples2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmples4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpleu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpleu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmplts2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmplts4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpltu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vcmpltu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vseteq2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vseteq4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetne2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetne4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetges2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetges4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetgeu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetgeu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetgts2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetgts4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetgtu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetgtu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetles2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetles4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetleu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetleu4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetlts2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetlts4(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetltu2(unsigned int a, unsigned int b);
__CUPORT_D unsigned int __vsetltu4(unsigned int a, unsigned int b);
/* Hopper's DPX intrinsics (host and device in CUDA 12) */
__CUPORT_HD int __vimax_s32_relu(int a, int b);
__CUPORT_HD unsigned int __vimax_s16x2_relu(unsigned int a, unsigned int b);
__CUPORT_HD int __vimin_s32_relu(int a, int b);
__CUPORT_HD unsigned int __vimin_s16x2_relu(unsigned int a, unsigned int b);
__CUPORT_HD int __vimax3_s32(int a, int b, int c);
__CUPORT_HD unsigned int __vimax3_s16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __vimax3_u32(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __vimax3_u16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __vimin3_s32(int a, int b, int c);
__CUPORT_HD unsigned int __vimin3_s16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __vimin3_u32(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __vimin3_u16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __vimax3_s32_relu(int a, int b, int c);
__CUPORT_HD unsigned int __vimax3_s16x2_relu(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __vimin3_s32_relu(int a, int b, int c);
__CUPORT_HD unsigned int __vimin3_s16x2_relu(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __viaddmax_s32(int a, int b, int c);
__CUPORT_HD unsigned int __viaddmax_s16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __viaddmax_u32(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __viaddmax_u16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __viaddmin_s32(int a, int b, int c);
__CUPORT_HD unsigned int __viaddmin_s16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __viaddmin_u32(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD unsigned int __viaddmin_u16x2(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __viaddmax_s32_relu(int a, int b, int c);
__CUPORT_HD unsigned int __viaddmax_s16x2_relu(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __viaddmin_s32_relu(int a, int b, int c);
__CUPORT_HD unsigned int __viaddmin_s16x2_relu(unsigned int a, unsigned int b, unsigned int c);
__CUPORT_HD int __vibmax_s32(int a, int b, bool *pred);
__CUPORT_HD unsigned int __vibmax_u32(unsigned int a, unsigned int b, bool *pred);
__CUPORT_HD int __vibmin_s32(int a, int b, bool *pred);
__CUPORT_HD unsigned int __vibmin_u32(unsigned int a, unsigned int b, bool *pred);
__CUPORT_HD unsigned int __vibmax_s16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo);
__CUPORT_HD unsigned int __vibmax_u16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo);
__CUPORT_HD unsigned int __vibmin_s16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo);
__CUPORT_HD unsigned int __vibmin_u16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo);

/* ---- Type punning --------------------------------------------------------------------- */
__CUPORT_D int __float_as_int(float x);
__CUPORT_D float __int_as_float(int x);
__CUPORT_D unsigned int __float_as_uint(float x);
__CUPORT_D float __uint_as_float(unsigned int x);
__CUPORT_D long long __double_as_longlong(double x);
__CUPORT_D double __longlong_as_double(long long x);
__CUPORT_D int __double2hiint(double x);
__CUPORT_D int __double2loint(double x);
__CUPORT_D double __hiloint2double(int hi, int lo);

/* ---- Rounded conversions: _rn _rz _ru _rd --------------------------------------------- */
#define __CUPORT_CVT(r)                                                                  \
  __CUPORT_D int __float2int_##r(float x); __CUPORT_D unsigned int __float2uint_##r(float x); \
  __CUPORT_D long long __float2ll_##r(float x);                                          \
  __CUPORT_D unsigned long long __float2ull_##r(float x);                                \
  __CUPORT_D float __int2float_##r(int x); __CUPORT_D float __uint2float_##r(unsigned int x); \
  __CUPORT_D float __ll2float_##r(long long x);                                          \
  __CUPORT_D float __ull2float_##r(unsigned long long x);                                \
  __CUPORT_D float __double2float_##r(double x); __CUPORT_D int __double2int_##r(double x); \
  __CUPORT_D unsigned int __double2uint_##r(double x);                                   \
  __CUPORT_D long long __double2ll_##r(double x);                                        \
  __CUPORT_D unsigned long long __double2ull_##r(double x);                              \
  __CUPORT_D double __ll2double_##r(long long x);                                        \
  __CUPORT_D double __ull2double_##r(unsigned long long x);
__CUPORT_CVT(rn) __CUPORT_CVT(rz) __CUPORT_CVT(ru) __CUPORT_CVT(rd)
#undef __CUPORT_CVT
__CUPORT_D double __int2double_rn(int x);
__CUPORT_D double __uint2double_rn(unsigned int x);
__CUPORT_D unsigned short __float2half_as_ushort(float x);

/* ---- Address-space predicates and conversions ------------------------------------------ */
__CUPORT_D unsigned int __isGlobal(const void *ptr);
__CUPORT_D unsigned int __isShared(const void *ptr);
__CUPORT_D unsigned int __isConstant(const void *ptr);
__CUPORT_D unsigned int __isLocal(const void *ptr);
__CUPORT_D size_t __cvta_generic_to_global(const void *ptr);
__CUPORT_D size_t __cvta_generic_to_shared(const void *ptr);
__CUPORT_D void *__cvta_global_to_generic(size_t rawbits);
__CUPORT_D void *__cvta_shared_to_generic(size_t rawbits);

/* ---- Device-side C library ------------------------------------------------------------ */
__CUPORT_D int printf(const char *format, ...);
__CUPORT_D int vprintf(const char *format, const char *args);
__CUPORT_D void *malloc(size_t size);
__CUPORT_D void free(void *ptr);
__CUPORT_D void *memcpy(void *dst, const void *src, size_t n);
__CUPORT_D void *memset(void *dst, int c, size_t n);
__CUPORT_D void __assert_fail(const char *assertion, const char *file, unsigned int line,
                              const char *function);
__CUPORT_D void __assertfail(const char *assertion, const char *file, unsigned int line,
                             const char *function, size_t charSize);
} /* extern "C" */

/* ---- Read-only and cache-hinted loads and stores (C++ overloads) ---------------------- */
#define __CUPORT_LDST(T)                                                                 \
  __CUPORT_D T __ldg(const T *p); __CUPORT_D T __ldcg(const T *p);                        \
  __CUPORT_D T __ldca(const T *p); __CUPORT_D T __ldcs(const T *p);                       \
  __CUPORT_D T __ldlu(const T *p); __CUPORT_D T __ldcv(const T *p);                       \
  __CUPORT_D void __stwb(T *p, T v); __CUPORT_D void __stcg(T *p, T v);                   \
  __CUPORT_D void __stcs(T *p, T v); __CUPORT_D void __stwt(T *p, T v);
__CUPORT_LDST(char) __CUPORT_LDST(signed char) __CUPORT_LDST(short) __CUPORT_LDST(int)
__CUPORT_LDST(long) __CUPORT_LDST(long long) __CUPORT_LDST(unsigned char)
__CUPORT_LDST(unsigned short) __CUPORT_LDST(unsigned int) __CUPORT_LDST(unsigned long)
__CUPORT_LDST(unsigned long long) __CUPORT_LDST(float) __CUPORT_LDST(double)
__CUPORT_LDST(char2) __CUPORT_LDST(char4) __CUPORT_LDST(short2) __CUPORT_LDST(short4)
__CUPORT_LDST(int2) __CUPORT_LDST(int4) __CUPORT_LDST(longlong2) __CUPORT_LDST(uchar2)
__CUPORT_LDST(uchar4) __CUPORT_LDST(ushort2) __CUPORT_LDST(ushort4) __CUPORT_LDST(uint2)
__CUPORT_LDST(uint4) __CUPORT_LDST(ulonglong2) __CUPORT_LDST(float2) __CUPORT_LDST(float4)
__CUPORT_LDST(double2)
#undef __CUPORT_LDST

#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_DEVICE_FUNCTIONS_H */
