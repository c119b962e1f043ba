/*
 * bf16.c: the host header cuport_bf16.h, from C: CUDA's layout, conversions in the four
 * rounding modes, integers rounded once, arithmetic rounded once, fma whose one rounding a
 * plain float fma would get wrong, comparisons, __hmax's NaN and zero rules.  Expected
 * values are bit patterns worked out by hand or a reference rounding of doubles written
 * here, independent of the header.
 */
#include <math.h>
#include <stdalign.h>

#include "common.h"
#include "cuport_bf16.h"

enum { RN, RZ, RD, RU };

static float from_bits32(unsigned u)
{
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

static cuport_bfloat16 bf(unsigned short b)
{
  cuport_bfloat16 h;
  h.x = b;
  return h;
}

/* v (a double whose value is exact) rounded to 8 significant bits with float's range */
static unsigned short ref(double v)
{
  unsigned short s = signbit(v) ? 0x8000 : 0;
  double a = fabs(v);
  int e;
  if (isnan(v))
    return 0x7fff;
  if (isinf(v))
    return s | 0x7f80;
  frexp(a, &e);
  int q = a < 0x1p-126 ? -133 : e - 8;
  double n = ldexp(a, -q), r = floor(n), f = n - r;
  if (f > 0.5 || (f == 0.5 && fmod(r, 2.0) == 1.0))
    r += 1.0;
  double val = ldexp(r, q);
  if (val > 0x1.fep127)
    return s | 0x7f80;
  if (val < 0x1p-126)
    return s | (unsigned short)r;
  frexp(val, &e);
  return s | (unsigned short)(((e + 126) << 7) | ((unsigned)ldexp(val, 8 - e) - 128u));
}

START_TEST(the_types_have_cudas_layout)
{
  cuport_bfloat162 p;
  ck_assert_uint_eq(sizeof(cuport_bfloat16), 2);
  ck_assert_uint_eq(sizeof(cuport_bfloat162), 4);
  ck_assert_uint_eq(alignof(cuport_bfloat162), 4);
  ck_assert_uint_eq(sizeof(cuport_bfloat162_raw), 4);
  p = cuport_halves2bfloat162(bf(0x3f80), bf(0xc000));
  unsigned short raw[2];
  memcpy(raw, &p, sizeof raw);
  ck_assert_uint_eq(raw[0], 0x3f80);   /* x is the low half, as in CUDA */
  ck_assert_uint_eq(raw[1], 0xc000);
}
END_TEST

START_TEST(float_to_bfloat16_rounds_to_nearest_even_and_keeps_nan)
{
  ck_assert_uint_eq(cuport_float2bfloat16(1.0f).x, 0x3f80);
  ck_assert_uint_eq(cuport_float2bfloat16(from_bits32(0x3f808000u)).x, 0x3f80);   /* tie, even */
  ck_assert_uint_eq(cuport_float2bfloat16(from_bits32(0x3f818000u)).x, 0x3f82);   /* tie, up */
  ck_assert_uint_eq(cuport_float2bfloat16(from_bits32(0x3f808001u)).x, 0x3f81);
  ck_assert_uint_eq(cuport_float2bfloat16(from_bits32(0x7f7fffffu)).x, 0x7f80);   /* overflow */
  ck_assert_uint_eq(cuport_float2bfloat16(from_bits32(0x00008000u)).x, 0x0000);   /* subnormal tie */
  ck_assert_uint_eq(cuport_float2bfloat16(from_bits32(0x80018000u)).x, 0x8002);
  ck_assert_uint_eq(cuport_float2bfloat16(NAN).x, 0x7fff);
  ck_assert_uint_eq(cuport_float2bfloat16(-INFINITY).x, 0xff80);
  ck_assert(cuport_bfloat162float(bf(0x4049)) == 3.140625f);
  ck_assert(cuport_bfloat162float(bf(0x0001)) == 0x1p-133f);
}
END_TEST

START_TEST(the_directed_modes_round_toward_their_direction)
{
  float f = from_bits32(0x3f80c000u), g = -f;
  ck_assert_uint_eq(cuport_float2bfloat16_rz(f).x, 0x3f80);
  ck_assert_uint_eq(cuport_float2bfloat16_rd(f).x, 0x3f80);
  ck_assert_uint_eq(cuport_float2bfloat16_ru(f).x, 0x3f81);
  ck_assert_uint_eq(cuport_float2bfloat16_rz(g).x, 0xbf80);
  ck_assert_uint_eq(cuport_float2bfloat16_rd(g).x, 0xbf81);
  ck_assert_uint_eq(cuport_float2bfloat16_ru(g).x, 0xbf80);
  ck_assert_uint_eq(cuport_float2bfloat16_rz(from_bits32(0x7f7fffffu)).x, 0x7f7f);
  ck_assert_uint_eq(cuport_float2bfloat16_ru(from_bits32(0x7f7fffffu)).x, 0x7f80);
}
END_TEST

START_TEST(integers_past_2_24_are_rounded_once)
{
  /* 2^24 + 2^16 + 1 is above the midpoint of 2^24 and 2^24 + 2^17; through a plain
     float it would become 2^24 + 2^16, a tie, rounded down to 2^24 */
  ck_assert_uint_eq(cuport_int2bfloat16_rn(0x1010001).x, ref(0x1010001));
  ck_assert_uint_eq(cuport_int2bfloat16_rn(0x1010001).x, 0x4b81);
  ck_assert_uint_eq(cuport_ll2bfloat16_rn(-0x1010001LL).x, 0xcb81);
  ck_assert_uint_eq(cuport_ll2bfloat16_rn(0x7fffffffffffffffLL).x, 0x5f00);
  ck_assert_uint_eq(cuport_ull2bfloat16_rn(0xffffffffffffffffULL).x, 0x5f80);
  ck_assert_uint_eq(cuport_uint2bfloat16_rn(257u).x, 0x4380);   /* 257: a tie, even */
  ck_assert_uint_eq(cuport_int2bfloat16_rn(259).x, 0x4382);
  ck_assert_int_eq(cuport_bfloat162int_rz(bf(0xc019)), -2);   /* -2.390625 */
  ck_assert_int_eq(cuport_bfloat162int_rn(bf(0x4020)), 2);    /* 2.5: even */
  ck_assert_int_eq(cuport_bfloat162int_rn(bf(0x7fff)), 0);    /* NaN */
  ck_assert_int_eq(cuport_bfloat162int_rz(bf(0x7f7f)), 2147483647);
}
END_TEST

START_TEST(arithmetic_is_rounded_once_from_the_exact_value)
{
  unsigned lcg = 7u;
  for (int i = 0; i < 20000; i++) {
    lcg = lcg * 1103515245u + 12345u;
    cuport_bfloat16 a = bf((unsigned short)(lcg >> 9));
    lcg = lcg * 1103515245u + 12345u;
    cuport_bfloat16 b = bf((unsigned short)(lcg >> 9));
    double x = cuport_bfloat162float(a), y = cuport_bfloat162float(b);
    if (isnan(x) || isnan(y) || isinf(x) || isinf(y))
      continue;
    /* sums of two bfloat16s far apart are not exact in double, but then the smaller one
       is far below half an ulp of the larger: the double sum rounds as the exact one */
    ck_assert_uint_eq(cuport_hadd_bf16(a, b).x, ref(x + y));
    ck_assert_uint_eq(cuport_hsub_bf16(a, b).x, ref(x - y));
    ck_assert_uint_eq(cuport_hmul_bf16(a, b).x, ref(x * y));
  }
  ck_assert_uint_eq(cuport_hdiv_bf16(bf(0x3f80), bf(0x4040)).x, 0x3eab);   /* 1/3 */
  ck_assert_uint_eq(cuport_hadd_bf16(bf(0x7f7f), bf(0x7f7f)).x, 0x7f80);
}
END_TEST

START_TEST(fma_rounds_once_where_a_float_fma_would_round_twice)
{
  /* 1.5 * (1 + 2^-7) = 1.5 + 2^-7 + 2^-8 is a tie; -2^-30 puts the exact value below it,
     but the float sum drops it and the tie would go up to even */
  ck_assert_uint_eq(cuport_hfma_bf16(bf(0x3fc0), bf(0x3f81), bf(0xb080)).x, 0x3fc1);
  ck_assert_uint_eq(cuport_hfma_bf16(bf(0x3fc0), bf(0x3f81), bf(0x3080)).x, 0x3fc2);
  ck_assert_uint_eq(cuport_hfma_bf16(bf(0x3fc0), bf(0x3f81), bf(0x0000)).x, 0x3fc2);
  ck_assert_uint_eq(cuport_hfma_bf16(bf(0x7f80), bf(0x0000), bf(0x3f80)).x, 0x7fff);
}
END_TEST

START_TEST(comparisons_and_max_follow_cuda)
{
  ck_assert(cuport_hlt_bf16(bf(0xbf80), bf(0x3f80)));
  ck_assert(!cuport_heq_bf16(bf(0x7fff), bf(0x7fff)));
  ck_assert(cuport_heq_bf16(bf(0x8000), bf(0x0000)));
  ck_assert(cuport_hisnan_bf16(bf(0x7f81)));
  ck_assert(!cuport_hisnan_bf16(bf(0x7f80)));
  ck_assert_uint_eq(cuport_hmax_bf16(bf(0x8000), bf(0x0000)).x, 0x0000);
  ck_assert_uint_eq(cuport_hmin_bf16(bf(0x0000), bf(0x8000)).x, 0x8000);
  ck_assert_uint_eq(cuport_hmax_bf16(bf(0x7fff), bf(0x3f80)).x, 0x3f80);
  ck_assert_uint_eq(cuport_hmax_bf16(bf(0x7fff), bf(0xffff)).x, 0x7fff);
  ck_assert_uint_eq(cuport_hneg_bf16(bf(0x3f80)).x, 0xbf80);
  ck_assert_uint_eq(cuport_habs_bf16(bf(0xff80)).x, 0x7f80);
  ck_assert_uint_eq(cuport_double2bfloat16(1.0 + 0x1p-8 + 0x1p-40).x, 0x3f81);
}
END_TEST

static Suite *bf16_suite(void)
{
  Suite *s = suite_create("bf16");
  TCase *tc = tcase_create("bf16");
  tcase_add_test(tc, the_types_have_cudas_layout);
  tcase_add_test(tc, float_to_bfloat16_rounds_to_nearest_even_and_keeps_nan);
  tcase_add_test(tc, the_directed_modes_round_toward_their_direction);
  tcase_add_test(tc, integers_past_2_24_are_rounded_once);
  tcase_add_test(tc, arithmetic_is_rounded_once_from_the_exact_value);
  tcase_add_test(tc, fma_rounds_once_where_a_float_fma_would_round_twice);
  tcase_add_test(tc, comparisons_and_max_follow_cuda);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(bf16_suite)
