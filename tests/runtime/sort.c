/*
 * sort.c: the device radix sort (cuportAlgoSortPairs), what thrust::sort and sort_by_key
 * of primitive keys become: every key type ascending and descending against a host sort,
 * stability (equal keys keep their values' order), values of 4, 8, 12 and 3 bytes, sizes
 * around the work-item runs, signed zeros and negative floats, streams, misuse; and the
 * device reduce_by_key (cuportAlgoReduceByKey) against a host loop.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

static uint64_t state = 88172645463325252ull;
static uint64_t next_random(void)
{
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static void *to_device(const void *h, size_t bytes)
{
  void *d = NULL;
  CK(cuportMalloc(&d, bytes ? bytes : 1));
  if (bytes)
    CK(cuportMemcpy(d, h, bytes, cuportMemcpyHostToDevice));
  return d;
}

/* A host key of each type as a double, for the comparison. */
static double key_at(const void *keys, cuportScalarType t, size_t i)
{
  switch (t) {
  case CUPORT_SCALAR_I32: return ((const int *)keys)[i];
  case CUPORT_SCALAR_U32: return ((const unsigned *)keys)[i];
  case CUPORT_SCALAR_I64: return (double)((const long long *)keys)[i];
  case CUPORT_SCALAR_U64: return (double)((const unsigned long long *)keys)[i];
  case CUPORT_SCALAR_F32: return ((const float *)keys)[i];
  default: return ((const double *)keys)[i];
  }
}

/* Sorts n random keys of type t (few distinct ones, so many are equal) with their
   indices as values on the device, and checks order and stability on the host. */
static void check_sort(cuportScalarType t, size_t n, int desc)
{
  size_t ks = t == CUPORT_SCALAR_I32 || t == CUPORT_SCALAR_U32 || t == CUPORT_SCALAR_F32 ? 4 : 8;
  unsigned char *keys = malloc(n * ks + 1), *back = malloc(n * ks + 1);
  unsigned *idx = malloc(n * sizeof *idx + 1), *iback = malloc(n * sizeof *iback + 1);
  for (size_t i = 0; i < n; i++) {
    long long r = (long long)(next_random() % 2001) - 1000; /* -1000 .. 1000 */
    long long big = (long long)(next_random() >> 1) * (next_random() & 1 ? 1 : -1);
    idx[i] = (unsigned)i;
    switch (t) {
    case CUPORT_SCALAR_I32: ((int *)keys)[i] = i % 3 ? (int)r : (int)(big >> 33); break;
    case CUPORT_SCALAR_U32: ((unsigned *)keys)[i] = i % 3 ? (unsigned)(r + 1000) : (unsigned)(big >> 31); break;
    case CUPORT_SCALAR_I64: ((long long *)keys)[i] = i % 3 ? r : big; break;
    case CUPORT_SCALAR_U64: ((unsigned long long *)keys)[i] = i % 3 ? (unsigned long long)(r + 1000) : (unsigned long long)big * 2u; break;
    case CUPORT_SCALAR_F32: ((float *)keys)[i] = i % 3 ? (float)r * 0.25f : (float)big * 1e-12f; break;
    default: ((double *)keys)[i] = i % 3 ? (double)r * 0.125 : (double)big * 1e-9; break;
    }
  }
  void *dk = to_device(keys, n * ks), *dv = to_device(idx, n * sizeof *idx);
  CK(cuportAlgoSortPairs(dk, dv, sizeof(unsigned), (long long)n, t, desc, 0));
  CK(cuportMemcpy(back, dk, n * ks, cuportMemcpyDeviceToHost));
  CK(cuportMemcpy(iback, dv, n * sizeof *iback, cuportMemcpyDeviceToHost));
  /* a permutation: each index once, with its own key */
  unsigned char *seen = calloc(n + 1, 1);
  for (size_t i = 0; i < n; i++) {
    ck_assert_uint_lt(iback[i], n);
    ck_assert_int_eq(seen[iback[i]], 0);
    seen[iback[i]] = 1;
    ck_assert(memcmp(back + i * ks, keys + (size_t)iback[i] * ks, ks) == 0);
  }
  for (size_t i = 1; i < n; i++) {
    double a = key_at(back, t, i - 1), b = key_at(back, t, i);
    if (desc)
      ck_assert_msg(a >= b, "type %d n %zu: key %zu out of order", (int)t, n, i);
    else
      ck_assert_msg(a <= b, "type %d n %zu: key %zu out of order", (int)t, n, i);
    if (memcmp(back + (i - 1) * ks, back + i * ks, ks) == 0)
      ck_assert_msg(iback[i - 1] < iback[i], "type %d n %zu: equal keys at %zu swapped", (int)t,
                    n, i);
  }
  free(seen);
  CK(cuportFree(dk));
  CK(cuportFree(dv));
  free(keys);
  free(back);
  free(idx);
  free(iback);
}

START_TEST(every_key_type_sorts_stably_both_ways)
{
  static const size_t sizes[] = {2, 3, 255, 4096, 4097, 70001};
  for (int t = CUPORT_SCALAR_I32; t <= CUPORT_SCALAR_F64; t++)
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
      for (int desc = 0; desc < 2; desc++)
        check_sort((cuportScalarType)t, sizes[s], desc);
}
END_TEST

/* Past GROUPS * 256 * 16 keys every work-item owns a longer run. */
START_TEST(a_large_sort_matches_qsort)
{
  size_t n = 1u << 21;
  unsigned *keys = malloc(n * sizeof *keys), *back = malloc(n * sizeof *back);
  for (size_t i = 0; i < n; i++)
    keys[i] = (unsigned)next_random();
  void *dk = to_device(keys, n * sizeof *keys);
  CK(cuportAlgoSortPairs(dk, NULL, 0, (long long)n, CUPORT_SCALAR_U32, 0, 0));
  CK(cuportMemcpy(back, dk, n * sizeof *back, cuportMemcpyDeviceToHost));
  unsigned long long sum_in = 0, sum_out = 0;
  for (size_t i = 0; i < n; i++) {
    sum_in += keys[i];
    sum_out += back[i];
    if (i)
      ck_assert_uint_le(back[i - 1], back[i]);
  }
  ck_assert(sum_in == sum_out);
  CK(cuportFree(dk));
  free(keys);
  free(back);
}
END_TEST

START_TEST(floats_order_signs_zeros_and_infinities)
{
  float in[] = {0.0f, -0.0f, 1.5f, -1.5f, INFINITY, -INFINITY, FLT_MIN, -FLT_MIN, FLT_MAX,
                -FLT_MAX, 2.0f, -2.0f};
  float want[] = {-INFINITY, -FLT_MAX, -2.0f, -1.5f, -FLT_MIN, -0.0f, 0.0f, FLT_MIN, 1.5f, 2.0f,
                  FLT_MAX, INFINITY};
  size_t n = sizeof in / sizeof *in;
  float back[sizeof in / sizeof *in];
  void *d = to_device(in, sizeof in);
  CK(cuportAlgoSortPairs(d, NULL, 0, (long long)n, CUPORT_SCALAR_F32, 0, 0));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (size_t i = 0; i < n; i++) {
    ck_assert(back[i] == want[i]);
    ck_assert_int_eq(signbit(back[i]) != 0, signbit(want[i]) != 0);
  }
  CK(cuportFree(d));
}
END_TEST

/* Values of 8 bytes, of 12 (words) and of 3 (bytes) move with their keys. */
START_TEST(values_of_any_size_move_with_their_keys)
{
  enum { N = 5000 };
  static const size_t vsizes[] = {8, 12, 3};
  int keys[N];
  for (size_t s = 0; s < 3; s++) {
    size_t vs = vsizes[s];
    unsigned char *vals = malloc(N * vs), *vback = malloc(N * vs);
    int kback[N];
    for (int i = 0; i < N; i++) {
      keys[i] = (int)(next_random() % 100) - 50;
      for (size_t b = 0; b < vs; b++)
        vals[(size_t)i * vs + b] = (unsigned char)(keys[i] * 7 + (int)b);
    }
    void *dk = to_device(keys, sizeof keys), *dv = to_device(vals, N * vs);
    CK(cuportAlgoSortPairs(dk, dv, vs, N, CUPORT_SCALAR_I32, 0, 0));
    CK(cuportMemcpy(kback, dk, sizeof kback, cuportMemcpyDeviceToHost));
    CK(cuportMemcpy(vback, dv, N * vs, cuportMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) {
      if (i)
        ck_assert_int_le(kback[i - 1], kback[i]);
      for (size_t b = 0; b < vs; b++)
        ck_assert_uint_eq(vback[(size_t)i * vs + b], (unsigned char)(kback[i] * 7 + (int)b));
    }
    CK(cuportFree(dk));
    CK(cuportFree(dv));
    free(vals);
    free(vback);
  }
}
END_TEST

/* Keys of a small range take only the passes of their varying digits: one for 0..15
   (an odd count: the result comes back from the scratch), three for 0..4095, and a 64-bit
   key type with one varying digit high up. */
START_TEST(digits_every_key_shares_are_skipped)
{
  enum { N = 20000 };
  static const unsigned ranges[] = {16, 4096};
  static unsigned keys[N], back[N], idx[N], iback[N];
  static unsigned long long k64[N], b64[N];
  for (int r = 0; r < 2; r++) {
    for (int i = 0; i < N; i++) {
      keys[i] = (unsigned)(next_random() % ranges[r]);
      idx[i] = (unsigned)i;
    }
    void *dk = to_device(keys, sizeof keys), *dv = to_device(idx, sizeof idx);
    CK(cuportAlgoSortPairs(dk, dv, 4, N, CUPORT_SCALAR_U32, r, 0));
    CK(cuportMemcpy(back, dk, sizeof back, cuportMemcpyDeviceToHost));
    CK(cuportMemcpy(iback, dv, sizeof iback, cuportMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) {
      ck_assert_uint_eq(back[i], keys[iback[i]]);
      if (i) {
        if (r)
          ck_assert_uint_ge(back[i - 1], back[i]);
        else
          ck_assert_uint_le(back[i - 1], back[i]);
        if (back[i - 1] == back[i])
          ck_assert_uint_lt(iback[i - 1], iback[i]);
      }
    }
    CK(cuportFree(dk));
    CK(cuportFree(dv));
  }
  for (int i = 0; i < N; i++)
    k64[i] = 0x100000000ull * (next_random() % 16) + 7;
  void *d = to_device(k64, sizeof k64);
  CK(cuportAlgoSortPairs(d, NULL, 0, N, CUPORT_SCALAR_U64, 0, 0));
  CK(cuportMemcpy(b64, d, sizeof b64, cuportMemcpyDeviceToHost));
  for (int i = 1; i < N; i++)
    ck_assert(b64[i - 1] <= b64[i]);
  CK(cuportFree(d));
}
END_TEST

START_TEST(a_sort_runs_after_the_streams_earlier_work)
{
  enum { N = 3000 };
  int keys[N], back[N], zeros[N];
  cuportStream_t s;
  CK(cuportStreamCreate(&s));
  for (int i = 0; i < N; i++) {
    keys[i] = N - i;
    zeros[i] = 0;
  }
  void *d = to_device(zeros, sizeof zeros);
  CK(cuportMemcpyAsync(d, keys, sizeof keys, cuportMemcpyHostToDevice, s));
  CK(cuportAlgoSortPairs(d, NULL, 0, N, CUPORT_SCALAR_I32, 0, s));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    ck_assert_int_eq(back[i], i + 1);
  CK(cuportFree(d));
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(misuse_gives_invalid_value)
{
  int *d;
  CK(cuportMalloc((void **)&d, 64));
  CK_FAILS(cuportAlgoSortPairs(d, NULL, 0, -1, CUPORT_SCALAR_I32, 0, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoSortPairs(NULL, NULL, 0, 4, CUPORT_SCALAR_I32, 0, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoSortPairs(d, d, 0, 4, CUPORT_SCALAR_I32, 0, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoSortPairs(d, NULL, 0, 4, (cuportScalarType)9, 0, 0), cuportErrorInvalidValue);
  CK(cuportAlgoSortPairs(d, NULL, 0, 0, CUPORT_SCALAR_I32, 0, 0)); /* nothing to sort */
  CK(cuportFree(d));
}
END_TEST

/* Runs of random lengths (1 to 300) of int keys, float values summed in order, and
   double keys with int maxima, on the default stream and another. */
START_TEST(reduce_by_key_folds_each_run_in_order)
{
  enum { N = 100000 };
  static int keys[N], kout[N], wk[N];
  static float vals[N], vout[N], wv[N];
  long long runs = 0, want = 0;
  cuportStream_t s;
  for (int i = 0, k = 0; i < N; k++) {
    int len = 1 + (int)(next_random() % 300);
    for (int j = 0; j < len && i < N; j++, i++) {
      keys[i] = k % 7; /* consecutive runs have different keys */
      vals[i] = (float)(next_random() % 1000) * 0.001f;
    }
  }
  for (int i = 0; i < N; i++) {
    if (i == 0 || keys[i] != keys[i - 1]) {
      wk[want] = keys[i];
      wv[want++] = vals[i];
    } else {
      wv[want - 1] += vals[i];
    }
  }
  void *dk = to_device(keys, sizeof keys), *dv = to_device(vals, sizeof vals);
  void *dko = to_device(keys, sizeof keys), *dvo = to_device(vals, sizeof vals);
  CK(cuportStreamCreate(&s));
  CK(cuportAlgoReduceByKey(dk, dko, dv, dvo, N, CUPORT_SCALAR_I32, CUPORT_SCALAR_F32,
                           CUPORT_REDUCE_SUM, &runs, s));
  ck_assert_int_eq(runs, want);
  CK(cuportMemcpy(kout, dko, sizeof kout, cuportMemcpyDeviceToHost));
  CK(cuportMemcpy(vout, dvo, sizeof vout, cuportMemcpyDeviceToHost));
  for (long long r = 0; r < runs; r++) {
    ck_assert_int_eq(kout[r], wk[r]);
    ck_assert(vout[r] == wv[r]); /* the same order of additions */
  }
  CK(cuportStreamDestroy(s));
  {
    double dkeys[9] = {1.5, 1.5, -2, -2, -2, 0.0, -0.0, 7, 1.5};
    int iv[9] = {3, 9, -1, -5, -3, 4, 8, 2, 6}, io[9];
    double dko2[9];
    void *a = to_device(dkeys, sizeof dkeys), *b = to_device(iv, sizeof iv);
    void *c = to_device(dkeys, sizeof dkeys), *d = to_device(iv, sizeof iv);
    CK(cuportAlgoReduceByKey(a, c, b, d, 9, CUPORT_SCALAR_F64, CUPORT_SCALAR_I32,
                             CUPORT_REDUCE_MAX, &runs, 0));
    ck_assert_int_eq(runs, 5); /* 0.0 == -0.0 */
    CK(cuportMemcpy(dko2, c, sizeof dko2, cuportMemcpyDeviceToHost));
    CK(cuportMemcpy(io, d, sizeof io, cuportMemcpyDeviceToHost));
    ck_assert(dko2[0] == 1.5 && dko2[1] == -2 && dko2[2] == 0.0 && dko2[3] == 7 && dko2[4] == 1.5);
    ck_assert(io[0] == 9 && io[1] == -1 && io[2] == 8 && io[3] == 2 && io[4] == 6);
    CK(cuportFree(a));
    CK(cuportFree(b));
    CK(cuportFree(c));
    CK(cuportFree(d));
  }
  CK_FAILS(cuportAlgoReduceByKey(dk, dko, dv, dvo, N, CUPORT_SCALAR_I32, CUPORT_SCALAR_F32,
                                 CUPORT_REDUCE_SUM, NULL, 0), cuportErrorInvalidValue);
  CK(cuportAlgoReduceByKey(dk, dko, dv, dvo, 0, CUPORT_SCALAR_I32, CUPORT_SCALAR_F32,
                           CUPORT_REDUCE_SUM, &runs, 0));
  ck_assert_int_eq(runs, 0);
  CK(cuportFree(dk));
  CK(cuportFree(dv));
  CK(cuportFree(dko));
  CK(cuportFree(dvo));
}
END_TEST

static Suite *sort_suite(void)
{
  Suite *s = suite_create("sort");
  TCase *tc = tcase_create("sort");
  tcase_set_timeout(tc, 240);
  tcase_add_test(tc, every_key_type_sorts_stably_both_ways);
  tcase_add_test(tc, a_large_sort_matches_qsort);
  tcase_add_test(tc, floats_order_signs_zeros_and_infinities);
  tcase_add_test(tc, values_of_any_size_move_with_their_keys);
  tcase_add_test(tc, digits_every_key_shares_are_skipped);
  tcase_add_test(tc, a_sort_runs_after_the_streams_earlier_work);
  tcase_add_test(tc, misuse_gives_invalid_value);
  tcase_add_test(tc, reduce_by_key_folds_each_run_in_order);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(sort_suite)
