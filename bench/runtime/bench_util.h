/* bench_util.h: the helpers bench.c and copies.c share: a monotonic clock in seconds, and
   checks that end the benchmark on a runtime or OpenCL error, naming it. */
#ifndef CUPORT_BENCH_UTIL_H
#define CUPORT_BENCH_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void check(cuportError_t e, const char *what)
{
  if (e != cuportSuccess) {
    fprintf(stderr, "%s: %s: %s\n", what, cuportGetErrorName(e), cuportGetErrorDetail());
    exit(1);
  }
}

static void check_cl(cl_int e, const char *what)
{
  if (e != CL_SUCCESS) {
    fprintf(stderr, "%s: OpenCL error %d (%s)\n", what, e, cuport_cl_error_name(e));
    exit(1);
  }
}

#endif
