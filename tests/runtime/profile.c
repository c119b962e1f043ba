/*
 * profile.c: CUPORT_PROFILE.  The table at exit counts each kernel's launches
 * and device time, each copy class's bytes, the waiting API calls and the NVTX
 * ranges; cudaProfilerStart/Stop bound what is counted; the trace is JSON that
 * a timeline viewer opens, with kernels at device time on the host clock (a
 * kernel never starts before its launch was issued); without the variable,
 * queues have no profiling and NVTX only keeps its nesting levels.
 */
#include <sys/wait.h>
#include <unistd.h>

#include "common.h"
#include "internal.h"

static const char src[] =
    "__kernel void spin(__global float *p, int n) {\n"
    "  int i = get_global_id(0); float x = p[i];\n"
    "  for (int k = 0; k < n; k++) x = x * 0.999f + 0.001f;\n"
    "  p[i] = x; }\n"
    "__kernel void once(__global float *p) { p[get_global_id(0)] += 1.0f; }\n";

static char *slurp(const char *path)
{
  static char text[1 << 16];
  FILE *f = fopen(path, "r");
  size_t n;

  ck_assert_msg(f != NULL, "%s was not written", path);
  n = fread(text, 1, sizeof text - 1, f);
  text[n] = '\0';
  fclose(f);
  return text;
}

/* The profile table's line for name (the last column), or NULL. */
static const char *row(const char *table, const char *name)
{
  const char *p = table;
  size_t n = strlen(name);

  while ((p = strstr(p, name)) != NULL) {
    if (p > table && p[-1] == ' ' && p[-2] == ' ' && (p[n] == '\n' || p[n] == '\0')) {
      while (p > table && p[-1] != '\n')
        p--;
      return p;
    }
    p += n;
  }
  return NULL;
}

static void launch(cuportKernel_t k, float *d, int n, int spins, cuportStream_t s)
{
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(spins)};
  args[0].value = &d;
  CK(cuportLaunchKernel(k, cuport_dim3((unsigned)n / 64, 1, 1), cuport_dim3(64, 1, 1), 0, s,
                        spins < 0 ? 1 : 2, args));
}

/* The work the tests profile: 3 spins, copies of each class, a memset,
   nested ranges, a mark and a start/end range. */
static void workload(void)
{
  enum { N = 4096 };
  static float host[N];
  float *d, *pinned;
  cuportKernel_t spin = test_kernel("profile.cl", src, "spin");
  cuportStream_t s;
  int i;

  CK(cuportMalloc((void **)&d, sizeof host));
  CK(cuportMallocHost((void **)&pinned, sizeof host));
  CK(cuportStreamCreate(&s));
  cuportNvtxNameCudaStreamA(s, "worker stream");
  ck_assert_int_eq(cuportNvtxRangePushA("outer"), 0);
  CK(cuportMemcpy(d, host, sizeof host, cuportMemcpyHostToDevice));
  CK(cuportMemcpy(d, pinned, sizeof host, cuportMemcpyHostToDevice));
  cuportNvtxRangeId_t id = cuportNvtxRangeStartA("phase");
  for (i = 0; i < 3; i++) {
    cuportNvtxEventAttributes_t a;
    memset(&a, 0, sizeof a);
    a.version = CUPORT_NVTX_VERSION;
    a.size = CUPORT_NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    a.colorType = CUPORT_NVTX_COLOR_ARGB;
    a.color = 0xff00ff00u;
    a.messageType = CUPORT_NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = "inner";
    ck_assert_int_eq(cuportNvtxRangePushEx(&a), 1);
    launch(spin, d, N, 2000, i == 1 ? s : NULL);
    ck_assert_int_eq(cuportNvtxRangePop(), 1);
  }
  cuportNvtxRangeEnd(id);
  cuportNvtxMarkA("checkpoint");
  CK(cuportMemsetAsync(d, 0, sizeof host, s));
  CK(cuportDeviceSynchronize());
  CK(cuportMemcpy(host, d, sizeof host, cuportMemcpyDeviceToHost));
  ck_assert_int_eq(cuportNvtxRangePop(), 0);
  CK(cuportStreamDestroy(s));
  CK(cuportFreeHost(pinned));
  CK(cuportFree(d));
}

/* count and total(ms) of a table row. */
static void row_counts(const char *line, int share, unsigned long *count, double *total)
{
  double pct;
  int got = share ? sscanf(line, "%lf %lf %lu", &pct, total, count)
                  : sscanf(line, "%lf %lu", total, count);
  ck_assert_msg(got == (share ? 3 : 2), "unreadable row: %.120s", line);
}

START_TEST(the_table_counts_kernels_copies_calls_and_ranges)
{
  char spec[600], path[512];
  const char *dir = test_tempdir(), *t, *r;
  unsigned long count;
  double total;
  unsigned long long bytes;

  snprintf(path, sizeof path, "%s/prof.txt", dir);
  snprintf(spec, sizeof spec, "%s,%s/trace.json", path, dir);
  setenv("CUPORT_PROFILE", spec, 1);
  workload();
  cuport_profile_flush();
  t = slurp(path);
  ck_assert_msg(test_contains(t, "counted: the whole run"), "%s", t);
  ck_assert_msg((r = row(t, "spin")) != NULL, "%s", t);
  row_counts(r, 1, &count, &total);
  ck_assert_uint_eq(count, 3);
  ck_assert_msg(total > 0.0, "%s", r);
  ck_assert_msg((r = row(t, "[CUDA memcpy HtoD] pageable")) != NULL, "%s", t);
  ck_assert_int_eq(sscanf(r, "%lu %llu", &count, &bytes), 2);
  ck_assert_uint_eq(count, 1);
  ck_assert_uint_eq(bytes, 4096 * sizeof(float));
  ck_assert_msg(row(t, "[CUDA memcpy HtoD] pinned") != NULL, "%s", t);
  ck_assert_msg(row(t, "[CUDA memcpy DtoH] pageable") != NULL, "%s", t);
  ck_assert_msg(row(t, "[CUDA memset]") != NULL, "%s", t);
  ck_assert_msg((r = row(t, "cudaLaunchKernel")) != NULL, "%s", t);
  row_counts(r, 0, &count, &total);
  ck_assert_uint_eq(count, 3);
  ck_assert_msg(row(t, "cudaDeviceSynchronize") != NULL, "%s", t);
  ck_assert_msg((r = row(t, "inner")) != NULL, "%s", t);
  row_counts(r, 0, &count, &total);
  ck_assert_uint_eq(count, 3);
  ck_assert_msg(row(t, "outer") != NULL && row(t, "phase") != NULL, "%s", t);
  ck_assert_msg(row(t, "checkpoint") != NULL, "%s", t);
}
END_TEST

START_TEST(the_trace_opens_in_a_timeline_viewer)
{
  char spec[600], cmd[1200], trace[512];
  const char *dir = test_tempdir();

  snprintf(trace, sizeof trace, "%s/trace.json", dir);
  snprintf(spec, sizeof spec, "%s/table.txt,%s", dir, trace);
  setenv("CUPORT_PROFILE", spec, 1);
  workload();
  cuport_profile_flush();
  snprintf(cmd, sizeof cmd, "python3 -m json.tool %s >/dev/null && python3 %s %s", trace,
           CUPORT_CHECK_TRACE, trace);
  ck_assert_int_eq(system(cmd), 0);
  ck_assert(test_contains(slurp(trace), "\"worker stream\""));
}
END_TEST

START_TEST(only_the_window_between_start_and_stop_counts)
{
  char path[512];
  enum { N = 256 };
  float *d;
  cuportKernel_t spin, once;
  const char *t, *r;
  unsigned long count;
  double total;

  snprintf(path, sizeof path, "%s/window.txt", test_tempdir());
  setenv("CUPORT_PROFILE", path, 1);
  spin = test_kernel("profile.cl", src, "spin");
  once = test_kernel("profile.cl", src, "once");
  CK(cuportMalloc((void **)&d, N * sizeof(float)));
  launch(once, d, N, -1, NULL);                 /* before: dropped */
  cuportNvtxRangePushA("spans the start");      /* begun before the window: not counted */
  CK(cuportProfilerStart());
  cuportNvtxRangePop();
  launch(spin, d, N, 10, NULL);
  launch(spin, d, N, 10, NULL);
  CK(cuportProfilerStop());
  launch(once, d, N, -1, NULL);                 /* after: not counted */
  CK(cuportProfilerStart());
  launch(spin, d, N, 10, NULL);                 /* a second window adds up */
  CK(cuportProfilerStop());
  CK(cuportDeviceSynchronize());
  cuport_profile_flush();
  t = slurp(path);
  ck_assert_msg(test_contains(t, "counted: between cudaProfilerStart and cudaProfilerStop"), "%s",
                t);
  ck_assert_msg((r = row(t, "spin")) != NULL, "%s", t);
  row_counts(r, 1, &count, &total);
  ck_assert_uint_eq(count, 3);
  ck_assert_msg(row(t, "once") == NULL, "%s", t);
  ck_assert_msg(row(t, "spans the start") == NULL, "%s", t);
  ck_assert_msg(row(t, "cudaDeviceSynchronize") == NULL, "%s", t);
  CK(cuportFree(d));
}
END_TEST

static cl_command_queue_properties queue_props(void)
{
  cuportStream_t s;
  cl_command_queue_properties props = 0;

  CK(cuportStreamCreate(&s));
  ck_assert_int_eq(clGetCommandQueueInfo(s->q, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL),
                   CL_SUCCESS);
  CK(cuportStreamDestroy(s));
  return props;
}

START_TEST(without_the_variable_queues_do_not_profile_and_nvtx_only_nests)
{
  unsetenv("CUPORT_PROFILE");
  ck_assert_int_eq(queue_props() & CL_QUEUE_PROFILING_ENABLE, 0);
  ck_assert_int_eq(cuport_profiling, 0);
  ck_assert_int_eq(cuportNvtxRangePushA("a"), 0);
  ck_assert_int_eq(cuportNvtxRangePushW(L"b"), 1);
  ck_assert_int_eq(cuportNvtxRangePop(), 1);
  ck_assert_int_eq(cuportNvtxRangePop(), 0);
  ck_assert_int_eq(cuportNvtxRangePop(), -1);
  ck_assert(cuportNvtxRangeStartA("x") != cuportNvtxRangeStartA("y"));
}
END_TEST

START_TEST(with_the_variable_queues_profile)
{
  setenv("CUPORT_PROFILE", "0", 1);
  ck_assert_int_eq(queue_props() & CL_QUEUE_PROFILING_ENABLE, 0);
  setenv("CUPORT_PROFILE", "1", 1);
  cuport_reload_env();
  ck_assert(queue_props() & CL_QUEUE_PROFILING_ENABLE);
}
END_TEST

/* The whole path a migrated program takes: the report at exit, on stderr. */
START_TEST(the_report_is_written_at_exit)
{
  int fds[2], status;
  pid_t pid;
  char text[8192];
  ssize_t n, got = 0;

  ck_assert_int_eq(pipe(fds), 0);
  pid = fork();
  if (pid == 0) {
    dup2(fds[1], 2);
    close(fds[0]);
    setenv("CUPORT_PROFILE", "1", 1);
    float *d;
    cuportNvtxDomainHandle_t dom = cuportNvtxDomainCreateA("solver");
    cuportNvtxEventAttributes_t a;
    memset(&a, 0, sizeof a);
    a.messageType = CUPORT_NVTX_MESSAGE_TYPE_REGISTERED;
    a.message.registered = cuportNvtxDomainRegisterStringA(dom, "sweep");
    cuportNvtxDomainRangePushEx(dom, &a);
    if (cuportMalloc((void **)&d, 1024 * sizeof(float)))
      _exit(3);
    launch(test_kernel("profile.cl", src, "spin"), d, 1024, 5, NULL);
    cuportNvtxDomainRangePop(dom);
    exit(0); /* no synchronisation: the report waits for the kernel */
  }
  close(fds[1]);
  while ((n = read(fds[0], text + got, sizeof text - 1 - (size_t)got)) > 0)
    got += n;
  text[got] = '\0';
  close(fds[0]);
  ck_assert_int_eq(waitpid(pid, &status, 0), pid);
  ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s", text);
  ck_assert_msg(test_contains(text, "==cuport profile=="), "%s", text);
  ck_assert_msg(row(text, "spin") != NULL, "%s", text);
  ck_assert_msg(row(text, "solver::sweep") != NULL, "%s", text);
}
END_TEST

static Suite *profile_suite(void)
{
  Suite *s = suite_create("profile");
  TCase *tc = tcase_create("profile");
  tcase_add_test(tc, the_table_counts_kernels_copies_calls_and_ranges);
  tcase_add_test(tc, the_trace_opens_in_a_timeline_viewer);
  tcase_add_test(tc, only_the_window_between_start_and_stop_counts);
  tcase_add_test(tc, without_the_variable_queues_do_not_profile_and_nvtx_only_nests);
  tcase_add_test(tc, with_the_variable_queues_profile);
  tcase_add_test(tc, the_report_is_written_at_exit);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(profile_suite)
