/*
 * cl_bench.h: what the raw OpenCL probes of bench/latency (cl_latency.c, cl_startup.c)
 * share: a monotonic clock in microseconds and a check that stops at a failed call.
 */
#ifndef CUPORT_CL_BENCH_H
#define CUPORT_CL_BENCH_H

#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_us(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

#define CHECK(x)                                                                               \
  do {                                                                                         \
    cl_int e_ = (x);                                                                           \
    if (e_ != CL_SUCCESS) {                                                                    \
      fprintf(stderr, "%s:%d: %s = %d\n", __FILE__, __LINE__, #x, e_);                         \
      exit(1);                                                                                 \
    }                                                                                          \
  } while (0)

#endif
