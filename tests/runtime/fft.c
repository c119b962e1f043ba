/*
 * fft.c: cuFFT's host API in the runtime (cuport_fft.h) against a direct DFT computed on
 * the host in double precision: C2C/Z2Z of sizes with every kind of factor (powers of 2,
 * 3, 5, 7, a large prime) in rank 1 to 3 and batched, R2C/C2R and D2Z/Z2D in and out of
 * place, the advanced layout, the work-area protocol, streams and the errors of misuse.
 */
#include <math.h>

#include "common.h"
#include "cuport_fft.h"

#define FFTCK(call)                                                                \
  do {                                                                             \
    cuportfftResult r_ = (call);                                                   \
    ck_assert_msg(r_ == CUPORTFFT_SUCCESS, "%s -> %d (%s)", #call, (int)r_,         \
                  cuportGetErrorDetail());                                         \
  } while (0)

/* Deterministic values in [-1, 1). */
static double value(long long i, int salt)
{
  unsigned long long x = (unsigned long long)i * 2654435761u + (unsigned)salt * 40503u + 7;
  x ^= x >> 13;
  x *= 0x9E3779B97F4A7C15ull;
  return (double)(x >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
}

/* In-place unnormalized DFT of batch x n0 x n1 x n2 complex values (interleaved), each
   axis by the definition: exp(sign 2 pi i jk / n). */
static void host_dft(double *x, const long long n[3], long long batch, int sign)
{
  long long total = batch * n[0] * n[1] * n[2], s = 1;
  for (int d = 2; d >= 0; d--) {
    long long L = n[d];
    double *line = malloc(sizeof(double) * 2 * (size_t)L);
    for (long long l = 0; l < total / L; l++) {
      long long base = (l / s) * L * s + l % s;
      for (long long k = 0; k < L; k++) {
        double re = 0, im = 0;
        for (long long j = 0; j < L; j++) {
          double a = sign * 2.0 * M_PI * (double)((j * k) % L) / (double)L;
          double xr = x[2 * (base + j * s)], xi = x[2 * (base + j * s) + 1];
          re += xr * cos(a) - xi * sin(a);
          im += xr * sin(a) + xi * cos(a);
        }
        line[2 * k] = re;
        line[2 * k + 1] = im;
      }
      for (long long k = 0; k < L; k++) {
        x[2 * (base + k * s)] = line[2 * k];
        x[2 * (base + k * s) + 1] = line[2 * k + 1];
      }
    }
    free(line);
    s *= L;
  }
}

static void *dev(size_t bytes)
{
  void *d = NULL;
  CK(cuportMalloc(&d, bytes));
  return d;
}

/* max |got - want| / max |want| over count complex values (got float or double). */
static double rel_error(const void *got, int dbl, const double *want, long long count)
{
  double err = 0, mag = 1e-30;
  for (long long i = 0; i < 2 * count; i++) {
    double g = dbl ? ((const double *)got)[i] : ((const float *)got)[i];
    err = fmax(err, fabs(g - want[i]));
    mag = fmax(mag, fabs(want[i]));
  }
  return err / mag;
}

/* One batched C2C (dbl 0) or Z2Z transform of rank `rank`, both directions, out of place
   and in place, against the host DFT. */
static void check_c2c(int rank, const int *n, int batch, int dbl)
{
  long long nn[3] = {1, 1, 1}, total;
  size_t elem = dbl ? 16 : 8;
  cuportfftHandle plan;
  for (int i = 0; i < rank; i++)
    nn[3 - rank + i] = n[i];
  total = batch * nn[0] * nn[1] * nn[2];
  FFTCK(cuportfftPlanMany(&plan, rank, (int *)n, NULL, 1, 0, NULL, 1, 0,
                          dbl ? CUPORTFFT_Z2Z : CUPORTFFT_C2C, batch));
  double *x = malloc(sizeof(double) * 2 * (size_t)total), *want = malloc(sizeof(double) * 2 * (size_t)total);
  void *h = malloc(elem * (size_t)total);
  void *din = dev(elem * (size_t)total), *dout = dev(elem * (size_t)total);
  for (long long i = 0; i < 2 * total; i++) {
    x[i] = value(i, rank * 100 + batch);
    if (dbl)
      ((double *)h)[i] = x[i];
    else
      ((float *)h)[i] = (float)x[i];
  }
  for (int sign = -1; sign <= 1; sign += 2)
    for (int in_place = 0; in_place < 2; in_place++) {
      void *out = in_place ? din : dout;
      memcpy(want, x, sizeof(double) * 2 * (size_t)total);
      host_dft(want, nn, batch, sign);
      CK(cuportMemcpy(din, h, elem * (size_t)total, cuportMemcpyHostToDevice));
      if (dbl)
        FFTCK(cuportfftExecZ2Z(plan, din, out, sign));
      else
        FFTCK(cuportfftExecC2C(plan, din, out, sign));
      void *back = malloc(elem * (size_t)total);
      CK(cuportMemcpy(back, out, elem * (size_t)total, cuportMemcpyDeviceToHost));
      double e = rel_error(back, dbl, want, total);
      ck_assert_msg(e < (dbl ? 1e-12 : 2e-6), "rank %d n %d.. batch %d %s dir %d%s: error %g",
                    rank, n[0], batch, dbl ? "Z2Z" : "C2C", sign, in_place ? " in place" : "", e);
      free(back);
    }
  FFTCK(cuportfftDestroy(plan));
  CK(cuportFree(din));
  CK(cuportFree(dout));
  free(x);
  free(want);
  free(h);
}

START_TEST(one_dimensional_transforms_of_every_factor_match_a_host_dft)
{
  static const int sizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 12, 16, 25, 30, 49, 64, 97, 128, 210,
                              243, 256, 343, 1000, 1024, 2310, 4096, 1009 * 2};
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
    check_c2c(1, &sizes[i], 1, 0);
    if (sizes[i] <= 256)
      check_c2c(1, &sizes[i], 3, 1);
  }
}
END_TEST

START_TEST(two_and_three_dimensional_batched_transforms_match_a_host_dft)
{
  static const int n2[][2] = {{4, 8}, {6, 10}, {15, 7}, {1, 32}, {32, 1}};
  static const int n3[][3] = {{4, 4, 4}, {3, 5, 7}, {2, 1, 6}, {8, 6, 10}};
  for (size_t i = 0; i < sizeof n2 / sizeof *n2; i++) {
    check_c2c(2, n2[i], 1, 0);
    check_c2c(2, n2[i], 2, 1);
  }
  for (size_t i = 0; i < sizeof n3 / sizeof *n3; i++) {
    check_c2c(3, n3[i], 2, 0);
    check_c2c(3, n3[i], 1, 1);
  }
}
END_TEST

/* R2C then C2R of rank `rank` (out of place, or in place on padded rows): the spectrum is
   the host DFT's first n2/2+1 columns, and the round trip gives the input times the size. */
static void check_real(int rank, const int *n, int batch, int dbl, int in_place)
{
  long long nn[3] = {1, 1, 1};
  for (int i = 0; i < rank; i++)
    nn[3 - rank + i] = n[i];
  long long rows = batch * nn[0] * nn[1], n2 = nn[2], h2 = n2 / 2 + 1, total = rows * n2;
  long long rstride = in_place ? 2 * h2 : n2; /* real row length in memory */
  size_t relem = dbl ? 8 : 4, celem = 2 * relem;
  cuportfftHandle fwd, inv;
  FFTCK(cuportfftPlanMany(&fwd, rank, (int *)n, NULL, 1, 0, NULL, 1, 0,
                          dbl ? CUPORTFFT_D2Z : CUPORTFFT_R2C, batch));
  FFTCK(cuportfftPlanMany(&inv, rank, (int *)n, NULL, 1, 0, NULL, 1, 0,
                          dbl ? CUPORTFFT_Z2D : CUPORTFFT_C2R, batch));
  double *full = calloc(2 * (size_t)total, sizeof(double));
  double *want = malloc(sizeof(double) * 2 * (size_t)(rows * h2));
  char *hreal = calloc((size_t)(rows * rstride), relem);
  for (long long r = 0; r < rows; r++)
    for (long long j = 0; j < n2; j++) {
      double v = value(r * n2 + j, 5);
      full[2 * (r * n2 + j)] = v;
      if (dbl)
        ((double *)hreal)[r * rstride + j] = v;
      else
        ((float *)hreal)[r * rstride + j] = (float)v;
    }
  host_dft(full, nn, batch, -1);
  for (long long r = 0; r < rows; r++)
    for (long long k = 0; k < h2; k++) {
      want[2 * (r * h2 + k)] = full[2 * (r * n2 + k)];
      want[2 * (r * h2 + k) + 1] = full[2 * (r * n2 + k) + 1];
    }
  void *dreal = dev((size_t)(rows * rstride) * relem);
  void *dspec = in_place ? dreal : dev((size_t)(rows * h2) * celem);
  CK(cuportMemcpy(dreal, hreal, (size_t)(rows * rstride) * relem, cuportMemcpyHostToDevice));
  if (dbl)
    FFTCK(cuportfftExecD2Z(fwd, dreal, dspec));
  else
    FFTCK(cuportfftExecR2C(fwd, dreal, dspec));
  void *spec = malloc((size_t)(rows * h2) * celem);
  CK(cuportMemcpy(spec, dspec, (size_t)(rows * h2) * celem, cuportMemcpyDeviceToHost));
  double e = rel_error(spec, dbl, want, rows * h2);
  ck_assert_msg(e < (dbl ? 1e-12 : 2e-6), "R2C rank %d n2 %lld%s: error %g", rank, n2,
                in_place ? " in place" : "", e);
  if (dbl)
    FFTCK(cuportfftExecZ2D(inv, dspec, dreal));
  else
    FFTCK(cuportfftExecC2R(inv, dspec, dreal));
  char *back = malloc((size_t)(rows * rstride) * relem);
  CK(cuportMemcpy(back, dreal, (size_t)(rows * rstride) * relem, cuportMemcpyDeviceToHost));
  double size = (double)(nn[0] * nn[1] * nn[2]), err = 0;
  for (long long r = 0; r < rows; r++)
    for (long long j = 0; j < n2; j++) {
      double g = dbl ? ((double *)back)[r * rstride + j] : ((float *)back)[r * rstride + j];
      err = fmax(err, fabs(g / size - value(r * n2 + j, 5)));
    }
  ck_assert_msg(err < (dbl ? 1e-12 : 2e-6), "C2R round trip rank %d n2 %lld: error %g", rank,
                n2, err);
  FFTCK(cuportfftDestroy(fwd));
  FFTCK(cuportfftDestroy(inv));
  CK(cuportFree(dreal));
  if (!in_place)
    CK(cuportFree(dspec));
  free(full);
  free(want);
  free(hreal);
  free(spec);
  free(back);
}

START_TEST(real_transforms_give_the_half_spectrum_and_round_trip)
{
  static const int n1[] = {16, 15, 30, 97};
  static const int n2[][2] = {{8, 12}, {5, 9}, {64, 48}};
  static const int n3[] = {4, 6, 10};
  for (int in_place = 0; in_place < 2; in_place++)
    for (int dbl = 0; dbl < 2; dbl++) {
      for (size_t i = 0; i < sizeof n1 / sizeof *n1; i++)
        check_real(1, &n1[i], 3, dbl, in_place);
      for (size_t i = 0; i < sizeof n2 / sizeof *n2; i++)
        check_real(2, n2[i], 1, dbl, in_place);
      check_real(3, n3, 2, dbl, in_place);
    }
}
END_TEST

START_TEST(the_advanced_layout_reads_and_writes_strided_embedded_data)
{
  /* batch 3 of 2-D 6 x 5 transforms, input embedded in 8 x 7 with stride 2, output
     embedded in 6 x 6 with stride 1 and distance 40 */
  int n[2] = {6, 5}, inembed[2] = {8, 7}, onembed[2] = {6, 6};
  int istride = 2, idist = 8 * 7 * 2 + 3, ostride = 1, odist = 40, batch = 3;
  long long nn[3] = {1, 6, 5};
  size_t ibytes = (size_t)(batch * idist) * 8, obytes = (size_t)(batch * odist) * 8;
  float *hin = calloc(1, ibytes), *hout = malloc(obytes);
  double *x = malloc(sizeof(double) * 2 * (size_t)(batch * 30));
  for (int b = 0; b < batch; b++)
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 5; j++) {
        long long at = b * idist + (i * 7 + j) * istride, k = (b * 6 + i) * 5 + j;
        hin[2 * at] = (float)(x[2 * k] = value(k, 1));
        hin[2 * at + 1] = (float)(x[2 * k + 1] = value(k, 2));
      }
  host_dft(x, nn, batch, -1);
  cuportfftHandle plan;
  FFTCK(cuportfftPlanMany(&plan, 2, n, inembed, istride, idist, onembed, ostride, odist,
                          CUPORTFFT_C2C, batch));
  void *din = dev(ibytes), *dout = dev(obytes);
  CK(cuportMemcpy(din, hin, ibytes, cuportMemcpyHostToDevice));
  CK(cuportMemset(dout, 0, obytes));
  FFTCK(cuportfftExecC2C(plan, din, dout, CUPORTFFT_FORWARD));
  CK(cuportMemcpy(hout, dout, obytes, cuportMemcpyDeviceToHost));
  for (int b = 0; b < batch; b++)
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 6; j++) {
        long long at = b * odist + (i * 6 + j) * ostride, k = (b * 6 + i) * 5 + j;
        if (j == 5) { /* outside the transform: untouched */
          ck_assert(hout[2 * at] == 0 && hout[2 * at + 1] == 0);
          continue;
        }
        ck_assert_msg(fabs(hout[2 * at] - x[2 * k]) < 1e-4 &&
                          fabs(hout[2 * at + 1] - x[2 * k + 1]) < 1e-4,
                      "batch %d (%d, %d): %g %g, want %g %g", b, i, j, hout[2 * at],
                      hout[2 * at + 1], x[2 * k], x[2 * k + 1]);
      }
  FFTCK(cuportfftDestroy(plan));
  free(hin);
  free(hout);
  free(x);
}
END_TEST

START_TEST(a_plan_without_auto_allocation_runs_in_the_callers_work_area)
{
  cuportfftHandle plan;
  size_t est = 0, size = 0, got = 0;
  float h[2 * 2 * 12], back[2 * 2 * 12]; /* two batches of 12 complex values */
  void *d = dev(sizeof h), *work;
  FFTCK(cuportfftEstimate1d(12, CUPORTFFT_C2C, 2, &est));
  FFTCK(cuportfftCreate(&plan));
  FFTCK(cuportfftGetSize1d(plan, 12, CUPORTFFT_C2C, 2, &size));
  ck_assert_uint_eq(est, size);
  FFTCK(cuportfftSetAutoAllocation(plan, 0));
  FFTCK(cuportfftMakePlan1d(plan, 12, CUPORTFFT_C2C, 2, &got));
  ck_assert_uint_eq(got, size);
  FFTCK(cuportfftGetSize(plan, &got));
  ck_assert_uint_eq(got, size);
  ck_assert_int_eq(cuportfftExecC2C(plan, d, d, CUPORTFFT_FORWARD), CUPORTFFT_NO_WORKSPACE);
  work = dev(size);
  FFTCK(cuportfftSetWorkArea(plan, work));
  for (int i = 0; i < 48; i++)
    h[i] = (i % 2) ? 0.0f : 1.0f; /* all ones: the spectrum is 12 at 0 and 0 elsewhere */
  CK(cuportMemcpy(d, h, sizeof h, cuportMemcpyHostToDevice));
  FFTCK(cuportfftExecC2C(plan, d, d, CUPORTFFT_FORWARD));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (int b = 0; b < 2; b++)
    for (int k = 0; k < 12; k++) {
      ck_assert_float_eq_tol(back[2 * (b * 12 + k)], k == 0 ? 12.0f : 0.0f, 1e-5f);
      ck_assert_float_eq_tol(back[2 * (b * 12 + k) + 1], 0.0f, 1e-5f);
    }
  FFTCK(cuportfftDestroy(plan));
  CK(cuportFree(work));
  CK(cuportFree(d));
}
END_TEST

START_TEST(transforms_are_ordered_on_the_plans_stream)
{
  cuportStream_t s;
  cuportfftHandle plan;
  enum { N = 4096 };
  float *h = malloc(sizeof(float) * 2 * N), *back = malloc(sizeof(float) * 2 * N);
  void *d = dev(sizeof(float) * 2 * N);
  CK(cuportStreamCreate(&s));
  FFTCK(cuportfftPlan1d(&plan, N, CUPORTFFT_C2C, 1));
  FFTCK(cuportfftSetStream(plan, s));
  for (int i = 0; i < 2 * N; i++)
    h[i] = (float)value(i, 9);
  CK(cuportMemcpyAsync(d, h, sizeof(float) * 2 * N, cuportMemcpyHostToDevice, s));
  FFTCK(cuportfftExecC2C(plan, d, d, CUPORTFFT_FORWARD));
  FFTCK(cuportfftExecC2C(plan, d, d, CUPORTFFT_INVERSE));
  CK(cuportMemcpyAsync(back, d, sizeof(float) * 2 * N, cuportMemcpyDeviceToHost, s));
  CK(cuportStreamSynchronize(s));
  for (int i = 0; i < 2 * N; i++) /* unnormalized: N times the input */
    ck_assert_msg(fabs(back[i] / N - h[i]) < 1e-5, "%d: %g vs %g", i, back[i] / N, h[i]);
  FFTCK(cuportfftDestroy(plan));
  CK(cuportStreamDestroy(s));
  CK(cuportFree(d));
  free(h);
  free(back);
}
END_TEST

START_TEST(misuse_gives_cuffts_errors)
{
  cuportfftHandle plan;
  int version = 0, n = 8;
  void *d = dev(1024);
  ck_assert_int_eq(cuportfftExecC2C(12345, d, d, CUPORTFFT_FORWARD), CUPORTFFT_INVALID_PLAN);
  ck_assert_int_eq(cuportfftDestroy(12345), CUPORTFFT_INVALID_PLAN);
  ck_assert_int_eq(cuportfftPlan1d(&plan, 8, (cuportfftType)7, 1), CUPORTFFT_INVALID_TYPE);
  ck_assert_int_eq(cuportfftPlan1d(&plan, 0, CUPORTFFT_C2C, 1), CUPORTFFT_INVALID_SIZE);
  ck_assert_int_eq(cuportfftPlanMany(&plan, 4, &n, NULL, 1, 0, NULL, 1, 0, CUPORTFFT_C2C, 1),
                   CUPORTFFT_INVALID_VALUE);
  FFTCK(cuportfftPlan1d(&plan, 8, CUPORTFFT_R2C, 1));
  ck_assert_int_eq(cuportfftExecC2C(plan, d, d, CUPORTFFT_FORWARD), CUPORTFFT_INVALID_TYPE);
  ck_assert_int_eq(cuportfftExecD2Z(plan, d, d), CUPORTFFT_INVALID_TYPE);
  FFTCK(cuportfftDestroy(plan));
  FFTCK(cuportfftPlan1d(&plan, 8, CUPORTFFT_C2C, 1));
  ck_assert_int_eq(cuportfftExecC2C(plan, d, d, 0), CUPORTFFT_INVALID_VALUE);
  FFTCK(cuportfftDestroy(plan));
  ck_assert_int_eq(cuportfftDestroy(plan), CUPORTFFT_INVALID_PLAN);
  {
    long long nl = 8;
    size_t w = 0;
    FFTCK(cuportfftCreate(&plan));
    ck_assert_int_eq(cuportfftXtMakePlanMany(plan, 1, &nl, NULL, 1, 1, CUPORT_C_16F, NULL, 1, 1,
                                             CUPORT_C_16F, 1, &w, CUPORT_C_16F),
                     CUPORTFFT_NOT_SUPPORTED);
    FFTCK(cuportfftXtMakePlanMany(plan, 1, &nl, NULL, 1, 1, CUPORT_R_32F, NULL, 1, 1,
                                  CUPORT_C_32F, 1, &w, CUPORT_C_32F));
    ck_assert_int_eq(cuportfftExecC2C(plan, d, d, CUPORTFFT_FORWARD), CUPORTFFT_INVALID_TYPE);
    FFTCK(cuportfftXtExec(plan, d, (char *)d + 512, CUPORTFFT_FORWARD));
    FFTCK(cuportfftDestroy(plan));
  }
  FFTCK(cuportfftGetVersion(&version));
  ck_assert_int_eq(version, CUFFT_VERSION);
  CK(cuportFree(d));
}
END_TEST

static Suite *fft_suite(void)
{
  Suite *s = suite_create("fft");
  TCase *tc = tcase_create("fft");
  tcase_set_timeout(tc, 240);
  tcase_add_test(tc, one_dimensional_transforms_of_every_factor_match_a_host_dft);
  tcase_add_test(tc, two_and_three_dimensional_batched_transforms_match_a_host_dft);
  tcase_add_test(tc, real_transforms_give_the_half_spectrum_and_round_trip);
  tcase_add_test(tc, the_advanced_layout_reads_and_writes_strided_embedded_data);
  tcase_add_test(tc, a_plan_without_auto_allocation_runs_in_the_callers_work_area);
  tcase_add_test(tc, transforms_are_ordered_on_the_plans_stream);
  tcase_add_test(tc, misuse_gives_cuffts_errors);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(fft_suite)
