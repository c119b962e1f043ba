/*
 * launch.c: cuportLaunchKernel, the <<<grid, block, shared, stream>>> of
 * migrated programs.  It checks the configuration the way CUDA does (same
 * codes for the same mistakes), sets each typed argument (values, SVM
 * pointers, __local buffers, symbol pointers), hands the kernel the list of
 * live SVM blocks when that list changed since the kernel last got it (on
 * devices that need it, see wants_svm_list), and
 * enqueues an NDRange of grid*block work-items in work-groups of block.  A
 * kernel that synchronises its grid (cuport_grid_sync of the device header)
 * takes the stream's barrier counter as the symbol CUPORT_GRID_BARRIER, and
 * runs only with a grid whose work-groups can all run at once (cuport_coresident).  The
 * whole sequence after validation runs under the device lock, so concurrent
 * launches of one kernel from several threads cannot mix arguments.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static cuportError_t check_config(const cuport_device *dev, cuportDim3 grid, cuportDim3 block)
{
  unsigned long long threads = (unsigned long long)block.x * block.y * block.z;

  if (!grid.x || !grid.y || !grid.z || !block.x || !block.y || !block.z)
    return cuport_fail(cuportErrorInvalidConfiguration,
                       "grid (%u,%u,%u) or block (%u,%u,%u) has a zero dimension", grid.x, grid.y,
                       grid.z, block.x, block.y, block.z);
  if (threads > dev->max_wg)
    return cuport_fail(cuportErrorInvalidConfiguration,
                       "block (%u,%u,%u) has %llu threads; device '%s' allows %zu", block.x,
                       block.y, block.z, threads, dev->name, dev->max_wg);
  if (block.x > dev->max_items[0] || block.y > dev->max_items[1] || block.z > dev->max_items[2])
    return cuport_fail(cuportErrorInvalidConfiguration,
                       "block (%u,%u,%u) exceeds the per-dimension limit (%zu,%zu,%zu)", block.x,
                       block.y, block.z, dev->max_items[0], dev->max_items[1], dev->max_items[2]);
  if (grid.x > 2147483647u || grid.y > 65535u || grid.z > 65535u)
    return cuport_fail(cuportErrorInvalidConfiguration,
                       "grid (%u,%u,%u) exceeds (2147483647,65535,65535)", grid.x, grid.y, grid.z);
  return cuportSuccess;
}

static cuportError_t check_kernel(const cuport_device *dev, const struct cuportKernel *k,
                                  const cuport_kernel_dev *kd, cuportDim3 block, size_t shared,
                                  unsigned int nargs)
{
  /* No check of the block against the kernel's CL_KERNEL_WORK_GROUP_SIZE here: NVIDIA's
     OpenCL reports 256 for every kernel on an H100 yet runs blocks of 1024, as CUDA does
     (cuda-samples matrixMul, asyncAPI, simpleStreams). The device's limit is checked
     (check_config); a block the kernel really cannot run is refused by the enqueue,
     which cuport_launch_locked reports as CUDA does (cudaErrorLaunchOutOfResources). */
  if (shared + kd->local_mem > dev->local_mem)
    return cuport_fail(cuportErrorInvalidValue,
                       "kernel '%s' needs %zu bytes of dynamic and %llu of static shared memory; "
                       "device '%s' has %llu", k->name, shared, (unsigned long long)kd->local_mem,
                       dev->name, (unsigned long long)dev->local_mem);
  if (nargs != kd->nargs)
    return cuport_fail(cuportErrorInvalidValue, "kernel '%s' takes %u parameters, %u given",
                       k->name, kd->nargs, nargs);
  return cuportSuccess;
}

/* ------------------------------------------------------------ grid barrier */

/* The hidden symbol through which a kernel takes the grid barrier's counter (the
   migrator's name for it: kernel/scan.c, RES_GRID). */
#define CUPORT_GRID_BARRIER "cuport_grid_barrier"

int cuport_arg_is_grid_barrier(const cuportArg *a)
{
  return a->kind == CUPORT_ARG_SYMBOL && a->value &&
         strcmp((const char *)a->value, CUPORT_GRID_BARRIER) == 0;
}

/* ------------------------------------------------------------- assert flag */

/* The hidden symbol through which a kernel that asserts takes the device's assert flag
   (kernel/scan.c, RES_ASSERT): the .cl's assert sets it where CUDA would trap. */
#define CUPORT_ASSERT_FLAG "cuport_assert_flag"

static pthread_mutex_t assert_lock = PTHREAD_MUTEX_INITIALIZER;

int cuport_arg_is_assert_flag(const cuportArg *a)
{
  return a->kind == CUPORT_ARG_SYMBOL && a->value &&
         strcmp((const char *)a->value, CUPORT_ASSERT_FLAG) == 0;
}

/* The device's flag, zero when made: fine-grained where the device has it (the host
   reads it as it is), else zeroed and read through the legacy stream's queue. */
static cl_int assert_flag(cuport_device *dev, void **out)
{
  cl_int err = CL_SUCCESS;
  int fine = (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER) != 0;
  cl_uint zero = 0;

  pthread_mutex_lock(&assert_lock);
  if (!dev->assert_flag) {
    cl_uint *p = clSVMAlloc(dev->ctx, CL_MEM_READ_WRITE | (fine ? CL_MEM_SVM_FINE_GRAIN_BUFFER : 0),
                            sizeof(cl_uint), 0);
    if (!p)
      err = CL_OUT_OF_RESOURCES;
    else if (fine)
      *p = 0;
    else
      err = clEnqueueSVMMemcpy(dev->legacy->q, CL_TRUE, p, &zero, sizeof zero, 0, NULL, NULL);
    if (p && err == CL_SUCCESS)
      dev->assert_flag = p;
    else if (p)
      clSVMFree(dev->ctx, p);
  }
  *out = dev->assert_flag;
  pthread_mutex_unlock(&assert_lock);
  return err;
}

cuportError_t cuport_take_assert(cuport_device *dev, cuportError_t first)
{
  cl_uint v = 0;
  cuportError_t none = cuportSuccess;

  pthread_mutex_lock(&assert_lock);
  if (dev->assert_flag && (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER))
    v = __atomic_load_n(dev->assert_flag, __ATOMIC_ACQUIRE);
  else if (dev->assert_flag)
    clEnqueueSVMMemcpy(dev->legacy->q, CL_TRUE, &v, dev->assert_flag, sizeof v, 0, NULL, NULL);
  pthread_mutex_unlock(&assert_lock);
  if (!v)
    return first;
  __atomic_compare_exchange_n(&dev->sticky, &none, cuportErrorAssert, 0, __ATOMIC_RELEASE,
                              __ATOMIC_RELAXED);
  return first ? first
               : cuport_fail(cuportErrorAssert, "a device-side assert failed in a kernel on device "
                             "'%s' (its message was printed); the device stays in this error "
                             "state until cuportDeviceReset", dev->name);
}

void cuport_assert_release(cuport_device *dev)
{
  pthread_mutex_lock(&assert_lock);
  if (dev->assert_flag)
    clSVMFree(dev->ctx, dev->assert_flag);
  dev->assert_flag = NULL;
  pthread_mutex_unlock(&assert_lock);
}

/* Whether kernel synchronises its grid, by the hidden parameters its unit declared. */
static int kernel_has_grid_barrier(cuportKernel_t kernel)
{
  unsigned int n = 0, i;
  const char *const *symbols = NULL;
  int dynamic = 0;

  if (!cuportKernelGetHidden(kernel, &n, &symbols, &dynamic))
    return 0;
  for (i = 0; i < n; i++)
    if (symbols[i] && strcmp(symbols[i], CUPORT_GRID_BARRIER) == 0)
      return 1;
  return 0;
}

/* The work-groups of one kernel that dev is sure to run at the same time: one per
   compute unit.  On a CPU device (PoCL) a compute unit is a worker thread that runs a
   work-group to its end before it takes another, so a group waiting at the barrier
   holds its thread: more groups than threads would wait forever.  On a GPU, one block
   per multiprocessor is resident whatever its registers and shared memory (a block that
   fits nowhere cannot launch at all); OpenCL does not tell a kernel's registers, so more
   than one is not promised.  Used for the occupancy calculator's figure of such a
   kernel and for the check of its launches. */
static int coresident_blocks(const cuport_device *dev)
{
  return dev->compute_units ? (int)dev->compute_units : 1;
}

/* The stream's counter (zero when made: the barrier leaves it so), on first use. */
static cl_int grid_barrier(cuport_device *dev, struct cuportStream *s, void **out)
{
  cl_uint zero = 0;
  cl_int err;

  if (!s->grid_barrier) {
    void *p = clSVMAlloc(dev->ctx, CL_MEM_READ_WRITE, sizeof(cl_uint), 0);
    if (!p)
      return CL_OUT_OF_RESOURCES;
    /* on the stream's in-order queue: done before any kernel enqueued after it */
    err = clEnqueueSVMMemFill(s->q, p, &zero, sizeof zero, sizeof zero, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
      clSVMFree(dev->ctx, p);
      return err;
    }
    s->grid_barrier = p;
  }
  *out = s->grid_barrier;
  return CL_SUCCESS;
}

/* A launch of a kernel that takes the grid barrier: all of its groups must run at once. */
static cuportError_t check_coresident(const cuport_device *dev, const struct cuportKernel *k,
                                      cuportDim3 grid, const cuportArg *args,
                                      unsigned int nargs)
{
  unsigned long long blocks = (unsigned long long)grid.x * grid.y * grid.z;
  unsigned int i;

  for (i = 0; i < nargs; i++)
    if (cuport_arg_is_grid_barrier(&args[i]))
      break;
  if (i == nargs || blocks <= (unsigned long long)coresident_blocks(dev))
    return cuportSuccess;
  return cuport_fail(cuportErrorCooperativeLaunchTooLarge,
                     "kernel '%s' synchronises its grid (grid.sync()), so all of its %llu blocks "
                     "must run at once; device '%s' runs %d at once (%d per multiprocessor, "
                     "cudaOccupancyMaxActiveBlocksPerMultiprocessor)", k->name, blocks,
                     dev->name, coresident_blocks(dev), 1);
}

/* A pointer into pinned memory that lives in an OpenCL buffer (devices
   without fine-grained SVM): the buffer itself or an aligned sub-buffer. */
static cl_int set_buffer_arg(cuport_device *dev, cl_kernel k, cl_uint i, const cuport_alloc *a,
                             const char *p, cl_mem *made)
{
  cl_buffer_region region;
  cl_int err;
  cl_mem sub;

  if (p == a->base)
    return clSetKernelArg(k, i, sizeof a->buffer, &a->buffer);
  region.origin = (size_t)(p - a->base);
  region.size = a->size - region.origin;
  if (region.origin % (dev->mem_align_bits / 8 ? dev->mem_align_bits / 8 : 1))
    return CL_MISALIGNED_SUB_BUFFER_OFFSET;
  sub = clCreateSubBuffer(a->buffer, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region,
                          &err);
  if (!sub)
    return err;
  err = clSetKernelArg(k, i, sizeof sub, &sub);
  *made = sub;
  return err;
}

static unsigned long long arg_bit(cl_uint i)
{
  return 1ull << (i < 63 ? i : 63);
}

/* NVIDIA's OpenCL refuses a launch (CL_INVALID_KERNEL_ARGS) in which an argument
   last set as an SVM pointer is set to a NULL buffer.  Such a launch gets a
   cl_kernel of its own, made afresh (every argument is set on each launch). */
static cuportError_t fresh_kernel_for_nulls(cuport_kernel_dev *kd, const cuportArg *args,
                                            unsigned int nargs)
{
  unsigned int i;
  cl_program prog;
  char name[256];
  cl_kernel ck;
  cl_int err;

  for (i = 0; i < nargs; i++)
    if (args[i].kind == CUPORT_ARG_POINTER && args[i].value &&
        !*(void *const *)args[i].value && (kd->svm_args & arg_bit(i)))
      break;
  if (i == nargs)
    return cuportSuccess;
  if (clGetKernelInfo(kd->k, CL_KERNEL_PROGRAM, sizeof prog, &prog, NULL) != CL_SUCCESS ||
      clGetKernelInfo(kd->k, CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL) != CL_SUCCESS)
    return cuport_fail(cuportErrorLaunchFailure, "cannot read back a kernel's program");
  ck = clCreateKernel(prog, name, &err);
  if (!ck)
    return cuport_fail_cl(err, cuportErrorLaunchFailure, "re-creating kernel '%s'", name);
  clReleaseKernel(kd->k);
  __atomic_store_n(&kd->k, ck, __ATOMIC_RELEASE);
  kd->svm_args = 0;
  kd->svm_generation = 0;
  if (kd->args)
    memset(kd->args, 0, sizeof *kd->args);
  return cuportSuccess;
}

/* How an argument was set, for the argument cache. */
enum { ARG_UNKNOWN, ARG_SET_VALUE, ARG_SET_SVM, ARG_SET_LOCAL };

/* 1 when argument i was last set the same way to the same bytes (then the launch need
   not set it again), else records this setting as the last and returns 0.  Arguments
   past the cache, or wider than 16 bytes, are always set. */
static int arg_unchanged(cuport_kernel_dev *kd, cl_uint i, int how, const void *value,
                         size_t size)
{
  cuport_argcache *c = kd->args;

  if (!c || i >= CUPORT_ARG_CACHE || size > sizeof c->value[0])
    return 0;
  if (c->how[i] == how && c->size[i] == size && memcmp(c->value[i], value, size) == 0)
    return 1;
  c->how[i] = (unsigned char)how;
  c->size[i] = (unsigned char)size;
  memcpy(c->value[i], value, size);
  return 0;
}

/* Forgets argument i (set in a way the cache does not follow, or refused). */
static void arg_forget(cuport_kernel_dev *kd, cl_uint i)
{
  if (kd->args && i < CUPORT_ARG_CACHE)
    kd->args->how[i] = ARG_UNKNOWN;
}

/* An SVM pointer argument (a device pointer, a symbol). */
static cl_int set_svm_arg(cuport_kernel_dev *kd, cl_uint i, void *p)
{
  kd->svm_args |= arg_bit(i);
  if (arg_unchanged(kd, i, ARG_SET_SVM, &p, sizeof p))
    return CL_SUCCESS;
  return clSetKernelArgSVMPointer(kd->k, i, p);
}

static cl_int set_pointer_arg(cuport_device *dev, cuport_kernel_dev *kd, cl_uint i,
                              const void *value, cl_mem *made)
{
  void *p = *(void *const *)value;

  if (!p) {
    if (arg_unchanged(kd, i, ARG_SET_VALUE, &p, sizeof p))
      return CL_SUCCESS;
    return clSetKernelArg(kd->k, i, sizeof(cl_mem), NULL);
  }
  if (dev->reg.buffers) {
    cuport_alloc *a = cuport_reg_find(&dev->reg, p);
    if (a && a->kind == CUPORT_MEM_PINNED_BUFFER) {
      arg_forget(kd, i);
      return set_buffer_arg(dev, kd->k, i, a, p, made);
    }
  }
  return set_svm_arg(kd, i, p);
}

/* Sets every argument that changed since the kernel's last launch; dev->lock held.
   made[] collects sub-buffers to release after the enqueue. */
static cuportError_t set_args(cuport_device *dev, struct cuportStream *s, struct cuportKernel *k,
                              cuport_kernel_dev *kd, const cuportArg *args, unsigned int nargs,
                              size_t shared, cl_mem *made)
{
  cl_kernel ck = kd->k;
  unsigned int i;

  if (!kd->args)
    kd->args = calloc(1, sizeof *kd->args); /* none: every argument is set each time */
  for (i = 0; i < nargs; i++) {
    const cuportArg *a = &args[i];
    cl_int err = CL_INVALID_ARG_VALUE;
    void *sym;
    size_t local;
    cuportError_t e;

    switch (a->kind) {
    case CUPORT_ARG_VALUE:
      if (a->value && arg_unchanged(kd, i, ARG_SET_VALUE, a->value, a->size))
        err = CL_SUCCESS;
      else
        err = a->value ? clSetKernelArg(ck, i, a->size, a->value) : CL_INVALID_ARG_VALUE;
      break;
    case CUPORT_ARG_POINTER:
      err = a->value ? set_pointer_arg(dev, kd, i, a->value, &made[i]) : CL_INVALID_ARG_VALUE;
      break;
    case CUPORT_ARG_LOCAL:
      local = a->size ? a->size : shared;
      local = local ? local : sizeof(cl_ulong);
      err = arg_unchanged(kd, i, ARG_SET_LOCAL, &local, sizeof local)
                ? CL_SUCCESS
                : clSetKernelArg(ck, i, local, NULL);
      break;
    case CUPORT_ARG_SYMBOL:
      if (cuport_arg_is_grid_barrier(a)) {
        err = s ? grid_barrier(dev, s, &sym) : CL_INVALID_OPERATION;
        if (err == CL_SUCCESS)
          err = set_svm_arg(kd, i, sym);
        break;
      }
      if (cuport_arg_is_assert_flag(a)) {
        err = assert_flag(dev, &sym);
        if (err == CL_SUCCESS)
          err = set_svm_arg(kd, i, sym);
        break;
      }
      if (cuport_arg_is_heap(a)) {
        err = cuport_heap(dev, &sym);
        if (err == CL_SUCCESS)
          err = set_svm_arg(kd, i, sym);
        break;
      }
      if (cuport_arg_is_launch_queue(a)) {
        if ((err = cuport_launch_queue(&sym)) != CL_SUCCESS)
          return cuport_fail(cuportErrorNotSupported, "kernel '%s' launches kernels (dynamic "
                             "parallelism): it runs only as a launch, not in a graph", k->name);
        err = set_svm_arg(kd, i, sym);
        break;
      }
      e = cuport_symbol_ptr(k->prog, a->value, dev, 1, &sym);
      if (e)
        return e;
      err = set_svm_arg(kd, i, sym);
      break;
    case CUPORT_ARG_TEXTURE: /* expanded before (cuport_texture_args) */
    case CUPORT_ARG_SURFACE:
      break;
    }
    if (err != CL_SUCCESS) {
      arg_forget(kd, i);
      return cuport_fail_cl(err, cuportErrorInvalidValue,
                            "kernel '%s' argument %u (kind %d, size %zu) was refused", k->name, i,
                            (int)a->kind, a->size);
    }
  }
  return cuportSuccess;
}

/* Whether kernels get the live-allocation list.  OpenCL requires it for SVM
   reached through pointers stored in memory, and it is sent everywhere except
   on NVIDIA: there SVM lives in CUDA's unified address space, pointer tables
   work without it (checked on an H200, driver 580), and the driver charges
   about 1.2 us per launch for it (5.9 instead of 4.7 us).  CUPORT_SVM_PTRS=1
   or 0 overrides. */
static int wants_svm_list(const cuport_device *dev)
{
  return cuport_config.svm_ptrs >= 0 ? cuport_config.svm_ptrs : !dev->is_nvidia;
}

static cuportError_t update_svm_list(cuport_device *dev, cuport_kernel_dev *kd)
{
  size_t n;
  void **list;
  cl_int err;

  if (kd->svm_generation == dev->reg.generation || !wants_svm_list(dev))
    return cuportSuccess;
  list = cuport_reg_svm_list(&dev->reg, &n);
  if (n) {
    err = clSetKernelExecInfo(kd->k, CL_KERNEL_EXEC_INFO_SVM_PTRS, n * sizeof *list, list);
    if (err != CL_SUCCESS)
      return cuport_fail_cl(err, cuportErrorInvalidValue, "clSetKernelExecInfo(SVM_PTRS, %zu)", n);
  }
  kd->svm_generation = dev->reg.generation;
  return cuportSuccess;
}

/* The NDRange of a launch: its dimensions, global and local sizes. */
static cl_uint ndrange(cuportDim3 grid, cuportDim3 block, size_t *global, size_t *local)
{
  local[0] = block.x;
  local[1] = block.y;
  local[2] = block.z;
  global[0] = (size_t)grid.x * block.x;
  global[1] = (size_t)grid.y * block.y;
  global[2] = (size_t)grid.z * block.z;
  return (grid.z > 1 || block.z > 1) ? 3 : (grid.y > 1 || block.y > 1) ? 2 : 1;
}

static cl_int enqueue(cuport_enqueue *e, cl_kernel k, cuportDim3 grid, cuportDim3 block,
                      cl_event *ev)
{
  size_t global[3], local[3];
  cl_uint dims = ndrange(grid, block, global, local);

  return clEnqueueNDRangeKernel(e->s->q, k, dims, NULL, global, local, e->nwait,
                                e->nwait ? e->waits : NULL, ev);
}

cuportError_t cuport_launch_check(const cuport_device *dev, const struct cuportKernel *k,
                                  const cuport_kernel_dev *kd, cuportDim3 grid, cuportDim3 block,
                                  size_t shared, unsigned int nargs)
{
  cuportError_t r = check_config(dev, grid, block);
  return r ? r : check_kernel(dev, k, kd, block, shared, nargs);
}

cuportError_t cuport_launch_locked(cuport_enqueue *e, struct cuportKernel *k,
                                   cuport_kernel_dev *kd, cuportDim3 grid, cuportDim3 block,
                                   size_t shared, unsigned int nargs, const cuportArg *args)
{
  cl_mem made_local[16] = {0}, *made = made_local;
  cl_event ev = NULL;
  unsigned long long t0 = cuport_profiling ? cuport_prof_now() : 0;
  cuportError_t r;
  cl_int err;
  unsigned int i;

  if (nargs > 16 && !(made = calloc(nargs, sizeof *made)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  r = check_coresident(e->dev, k, grid, args, nargs);
  if (!r)
    r = fresh_kernel_for_nulls(kd, args, nargs);
  if (!r)
    r = set_args(e->dev, e->s, k, kd, args, nargs, shared, made);
  if (!r)
    r = update_svm_list(e->dev, kd);
  if (!r) {
    err = enqueue(e, kd->k, grid, block, cuport_profiling ? &ev : NULL);
    if (err == CL_INVALID_WORK_GROUP_SIZE || err == CL_OUT_OF_RESOURCES)
      r = cuport_fail(cuportErrorLaunchOutOfResources,
                      "kernel '%s' cannot run blocks of %llu threads on '%s' (%s; the kernel "
                      "reports at most %zu)", k->name,
                      (unsigned long long)block.x * block.y * block.z, e->dev->name,
                      cuport_cl_error_name(err), kd->max_wg);
    else if (err != CL_SUCCESS)
      r = cuport_fail_cl(err, 0, "clEnqueueNDRangeKernel of '%s'", k->name);
    else if (cuport_profiling)
      cuport_prof_kernel(e->s, k->name, ev, t0);
  }
  for (i = 0; i < nargs; i++)
    if (made[i])
      clReleaseMemObject(made[i]);
  if (made != made_local)
    free(made);
  return r;
}

cuportError_t cuport_launch_record(cuport_device *dev, struct cuportKernel *k,
                                   cuport_kernel_dev *kd, cuportDim3 grid, cuportDim3 block,
                                   size_t shared, unsigned int nargs, const cuportArg *args,
                                   cuport_ndrange_fn fn, void *ctx)
{
  cl_mem made_local[16] = {0}, *made = made_local;
  size_t global[3], local[3];
  cl_uint dims = ndrange(grid, block, global, local);
  cuportError_t r;
  cl_int err;
  unsigned int i;

  if (nargs > 16 && !(made = calloc(nargs, sizeof *made)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  r = fresh_kernel_for_nulls(kd, args, nargs);
  if (!r)
    r = set_args(dev, NULL, k, kd, args, nargs, shared, made); /* no grid barrier: graph.c */
  if (!r)
    r = update_svm_list(dev, kd);
  for (i = 0; !r && i < nargs; i++)
    if (made[i]) /* a sub-buffer would have to live as long as the recording */
      r = cuport_fail(cuportErrorNotSupported, "kernel '%s' argument %u is pinned memory in "
                      "a buffer", k->name, i);
  if (!r && (err = fn(ctx, kd->k, dims, global, local)) != CL_SUCCESS)
    r = cuport_fail_cl(err, 0, "recording kernel '%s'", k->name);
  for (i = 0; i < nargs; i++)
    if (made[i])
      clReleaseMemObject(made[i]);
  if (made != made_local)
    free(made);
  return r;
}

/* ------------------------------------------------------ graph kernel nodes */

/* A graph's kernel node replayed node by node gets a cl_kernel of its own, its arguments
   set once: a replay is then an enqueue, without the per-argument comparisons (or sets,
   when nodes of one kernel alternate) of a launch.  Nodes whose arguments depend on the
   stream (the grid barrier) or need a sub-buffer per launch (pinned memory in a buffer)
   keep the launch path. */
cuportError_t cuport_launch_own(cuport_device *dev, struct cuportKernel *k, cuport_kernel_dev *kd,
                                size_t shared, unsigned int nargs, const cuportArg *args,
                                cuport_kernel_dev *own)
{
  cl_mem made_local[16] = {0}, *made = made_local;
  char name[256];
  cl_program prog;
  cuportError_t r;
  cl_int err;
  unsigned int i;
  int keep = 1;

  memset(own, 0, sizeof *own);
  for (i = 0; i < nargs; i++)
    if (cuport_arg_is_grid_barrier(&args[i]) || args[i].kind == CUPORT_ARG_TEXTURE ||
        args[i].kind == CUPORT_ARG_SURFACE)
      return cuportSuccess;
  if (nargs > 16 && !(made = calloc(nargs, sizeof *made)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  if (clGetKernelInfo(kd->k, CL_KERNEL_PROGRAM, sizeof prog, &prog, NULL) != CL_SUCCESS ||
      clGetKernelInfo(kd->k, CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL) != CL_SUCCESS ||
      !(own->k = clCreateKernel(prog, name, &err))) {
    if (made != made_local)
      free(made);
    return cuportSuccess; /* the launch path it is */
  }
  own->nargs = kd->nargs;
  own->max_wg = kd->max_wg;
  r = set_args(dev, NULL, k, own, args, nargs, shared, made); /* no cache: each one set */
  for (i = 0; i < nargs; i++)
    if (made[i]) {
      clReleaseMemObject(made[i]);
      keep = 0;
    }
  if (made != made_local)
    free(made);
  if (r || !keep) {
    cuport_launch_own_release(own);
    return r;
  }
  return cuportSuccess;
}

void cuport_launch_own_release(cuport_kernel_dev *own)
{
  if (own->k)
    clReleaseKernel(own->k);
  free(own->args);
  memset(own, 0, sizeof *own);
}

cuportError_t cuport_launch_own_enqueue(cuport_enqueue *e, struct cuportKernel *k,
                                        cuport_kernel_dev *own, cuportDim3 grid, cuportDim3 block)
{
  cuportError_t r = update_svm_list(e->dev, own);
  cl_int err;

  if (r)
    return r;
  err = enqueue(e, own->k, grid, block, NULL);
  if (err == CL_INVALID_WORK_GROUP_SIZE || err == CL_OUT_OF_RESOURCES)
    return cuport_fail(cuportErrorLaunchOutOfResources,
                       "kernel '%s' cannot run blocks of %llu threads on '%s' (%s)", k->name,
                       (unsigned long long)block.x * block.y * block.z, e->dev->name,
                       cuport_cl_error_name(err));
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueNDRangeKernel of '%s'", k->name);
  return cuportSuccess;
}

/* A checked launch: captured, or enqueued on stream. */
typedef struct {
  cuport_device *dev;
  cuportKernel_t kernel;
  cuport_kernel_dev *kd;
  cuportDim3 grid, block;
  size_t shared;
  cuportStream_t stream;
  unsigned int nargs;
  const cuportArg *args;
} launch_ctx;

static cuportError_t launch_issue(void *ctx)
{
  launch_ctx *c = ctx;
  cuport_enqueue e;
  cuport_op op;
  cuportError_t r;

  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeKernel;
  op.kernel = c->kernel;
  op.grid = c->grid;
  op.block = c->block;
  op.shared = c->shared;
  op.nargs = c->nargs;
  op.args = (cuportArg *)c->args;
  if (cuport_capture_op(c->dev, c->stream, &op, &r))
    return r;
  r = cuport_enqueue_begin(c->dev, c->stream, &e);
  if (r)
    return r;
  r = cuport_managed_device(c->dev);
  if (!r)
    r = cuport_launch_locked(&e, c->kernel, c->kd, c->grid, c->block, c->shared, c->nargs,
                             c->args);
  cuport_enqueue_end(&e, r == cuportSuccess);
  return r;
}

/* A kernel that launches kernels runs them after it (devlaunch.c). */
static cuportError_t launch_now(cuport_device *dev, cuportKernel_t kernel, cuport_kernel_dev *kd,
                                cuportDim3 grid, cuportDim3 block, size_t dynamic_shared_bytes,
                                cuportStream_t stream, unsigned int nargs, const cuportArg *args)
{
  launch_ctx c = {dev, kernel, kd, grid, block, dynamic_shared_bytes, stream, nargs, args};

  return cuport_devlaunch(dev, kernel, stream, nargs, args, launch_issue, &c);
}

/* Runs each dimension the kernel cannot tell apart (cuportProgramDeclareKernelDims) with
   size 1: its threads there would compute the same values (docs/kernels.md, "Redundant
   launch dimensions"). */
static void collapse_dims(unsigned int dims, cuportDim3 *grid, cuportDim3 *block)
{
  unsigned int *b[3] = {&block->x, &block->y, &block->z};
  unsigned int *g[3] = {&grid->x, &grid->y, &grid->z};
  int d;

  for (d = 0; d < 3; d++) {
    if (dims & (1u << d))
      *b[d] = 1;
    if (dims & (8u << d))
      *g[d] = 1;
  }
}

cuportError_t cuportLaunchKernel(cuportKernel_t kernel, cuportDim3 grid, cuportDim3 block,
                                 size_t dynamic_shared_bytes, cuportStream_t stream,
                                 unsigned int nargs, const cuportArg *args)
{
  cuport_device *dev;
  cuport_kernel_dev *kd;
  cuportError_t r;
  cuportArg *texargs = NULL;

  CUPORT_TRACE("cuportLaunchKernel(kernel=\"%s\", grid=(%u,%u,%u), block=(%u,%u,%u), "
               "shared=%zu, stream=%p, nargs=%u)", kernel ? kernel->name : "(null)", grid.x,
               grid.y, grid.z, block.x, block.y, block.z, dynamic_shared_bytes, (void *)stream,
               nargs);
  if (!kernel)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel is NULL");
  if (nargs && !args)
    return cuport_fail(cuportErrorInvalidValue, "args is NULL");
  r = cuport_current(&dev);
  if (!r)
    r = check_config(dev, grid, block);
  if (!r)
    r = cuport_kernel_on(kernel, dev, &kd);
  if (!r) /* a texture object is one or two OpenCL arguments, a surface one (texture.c) */
    r = cuport_texture_args(dev, stream, kernel->prog, nargs, args, &texargs, &nargs);
  if (texargs)
    args = texargs;
  if (!r && kernel->redundant_dims)
    collapse_dims(kernel->redundant_dims, &grid, &block);
  if (!r)
    r = check_kernel(dev, kernel, kd, block, dynamic_shared_bytes, nargs);
  if (!r)
    r = launch_now(dev, kernel, kd, grid, block, dynamic_shared_bytes, stream, nargs, args);
  free(texargs);
  return r;
}

/* --------------------------------------------------------------- occupancy */

/* The largest block the kernel can run on dev (CUDA's limit, the device's and
   the kernel's own). */
static int kernel_block_limit(const cuport_device *dev, const cuport_kernel_dev *kd)
{
  size_t limit = dev->max_wg;

  if (kd->max_wg && kd->max_wg < limit)
    limit = kd->max_wg;
  return (int)limit;
}

/* Blocks of `threads` work-items one multiprocessor holds, by the limits
   cuportGetDeviceProperties reports (OpenCL has no occupancy query, so this
   is the CUDA calculator's model over those figures). */
static int blocks_per_sm(const cuportDeviceProp *p, const cuport_kernel_dev *kd, int threads,
                         size_t dynamic)
{
  int warps = (threads + p->warpSize - 1) / p->warpSize;
  int by_threads = p->maxThreadsPerMultiProcessor / (warps * p->warpSize);
  int blocks = by_threads < p->maxBlocksPerMultiProcessor ? by_threads
                                                          : p->maxBlocksPerMultiProcessor;
  size_t shared = dynamic + (size_t)kd->local_mem;

  if (shared && (size_t)blocks > p->sharedMemPerMultiprocessor / shared)
    blocks = (int)(p->sharedMemPerMultiprocessor / shared);
  return blocks;
}

/* The current device, its properties and the kernel's state there. */
static cuportError_t occupancy_setup(cuportKernel_t kernel, cuport_device **dev,
                                     cuportDeviceProp *p, cuport_kernel_dev **kd)
{
  cuportError_t r;

  if (!kernel)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel is NULL");
  r = cuport_current(dev);
  if (!r)
    r = cuport_kernel_on(kernel, *dev, kd);
  if (!r)
    r = cuportGetDeviceProperties(p, (*dev)->index);
  return r;
}

cuportError_t cuportOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, cuportKernel_t kernel,
                                                             int blockSize, size_t dynamicSMemSize)
{
  cuport_device *dev;
  cuport_kernel_dev *kd;
  cuportDeviceProp p;
  cuportError_t r;

  CUPORT_TRACE("cuportOccupancyMaxActiveBlocksPerMultiprocessor(kernel=\"%s\", blockSize=%d, "
               "dynamicSMemSize=%zu)", kernel ? kernel->name : "(null)", blockSize,
               dynamicSMemSize);
  if (!numBlocks || blockSize <= 0)
    return cuport_fail(cuportErrorInvalidValue, "numBlocks is NULL or blockSize %d <= 0",
                       blockSize);
  r = occupancy_setup(kernel, &dev, &p, &kd);
  if (r)
    return r;
  *numBlocks = blockSize > kernel_block_limit(dev, kd)
                   ? 0
                   : blocks_per_sm(&p, kd, blockSize, dynamicSMemSize);
  if (*numBlocks > 1 && kernel_has_grid_barrier(kernel))
    *numBlocks = 1; /* what its launch allows, summed over the multiprocessors */
  return cuportSuccess;
}

cuportError_t cuportOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                   cuportKernel_t kernel, size_t dynamicSMemSize,
                                                   int blockSizeLimit)
{
  cuport_device *dev;
  cuport_kernel_dev *kd;
  cuportDeviceProp p;
  cuportError_t r;
  int limit, bs, best = 0, best_blocks = 0, barrier;

  CUPORT_TRACE("cuportOccupancyMaxPotentialBlockSize(kernel=\"%s\", dynamicSMemSize=%zu, "
               "blockSizeLimit=%d)", kernel ? kernel->name : "(null)", dynamicSMemSize,
               blockSizeLimit);
  if (!minGridSize || !blockSize || blockSizeLimit < 0)
    return cuport_fail(cuportErrorInvalidValue, "minGridSize or blockSize is NULL, or "
                       "blockSizeLimit %d < 0", blockSizeLimit);
  r = occupancy_setup(kernel, &dev, &p, &kd);
  if (r)
    return r;
  barrier = kernel_has_grid_barrier(kernel);
  limit = kernel_block_limit(dev, kd);
  if (blockSizeLimit && blockSizeLimit < limit)
    limit = blockSizeLimit;
  /* Largest first, so a tie keeps the larger block, as CUDA's calculator does;
     whole warps, unless the limit is below one. */
  for (bs = limit >= p.warpSize ? limit / p.warpSize * p.warpSize : limit; bs > 0;
       bs -= p.warpSize) {
    int blocks = blocks_per_sm(&p, kd, bs, dynamicSMemSize);
    if (blocks > 1 && barrier)
      blocks = 1;
    if (blocks * bs > best_blocks * best) {
      best = bs;
      best_blocks = blocks;
    }
  }
  if (!best) /* not one block fits the shared memory */
    return cuport_fail(cuportErrorInvalidValue, "no block size up to %d fits kernel '%s' with "
                       "%zu bytes of dynamic shared memory", limit, kernel->name, dynamicSMemSize);
  *blockSize = best;
  *minGridSize = best_blocks * p.multiProcessorCount;
  return cuportSuccess;
}
