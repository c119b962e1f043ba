/*
 * cuport_half.h: CUDA's half precision (cuda_fp16.h) for host code.
 *
 * cuport_half is __half (and half, __half_raw): 16 bits of IEEE binary16 in a struct
 * whose member x holds them, as CUDA's __half_raw does; cuport_half2 is __half2, two of
 * them, 4-byte aligned.  These are CUDA's layouts and the device header's
 * (runtime/device/cuport_device.h), so arrays built here copy to the device unchanged.
 * The functions are cuda_fp16.h's with the cuport_ prefix instead of the underscores
 * (__float2half -> cuport_float2half, __hadd2 -> cuport_hadd2, hsqrt -> cuport_hsqrt),
 * computed as the device header computes them: in float (fma in double), rounded once
 * to nearest even, NaN as CUDA's canonical 0x7fff, so host and device agree bit for bit.
 * In C++ the types also have CUDA's constructors, conversion to float and operators.
 */
#ifndef CUPORT_HALF_H
#define CUPORT_HALF_H

#include <math.h>
#include <string.h>
#include "cuport_types.h"   /* CUPORT_ALIGN */

#ifdef __cplusplus
#define CUPORT_HALF_FN inline
#else
#define CUPORT_HALF_FN static inline
#endif

#ifdef __cplusplus
struct cuport_half;
struct cuport_half2;
static inline cuport_half cuport__half_from_float(float f);
static inline float cuport__half_to_float(unsigned short h);
static inline cuport_half cuport__half_from_double(double d);
struct cuport_half {
	unsigned short x;
	cuport_half() = default;
	cuport_half(float f) { *this = cuport__half_from_float(f); }
	cuport_half(double d) { *this = cuport__half_from_double(d); }
	cuport_half(int v) { *this = cuport__half_from_float((float)v); }
	cuport_half(unsigned int v) { *this = cuport__half_from_float((float)v); }
	cuport_half(short v) { *this = cuport__half_from_float((float)v); }
	cuport_half(unsigned short v) { *this = cuport__half_from_float((float)v); }
	cuport_half(long v) { *this = cuport__half_from_float((float)v); }
	cuport_half(unsigned long v) { *this = cuport__half_from_float((float)v); }
	cuport_half(long long v) { *this = cuport__half_from_float((float)v); }
	cuport_half(unsigned long long v) { *this = cuport__half_from_float((float)v); }
	operator float() const { return cuport__half_to_float(x); }
	explicit operator bool() const { return (x & 0x7fffu) != 0; }
};
struct alignas(4) cuport_half2 {
	cuport_half x, y;
	cuport_half2() = default;
	cuport_half2(cuport_half a, cuport_half b) : x(a), y(b) {}
};
struct alignas(4) cuport_half2_raw {
	unsigned short x, y;
};
#else
typedef struct cuport_half { unsigned short x; } cuport_half;
typedef struct CUPORT_ALIGN(4) cuport_half2 { cuport_half x, y; } cuport_half2;
typedef struct CUPORT_ALIGN(4) cuport_half2_raw { unsigned short x, y; } cuport_half2_raw;
#endif

enum { CUPORT_HALF_RN, CUPORT_HALF_RZ, CUPORT_HALF_RD, CUPORT_HALF_RU };

CUPORT_HALF_FN unsigned cuport__half_inc(int mode, unsigned sign, unsigned keep, unsigned rem,
					 unsigned halfway)
{
	if (mode == CUPORT_HALF_RN)
		return rem > halfway || (rem == halfway && (keep & 1u));
	if (mode == CUPORT_HALF_RU)
		return rem != 0u && !sign;
	if (mode == CUPORT_HALF_RD)
		return rem != 0u && sign;
	return 0u;
}

/* float -> binary16 bits, the device header's integer algorithm */
CUPORT_HALF_FN unsigned short cuport__half_bits(float f, int mode)
{
	unsigned u, s, a, keep, rem, halfway;
	memcpy(&u, &f, sizeof u);
	s = (u >> 16) & 0x8000u;
	a = u & 0x7fffffffu;
	if (a > 0x7f800000u)
		return 0x7fffu;
	if (a >= 0x38800000u) {
		unsigned r = a - 0x38000000u;
		keep = r >> 13;
		keep += cuport__half_inc(mode, s, keep, r & 0x1fffu, 0x1000u);
		if (keep >= 0x7c00u) {
			int inf = mode == CUPORT_HALF_RN || a == 0x7f800000u ||
				  (mode == CUPORT_HALF_RU && !s) || (mode == CUPORT_HALF_RD && s);
			return (unsigned short)(s | (inf ? 0x7c00u : 0x7bffu));
		}
		return (unsigned short)(s | keep);
	}
	if ((a >> 23) < 102u) {
		keep = 0u;
		rem = a != 0u;
		halfway = 2u;
	} else {
		unsigned m = (a & 0x7fffffu) | 0x800000u, sh = 126u - (a >> 23);
		keep = m >> sh;
		rem = m & ((1u << sh) - 1u);
		halfway = 1u << (sh - 1u);
	}
	return (unsigned short)(s | (keep + cuport__half_inc(mode, s, keep, rem, halfway)));
}

CUPORT_HALF_FN cuport_half cuport__mkh(unsigned short bits)
{
	cuport_half h;
	h.x = bits;
	return h;
}

CUPORT_HALF_FN cuport_half2 cuport__mkh2(cuport_half a, cuport_half b)
{
	cuport_half2 r;
	r.x = a;
	r.y = b;
	return r;
}

CUPORT_HALF_FN float cuport_half2float(cuport_half h)
{
	unsigned s = (unsigned)(h.x & 0x8000u) << 16, e = (h.x >> 10) & 0x1fu, m = h.x & 0x3ffu, u;
	float f;
	if (e == 0u) {
		f = ldexpf((float)m, -24);
		return s ? -f : f;
	}
	u = e == 0x1fu ? s | 0x7f800000u | (m << 13) : s | ((e + 112u) << 23) | (m << 13);
	memcpy(&f, &u, sizeof f);
	return f;
}

CUPORT_HALF_FN cuport_half cuport_float2half(float f) { return cuport__mkh(cuport__half_bits(f, CUPORT_HALF_RN)); }
CUPORT_HALF_FN cuport_half cuport_float2half_rn(float f) { return cuport__mkh(cuport__half_bits(f, CUPORT_HALF_RN)); }
CUPORT_HALF_FN cuport_half cuport_float2half_rz(float f) { return cuport__mkh(cuport__half_bits(f, CUPORT_HALF_RZ)); }
CUPORT_HALF_FN cuport_half cuport_float2half_rd(float f) { return cuport__mkh(cuport__half_bits(f, CUPORT_HALF_RD)); }
CUPORT_HALF_FN cuport_half cuport_float2half_ru(float f) { return cuport__mkh(cuport__half_bits(f, CUPORT_HALF_RU)); }

/* double -> float rounded to odd, then to half: one correct rounding */
CUPORT_HALF_FN cuport_half cuport_double2half(double d)
{
	float f = (float)d;
	unsigned u;
	memcpy(&u, &f, sizeof u);
	if (isfinite(f) && (double)f != d && !(u & 1u)) {
		int away = ((double)f < d) == (f > 0.0f || (f == 0.0f && d > 0.0));
		u = away ? u + 1u : u - 1u;
		memcpy(&f, &u, sizeof f);
	}
	return cuport_float2half(f);
}

CUPORT_HALF_FN cuport_half2 cuport_float2half2_rn(float f) { cuport_half h = cuport_float2half(f); return cuport__mkh2(h, h); }
CUPORT_HALF_FN cuport_half2 cuport_floats2half2_rn(float a, float b) { return cuport__mkh2(cuport_float2half(a), cuport_float2half(b)); }
CUPORT_HALF_FN float cuport_low2float(cuport_half2 h) { return cuport_half2float(h.x); }
CUPORT_HALF_FN float cuport_high2float(cuport_half2 h) { return cuport_half2float(h.y); }
CUPORT_HALF_FN cuport_half2 cuport_halves2half2(cuport_half a, cuport_half b) { return cuport__mkh2(a, b); }
CUPORT_HALF_FN cuport_half2 cuport_make_half2(cuport_half a, cuport_half b) { return cuport__mkh2(a, b); }
CUPORT_HALF_FN cuport_half cuport_low2half(cuport_half2 h) { return h.x; }
CUPORT_HALF_FN cuport_half cuport_high2half(cuport_half2 h) { return h.y; }
CUPORT_HALF_FN cuport_half2 cuport_half2half2(cuport_half h) { return cuport__mkh2(h, h); }
CUPORT_HALF_FN cuport_half2 cuport_lowhigh2highlow(cuport_half2 h) { return cuport__mkh2(h.y, h.x); }
CUPORT_HALF_FN short cuport_half_as_short(cuport_half h) { return (short)h.x; }
CUPORT_HALF_FN unsigned short cuport_half_as_ushort(cuport_half h) { return h.x; }
CUPORT_HALF_FN cuport_half cuport_short_as_half(short i) { return cuport__mkh((unsigned short)i); }
CUPORT_HALF_FN cuport_half cuport_ushort_as_half(unsigned short i) { return cuport__mkh(i); }
CUPORT_HALF_FN int cuport_half2int_rn(cuport_half h) { float f = cuport_half2float(h); return f != f ? 0 : (int)nearbyintf(f); }
CUPORT_HALF_FN int cuport_half2int_rz(cuport_half h) { float f = cuport_half2float(h); return f != f ? 0 : (int)f; }
CUPORT_HALF_FN cuport_half cuport_int2half_rn(int i) { return cuport_float2half((float)i); }

/* ---- arithmetic: float, rounded once (fma: exact in double, then one rounding) */
#define CUPORT__HALF_BIN(N, EXPR)                                                          \
	CUPORT_HALF_FN cuport_half cuport_##N(cuport_half a, cuport_half b)                \
	{                                                                                   \
		float x = cuport_half2float(a), y = cuport_half2float(b);                   \
		return cuport_float2half(EXPR);                                             \
	}                                                                                   \
	CUPORT_HALF_FN cuport_half2 cuport_##N##2(cuport_half2 a, cuport_half2 b)          \
	{ return cuport__mkh2(cuport_##N(a.x, b.x), cuport_##N(a.y, b.y)); }
CUPORT__HALF_BIN(hadd, x + y)
CUPORT__HALF_BIN(hsub, x - y)
CUPORT__HALF_BIN(hmul, x * y)
CUPORT__HALF_BIN(hdiv, x / y)
#undef CUPORT__HALF_BIN
CUPORT_HALF_FN cuport_half2 cuport_h2div(cuport_half2 a, cuport_half2 b) { return cuport_hdiv2(a, b); }
CUPORT_HALF_FN cuport_half cuport_hfma(cuport_half a, cuport_half b, cuport_half c)
{
	return cuport_double2half((double)cuport_half2float(a) * cuport_half2float(b) +
				  cuport_half2float(c));
}
CUPORT_HALF_FN cuport_half2 cuport_hfma2(cuport_half2 a, cuport_half2 b, cuport_half2 c)
{ return cuport__mkh2(cuport_hfma(a.x, b.x, c.x), cuport_hfma(a.y, b.y, c.y)); }
CUPORT_HALF_FN cuport_half cuport_hneg(cuport_half a) { return cuport__mkh((unsigned short)(a.x ^ 0x8000u)); }
CUPORT_HALF_FN cuport_half cuport_habs(cuport_half a) { return cuport__mkh((unsigned short)(a.x & 0x7fffu)); }
CUPORT_HALF_FN cuport_half2 cuport_hneg2(cuport_half2 a) { return cuport__mkh2(cuport_hneg(a.x), cuport_hneg(a.y)); }
CUPORT_HALF_FN cuport_half2 cuport_habs2(cuport_half2 a) { return cuport__mkh2(cuport_habs(a.x), cuport_habs(a.y)); }
CUPORT_HALF_FN cuport_half cuport_hsqrt(cuport_half a) { return cuport_float2half(sqrtf(cuport_half2float(a))); }
CUPORT_HALF_FN cuport_half cuport_hexp(cuport_half a) { return cuport_float2half(expf(cuport_half2float(a))); }
CUPORT_HALF_FN cuport_half cuport_hlog(cuport_half a) { return cuport_float2half(logf(cuport_half2float(a))); }

#define CUPORT__HALF_CMP(N, EXPR)                                                          \
	CUPORT_HALF_FN int cuport_h##N(cuport_half a, cuport_half b)                       \
	{                                                                                   \
		float x = cuport_half2float(a), y = cuport_half2float(b);                   \
		return EXPR;                                                                \
	}                                                                                   \
	CUPORT_HALF_FN int cuport_hb##N##2(cuport_half2 a, cuport_half2 b)                 \
	{ return cuport_h##N(a.x, b.x) && cuport_h##N(a.y, b.y); }
CUPORT__HALF_CMP(eq, x == y)
CUPORT__HALF_CMP(ne, x < y || x > y)
CUPORT__HALF_CMP(lt, x < y)
CUPORT__HALF_CMP(le, x <= y)
CUPORT__HALF_CMP(gt, x > y)
CUPORT__HALF_CMP(ge, x >= y)
#undef CUPORT__HALF_CMP
CUPORT_HALF_FN int cuport_hisnan(cuport_half a) { return (a.x & 0x7fffu) > 0x7c00u; }
CUPORT_HALF_FN cuport_half cuport_hmax(cuport_half a, cuport_half b)
{
	float x = cuport_half2float(a), y = cuport_half2float(b);
	if (x != x || y != y)
		return x != x && y != y ? cuport__mkh(0x7fffu) : x != x ? b : a;
	if (x == y)
		return (a.x & 0x8000u) ? b : a;
	return x > y ? a : b;
}
CUPORT_HALF_FN cuport_half cuport_hmin(cuport_half a, cuport_half b)
{
	float x = cuport_half2float(a), y = cuport_half2float(b);
	if (x != x || y != y)
		return x != x && y != y ? cuport__mkh(0x7fffu) : x != x ? b : a;
	if (x == y)
		return (a.x & 0x8000u) ? a : b;
	return x < y ? a : b;
}

#ifdef __cplusplus
static inline cuport_half cuport__half_from_float(float f) { return cuport_float2half(f); }
static inline float cuport__half_to_float(unsigned short h) { return cuport_half2float(cuport__mkh(h)); }
static inline cuport_half cuport__half_from_double(double d) { return cuport_double2half(d); }

/* CUDA's operators on __half and __half2 (cuda_fp16.hpp) */
#define CUPORT__HALF_OPS(T, H, NEG, B)                                                     \
	inline T operator+(const T &a, const T &b) { return cuport_hadd##H(a, b); }        \
	inline T operator-(const T &a, const T &b) { return cuport_hsub##H(a, b); }        \
	inline T operator*(const T &a, const T &b) { return cuport_hmul##H(a, b); }        \
	inline T operator/(const T &a, const T &b) { return cuport_hdiv##H(a, b); }        \
	inline T &operator+=(T &a, const T &b) { return a = cuport_hadd##H(a, b); }        \
	inline T &operator-=(T &a, const T &b) { return a = cuport_hsub##H(a, b); }        \
	inline T &operator*=(T &a, const T &b) { return a = cuport_hmul##H(a, b); }        \
	inline T &operator/=(T &a, const T &b) { return a = cuport_hdiv##H(a, b); }        \
	inline T operator+(const T &a) { return a; }                                       \
	inline T operator-(const T &a) { return NEG(a); }                                  \
	inline bool operator==(const T &a, const T &b) { return cuport_h##B##eq##H(a, b); } \
	inline bool operator!=(const T &a, const T &b) { return cuport_h##B##ne##H(a, b); } \
	inline bool operator<(const T &a, const T &b) { return cuport_h##B##lt##H(a, b); }  \
	inline bool operator>(const T &a, const T &b) { return cuport_h##B##gt##H(a, b); }  \
	inline bool operator<=(const T &a, const T &b) { return cuport_h##B##le##H(a, b); } \
	inline bool operator>=(const T &a, const T &b) { return cuport_h##B##ge##H(a, b); }
CUPORT__HALF_OPS(cuport_half, , cuport_hneg, )
CUPORT__HALF_OPS(cuport_half2, 2, cuport_hneg2, b)
#undef CUPORT__HALF_OPS
#endif

#endif /* CUPORT_HALF_H */
