/*
 * algorithm.c: the device-wide algorithms (cuportAlgoReduce, cuportAlgoArgReduce,
 * cuportAlgoScan), what cub::DeviceReduce and cub::DeviceScan become: the two-call
 * temporary-storage protocol, every element type and operator against a host loop, sizes
 * around the work-group and chunk boundaries, empty inputs, in-place scans, streams and
 * the errors of misuse.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>

#include "common.h"

/* Device scratch of the size the NULL call gives. */
static void *scratch(size_t *bytes)
{
  void *t = NULL;
  *bytes = 0;
  CK(cuportAlgoReduce(NULL, bytes, NULL, NULL, 0, CUPORT_SCALAR_I32, CUPORT_REDUCE_SUM, NULL, 0));
  ck_assert_uint_gt(*bytes, 0);
  CK(cuportMalloc(&t, *bytes));
  return t;
}

static void *to_device(const void *h, size_t bytes)
{
  void *d = NULL;
  CK(cuportMalloc(&d, bytes ? bytes : 1));
  if (bytes)
    CK(cuportMemcpy(d, h, bytes, cuportMemcpyHostToDevice));
  return d;
}

START_TEST(the_call_with_null_storage_only_sets_the_size)
{
  size_t bytes = 0, again = 0;
  int *out = NULL;
  CK(cuportAlgoScan(NULL, &bytes, NULL, NULL, 1000000, CUPORT_SCALAR_F64, CUPORT_REDUCE_MAX, 1,
                    &bytes, 0));
  ck_assert_uint_gt(bytes, 0);
  CK(cuportAlgoArgReduce(NULL, &again, NULL, NULL, NULL, 4, 5, CUPORT_SCALAR_F32,
                         CUPORT_REDUCE_MIN, 0));
  ck_assert_uint_eq(bytes, again);
  CK(cuportMalloc((void **)&out, sizeof *out));
  CK(cuportMemset(out, 0x55, sizeof *out));
  again = 0;
  CK(cuportAlgoReduce(NULL, &again, NULL, out, 3, CUPORT_SCALAR_I32, CUPORT_REDUCE_SUM, NULL, 0));
  {
    int back = 0;
    CK(cuportMemcpy(&back, out, sizeof back, cuportMemcpyDeviceToHost));
    ck_assert_int_eq(back, 0x55555555); /* nothing ran */
  }
  CK(cuportFree(out));
}
END_TEST

/* Sums, maxima and minima of ints over sizes around 256 (a work-group) and 65536 (where
   the chunks start to hold several tiles), with and without an initial value. */
START_TEST(int_reductions_match_a_host_loop)
{
  static const long long sizes[] = {1, 2, 255, 256, 257, 1000, 65535, 65536, 65537, 300001};
  size_t bytes;
  void *t = scratch(&bytes);
  for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
    long long n = sizes[s];
    int *h = malloc((size_t)n * sizeof *h), *d, *out, back[4];
    long long sum = 0;
    int mx = INT_MIN, mn = INT_MAX, init = 7;
    for (long long i = 0; i < n; i++) {
      h[i] = (int)((i * 7919) % 2001) - 1000;
      sum += h[i];
      mx = h[i] > mx ? h[i] : mx;
      mn = h[i] < mn ? h[i] : mn;
    }
    d = to_device(h, (size_t)n * sizeof *h);
    CK(cuportMalloc((void **)&out, sizeof back));
    CK(cuportAlgoReduce(t, &bytes, d, out, n, CUPORT_SCALAR_I32, CUPORT_REDUCE_SUM, NULL, 0));
    CK(cuportAlgoReduce(t, &bytes, d, out + 1, n, CUPORT_SCALAR_I32, CUPORT_REDUCE_MAX, NULL, 0));
    CK(cuportAlgoReduce(t, &bytes, d, out + 2, n, CUPORT_SCALAR_I32, CUPORT_REDUCE_MIN, NULL, 0));
    CK(cuportAlgoReduce(t, &bytes, d, out + 3, n, CUPORT_SCALAR_I32, CUPORT_REDUCE_SUM, &init, 0));
    CK(cuportMemcpy(back, out, sizeof back, cuportMemcpyDeviceToHost));
    ck_assert_int_eq(back[0], (int)sum);
    ck_assert_int_eq(back[1], mx);
    ck_assert_int_eq(back[2], mn);
    ck_assert_int_eq(back[3], (int)sum + 7);
    CK(cuportFree(d));
    CK(cuportFree(out));
    free(h);
  }
  CK(cuportFree(t));
}
END_TEST

/* Each type: a reduction and both scans of a small-integer-valued input, so sums are exact
   in floating point too. */
START_TEST(every_type_reduces_and_scans)
{
  static const size_t size[] = {4, 4, 8, 8, 4, 8};
  const long long n = 70001;
  size_t bytes;
  void *t = scratch(&bytes);
  for (int ty = CUPORT_SCALAR_I32; ty <= CUPORT_SCALAR_F64; ty++) {
    size_t es = size[ty];
    unsigned char *h = malloc((size_t)n * es), *back = malloc((size_t)n * es);
    double *ref = malloc((size_t)n * sizeof *ref), total = 0, got;
    void *d, *o, *r;
    for (long long i = 0; i < n; i++) {
      int v = (int)(i % 13);
      long long l = v;
      float f = (float)v;
      double dd = v;
      memcpy(h + i * es, ty == 4 ? (void *)&f : ty == 5 ? (void *)&dd : es == 4 ? (void *)&v
                                                                                : (void *)&l, es);
      ref[i] = total;   /* exclusive prefix */
      total += v;
    }
    d = to_device(h, (size_t)n * es);
    CK(cuportMalloc(&o, (size_t)n * es));
    CK(cuportMalloc(&r, 8));
    CK(cuportAlgoReduce(t, &bytes, d, r, n, (cuportScalarType)ty, CUPORT_REDUCE_SUM, NULL, 0));
    CK(cuportMemcpy(back, r, es, cuportMemcpyDeviceToHost));
#define AS_DOUBLE(p)                                                                         \
  (ty == 4 ? (double)*(float *)(p) : ty == 5 ? *(double *)(p) : ty == 0 ? *(int *)(p)        \
   : ty == 1 ? *(unsigned *)(p) : ty == 2 ? (double)*(long long *)(p)                        \
   : (double)*(unsigned long long *)(p))
    got = AS_DOUBLE(back);
    ck_assert_msg(got == total, "type %d: sum %f, expected %f", ty, got, total);
    {
      unsigned long long zero = 0;
      CK(cuportAlgoScan(t, &bytes, d, o, n, (cuportScalarType)ty, CUPORT_REDUCE_SUM, 1, &zero, 0));
    }
    CK(cuportMemcpy(back, o, (size_t)n * es, cuportMemcpyDeviceToHost));
    for (long long i = 0; i < n; i += 997)
      ck_assert_msg(AS_DOUBLE(back + i * es) == ref[i], "type %d: exclusive[%lld]", ty, i);
    ck_assert(AS_DOUBLE(back + (n - 1) * es) == ref[n - 1]);
    CK(cuportAlgoScan(t, &bytes, d, o, n, (cuportScalarType)ty, CUPORT_REDUCE_SUM, 0, NULL, 0));
    CK(cuportMemcpy(back, o, (size_t)n * es, cuportMemcpyDeviceToHost));
    for (long long i = 0; i < n; i += 991)
      ck_assert_msg(AS_DOUBLE(back + i * es) == ref[i] + (double)(i % 13),
                    "type %d: inclusive[%lld]", ty, i);
    ck_assert(AS_DOUBLE(back + (n - 1) * es) == total);
#undef AS_DOUBLE
    CK(cuportFree(d));
    CK(cuportFree(o));
    CK(cuportFree(r));
    free(h);
    free(back);
    free(ref);
  }
  CK(cuportFree(t));
}
END_TEST

/* Max and min scans against a host loop, inclusive without an initial value (the first
   output is the first input, even -inf) and exclusive with one; in place. */
START_TEST(max_and_min_scans_run_in_place)
{
  const long long n = 100003;
  size_t bytes;
  void *t = scratch(&bytes);
  float *h = malloc((size_t)n * sizeof *h), *back = malloc((size_t)n * sizeof *h), *d, init = 5;
  for (long long i = 0; i < n; i++)
    h[i] = (float)((i * 104729) % 100000) - 50000.0f;
  h[0] = -INFINITY;
  d = to_device(h, (size_t)n * sizeof *h);
  CK(cuportAlgoScan(t, &bytes, d, d, n, CUPORT_SCALAR_F32, CUPORT_REDUCE_MAX, 0, NULL, 0));
  CK(cuportMemcpy(back, d, (size_t)n * sizeof *h, cuportMemcpyDeviceToHost));
  {
    float m = h[0];
    for (long long i = 0; i < n; i++) {
      m = m < h[i] ? h[i] : m;
      ck_assert_msg(back[i] == m, "max[%lld] = %f, expected %f", i, back[i], m);
    }
  }
  CK(cuportMemcpy(d, h, (size_t)n * sizeof *h, cuportMemcpyHostToDevice));
  CK(cuportAlgoScan(t, &bytes, d, d, n, CUPORT_SCALAR_F32, CUPORT_REDUCE_MIN, 1, &init, 0));
  CK(cuportMemcpy(back, d, (size_t)n * sizeof *h, cuportMemcpyDeviceToHost));
  {
    float m = init;
    for (long long i = 0; i < n; i++) {
      ck_assert_msg(back[i] == m, "min[%lld] = %f, expected %f", i, back[i], m);
      m = h[i] < m ? h[i] : m;
    }
  }
  CK(cuportFree(d));
  CK(cuportFree(t));
  free(h);
  free(back);
}
END_TEST

/* ArgMax/ArgMin give the first index of the extremum (4- and 8-byte indices); an empty
   input gives CUB's {1, lowest} / {1, highest}. */
START_TEST(arg_reductions_give_the_first_extremum)
{
  const long long n = 90000;
  size_t bytes;
  void *t = scratch(&bytes);
  double *h = malloc((size_t)n * sizeof *h), *d, *v, back;
  int32_t *i32, i32b;
  int64_t *i64, i64b;
  for (long long i = 0; i < n; i++)
    h[i] = (double)(i % 1000);
  h[40000] = 5000;
  h[70000] = 5000;
  h[12345] = -3;
  h[80000] = -3;
  d = to_device(h, (size_t)n * sizeof *h);
  CK(cuportMalloc((void **)&v, sizeof *v));
  CK(cuportMalloc((void **)&i32, sizeof *i32));
  CK(cuportMalloc((void **)&i64, sizeof *i64));
  CK(cuportAlgoArgReduce(t, &bytes, d, v, i32, 4, n, CUPORT_SCALAR_F64, CUPORT_REDUCE_MAX, 0));
  CK(cuportMemcpy(&back, v, sizeof back, cuportMemcpyDeviceToHost));
  CK(cuportMemcpy(&i32b, i32, sizeof i32b, cuportMemcpyDeviceToHost));
  ck_assert(back == 5000);
  ck_assert_int_eq(i32b, 40000);
  CK(cuportAlgoArgReduce(t, &bytes, d, v, i64, 8, n, CUPORT_SCALAR_F64, CUPORT_REDUCE_MIN, 0));
  CK(cuportMemcpy(&back, v, sizeof back, cuportMemcpyDeviceToHost));
  CK(cuportMemcpy(&i64b, i64, sizeof i64b, cuportMemcpyDeviceToHost));
  ck_assert(back == -3);
  ck_assert_int_eq(i64b, 12345);
  CK(cuportAlgoArgReduce(t, &bytes, d, v, i32, 4, 0, CUPORT_SCALAR_F64, CUPORT_REDUCE_MAX, 0));
  CK(cuportMemcpy(&back, v, sizeof back, cuportMemcpyDeviceToHost));
  CK(cuportMemcpy(&i32b, i32, sizeof i32b, cuportMemcpyDeviceToHost));
  ck_assert(back == -DBL_MAX);
  ck_assert_int_eq(i32b, 1);
  CK(cuportFree(d));
  CK(cuportFree(v));
  CK(cuportFree(i32));
  CK(cuportFree(i64));
  CK(cuportFree(t));
  free(h);
}
END_TEST

/* An empty reduction writes its initial value (Sum 0, Max lowest); an empty scan writes
   nothing. */
START_TEST(empty_inputs_give_the_initial_value)
{
  size_t bytes;
  void *t = scratch(&bytes);
  unsigned *u;
  float *f, fb;
  unsigned ub = 99;
  CK(cuportMalloc((void **)&u, sizeof *u));
  CK(cuportMalloc((void **)&f, sizeof *f));
  CK(cuportMemcpy(u, &ub, sizeof ub, cuportMemcpyHostToDevice));
  CK(cuportAlgoReduce(t, &bytes, NULL, u, 0, CUPORT_SCALAR_U32, CUPORT_REDUCE_SUM, NULL, 0));
  CK(cuportAlgoReduce(t, &bytes, NULL, f, 0, CUPORT_SCALAR_F32, CUPORT_REDUCE_MAX, NULL, 0));
  CK(cuportMemcpy(&ub, u, sizeof ub, cuportMemcpyDeviceToHost));
  CK(cuportMemcpy(&fb, f, sizeof fb, cuportMemcpyDeviceToHost));
  ck_assert_uint_eq(ub, 0);
  ck_assert(fb == -FLT_MAX);
  CK(cuportAlgoScan(t, &bytes, NULL, NULL, 0, CUPORT_SCALAR_F32, CUPORT_REDUCE_SUM, 0, NULL, 0));
  CK(cuportFree(u));
  CK(cuportFree(f));
  CK(cuportFree(t));
}
END_TEST

/* The work is ordered on the stream it is given: a copy enqueued after it on that stream
   sees the result. */
START_TEST(algorithms_run_on_the_given_stream)
{
  const long long n = 5000;
  size_t bytes;
  void *t = scratch(&bytes);
  long long *h = malloc((size_t)n * sizeof *h), *d, *out, back = 0;
  cuportStream_t s;
  for (long long i = 0; i < n; i++)
    h[i] = i;
  CK(cuportStreamCreate(&s));
  d = to_device(h, (size_t)n * sizeof *h);
  CK(cuportMalloc((void **)&out, sizeof *out));
  CK(cuportAlgoReduce(t, &bytes, d, out, n, CUPORT_SCALAR_I64, CUPORT_REDUCE_SUM, NULL, s));
  CK(cuportMemcpyAsync(&back, out, sizeof back, cuportMemcpyDeviceToHost, s));
  CK(cuportStreamSynchronize(s));
  ck_assert_int_eq(back, n * (n - 1) / 2);
  CK(cuportStreamDestroy(s));
  CK(cuportFree(d));
  CK(cuportFree(out));
  CK(cuportFree(t));
  free(h);
}
END_TEST

START_TEST(misuse_gives_invalid_value)
{
  size_t bytes, small = 8;
  void *t = scratch(&bytes);
  int *d;
  CK(cuportMalloc((void **)&d, 64));
  CK_FAILS(cuportAlgoReduce(t, &small, d, d, 4, CUPORT_SCALAR_I32, CUPORT_REDUCE_SUM, NULL, 0),
           cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoReduce(t, NULL, d, d, 4, CUPORT_SCALAR_I32, CUPORT_REDUCE_SUM, NULL, 0),
           cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoReduce(t, &bytes, d, d, 4, (cuportScalarType)9, CUPORT_REDUCE_SUM, NULL, 0),
           cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoScan(t, &bytes, d, d, 4, CUPORT_SCALAR_I32, CUPORT_REDUCE_SUM, 1, NULL, 0),
           cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoArgReduce(t, &bytes, d, d, d + 1, 4, 4, CUPORT_SCALAR_I32,
                               CUPORT_REDUCE_SUM, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportAlgoArgReduce(t, &bytes, d, d, d + 1, 2, 4, CUPORT_SCALAR_I32,
                               CUPORT_REDUCE_MAX, 0), cuportErrorInvalidValue);
  CK(cuportFree(d));
  CK(cuportFree(t));
}
END_TEST

static Suite *algorithm_suite(void)
{
  Suite *s = suite_create("algorithm");
  TCase *tc = tcase_create("algorithm");
  tcase_set_timeout(tc, 240);
  tcase_add_test(tc, the_call_with_null_storage_only_sets_the_size);
  tcase_add_test(tc, int_reductions_match_a_host_loop);
  tcase_add_test(tc, every_type_reduces_and_scans);
  tcase_add_test(tc, max_and_min_scans_run_in_place);
  tcase_add_test(tc, arg_reductions_give_the_first_extremum);
  tcase_add_test(tc, empty_inputs_give_the_initial_value);
  tcase_add_test(tc, algorithms_run_on_the_given_stream);
  tcase_add_test(tc, misuse_gives_invalid_value);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(algorithm_suite)
