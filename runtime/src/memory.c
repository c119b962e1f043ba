/*
 * memory.c: CUDA's memory API over OpenCL SVM.  Device memory is
 * coarse-grained SVM (clSVMAlloc), managed memory fine-grained buffer SVM,
 * pinned host memory fine-grained SVM where the device has it and otherwise a
 * persistently mapped CL_MEM_ALLOC_HOST_PTR buffer.  Every block is recorded
 * in the device's registry (alloc.c).  Copies of any direction are
 * clEnqueueSVMMemcpy on the stream's queue, which accepts host and SVM
 * pointers alike; as in CUDA, an "async" copy touching pageable host memory
 * completes before the call returns, so the caller may reuse its buffer.
 * On a capturing stream, copies and memsets become graph nodes (graph.c)
 * and nothing waits.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CUPORT_ALLOC_ALIGN 256
#define CUPORT_PITCH_ALIGN 256

static cuportError_t record_block(cuport_device *dev, void *p, size_t size, cuport_mem_kind kind,
                                  cl_mem buffer)
{
  int failed;

  pthread_mutex_lock(&dev->lock);
  failed = cuport_reg_insert(&dev->reg, p, size, kind, buffer);
  pthread_mutex_unlock(&dev->lock);
  return failed ? cuport_fail(cuportErrorMemoryAllocation, "no host memory for the registry")
                : cuportSuccess;
}

/* ------------------------------------------------------ freed blocks */

/* NVIDIA's clSVMAlloc costs what pinning host memory does (H100: 6.8 ms for 16 MiB and
   105 ms for 256 MiB, against cudaMalloc's 0.13 and 0.26 ms; clSVMFree 2.8 and 32 ms
   against 0.07 and 0.17: bench/latency/cl_alloc.c, alloc.cu), so a program that frees and
   allocates again, or frees its buffers before it exits, pays for it each time.  Freed
   device blocks are kept (CUPORT_FREED_BLOCKS of them, at most a quarter of the device's
   memory) and given to the next cuportMalloc of a size between 7/8 of theirs and theirs;
   an allocation the driver refuses first gives the kept blocks back.  A freed block is
   idle: cuportFree waits for the device first, as cudaFree does.  PoCL allocates SVM with
   malloc (microseconds): by vendor, CUPORT_ALLOC_CACHE=0/1 overrides. */
static int keep_freed(const cuport_device *dev)
{
  cuport_env_once();
  return cuport_config.alloc_cache >= 0 ? cuport_config.alloc_cache : dev->is_nvidia;
}

/* A kept block for size bytes, or NULL (dev->lock held). */
static void *take_freed(cuport_device *dev, size_t size)
{
  int i, best = -1;

  for (i = 0; i < dev->nfreed; i++)
    if (dev->freed[i].size >= size && dev->freed[i].size - dev->freed[i].size / 8 <= size &&
        (best < 0 || dev->freed[i].size < dev->freed[best].size))
      best = i;
  if (best < 0)
    return NULL;
  {
    void *p = dev->freed[best].base;
    dev->freed_bytes -= dev->freed[best].size;
    dev->freed[best] = dev->freed[--dev->nfreed];
    return p;
  }
}

/* Keeps the idle block [p, p + size) for reuse; 0 when it was not kept (dev->lock held). */
static int put_freed(cuport_device *dev, void *p, size_t size)
{
  if (!keep_freed(dev) || dev->nfreed == CUPORT_FREED_BLOCKS ||
      dev->freed_bytes + size > dev->global_mem / 4)
    return 0;
  dev->freed[dev->nfreed].base = p;
  dev->freed[dev->nfreed].size = size;
  dev->nfreed++;
  dev->freed_bytes += size;
  return 1;
}

/* Gives every kept block back to the driver (before an allocation it refused is tried
   again); how many there were. */
static int drop_freed(cuport_device *dev)
{
  int n;

  pthread_mutex_lock(&dev->lock);
  n = dev->nfreed;
  while (dev->nfreed > 0)
    clSVMFree(dev->ctx, dev->freed[--dev->nfreed].base);
  dev->freed_bytes = 0;
  pthread_mutex_unlock(&dev->lock);
  return n;
}

static void *svm_alloc_aligned(cuport_device *dev, cl_svm_mem_flags flags, size_t size)
{
  void *p;

  /* CUDA's 256-byte alignment where the device grants it (PoCL caps the
     alignment at its largest type, 128 bytes), else the device default.  A
     device that refused it once while the default worked is not asked again:
     the refusal costs a call per allocation and PoCL 3.1 leaks 32 bytes on it. */
  p = __atomic_load_n(&dev->svm_align_refused, __ATOMIC_RELAXED)
          ? NULL
          : clSVMAlloc(dev->ctx, flags, size, CUPORT_ALLOC_ALIGN);
  if (!p) {
    p = clSVMAlloc(dev->ctx, flags, size, 0);
    if (p)
      __atomic_store_n(&dev->svm_align_refused, 1, __ATOMIC_RELAXED);
  }
  return p;
}

/* A new process's CUDA allocations read as zeros: the driver maps fresh pages.  Programs
   rely on it without knowing (a counter cudaMalloc'd and atomicAdd'ed into, never set), and
   on a GPU a migrated program finds the same.  A CPU device's SVM comes from the process's
   own heap, where a block freed by the program or the drivers comes back with its old
   bytes: such allocations are cleared.  Above CUPORT_ZERO_FRESH_MAX, glibc's largest
   threshold for serving a block from the heap, a block is a fresh mapping and zero already.
   (tests/programs/fresh_device_memory) */
#define CUPORT_ZERO_FRESH_MAX (32u << 20)

/* The runtime's own in-order queue (staging blocks' maps, clearing new blocks), made on
   first use, retained for the caller; NULL when it cannot be made. */
static cl_command_queue runtime_queue(cuport_device *dev)
{
  cl_command_queue q;
  cl_int err;

  pthread_mutex_lock(&dev->lock);
  if (!dev->staging_q)
    dev->staging_q = clCreateCommandQueueWithProperties(dev->ctx, dev->id, NULL, &err);
  q = dev->staging_q;
  if (q)
    clRetainCommandQueue(q);
  pthread_mutex_unlock(&dev->lock);
  return q;
}

static void zero_fresh(cuport_device *dev, void *p, size_t size, cl_svm_mem_flags flags)
{
  static const unsigned char zero = 0;
  cl_command_queue q;
  cl_event ev = NULL;

  if (!(dev->type & CL_DEVICE_TYPE_CPU) || size > CUPORT_ZERO_FRESH_MAX)
    return;
  if (flags & CL_MEM_SVM_FINE_GRAIN_BUFFER) { /* the host's to write */
    memset(p, 0, size);
    return;
  }
  /* coarse-grained: the device clears it, on the runtime's own queue (no stream waits) */
  q = runtime_queue(dev);
  if (!q)
    return;
  if (clEnqueueSVMMemFill(q, p, &zero, 1, size, 0, NULL, &ev) == CL_SUCCESS) {
    clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
  }
  clReleaseCommandQueue(q);
}

static cuportError_t svm_alloc(cuport_device *dev, size_t size, cl_svm_mem_flags flags,
                               cuport_mem_kind kind, void **out)
{
  void *p = NULL;
  int kept = 0;

  if (size > dev->max_alloc)
    return cuport_fail(cuportErrorMemoryAllocation,
                       "%zu bytes exceed the largest allocation device '%s' allows (%llu bytes)",
                       size, dev->name, (unsigned long long)dev->max_alloc);
  if (kind == CUPORT_MEM_DEVICE) {
    pthread_mutex_lock(&dev->lock);
    p = take_freed(dev, size);
    pthread_mutex_unlock(&dev->lock);
    kept = p != NULL;
  }
  if (!p)
    p = svm_alloc_aligned(dev, flags, size);
  if (!p && drop_freed(dev) > 0)
    p = svm_alloc_aligned(dev, flags, size);
  if (!p)
    return cuport_fail(cuportErrorMemoryAllocation, "clSVMAlloc of %zu bytes failed on '%s'",
                       size, dev->name);
  if (record_block(dev, p, size, kind, NULL)) {
    clSVMFree(dev->ctx, p);
    return cuportErrorMemoryAllocation;
  }
  if (!kept) /* a kept block is reused memory, as cudaMalloc's after a cudaFree is */
    zero_fresh(dev, p, size, flags);
  *out = p;
  return cuportSuccess;
}

static void staging_prepare(cuport_device *dev);

cuportError_t cuport_device_alloc(cuport_device *dev, size_t size, void **out)
{
  return svm_alloc(dev, size, CL_MEM_READ_WRITE, CUPORT_MEM_DEVICE, out);
}

cuportError_t cuportMalloc(void **devPtr, size_t size)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportMalloc(devPtr=%p, size=%zu)", (void *)devPtr, size);
  if (!devPtr)
    return cuport_fail(cuportErrorInvalidValue, "devPtr is NULL");
  e = cuport_current(&dev);
  if (e)
    return e;
  if (size == 0) {
    *devPtr = NULL;
    return cuportSuccess;
  }
  e = svm_alloc(dev, size, CL_MEM_READ_WRITE, CUPORT_MEM_DEVICE, devPtr);
  if (!e)
    staging_prepare(dev);
  return e;
}

cuportError_t cuportMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
  size_t p = (width + CUPORT_PITCH_ALIGN - 1) / CUPORT_PITCH_ALIGN * CUPORT_PITCH_ALIGN;
  cuportError_t e;

  CUPORT_TRACE("cuportMallocPitch(devPtr=%p, pitch=%p, width=%zu, height=%zu)", (void *)devPtr,
               (void *)pitch, width, height);
  if (!devPtr || !pitch)
    return cuport_fail(cuportErrorInvalidValue, "devPtr or pitch is NULL");
  if (height && p > (size_t)-1 / height)
    return cuport_fail(cuportErrorMemoryAllocation, "pitch x height overflows");
  e = cuportMalloc(devPtr, p * height);
  if (!e)
    *pitch = p;
  return e;
}

cuportError_t cuportMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportMallocManaged(devPtr=%p, size=%zu, flags=0x%x)", (void *)devPtr, size,
               flags);
  if (!devPtr)
    return cuport_fail(cuportErrorInvalidValue, "devPtr is NULL");
  if (flags != cuportMemAttachGlobal && flags != cuportMemAttachHost)
    return cuport_fail(cuportErrorInvalidValue, "flags must be cuportMemAttachGlobal or Host");
  e = cuport_current(&dev);
  if (e)
    return e;
  if (size == 0)
    return cuport_fail(cuportErrorInvalidValue, "size is 0");
  if (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER)
    return svm_alloc(dev, size, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER,
                     CUPORT_MEM_MANAGED, devPtr);
  /* coarse-grained only: mapped for the host between device work (managed.c) */
  e = svm_alloc(dev, size, CL_MEM_READ_WRITE, CUPORT_MEM_MANAGED, devPtr);
  if (!e && (e = cuport_managed_adopt(dev, *devPtr)) != cuportSuccess) {
    cuport_alloc a;
    pthread_mutex_lock(&dev->lock);
    cuport_reg_remove(&dev->reg, *devPtr, &a);
    pthread_mutex_unlock(&dev->lock);
    clSVMFree(dev->ctx, *devPtr);
    *devPtr = NULL;
  }
  return e;
}

/* Removes the block at p if its kind is accepted; the device is idle first,
   as cudaFree implies. */
/* Unmaps p (when not NULL) from buf on the legacy queue, waits, and releases buf: a
   pinned buffer kept mapped (cuportHostAlloc, or registered memory the driver pinned). */
static void unmap_release(cuport_device *dev, cl_mem buf, void *p)
{
  if (p)
    clEnqueueUnmapMemObject(dev->legacy->q, buf, p, 0, NULL, NULL);
  clFinish(dev->legacy->q);
  clReleaseMemObject(buf);
}

static cuportError_t release_block(cuport_device *dev, void *p, int pinned, const char *fn)
{
  cuport_alloc a;
  cuportError_t e = cuport_device_finish(dev);
  int ok;

  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  {
    cuport_alloc *found = cuport_reg_find(&dev->reg, p);
    if (!pinned && found && found->base == (char *)p && found->pool) {
      /* stream-ordered memory goes back to its pool (pool.c) */
      ok = cuport_pool_return(dev, found) == 0;
      pthread_mutex_unlock(&dev->lock);
      return ok ? cuportSuccess
                : cuport_fail(cuportErrorInvalidValue, "%s: %p is already free", fn, p);
    }
    ok = found && found->base == (char *)p &&
         (pinned ? found->kind == CUPORT_MEM_PINNED_SVM || found->kind == CUPORT_MEM_PINNED_BUFFER
                 : found->kind == CUPORT_MEM_DEVICE || found->kind == CUPORT_MEM_MANAGED);
    if (ok)
      cuport_reg_remove(&dev->reg, p, &a);
    if (ok && a.kind == CUPORT_MEM_DEVICE && put_freed(dev, a.base, a.size)) {
      pthread_mutex_unlock(&dev->lock);
      return cuportSuccess;
    }
  }
  pthread_mutex_unlock(&dev->lock);
  if (!ok)
    return cuport_fail(cuportErrorInvalidValue, "%s: %p is not the start of a block from %s",
                       fn, p, pinned ? "cuportMallocHost/cuportHostAlloc" : "cuportMalloc");
  if (a.kind == CUPORT_MEM_PINNED_BUFFER) {
    unmap_release(dev, a.buffer, a.base);
  } else if (a.kind == CUPORT_MEM_MANAGED && cuport_managed_coarse(dev)) {
    cuport_managed_free(dev, &a);
  } else {
    clSVMFree(dev->ctx, a.base);
  }
  return cuportSuccess;
}

cuportError_t cuportFree(void *devPtr)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportFree(devPtr=%p)", devPtr);
  if (!devPtr || cuport_gmem_owns(devPtr))
    return cuportSuccess;
  e = cuport_current(&dev);
  return e ? e : release_block(dev, devPtr, 0, "cuportFree");
}

cuportError_t cuport_free_device(cuport_device *dev, void *p)
{
  return release_block(dev, p, 0, "graph memory");
}

/* Pinned memory without fine-grained SVM: an OpenCL host buffer kept mapped. */
static cuportError_t pinned_buffer(cuport_device *dev, size_t size, void **out)
{
  cl_int err;
  cl_mem buf = clCreateBuffer(dev->ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, size, NULL,
                              &err);
  void *p;

  if (!buf)
    return cuport_fail_cl(err, cuportErrorMemoryAllocation, "clCreateBuffer(ALLOC_HOST_PTR, %zu)",
                          size);
  p = clEnqueueMapBuffer(dev->legacy->q, buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, size, 0,
                         NULL, NULL, &err);
  if (!p) {
    clReleaseMemObject(buf);
    return cuport_fail_cl(err, cuportErrorMemoryAllocation, "clEnqueueMapBuffer of %zu bytes",
                          size);
  }
  if (record_block(dev, p, size, CUPORT_MEM_PINNED_BUFFER, buf)) {
    clEnqueueUnmapMemObject(dev->legacy->q, buf, p, 0, NULL, NULL);
    clReleaseMemObject(buf);
    return cuportErrorMemoryAllocation;
  }
  *out = p;
  return cuportSuccess;
}

cuportError_t cuportHostAlloc(void **pHost, size_t size, unsigned int flags)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportHostAlloc(pHost=%p, size=%zu, flags=0x%x)", (void *)pHost, size, flags);
  if (!pHost)
    return cuport_fail(cuportErrorInvalidValue, "pHost is NULL");
  if (flags & ~0x7u)
    return cuport_fail(cuportErrorInvalidValue, "unknown host allocation flags 0x%x", flags);
  e = cuport_current(&dev);
  if (e)
    return e;
  if (size == 0) {
    *pHost = NULL;
    return cuportSuccess;
  }
  if (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER)
    return svm_alloc(dev, size, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER,
                     CUPORT_MEM_PINNED_SVM, pHost);
  return pinned_buffer(dev, size, pHost);
}

cuportError_t cuportMallocHost(void **ptr, size_t size)
{
  return cuportHostAlloc(ptr, size, cuportHostAllocDefault);
}

cuportError_t cuportFreeHost(void *ptr)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportFreeHost(ptr=%p)", ptr);
  if (!ptr)
    return cuportSuccess;
  e = cuport_current(&dev);
  return e ? e : release_block(dev, ptr, 1, "cuportFreeHost");
}

static int overlaps(cuport_registry *r, const char *p, size_t size)
{
  size_t i;

  if (cuport_reg_find(r, p) || cuport_reg_find(r, p + size - 1))
    return 1;
  for (i = 0; i < r->n; i++)
    if (r->v[i].base >= p && r->v[i].base < p + size)
      return 1;
  return 0;
}

/* Registered memory on a device that cannot reach pageable memory itself: a
   CL_MEM_USE_HOST_PTR buffer over it, mapped, asks the driver to pin the pages, as
   cudaHostRegister does, so that copies from and to it go straight to the device, with
   no staging and asynchronously (cudaMemcpyAsync on registered memory does not wait).
   NULL (the range stays pageable, copies staged) where the driver refuses, or under
   CUPORT_PIN_REGISTERED=0. */
static cl_mem pin_registered(cuport_device *dev, void *ptr, size_t size)
{
  const char *env = getenv("CUPORT_PIN_REGISTERED");
  cl_int err;
  cl_mem buf;
  void *p;

  if ((env && strcmp(env, "0") == 0) || (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_SYSTEM))
    return NULL;
  buf = clCreateBuffer(dev->ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, size, ptr, &err);
  if (!buf) {
    CUPORT_TRACE("cuportHostRegister: the driver does not pin [%p, +%zu) (%s); copies "
                 "from it are staged", ptr, size, cuport_cl_error_name(err));
    return NULL;
  }
  p = clEnqueueMapBuffer(dev->legacy->q, buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, size, 0,
                         NULL, NULL, &err);
  if (p != ptr) {
    /* a driver that maps a copy would have two sides to keep coherent: not pinning */
    unmap_release(dev, buf, p);
    CUPORT_TRACE("cuportHostRegister: mapping the buffer over [%p, +%zu) gave %p; copies "
                 "from it are staged", ptr, size, p);
    return NULL;
  }
  return buf;
}

static void unpin_registered(cuport_device *dev, cuport_alloc *a)
{
  if (a->buffer)
    unmap_release(dev, a->buffer, a->base);
}

cuportError_t cuportHostRegister(void *ptr, size_t size, unsigned int flags)
{
  cuport_device *dev;
  cuportError_t e;
  cl_mem pin;
  int clash, failed = 0;

  CUPORT_TRACE("cuportHostRegister(ptr=%p, size=%zu, flags=0x%x)", ptr, size, flags);
  if (!ptr || size == 0)
    return cuport_fail(cuportErrorInvalidValue, "ptr is NULL or size is 0");
  if (flags & ~0xfu)
    return cuport_fail(cuportErrorInvalidValue, "unknown host register flags 0x%x", flags);
  e = cuport_current(&dev);
  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  clash = overlaps(&dev->reg, ptr, size);
  pthread_mutex_unlock(&dev->lock);
  if (clash)
    return cuport_fail(cuportErrorHostMemoryAlreadyRegistered,
                       "[%p, +%zu) overlaps memory already registered or allocated", ptr, size);
  pin = pin_registered(dev, ptr, size);
  pthread_mutex_lock(&dev->lock);
  clash = overlaps(&dev->reg, ptr, size); /* another thread, meanwhile */
  if (!clash)
    failed = cuport_reg_insert(&dev->reg, ptr, size, CUPORT_MEM_REGISTERED, pin);
  pthread_mutex_unlock(&dev->lock);
  if (clash || failed) {
    cuport_alloc undo = {.base = ptr, .size = size, .kind = CUPORT_MEM_REGISTERED, .buffer = pin};
    unpin_registered(dev, &undo);
  }
  if (clash)
    return cuport_fail(cuportErrorHostMemoryAlreadyRegistered,
                       "[%p, +%zu) overlaps memory already registered or allocated", ptr, size);
  return failed ? cuport_fail(cuportErrorMemoryAllocation, "no host memory") : cuportSuccess;
}

cuportError_t cuportHostUnregister(void *ptr)
{
  cuport_device *dev;
  cuport_alloc a;
  cuportError_t e;
  int ok;

  CUPORT_TRACE("cuportHostUnregister(ptr=%p)", ptr);
  e = cuport_current(&dev);
  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  {
    cuport_alloc *found = cuport_reg_find(&dev->reg, ptr);
    ok = found && found->base == (char *)ptr && found->kind == CUPORT_MEM_REGISTERED;
    if (ok)
      cuport_reg_remove(&dev->reg, ptr, &a);
  }
  pthread_mutex_unlock(&dev->lock);
  if (ok)
    unpin_registered(dev, &a);
  return ok ? cuportSuccess
            : cuport_fail(cuportErrorHostMemoryNotRegistered, "%p was not registered", ptr);
}

cuportError_t cuportHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
  cuport_device *dev;
  cuport_mem_kind kind = CUPORT_MEM_DEVICE;
  cuportError_t e;
  int found;

  CUPORT_TRACE("cuportHostGetDevicePointer(pDevice=%p, pHost=%p)", (void *)pDevice, pHost);
  if (!pDevice || flags != 0)
    return cuport_fail(cuportErrorInvalidValue, "pDevice is NULL or flags is not 0");
  e = cuport_current(&dev);
  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  {
    cuport_alloc *a = cuport_reg_find(&dev->reg, pHost);
    found = a != NULL;
    if (a)
      kind = a->kind;
  }
  pthread_mutex_unlock(&dev->lock);
  if (found && (kind == CUPORT_MEM_PINNED_SVM || kind == CUPORT_MEM_PINNED_BUFFER ||
                kind == CUPORT_MEM_MANAGED)) {
    *pDevice = pHost;
    return cuportSuccess;
  }
  if (found && kind == CUPORT_MEM_REGISTERED) {
    if (!(dev->svm & CL_DEVICE_SVM_FINE_GRAIN_SYSTEM))
      return cuport_fail(cuportErrorNotSupported,
                         "device '%s' cannot access registered pageable memory (no fine-grained "
                         "system SVM); allocate it with cuportHostAlloc instead", dev->name);
    *pDevice = pHost;
    return cuportSuccess;
  }
  return cuport_fail(cuportErrorInvalidValue, "%p is not pinned host memory", pHost);
}

/* Prefetches and advice only validate (OpenCL migrates SVM itself): a range of managed
   or device memory, and a place that exists.  CUDA 12 names the place by a device
   number (cuportCpuDeviceId the host), CUDA 13 by a cuportMemLocation. */
static cuportError_t check_managed_range(const void *devPtr, size_t count)
{
  cuport_device *dev;
  cuportError_t e = cuport_current(&dev);
  int ok;

  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  ok = cuport_reg_covers(&dev->reg, devPtr, count) == 0;
  pthread_mutex_unlock(&dev->lock);
  return ok ? cuportSuccess
            : cuport_fail(cuportErrorInvalidValue, "%p is not managed or device memory", devPtr);
}

static cuportError_t check_device_number(int device)
{
  cuportError_t e = cuport_init();

  if (e || device == cuportCpuDeviceId)
    return e;
  if (device < 0 || device >= cuport_device_count)
    return cuport_fail(cuportErrorInvalidDevice, "device %d does not exist (%d visible)", device,
                       cuport_device_count);
  return cuportSuccess;
}

static cuportError_t check_location(cuportMemLocation location)
{
  switch (location.type) {
  case cuportMemLocationTypeDevice:
    return location.id == cuportCpuDeviceId
               ? cuport_fail(cuportErrorInvalidDevice, "a device location needs a device number")
               : check_device_number(location.id);
  case cuportMemLocationTypeHost:
  case cuportMemLocationTypeHostNuma:
  case cuportMemLocationTypeHostNumaCurrent:
    return cuportSuccess;
  default:
    return cuport_fail(cuportErrorInvalidValue, "memory location type %d names no place",
                       (int)location.type);
  }
}

static cuportError_t check_advice(cuportMemoryAdvise advice)
{
  return advice >= cuportMemAdviseSetReadMostly && advice <= cuportMemAdviseUnsetAccessedBy
             ? cuportSuccess
             : cuport_fail(cuportErrorInvalidValue, "%d is not a memory advice", (int)advice);
}

cuportError_t cuportMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                     cuportStream_t stream)
{
  cuportError_t e;

  CUPORT_TRACE("cuportMemPrefetchAsync(devPtr=%p, count=%zu, dstDevice=%d)", devPtr, count,
               dstDevice);
  (void)stream;
  e = check_managed_range(devPtr, count);
  return e ? e : check_device_number(dstDevice);
}

cuportError_t cuportMemPrefetchAsync_v2(const void *devPtr, size_t count,
                                        cuportMemLocation location, unsigned int flags,
                                        cuportStream_t stream)
{
  cuportError_t e;

  CUPORT_TRACE("cuportMemPrefetchAsync_v2(devPtr=%p, count=%zu, location=%d:%d, flags=%u)",
               devPtr, count, (int)location.type, location.id, flags);
  (void)stream;
  if (flags)
    return cuport_fail(cuportErrorInvalidValue, "prefetch flags must be 0, not %u", flags);
  e = check_managed_range(devPtr, count);
  return e ? e : check_location(location);
}

/* The advice that names a place (preferred location, accessed by) needs one that
   exists; the others ignore it, as in CUDA. */
cuportError_t cuportMemAdvise(const void *devPtr, size_t count, cuportMemoryAdvise advice,
                              int device)
{
  cuportError_t e;

  CUPORT_TRACE("cuportMemAdvise(devPtr=%p, count=%zu, advice=%d, device=%d)", devPtr, count,
               (int)advice, device);
  e = check_advice(advice);
  if (!e)
    e = check_managed_range(devPtr, count);
  if (!e && advice != cuportMemAdviseSetReadMostly && advice != cuportMemAdviseUnsetReadMostly)
    e = check_device_number(device);
  return e;
}

cuportError_t cuportMemAdvise_v2(const void *devPtr, size_t count, cuportMemoryAdvise advice,
                                 cuportMemLocation location)
{
  cuportError_t e;

  CUPORT_TRACE("cuportMemAdvise_v2(devPtr=%p, count=%zu, advice=%d, location=%d:%d)", devPtr,
               count, (int)advice, (int)location.type, location.id);
  e = check_advice(advice);
  if (!e)
    e = check_managed_range(devPtr, count);
  if (!e && advice != cuportMemAdviseSetReadMostly && advice != cuportMemAdviseUnsetReadMostly)
    e = check_location(location);
  return e;
}

cuportError_t cuportStreamAttachMemAsync(cuportStream_t stream, void *devPtr, size_t length,
                                         unsigned int flags)
{
  unsigned int sflags;
  cuportError_t e;

  CUPORT_TRACE("cuportStreamAttachMemAsync(stream=%p, devPtr=%p, length=%zu, flags=0x%x)",
               (void *)stream, devPtr, length, flags);
  if (flags != cuportMemAttachGlobal && flags != cuportMemAttachHost &&
      flags != cuportMemAttachSingle)
    return cuport_fail(cuportErrorInvalidValue, "attach flags 0x%x are not one cuportMemAttach* "
                       "flag", flags);
  e = cuportStreamGetFlags(stream, &sflags); /* a live stream */
  if (!e)
    e = check_managed_range(devPtr, length ? length : 1);
  return e;
}

/* ------------------------------------------------------------ peer access */

static cuportError_t peer_pair(int device, int peer)
{
  cuportError_t e = check_device_number(device);

  if (!e && device == cuportCpuDeviceId)
    e = cuport_fail(cuportErrorInvalidDevice, "device %d is not a device", device);
  if (!e)
    e = check_device_number(peer);
  if (!e && peer == cuportCpuDeviceId)
    e = cuport_fail(cuportErrorInvalidDevice, "device %d is not a device", peer);
  return e;
}

cuportError_t cuportDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
  cuportError_t e;

  if (!canAccessPeer)
    return cuport_fail(cuportErrorInvalidValue, "canAccessPeer is NULL");
  e = peer_pair(device, peerDevice);
  if (!e)
    *canAccessPeer = 0;
  return e;
}

cuportError_t cuportDeviceGetP2PAttribute(int *value, cuportDeviceP2PAttr attr, int srcDevice,
                                          int dstDevice)
{
  cuportError_t e;

  if (!value)
    return cuport_fail(cuportErrorInvalidValue, "value is NULL");
  if (attr < cuportDevP2PAttrPerformanceRank || attr > cuportDevP2PAttrCudaArrayAccessSupported)
    return cuport_fail(cuportErrorInvalidValue, "%d is not a peer attribute", (int)attr);
  e = peer_pair(srcDevice, dstDevice);
  if (!e && srcDevice == dstDevice)
    e = cuport_fail(cuportErrorInvalidDevice, "device %d and itself are no pair of devices",
                    srcDevice);
  if (!e)
    *value = 0;
  return e;
}

cuportError_t cuportDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
  cuport_device *dev;
  cuportError_t e = cuport_current(&dev);

  if (!e && flags)
    e = cuport_fail(cuportErrorInvalidValue, "peer access flags must be 0");
  if (!e)
    e = peer_pair(dev->index, peerDevice);
  return e ? e : cuport_fail(cuportErrorPeerAccessUnsupported, "device %d cannot reach the "
                             "memory of device %d (separate OpenCL contexts)", dev->index,
                             peerDevice);
}

cuportError_t cuportDeviceDisablePeerAccess(int peerDevice)
{
  cuport_device *dev;
  cuportError_t e = cuport_current(&dev);

  if (!e)
    e = peer_pair(dev->index, peerDevice);
  return e ? e : cuport_fail(cuportErrorPeerAccessNotEnabled, "peer access to device %d was "
                             "never enabled", peerDevice);
}

static cuportError_t memcpy_peer(void *dst, int dstDevice, const void *src, int srcDevice,
                                 size_t count, cuportStream_t stream)
{
  cuport_device *sd, *dd;
  void *bounce;
  cuportError_t e = peer_pair(dstDevice, srcDevice);

  if (!e)
    e = cuport_device_ready(srcDevice, &sd);
  if (!e)
    e = cuport_device_ready(dstDevice, &dd);
  if (e || count == 0)
    return e;
  if (sd == dd)
    return cuport_copy(sd, dst, src, count, stream, stream == NULL);
  if (stream && (e = cuportStreamSynchronize(stream)))
    return e;
  bounce = malloc(count);
  if (!bounce)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory to copy %zu bytes between "
                       "devices", count);
  e = cuport_copy(sd, bounce, src, count, NULL, 1);
  if (!e)
    e = cuport_copy(dd, dst, bounce, count, NULL, 1);
  free(bounce);
  return e;
}

cuportError_t cuportMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice,
                               size_t count)
{
  CUPORT_TRACE("cuportMemcpyPeer(dst=%p, dstDevice=%d, src=%p, srcDevice=%d, count=%zu)", dst,
               dstDevice, src, srcDevice, count);
  return memcpy_peer(dst, dstDevice, src, srcDevice, count, NULL);
}

cuportError_t cuportMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                    size_t count, cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpyPeerAsync(dst=%p, dstDevice=%d, src=%p, srcDevice=%d, count=%zu, "
               "stream=%p)", dst, dstDevice, src, srcDevice, count, (void *)stream);
  if (!stream)
    stream = cuportStreamLegacy;
  return memcpy_peer(dst, dstDevice, src, srcDevice, count, stream);
}

cuportError_t cuportMemGetInfo(size_t *freeMem, size_t *total)
{
  cuport_device *dev;
  cl_ulong kib[1] = {0};
  size_t used;
  cuportError_t e;

  CUPORT_TRACE("cuportMemGetInfo(free=%p, total=%p)", (void *)freeMem, (void *)total);
  if (!freeMem || !total)
    return cuport_fail(cuportErrorInvalidValue, "free or total is NULL");
  e = cuport_current(&dev);
  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  used = dev->reg.device_bytes;
  pthread_mutex_unlock(&dev->lock);
  *total = dev->global_mem;
  if (cuport_device_has_ext(dev, "cl_amd_device_attribute_query") &&
      clGetDeviceInfo(dev->id, CL_DEVICE_GLOBAL_FREE_MEMORY_AMD, sizeof kib, kib, NULL) == 0)
    *freeMem = (size_t)kib[0] * 1024;
  else
    *freeMem = used < dev->global_mem ? dev->global_mem - used : 0;
  return cuportSuccess;
}

static void describe(cuportPointerAttributes *attr, const cuport_alloc *a, const void *ptr,
                     const cuport_device *dev)
{
  void *p = (void *)ptr;

  attr->device = dev->index;
  switch (a->kind) {
  case CUPORT_MEM_DEVICE:
  case CUPORT_MEM_SYMBOL:
    attr->type = cuportMemoryTypeDevice;
    attr->devicePointer = p;
    break;
  case CUPORT_MEM_MANAGED:
    attr->type = cuportMemoryTypeManaged;
    attr->devicePointer = attr->hostPointer = p;
    break;
  case CUPORT_MEM_PINNED_SVM:
  case CUPORT_MEM_PINNED_BUFFER:
    attr->type = cuportMemoryTypeHost;
    attr->devicePointer = attr->hostPointer = p;
    break;
  case CUPORT_MEM_REGISTERED:
    attr->type = cuportMemoryTypeHost;
    attr->hostPointer = p;
    if (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_SYSTEM)
      attr->devicePointer = p;
    break;
  }
}

cuportError_t cuportPointerGetAttributes(cuportPointerAttributes *attributes, const void *ptr)
{
  int i;
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportPointerGetAttributes(attributes=%p, ptr=%p)", (void *)attributes, ptr);
  if (!attributes)
    return cuport_fail(cuportErrorInvalidValue, "attributes is NULL");
  if (e)
    return cuport_fail(e, "no device");
  memset(attributes, 0, sizeof *attributes);
  attributes->device = -2;
  attributes->type = cuportMemoryTypeUnregistered;
  for (i = 0; i < cuport_device_count; i++) {
    cuport_device *dev = &cuport_devices[i];
    cuport_alloc *a;

    if (!__atomic_load_n(&dev->ready, __ATOMIC_ACQUIRE))
      continue;
    pthread_mutex_lock(&dev->lock);
    a = cuport_reg_find(&dev->reg, ptr);
    if (a)
      describe(attributes, a, ptr, dev);
    pthread_mutex_unlock(&dev->lock);
    if (a)
      break;
  }
  return cuportSuccess;
}

/* ----------------------------------------------------------------- copies */

/* 1 if a (the block p lies in, or NULL) is host memory the driver has not pinned:
   memory the runtime did not allocate, or registered memory it could not pin. */
static int pageable_block(const cuport_alloc *a)
{
  return !a || (a->kind == CUPORT_MEM_REGISTERED && !a->buffer);
}

/* 1 if p is pageable host memory (pageable_block). */
static int is_pageable(cuport_device *dev, const void *p)
{
  cuport_alloc *a;
  int pageable;

  pthread_mutex_lock(&dev->lock);
  a = cuport_reg_find(&dev->reg, p);
  pageable = pageable_block(a);
  pthread_mutex_unlock(&dev->lock);
  return pageable;
}

/* 1 if p lies in device memory proper (cuportMalloc or a symbol): memory the
   host cannot read without a copy, so a copy between two such blocks need
   not hold the host back. */
static int is_device_only(cuport_device *dev, const void *p)
{
  cuport_alloc *a;
  int device;

  pthread_mutex_lock(&dev->lock);
  a = cuport_reg_find(&dev->reg, p);
  device = a && (a->kind == CUPORT_MEM_DEVICE || a->kind == CUPORT_MEM_SYMBOL);
  pthread_mutex_unlock(&dev->lock);
  return device;
}

/* Whether a copy must be complete when the call returns.  As in CUDA: the
   synchronous forms wait, except for device-to-device copies, which are
   asynchronous with respect to the host; the Async forms wait only when
   pageable host memory is involved (the caller may reuse it at once). */
static int copy_waits(cuport_device *dev, void *dst, const void *src, int async)
{
  if (!async)
    return !(is_device_only(dev, dst) && is_device_only(dev, src));
  return is_pageable(dev, dst) || is_pageable(dev, src);
}

/* Checks that the side(s) kind says are on the device lie in live blocks of
   extent bytes. */
static cuportError_t check_copy(cuport_device *dev, void *dst, const void *src, size_t dext,
                                size_t sext, cuportMemcpyKind kind)
{
  int bad_dst = 0, bad_src = 0;

  if ((unsigned)kind > cuportMemcpyDefault)
    return cuport_fail(cuportErrorInvalidMemcpyDirection, "unknown memcpy kind %d", (int)kind);
  if (!dst || !src)
    return cuport_fail(cuportErrorInvalidValue, "dst or src is NULL");
  pthread_mutex_lock(&dev->lock);
  if (kind == cuportMemcpyHostToDevice || kind == cuportMemcpyDeviceToDevice)
    bad_dst = cuport_reg_covers(&dev->reg, dst, dext) != 0;
  if (kind == cuportMemcpyDeviceToHost || kind == cuportMemcpyDeviceToDevice)
    bad_src = cuport_reg_covers(&dev->reg, src, sext) != 0;
  pthread_mutex_unlock(&dev->lock);
  if (bad_dst || bad_src)
    return cuport_fail(cuportErrorInvalidValue,
                       "%s %p (+%zu bytes) is not inside a live device allocation",
                       bad_dst ? "destination" : "source", bad_dst ? dst : (void *)src,
                       bad_dst ? dext : sext);
  return cuportSuccess;
}

/* --------------------------------------------------------------- staging */

/* Copies between pageable host memory and the device go through blocks of pinned
   host memory and a host memcpy, as CUDA's own pageable copies do:

   - device to host: the device writes a block, the host copies it out; a large copy
     alternates two blocks, so the host copies one out while the device fills the other;
   - host to device: the host copies into a block, the device reads it; a large copy
     alternates two blocks likewise.  As in CUDA, the call returns once the last block is
     filled and its transfer enqueued: the caller's buffer is free again, and the stream
     orders the transfer before its next command.  The block stays busy until then.

   NVIDIA's OpenCL copies pageable memory through its own bounce buffer, one at a time and
   with a second wait: 8 GB/s host to device where pinned memory moves 55 (H100), and 14 us
   for an 8-byte read where a staged one takes 7.  Small reads (up to CUPORT_STAGING_BYTES)
   are staged on every device; the rest on NVIDIA, or everywhere under CUPORT_STAGING=2
   (a CPU device copies directly as fast), except reads over CUPORT_STAGED_READ_MAX.
   CUPORT_STAGING=0 turns staging off.  Figures: bench/transfer, docs/performance.md. */

/* A new staging block of size bytes, or NULL (the caller then copies directly). */
static cuport_staging *staging_new(cuport_device *dev, size_t size)
{
  cuport_staging *st = calloc(1, sizeof *st);
  cl_command_queue q;
  cl_int err;

  if (!st)
    return NULL;
  st->size = size;
  if (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER) {
    st->p = clSVMAlloc(dev->ctx, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, size, 0);
    if (st->p)
      return st;
  }
  q = runtime_queue(dev);
  if (q)
    st->buf = clCreateBuffer(dev->ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, size, NULL,
                             &err);
  if (st->buf)
    st->p = clEnqueueMapBuffer(q, st->buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, size, 0, NULL,
                               NULL, &err);
  if (q)
    clReleaseCommandQueue(q);
  if (!st->p) {
    if (st->buf)
      clReleaseMemObject(st->buf);
    free(st);
    return NULL;
  }
  return st;
}

/* Whether st's last transfer has finished (its event is released then). */
static int staging_idle(cuport_staging *st)
{
  cl_int status = CL_COMPLETE;

  if (!st->busy)
    return 1;
  clGetEventInfo(st->busy, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
  if (status > CL_COMPLETE)
    return 0;
  clReleaseEvent(st->busy);
  st->busy = NULL;
  return 1;
}

/* Waits for st's last transfer.  Its failure was reported by the stream it ran on. */
static void staging_wait(cuport_staging *st)
{
  if (st->busy) {
    clWaitForEvents(1, &st->busy);
    clReleaseEvent(st->busy);
    st->busy = NULL;
  }
}

/* An idle block of size bytes for the calling thread alone: an idle one from the pool,
   else a new one while the pool holds fewer than 4 of that size (host-to-device copies
   return with their last block busy), else the pool's first, once idle. */
static cuport_staging *staging_take(cuport_device *dev, size_t size)
{
  cuport_staging **pp, **first = NULL, *st = NULL;
  int n = 0;

  pthread_mutex_lock(&dev->lock);
  for (pp = &dev->staging; *pp; pp = &(*pp)->next) {
    if ((*pp)->size != size)
      continue;
    if (!first)
      first = pp;
    n++;
    if (staging_idle(*pp))
      break;
  }
  if (!*pp && n >= 4)
    pp = first;
  if (*pp) {
    st = *pp;
    *pp = st->next;
  }
  pthread_mutex_unlock(&dev->lock);
  if (!st)
    return staging_new(dev, size);
  staging_wait(st);
  return st;
}

static void staging_give(cuport_device *dev, cuport_staging *st)
{
  if (!st)
    return;
  pthread_mutex_lock(&dev->lock);
  st->next = dev->staging;
  dev->staging = st;
  pthread_mutex_unlock(&dev->lock);
}

/* The first staging block is made with the first device allocation, ahead of the first small read-back, which is typically inside a solver's timed loop:
   it would pay there for a command queue and a pinned buffer. */
static void staging_prepare(cuport_device *dev)
{
  int first;

  if (!cuport_config.staging)
    return;
  pthread_mutex_lock(&dev->lock);
  first = !dev->staging_prepared;
  dev->staging_prepared = 1;
  pthread_mutex_unlock(&dev->lock);
  if (first)
    staging_give(dev, staging_new(dev, CUPORT_STAGING_BYTES));
}

void cuport_staging_release_all(cuport_device *dev)
{
  while (dev->staging) {
    cuport_staging *st = dev->staging;
    dev->staging = st->next;
    staging_wait(st);
    if (st->buf) {
      clEnqueueUnmapMemObject(dev->staging_q, st->buf, st->p, 0, NULL, NULL);
      clFinish(dev->staging_q);
      clReleaseMemObject(st->buf);
    } else {
      clSVMFree(dev->ctx, st->p);
    }
    free(st);
  }
  if (dev->staging_q)
    clReleaseCommandQueue(dev->staging_q);
  dev->staging_q = NULL;
  dev->staging_prepared = 0;
}

enum { STAGE_NONE, STAGE_TO_HOST, STAGE_TO_DEVICE };
#define CUPORT_STAGED_READ_MAX (4u << 20)

/* Whether a copy that waits goes through staging blocks, and which way. */
static int staged_direction(cuport_device *dev, const void *dst, const void *src, size_t count)
{
  cuport_alloc *a;
  int wide = cuport_config.staging == 2 || (cuport_config.staging && dev->is_nvidia);
  int src_device, src_host, dst_device, dst_host;

  if (!cuport_config.staging || (count > CUPORT_STAGING_BYTES && !wide))
    return STAGE_NONE;
  pthread_mutex_lock(&dev->lock);
  a = cuport_reg_find(&dev->reg, src);
  src_device = a && (a->kind == CUPORT_MEM_DEVICE || a->kind == CUPORT_MEM_SYMBOL ||
                     a->kind == CUPORT_MEM_MANAGED);
  src_host = pageable_block(a);
  a = cuport_reg_find(&dev->reg, dst);
  dst_device = a && (a->kind == CUPORT_MEM_DEVICE || a->kind == CUPORT_MEM_SYMBOL);
  dst_host = pageable_block(a);
  pthread_mutex_unlock(&dev->lock);
  /* NVIDIA's own path reads pageable memory back faster than one host thread empties
     staging blocks past a few MiB (H100: 14 GB/s direct, 7-8 staged at 64 MiB and up;
     staged faster up to 4 MiB: 11.5 GB/s against 7.7 at 1 MiB) */
  if (src_device && dst_host)
    return count <= CUPORT_STAGED_READ_MAX ? STAGE_TO_HOST : STAGE_NONE;
  return wide && src_host && dst_device ? STAGE_TO_DEVICE : STAGE_NONE;
}

/* The bytes one transfer of a staged copy moves: at most a block, and a quarter of the
   copy down to 256 KiB, so a middle-sized copy is still cut into pieces that overlap. */
static size_t stage_piece(size_t count, size_t block)
{
  size_t piece = count / 4 > (256u << 10) ? (count / 4 + 4095) / 4096 * 4096 : (256u << 10);

  return piece < block ? piece : block;
}

/* One transfer of a staged copy on the stream's queue, after its legacy-stream waits,
   flushed so that it starts; *ev is its event, *seq the stream's count after it. */
static cuportError_t stage_enqueue(cuport_device *dev, cuportStream_t stream, void *dst,
                                   const void *src, size_t n, cl_event *ev,
                                   struct cuportStream **s, unsigned long *seq, cl_event *span)
{
  cuport_enqueue e;
  cl_int err;
  cuportError_t r = cuport_enqueue_begin(dev, stream, &e);

  if (r)
    return r;
  if ((r = cuport_managed_device(dev)) != cuportSuccess) {
    cuport_enqueue_end(&e, 0);
    return r;
  }
  err = clEnqueueSVMMemcpy(e.s->q, CL_FALSE, dst, src, n, e.nwait, e.nwait ? e.waits : NULL, ev);
  *s = e.s;
  *seq = e.s->seq + 1;
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueSVMMemcpy of %zu bytes (staged)", n);
  clFlush((*s)->q);
  /* profiled: span[0] holds the first transfer's event, span[1] the last one's */
  if (cuport_profiling && *ev) {
    clRetainEvent(*ev);
    if (!span[0])
      span[0] = *ev;
    else {
      if (span[1])
        clReleaseEvent(span[1]);
      span[1] = *ev;
    }
  }
  return cuportSuccess;
}

/* Host to device through st[0] and st[1] (NULL for a copy of one piece); returns once the
   last piece is enqueued, each block busy with its last transfer. */
static cuportError_t staged_to_device(cuport_device *dev, char *dst, const char *src,
                                      size_t count, cuportStream_t stream, cuport_staging **st,
                                      struct cuportStream **s, cl_event *span)
{
  size_t piece = stage_piece(count, st[0]->size), off, n;
  unsigned long seq;
  cuportError_t r = cuportSuccess;
  int b = 0;

  for (off = 0; off < count && !r; off += n, b = st[1] ? !b : 0) {
    n = count - off < piece ? count - off : piece;
    staging_wait(st[b]);
    memcpy(st[b]->p, src + off, n);
    r = stage_enqueue(dev, stream, dst + off, st[b]->p, n, &st[b]->busy, s, &seq, span);
  }
  return r;
}

/* Device to host through st[0] and st[1] (NULL for one piece): the device fills one block
   while the host empties the other.  Returns with the data in dst. */
static cuportError_t staged_to_host(cuport_device *dev, char *dst, const char *src,
                                    size_t count, cuportStream_t stream, cuport_staging **st,
                                    struct cuportStream **sp, cl_event *span)
{
  size_t piece = stage_piece(count, st[0]->size);
  size_t pieces = (count + piece - 1) / piece, k, nb = st[1] ? 2 : 1;
  struct cuportStream *s = NULL;
  unsigned long seq = 0;
  cuportError_t r = cuportSuccess;

  for (k = 0; k < pieces && k < nb && !r; k++)
    r = stage_enqueue(dev, stream, st[k]->p, src + k * piece,
                      k + 1 < pieces ? piece : count - k * piece, &st[k]->busy, &s, &seq, span);
  for (k = 0; k < pieces && !r; k++) {
    cuport_staging *b = st[k % nb];
    size_t n = k + 1 < pieces ? piece : count - k * piece;
    cl_event ev = b->busy;

    b->busy = NULL;
    r = cuport_wait_event(dev, ev, "memcpy");
    if (!r)
      memcpy(dst + k * piece, b->p, n);
    if (!r && k + nb < pieces)
      r = stage_enqueue(dev, stream, b->p, src + (k + nb) * piece,
                        k + nb + 1 < pieces ? piece : count - (k + nb) * piece, &b->busy, &s,
                        &seq, span);
  }
  /* The last piece was the stream's last command when it was enqueued: everything up to
     it is done, so a stream synchronisation right after costs nothing. */
  if (!r && s)
    cuport_stream_mark_done(s, seq);
  *sp = s;
  return r;
}

/* A waited-for copy through staging blocks: 1 with *r its result, or 0 when the copy
   is not staged or no block could be had (the caller copies directly). */
static int staged_copy(cuport_device *dev, void *dst, const void *src, size_t count,
                       cuportStream_t stream, cuportError_t *r)
{
  int dir = staged_direction(dev, dst, src, count);
  size_t block = count <= CUPORT_STAGING_BYTES ? CUPORT_STAGING_BYTES : cuport_config.staging_chunk;
  cuport_staging *st[2] = {NULL, NULL};
  struct cuportStream *s = NULL;
  cl_event span[2] = {NULL, NULL};
  unsigned long long issued = cuport_profiling ? cuport_prof_now() : 0;

  if (dir == STAGE_NONE || !(st[0] = staging_take(dev, block)))
    return 0;
  if (count > stage_piece(count, block) && !(st[1] = staging_take(dev, block))) {
    staging_give(dev, st[0]);
    return 0;
  }
  *r = dir == STAGE_TO_HOST ? staged_to_host(dev, dst, src, count, stream, st, &s, span)
                            : staged_to_device(dev, dst, src, count, stream, st, &s, span);
  staging_give(dev, st[0]);
  staging_give(dev, st[1]);
  /* the profile sees one copy, from its first transfer to its last */
  if (s && span[0])
    cuport_prof_copy_at(s, dst, src, *r ? 0 : count, span[1] ? span[0] : NULL,
                        span[1] ? span[1] : span[0], 0, issued);
  return 1;
}

/* A copy of height rows of width bytes issued to a capturing stream becomes
   a memcpy node: returns 1 with *r its result, else 0. */
static int capture_copy(cuport_device *dev, cuportStream_t stream, void *dst, size_t dpitch,
                        const void *src, size_t spitch, size_t width, size_t height,
                        cuportError_t *r)
{
  cuport_op op;

  if (!__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE))
    return 0;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemcpy;
  op.copy.srcPtr = make_cuportPitchedPtr((void *)(size_t)src, spitch, width, height);
  op.copy.dstPtr = make_cuportPitchedPtr(dst, dpitch, width, height);
  op.copy.extent = make_cuportExtent(width, height, 1);
  op.copy.kind = cuportMemcpyDefault;
  return cuport_capture_op(dev, stream, &op, r);
}

/* Whether this copy or memset may use the runtime's kernels (blit.c): wanted on the
   device and built.  Before dev->lock is taken, since the first call builds them. */
static int use_blit(cuport_device *dev)
{
  return cuport_blit_wanted(dev) && cuport_blit_ready(dev) == CL_SUCCESS;
}

/* One copy of n bytes on q (dev->lock held): the runtime's copy kernel when blit
   allows it and it reaches both sides, else clEnqueueSVMMemcpy. */
static cl_int copy_cmd(cuport_device *dev, cl_command_queue q, int blit, void *dst,
                       const void *src, size_t n, cl_uint nwait, const cl_event *waits,
                       cl_event *ev)
{
  cuport_blit b;
  cl_int err;

  if (blit && n < CUPORT_BLIT_COPY_MAX && cuport_blit_on_device(dev, dst) &&
      cuport_blit_on_device(dev, src)) {
    err = cuport_blit_prepare_copy(dev, dst, src, n, &b);
    return err == CL_SUCCESS ? cuport_blit_enqueue(q, &b, nwait, waits, ev) : err;
  }
  return clEnqueueSVMMemcpy(q, CL_FALSE, dst, src, n, nwait, nwait ? waits : NULL, ev);
}

cuportError_t cuport_copy(cuport_device *dev, void *dst, const void *src, size_t count,
                          cuportStream_t stream, int sync)
{
  cuport_enqueue e;
  struct cuportStream *s;
  cl_event ev = NULL;
  cl_int err;
  unsigned long seq;
  cuportError_t r;
  int blit;

  if (capture_copy(dev, stream, dst, count, src, count, count, 1, &r))
    return r;
  if (sync && staged_copy(dev, dst, src, count, stream, &r))
    return r;
  blit = use_blit(dev);
  r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  if ((r = cuport_managed_device(dev)) != cuportSuccess) {
    cuport_enqueue_end(&e, 0);
    return r;
  }
  err = copy_cmd(dev, e.s->q, blit, dst, src, count, e.nwait, e.waits,
                 sync || cuport_profiling ? &ev : NULL);
  s = e.s;
  seq = s->seq + 1;
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueSVMMemcpy of %zu bytes", count);
  if (cuport_profiling)
    cuport_prof_copy(s, dst, src, count, NULL, ev, sync);
  if (!sync)
    return cuportSuccess;
  clFlush(s->q);
  r = cuport_wait_event(dev, ev, "memcpy");
  /* The copy was the stream's last command when it was enqueued: everything up to
     it is done, so a stream synchronisation right after costs nothing. */
  if (!r)
    cuport_stream_mark_done(s, seq);
  return r;
}

static cuportError_t memcpy_common(void *dst, const void *src, size_t count,
                                   cuportMemcpyKind kind, cuportStream_t stream, int async)
{
  cuport_device *dev;
  cuportError_t e = cuport_current(&dev);
  int sync;

  if (e)
    return e;
  if (count == 0)
    return (unsigned)kind > cuportMemcpyDefault
               ? cuport_fail(cuportErrorInvalidMemcpyDirection, "unknown memcpy kind")
               : cuportSuccess;
  e = check_copy(dev, dst, src, count, count, kind);
  if (e)
    return e;
  sync = copy_waits(dev, dst, src, async);
  return cuport_copy(dev, dst, src, count, stream, sync);
}

/* A synchronous copy returns once the device did it: managed memory on coarse-grained SVM
   goes back to the host if nothing else is in flight (managed.c). */
static cuportError_t synced(cuportError_t r)
{
  cuport_device *dev;

  if (!r && cuport_current(&dev) == cuportSuccess)
    cuport_managed_host(dev, 0);
  return r;
}

cuportError_t cuportMemcpy(void *dst, const void *src, size_t count, cuportMemcpyKind kind)
{
  CUPORT_TRACE("cuportMemcpy(dst=%p, src=%p, count=%zu, kind=%d)", dst, src, count, (int)kind);
  return synced(CUPORT_PROFILED("cudaMemcpy", memcpy_common(dst, src, count, kind, NULL, 0)));
}

cuportError_t cuportMemcpyAsync(void *dst, const void *src, size_t count, cuportMemcpyKind kind,
                                cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpyAsync(dst=%p, src=%p, count=%zu, kind=%d, stream=%p)", dst, src,
               count, (int)kind, (void *)stream);
  return CUPORT_PROFILED("cudaMemcpyAsync", memcpy_common(dst, src, count, kind, stream, 1));
}

static cuportError_t copy_rows(cuport_device *dev, char *dst, size_t dpitch, const char *src,
                               size_t spitch, size_t width, size_t height, cuportStream_t stream,
                               int sync)
{
  cuport_enqueue e;
  cl_event ev = NULL, first_ev = NULL;
  cl_int err = CL_SUCCESS;
  size_t row;
  int blit = use_blit(dev);
  cuportError_t r = cuport_enqueue_begin(dev, stream, &e);

  if (r)
    return r;
  if ((r = cuport_managed_device(dev)) != cuportSuccess) {
    cuport_enqueue_end(&e, 0);
    return r;
  }
  for (row = 0; row < height && err == CL_SUCCESS; row++) {
    int first = row == 0, last = row + 1 == height;
    err = copy_cmd(dev, e.s->q, blit, dst + row * dpitch, src + row * spitch, width,
                   first ? e.nwait : 0, e.waits,
                   last && (sync || cuport_profiling) ? &ev
                   : first && cuport_profiling       ? &first_ev
                                                     : NULL);
  }
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (cuport_profiling) /* the rows' bytes, from the first row's start to the last's end */
    cuport_prof_copy(e.s, dst, src, err == CL_SUCCESS ? width * height : 0, first_ev, ev, sync);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueSVMMemcpy (2D row)");
  if (!sync)
    return cuportSuccess;
  clFlush(e.s->q);
  return cuport_wait_event(dev, ev, "memcpy2D");
}

static cuportError_t memcpy2d_common(void *dst, size_t dpitch, const void *src, size_t spitch,
                                     size_t width, size_t height, cuportMemcpyKind kind,
                                     cuportStream_t stream, int async)
{
  cuport_device *dev;
  cuportError_t e = cuport_current(&dev);
  int sync;

  if (e)
    return e;
  if (width > dpitch || width > spitch)
    return cuport_fail(cuportErrorInvalidPitchValue,
                       "width %zu exceeds dpitch %zu or spitch %zu", width, dpitch, spitch);
  if (width == 0 || height == 0)
    return cuportSuccess;
  e = check_copy(dev, dst, src, dpitch * (height - 1) + width, spitch * (height - 1) + width,
                 kind);
  if (e)
    return e;
  if (capture_copy(dev, stream, dst, dpitch, src, spitch, width, height, &e))
    return e;
  sync = copy_waits(dev, dst, src, async);
  if (dpitch == width && spitch == width)
    return cuport_copy(dev, dst, src, width * height, stream, sync);
  return copy_rows(dev, dst, dpitch, src, spitch, width, height, stream, sync);
}

cuportError_t cuportMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                             size_t width, size_t height, cuportMemcpyKind kind)
{
  CUPORT_TRACE("cuportMemcpy2D(dst=%p, dpitch=%zu, src=%p, spitch=%zu, width=%zu, height=%zu, "
               "kind=%d)", dst, dpitch, src, spitch, width, height, (int)kind);
  return synced(CUPORT_PROFILED("cudaMemcpy2D", memcpy2d_common(dst, dpitch, src, spitch, width,
                                                                height, kind, NULL, 0)));
}

cuportError_t cuportMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                                  size_t width, size_t height, cuportMemcpyKind kind,
                                  cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpy2DAsync(dst=%p, dpitch=%zu, src=%p, spitch=%zu, width=%zu, "
               "height=%zu, kind=%d, stream=%p)", dst, dpitch, src, spitch, width, height,
               (int)kind, (void *)stream);
  return CUPORT_PROFILED("cudaMemcpy2DAsync", memcpy2d_common(dst, dpitch, src, spitch, width,
                                                              height, kind, stream, 1));
}

/* ----------------------------------------------------------------- memset */

/* One fill of count bytes at p, with the widest pattern alignment allows. */
static cl_int fill(cl_command_queue q, char *p, int value, size_t count, cl_uint nwait,
                   const cl_event *waits, cl_event *ev)
{
  unsigned char byte = (unsigned char)value;
  cl_uint word = 0x01010101u * byte;
  size_t pattern = ((size_t)p % 4 == 0 && count % 4 == 0) ? 4 : 1;

  return clEnqueueSVMMemFill(q, p, pattern == 4 ? (void *)&word : (void *)&byte, pattern, count,
                             nwait, nwait ? waits : NULL, ev);
}

/* Small memsets are copies from a host block of the value's bytes: on
   NVIDIA's OpenCL an 8-byte clEnqueueSVMMemcpy from host memory completes in
   6.2 us where clEnqueueSVMMemFill (any pattern size) takes 10.7 us
   (bench/latency/cl_latency.c; CUDA's cudaMemsetAsync: 5.7 us).  The blocks
   are made once per byte value and never freed, so a non-blocking copy may
   read them whenever it runs. */
#define CUPORT_SMALL_MEMSET 256

static const unsigned char *memset_pattern(int value)
{
  static unsigned char *patterns[256];
  unsigned char byte = (unsigned char)value;
  unsigned char *p = __atomic_load_n(&patterns[byte], __ATOMIC_ACQUIRE), *expected = NULL;

  if (p)
    return p;
  p = malloc(CUPORT_SMALL_MEMSET);
  if (!p)
    return NULL;
  memset(p, byte, CUPORT_SMALL_MEMSET);
  if (!__atomic_compare_exchange_n(&patterns[byte], &expected, p, 0, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE)) {
    free(p);
    p = expected;
  }
  return p;
}

/* Rows of width bytes, pitch apart, at p filled with the pattern (psize bytes) by the
   runtime's kernel, one command when the rows are contiguous (dev->lock held).  The first
   command waits for waits; *last (when not NULL) is the event of the last command and
   *first (when not NULL) that of the first one of several. */
static cl_int blit_fill_rows(cuport_device *dev, cl_command_queue q, char *p, size_t pitch,
                             const void *pattern, size_t psize, size_t width, size_t height,
                             cl_uint nwait, const cl_event *waits, cl_event *first,
                             cl_event *last)
{
  size_t rows = pitch == width ? 1 : height, n = pitch == width ? width * height : width, row;
  cuport_blit b;
  cl_int err = CL_SUCCESS;

  for (row = 0; row < rows && err == CL_SUCCESS; row++) {
    err = cuport_blit_prepare_fill(dev, p + row * pitch, pattern, psize, n, &b);
    if (err == CL_SUCCESS)
      err = cuport_blit_enqueue(q, &b, row ? 0 : nwait, waits,
                                row + 1 == rows ? last : row == 0 ? first : NULL);
  }
  return err;
}

/* After the stream's earlier work, as CUDA orders a memset of pinned memory. */
static cuportError_t host_fill(cuport_device *dev, void *p, size_t pitch, int value, size_t width,
                               size_t height, cuportStream_t stream)
{
  cuportError_t e = cuport_stream_drain(dev, stream, 1, "cuportMemset of pinned memory");
  size_t row;

  for (row = 0; !e && row < height; row++)
    memset((char *)p + row * pitch, value, width);
  return e;
}

static cuportError_t memset_common(void *devPtr, size_t pitch, int value, size_t width,
                                   size_t height, cuportStream_t stream)
{
  cuport_device *dev;
  cuport_enqueue e;
  cl_int err = CL_SUCCESS;
  cl_event first = NULL, last = NULL, *pfirst = cuport_profiling ? &first : NULL;
  const unsigned char *pattern;
  unsigned char byte = (unsigned char)value;
  size_t row;
  int bad, host, blit;
  cuportError_t r = cuport_current(&dev);

  if (r)
    return r;
  if (width == 0 || height == 0)
    return cuportSuccess;
  if (width > pitch)
    return cuport_fail(cuportErrorInvalidPitchValue, "width %zu exceeds pitch %zu", width, pitch);
  pthread_mutex_lock(&dev->lock);
  bad = cuport_reg_covers(&dev->reg, devPtr, pitch * (height - 1) + width) != 0;
  host = !bad && cuport_reg_find(&dev->reg, devPtr)->kind == CUPORT_MEM_PINNED_BUFFER;
  pthread_mutex_unlock(&dev->lock);
  if (bad)
    return cuport_fail(cuportErrorInvalidValue, "%p is not inside a live device allocation",
                       devPtr);
  if (__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE)) {
    cuport_op op;
    memset(&op, 0, sizeof op);
    op.type = cuportGraphNodeTypeMemset;
    op.set.dst = devPtr;
    op.set.pitch = pitch;
    op.set.value = (unsigned char)value;
    op.set.elementSize = 1;
    op.set.width = width;
    op.set.height = height;
    if (cuport_capture_op(dev, stream, &op, &r))
      return r;
  }
  if (host) /* pinned memory in a mapped buffer is not SVM: fill it on the host */
    return host_fill(dev, devPtr, pitch, value, width, height, stream);
  pattern = pitch == width && width * height <= CUPORT_SMALL_MEMSET ? memset_pattern(value) : NULL;
  blit = !pattern && use_blit(dev);
  r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  if ((r = cuport_managed_device(dev)) != cuportSuccess) {
    cuport_enqueue_end(&e, 0);
    return r;
  }
  blit = blit && cuport_blit_on_device(dev, devPtr);
  if (pattern)
    err = clEnqueueSVMMemcpy(e.s->q, CL_FALSE, devPtr, pattern, width * height, e.nwait,
                             e.nwait ? e.waits : NULL, pfirst);
  else if (blit) /* single command: its event is last, several: first and last */
    err = blit_fill_rows(dev, e.s->q, devPtr, pitch, &byte, 1, width, height, e.nwait, e.waits,
                         pfirst, pfirst ? &last : NULL);
  else if (pitch == width)
    err = fill(e.s->q, devPtr, value, width * height, e.nwait, e.waits, pfirst);
  for (row = 0; !blit && pitch != width && row < height && err == CL_SUCCESS; row++)
    err = fill(e.s->q, (char *)devPtr + row * pitch, value, width, row ? 0 : e.nwait, e.waits,
               !pfirst ? NULL : row == 0 ? pfirst : row + 1 == height ? &last : NULL);
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (cuport_profiling && blit && !first) /* one kernel: its event is last */
    first = last, last = NULL;
  if (cuport_profiling) /* one command (first) or rows from first to last */
    cuport_prof_memset(e.s, err == CL_SUCCESS ? width * height : 0, last ? first : NULL,
                       last ? last : first);
  return err == CL_SUCCESS ? cuportSuccess
                           : cuport_fail_cl(err, 0, pattern ? "clEnqueueSVMMemcpy (memset)"
                                                            : "clEnqueueSVMMemFill");
}

cuportError_t cuportMemset(void *devPtr, int value, size_t count)
{
  CUPORT_TRACE("cuportMemset(devPtr=%p, value=%d, count=%zu)", devPtr, value, count);
  return CUPORT_PROFILED("cudaMemset", memset_common(devPtr, count, value, count, 1, NULL));
}

cuportError_t cuportMemsetAsync(void *devPtr, int value, size_t count, cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemsetAsync(devPtr=%p, value=%d, count=%zu, stream=%p)", devPtr, value,
               count, (void *)stream);
  return CUPORT_PROFILED("cudaMemsetAsync", memset_common(devPtr, count, value, count, 1, stream));
}

cuportError_t cuportMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
  CUPORT_TRACE("cuportMemset2D(devPtr=%p, pitch=%zu, value=%d, width=%zu, height=%zu)", devPtr,
               pitch, value, width, height);
  return CUPORT_PROFILED("cudaMemset2D", memset_common(devPtr, pitch, value, width, height, NULL));
}

cuportError_t cuportMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width,
                                  size_t height, cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemset2DAsync(devPtr=%p, pitch=%zu, value=%d, width=%zu, height=%zu, "
               "stream=%p)", devPtr, pitch, value, width, height, (void *)stream);
  return CUPORT_PROFILED("cudaMemset2DAsync", memset_common(devPtr, pitch, value, width, height, stream));
}

/* ------------------------------------------------------------- 3-D copies */

cuportError_t cuport_copy3d_check(const cuportMemcpy3DParms *p)
{
  if (!p)
    return cuport_fail(cuportErrorInvalidValue, "the copy parameters are NULL");
  if (p->srcArray || p->dstArray)
    return cuport_fail(cuportErrorNotSupported, "CUDA arrays are not supported: srcArray and "
                       "dstArray must be NULL");
  if ((unsigned)p->kind > cuportMemcpyDefault)
    return cuport_fail(cuportErrorInvalidMemcpyDirection, "unknown memcpy kind %d", (int)p->kind);
  if (!p->extent.width || !p->extent.height || !p->extent.depth)
    return cuportSuccess;
  if (!p->srcPtr.ptr || !p->dstPtr.ptr)
    return cuport_fail(cuportErrorInvalidValue, "srcPtr.ptr or dstPtr.ptr is NULL");
  if ((p->extent.height > 1 || p->extent.depth > 1) &&
      (p->srcPos.x + p->extent.width > p->srcPtr.pitch ||
       p->dstPos.x + p->extent.width > p->dstPtr.pitch))
    return cuport_fail(cuportErrorInvalidPitchValue,
                       "rows of %zu bytes from x %zu/%zu exceed the pitches %zu/%zu",
                       p->extent.width, p->srcPos.x, p->dstPos.x, p->srcPtr.pitch,
                       p->dstPtr.pitch);
  return cuportSuccess;
}

/* The address of row y of slice z of a pitched pointer at pos. */
static char *pitched_row(const cuportPitchedPtr *pp, const cuportPos *pos, size_t y, size_t z)
{
  size_t slice = pp->ysize ? pp->ysize : 1;
  return (char *)pp->ptr + ((pos->z + z) * slice + pos->y + y) * pp->pitch + pos->x;
}

size_t cuport_copy3d_pieces(const cuportMemcpy3DParms *p)
{
  const cuportExtent *x = &p->extent;
  size_t rows = x->height * x->depth;
  int whole = rows == 1 || (p->srcPtr.pitch == x->width && p->dstPtr.pitch == x->width &&
                            p->srcPtr.ysize == x->height && p->dstPtr.ysize == x->height);

  return !x->width || !rows ? 0 : whole ? 1 : rows;
}

void cuport_copy3d_piece(const cuportMemcpy3DParms *p, size_t i, char **dst, const char **src,
                         size_t *bytes)
{
  const cuportExtent *x = &p->extent;
  size_t y = i % x->height, z = i / x->height;

  *dst = pitched_row(&p->dstPtr, &p->dstPos, y, z);
  *src = pitched_row(&p->srcPtr, &p->srcPos, y, z);
  *bytes = cuport_copy3d_pieces(p) == 1 ? x->width * x->height * x->depth : x->width;
}

cl_int cuport_copy3d_enqueue(cuport_device *dev, int blit, cl_command_queue q,
                             const cuportMemcpy3DParms *p, cl_uint nwait, const cl_event *waits,
                             cl_event *last)
{
  size_t pieces = cuport_copy3d_pieces(p), i, n;
  cl_int err = CL_SUCCESS;
  const char *src;
  char *dst;

  if (!pieces) /* nothing to copy: a marker keeps the order and the event */
    return clEnqueueMarkerWithWaitList(q, nwait, nwait ? waits : NULL, last);
  for (i = 0; i < pieces && err == CL_SUCCESS; i++) {
    cuport_copy3d_piece(p, i, &dst, &src, &n);
    err = copy_cmd(dev, q, blit, dst, src, n, i ? 0 : nwait, waits, i + 1 == pieces ? last : NULL);
  }
  return err;
}

static cuportError_t memcpy3d_common(const cuportMemcpy3DParms *p, cuportStream_t stream,
                                     int async)
{
  cuport_device *dev;
  cuport_enqueue e;
  cl_event ev = NULL;
  cl_int err;
  int sync, blit;
  cuportError_t r = cuport_copy3d_check(p);

  if (!r)
    r = cuport_current(&dev);
  if (r)
    return r;
  if (!p->extent.width || !p->extent.height || !p->extent.depth)
    return cuportSuccess;
  if (__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE)) {
    cuport_op op;
    memset(&op, 0, sizeof op);
    op.type = cuportGraphNodeTypeMemcpy;
    op.copy = *p;
    if (cuport_capture_op(dev, stream, &op, &r))
      return r;
  }
  sync = copy_waits(dev, p->dstPtr.ptr, p->srcPtr.ptr, async);
  blit = use_blit(dev);
  r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  if ((r = cuport_managed_device(dev)) != cuportSuccess) {
    cuport_enqueue_end(&e, 0);
    return r;
  }
  err = cuport_copy3d_enqueue(dev, blit, e.s->q, p, e.nwait, e.waits,
                              sync || cuport_profiling ? &ev : NULL);
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (cuport_profiling) /* timed by its last command (the whole copy when contiguous) */
    cuport_prof_copy(e.s, p->dstPtr.ptr, p->srcPtr.ptr, err == CL_SUCCESS
                     ? p->extent.width * p->extent.height * p->extent.depth : 0, NULL, ev, sync);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueSVMMemcpy (3-D copy)");
  if (!sync)
    return cuportSuccess;
  clFlush(e.s->q);
  return cuport_wait_event(dev, ev, "memcpy3D");
}

cuportError_t cuportMemcpy3D(const cuportMemcpy3DParms *p)
{
  CUPORT_TRACE("cuportMemcpy3D(p=%p)", (const void *)p);
  if (p && (p->srcArray || p->dstArray))
    return cuport_array_copy3d(p, NULL, 0);
  return synced(CUPORT_PROFILED("cudaMemcpy3D", memcpy3d_common(p, NULL, 0)));
}

cuportError_t cuportMemcpy3DAsync(const cuportMemcpy3DParms *p, cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpy3DAsync(p=%p, stream=%p)", (const void *)p, (void *)stream);
  if (p && (p->srcArray || p->dstArray))
    return cuport_array_copy3d(p, stream, 1);
  return CUPORT_PROFILED("cudaMemcpy3DAsync", memcpy3d_common(p, stream, 1));
}

/* ----------------------------------------------------------- memset nodes */

cuportError_t cuport_memset_check(const cuportMemsetParams *p)
{
  if (!p || !p->dst)
    return cuport_fail(cuportErrorInvalidValue, "the memset parameters or dst are NULL");
  if (p->elementSize != 1 && p->elementSize != 2 && p->elementSize != 4)
    return cuport_fail(cuportErrorInvalidValue, "elementSize %u is not 1, 2 or 4",
                       p->elementSize);
  if (p->height > 1 && p->pitch < p->width * p->elementSize)
    return cuport_fail(cuportErrorInvalidPitchValue, "rows of %zu bytes exceed the pitch %zu",
                       p->width * p->elementSize, p->pitch);
  return cuportSuccess;
}

cl_int cuport_memset_enqueue(cuport_device *dev, int blit, cl_command_queue q,
                             const cuportMemsetParams *p, cl_uint nwait, const cl_event *waits,
                             cl_event *last)
{
  unsigned char b = (unsigned char)p->value;
  unsigned short h = (unsigned short)p->value;
  unsigned int w = p->value;
  const void *pattern = p->elementSize == 1 ? (const void *)&b
                        : p->elementSize == 2 ? (const void *)&h : (const void *)&w;
  size_t row_bytes = p->width * p->elementSize, rows = p->height ? p->height : 1, row;
  cl_int err = CL_SUCCESS;
  int uniform = p->elementSize == 1 || (p->elementSize == 2 ? (h >> 8) == (h & 0xff)
                                                            : w == 0x01010101u * (w & 0xff));

  if (!row_bytes)
    return clEnqueueMarkerWithWaitList(q, nwait, nwait ? waits : NULL, last);
  /* A small value of one repeated byte takes memset's own fast path (see above). */
  if (uniform && (rows == 1 || p->pitch == row_bytes) && row_bytes * rows <= CUPORT_SMALL_MEMSET) {
    const unsigned char *small = memset_pattern(b);
    if (small)
      return clEnqueueSVMMemcpy(q, CL_FALSE, p->dst, small, row_bytes * rows, nwait,
                                nwait ? waits : NULL, last);
  }
  if (blit && cuport_blit_on_device(dev, p->dst))
    return blit_fill_rows(dev, q, p->dst, rows == 1 ? row_bytes : p->pitch, pattern,
                          p->elementSize, row_bytes, rows, nwait, waits, NULL, last);
  if (uniform && (rows == 1 || p->pitch == row_bytes))
    return fill(q, p->dst, b, row_bytes * rows, nwait, waits, last);
  if (rows == 1 || p->pitch == row_bytes)
    return clEnqueueSVMMemFill(q, p->dst, pattern, p->elementSize, row_bytes * rows, nwait,
                               nwait ? waits : NULL, last);
  for (row = 0; row < rows && err == CL_SUCCESS; row++)
    err = clEnqueueSVMMemFill(q, (char *)p->dst + row * p->pitch, pattern, p->elementSize,
                              row_bytes, row ? 0 : nwait, row || !nwait ? NULL : waits,
                              row + 1 == rows ? last : NULL);
  return err;
}
