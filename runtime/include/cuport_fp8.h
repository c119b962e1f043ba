/*
 * cuport_fp8.h: CUDA's 8-bit floating point (cuda_fp8.h) for host code.
 *
 * cuport_fp8_storage_t is __nv_fp8_storage_t (a byte), cuport_fp8x2_storage_t and
 * cuport_fp8x4_storage_t its pairs and tetrads (the first value in the low byte); an fp8
 * value is interpreted as E4M3 (CUPORT_E4M3, __NV_E4M3: 4 exponent bits, bias 7, no
 * infinity, NaN 0x7f/0xff) or E5M2 (CUPORT_E5M2: the top byte of an IEEE half).  The
 * functions are cuda_fp8.h's with the cuport_ prefix instead of __nv_
 * (__nv_cvt_float_to_fp8 -> cuport_cvt_float_to_fp8) and compute what the device header
 * (runtime/device/cuport_device.h) computes, bit for bit, which is what CUDA computes: to
 * fp8 rounded once to nearest even; at most half the least denormal is a signed zero;
 * beyond the largest finite value and half an ulp, the largest finite value with
 * CUPORT_SATFINITE, else NaN (E4M3) or infinity (E5M2); NaN is 0x7f, its sign dropped (from a
 * double, its sign and in E5M2 its payload's top bits are kept, as CUDA does).  From
 * fp8 exactly, NaN as half's canonical 0x7fff.  In C++, cuport_fp8_e4m3 and cuport_fp8_e5m2
 * are __nv_fp8_e4m3 and __nv_fp8_e5m2: a byte __x with CUDA's conversions (saturating,
 * from float, double, half, bfloat16 and integers; to float, half and bfloat16).  As
 * cuda_fp8.h includes cuda_fp16.h and cuda_bf16.h, this header includes cuport_bf16.h.
 */
#ifndef CUPORT_FP8_H
#define CUPORT_FP8_H

#include "cuport_bf16.h"

typedef unsigned char cuport_fp8_storage_t;
typedef unsigned short cuport_fp8x2_storage_t;
typedef unsigned int cuport_fp8x4_storage_t;
typedef enum cuport_fp8_interpretation_t { CUPORT_E4M3 = 0, CUPORT_E5M2 = 1 } cuport_fp8_interpretation_t;
typedef enum cuport_saturation_t { CUPORT_NOSAT = 0, CUPORT_SATFINITE = 1 } cuport_saturation_t;

CUPORT_HALF_FN cuport_fp8_storage_t cuport_cvt_float_to_fp8(float x, cuport_saturation_t saturate,
							    cuport_fp8_interpretation_t interp)
{
	unsigned u, a, sign, m, sig, drop, res, rest, tie;
	int e5 = interp == CUPORT_E5M2, exp;
	memcpy(&u, &x, sizeof u);
	a = u & 0x7fffffffu;
	sign = (u >> 24) & 0x80u;
	m = e5 ? 2u : 3u;   /* mantissa bits */
	if (a > 0x7f800000u)
		return 0x7f;
	if (a <= (e5 ? 0x37000000u : 0x3a800000u))   /* 2^-17, 2^-10 */
		return (cuport_fp8_storage_t)sign;
	if (e5 ? a >= 0x47700000u : a > 0x43e80000u)   /* 61440 (a tie rounding up), 464 */
		return (cuport_fp8_storage_t)(sign | (saturate == CUPORT_SATFINITE ? (e5 ? 0x7bu : 0x7eu)
										   : (e5 ? 0x7cu : 0x7fu)));
	exp = (int)(a >> 23) - 127 + (e5 ? 15 : 7);
	sig = (a & 0x7fffffu) | 0x800000u;
	drop = 23u - m + (exp >= 1 ? 0u : (unsigned)(1 - exp));   /* a denormal loses more */
	res = sig >> drop;
	rest = sig & ((1u << drop) - 1u);
	tie = 1u << (drop - 1u);
	if (exp >= 1)   /* the exponent field replaces the implicit bit */
		res = ((unsigned)exp << m) | (res & ((1u << m) - 1u));
	if (rest > tie || (rest == tie && (res & 1u)))
		res++;
	return (cuport_fp8_storage_t)(sign | res);
}

/* double -> float rounded to odd, so that the one rounding to fp8 stays correct */
CUPORT_HALF_FN float cuport__fp8_d2f_odd(double d)
{
	float f = (float)d;
	unsigned u;
	memcpy(&u, &f, sizeof u);
	if (isfinite(f) && (double)f != d && !(u & 1u)) {
		u = ((double)f < d) == (f > 0.0f || (f == 0.0f && d > 0.0)) ? u + 1u : u - 1u;
		memcpy(&f, &u, sizeof f);
	}
	return f;
}

/* a NaN keeps its sign and, in E5M2, the top bits of its payload, as CUDA's double
   conversion does (its float one makes a NaN canonical first) */
CUPORT_HALF_FN cuport_fp8_storage_t cuport_cvt_double_to_fp8(double x, cuport_saturation_t saturate,
							     cuport_fp8_interpretation_t interp)
{
	if (isnan(x)) {
		unsigned long long u;
		memcpy(&u, &x, sizeof u);
		return (cuport_fp8_storage_t)(((u >> 56) & 0x80u) |
					      (interp == CUPORT_E5M2 ? 0x7eu | ((u >> 50) & 3u) : 0x7fu));
	}
	return cuport_cvt_float_to_fp8(cuport__fp8_d2f_odd(x), saturate, interp);
}

CUPORT_HALF_FN unsigned short cuport__fp8_to_half_bits(cuport_fp8_storage_t x,
							cuport_fp8_interpretation_t interp)
{
	unsigned sign = ((unsigned)x & 0x80u) << 8, e = ((unsigned)x >> 3) & 0xfu, mant = (unsigned)x & 7u;
	if (interp == CUPORT_E5M2)   /* the top byte of a half */
		return (x & 0x7fu) > 0x7cu ? (unsigned short)0x7fff : (unsigned short)((unsigned)x << 8);
	if ((x & 0x7fu) == 0x7fu)
		return 0x7fff;
	if (e == 0) {   /* a denormal, mant * 2^-9: a normal half */
		unsigned lead = mant >= 4u ? 2u : mant >= 2u ? 1u : 0u;
		if (mant == 0)
			return (unsigned short)sign;
		return (unsigned short)(sign | ((lead + 6u) << 10) | ((mant << (10u - lead)) & 0x3ffu));
	}
	return (unsigned short)(sign | ((e + 8u) << 10) | (mant << 7));
}

CUPORT_HALF_FN cuport_half cuport_cvt_fp8_to_halfraw(cuport_fp8_storage_t x, cuport_fp8_interpretation_t interp)
{
	cuport_half h;
	h.x = cuport__fp8_to_half_bits(x, interp);
	return h;
}

CUPORT_HALF_FN cuport_half2_raw cuport_cvt_fp8x2_to_halfraw2(cuport_fp8x2_storage_t x,
							      cuport_fp8_interpretation_t interp)
{
	cuport_half2_raw r;
	r.x = cuport__fp8_to_half_bits((cuport_fp8_storage_t)x, interp);
	r.y = cuport__fp8_to_half_bits((cuport_fp8_storage_t)(x >> 8), interp);
	return r;
}

CUPORT_HALF_FN float cuport_fp8_to_float(cuport_fp8_storage_t x, cuport_fp8_interpretation_t interp)
{
	return cuport_half2float(cuport_cvt_fp8_to_halfraw(x, interp));
}

CUPORT_HALF_FN cuport_fp8x2_storage_t cuport__fp8_pair(cuport_fp8_storage_t lo, cuport_fp8_storage_t hi)
{
	return (cuport_fp8x2_storage_t)(((unsigned)hi << 8) | lo);
}

CUPORT_HALF_FN cuport_fp8x2_storage_t cuport_cvt_float2_to_fp8x2(cuport_float2 x, cuport_saturation_t saturate,
								  cuport_fp8_interpretation_t interp)
{
	return cuport__fp8_pair(cuport_cvt_float_to_fp8(x.x, saturate, interp),
				cuport_cvt_float_to_fp8(x.y, saturate, interp));
}

CUPORT_HALF_FN cuport_fp8x2_storage_t cuport_cvt_double2_to_fp8x2(cuport_double2 x, cuport_saturation_t saturate,
								   cuport_fp8_interpretation_t interp)
{
	return cuport__fp8_pair(cuport_cvt_double_to_fp8(x.x, saturate, interp),
				cuport_cvt_double_to_fp8(x.y, saturate, interp));
}

CUPORT_HALF_FN cuport_fp8_storage_t cuport_cvt_halfraw_to_fp8(cuport_half x, cuport_saturation_t saturate,
							      cuport_fp8_interpretation_t interp)
{
	return cuport_cvt_float_to_fp8(cuport_half2float(x), saturate, interp);
}

CUPORT_HALF_FN cuport_fp8x2_storage_t cuport_cvt_halfraw2_to_fp8x2(cuport_half2_raw x, cuport_saturation_t saturate,
								    cuport_fp8_interpretation_t interp)
{
	cuport_half lo, hi;
	lo.x = x.x;
	hi.x = x.y;
	return cuport__fp8_pair(cuport_cvt_halfraw_to_fp8(lo, saturate, interp),
				cuport_cvt_halfraw_to_fp8(hi, saturate, interp));
}

CUPORT_HALF_FN cuport_fp8_storage_t cuport_cvt_bfloat16raw_to_fp8(cuport_bfloat16 x, cuport_saturation_t saturate,
								  cuport_fp8_interpretation_t interp)
{
	return cuport_cvt_float_to_fp8(cuport_bfloat162float(x), saturate, interp);
}

CUPORT_HALF_FN cuport_fp8x2_storage_t cuport_cvt_bfloat16raw2_to_fp8x2(cuport_bfloat162_raw x,
									cuport_saturation_t saturate,
									cuport_fp8_interpretation_t interp)
{
	cuport_bfloat16 lo, hi;
	lo.x = x.x;
	hi.x = x.y;
	return cuport__fp8_pair(cuport_cvt_bfloat16raw_to_fp8(lo, saturate, interp),
				cuport_cvt_bfloat16raw_to_fp8(hi, saturate, interp));
}

#ifdef __cplusplus
/* __nv_fp8_e4m3 and __nv_fp8_e5m2: CUDA's constructors saturate (__NV_SATFINITE). */
#define CUPORT__FP8_CLASS(NAME, INTERP)                                                          \
	struct NAME {                                                                            \
		cuport_fp8_storage_t __x;                                                        \
		NAME() = default;                                                                \
		explicit NAME(float f) : __x(cuport_cvt_float_to_fp8(f, CUPORT_SATFINITE, INTERP)) {} \
		explicit NAME(double d) : __x(cuport_cvt_double_to_fp8(d, CUPORT_SATFINITE, INTERP)) {} \
		explicit NAME(cuport_half h) : __x(cuport_cvt_halfraw_to_fp8(h, CUPORT_SATFINITE, INTERP)) {} \
		explicit NAME(cuport_bfloat16 b)                                                 \
			: __x(cuport_cvt_bfloat16raw_to_fp8(b, CUPORT_SATFINITE, INTERP)) {}     \
		explicit NAME(int i) : NAME((float)i) {}                                         \
		explicit NAME(unsigned int i) : NAME((float)i) {}                                \
		explicit NAME(long long i) : NAME((float)i) {}                                   \
		explicit NAME(unsigned long long i) : NAME((float)i) {}                          \
		explicit NAME(short i) : NAME((float)i) {}                                       \
		explicit NAME(unsigned short i) : NAME((float)i) {}                              \
		explicit operator float() const { return cuport_fp8_to_float(__x, INTERP); }     \
		explicit operator double() const { return cuport_fp8_to_float(__x, INTERP); }    \
		explicit operator cuport_half() const { return cuport_cvt_fp8_to_halfraw(__x, INTERP); } \
		explicit operator cuport_bfloat16() const                                        \
		{                                                                                \
			return cuport_float2bfloat16(cuport_fp8_to_float(__x, INTERP));          \
		}                                                                                \
		explicit operator bool() const { return (__x & 0x7fu) != 0; }                    \
	};
CUPORT__FP8_CLASS(cuport_fp8_e4m3, CUPORT_E4M3)
CUPORT__FP8_CLASS(cuport_fp8_e5m2, CUPORT_E5M2)
#undef CUPORT__FP8_CLASS
#endif

#endif /* CUPORT_FP8_H */
