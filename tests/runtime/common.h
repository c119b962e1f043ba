/*
 * common.h: helpers shared by the runtime's Check suites.  Each suite file
 * builds into its own test program (one per API family) whose main is
 * CUPORT_TEST_MAIN.  Tests run forked (Check's default), so every test starts
 * with a fresh runtime: environment variables set at the top of a test take
 * effect, and device state never leaks from one test to the next.
 */
#ifndef CUPORT_TEST_COMMON_H
#define CUPORT_TEST_COMMON_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuport_runtime.h"

/* Asserts that a runtime call succeeds, printing the CUDA error and detail. */
#define CK(call)                                                                 \
  do {                                                                           \
    cuportError_t ck_e_ = (call);                                                \
    ck_assert_msg(ck_e_ == cuportSuccess, "%s -> %s: %s", #call,                 \
                  cuportGetErrorName(ck_e_), cuportGetErrorDetail());            \
  } while (0)

/* Asserts that a runtime call fails with the given code. */
#define CK_FAILS(call, code)                                                     \
  do {                                                                           \
    cuportError_t ck_e_ = (call);                                                \
    ck_assert_msg(ck_e_ == (code), "%s -> %s, expected %s (%s)", #call,          \
                  cuportGetErrorName(ck_e_), cuportGetErrorName(code),           \
                  cuportGetErrorDetail());                                       \
  } while (0)

/* Registers source as program `name` and returns its kernel `kernel`. */
cuportKernel_t test_kernel(const char *name, const char *source, const char *kernel);
/* A fresh empty directory under the build tree (for cache/kernel-dir tests). */
const char *test_tempdir(void);
/* 1 if haystack contains needle. */
int test_contains(const char *haystack, const char *needle);
/* Runs the suite; the process exit status is the number of failures. */
int test_run(Suite *s);

#define CUPORT_TEST_MAIN(suite_fn)                                               \
  int main(void) { return test_run(suite_fn()) ? EXIT_FAILURE : EXIT_SUCCESS; }

#endif
