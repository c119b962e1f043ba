/*
 * cuport_bf16.h: CUDA's bfloat16 (cuda_bf16.h) for host code.
 *
 * cuport_bfloat16 is __nv_bfloat16 (and nv_bfloat16, __nv_bfloat16_raw): the top 16 bits
 * of a float in a struct whose member x holds them, as CUDA's __nv_bfloat16_raw does;
 * cuport_bfloat162 is __nv_bfloat162, two of them, 4-byte aligned.  These are CUDA's
 * layouts and the device header's (runtime/device/cuport_device.h), so arrays built here
 * copy to the device unchanged.  The functions are cuda_bf16.h's with the cuport_ prefix
 * instead of the underscores (__float2bfloat16 -> cuport_float2bfloat16,
 * __bfloat162float -> cuport_bfloat162float); those CUDA also declares on __half under the
 * same name (__hadd, __hmul2, __low2float ...) are cuport_hadd_bf16 and so on in C, and in
 * C++ also overloads of cuport_half.h's cuport_hadd..., which is what the migrated host
 * code calls.  Results are the device header's, bit for bit: float arithmetic rounded
 * once to nearest even (exact for + - * / since float has 2*8+2 bits), fma with its sum
 * rounded to odd, integers rounded once, NaN as CUDA's canonical 0x7fff.  As cuda_bf16.h
 * includes cuda_fp16.h, this header includes cuport_half.h.
 */
#ifndef CUPORT_BF16_H
#define CUPORT_BF16_H

#include "cuport_half.h"

#ifdef __cplusplus
struct cuport_bfloat16;
static inline cuport_bfloat16 cuport__bf16_from_float(float f);
static inline cuport_bfloat16 cuport__bf16_from_double(double d);
static inline cuport_bfloat16 cuport__bf16_from_ll(long long i);
static inline cuport_bfloat16 cuport__bf16_from_ull(unsigned long long i);
static inline float cuport__bf16_to_float(unsigned short b);
struct cuport_bfloat16 {
	unsigned short x;
	cuport_bfloat16() = default;
	cuport_bfloat16(float f) { *this = cuport__bf16_from_float(f); }
	cuport_bfloat16(double d) { *this = cuport__bf16_from_double(d); }
	cuport_bfloat16(int v) { *this = cuport__bf16_from_ll(v); }
	cuport_bfloat16(unsigned int v) { *this = cuport__bf16_from_ull(v); }
	cuport_bfloat16(short v) { *this = cuport__bf16_from_ll(v); }
	cuport_bfloat16(unsigned short v) { *this = cuport__bf16_from_ull(v); }
	cuport_bfloat16(long v) { *this = cuport__bf16_from_ll(v); }
	cuport_bfloat16(unsigned long v) { *this = cuport__bf16_from_ull(v); }
	cuport_bfloat16(long long v) { *this = cuport__bf16_from_ll(v); }
	cuport_bfloat16(unsigned long long v) { *this = cuport__bf16_from_ull(v); }
	explicit cuport_bfloat16(cuport_half h) { *this = cuport__bf16_from_float(cuport_half2float(h)); }
	operator float() const { return cuport__bf16_to_float(x); }
	explicit operator bool() const { return (x & 0x7fffu) != 0; }
};
struct alignas(4) cuport_bfloat162 {
	cuport_bfloat16 x, y;
	cuport_bfloat162() = default;
	cuport_bfloat162(cuport_bfloat16 a, cuport_bfloat16 b) : x(a), y(b) {}
};
struct alignas(4) cuport_bfloat162_raw {
	unsigned short x, y;
};
#else
typedef struct cuport_bfloat16 { unsigned short x; } cuport_bfloat16;
typedef struct CUPORT_ALIGN(4) cuport_bfloat162 { cuport_bfloat16 x, y; } cuport_bfloat162;
typedef struct CUPORT_ALIGN(4) cuport_bfloat162_raw { unsigned short x, y; } cuport_bfloat162_raw;
#endif

/* float -> bfloat16 bits: the top 16 bits, rounded on the low 16 (the device header's) */
CUPORT_HALF_FN unsigned short cuport__bf16_bits(float f, int mode)
{
	unsigned u, keep;
	memcpy(&u, &f, sizeof u);
	if ((u & 0x7fffffffu) > 0x7f800000u)
		return 0x7fffu;
	keep = u >> 16;
	return (unsigned short)(keep + cuport__half_inc(mode, u >> 31, keep, u & 0xffffu, 0x8000u));
}

CUPORT_HALF_FN cuport_bfloat16 cuport__mkb(unsigned short bits)
{
	cuport_bfloat16 b;
	b.x = bits;
	return b;
}

CUPORT_HALF_FN cuport_bfloat162 cuport__mkb2(cuport_bfloat16 a, cuport_bfloat16 b)
{
	cuport_bfloat162 r;
	r.x = a;
	r.y = b;
	return r;
}

CUPORT_HALF_FN float cuport_bfloat162float(cuport_bfloat16 b)
{
	unsigned u = (unsigned)b.x << 16;
	float f;
	memcpy(&f, &u, sizeof f);
	return f;
}

CUPORT_HALF_FN cuport_bfloat16 cuport_float2bfloat16(float f) { return cuport__mkb(cuport__bf16_bits(f, CUPORT_HALF_RN)); }
CUPORT_HALF_FN cuport_bfloat16 cuport_float2bfloat16_rn(float f) { return cuport__mkb(cuport__bf16_bits(f, CUPORT_HALF_RN)); }
CUPORT_HALF_FN cuport_bfloat16 cuport_float2bfloat16_rz(float f) { return cuport__mkb(cuport__bf16_bits(f, CUPORT_HALF_RZ)); }
CUPORT_HALF_FN cuport_bfloat16 cuport_float2bfloat16_rd(float f) { return cuport__mkb(cuport__bf16_bits(f, CUPORT_HALF_RD)); }
CUPORT_HALF_FN cuport_bfloat16 cuport_float2bfloat16_ru(float f) { return cuport__mkb(cuport__bf16_bits(f, CUPORT_HALF_RU)); }

/* A float rounded to odd: the bits of f with the last one set when the value it stands
   for is not exactly f (inexact is the sign of the remainder, 0 when exact). */
CUPORT_HALF_FN float cuport__bf16_odd(float f, int inexact)
{
	unsigned u;
	memcpy(&u, &f, sizeof u);
	if (inexact == 0 || (u & 1u) || !isfinite(f))
		return f;
	u = (inexact > 0) == (f > 0.0f) ? u + 1u : u - 1u;
	memcpy(&f, &u, sizeof f);
	return f;
}

/* double -> float rounded to odd, then to bfloat16: one correct rounding */
CUPORT_HALF_FN cuport_bfloat16 cuport_double2bfloat16(double d)
{
	float f = (float)d;
	return cuport_float2bfloat16(cuport__bf16_odd(f, d == (double)f ? 0 : d > (double)f ? 1 : -1));
}

/* An integer's magnitude m as a float rounded to odd (its top 24 bits, the last one set
   when any below them is), then rounded once in the mode. */
CUPORT_HALF_FN cuport_bfloat16 cuport__bf16_from_int(unsigned long long m, int neg, int mode)
{
	int shift = 0;
	float f;
	while ((m >> shift) >= (1ull << 24))
		shift++;
	f = ldexpf((float)((m >> shift) | ((m & ((1ull << shift) - 1u)) != 0)), shift);
	return cuport__mkb(cuport__bf16_bits(neg ? -f : f, mode));
}
CUPORT_HALF_FN cuport_bfloat16 cuport_ll2bfloat16_rn(long long i)
{ return cuport__bf16_from_int(i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, i < 0, CUPORT_HALF_RN); }
CUPORT_HALF_FN cuport_bfloat16 cuport_ull2bfloat16_rn(unsigned long long i) { return cuport__bf16_from_int(i, 0, CUPORT_HALF_RN); }
CUPORT_HALF_FN cuport_bfloat16 cuport_int2bfloat16_rn(int i) { return cuport_ll2bfloat16_rn(i); }
CUPORT_HALF_FN cuport_bfloat16 cuport_uint2bfloat16_rn(unsigned int i) { return cuport_ull2bfloat16_rn(i); }
/* bfloat16 -> int: CUDA saturates, and a NaN is 0 */
CUPORT_HALF_FN int cuport_bfloat162int_rz(cuport_bfloat16 b)
{
	float f = cuport_bfloat162float(b);
	return f != f ? 0 : f >= 2147483648.0f ? 2147483647 : f < -2147483648.0f ? (-2147483647 - 1) : (int)f;
}
CUPORT_HALF_FN int cuport_bfloat162int_rn(cuport_bfloat16 b)
{
	float f = cuport_bfloat162float(b);
	return f != f ? 0 : f >= 2147483648.0f ? 2147483647 : f < -2147483648.0f ? (-2147483647 - 1)
	       : (int)nearbyintf(f);
}

CUPORT_HALF_FN cuport_bfloat162 cuport_float2bfloat162_rn(float f) { cuport_bfloat16 b = cuport_float2bfloat16(f); return cuport__mkb2(b, b); }
CUPORT_HALF_FN cuport_bfloat162 cuport_floats2bfloat162_rn(float a, float b) { return cuport__mkb2(cuport_float2bfloat16(a), cuport_float2bfloat16(b)); }
CUPORT_HALF_FN cuport_bfloat162 cuport_float22bfloat162_rn(cuport_float2 f) { return cuport_floats2bfloat162_rn(f.x, f.y); }
CUPORT_HALF_FN cuport_float2 cuport_bfloat1622float2(cuport_bfloat162 b)
{
	cuport_float2 f;
	f.x = cuport_bfloat162float(b.x);
	f.y = cuport_bfloat162float(b.y);
	return f;
}
CUPORT_HALF_FN float cuport_low2float_bf16(cuport_bfloat162 b) { return cuport_bfloat162float(b.x); }
CUPORT_HALF_FN float cuport_high2float_bf16(cuport_bfloat162 b) { return cuport_bfloat162float(b.y); }
CUPORT_HALF_FN cuport_bfloat162 cuport_halves2bfloat162(cuport_bfloat16 a, cuport_bfloat16 b) { return cuport__mkb2(a, b); }
CUPORT_HALF_FN cuport_bfloat162 cuport_make_bfloat162(cuport_bfloat16 a, cuport_bfloat16 b) { return cuport__mkb2(a, b); }
CUPORT_HALF_FN cuport_bfloat16 cuport_low2bfloat16(cuport_bfloat162 b) { return b.x; }
CUPORT_HALF_FN cuport_bfloat16 cuport_high2bfloat16(cuport_bfloat162 b) { return b.y; }
CUPORT_HALF_FN cuport_bfloat162 cuport_bfloat162bfloat162(cuport_bfloat16 b) { return cuport__mkb2(b, b); }
CUPORT_HALF_FN cuport_bfloat162 cuport_lowhigh2highlow_bf16(cuport_bfloat162 b) { return cuport__mkb2(b.y, b.x); }
CUPORT_HALF_FN short cuport_bfloat16_as_short(cuport_bfloat16 b) { return (short)b.x; }
CUPORT_HALF_FN unsigned short cuport_bfloat16_as_ushort(cuport_bfloat16 b) { return b.x; }
CUPORT_HALF_FN cuport_bfloat16 cuport_short_as_bfloat16(short i) { return cuport__mkb((unsigned short)i); }
CUPORT_HALF_FN cuport_bfloat16 cuport_ushort_as_bfloat16(unsigned short i) { return cuport__mkb(i); }

/* ---- arithmetic: float, rounded once */
#define CUPORT__BF16_BIN(N, EXPR)                                                          \
	CUPORT_HALF_FN cuport_bfloat16 cuport_##N##_bf16(cuport_bfloat16 a, cuport_bfloat16 b) \
	{                                                                                   \
		float x = cuport_bfloat162float(a), y = cuport_bfloat162float(b);           \
		return cuport_float2bfloat16(EXPR);                                         \
	}                                                                                   \
	CUPORT_HALF_FN cuport_bfloat162 cuport_##N##2_bf16(cuport_bfloat162 a, cuport_bfloat162 b) \
	{ return cuport__mkb2(cuport_##N##_bf16(a.x, b.x), cuport_##N##_bf16(a.y, b.y)); }
CUPORT__BF16_BIN(hadd, x + y)
CUPORT__BF16_BIN(hsub, x - y)
CUPORT__BF16_BIN(hmul, x * y)
CUPORT__BF16_BIN(hdiv, x / y)
#undef CUPORT__BF16_BIN
CUPORT_HALF_FN cuport_bfloat162 cuport_h2div_bf16(cuport_bfloat162 a, cuport_bfloat162 b) { return cuport_hdiv2_bf16(a, b); }

/* a*b + c, one rounding: the product is exact in float, the sum rounded to odd with the
   error TwoSum gives (volatile: a compiler must not fuse the product into the sum) */
CUPORT_HALF_FN cuport_bfloat16 cuport_hfma_bf16(cuport_bfloat16 a, cuport_bfloat16 b, cuport_bfloat16 c)
{
	volatile float p = cuport_bfloat162float(a) * cuport_bfloat162float(b);
	float z = cuport_bfloat162float(c), s = p + z, bb, err;
	if (!isfinite(s))
		return cuport_float2bfloat16(s);
	bb = s - p;
	err = (p - (s - bb)) + (z - bb);
	return cuport_float2bfloat16(cuport__bf16_odd(s, err > 0.0f ? 1 : err < 0.0f ? -1 : 0));
}
CUPORT_HALF_FN cuport_bfloat162 cuport_hfma2_bf16(cuport_bfloat162 a, cuport_bfloat162 b, cuport_bfloat162 c)
{ return cuport__mkb2(cuport_hfma_bf16(a.x, b.x, c.x), cuport_hfma_bf16(a.y, b.y, c.y)); }
CUPORT_HALF_FN cuport_bfloat16 cuport_hneg_bf16(cuport_bfloat16 a) { return cuport__mkb((unsigned short)(a.x ^ 0x8000u)); }
CUPORT_HALF_FN cuport_bfloat16 cuport_habs_bf16(cuport_bfloat16 a) { return cuport__mkb((unsigned short)(a.x & 0x7fffu)); }
CUPORT_HALF_FN cuport_bfloat162 cuport_hneg2_bf16(cuport_bfloat162 a) { return cuport__mkb2(cuport_hneg_bf16(a.x), cuport_hneg_bf16(a.y)); }
CUPORT_HALF_FN cuport_bfloat162 cuport_habs2_bf16(cuport_bfloat162 a) { return cuport__mkb2(cuport_habs_bf16(a.x), cuport_habs_bf16(a.y)); }
CUPORT_HALF_FN cuport_bfloat16 cuport_hsqrt_bf16(cuport_bfloat16 a) { return cuport_float2bfloat16(sqrtf(cuport_bfloat162float(a))); }
CUPORT_HALF_FN cuport_bfloat16 cuport_hexp_bf16(cuport_bfloat16 a) { return cuport_float2bfloat16(expf(cuport_bfloat162float(a))); }
CUPORT_HALF_FN cuport_bfloat16 cuport_hlog_bf16(cuport_bfloat16 a) { return cuport_float2bfloat16(logf(cuport_bfloat162float(a))); }

#define CUPORT__BF16_CMP(N, EXPR)                                                          \
	CUPORT_HALF_FN int cuport_h##N##_bf16(cuport_bfloat16 a, cuport_bfloat16 b)        \
	{                                                                                   \
		float x = cuport_bfloat162float(a), y = cuport_bfloat162float(b);           \
		return EXPR;                                                                \
	}                                                                                   \
	CUPORT_HALF_FN int cuport_hb##N##2_bf16(cuport_bfloat162 a, cuport_bfloat162 b)    \
	{ return cuport_h##N##_bf16(a.x, b.x) && cuport_h##N##_bf16(a.y, b.y); }
CUPORT__BF16_CMP(eq, x == y)
CUPORT__BF16_CMP(ne, x < y || x > y)
CUPORT__BF16_CMP(lt, x < y)
CUPORT__BF16_CMP(le, x <= y)
CUPORT__BF16_CMP(gt, x > y)
CUPORT__BF16_CMP(ge, x >= y)
#undef CUPORT__BF16_CMP
CUPORT_HALF_FN int cuport_hisnan_bf16(cuport_bfloat16 a) { return (a.x & 0x7fffu) > 0x7f80u; }

/* __hmax/__hmin: a NaN gives the other operand (both: the canonical NaN), +0 > -0 */
CUPORT_HALF_FN cuport_bfloat16 cuport__bf16_pick(cuport_bfloat16 a, cuport_bfloat16 b, int max)
{
	float x = cuport_bfloat162float(a), y = cuport_bfloat162float(b);
	if (x != x || y != y)
		return x != x && y != y ? cuport__mkb(0x7fffu) : x != x ? b : a;
	if (x == y)
		return ((a.x & 0x8000u) != 0) == (max != 0) ? b : a;
	return (x > y) == (max != 0) ? a : b;
}
CUPORT_HALF_FN cuport_bfloat16 cuport_hmax_bf16(cuport_bfloat16 a, cuport_bfloat16 b) { return cuport__bf16_pick(a, b, 1); }
CUPORT_HALF_FN cuport_bfloat16 cuport_hmin_bf16(cuport_bfloat16 a, cuport_bfloat16 b) { return cuport__bf16_pick(a, b, 0); }

#ifdef __cplusplus
static inline cuport_bfloat16 cuport__bf16_from_float(float f) { return cuport_float2bfloat16(f); }
static inline cuport_bfloat16 cuport__bf16_from_double(double d) { return cuport_double2bfloat16(d); }
static inline cuport_bfloat16 cuport__bf16_from_ll(long long i) { return cuport_ll2bfloat16_rn(i); }
static inline cuport_bfloat16 cuport__bf16_from_ull(unsigned long long i) { return cuport_ull2bfloat16_rn(i); }
static inline float cuport__bf16_to_float(unsigned short b) { return cuport_bfloat162float(cuport__mkb(b)); }

/* The names cuda_bf16.h shares with cuda_fp16.h, as the migrated host code spells them
   (cuport_hadd...: cuport_half.h's on halves) */
#define CUPORT__BF16_SAME2(N)                                                              \
	inline cuport_bfloat16 cuport_##N(cuport_bfloat16 a, cuport_bfloat16 b) { return cuport_##N##_bf16(a, b); }
#define CUPORT__BF16_SAME1(R, N, T)                                                        \
	inline R cuport_##N(T a) { return cuport_##N##_bf16(a); }
CUPORT__BF16_SAME2(hadd) CUPORT__BF16_SAME2(hsub) CUPORT__BF16_SAME2(hmul) CUPORT__BF16_SAME2(hdiv)
CUPORT__BF16_SAME2(hmax) CUPORT__BF16_SAME2(hmin)
CUPORT__BF16_SAME1(cuport_bfloat16, hneg, cuport_bfloat16)
CUPORT__BF16_SAME1(cuport_bfloat16, habs, cuport_bfloat16)
CUPORT__BF16_SAME1(cuport_bfloat16, hsqrt, cuport_bfloat16)
CUPORT__BF16_SAME1(cuport_bfloat16, hexp, cuport_bfloat16)
CUPORT__BF16_SAME1(cuport_bfloat16, hlog, cuport_bfloat16)
CUPORT__BF16_SAME1(int, hisnan, cuport_bfloat16)
CUPORT__BF16_SAME1(cuport_bfloat162, hneg2, cuport_bfloat162)
CUPORT__BF16_SAME1(cuport_bfloat162, habs2, cuport_bfloat162)
CUPORT__BF16_SAME1(float, low2float, cuport_bfloat162)
CUPORT__BF16_SAME1(float, high2float, cuport_bfloat162)
CUPORT__BF16_SAME1(cuport_bfloat162, lowhigh2highlow, cuport_bfloat162)
inline cuport_bfloat162 cuport_hadd2(cuport_bfloat162 a, cuport_bfloat162 b) { return cuport_hadd2_bf16(a, b); }
inline cuport_bfloat162 cuport_hsub2(cuport_bfloat162 a, cuport_bfloat162 b) { return cuport_hsub2_bf16(a, b); }
inline cuport_bfloat162 cuport_hmul2(cuport_bfloat162 a, cuport_bfloat162 b) { return cuport_hmul2_bf16(a, b); }
inline cuport_bfloat162 cuport_h2div(cuport_bfloat162 a, cuport_bfloat162 b) { return cuport_h2div_bf16(a, b); }
inline cuport_bfloat16 cuport_hfma(cuport_bfloat16 a, cuport_bfloat16 b, cuport_bfloat16 c) { return cuport_hfma_bf16(a, b, c); }
inline cuport_bfloat162 cuport_hfma2(cuport_bfloat162 a, cuport_bfloat162 b, cuport_bfloat162 c) { return cuport_hfma2_bf16(a, b, c); }
#define CUPORT__BF16_SAMECMP(N)                                                            \
	inline int cuport_h##N(cuport_bfloat16 a, cuport_bfloat16 b) { return cuport_h##N##_bf16(a, b); } \
	inline int cuport_hb##N##2(cuport_bfloat162 a, cuport_bfloat162 b) { return cuport_hb##N##2_bf16(a, b); }
CUPORT__BF16_SAMECMP(eq) CUPORT__BF16_SAMECMP(ne) CUPORT__BF16_SAMECMP(lt)
CUPORT__BF16_SAMECMP(le) CUPORT__BF16_SAMECMP(gt) CUPORT__BF16_SAMECMP(ge)
#undef CUPORT__BF16_SAME2
#undef CUPORT__BF16_SAME1
#undef CUPORT__BF16_SAMECMP

/* CUDA's operators on __nv_bfloat16 and __nv_bfloat162 (cuda_bf16.hpp) */
#define CUPORT__BF16_OPS(T, H, B)                                                          \
	inline T operator+(const T &a, const T &b) { return cuport_hadd##H##_bf16(a, b); } \
	inline T operator-(const T &a, const T &b) { return cuport_hsub##H##_bf16(a, b); } \
	inline T operator*(const T &a, const T &b) { return cuport_hmul##H##_bf16(a, b); } \
	inline T operator/(const T &a, const T &b) { return cuport_hdiv##H##_bf16(a, b); } \
	inline T &operator+=(T &a, const T &b) { return a = cuport_hadd##H##_bf16(a, b); } \
	inline T &operator-=(T &a, const T &b) { return a = cuport_hsub##H##_bf16(a, b); } \
	inline T &operator*=(T &a, const T &b) { return a = cuport_hmul##H##_bf16(a, b); } \
	inline T &operator/=(T &a, const T &b) { return a = cuport_hdiv##H##_bf16(a, b); } \
	inline T operator+(const T &a) { return a; }                                       \
	inline T operator-(const T &a) { return cuport_hneg##H##_bf16(a); }                \
	inline bool operator==(const T &a, const T &b) { return cuport_h##B##eq##H##_bf16(a, b); } \
	inline bool operator!=(const T &a, const T &b) { return cuport_h##B##ne##H##_bf16(a, b); } \
	inline bool operator<(const T &a, const T &b) { return cuport_h##B##lt##H##_bf16(a, b); }  \
	inline bool operator>(const T &a, const T &b) { return cuport_h##B##gt##H##_bf16(a, b); }  \
	inline bool operator<=(const T &a, const T &b) { return cuport_h##B##le##H##_bf16(a, b); } \
	inline bool operator>=(const T &a, const T &b) { return cuport_h##B##ge##H##_bf16(a, b); }
CUPORT__BF16_OPS(cuport_bfloat16, , )
CUPORT__BF16_OPS(cuport_bfloat162, 2, b)
#undef CUPORT__BF16_OPS
#endif

#endif /* CUPORT_BF16_H */
