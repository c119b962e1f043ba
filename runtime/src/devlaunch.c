/*
 * devlaunch.c: launches from kernels (CUDA's dynamic parallelism) over OpenCL C 1.2,
 * which cannot enqueue from a kernel.  A kernel that launches takes a queue (the hidden
 * symbol CUPORT_LAUNCH_QUEUE) into which each of its `k<<<g, b, shmem, s>>>(args)` writes
 * a record: the kernel's number in its unit's table of device launch targets
 * (cuportProgramDeclareDeviceLaunches), the configuration and the arguments by value
 * (the layout is the device header's, "launches from kernels").  When such a launch is
 * issued, the runtime waits for the kernel, reads the records and launches each child on
 * the parent's stream, in the order of the records; a child that launches is drained the
 * same way before the next record, so a grid is complete only once its children are.
 *
 * Why at the launch and not at the next synchronisation: the children must run before
 * anything the program issues to the stream after the parent (CUDA's parent grid is not
 * complete before its children), and only the host can issue them; waiting later would
 * let a copy or a kernel issued after the parent overtake its children.  The price is that
 * such a launch blocks the host until its tree of grids has run.  This serialisation is
 * one CUDA 12 allows: a parent cannot wait for its children (device-side
 * cudaDeviceSynchronize is gone), children may run after their parent, launches of one
 * block into one stream run in order (depth first keeps that order with each launch's own
 * children), and launches into different streams may run in any order.
 *
 * Limits, with CUDA's errors: more than cudaLimitDevRuntimePendingLaunchCount launches
 * (default 2048) recorded by one grid, or records over the queue's bytes, are refused
 * (the kernel's cudaGetLastError says so) and the host launch returns
 * cudaErrorLaunchPendingCountExceeded once the rest ran; nesting deeper than CUDA's 24
 * levels gives cudaErrorLaunchMaxDepthExceeded.  A kernel that launches cannot be
 * captured into a graph (cudaErrorStreamCaptureUnsupported).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CUPORT_LAUNCH_QUEUE "cuport_launch_queue"
#define MAX_DEPTH 24
#define HEADER_WORDS 16 /* CUPORT_LAUNCH_QUEUE_WORDS of the device header */
#define DEFAULT_PENDING 2048

/* One queue per nesting level: the children of a level-d grid record into queue d+1 while
   the records of level d are already on the host. */
static pthread_mutex_t drain_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
  cuport_device *dev;
  void *q[MAX_DEPTH];
  size_t bytes[MAX_DEPTH];
} queues;
/* The calling thread's level: 0 outside a drain; the queue its next kernel takes. */
static __thread int depth;
static __thread void *current;

int cuport_arg_is_launch_queue(const cuportArg *a)
{
  return a->kind == CUPORT_ARG_SYMBOL && a->value &&
         strcmp((const char *)a->value, CUPORT_LAUNCH_QUEUE) == 0;
}

cl_int cuport_launch_queue(void **out)
{
  *out = current;
  return current ? CL_SUCCESS : CL_INVALID_OPERATION;
}

cuportError_t cuportProgramDeclareDeviceLaunches(cuportProgram_t program, unsigned int n,
                                                 const char *const *names)
{
  CUPORT_TRACE("cuportProgramDeclareDeviceLaunches(program=\"%s\", n=%u)",
               program ? program->name : "", n);
  if (!program || (n && !names))
    return cuport_fail(cuportErrorInvalidValue, "program or names is NULL");
  pthread_mutex_lock(&cuport_global_lock);
  program->launch_names = names;
  program->nlaunch_names = n;
  pthread_mutex_unlock(&cuport_global_lock);
  return cuportSuccess;
}

static int takes_queue(unsigned int nargs, const cuportArg *args)
{
  unsigned int i;

  for (i = 0; i < nargs; i++)
    if (cuport_arg_is_launch_queue(&args[i]))
      return 1;
  return 0;
}

static size_t pending_limit(cuport_device *dev)
{
  size_t n = dev->limit_set[cuportLimitDevRuntimePendingLaunchCount]
                 ? dev->limits[cuportLimitDevRuntimePendingLaunchCount]
                 : DEFAULT_PENDING;
  return n ? n : 1;
}

/* The queue of level d, emptied, on stream (before the kernel that takes it). */
static cuportError_t queue_ready(cuport_device *dev, int d, cuportStream_t stream)
{
  size_t limit = pending_limit(dev);
  size_t bytes = limit * 256 + ((size_t)64 << 10);
  cl_uint header[HEADER_WORDS];

  if (queues.dev != dev) { /* another device: its blocks belong to another context */
    int i;
    for (i = 0; i < MAX_DEPTH; i++)
      if (queues.q[i])
        cuportFree(queues.q[i]);
    memset(&queues, 0, sizeof queues);
    queues.dev = dev;
  }
  if (bytes > 0xfffffff0u)
    bytes = 0xfffffff0u;
  if (queues.bytes[d] < bytes) {
    if (queues.q[d])
      cuportFree(queues.q[d]);
    queues.q[d] = NULL;
    queues.bytes[d] = 0;
    if (cuportMalloc(&queues.q[d], HEADER_WORDS * 4 + bytes))
      return cuport_fail(cuportErrorMemoryAllocation, "no device memory for the queue of "
                         "launches from kernels (%zu bytes)", bytes);
    queues.bytes[d] = bytes;
  }
  memset(header, 0, sizeof header);
  header[2] = (cl_uint)queues.bytes[d];
  header[3] = (cl_uint)(limit > 0xffffffffu ? 0xffffffffu : limit);
  return cuportMemcpyAsync(queues.q[d], header, sizeof header, cuportMemcpyHostToDevice,
                           stream);
}

/* Launches the child a record describes: its kernel found by name from the parent's
   program, its own arguments from the record, its hidden ones as its unit declared them. */
static cuportError_t launch_record(struct cuportKernel *parent, const cl_uint *r,
                                   cuportStream_t stream)
{
  struct cuportProgram *prog = parent->prog;
  cl_uint id = r[1], nargs = r[9], i, off;
  const unsigned char *bytes = (const unsigned char *)r;
  unsigned int nsym = 0, n;
  const char *const *syms = NULL;
  int dynamic = 0;
  cuportKernel_t child;
  cuportArg *args;
  cuportDim3 grid = {r[2], r[3], r[4]}, block = {r[5], r[6], r[7]};
  cuportError_t e;

  if (id >= prog->nlaunch_names)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel '%s' launched kernel %u of "
                       "program '%s', which declares %u", parent->name, id, prog->name,
                       prog->nlaunch_names);
  if ((e = cuportGetKernel(prog, prog->launch_names[id], &child)))
    return e;
  cuportKernelGetHidden(child, &nsym, &syms, &dynamic);
  n = nargs + nsym + (dynamic ? 1 : 0);
  if (!(args = calloc(n ? n : 1, sizeof *args)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  off = (40u + 4u * nargs + 15u) & ~15u;
  for (i = 0; i < nargs; i++) {
    cl_uint size = r[10 + i] & 0x7fffffffu;
    args[i].kind = (r[10 + i] & 0x80000000u) ? CUPORT_ARG_POINTER : CUPORT_ARG_VALUE;
    args[i].size = args[i].kind == CUPORT_ARG_POINTER ? sizeof(void *) : size;
    args[i].value = bytes + off;
    off += (size + 15u) & ~15u;
  }
  for (i = 0; i < nsym; i++) {
    args[nargs + i].kind = CUPORT_ARG_SYMBOL;
    args[nargs + i].value = syms[i];
  }
  if (dynamic)
    args[n - 1].kind = CUPORT_ARG_LOCAL; /* size 0: the record's dynamic shared bytes */
  e = cuportLaunchKernel(child, grid, block, r[8], stream, n, args);
  free(args);
  return e;
}

/* After the kernel that took queue d ran: its records, launched in order. */
static cuportError_t drain(cuport_device *dev, struct cuportKernel *parent, int d,
                           cuportStream_t stream)
{
  cl_uint header[HEADER_WORDS];
  cl_uint *records = NULL;
  size_t used, at = 0, k;
  cuportError_t e;

  if ((e = cuportStreamSynchronize(stream)) ||
      (e = cuportMemcpy(header, queues.q[d], sizeof header, cuportMemcpyDeviceToHost)))
    return e;
  used = header[1] < header[2] ? header[1] : header[2];
  if (header[5] && used) {
    if (!(records = malloc(used)))
      return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
    e = cuportMemcpy(records, (char *)queues.q[d] + sizeof header, used,
                     cuportMemcpyDeviceToHost);
  }
  CUPORT_TRACE("kernel '%s' launched %u kernels (%u refused)", parent->name, header[5],
               header[4]);
  for (k = 0; !e && k < header[5] && at + 40 <= used; k++) {
    const cl_uint *r = records + at / 4;
    if (r[0] < 40 || r[0] % 16 || at + r[0] > used)
      e = cuport_fail(cuportErrorLaunchFailure, "kernel '%s' wrote a broken launch record",
                      parent->name);
    else
      e = launch_record(parent, r, stream);
    at += r[0];
  }
  free(records);
  if (!e && header[4])
    e = cuport_fail(cuportErrorLaunchPendingCountExceeded,
                    "kernel '%s' asked for %u launches from its threads; %u were refused "
                    "(cudaLimitDevRuntimePendingLaunchCount is %zu)", parent->name,
                    header[0], header[4], pending_limit(dev));
  return e;
}

cuportError_t cuport_devlaunch(cuport_device *dev, struct cuportKernel *kernel,
                               cuportStream_t stream, unsigned int nargs, const cuportArg *args,
                               cuportError_t (*launch)(void *ctx), void *ctx)
{
  cuportStreamCaptureStatus st = cuportStreamCaptureStatusNone;
  void *outer = current;
  cuportError_t e;
  int d = depth;

  if (!takes_queue(nargs, args))
    return launch(ctx);
  if (cuportStreamIsCapturing(stream, &st) == cuportSuccess &&
      st != cuportStreamCaptureStatusNone)
    return cuport_fail(cuportErrorStreamCaptureUnsupported, "kernel '%s' launches kernels "
                       "(dynamic parallelism), which cuport runs from the host after it: it "
                       "cannot be captured into a graph", kernel->name);
  if (d >= MAX_DEPTH)
    return cuport_fail(cuportErrorLaunchMaxDepthExceeded, "kernel '%s' would run at nesting "
                       "depth %d; CUDA allows %d", kernel->name, d + 1, MAX_DEPTH);
  if (d == 0)
    pthread_mutex_lock(&drain_lock);
  e = queue_ready(dev, d, stream);
  if (!e) {
    current = queues.q[d];
    e = launch(ctx);
    current = outer;
  }
  if (!e) {
    depth = d + 1;
    e = drain(dev, kernel, d, stream);
    depth = d;
  }
  if (d == 0)
    pthread_mutex_unlock(&drain_lock);
  return e;
}

void cuport_devlaunch_forget(cuport_device *dev)
{
  pthread_mutex_lock(&drain_lock);
  if (queues.dev == dev) /* the reset frees every allocation, the queues with them */
    memset(&queues, 0, sizeof queues);
  pthread_mutex_unlock(&drain_lock);
}
