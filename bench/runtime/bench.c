/*
 * bench.c: how much the cuport runtime costs over raw OpenCL, measured in
 * one run on the same device and context.
 *  - launch overhead: N launches of a tiny kernel (5 arguments, set on every
 *    launch as a migrated <<<>>> does) through cuportLaunchKernel and through
 *    clSetKernelArg* + clEnqueueNDRangeKernel; reported per launch as host
 *    submit time and as time until the queue drains;
 *  - copy bandwidth: cuportMemcpy against blocking clEnqueueSVMMemcpy for
 *    host-to-device and device-to-host (pageable and pinned host memory) and
 *    device-to-device.
 *  - device-header fast path: the warp-shuffle + float atomicAdd reduction of
 *    ../shared/reference/ref.cu written with the header's functions, timed
 *    with cuport events, to set beside ref.cu's reduce_shfl on the same GPU
 *    (and, with CUPORT_PORTABLE=1, the fallback paths).
 * Each figure is the best of several repetitions.  Targets (issue 4): launch
 * ratio <= 1.1, bandwidth ratio >= 0.95.
 * Usage: cuport_bench_runtime [copy MiB (64)] [launches (2000)] [repetitions (5)]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"
#include "bench_util.h"

static const char src[] =
    "__kernel void triad(__global float *a, __global const float *b, __global const float *c,\n"
    "                    float s, int n) {\n"
    "  int i = get_global_id(0); if (i < n) a[i] = b[i] + s * c[i]; }\n";

static const char reduce_src[] =
    "__kernel void reduce_shfl(__global const float *in, __global float *out, int n) {\n"
    "  CUPORT_WARP_SCRATCH(scratch);\n"
    "  float v = 0;\n"
    "  for (int i = get_global_id(0); i < n; i += get_global_size(0)) v += in[i];\n"
    "  for (int o = 16; o > 0; o >>= 1) v += cuport_shfl_down_f32(scratch, 0xffffffffu, v, o, 32);\n"
    "  if ((get_local_id(0) & 31) == 0) cuport_atomic_add_global_f32(out, v);\n"
    "}\n";


typedef struct launch_time {
  double submit_us, total_us;
} launch_time;

static void keep_best(launch_time *best, double t0, double t1, double t2, int n)
{
  double submit = (t1 - t0) * 1e6 / n, total = (t2 - t0) * 1e6 / n;
  if (best->submit_us == 0 || submit < best->submit_us)
    best->submit_us = submit;
  if (best->total_us == 0 || total < best->total_us)
    best->total_us = total;
}

static void cuport_launches(cuportKernel_t k, float *a, float *b, float *c, int launches,
                            launch_time *best)
{
  float s = 2.0f;
  int n = 32, i;
  cuportArg args[] = {CUPORT_ARG_P(a), CUPORT_ARG_P(b), CUPORT_ARG_P(c), CUPORT_ARG_V(s),
                      CUPORT_ARG_V(n)};
  double t0, t1;

  check(cuportDeviceSynchronize(), "sync");
  t0 = now();
  for (i = 0; i < launches; i++)
    cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(32, 1, 1), 0, NULL, 5, args);
  t1 = now();
  check(cuportDeviceSynchronize(), "sync");
  keep_best(best, t0, t1, now(), launches);
}

static void raw_launches(cl_command_queue q, cl_kernel k, float *a, float *b, float *c,
                         int launches, launch_time *best)
{
  float s = 2.0f;
  int n = 32, i;
  size_t g = 32, l = 32;
  double t0, t1;

  clFinish(q);
  t0 = now();
  for (i = 0; i < launches; i++) {
    clSetKernelArgSVMPointer(k, 0, a);
    clSetKernelArgSVMPointer(k, 1, b);
    clSetKernelArgSVMPointer(k, 2, c);
    clSetKernelArg(k, 3, sizeof s, &s);
    clSetKernelArg(k, 4, sizeof n, &n);
    clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
  }
  t1 = now();
  clFinish(q);
  keep_best(best, t0, t1, now(), launches);
}

/* Alternates raw and cuport repetitions so drift affects both alike. */
static void bench_launches(cuport_device *dev, cl_command_queue q, float *a, float *b, float *c,
                           int launches, int reps, launch_time *raw, launch_time *cup)
{
  const char *text = src;
  cl_int err;
  cl_program prog = clCreateProgramWithSource(dev->ctx, 1, &text, NULL, &err);
  cuportProgram_t p;
  cuportKernel_t ck;
  cl_kernel k;
  int r;

  check_cl(clBuildProgram(prog, 1, &dev->id, "-cl-std=CL1.2", NULL, NULL), "build");
  k = clCreateKernel(prog, "triad", &err);
  check_cl(err, "kernel");
  if (getenv("BENCH_RAW_SVM_PTRS")) {
    void *live[3] = {a, b, c};
    check_cl(clSetKernelExecInfo(k, CL_KERNEL_EXEC_INFO_SVM_PTRS, sizeof live, live), "exec info");
  }
  check(cuportRegisterProgram("bench/triad.cl", src, &p), "register");
  check(cuportGetKernel(p, "triad", &ck), "kernel");
  raw_launches(q, k, a, b, c, launches, &(launch_time){0, 0}); /* warm-up */
  cuport_launches(ck, a, b, c, launches, &(launch_time){0, 0});
  for (r = 0; r < reps; r++) {
    raw_launches(q, k, a, b, c, launches, raw);
    cuport_launches(ck, a, b, c, launches, cup);
  }
  clReleaseKernel(k);
  clReleaseProgram(prog);
}

/* Best bandwidth in GB/s of a copy done by the runtime (raw == 0) or by a
   blocking clEnqueueSVMMemcpy. */
static double bandwidth(cl_command_queue q, void *dst, const void *src_, size_t bytes,
                        cuportMemcpyKind kind, int raw, int reps)
{
  double best = 0;
  int r;
  for (r = 0; r < reps; r++) {
    double t0 = now(), gbs;
    if (raw)
      check_cl(clEnqueueSVMMemcpy(q, CL_TRUE, dst, src_, bytes, 0, NULL, NULL), "svm memcpy");
    else {
      check(cuportMemcpy(dst, src_, bytes, kind), "memcpy");
      /* like CUDA's, a device-to-device cuportMemcpy returns before the copy is done:
         time it to completion, as the blocking raw copy is */
      if (kind == cuportMemcpyDeviceToDevice)
        check(cuportDeviceSynchronize(), "synchronize");
    }
    gbs = (double)bytes / (now() - t0) / 1e9;
    if (gbs > best)
      best = gbs;
  }
  return best;
}

static void copy_row(const char *name, cl_command_queue q, void *dst, const void *s, size_t bytes,
                     cuportMemcpyKind kind, int reps)
{
  double raw = 0, cup = 0, x;
  int r;
  bandwidth(q, dst, s, bytes, kind, 0, 1); /* warm both paths */
  bandwidth(q, dst, s, bytes, kind, 1, 1);
  for (r = 0; r < reps; r++) { /* alternated, as for launches */
    if ((x = bandwidth(q, dst, s, bytes, kind, 1, 1)) > raw)
      raw = x;
    if ((x = bandwidth(q, dst, s, bytes, kind, 0, 1)) > cup)
      cup = x;
  }
  printf("%-24s %10.2f %10.2f %8.3f\n", name, raw, cup, cup / raw);
}

/* ref.cu's configuration: 132*8 blocks of 256 threads, 10 launches timed
   between two events, each after zeroing the accumulator. */
static void bench_reduce(float *in, size_t n, int reps)
{
  cuportProgram_t p;
  cuportKernel_t k;
  cuportEvent_t e0, e1;
  float *out, ms, best = 0, sum = 0;
  int count = (int)n, r, i;

  check(cuportRegisterProgram("bench/reduce.cl", reduce_src, &p), "register");
  check(cuportGetKernel(p, "reduce_shfl", &k), "kernel");
  check(cuportMalloc((void **)&out, sizeof(float)), "malloc");
  check(cuportEventCreate(&e0), "event");
  check(cuportEventCreate(&e1), "event");
  {
    float *ones = malloc(n * sizeof(float));
    for (i = 0; i < count; i++)
      ones[i] = 1.0f;
    check(cuportMemcpy(in, ones, n * sizeof(float), cuportMemcpyHostToDevice), "fill");
    free(ones);
  }
  for (r = 0; r < reps + 1; r++) {
    cuportArg args[] = {CUPORT_ARG_P(in), CUPORT_ARG_P(out), CUPORT_ARG_V(count)};
    check(cuportEventRecord(e0, NULL), "record");
    for (i = 0; i < 10; i++) {
      check(cuportMemsetAsync(out, 0, sizeof(float), NULL), "memset");
      check(cuportLaunchKernel(k, cuport_dim3(132 * 8, 1, 1), cuport_dim3(256, 1, 1), 0, NULL, 3,
                               args), "launch");
    }
    check(cuportEventRecord(e1, NULL), "record");
    check(cuportEventSynchronize(e1), "sync");
    check(cuportEventElapsedTime(&ms, e0, e1), "elapsed");
    if (r > 0 && (best == 0 || ms / 10 < best))
      best = ms / 10;
  }
  check(cuportMemcpy(&sum, out, sizeof sum, cuportMemcpyDeviceToHost), "result");
  printf("\ndevice header: reduce_shfl over %zu floats (ref.cu's kernel; ms per launch, best of %d)\n",
         n, reps);
  printf("%-24s %10.4f   (sum %.1f%s)\n", getenv("CUPORT_PORTABLE") ? "portable paths" : "selected paths",
         (double)best, (double)sum, getenv("CUPORT_PORTABLE") ? ", CUPORT_PORTABLE=1" : "");
  cuportEventDestroy(e0);
  cuportEventDestroy(e1);
  cuportFree(out);
}

int main(int argc, char **argv)
{
  size_t mib = argc > 1 ? (size_t)atoi(argv[1]) : 64, bytes = mib << 20;
  int launches = argc > 2 ? atoi(argv[2]) : 2000, reps = argc > 3 ? atoi(argv[3]) : 5;
  cuport_device *dev;
  cuportDeviceProp prop;
  cl_command_queue q;
  const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  float *a, *b, *c;
  char *d1, *d2, *pageable, *pinned;
  launch_time lc = {0, 0}, lr = {0, 0};
  cl_int err;

  check(cuportGetDeviceProperties(&prop, 0), "properties");
  check(cuportMalloc((void **)&a, bytes), "malloc");
  check(cuport_current(&dev), "device");
  q = clCreateCommandQueueWithProperties(dev->ctx, dev->id, props, &err);
  check_cl(err, "queue");
  printf("device: %s (%s, driver %s)\n", prop.name, prop.platformName, prop.driverVersion);
  check(cuportMalloc((void **)&b, bytes), "malloc");
  check(cuportMalloc((void **)&c, bytes), "malloc");
  check(cuportMemset(b, 0, bytes), "memset");
  check(cuportMemset(c, 0, bytes), "memset");

  bench_launches(dev, q, a, b, c, launches, reps, &lr, &lc);
  printf("\nlaunch overhead, %d launches of a 32-thread kernel (us per launch, best of %d)\n",
         launches, reps);
  printf("%-24s %10s %10s %8s\n", "", "raw OpenCL", "cuport", "ratio");
  printf("%-24s %10.2f %10.2f %8.3f\n", "host submit", lr.submit_us, lc.submit_us,
         lc.submit_us / lr.submit_us);
  printf("%-24s %10.2f %10.2f %8.3f\n", "submit + drain", lr.total_us, lc.total_us,
         lc.total_us / lr.total_us);

  d1 = (char *)b;
  d2 = (char *)c;
  pageable = malloc(bytes);
  memset(pageable, 1, bytes);
  check(cuportMallocHost((void **)&pinned, bytes), "pinned");
  memset(pinned, 1, bytes);
  printf("\ncopy bandwidth, %zu MiB (GB/s, best of %d)\n", mib, reps);
  printf("%-24s %10s %10s %8s\n", "", "raw OpenCL", "cuport", "ratio");
  copy_row("host->device pageable", q, d1, pageable, bytes, cuportMemcpyHostToDevice, reps);
  copy_row("device->host pageable", q, pageable, d1, bytes, cuportMemcpyDeviceToHost, reps);
  copy_row("host->device pinned", q, d1, pinned, bytes, cuportMemcpyHostToDevice, reps);
  copy_row("device->host pinned", q, pinned, d1, bytes, cuportMemcpyDeviceToHost, reps);
  copy_row("device->device", q, d2, d1, bytes, cuportMemcpyDeviceToDevice, reps);
  bench_reduce(b, bytes / sizeof(float), reps);
  clReleaseCommandQueue(q);
  cuportFreeHost(pinned);
  free(pageable);
  cuportFree(a);
  cuportFree(b);
  cuportFree(c);
  return 0;
}
