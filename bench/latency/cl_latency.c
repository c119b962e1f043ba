/*
 * cl_latency.c: per-command latency of raw OpenCL mechanisms, no cuport.  The
 * candidates for what the runtime does for a launch, an 8-byte memset and an
 * 8-byte device-to-host read-back, each followed by a wait, on the same device
 * and with the same kernel as bench/latency/latency.cu.  Host wall clock,
 * microseconds per iteration (median of REPS runs of ITERS iterations).
 *
 *   gcc -O2 -std=c11 bench/latency/cl_latency.c -lOpenCL -o cl_latency
 *   ./cl_latency [platform-substring]        (default: the first GPU, else any device)
 *
 * Wait mechanisms (after the command, on an in-order queue):
 *   finish       clFinish(q)
 *   mk+wait      marker, clFlush, clWaitForEvents(marker)          (cuport today)
 *   ev+wait      the command's own event, clFlush, clWaitForEvents
 *   mk+poll      marker, clFlush, spin on CL_EVENT_COMMAND_EXECUTION_STATUS
 *   ev+poll      own event, clFlush, spin
 *   ev+poll/nf   own event, no clFlush, spin (a flush after 100 ms counts as a stall)
 *   ev+hyb       own event, clFlush, spin up to 20 us then clWaitForEvents
 */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cl_bench.h"

#define ITERS 2000
#define REPS 3

static cl_context ctx;
static cl_device_id dev;
static cl_command_queue qp, qn, q; /* profiled, not profiled, current */
static cl_kernel k_touch, k_fill8, k_copy8;
static double *d;                  /* coarse-grained SVM, 1024 doubles */
static cl_mem d_alias;             /* USE_HOST_PTR buffer over d, or NULL */
static cl_mem plain;               /* an ordinary cl_mem of 8 KiB */
static cl_mem pin_buf;             /* ALLOC_HOST_PTR, kept mapped at pin */
static double *pin;
static double *fine;               /* fine-grained SVM, or NULL */
static double host_pattern = 0.0;
static int stalls;

/* ------------------------------------------------------------------ waits */

enum wait_mode { W_FINISH, W_MK_WAIT, W_EV_WAIT, W_MK_POLL, W_EV_POLL, W_EV_POLL_NF, W_EV_HYB,
                 W_NONE, W_COUNT };
static const char *wait_names[] = {"finish", "mk+wait", "ev+wait", "mk+poll",
                                   "ev+poll", "ev+poll/nf", "ev+hyb", "none"};

static void spin(cl_event ev, int flushed, double limit_us)
{
  cl_int st = CL_QUEUED;
  double t0 = now_us();
  unsigned n = 0;

  for (;;) {
    CHECK(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    if (st <= CL_COMPLETE)
      break;
    if ((++n & 63) == 0) {
      double t = now_us() - t0;
      if (!flushed && t > 100000) {
        clFlush(q);
        flushed = 1;
        stalls++;
      }
      if (limit_us > 0 && t > limit_us) {
        CHECK(clWaitForEvents(1, &ev));
        break;
      }
    }
  }
}

/* Finishes a command enqueued with *ev (NULL if the mode needs no own event). */
static void wait_for(enum wait_mode m, cl_event ev)
{
  cl_event mk = NULL;

  switch (m) {
  case W_FINISH:
    CHECK(clFinish(q));
    break;
  case W_MK_WAIT:
    CHECK(clEnqueueMarkerWithWaitList(q, 0, NULL, &mk));
    CHECK(clFlush(q));
    CHECK(clWaitForEvents(1, &mk));
    break;
  case W_EV_WAIT:
    CHECK(clFlush(q));
    CHECK(clWaitForEvents(1, &ev));
    break;
  case W_MK_POLL:
    CHECK(clEnqueueMarkerWithWaitList(q, 0, NULL, &mk));
    CHECK(clFlush(q));
    spin(mk, 1, 0);
    break;
  case W_EV_POLL:
    CHECK(clFlush(q));
    spin(ev, 1, 0);
    break;
  case W_EV_POLL_NF:
    spin(ev, 0, 0);
    break;
  case W_EV_HYB:
    CHECK(clFlush(q));
    spin(ev, 1, 20);
    break;
  default:
    break;
  }
  if (mk)
    clReleaseEvent(mk);
  if (ev)
    clReleaseEvent(ev);
}

static int needs_event(enum wait_mode m)
{
  return m == W_EV_WAIT || m == W_EV_POLL || m == W_EV_POLL_NF || m == W_EV_HYB;
}

/* --------------------------------------------------------------- commands */

static void launch(cl_kernel k, size_t global, cl_event *ev)
{
  size_t local = global < 256 ? global : 256;
  CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, ev));
}

static void cmd_touch(cl_event *ev) { launch(k_touch, 1024, ev); }

/* The same launch with both arguments set again first, as a runtime does per launch. */
static void cmd_touch_args(cl_event *ev)
{
  int nn = 1024;
  CHECK(clSetKernelArgSVMPointer(k_touch, 0, d));
  CHECK(clSetKernelArg(k_touch, 1, sizeof nn, &nn));
  launch(k_touch, 1024, ev);
}

typedef void (*cmd_fn)(cl_event *ev);

/* 8-byte memsets of d[0] */
static void set_svmfill8(cl_event *ev)
{
  static const double z = 0;
  CHECK(clEnqueueSVMMemFill(q, d, &z, 8, 8, 0, NULL, ev));
}
static void set_svmfill4(cl_event *ev)
{
  static const cl_uint z = 0;
  CHECK(clEnqueueSVMMemFill(q, d, &z, 4, 8, 0, NULL, ev));
}
static void set_svmfill1(cl_event *ev)
{
  static const unsigned char z = 0;
  CHECK(clEnqueueSVMMemFill(q, d, &z, 1, 8, 0, NULL, ev));
}
static void set_fillbuf_alias(cl_event *ev)
{
  static const double z = 0;
  CHECK(clEnqueueFillBuffer(q, d_alias, &z, 8, 0, 8, 0, NULL, ev));
}
static void set_fillbuf_plain(cl_event *ev)
{
  static const double z = 0;
  CHECK(clEnqueueFillBuffer(q, plain, &z, 8, 0, 8, 0, NULL, ev));
}
static void set_kernel(cl_event *ev) { launch(k_fill8, 1, ev); }
static void set_copy_pinned(cl_event *ev)
{
  CHECK(clEnqueueSVMMemcpy(q, CL_FALSE, d, pin + 8, 8, 0, NULL, ev));
}
static void set_copy_pageable(cl_event *ev)
{
  CHECK(clEnqueueSVMMemcpy(q, CL_FALSE, d, &host_pattern, 8, 0, NULL, ev));
}

/* ------------------------------------------------------------- measuring */

typedef struct row {
  char name[64];
  double us[W_COUNT];
} row;

static row rows[64];
static int nrows;

static double median3(double a, double b, double c)
{
  if (a > b) { double t = a; a = b; b = t; }
  if (b > c) { double t = b; b = c; c = t; }
  if (a > b) { double t = a; a = b; b = t; }
  return b;
}

typedef void (*iter_fn)(void *ctx);

static double timeit(iter_fn f, void *c)
{
  double r[REPS];
  int rep, i;

  for (i = 0; i < 200 && !stalls; i++)
    f(c);
  for (rep = 0; rep < REPS; rep++) {
    double t0 = now_us();
    for (i = 0; i < ITERS && !stalls; i++)
      f(c);
    r[rep] = (now_us() - t0) / ITERS;
  }
  return median3(r[0], r[1], r[2]);
}

typedef struct cw {
  cmd_fn cmd;
  enum wait_mode m;
} cw;

static void iter_cmd_wait(void *p)
{
  cw *c = p;
  cl_event ev = NULL;
  c->cmd(needs_event(c->m) ? &ev : NULL);
  wait_for(c->m, ev);
}

static void measure_cmd(const char *name, cmd_fn cmd, const int *modes, int nmodes)
{
  row *r = &rows[nrows++];
  int i;

  snprintf(r->name, sizeof r->name, "%s", name);
  for (i = 0; i < W_COUNT; i++)
    r->us[i] = -1;
  for (i = 0; i < nmodes; i++) {
    cw c = {cmd, (enum wait_mode)modes[i]};
    stalls = 0;
    r->us[modes[i]] = timeit(iter_cmd_wait, &c);
    if (stalls)
      r->us[modes[i]] = -2;
  }
}

static void print_rows(const char *title)
{
  int i, m;

  printf("\n### %s\n\n| command |", title);
  for (m = 0; m < W_NONE; m++)
    printf(" %s |", wait_names[m]);
  printf("\n|---|");
  for (m = 0; m < W_NONE; m++)
    printf("---|");
  printf("\n");
  for (i = 0; i < nrows; i++) {
    printf("| %s |", rows[i].name);
    for (m = 0; m < W_NONE; m++) {
      if (rows[i].us[m] == -1)
        printf(" - |");
      else if (rows[i].us[m] == -2)
        printf(" stall |");
      else
        printf(" %.2f |", rows[i].us[m]);
    }
    printf("\n");
  }
  nrows = 0;
  fflush(stdout);
}

/* ------------------------------------------------------------- read-backs */

static double h; /* overwritten; the pageable destination lives on the stack below */

typedef struct rb {
  int method;
  double *dst;
} rb;

enum { RB_BLOCKING, RB_EV_WAIT, RB_EV_POLL, RB_FINISH, RB_PIN_POLL, RB_PIN_WAIT, RB_PIN_FINISH,
       RB_PIN_HYB, RB_FINE_POLL, RB_MAP, RB_MAP_NOWAIT_UNMAP, RB_READBUF_ALIAS,
       RB_READBUF_ALIAS_PIN_POLL, RB_KERNEL_PIN_POLL, RB_COUNT };
static const char *rb_names[] = {
    "SVMMemcpy blocking (CL_TRUE)",
    "SVMMemcpy async + ev+wait",
    "SVMMemcpy async + ev+poll",
    "SVMMemcpy async + clFinish",
    "SVMMemcpy to pinned staging + ev+poll + memcpy",
    "SVMMemcpy to pinned staging + ev+wait + memcpy",
    "SVMMemcpy to pinned staging + clFinish + memcpy",
    "SVMMemcpy to pinned staging + ev+hyb + memcpy",
    "SVMMemcpy to fine-grained SVM staging + ev+poll + memcpy",
    "SVMMap blocking + memcpy + SVMUnmap + ev+poll",
    "SVMMap blocking + memcpy + SVMUnmap (not waited)",
    "ReadBuffer(alias of SVM) blocking",
    "ReadBuffer(alias) to pinned + ev+poll + memcpy",
    "copy kernel to pinned buffer + ev+poll + memcpy",
};

static void readback(int method, double *dst)
{
  cl_event ev = NULL;

  switch (method) {
  case RB_BLOCKING:
    CHECK(clEnqueueSVMMemcpy(q, CL_TRUE, dst, d, 8, 0, NULL, NULL));
    break;
  case RB_EV_WAIT:
    CHECK(clEnqueueSVMMemcpy(q, CL_FALSE, dst, d, 8, 0, NULL, &ev));
    wait_for(W_EV_WAIT, ev);
    break;
  case RB_EV_POLL:
    CHECK(clEnqueueSVMMemcpy(q, CL_FALSE, dst, d, 8, 0, NULL, &ev));
    wait_for(W_EV_POLL, ev);
    break;
  case RB_FINISH:
    CHECK(clEnqueueSVMMemcpy(q, CL_FALSE, dst, d, 8, 0, NULL, NULL));
    wait_for(W_FINISH, NULL);
    break;
  case RB_PIN_POLL:
  case RB_PIN_WAIT:
  case RB_PIN_FINISH:
  case RB_PIN_HYB:
    CHECK(clEnqueueSVMMemcpy(q, CL_FALSE, pin, d, 8, 0, NULL,
                             method == RB_PIN_FINISH ? NULL : &ev));
    wait_for(method == RB_PIN_POLL   ? W_EV_POLL
             : method == RB_PIN_WAIT ? W_EV_WAIT
             : method == RB_PIN_HYB  ? W_EV_HYB
                                     : W_FINISH, ev);
    memcpy(dst, pin, 8);
    break;
  case RB_FINE_POLL:
    CHECK(clEnqueueSVMMemcpy(q, CL_FALSE, fine, d, 8, 0, NULL, &ev));
    wait_for(W_EV_POLL, ev);
    memcpy(dst, fine, 8);
    break;
  case RB_MAP:
  case RB_MAP_NOWAIT_UNMAP:
    CHECK(clEnqueueSVMMap(q, CL_TRUE, CL_MAP_READ, d, 8, 0, NULL, NULL));
    memcpy(dst, d, 8);
    CHECK(clEnqueueSVMUnmap(q, d, 0, NULL, method == RB_MAP ? &ev : NULL));
    if (method == RB_MAP)
      wait_for(W_EV_POLL, ev);
    else
      clFlush(q);
    break;
  case RB_READBUF_ALIAS:
    CHECK(clEnqueueReadBuffer(q, d_alias, CL_TRUE, 0, 8, dst, 0, NULL, NULL));
    break;
  case RB_READBUF_ALIAS_PIN_POLL:
    CHECK(clEnqueueReadBuffer(q, d_alias, CL_FALSE, 0, 8, pin, 0, NULL, &ev));
    wait_for(W_EV_POLL, ev);
    memcpy(dst, pin, 8);
    break;
  case RB_KERNEL_PIN_POLL:
    launch(k_copy8, 1, &ev);
    wait_for(W_EV_POLL, ev);
    memcpy(dst, pin, 8);
    break;
  }
}

static int rb_available(int m)
{
  if (m == RB_FINE_POLL)
    return fine != NULL;
  if (m == RB_READBUF_ALIAS || m == RB_READBUF_ALIAS_PIN_POLL)
    return d_alias != NULL;
  return 1;
}

static void iter_readback(void *p)
{
  rb *c = p;
  readback(c->method, c->dst);
}

/* One solver step: memset d[0], touch, read d[0] back, wait.  The read-back
   checks the value (touch adds 1 to the zeroed d[0]). */
typedef struct step {
  cmd_fn set;
  int rb_method;
  int bad;
} step;

static void iter_step(void *p)
{
  step *c = p;
  double v = -1;
  c->set(NULL);
  cmd_touch(NULL);
  readback(c->rb_method, &v);
  if (v != 1.0)
    c->bad++;
}

/* -------------------------------------------------------------- set-up */

static const char *src =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void touch(__global double *p, int n)\n"
    "{ int i = get_global_id(0); if (i < n) p[i] += 1.0; }\n"
    "__kernel void fill8(__global ulong *p, ulong v, uint n)\n"
    "{ uint i = get_global_id(0); if (i < n) p[i] = v; }\n"
    "__kernel void copy8(__global ulong *dst, __global const ulong *src, uint n)\n"
    "{ uint i = get_global_id(0); if (i < n) dst[i] = src[i]; }\n";

static void pick_device(const char *want)
{
  cl_platform_id plats[16];
  cl_uint np = 0, i;

  CHECK(clGetPlatformIDs(16, plats, &np));
  for (int pass = 0; pass < 2; pass++)
    for (i = 0; i < np; i++) {
      char name[256];
      clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
      if (want && !strstr(name, want))
        continue;
      if (clGetDeviceIDs(plats[i], pass == 0 ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL, 1, &dev,
                         NULL) == CL_SUCCESS) {
        char dn[256], dv[256], pv[256];
        clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dn, dn, NULL);
        clGetDeviceInfo(dev, CL_DRIVER_VERSION, sizeof dv, dv, NULL);
        clGetPlatformInfo(plats[i], CL_PLATFORM_VERSION, sizeof pv, pv, NULL);
        printf("device: %s (%s), driver %s\n", dn, pv, dv);
        return;
      }
    }
  fprintf(stderr, "no device\n");
  exit(1);
}

int main(int argc, char **argv)
{
  cl_int err;
  cl_program prog;
  cl_device_svm_capabilities svm = 0;
  cl_uint n = 1;
  cl_ulong zero = 0;
  int i;

  setvbuf(stdout, NULL, _IOLBF, 0);
  pick_device(argc > 1 ? argv[1] : NULL);
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CHECK(err);
  {
    cl_queue_properties pp[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    qp = clCreateCommandQueueWithProperties(ctx, dev, pp, &err);
    CHECK(err);
    qn = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
    CHECK(err);
  }
  q = qp;
  clGetDeviceInfo(dev, CL_DEVICE_SVM_CAPABILITIES, sizeof svm, &svm, NULL);
  printf("svm capabilities: coarse %d fine-buffer %d fine-system %d atomics %d\n",
         !!(svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER), !!(svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER),
         !!(svm & CL_DEVICE_SVM_FINE_GRAIN_SYSTEM), !!(svm & CL_DEVICE_SVM_ATOMICS));
  prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  CHECK(err);
  CHECK(clBuildProgram(prog, 1, &dev, "-cl-std=CL1.2", NULL, NULL));
  k_touch = clCreateKernel(prog, "touch", &err);
  CHECK(err);
  k_fill8 = clCreateKernel(prog, "fill8", &err);
  CHECK(err);
  k_copy8 = clCreateKernel(prog, "copy8", &err);
  CHECK(err);

  d = clSVMAlloc(ctx, CL_MEM_READ_WRITE, 1024 * sizeof(double), 256);
  if (!d)
    d = clSVMAlloc(ctx, CL_MEM_READ_WRITE, 1024 * sizeof(double), 0);
  if (!d) {
    fprintf(stderr, "no SVM\n");
    return 1;
  }
  CHECK(clEnqueueSVMMemFill(q, d, &zero, 8, 1024 * sizeof(double), 0, NULL, NULL));
  CHECK(clFinish(q));
  d_alias = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, 1024 * sizeof(double), d,
                           &err);
  printf("USE_HOST_PTR buffer over coarse SVM: %s (%d)\n", d_alias ? "created" : "refused", err);
  plain = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 8192, NULL, &err);
  CHECK(err);
  pin_buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, 4096, NULL, &err);
  CHECK(err);
  pin = clEnqueueMapBuffer(q, pin_buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, 4096, 0, NULL, NULL,
                           &err);
  CHECK(err);
  memset(pin, 0, 4096);
  if (svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER)
    fine = clSVMAlloc(ctx, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, 4096, 0);
  printf("fine-grained SVM staging: %s\n", fine ? "yes" : "no");

  CHECK(clSetKernelArgSVMPointer(k_touch, 0, d));
  {
    int nn = 1024;
    CHECK(clSetKernelArg(k_touch, 1, sizeof nn, &nn));
  }
  CHECK(clSetKernelArgSVMPointer(k_fill8, 0, d));
  CHECK(clSetKernelArg(k_fill8, 1, sizeof zero, &zero));
  CHECK(clSetKernelArg(k_fill8, 2, sizeof n, &n));
  CHECK(clSetKernelArg(k_copy8, 0, sizeof pin_buf, &pin_buf));
  CHECK(clSetKernelArgSVMPointer(k_copy8, 1, d));
  CHECK(clSetKernelArg(k_copy8, 2, sizeof n, &n));

  /* API costs with nothing to wait for */
  {
    double t0, t1;
    cl_event mk;
    cl_int st;
    CHECK(clFinish(q));
    t0 = now_us();
    for (i = 0; i < ITERS; i++)
      clFlush(q);
    t1 = now_us();
    printf("\nclFlush on an idle queue: %.3f us\n", (t1 - t0) / ITERS);
    CHECK(clEnqueueMarkerWithWaitList(q, 0, NULL, &mk));
    CHECK(clFinish(q));
    t0 = now_us();
    for (i = 0; i < ITERS * 10; i++)
      clGetEventInfo(mk, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL);
    t1 = now_us();
    printf("clGetEventInfo(status) of a complete event: %.3f us\n", (t1 - t0) / (ITERS * 10));
    t0 = now_us();
    for (i = 0; i < ITERS; i++)
      clWaitForEvents(1, &mk);
    t1 = now_us();
    printf("clWaitForEvents of a complete event: %.3f us\n", (t1 - t0) / ITERS);
    clReleaseEvent(mk);
    t0 = now_us();
    for (i = 0; i < ITERS; i++)
      clFinish(q);
    t1 = now_us();
    printf("clFinish of an idle queue: %.3f us\n", (t1 - t0) / ITERS);
    t0 = now_us();
    for (i = 0; i < ITERS; i++) {
      CHECK(clEnqueueMarkerWithWaitList(q, 0, NULL, &mk));
      clReleaseEvent(mk);
    }
    t1 = now_us();
    CHECK(clFinish(q));
    printf("clEnqueueMarkerWithWaitList + release (not waited): %.3f us\n", (t1 - t0) / ITERS);
    for (int pq = 0; pq < 2; pq++) {
      q = pq ? qn : qp;
      CHECK(clFinish(q));
      t0 = now_us();
      for (i = 0; i < ITERS; i++)
        cmd_touch(NULL);
      t1 = now_us();
      CHECK(clFinish(q));
      printf("enqueue of the touch kernel, no event, %s queue: %.3f us (throughput incl. "
             "finish %.3f)\n", pq ? "plain" : "profiled", (t1 - t0) / ITERS,
             (now_us() - t0) / ITERS);
      t0 = now_us();
      for (i = 0; i < ITERS; i++) {
        cl_event e2;
        cmd_touch(&e2);
        clReleaseEvent(e2);
      }
      t1 = now_us();
      CHECK(clFinish(q));
      printf("enqueue of the touch kernel, with event, %s queue: %.3f us\n",
             pq ? "plain" : "profiled", (t1 - t0) / ITERS);
    }
    q = qp;
  }

  {
    const int all[] = {W_FINISH, W_MK_WAIT, W_EV_WAIT, W_MK_POLL, W_EV_POLL, W_EV_POLL_NF,
                       W_EV_HYB};
    const int some[] = {W_FINISH, W_MK_WAIT, W_EV_WAIT, W_MK_POLL, W_EV_POLL, W_EV_HYB};
    for (int pq = 0; pq < 2; pq++) {
      q = pq ? qn : qp;
      measure_cmd("touch kernel (4x256)", cmd_touch, all, 7);
      measure_cmd("touch kernel, args set each launch", cmd_touch_args, some, 6);
      measure_cmd("memset 8 B: SVMMemFill pattern 8", set_svmfill8, some, 6);
      measure_cmd("memset 8 B: SVMMemFill pattern 4", set_svmfill4, some, 6);
      measure_cmd("memset 8 B: SVMMemFill pattern 1", set_svmfill1, some, 6);
      if (d_alias)
        measure_cmd("memset 8 B: FillBuffer on USE_HOST_PTR alias of SVM", set_fillbuf_alias,
                    some, 6);
      measure_cmd("memset 8 B: FillBuffer on a plain cl_mem", set_fillbuf_plain, some, 6);
      measure_cmd("memset 8 B: fill kernel (1 work-item)", set_kernel, some, 6);
      measure_cmd("memset 8 B: SVMMemcpy from pinned pattern", set_copy_pinned, some, 6);
      measure_cmd("memset 8 B: SVMMemcpy from pageable pattern", set_copy_pageable, some, 6);
      print_rows(pq ? "command + wait, us per iteration, queue WITHOUT profiling"
                    : "command + wait, us per iteration, profiling-enabled queue");
    }
    q = qp;
  }

  {
    double stack_dst = 0;
    printf("\n### 8-byte device-to-host read into a pageable stack variable, us per iteration\n\n"
           "| mechanism | profiled queue | plain queue | value ok |\n|---|---|---|---|\n");
    for (int m = 0; m < RB_COUNT; m++) {
      double t[2];
      int ok = 1;
      if (!rb_available(m)) {
        printf("| %s | n/a | n/a | |\n", rb_names[m]);
        continue;
      }
      for (int pq = 0; pq < 2; pq++) {
        rb c = {m, &stack_dst};
        double v = 42.0 + m + pq;
        q = pq ? qn : qp;
        CHECK(clEnqueueSVMMemcpy(q, CL_TRUE, d, &v, 8, 0, NULL, NULL));
        t[pq] = timeit(iter_readback, &c);
        ok &= stack_dst == v;
        CHECK(clFinish(q));
      }
      printf("| %s | %.2f | %.2f | %s |\n", rb_names[m], t[0], t[1], ok ? "yes" : "NO");
    }
    q = qp;
  }

  {
    struct {
      const char *name;
      cmd_fn set;
      int rb;
      int wait_after; /* extra marker+wait after the read-back, as cuport's StreamSynchronize */
    } steps[] = {
        {"SVMMemFill + touch + SVMMemcpy ev+wait + mk+wait (cuport today)", set_svmfill4,
         RB_EV_WAIT, W_MK_WAIT},
        {"SVMMemFill + touch + SVMMemcpy ev+wait", set_svmfill4, RB_EV_WAIT, W_NONE},
        {"SVMMemFill + touch + SVMMemcpy ev+poll", set_svmfill4, RB_EV_POLL, W_NONE},
        {"SVMMemFill + touch + pinned staging ev+poll", set_svmfill4, RB_PIN_POLL, W_NONE},
        {"SVMMemFill + touch + pinned staging ev+hyb", set_svmfill4, RB_PIN_HYB, W_NONE},
        {"SVMMemFill + touch + pinned staging clFinish", set_svmfill4, RB_PIN_FINISH, W_NONE},
        {"fill kernel + touch + pinned staging ev+poll", set_kernel, RB_PIN_POLL, W_NONE},
        {"fill kernel + touch + copy kernel to pinned ev+poll", set_kernel, RB_KERNEL_PIN_POLL,
         W_NONE},
        {"SVMMemFill + touch + SVMMap/Unmap ev+poll", set_svmfill4, RB_MAP, W_NONE},
        {"SVMMemFill + touch + fine SVM staging ev+poll", set_svmfill4, RB_FINE_POLL, W_NONE},
    };
    printf("\n### solver step: memset 8 B, touch, read 8 B back, wait; us per iteration\n\n"
           "| mechanism | profiled queue | plain queue | value ok |\n|---|---|---|---|\n");
    for (size_t s = 0; s < sizeof steps / sizeof steps[0]; s++) {
      double t[2];
      int bad = 0;
      if (!rb_available(steps[s].rb)) {
        printf("| %s | n/a | n/a | |\n", steps[s].name);
        continue;
      }
      for (int pq = 0; pq < 2; pq++) {
        step c = {steps[s].set, steps[s].rb, 0};
        q = pq ? qn : qp;
        if (steps[s].wait_after == W_NONE) {
          t[pq] = timeit(iter_step, &c);
        } else {
          /* read-back then a separate marker wait */
          double r[REPS];
          for (int rep = 0; rep < REPS; rep++) {
            double t0 = now_us();
            for (i = 0; i < ITERS; i++) {
              iter_step(&c);
              wait_for(steps[s].wait_after, NULL);
            }
            r[rep] = (now_us() - t0) / ITERS;
          }
          t[pq] = median3(r[0], r[1], r[2]);
        }
        bad += c.bad;
      }
      printf("| %s | %.2f | %.2f | %s |\n", steps[s].name, t[0], t[1], bad ? "NO" : "yes");
    }
  }
  (void)h;
  printf("\nPASS\n");
  return 0;
}
