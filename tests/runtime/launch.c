/*
 * launch.c: the launch family: argument kinds (values, structs, SVM pointers
 * with host arithmetic, NULL, __local buffers sized by the dynamic shared
 * memory), pointer tables in device memory, grid/block shapes and CUDA's
 * configuration errors, argument-count errors, last-error after launches,
 * streams, many launches, kernel attributes.
 */
#include <dlfcn.h>
#include <pthread.h>

#include "common.h"
#include "gate.h"

static const char src[] =
    "typedef struct { int a; float b; long c; } params;\n"
    "__kernel void fill(__global int *p, int n, int v) {\n"
    "  int i = get_global_id(0); if (i < n) p[i] = v + i; }\n"
    "__kernel void with_struct(__global long *out, params q) {\n"
    "  out[0] = q.a; out[1] = (long)(q.b * 2.0f); out[2] = q.c; }\n"
    "__kernel void via_table(__global ulong *tab, int n) {\n"
    "  int i = get_global_id(0);\n"
    "  __global float *s = (__global float *)tab[0];\n"
    "  __global float *d = (__global float *)tab[1];\n"
    "  if (i < n) d[i] = 3.0f * s[i]; }\n"
    "__kernel void null_check(__global int *maybe, __global int *out) {\n"
    "  out[0] = maybe == 0 ? 1 : 2; }\n"
    "__kernel void shared_rev(__global int *p, __local int *tmp) {\n"
    "  int l = get_local_id(0), n = get_local_size(0), g = get_group_id(0) * n;\n"
    "  tmp[l] = p[g + l]; barrier(CLK_LOCAL_MEM_FENCE); p[g + l] = tmp[n - 1 - l]; }\n"
    "__kernel void ids(__global int *out) {\n"
    "  uint lid = cuport_linear_local_id();\n"
    "  ulong gid = cuport_linear_group_id() * cuport_block_size() + lid;\n"
    "  out[gid] = (int)(get_group_id(2) * 10000 + get_group_id(1) * 1000 + get_group_id(0) * 100\n"
    "                   + get_local_id(2) * 16 + get_local_id(1) * 4 + get_local_id(0)); }\n"
    "__kernel void bump(__global int *p, int n) {\n"
    "  int i = get_global_id(0); if (i < n) p[i] += 1; }\n"
    "__kernel void big_static(__global int *p) {\n"
    "  __local int big[64]; big[get_local_id(0)] = 1; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  p[0] = big[0]; }\n";

/* Counts the runtime's clSetKernelArg calls (the runtime is linked statically into this
   program, so this definition is the one it calls). */
static unsigned long set_arg_calls;

CL_API_ENTRY cl_int CL_API_CALL clSetKernelArg(cl_kernel k, cl_uint i, size_t size,
                                               const void *value)
{
  typedef cl_int(CL_API_CALL * set_arg_fn)(cl_kernel, cl_uint, size_t, const void *);
  static set_arg_fn real;
  if (!real)
    *(void **)&real = dlsym(RTLD_NEXT, "clSetKernelArg");
  set_arg_calls++;
  return real(k, i, size, value);
}

static cuportKernel_t kernel(const char *name)
{
  return test_kernel("launch.cl", src, name);
}

START_TEST(values_and_pointers_reach_the_kernel)
{
  int *d, back[100], n = 100, v = 40, i;
  cuportKernel_t k = kernel("fill");
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};
  CK(cuportMalloc((void **)&d, sizeof back));
  args[0].value = &d;
  CK(cuportLaunchKernel(k, cuport_dim3(4, 1, 1), cuport_dim3(32, 1, 1), 0, NULL, 3, args));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < 100; i++)
    ck_assert_int_eq(back[i], 40 + i);
  CK(cuportFree(d));
}
END_TEST

/* A launch sets only the arguments that changed since the kernel's last launch; the
   kernel still sees every launch's values. */
START_TEST(launches_set_only_the_arguments_that_changed)
{
  int *d, back[64], n = 64, v = 0, i, l;
  cuportKernel_t k = kernel("fill");
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};
  unsigned long before;
  CK(cuportMalloc((void **)&d, sizeof back));
  args[0].value = &d;
  for (l = 0; l < 3; l++) {
    before = set_arg_calls;
    v = 100 * l;  /* the one argument that changes */
    CK(cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(32, 1, 1), 0, NULL, 3, args));
    CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
    for (i = 0; i < 64; i++)
      ck_assert_int_eq(back[i], 100 * l + i);
    if (l > 0)
      ck_assert_uint_eq(set_arg_calls - before, 1);
  }
  /* the same values again: nothing to set; a smaller n is set and takes effect */
  before = set_arg_calls;
  CK(cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(32, 1, 1), 0, NULL, 3, args));
  ck_assert_uint_eq(set_arg_calls - before, 0);
  n = 10;
  v = 7;
  CK(cuportMemset(d, 0, sizeof back));
  CK(cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(32, 1, 1), 0, NULL, 3, args));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < 64; i++)
    ck_assert_int_eq(back[i], i < 10 ? 7 + i : 0);
  CK(cuportFree(d));
}
END_TEST

START_TEST(structs_pass_by_value)
{
  struct { int a; float b; long c; } q = {7, 2.5f, -123456789012L};
  long *d, back[3];
  cuportArg args[2] = {{CUPORT_ARG_POINTER, sizeof(void *), NULL}, CUPORT_ARG_V(q)};
  CK(cuportMalloc((void **)&d, sizeof back));
  args[0].value = &d;
  CK(cuportLaunchKernel(kernel("with_struct"), cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0,
                        NULL, 2, args));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_int_eq(back[0], 7);
  ck_assert_int_eq(back[1], 5);
  ck_assert_int_eq(back[2], -123456789012L);
  CK(cuportFree(d));
}
END_TEST

START_TEST(pointer_tables_in_device_memory_are_followed)
{
  float *a, *b, h[512], back[512];
  void *table[2], **dtab;
  int n = 512, i;
  /* allocations made after the kernel was last launched must be reachable too */
  cuportKernel_t k = kernel("via_table");
  for (i = 0; i < n; i++)
    h[i] = (float)i;
  CK(cuportMalloc((void **)&a, sizeof h));
  CK(cuportMalloc((void **)&b, sizeof h));
  CK(cuportMalloc((void **)&dtab, sizeof table));
  CK(cuportMemcpy(a, h, sizeof h, cuportMemcpyHostToDevice));
  table[0] = a;
  table[1] = b;
  CK(cuportMemcpy(dtab, table, sizeof table, cuportMemcpyHostToDevice));
  {
    cuportArg args[] = {CUPORT_ARG_P(dtab), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(8, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  CK(cuportMemcpy(back, b, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < n; i++)
    ck_assert_float_eq(back[i], 3.0f * i);
  /* an interior pointer stored in the table works as well */
  table[0] = a + 256;
  table[1] = b;
  n = 256;
  CK(cuportMemcpy(dtab, table, sizeof table, cuportMemcpyHostToDevice));
  {
    cuportArg args[] = {CUPORT_ARG_P(dtab), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(4, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  CK(cuportMemcpy(back, b, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_float_eq(back[0], 3.0f * 256);
  CK(cuportFree(a));
  CK(cuportFree(b));
  CK(cuportFree(dtab));
}
END_TEST

START_TEST(pointer_arithmetic_and_null_pointers_pass_as_arguments)
{
  int *d, *null = NULL, back[2], n = 10, v = 0;
  cuportArg fill_args[3] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};
  int *mid;
  CK(cuportMalloc((void **)&d, 64 * sizeof(int)));
  CK(cuportMemset(d, 0, 64 * sizeof(int)));
  mid = d + 30;
  fill_args[0].value = &mid;
  CK(cuportLaunchKernel(kernel("fill"), cuport_dim3(1, 1, 1), cuport_dim3(16, 1, 1), 0, NULL, 3,
                        fill_args));
  CK(cuportMemcpy(back, d + 29, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_int_eq(back[0], 0);
  ck_assert_int_eq(back[1], 0);
  CK(cuportMemcpy(back, d + 39, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_int_eq(back[0], 9);
  ck_assert_int_eq(back[1], 0);
  {
    cuportArg args[] = {CUPORT_ARG_P(null), CUPORT_ARG_P(d)};
    CK(cuportLaunchKernel(kernel("null_check"), cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0,
                          NULL, 2, args));
  }
  CK(cuportMemcpy(back, d, sizeof(int), cuportMemcpyDeviceToHost));
  ck_assert_int_eq(back[0], 1);
  CK(cuportFree(d));
}
END_TEST

START_TEST(dynamic_shared_memory_becomes_a_local_argument)
{
  int h[256], back[256], *d, i;
  for (i = 0; i < 256; i++)
    h[i] = i;
  CK(cuportMalloc((void **)&d, sizeof h));
  CK(cuportMemcpy(d, h, sizeof h, cuportMemcpyHostToDevice));
  {
    cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_L(0)};
    CK(cuportLaunchKernel(kernel("shared_rev"), cuport_dim3(4, 1, 1), cuport_dim3(64, 1, 1),
                          64 * sizeof(int), NULL, 2, args));
  }
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < 256; i++)
    ck_assert_int_eq(back[i], (i / 64) * 64 + 63 - i % 64);
  CK(cuportFree(d));
}
END_TEST

START_TEST(three_dimensional_grids_and_blocks_cover_every_thread)
{
  int *d, *back, gx = 3, gy = 2, gz = 2, n = 3 * 2 * 2 * 4 * 4 * 2, i;
  CK(cuportMalloc((void **)&d, n * sizeof(int)));
  back = malloc(n * sizeof(int));
  {
    cuportArg args[] = {CUPORT_ARG_P(d)};
    CK(cuportLaunchKernel(kernel("ids"), cuport_dim3(gx, gy, gz), cuport_dim3(4, 4, 2), 0, NULL,
                          1, args));
  }
  CK(cuportMemcpy(back, d, n * sizeof(int), cuportMemcpyDeviceToHost));
  for (i = 0; i < n; i++) {
    int lid = i % 32, grp = i / 32;
    int expect = (grp / 6) * 10000 + ((grp / 3) % 2) * 1000 + (grp % 3) * 100 + (lid / 16) * 16 +
                 ((lid / 4) % 4) * 4 + lid % 4;
    ck_assert_int_eq(back[i], expect);
  }
  free(back);
  CK(cuportFree(d));
}
END_TEST

START_TEST(bad_configurations_give_cuda_errors)
{
  int *d = NULL, n = 0, v = 0;
  cuportDeviceProp p;
  cuportKernel_t k = kernel("fill");
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};
  CK(cuportGetDeviceProperties(&p, 0));
  CK_FAILS(cuportLaunchKernel(k, cuport_dim3(0, 1, 1), cuport_dim3(32, 1, 1), 0, NULL, 3, args),
           cuportErrorInvalidConfiguration);
  CK_FAILS(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(32, 0, 1), 0, NULL, 3, args),
           cuportErrorInvalidConfiguration);
  CK_FAILS(cuportLaunchKernel(k, cuport_dim3(1, 1, 1),
                              cuport_dim3((unsigned)p.maxThreadsPerBlock + 1, 1, 1), 0, NULL, 3,
                              args), cuportErrorInvalidConfiguration);
  CK_FAILS(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 65), 0, NULL, 3, args),
           cuportErrorInvalidConfiguration);
  CK_FAILS(cuportLaunchKernel(k, cuport_dim3(1, 65536, 1), cuport_dim3(1, 1, 1), 0, NULL, 3, args),
           cuportErrorInvalidConfiguration);
  ck_assert_int_eq(cuportGetLastError(), cuportErrorInvalidConfiguration);
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  CK_FAILS(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, NULL, 2, args),
           cuportErrorInvalidValue);
  ck_assert(test_contains(cuportGetErrorDetail(), "takes 3 parameters"));
  CK_FAILS(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1),
                              (size_t)p.sharedMemPerBlock + 1, NULL, 3, args),
           cuportErrorInvalidValue);
  CK_FAILS(cuportLaunchKernel(NULL, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, NULL, 0, NULL),
           cuportErrorInvalidDeviceFunction);
}
END_TEST

START_TEST(a_wrong_argument_size_names_the_opencl_error)
{
  int *d;
  short small = 1;
  int n = 1;
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(small)};
  CK(cuportMalloc((void **)&d, 16));
  CK_FAILS(cuportLaunchKernel(kernel("fill"), cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, NULL,
                              3, args), cuportErrorInvalidValue);
  ck_assert_msg(test_contains(cuportGetErrorDetail(), "CL_INVALID_ARG_SIZE"), "%s",
                cuportGetErrorDetail());
  CK(cuportFree(d));
}
END_TEST

START_TEST(many_launches_on_a_stream_run_in_order)
{
  int *d, back[64], n = 64, v, i;
  cuportStream_t s;
  cuportKernel_t k = kernel("fill");
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};
  CK(cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking));
  CK(cuportMalloc((void **)&d, sizeof back));
  args[0].value = &d;
  for (v = 0; v < 500; v++)
    CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, s, 3, args));
  CK(cuportMemcpyAsync(back, d, sizeof back, cuportMemcpyDeviceToHost, s));
  CK(cuportStreamSynchronize(s));
  for (i = 0; i < 64; i++)
    ck_assert_int_eq(back[i], 499 + i);
  CK(cuportStreamDestroy(s));
  CK(cuportFree(d));
}
END_TEST

typedef struct worker {
  cuportKernel_t k;
  int index;
  int result;
} worker;

/* Each thread launches the same kernel on its own stream (or the per-thread
   default stream) with its own arguments. */
static void *launch_from_thread(void *arg)
{
  worker *w = arg;
  int *d, back[64], n = 64, v, i;
  cuportStream_t s = cuportStreamPerThread;
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};

  w->result = 1;
  if (w->index % 2 && cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking))
    return NULL;
  if (cuportMalloc((void **)&d, sizeof back))
    return NULL;
  args[0].value = &d;
  for (i = 0; i < 200; i++) {
    v = w->index * 1000 + i;
    if (cuportLaunchKernel(w->k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, s, 3, args))
      return NULL;
  }
  if (cuportMemcpyAsync(back, d, sizeof back, cuportMemcpyDeviceToHost, s) ||
      cuportStreamSynchronize(s))
    return NULL;
  for (i = 0; i < 64; i++)
    if (back[i] != w->index * 1000 + 199 + i)
      return NULL;
  cuportFree(d);
  if (s != cuportStreamPerThread)
    cuportStreamDestroy(s);
  w->result = 0;
  return NULL;
}

START_TEST(launches_from_several_threads_do_not_mix_arguments)
{
  pthread_t t[4];
  worker w[4];
  int i;
  cuportKernel_t k = kernel("fill");
  for (i = 0; i < 4; i++) {
    w[i].k = k;
    w[i].index = i;
    ck_assert_int_eq(pthread_create(&t[i], NULL, launch_from_thread, &w[i]), 0);
  }
  for (i = 0; i < 4; i++) {
    pthread_join(t[i], NULL);
    ck_assert_msg(w[i].result == 0, "thread %d failed: %s", i, cuportGetErrorDetail());
  }
}
END_TEST

START_TEST(kernel_attributes_report_limits)
{
  cuportFuncAttributes a;
  CK(cuportFuncGetAttributes(&a, kernel("big_static")));
  ck_assert_int_gt(a.maxThreadsPerBlock, 0);
  ck_assert_uint_ge(a.sharedSizeBytes, 64 * sizeof(int));
  CK_FAILS(cuportFuncGetAttributes(&a, NULL), cuportErrorInvalidDeviceFunction);
  CK(cuportFuncSetAttribute(kernel("fill"), cuportFuncAttributeMaxDynamicSharedMemorySize, 1024));
  CK_FAILS(cuportFuncSetAttribute(kernel("fill"), cuportFuncAttributeMaxDynamicSharedMemorySize,
                                  1 << 30), cuportErrorInvalidValue);
  CK(cuportFuncSetCacheConfig(kernel("fill"), cuportFuncCachePreferShared));
}
END_TEST

/* What cudaGetLastError gives after a bad <<<>>>: the launch's error once,
   then cudaSuccess; peek does not reset; a later good launch does not clear
   it; and a configuration error is not sticky. */
START_TEST(a_failed_launch_is_the_last_error_as_after_a_bad_triple_chevron)
{
  int *d, n = 64, v = 5;
  cuportDeviceProp p;
  cuportKernel_t k = kernel("fill");
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};
  CK(cuportMalloc((void **)&d, 64 * sizeof(int)));
  CK(cuportGetDeviceProperties(&p, 0));
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(2048, 1, 1), 0, NULL, 3, args);
  ck_assert_int_eq(cuportPeekAtLastError(), cuportErrorInvalidConfiguration);
  ck_assert_int_eq(cuportGetLastError(), cuportErrorInvalidConfiguration);
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1),
                     (size_t)p.sharedMemPerBlock + 1, NULL, 3, args);
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 3, args));
  ck_assert_str_eq(cuportGetErrorString(cuportPeekAtLastError()), "invalid argument");
  ck_assert_int_eq(cuportGetLastError(), cuportErrorInvalidValue);
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  cuportLaunchKernel(k, cuport_dim3(1, 70000, 1), cuport_dim3(1, 1, 1), 0, NULL, 3, args);
  ck_assert_str_eq(cuportGetErrorName(cuportGetLastError()), "cudaErrorInvalidConfiguration");
  CK(cuportDeviceSynchronize());
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  CK(cuportFree(d));
}
END_TEST

START_TEST(launches_on_the_null_stream_follow_the_legacy_stream_rules)
{
  int *d, back[64], n = 64, i;
  cuportStream_t blocking, nonblocking;
  cl_event gate;
  cuportKernel_t k = kernel("bump");
  cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n)};
  CK(cuportMalloc((void **)&d, 64 * sizeof(int)));
  CK(cuportMemset(d, 0, 64 * sizeof(int)));
  CK(cuportStreamCreate(&blocking));
  CK(cuportStreamCreateWithFlags(&nonblocking, cuportStreamNonBlocking));
  CK(cuportDeviceSynchronize());
  /* a NULL-stream launch waits for earlier work of a blocking stream */
  gate = gate_close(blocking);
  CK(cuportMemsetAsync(d, 0x01, 64 * sizeof(int), blocking));
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  CK_FAILS(cuportStreamQuery(NULL), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportStreamSynchronize(NULL));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < 64; i++)
    ck_assert_int_eq(back[i], 0x01010102);
  /* ... and blocking streams wait for it */
  gate = gate_close(NULL);
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, blocking, 2, args));
  CK_FAILS(cuportStreamQuery(blocking), cuportErrorNotReady);
  /* ... but non-blocking streams do not */
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, nonblocking, 2, args));
  CK(cuportStreamSynchronize(nonblocking));
  gate_open(gate);
  CK(cuportDeviceSynchronize());
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_int_eq(back[0], 0x01010105);
  /* a NULL-stream launch does not wait for a non-blocking stream */
  gate = gate_close(nonblocking);
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, nonblocking, 2, args));
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  CK(cuportStreamSynchronize(NULL));
  gate_open(gate);
  CK(cuportDeviceSynchronize());
  CK(cuportStreamDestroy(blocking));
  CK(cuportStreamDestroy(nonblocking));
  CK(cuportFree(d));
}
END_TEST

START_TEST(occupancy_follows_the_device_limits)
{
  cuportDeviceProp p;
  cuportKernel_t k = kernel("fill");
  int blocks = -1, grid = 0, bs = 0, expect;
  CK(cuportGetDeviceProperties(&p, 0));
  CK(cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, 256, 0));
  expect = p.maxThreadsPerMultiProcessor / 256;
  ck_assert_int_eq(blocks, expect < p.maxBlocksPerMultiProcessor ? expect
                                                                 : p.maxBlocksPerMultiProcessor);
  /* partial warps count as whole ones */
  CK(cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, 250, 0));
  ck_assert_int_eq(blocks, expect < p.maxBlocksPerMultiProcessor ? expect
                                                                 : p.maxBlocksPerMultiProcessor);
  CK(cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, 32,
                                                     p.sharedMemPerMultiprocessor / 2));
  ck_assert_int_eq(blocks, 2);
  CK(cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, p.maxThreadsPerBlock + 1, 0));
  ck_assert_int_eq(blocks, 0);
  CK_FAILS(cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, 0, 0),
           cuportErrorInvalidValue);
  CK_FAILS(cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, NULL, 32, 0),
           cuportErrorInvalidDeviceFunction);
  CK(cuportOccupancyMaxPotentialBlockSize(&grid, &bs, k, 0, 0));
  ck_assert_int_gt(bs, 0);
  ck_assert_int_eq(bs % 32, 0);
  ck_assert_int_le(bs, p.maxThreadsPerBlock);
  CK(cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, bs, 0));
  ck_assert_int_eq(grid, blocks * p.multiProcessorCount);
  CK(cuportOccupancyMaxPotentialBlockSize(&grid, &bs, k, 0, 64));
  ck_assert_int_le(bs, 64);
  CK(cuportOccupancyMaxPotentialBlockSize(&grid, &bs, k, 0, 16));
  ck_assert_int_eq(bs, 16);
  {
    int *d, n = 16 * grid, v = 1;
    cuportArg args[] = {CUPORT_ARG_P(d), CUPORT_ARG_V(n), CUPORT_ARG_V(v)};
    CK(cuportMalloc((void **)&d, (size_t)n * sizeof(int)));
    CK(cuportLaunchKernel(k, cuport_dim3((unsigned)grid, 1, 1), cuport_dim3((unsigned)bs, 1, 1),
                          0, NULL, 3, args));
    CK(cuportDeviceSynchronize());
    CK(cuportFree(d));
  }
  CK_FAILS(cuportOccupancyMaxPotentialBlockSize(&grid, &bs, k, p.sharedMemPerMultiprocessor + 1,
                                                0), cuportErrorInvalidValue);
}
END_TEST

static Suite *launch_suite(void)
{
  Suite *s = suite_create("launch");
  TCase *tc = tcase_create("launch");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, values_and_pointers_reach_the_kernel);
  tcase_add_test(tc, launches_set_only_the_arguments_that_changed);
  tcase_add_test(tc, structs_pass_by_value);
  tcase_add_test(tc, pointer_tables_in_device_memory_are_followed);
  tcase_add_test(tc, pointer_arithmetic_and_null_pointers_pass_as_arguments);
  tcase_add_test(tc, dynamic_shared_memory_becomes_a_local_argument);
  tcase_add_test(tc, three_dimensional_grids_and_blocks_cover_every_thread);
  tcase_add_test(tc, bad_configurations_give_cuda_errors);
  tcase_add_test(tc, a_wrong_argument_size_names_the_opencl_error);
  tcase_add_test(tc, many_launches_on_a_stream_run_in_order);
  tcase_add_test(tc, launches_from_several_threads_do_not_mix_arguments);
  tcase_add_test(tc, kernel_attributes_report_limits);
  tcase_add_test(tc, a_failed_launch_is_the_last_error_as_after_a_bad_triple_chevron);
  tcase_add_test(tc, launches_on_the_null_stream_follow_the_legacy_stream_rules);
  tcase_add_test(tc, occupancy_follows_the_device_limits);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(launch_suite)
