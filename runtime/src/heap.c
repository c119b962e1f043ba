/*
 * heap.c: the device heap behind malloc/free, new/delete and cudaMalloc/cudaFree in
 * kernels (CUDA's device-side allocation; the allocator is the device header's, "the
 * device heap").  A kernel that allocates takes the hidden symbol CUPORT_HEAP: the
 * device's heap, made on the first such launch with cudaLimitMallocHeapSize bytes of
 * blocks (CUDA's 8 MiB unless set before), zeroed, and kept until the device is reset,
 * so a block allocated by one kernel is valid in the next until a kernel frees it.  It is
 * device memory of the registry, so devices that need the live allocations named at each
 * launch (SVM pointers stored in memory) are told of it.  As in CUDA, the heap's size
 * cannot change once a kernel has used it (cudaDeviceSetLimit says cudaErrorInvalidValue).
 */
#include <string.h>

#include "internal.h"

#define CUPORT_HEAP "cuport_heap"
#define HEAP_WORDS 16 /* CUPORT_HEAP_WORDS of the device header */

int cuport_arg_is_heap(const cuportArg *a)
{
  return a->kind == CUPORT_ARG_SYMBOL && a->value &&
         strcmp((const char *)a->value, CUPORT_HEAP) == 0;
}

static size_t heap_bytes(const cuport_device *dev)
{
  size_t n = dev->limit_set[cuportLimitMallocHeapSize] ? dev->limits[cuportLimitMallocHeapSize]
                                                       : (size_t)8 << 20;
  n &= ~(size_t)15;
  if (n > (size_t)0xffffffffu * 16)
    n = (size_t)0xffffffffu * 16;
  return n;
}

/* Zeroes the heap and writes its header, through the legacy queue, and waits. */
static cl_int heap_clear(cuport_device *dev, void *p, size_t bytes)
{
  cl_uint header[HEAP_WORDS], zero = 0;
  cl_event ev = NULL;
  cl_int err;

  memset(header, 0, sizeof header);
  header[1] = (cl_uint)(bytes / 16);
  err = clEnqueueSVMMemFill(dev->legacy->q, p, &zero, sizeof zero, sizeof header + bytes, 0,
                            NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueSVMMemcpy(dev->legacy->q, CL_FALSE, p, header, sizeof header, 0, NULL, &ev);
  if (err == CL_SUCCESS)
    err = clWaitForEvents(1, &ev);
  if (ev)
    clReleaseEvent(ev);
  return err;
}

cl_int cuport_heap(cuport_device *dev, void **out)
{
  size_t bytes, total;
  void *p;
  cl_int err;

  if (dev->heap) {
    *out = dev->heap;
    return CL_SUCCESS;
  }
  bytes = heap_bytes(dev);
  total = HEAP_WORDS * sizeof(cl_uint) + bytes;
  if (total > dev->max_alloc)
    return CL_MEM_OBJECT_ALLOCATION_FAILURE;
  p = clSVMAlloc(dev->ctx, CL_MEM_READ_WRITE, total, 256);
  if (!p)
    p = clSVMAlloc(dev->ctx, CL_MEM_READ_WRITE, total, 0);
  if (!p)
    return CL_MEM_OBJECT_ALLOCATION_FAILURE;
  if ((err = heap_clear(dev, p, bytes)) != CL_SUCCESS ||
      cuport_reg_insert(&dev->reg, p, total, CUPORT_MEM_DEVICE, NULL)) {
    clSVMFree(dev->ctx, p);
    return err != CL_SUCCESS ? err : CL_OUT_OF_HOST_MEMORY;
  }
  CUPORT_TRACE("device heap of %zu bytes made on '%s'", bytes, dev->name);
  dev->heap = p;
  *out = p;
  return CL_SUCCESS;
}

void cuport_heap_forget(cuport_device *dev)
{
  dev->heap = NULL; /* freed with the registry's blocks */
}
