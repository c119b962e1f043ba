/*
 * common.c: the helpers declared in common.h.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

cuportKernel_t test_kernel(const char *name, const char *source, const char *kernel)
{
  cuportProgram_t p;
  cuportKernel_t k = NULL;

  CK(cuportRegisterProgram(name, source, &p));
  CK(cuportGetKernel(p, kernel, &k));
  return k;
}

const char *test_tempdir(void)
{
  static char path[256];

  snprintf(path, sizeof path, "%s/cuport-test-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
  ck_assert_ptr_nonnull(mkdtemp(path));
  return path;
}

int test_contains(const char *haystack, const char *needle)
{
  return haystack && needle && strstr(haystack, needle) != NULL;
}

int test_run(Suite *s)
{
  SRunner *sr = srunner_create(s);
  int failed;

  srunner_run_all(sr, CK_NORMAL);
  failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed;
}
