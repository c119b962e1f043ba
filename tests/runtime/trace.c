/*
 * trace.c: CUPORT_TRACE=1 writes one stderr line per call and one per
 * failure (CUDA error name and detail); without it the runtime is silent.
 */
#include <unistd.h>

#include "common.h"

/* Runs a few calls with stderr captured into a file; returns its text. */
static char *capture_calls(void)
{
  static char text[8192];
  char path[512];
  int fd, saved;
  void *p;
  FILE *f;
  size_t n;

  snprintf(path, sizeof path, "%s/trace.txt", test_tempdir());
  fflush(stderr);
  saved = dup(2);
  f = fopen(path, "w+");
  ck_assert_ptr_nonnull(f);
  fd = fileno(f);
  dup2(fd, 2);
  CK(cuportMalloc(&p, 100));
  CK_FAILS(cuportFree((char *)p + 1), cuportErrorInvalidValue);
  CK(cuportFree(p));
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  rewind(f);
  n = fread(text, 1, sizeof text - 1, f);
  text[n] = '\0';
  fclose(f);
  return text;
}

START_TEST(trace_writes_every_call_and_failure)
{
  char *text;
  setenv("CUPORT_TRACE", "1", 1);
  text = capture_calls();
  ck_assert_msg(test_contains(text, "cuport: cuportMalloc(devPtr="), "%s", text);
  ck_assert(test_contains(text, "size=100)"));
  ck_assert(test_contains(text, "cuport: cuportFree("));
  ck_assert(test_contains(text, "-> cudaErrorInvalidValue (invalid argument)"));
}
END_TEST

START_TEST(without_trace_the_runtime_is_silent)
{
  unsetenv("CUPORT_TRACE");
  ck_assert_str_eq(capture_calls(), "");
}
END_TEST

static Suite *trace_suite(void)
{
  Suite *s = suite_create("trace");
  TCase *tc = tcase_create("trace");
  tcase_add_test(tc, trace_writes_every_call_and_failure);
  tcase_add_test(tc, without_trace_the_runtime_is_silent);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(trace_suite)
