/*
 * blit.c: the runtime's own fill and copy kernels.  Memsets and copies between
 * device blocks are OpenCL calls (clEnqueueSVMMemFill, clEnqueueSVMMemcpy) that
 * some drivers run far below the memory's speed: on an H100, NVIDIA's OpenCL fills
 * at about 0.41 of CUDA's cudaMemset and copies device to device at 0.55-0.62 of
 * cudaMemcpy (bench/transfer, docs/performance.md).  These two kernels store 16
 * bytes per work-item in a grid-stride loop, the way CUDA's own memset and copy
 * kernels do; work-item 0 writes the bytes before the first 16-byte boundary of
 * the destination and after the last one, so any start and length is byte-exact.
 *
 * They serve twice: for direct memsets and device-to-device copies where they are
 * the faster path (cuport_blit_wanted: by vendor, CUPORT_BLIT=0/1 overrides), and
 * in graphs replayed through cl_khr_command_buffer, whose provisional versions
 * (PoCL's 0.9.0) can record kernels and buffer commands but no SVM fill or copy.
 *
 * The program is built once per device outside any lock (cuport_blit_ready); the
 * two cl_kernels are shared, so their arguments are set and the NDRange enqueued
 * or recorded under dev->lock (cuport_blit_prepare, then cuport_blit_enqueue).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The pattern is a 32-bit word whose byte k is written at every offset o with o % 4
   == k (a byte or 16-bit pattern repeated to 4 bytes); the body, which starts at
   offset head, stores the word rotated by head % 4 bytes.  Little-endian devices. */
static const char blit_src[] =
    "__kernel void cuport_fill(__global uchar *dst, ulong n, uint word) {\n"
    "  ulong head = (16 - ((size_t)dst & 15)) & 15, i, o;\n"
    "  if (head > n) head = n;\n"
    "  uint r = (uint)(head & 3) * 8;\n"
    "  uint rot = r ? (word >> r) | (word << (32 - r)) : word;\n"
    "  ulong nv = (n - head) >> 4;\n"
    "  __global uint4 *body = (__global uint4 *)(dst + head);\n"
    "  uint4 v = (uint4)(rot);\n"
    "  for (i = get_global_id(0); i < nv; i += get_global_size(0)) body[i] = v;\n"
    "  if (get_global_id(0) == 0) {\n"
    "    for (o = 0; o < head; o++) dst[o] = (uchar)(word >> ((o & 3) * 8));\n"
    "    for (o = head + (nv << 4); o < n; o++) dst[o] = (uchar)(word >> ((o & 3) * 8));\n"
    "  }\n"
    "}\n"
    "__kernel void cuport_copy(__global uchar *dst, __global const uchar *src, ulong n) {\n"
    "  ulong head = (16 - ((size_t)dst & 15)) & 15, i, o;\n"
    "  if (head > n) head = n;\n"
    "  ulong nv = (n - head) >> 4;\n"
    "  size_t g = get_global_id(0), step = get_global_size(0);\n"
    "  __global uint4 *d = (__global uint4 *)(dst + head);\n"
    "  __global const uchar *s = src + head;\n"
    "  if (((size_t)s & 15) == 0) {\n"
    "    __global const uint4 *s4 = (__global const uint4 *)s;\n"
    "    for (i = g; i < nv; i += step) d[i] = s4[i];\n"
    "  } else if (((size_t)s & 3) == 0) {\n"
    "    __global const uint *s1 = (__global const uint *)s;\n"
    "    for (i = g; i < nv; i += step) d[i] = vload4(i, s1);\n"
    "  } else {\n"
    "    for (i = g; i < nv; i += step) d[i] = as_uint4(vload16(i, s));\n"
    "  }\n"
    "  if (g == 0) {\n"
    "    for (o = 0; o < head; o++) dst[o] = src[o];\n"
    "    for (o = head + (nv << 4); o < n; o++) dst[o] = src[o];\n"
    "  }\n"
    "}\n";

/* Per device: 0 not tried, 1 built, -1 failed (never tried again). */
static int blit_state[CUPORT_MAX_DEVICES];
static cl_program blit_prog[CUPORT_MAX_DEVICES];
static cl_kernel blit_fill_k[CUPORT_MAX_DEVICES], blit_copy_k[CUPORT_MAX_DEVICES];
static pthread_mutex_t blit_lock = PTHREAD_MUTEX_INITIALIZER;

int cuport_blit_wanted(const cuport_device *dev)
{
  static int mode = -2; /* -2: environment not read; -1: unset */
  int m = __atomic_load_n(&mode, __ATOMIC_RELAXED);

  if (m == -2) {
    const char *env = getenv("CUPORT_BLIT");
    m = env && *env ? atoi(env) != 0 : -1;
    __atomic_store_n(&mode, m, __ATOMIC_RELAXED);
  }
  /* NVIDIA: 0.41 (fill) and 0.55-0.62 (copy) of CUDA through the OpenCL calls.
     PoCL (a CPU): its own fill and copy are memset and memcpy, faster than a
     kernel (bench/runtime/copies.c). */
  return m >= 0 ? m : dev->is_nvidia;
}

cl_int cuport_blit_ready(cuport_device *dev)
{
  int i = dev->index, state = __atomic_load_n(&blit_state[i], __ATOMIC_ACQUIRE);
  cuportError_t saved;
  cl_program prog = NULL;
  cl_int err = CL_SUCCESS;

  if (state)
    return state > 0 ? CL_SUCCESS : CL_INVALID_PROGRAM;
  pthread_mutex_lock(&blit_lock);
  if (!blit_state[i]) {
    saved = cuportPeekAtLastError();
    if (cuport_build_source(dev, "the runtime's fill and copy kernels", blit_src,
                            "-cl-std=CL1.2", 1, &prog) == cuportSuccess) {
      blit_fill_k[i] = clCreateKernel(prog, "cuport_fill", &err);
      if (blit_fill_k[i])
        blit_copy_k[i] = clCreateKernel(prog, "cuport_copy", &err);
    } else {
      err = CL_BUILD_PROGRAM_FAILURE;
    }
    cuport_error_restore(saved);
    if (err == CL_SUCCESS && blit_copy_k[i]) {
      blit_prog[i] = prog;
      __atomic_store_n(&blit_state[i], 1, __ATOMIC_RELEASE);
    } else {
      if (blit_fill_k[i])
        clReleaseKernel(blit_fill_k[i]);
      if (prog)
        clReleaseProgram(prog);
      blit_fill_k[i] = blit_copy_k[i] = NULL;
      CUPORT_TRACE("the runtime's fill and copy kernels are not available on '%s' (%s): "
                   "memsets and copies use the OpenCL calls", dev->name,
                   cuport_cl_error_name(err));
      __atomic_store_n(&blit_state[i], -1, __ATOMIC_RELEASE);
    }
  }
  state = blit_state[i];
  pthread_mutex_unlock(&blit_lock);
  return state > 0 ? CL_SUCCESS : CL_INVALID_PROGRAM;
}

void cuport_blit_release(cuport_device *dev)
{
  int i = dev->index;

  pthread_mutex_lock(&blit_lock);
  if (blit_state[i] > 0) {
    clReleaseKernel(blit_fill_k[i]);
    clReleaseKernel(blit_copy_k[i]);
    clReleaseProgram(blit_prog[i]);
  }
  blit_fill_k[i] = blit_copy_k[i] = NULL;
  blit_prog[i] = NULL;
  __atomic_store_n(&blit_state[i], 0, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&blit_lock);
}

/* A grid of work-groups of 256 (or the device's limit) covering one 16-byte store
   per item, at most 2048 items per compute unit (a grid-stride loop does the rest). */
static void blit_size(const cuport_device *dev, size_t count, cuport_blit *b)
{
  size_t local = dev->max_wg < 256 ? dev->max_wg : 256;
  size_t items = count / 16 ? count / 16 : 1;
  size_t cap = (size_t)(dev->compute_units ? dev->compute_units : 1) * 2048;

  if (items > cap)
    items = cap;
  b->local = local;
  b->global = (items + local - 1) / local * local;
}

cl_int cuport_blit_prepare_fill(cuport_device *dev, void *dst, const void *pattern,
                                size_t pattern_size, size_t count, cuport_blit *b)
{
  cl_kernel k = blit_fill_k[dev->index];
  unsigned char bytes[4];
  cl_uint word;
  cl_ulong n = count;
  cl_int err;
  size_t i;

  for (i = 0; i < 4; i++)
    bytes[i] = ((const unsigned char *)pattern)[i % pattern_size];
  memcpy(&word, bytes, 4);
  err = clSetKernelArgSVMPointer(k, 0, dst);
  if (err == CL_SUCCESS)
    err = clSetKernelArg(k, 1, sizeof n, &n);
  if (err == CL_SUCCESS)
    err = clSetKernelArg(k, 2, sizeof word, &word);
  b->k = k;
  blit_size(dev, count, b);
  return err;
}

cl_int cuport_blit_prepare_copy(cuport_device *dev, void *dst, const void *src, size_t count,
                                cuport_blit *b)
{
  cl_kernel k = blit_copy_k[dev->index];
  cl_ulong n = count;
  cl_int err = clSetKernelArgSVMPointer(k, 0, dst);

  if (err == CL_SUCCESS)
    err = clSetKernelArgSVMPointer(k, 1, src);
  if (err == CL_SUCCESS)
    err = clSetKernelArg(k, 2, sizeof n, &n);
  b->k = k;
  blit_size(dev, count, b);
  return err;
}

cl_int cuport_blit_enqueue(cl_command_queue q, const cuport_blit *b, cl_uint nwait,
                           const cl_event *waits, cl_event *ev)
{
  return clEnqueueNDRangeKernel(q, b->k, 1, NULL, &b->global, &b->local, nwait,
                                nwait ? waits : NULL, ev);
}

int cuport_blit_on_device(cuport_device *dev, const void *p)
{
  cuport_alloc *a = cuport_reg_find(&dev->reg, p);

  return a && (a->kind == CUPORT_MEM_DEVICE || a->kind == CUPORT_MEM_SYMBOL ||
               a->kind == CUPORT_MEM_MANAGED);
}

int cuport_blit_reaches(cuport_device *dev, const void *p)
{
  cuport_alloc *a = cuport_reg_find(&dev->reg, p);

  return a && (a->kind == CUPORT_MEM_DEVICE || a->kind == CUPORT_MEM_SYMBOL ||
               a->kind == CUPORT_MEM_MANAGED || a->kind == CUPORT_MEM_PINNED_SVM);
}
