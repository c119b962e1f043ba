/*
 * copies.c: graph replay and the runtime's fill and copy kernels against the paths
 * they replace, in one run on one device.
 *  - graphs: a chain of K small kernels (and a graph of K/2 two-kernel branches), per
 *    kernel: issued directly (cuportLaunchKernel), replayed node by node
 *    (CUPORT_COMMAND_BUFFER=0 at instantiation) and replayed from its recording
 *    (cl_khr_command_buffer, where the device has it); wall time per kernel, queue
 *    drained after every R launches of the graph;
 *  - memset and device-to-device copy by size: clEnqueueSVMMemFill/Memcpy against the
 *    runtime's kernels (blit.c) on the same queue, GB/s (memset: bytes written; copy:
 *    bytes read plus written, as CUDA's bandwidthTest counts them).
 * Each figure is the best of several repetitions.
 * Usage: cuport_bench_copies [kernels per graph (20)] [graph launches (200)] [max MiB (256)]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"
#include "bench_util.h"

static const char bump_src[] =
    "__kernel void bump(__global float *a, float s, int n) {\n"
    "  int i = get_global_id(0); if (i < n) a[i] = a[i] * s + 1.0f; }\n";

#define REPS 5
#define ELEMS 4096


static cuportKernel_t bump;
static float *bufs[64];

static void launch(int i, cuportStream_t s)
{
  float scale = 1.0f;
  int n = ELEMS;
  cuportArg args[] = {CUPORT_ARG_P(bufs[i % 64]), CUPORT_ARG_V(scale), CUPORT_ARG_V(n)};
  check(cuportLaunchKernel(bump, cuport_dim3(ELEMS / 128, 1, 1), cuport_dim3(128, 1, 1), 0, s,
                           3, args),
        "launch");
}

/* A graph of k kernels: a chain, or (branches) k/2 independent chains of two. */
static cuportGraphExec_t make_graph(int k, int branches, const char *use_rec)
{
  cuportGraph_t g;
  cuportGraphExec_t x;
  cuportStream_t s;
  int i;

  check(cuportStreamCreate(&s), "stream");
  check(cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal), "capture");
  if (!branches) {
    for (i = 0; i < k; i++)
      launch(i, s);
  } else {
    cuportStream_t side[32];
    cuportEvent_t fork, join[32];
    int b, nb = k / 2 < 32 ? k / 2 : 32;
    check(cuportEventCreate(&fork), "event");
    check(cuportEventRecord(fork, s), "record");
    for (b = 0; b < nb; b++) {
      check(cuportStreamCreate(&side[b]), "stream");
      check(cuportEventCreate(&join[b]), "event");
      check(cuportStreamWaitEvent(side[b], fork, 0), "wait");
      launch(2 * b, side[b]);
      launch(2 * b + 1, side[b]);
      check(cuportEventRecord(join[b], side[b]), "record");
    }
    for (b = 0; b < nb; b++)
      check(cuportStreamWaitEvent(s, join[b], 0), "join");
  }
  check(cuportStreamEndCapture(s, &g), "end capture");
  setenv("CUPORT_COMMAND_BUFFER", use_rec, 1);
  check(cuportGraphInstantiate(&x, g, 0), "instantiate");
  check(cuportGraphDestroy(g), "destroy");
  return x;
}

/* Best wall time per kernel (us) of r launches of x (or, x NULL, r * k direct launches). */
static double per_kernel(cuportGraphExec_t x, int k, int r, cuportStream_t s)
{
  double best = 1e30;
  int rep, i, j;

  for (rep = 0; rep < REPS; rep++) {
    double t0 = now(), t;
    for (i = 0; i < r; i++) {
      if (x)
        check(cuportGraphLaunch(x, s), "graph launch");
      else
        for (j = 0; j < k; j++)
          launch(j, s);
    }
    check(cuportStreamSynchronize(s), "sync");
    t = (now() - t0) / ((double)r * k) * 1e6;
    best = t < best ? t : best;
  }
  return best;
}

static void graphs(int k, int r)
{
  cuportStream_t s;
  cuport_device *dev;
  int branches;

  check(cuportStreamCreate(&s), "stream");
  check(cuport_current(&dev), "device");
  printf("graph replay, us per kernel (%d kernels of %d elements per graph, %d launches; "
         "command buffers: %s)\n", k, ELEMS, r,
         cuport_cmdbuf_supported(dev) ? "yes" : "no");
  printf("%-22s %10s %12s %12s %8s\n", "graph", "direct", "node loop", "recorded",
         "rec/dir");
  for (branches = 0; branches < 2; branches++) {
    cuportGraphExec_t loop = make_graph(k, branches, "0"), rec = make_graph(k, branches, "1");
    double d, l, c;
    per_kernel(rec, k, 2, s); /* warm: builds, records */
    per_kernel(loop, k, 2, s);
    d = per_kernel(NULL, k, r, s);
    l = per_kernel(loop, k, r, s);
    c = per_kernel(rec, k, r, s);
    printf("%-22s %10.2f %12.2f %12.2f %8.2f\n", branches ? "branches of two" : "chain", d, l,
           c, c / d);
    check(cuportGraphExecDestroy(loop), "destroy");
    check(cuportGraphExecDestroy(rec), "destroy");
  }
  check(cuportStreamDestroy(s), "stream");
}

/* Best GB/s of a fill (src NULL) or copy of n bytes, by the OpenCL call or the kernel. */
static double rate(cuport_device *dev, cl_command_queue q, char *dst, char *src, size_t n,
                   int kernel)
{
  double best = 0;
  int rep, i, iters = n <= (1u << 20) ? 50 : n <= (64u << 20) ? 10 : 3;
  unsigned char zero = 0;
  cuport_blit b;

  for (rep = 0; rep < REPS; rep++) {
    double t0 = now(), t;
    for (i = 0; i < iters; i++) {
      cl_int err;
      pthread_mutex_lock(&dev->lock);
      if (!kernel)
        err = src ? clEnqueueSVMMemcpy(q, CL_FALSE, dst, src, n, 0, NULL, NULL)
                  : clEnqueueSVMMemFill(q, dst, &zero, 1, n, 0, NULL, NULL);
      else if ((err = src ? cuport_blit_prepare_copy(dev, dst, src, n, &b)
                          : cuport_blit_prepare_fill(dev, dst, &zero, 1, n, &b)) == CL_SUCCESS)
        err = cuport_blit_enqueue(q, &b, 0, NULL, NULL);
      pthread_mutex_unlock(&dev->lock);
      check_cl(err, kernel ? "runtime kernel" : "OpenCL call");
    }
    check_cl(clFinish(q), "finish");
    t = now() - t0;
    t = (double)n * (src ? 2 : 1) * iters / t / 1e9;
    best = t > best ? t : best;
  }
  return best;
}

static void transfers(size_t max_mib)
{
  cuport_device *dev;
  char *a, *b;
  size_t n, max = max_mib << 20;

  check(cuport_current(&dev), "device");
  check_cl(cuport_blit_ready(dev), "the runtime's kernels");
  check(cuportMalloc((void **)&a, max), "malloc");
  check(cuportMalloc((void **)&b, max), "malloc");
  printf("\nmemset and device-to-device copy, GB/s (copy: read + written); runtime default: %s\n",
         cuport_blit_wanted(dev) ? "kernel" : "OpenCL call");
  printf("%10s %12s %12s %7s %12s %12s %7s\n", "bytes", "fill call", "fill kernel", "ratio",
         "copy call", "copy kernel", "ratio");
  for (n = 4096; n <= max; n *= 4) {
    cl_command_queue q = dev->legacy->q;
    double fc = rate(dev, q, a, NULL, n, 0), fk = rate(dev, q, a, NULL, n, 1);
    double cc = rate(dev, q, a, b, n, 0), ck = rate(dev, q, a, b, n, 1);
    printf("%10zu %12.2f %12.2f %7.2f %12.2f %12.2f %7.2f\n", n, fc, fk, fk / fc, cc, ck,
           ck / cc);
  }
  check(cuportFree(a), "free");
  check(cuportFree(b), "free");
}

int main(int argc, char **argv)
{
  int k = argc > 1 ? atoi(argv[1]) : 20, r = argc > 2 ? atoi(argv[2]) : 200, i;
  size_t max = argc > 3 ? (size_t)atoi(argv[3]) : 256;
  cuportDeviceProp p;

  check(cuportGetDeviceProperties(&p, 0), "properties");
  printf("device: %s\n", p.name);
  {
    cuportProgram_t prog;
    check(cuportRegisterProgram("bench_copies", bump_src, &prog), "register");
    check(cuportGetKernel(prog, "bump", &bump), "kernel");
  }
  {
    static const cuportArgKind kinds[] = {CUPORT_ARG_POINTER, CUPORT_ARG_VALUE, CUPORT_ARG_VALUE};
    static const size_t sizes[] = {sizeof(float *), sizeof(float), sizeof(int)};
    check(cuportKernelDescribe(bump, 3, kinds, sizes, 0, NULL, 0), "describe");
  }
  for (i = 0; i < 64; i++) {
    check(cuportMalloc((void **)&bufs[i], ELEMS * sizeof(float)), "malloc");
    check(cuportMemset(bufs[i], 0, ELEMS * sizeof(float)), "memset");
  }
  graphs(k, r);
  transfers(max);
  return 0;
}
