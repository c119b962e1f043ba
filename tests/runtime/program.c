/*
 * program.c: the program family: registration, lazy builds, the device
 * header and -D flags, unknown kernels, build failures with their log (printed
 * once, reported by the launch and by the next synchronisation), build
 * options, CUPORT_KERNEL_DIR, and the disk cache (store, reuse after a reset,
 * CUPORT_CACHE=0, corrupted files, none by default on PoCL).
 */
#include <dirent.h>
#include <unistd.h>

#include "common.h"
#include "internal.h"

static const char good_src[] =
    "__kernel void answer(__global int *out) { out[0] = VALUE + CUPORT_WARP_SIZE; }\n";
static const char plain_src[] = "__kernel void seven(__global int *out) { out[0] = 7; }\n";

static int run_int_kernel(cuportKernel_t k)
{
  int *d, v = -1;
  cuportArg args[] = {{CUPORT_ARG_POINTER, sizeof(void *), NULL}};
  CK(cuportMalloc((void **)&d, sizeof v));
  args[0].value = &d;
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, NULL, 1, args));
  CK(cuportMemcpy(&v, d, sizeof v, cuportMemcpyDeviceToHost));
  CK(cuportFree(d));
  return v;
}

static int count_files(const char *dir, const char *suffix)
{
  DIR *d = opendir(dir);
  struct dirent *e;
  int n = 0;
  if (!d)
    return 0;
  while ((e = readdir(d)) != NULL)
    if (test_contains(e->d_name, suffix))
      n++;
  closedir(d);
  return n;
}

static void use_cache_dir(const char *dir)
{
  setenv("CUPORT_CACHE_DIR", dir, 1);
  cuport_reload_env();
}

/* The cache on every device, PoCL included (its default there is off: program.c). */
static void use_cache_everywhere(const char *dir)
{
  setenv("CUPORT_CACHE", "1", 1);
  use_cache_dir(dir);
}

START_TEST(registering_a_name_twice_returns_the_same_program)
{
  cuportProgram_t a, b;
  CK(cuportRegisterProgram("same.cl", plain_src, &a));
  CK(cuportRegisterProgram("same.cl", "garbage", &b));
  ck_assert_ptr_eq(a, b);
  CK_FAILS(cuportRegisterProgram(NULL, plain_src, &a), cuportErrorInvalidValue);
}
END_TEST

START_TEST(build_options_and_the_device_header_apply)
{
  cuportProgram_t p;
  cuportKernel_t k;
  CK(cuportRegisterProgram("opts.cl", good_src, &p));
  CK(cuportProgramSetBuildOptions(p, "-DVALUE=7"));
  CK(cuportGetKernel(p, "answer", &k));
  ck_assert_int_eq(run_int_kernel(k), 7 + 32);
}
END_TEST

START_TEST(unknown_kernels_are_invalid_device_functions)
{
  cuportProgram_t p;
  cuportKernel_t k;
  CK(cuportRegisterProgram("plain.cl", plain_src, &p));
  CK_FAILS(cuportGetKernel(p, "nine", &k), cuportErrorInvalidDeviceFunction);
  ck_assert(test_contains(cuportGetErrorDetail(), "nine"));
  CK(cuportGetKernel(p, "seven", &k));
}
END_TEST

START_TEST(a_failed_build_reports_invalid_source_with_the_full_log)
{
  cuportProgram_t p;
  cuportKernel_t k;
  const char *bad = "__kernel void broken(__global int *out) {\n  out[0] = undeclared_name;\n}\n";
  CK(cuportRegisterProgram("dir/bad.cl", bad, &p));
  CK_FAILS(cuportGetKernel(p, "broken", &k), cuportErrorInvalidSource);
  ck_assert_msg(test_contains(cuportGetErrorDetail(), "undeclared_name"), "%s",
                cuportGetErrorDetail());
  ck_assert(test_contains(cuportGetErrorDetail(), "dir/bad.cl"));
  ck_assert(test_contains(cuportGetErrorDetail(), "CL_BUILD_PROGRAM_FAILURE"));
  /* remembered, not rebuilt, and not sticky */
  CK_FAILS(cuportGetKernel(p, "broken", &k), cuportErrorInvalidSource);
  k = test_kernel("ok.cl", plain_src, "seven");
  ck_assert_int_eq(run_int_kernel(k), 7);
}
END_TEST

/* Runs the two calls with stderr going to a file; returns what they printed (static). */
static const char *stderr_of_lookups(cuportProgram_t p, cuportError_t *first, cuportError_t *second)
{
  static char text[16384];
  char path[] = "/tmp/cuport-stderr-XXXXXX";
  int fd = mkstemp(path), saved = dup(2);
  cuportKernel_t k;
  ssize_t n;
  ck_assert(fd >= 0 && saved >= 0);
  fflush(stderr);
  dup2(fd, 2);
  *first = cuportGetKernel(p, "broken", &k);
  *second = cuportGetKernel(p, "broken", &k);
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  n = pread(fd, text, sizeof text - 1, 0);
  text[n > 0 ? n : 0] = '\0';
  close(fd);
  unlink(path);
  return text;
}

static int count_of(const char *s, const char *what)
{
  int n = 0;
  for (const char *p = s; (p = strstr(p, what)) != NULL; p += strlen(what))
    n++;
  return n;
}

START_TEST(a_program_that_does_not_build_fails_the_launch_and_the_next_synchronize)
{
  cuportProgram_t p;
  cuportError_t first, second;
  const char *bad = "__kernel void broken(__global int *out) {\n  out[0] = undeclared_name;\n}\n";
  const char *log;
  CK(cuportRegisterProgram("src/unbuilt.cl", bad, &p));
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  /* a migrated launch looks its kernel up first: the build fails there, twice */
  log = stderr_of_lookups(p, &first, &second);
  ck_assert_int_eq(first, cuportErrorInvalidSource);
  ck_assert_int_eq(second, cuportErrorInvalidSource);
  /* the log is printed once, and points into the .cl at the failing line */
  ck_assert_msg(count_of(log, "building 'src/unbuilt.cl'") == 1, "%s", log);
  ck_assert_msg(test_contains(log, "src/unbuilt.cl:2:"), "%s", log);
  /* cudaGetLastError after the launch has it, then it is cleared (not sticky) */
  ck_assert_int_eq(cuportGetLastError(), cuportErrorInvalidSource);
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  /* the next synchronisation reports it, once */
  ck_assert_int_eq(cuportDeviceSynchronize(), cuportErrorInvalidSource);
  ck_assert_msg(test_contains(cuportGetErrorDetail(), "src/unbuilt.cl"), "%s",
                cuportGetErrorDetail());
  CK(cuportDeviceSynchronize());
  /* so does a stream's, after another launch */
  stderr_of_lookups(p, &first, &second);
  ck_assert_int_eq(cuportStreamSynchronize(NULL), cuportErrorInvalidSource);
  CK(cuportStreamSynchronize(NULL));
  /* and the device keeps working */
  ck_assert_int_eq(run_int_kernel(test_kernel("fine.cl", plain_src, "seven")), 7);
}
END_TEST

START_TEST(cuport_kernel_dir_overrides_the_embedded_source)
{
  const char *dir = test_tempdir();
  char path[512];
  FILE *f;
  cuportKernel_t k;
  snprintf(path, sizeof path, "%s/edited.cl", dir);
  f = fopen(path, "w");
  ck_assert_ptr_nonnull(f);
  fputs("__kernel void seven(__global int *out) { out[0] = 70; }\n", f);
  fclose(f);
  setenv("CUPORT_KERNEL_DIR", dir, 1);
  cuport_reload_env();
  k = test_kernel("edited.cl", plain_src, "seven");
  ck_assert_int_eq(run_int_kernel(k), 70);
  k = test_kernel("not-there.cl", plain_src, "seven");
  ck_assert_int_eq(run_int_kernel(k), 7);
}
END_TEST

START_TEST(the_disk_cache_stores_and_reuses_binaries)
{
  const char *dir = test_tempdir();
  cuportKernel_t k;
  use_cache_everywhere(dir);
  k = test_kernel("cached.cl", plain_src, "seven");
  ck_assert_int_eq(count_files(dir, ".clbin"), 1);
  ck_assert_uint_eq(cuport_cache_stores, 1);
  ck_assert_uint_eq(cuport_cache_hits, 0);
  CK(cuportDeviceReset());
  ck_assert_int_eq(run_int_kernel(k), 7);
  ck_assert_uint_eq(cuport_cache_hits, 1);
  ck_assert_uint_eq(cuport_cache_stores, 1);
}
END_TEST

START_TEST(changed_options_or_source_miss_the_cache)
{
  const char *dir = test_tempdir();
  cuportProgram_t p;
  cuportKernel_t k;
  use_cache_everywhere(dir);
  CK(cuportRegisterProgram("c2.cl", good_src, &p));
  CK(cuportProgramSetBuildOptions(p, "-DVALUE=1"));
  CK(cuportGetKernel(p, "answer", &k));
  CK(cuportDeviceReset());
  CK(cuportProgramSetBuildOptions(p, "-DVALUE=2"));
  ck_assert_int_eq(run_int_kernel(k), 2 + 32);
  ck_assert_int_eq(count_files(dir, ".clbin"), 2);
  ck_assert_uint_eq(cuport_cache_hits, 0);
}
END_TEST

START_TEST(cuport_cache_zero_writes_nothing)
{
  const char *dir = test_tempdir();
  setenv("CUPORT_CACHE", "0", 1);
  use_cache_dir(dir);
  ck_assert_int_eq(run_int_kernel(test_kernel("nocache.cl", plain_src, "seven")), 7);
  ck_assert_int_eq(count_files(dir, ".clbin"), 0);
}
END_TEST

/* Storing a build asks for its binary, which PoCL makes by compiling every kernel of the
   program for any work-group size: by default nothing is stored there. */
START_TEST(pocl_builds_skip_the_disk_cache_unless_asked)
{
  const char *dir = test_tempdir();
  cuport_device *dev;
  int pocl;

  unsetenv("CUPORT_CACHE");
  use_cache_dir(dir);
  ck_assert_int_eq(run_int_kernel(test_kernel("auto.cl", plain_src, "seven")), 7);
  CK(cuport_current(&dev));
  pocl = test_contains(dev->platform_name, "Portable Computing Language");
  ck_assert_int_eq(dev->binary_query_compiles, pocl);
  ck_assert_int_eq(count_files(dir, ".clbin"), pocl ? 0 : 1);
  ck_assert_uint_eq(cuport_cache_stores, pocl ? 0 : 1);
}
END_TEST

START_TEST(a_corrupted_cache_file_is_rebuilt)
{
  const char *dir = test_tempdir();
  char cmd[600];
  cuportKernel_t k;
  use_cache_everywhere(dir);
  k = test_kernel("corrupt.cl", plain_src, "seven");
  snprintf(cmd, sizeof cmd, "for f in %s/*.clbin; do head -c 40 \"$f\" > \"$f.x\"; mv \"$f.x\" \"$f\"; done",
           dir);
  ck_assert_int_eq(system(cmd), 0);
  CK(cuportDeviceReset());
  ck_assert_int_eq(run_int_kernel(k), 7);
  ck_assert_uint_eq(cuport_cache_hits, 0);
  ck_assert_uint_eq(cuport_cache_stores, 2);
}
END_TEST

START_TEST(a_kernel_declared_by_another_program_is_found_with_its_hidden_parameters)
{
  static const char def_src[] =
      "__kernel void bump(__global int *out, __global int *counter) { out[0] = ++*counter; }\n";
  static const char *const syms[] = {"counter"};
  static const cuportKernelDecl decls[] = {{"bump", 1, syms, 0}};
  cuportProgram_t def, user, legacy;
  cuportKernel_t k, mine;
  const char *const *hs = NULL;
  unsigned int nh = 0;
  int dyn = -1, init = 41;
  size_t size = 0;
  CK(cuportRegisterProgram("xunit_def.cl", def_src, &def));
  CK(cuportRegisterSymbol(def, "counter", sizeof init, &init));
  CK(cuportProgramDeclareKernels(def, 1, decls));
  CK(cuportRegisterProgram("xunit_user.cl", plain_src, &user));
  CK(cuportProgramDeclareKernels(user, 0, NULL));
  /* the launching unit's program lacks it: the declaring one has it */
  CK(cuportGetKernel(user, "bump", &k));
  ck_assert_int_eq(cuportKernelGetHidden(k, &nh, &hs, &dyn), 1);
  ck_assert_uint_eq(nh, 1);
  ck_assert_str_eq(hs[0], "counter");
  ck_assert_int_eq(dyn, 0);
  /* its symbol is the defining program's, also by the other program's name */
  CK(cuportGetSymbolSize(&size, user, "counter"));
  ck_assert_uint_eq(size, sizeof init);
  /* a program that declares nothing keeps looking in itself only */
  CK(cuportRegisterProgram("xunit_legacy.cl", plain_src, &legacy));
  CK_FAILS(cuportGetKernel(legacy, "bump", &k), cuportErrorInvalidDeviceFunction);
  /* an undeclared kernel of a declaring program is not looked for elsewhere in vain */
  CK(cuportGetKernel(legacy, "seven", &mine));
  ck_assert_int_eq(cuportKernelGetHidden(mine, NULL, NULL, NULL), 0);
  ck_assert_int_eq(run_int_kernel(mine), 7);
}
END_TEST

START_TEST(kernels_survive_a_device_reset)
{
  cuportKernel_t k = test_kernel("reset.cl", plain_src, "seven");
  ck_assert_int_eq(run_int_kernel(k), 7);
  CK(cuportDeviceReset());
  ck_assert_int_eq(run_int_kernel(k), 7);
}
END_TEST

START_TEST(cuport_portable_drops_vendor_flags)
{
  int n;
  CK(cuportGetDeviceCount(&n));
  setenv("CUPORT_PORTABLE", "1", 1);
  cuport_reload_env();
  ck_assert_int_eq(run_int_kernel(test_kernel("p.cl", plain_src, "seven")), 7);
  ck_assert(test_contains(cuport_devices[0].build_flags, "-DCUPORT_PORTABLE=1"));
  ck_assert(!test_contains(cuport_devices[0].build_flags, "CUPORT_NVIDIA"));
  ck_assert(test_contains(cuport_devices[0].build_flags, "-cl-std=CL1.2"));
  ck_assert(test_contains(cuport_devices[0].build_flags, "CUPORT_MAX_WORK_GROUP_SIZE="));
}
END_TEST

static Suite *program_suite(void)
{
  Suite *s = suite_create("program");
  TCase *tc = tcase_create("program");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, registering_a_name_twice_returns_the_same_program);
  tcase_add_test(tc, build_options_and_the_device_header_apply);
  tcase_add_test(tc, unknown_kernels_are_invalid_device_functions);
  tcase_add_test(tc, a_failed_build_reports_invalid_source_with_the_full_log);
  tcase_add_test(tc, a_kernel_declared_by_another_program_is_found_with_its_hidden_parameters);
  tcase_add_test(tc, a_program_that_does_not_build_fails_the_launch_and_the_next_synchronize);
  tcase_add_test(tc, cuport_kernel_dir_overrides_the_embedded_source);
  tcase_add_test(tc, the_disk_cache_stores_and_reuses_binaries);
  tcase_add_test(tc, changed_options_or_source_miss_the_cache);
  tcase_add_test(tc, cuport_cache_zero_writes_nothing);
  tcase_add_test(tc, a_corrupted_cache_file_is_rebuilt);
  tcase_add_test(tc, pocl_builds_skip_the_disk_cache_unless_asked);
  tcase_add_test(tc, kernels_survive_a_device_reset);
  tcase_add_test(tc, cuport_portable_drops_vendor_flags);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(program_suite)
