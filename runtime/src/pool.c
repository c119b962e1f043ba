/*
 * pool.c: stream-ordered allocation (cuportMallocAsync, cuportFreeAsync) and the memory
 * pools it draws from.  A pool keeps the blocks freed into it for reuse, each with the
 * marker its free left on the freeing stream: an allocation on that same stream reuses a
 * block at once (the stream runs in order, so the new owner's work follows the old
 * owner's), one on another stream only once the marker has completed; otherwise a fresh
 * block is allocated.  Correctness comes first: nothing is reused across streams on the
 * strength of an event dependency the runtime would have to follow.
 *
 * Blocks are whole device allocations (coarse-grained SVM, in the registry as device
 * memory with their pool noted, so copies and kernels see them as cuportMalloc's), never
 * split; a request takes a free block of at most twice its size.  Memory above the
 * pool's release threshold goes back to OpenCL at the pool's next operation once its
 * free has completed (CUDA releases it at the next synchronisation; nothing waits here
 * for that), and cuportMemPoolTrimTo releases down to its argument the same way.
 *
 * Pools live per device and are guarded by dev->lock.  A device reset frees their blocks
 * with every other allocation (cuport_reg_release_all); the pools then start empty.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CUPORT_POOL_MAGIC 0x43504d50u
#define CUPORT_POOL_GRANULE 256

typedef struct pool_block {
  char *base;
  size_t size;
  int in_use;
  cl_event freed;          /* its free's marker on the freeing stream; NULL: idle */
  cl_command_queue q;      /* that stream's queue */
} pool_block;

struct cuportMemPool {
  unsigned int magic;
  cuport_device *dev;
  int is_default;
  int destroyed;           /* destroyed with blocks in use: each goes when freed */
  unsigned long long threshold;
  size_t max_size;         /* cuportMemPoolProps.maxSize, 0: no limit */
  size_t reserved, reserved_high, used, used_high;
  int reuse[3];            /* the reuse attributes (1, 2, 3) as set */
  pool_block *b;
  size_t n, cap;
  struct cuportMemPool *next;
};

/* The pools of each device: all of them, the default and the current one. */
static struct {
  struct cuportMemPool *list;
  struct cuportMemPool *def, *cur;
  unsigned long epoch;
} pools[CUPORT_MAX_DEVICES];

static void forget_blocks(struct cuportMemPool *pool)
{
  size_t i;

  for (i = 0; i < pool->n; i++)
    if (pool->b[i].freed)
      clReleaseEvent(pool->b[i].freed);
  pool->n = 0;
  pool->reserved = pool->used = 0;
}

static struct cuportMemPool *pool_new(cuport_device *dev, int is_default)
{
  struct cuportMemPool *pool = calloc(1, sizeof *pool);

  if (!pool)
    return NULL;
  pool->magic = CUPORT_POOL_MAGIC;
  pool->dev = dev;
  pool->is_default = is_default;
  pool->reuse[0] = pool->reuse[1] = pool->reuse[2] = 1;
  pool->next = pools[dev->index].list;
  pools[dev->index].list = pool;
  return pool;
}

/* Brings the device's pools up to date after a reset freed every block (dev->lock held)
   and makes the default pool on first use; 0 on host OOM. */
static int pools_ready(cuport_device *dev)
{
  struct cuportMemPool *pool;

  if (pools[dev->index].epoch != dev->epoch) {
    for (pool = pools[dev->index].list; pool; pool = pool->next)
      forget_blocks(pool);
    pools[dev->index].cur = pools[dev->index].def;
    pools[dev->index].epoch = dev->epoch;
  }
  if (!pools[dev->index].def) {
    pools[dev->index].def = pool_new(dev, 1);
    pools[dev->index].cur = pools[dev->index].def;
  }
  return pools[dev->index].def != NULL;
}

static int pool_valid(const struct cuportMemPool *pool)
{
  return pool && pool->magic == CUPORT_POOL_MAGIC && !pool->destroyed;
}

/* Whether work on queue q may use a free block now: its free was on q (in order), or has
   completed. */
static int block_idle_for(pool_block *b, cl_command_queue q)
{
  cl_int status = CL_QUEUED;

  if (!b->freed || b->q == q)
    return 1;
  if (clGetEventInfo(b->freed, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                     NULL) != CL_SUCCESS)
    return 0;
  if (status > CL_COMPLETE)
    return 0;
  clReleaseEvent(b->freed);   /* complete (or failed: its work ended either way) */
  b->freed = NULL;
  return 1;
}

static void release_at(struct cuportMemPool *pool, size_t i)
{
  cuport_alloc a;

  if (cuport_reg_remove(&pool->dev->reg, pool->b[i].base, &a) == 0)
    clSVMFree(pool->dev->ctx, a.base);
  if (pool->b[i].freed)
    clReleaseEvent(pool->b[i].freed);
  pool->reserved -= pool->b[i].size;
  pool->b[i] = pool->b[--pool->n];
}

/* Releases free blocks whose free has completed until at most keep bytes stay reserved
   (dev->lock held). */
static void pool_trim(struct cuportMemPool *pool, size_t keep)
{
  size_t i = 0;

  while (i < pool->n && pool->reserved > keep) {
    if (!pool->b[i].in_use && block_idle_for(&pool->b[i], NULL))
      release_at(pool, i);
    else
      i++;
  }
}

static size_t threshold_of(const struct cuportMemPool *pool)
{
  return pool->threshold > SIZE_MAX ? SIZE_MAX : (size_t)pool->threshold;
}

static void account(struct cuportMemPool *pool)
{
  if (pool->reserved > pool->reserved_high)
    pool->reserved_high = pool->reserved;
  if (pool->used > pool->used_high)
    pool->used_high = pool->used;
}

/* The smallest free block that fits need bytes (at most twice as large) and that work on
   queue q may use now; -1 when there is none. */
static long reusable(struct cuportMemPool *pool, size_t need, cl_command_queue q)
{
  long best = -1;
  size_t i;

  for (i = 0; i < pool->n; i++) {
    pool_block *b = &pool->b[i];
    if (b->in_use || b->size < need || b->size / 2 > need)
      continue;
    if (best >= 0 && b->size >= pool->b[best].size)
      continue;
    if (block_idle_for(b, q))
      best = (long)i;
  }
  return best;
}

/* A new block of need bytes for pool, in use (no lock held). */
static cuportError_t fresh_block(struct cuportMemPool *pool, size_t need, void **out)
{
  cuport_device *dev = pool->dev;
  cuportError_t e;
  void *p;

  if (pool->max_size && pool->reserved + need > pool->max_size)
    return cuport_fail(cuportErrorMemoryAllocation, "the pool's maxSize (%zu bytes) is reached",
                       pool->max_size);
  e = cuport_device_alloc(dev, need, &p);
  if (e) {   /* give back what the pools hold idle, then try once more */
    pthread_mutex_lock(&dev->lock);
    pool_trim(pool, 0);
    pthread_mutex_unlock(&dev->lock);
    cuport_error_restore(cuportSuccess);
    e = cuport_device_alloc(dev, need, &p);
    if (e)
      return e;
  }
  pthread_mutex_lock(&dev->lock);
  if (pool->n == pool->cap) {
    size_t cap = pool->cap ? pool->cap * 2 : 16;
    pool_block *b = realloc(pool->b, cap * sizeof *b);
    if (!b) {
      cuport_alloc a;
      if (cuport_reg_remove(&dev->reg, p, &a) == 0)
        clSVMFree(dev->ctx, p);
      pthread_mutex_unlock(&dev->lock);
      return cuport_fail(cuportErrorMemoryAllocation, "no host memory for the pool");
    }
    pool->b = b;
    pool->cap = cap;
  }
  cuport_reg_find(&dev->reg, p)->pool = pool;
  pool->b[pool->n++] = (pool_block){(char *)p, need, 1, NULL, NULL};
  pool->reserved += need;
  pool->used += need;
  account(pool);
  pthread_mutex_unlock(&dev->lock);
  *out = p;
  return cuportSuccess;
}

static cuportError_t pool_alloc(cuport_device *dev, struct cuportMemPool *pool, size_t size,
                                cuportStream_t stream, void **out)
{
  size_t need = (size + CUPORT_POOL_GRANULE - 1) / CUPORT_POOL_GRANULE * CUPORT_POOL_GRANULE;
  cuport_enqueue e;
  cuportError_t err;
  long i;

  if (size == 0) {
    *out = NULL;
    return cuportSuccess;
  }
  if (need < size)
    return cuport_fail(cuportErrorMemoryAllocation, "%zu bytes overflow", size);
  err = cuport_enqueue_begin(dev, stream, &e);   /* refuses a capturing stream */
  if (err)
    return err;
  if (!pools_ready(dev) || !pool_valid(pool)) {
    cuport_enqueue_end(&e, 0);
    return cuport_fail(cuportErrorInvalidValue, "the memory pool was destroyed");
  }
  i = reusable(pool, need, e.s->q);
  if (i >= 0) {
    pool->b[i].in_use = 1;
    if (pool->b[i].freed)
      clReleaseEvent(pool->b[i].freed);
    pool->b[i].freed = NULL;
    pool->used += pool->b[i].size;
    account(pool);
    *out = pool->b[i].base;
  }
  pool_trim(pool, threshold_of(pool));
  cuport_enqueue_end(&e, 0);
  return i >= 0 ? cuportSuccess : fresh_block(pool, need, out);
}

static struct cuportMemPool *current_pool(cuport_device *dev)
{
  struct cuportMemPool *pool;

  pthread_mutex_lock(&dev->lock);
  pool = pools_ready(dev) ? pools[dev->index].cur : NULL;
  pthread_mutex_unlock(&dev->lock);
  return pool;
}

cuportError_t cuportMallocAsync(void **devPtr, size_t size, cuportStream_t stream)
{
  cuport_device *dev;
  struct cuportMemPool *pool;
  cuportError_t e;

  CUPORT_TRACE("cuportMallocAsync(devPtr=%p, size=%zu, stream=%p)", (void *)devPtr, size,
               (void *)stream);
  if (!devPtr)
    return cuport_fail(cuportErrorInvalidValue, "devPtr is NULL");
  e = cuport_current(&dev);
  if (e)
    return e;
  if (cuport_capture_alloc(dev, stream, size, devPtr, &e))
    return e;
  pool = current_pool(dev);
  if (!pool)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for the default pool");
  return pool_alloc(dev, pool, size, stream, devPtr);
}

cuportError_t cuportMallocFromPoolAsync(void **ptr, size_t size, cuportMemPool_t memPool,
                                        cuportStream_t stream)
{
  cuportError_t e;

  CUPORT_TRACE("cuportMallocFromPoolAsync(ptr=%p, size=%zu, memPool=%p, stream=%p)",
               (void *)ptr, size, (void *)memPool, (void *)stream);
  if (!ptr)
    return cuport_fail(cuportErrorInvalidValue, "ptr is NULL");
  if (!pool_valid(memPool))
    return cuport_fail(cuportErrorInvalidValue, "%p is not a live memory pool", (void *)memPool);
  if (cuport_capture_alloc(memPool->dev, stream, size, ptr, &e))
    return e;
  return pool_alloc(memPool->dev, memPool, size, stream, ptr);
}

static long block_index(const struct cuportMemPool *pool, const void *p)
{
  size_t i;

  for (i = 0; i < pool->n; i++)
    if (pool->b[i].base == (const char *)p)
      return (long)i;
  return -1;
}

/* Takes a destroyed pool with no block left off its device's list and frees it. */
static void pool_free(struct cuportMemPool *pool)
{
  struct cuportMemPool **pp = &pools[pool->dev->index].list;

  while (*pp != pool)
    pp = &(*pp)->next;
  *pp = pool->next;
  pool->magic = 0;
  free(pool->b);
  free(pool);
}

/* A block that is free again: a destroyed pool gives it back at once (its free is then
   complete: the caller waited), others keep it. */
static void block_freed(struct cuportMemPool *pool, long i)
{
  pool->b[i].in_use = 0;
  pool->used -= pool->b[i].size;
  if (pool->destroyed) {
    release_at(pool, (size_t)i);
    if (pool->n == 0)
      pool_free(pool);
  }
}

int cuport_pool_return(cuport_device *dev, cuport_alloc *a)
{
  struct cuportMemPool *pool = a->pool;
  long i;

  (void)dev;
  i = block_index(pool, a->base);
  if (i < 0 || !pool->b[i].in_use)
    return -1;
  if (pool->b[i].freed)
    clReleaseEvent(pool->b[i].freed);
  pool->b[i].freed = NULL;
  block_freed(pool, i);
  return 0;
}

cuportError_t cuportFreeAsync(void *devPtr, cuportStream_t stream)
{
  cuport_device *dev;
  cuport_enqueue e;
  cuport_alloc *a;
  cuportError_t err;
  cl_event ev = NULL;
  cl_int clerr;
  long i;

  CUPORT_TRACE("cuportFreeAsync(devPtr=%p, stream=%p)", devPtr, (void *)stream);
  if (!devPtr)
    return cuportSuccess;
  err = cuport_current(&dev);
  if (err)
    return err;
  if (cuport_capture_free(dev, stream, devPtr, &err))
    return err;
  if (cuport_gmem_owns(devPtr)) /* a graph's allocation: the graph keeps it (graphmem.c) */
    return cuportSuccess;
  err = cuport_enqueue_begin(dev, stream, &e);
  if (err)
    return err;
  pools_ready(dev);
  a = cuport_reg_find(&dev->reg, devPtr);
  if (!a || a->base != (char *)devPtr ||
      (a->kind != CUPORT_MEM_DEVICE && a->kind != CUPORT_MEM_MANAGED)) {
    cuport_enqueue_end(&e, 0);
    return cuport_fail(cuportErrorInvalidValue, "cuportFreeAsync: %p is not the start of a "
                       "device allocation", devPtr);
  }
  if (!a->pool) {
    /* cuportMalloc's memory: CUDA frees it when the stream reaches the free */
    cuport_enqueue_end(&e, 0);
    err = cuport_stream_drain(dev, stream, 0, "cuportFreeAsync");
    return err ? err : cuportFree(devPtr);
  }
  i = block_index(a->pool, devPtr);
  if (i < 0 || !a->pool->b[i].in_use) {
    cuport_enqueue_end(&e, 0);
    return cuport_fail(cuportErrorInvalidValue, "cuportFreeAsync: %p is already free", devPtr);
  }
  clerr = clEnqueueMarkerWithWaitList(e.s->q, e.nwait, e.nwait ? e.waits : NULL, &ev);
  if (clerr != CL_SUCCESS) {
    cuport_enqueue_end(&e, 0);
    return cuport_fail_cl(clerr, 0, "clEnqueueMarkerWithWaitList for cuportFreeAsync");
  }
  if (a->pool->destroyed) {   /* nothing will reuse it: it goes once the stream is there */
    clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
    ev = NULL;
  }
  a->pool->b[i].freed = ev;
  a->pool->b[i].q = e.s->q;
  block_freed(a->pool, i);
  cuport_enqueue_end(&e, 1);
  return cuportSuccess;
}

/* ------------------------------------------------------------------ pools */

cuportError_t cuportMemPoolCreate(cuportMemPool_t *memPool, const cuportMemPoolProps *poolProps)
{
  cuport_device *dev;
  struct cuportMemPool *pool;
  cuportError_t e;

  CUPORT_TRACE("cuportMemPoolCreate(memPool=%p, poolProps=%p)", (void *)memPool,
               (const void *)poolProps);
  if (!memPool || !poolProps)
    return cuport_fail(cuportErrorInvalidValue, "memPool or poolProps is NULL");
  if (poolProps->allocType != cuportMemAllocationTypePinned ||
      poolProps->location.type != cuportMemLocationTypeDevice)
    return cuport_fail(cuportErrorInvalidValue, "a pool must hold pinned device memory "
                       "(allocType %d, location type %d)", (int)poolProps->allocType,
                       (int)poolProps->location.type);
  if (poolProps->handleTypes != cuportMemHandleTypeNone)
    return cuport_fail(cuportErrorNotSupported, "pools exportable to other processes "
                       "(handleTypes 0x%x) have no OpenCL counterpart",
                       (unsigned)poolProps->handleTypes);
  e = cuport_device_ready(poolProps->location.id, &dev);
  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  pool = pools_ready(dev) ? pool_new(dev, 0) : NULL;
  if (pool)
    pool->max_size = poolProps->maxSize;
  pthread_mutex_unlock(&dev->lock);
  if (!pool)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for the pool");
  *memPool = pool;
  return cuportSuccess;
}

cuportError_t cuportMemPoolDestroy(cuportMemPool_t memPool)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportMemPoolDestroy(memPool=%p)", (void *)memPool);
  if (!pool_valid(memPool) || memPool->is_default)
    return cuport_fail(cuportErrorInvalidValue, "%p is not a memory pool that can be destroyed",
                       (void *)memPool);
  dev = memPool->dev;
  e = cuport_device_finish(dev);   /* pending frees complete: their blocks can go */
  if (e)
    return e;
  pthread_mutex_lock(&dev->lock);
  pools_ready(dev);
  if (pools[dev->index].cur == memPool)
    pools[dev->index].cur = pools[dev->index].def;
  pool_trim(memPool, 0);
  memPool->destroyed = 1;
  if (memPool->n == 0)   /* else the last block freed takes it (block_freed) */
    pool_free(memPool);
  pthread_mutex_unlock(&dev->lock);
  return cuportSuccess;
}

/* A pool's attribute, for Get and Set: the memory figures are 64-bit (cuuint64_t), the
   reuse flags int. */
static int is_reuse_attr(cuportMemPoolAttr attr)
{
  return attr == cuportMemPoolReuseFollowEventDependencies ||
         attr == cuportMemPoolReuseAllowOpportunistic ||
         attr == cuportMemPoolReuseAllowInternalDependencies;
}

cuportError_t cuportMemPoolSetAttribute(cuportMemPool_t memPool, cuportMemPoolAttr attr,
                                        void *value)
{
  cuportError_t e = cuportSuccess;

  CUPORT_TRACE("cuportMemPoolSetAttribute(memPool=%p, attr=%d, value=%p)", (void *)memPool,
               (int)attr, value);
  if (!pool_valid(memPool) || !value)
    return cuport_fail(cuportErrorInvalidValue, "not a live memory pool, or value is NULL");
  pthread_mutex_lock(&memPool->dev->lock);
  pools_ready(memPool->dev);
  if (is_reuse_attr(attr)) {
    /* kept and reported back: reuse across streams already waits for the free */
    memPool->reuse[attr - cuportMemPoolReuseFollowEventDependencies] = *(int *)value != 0;
  } else if (attr == cuportMemPoolAttrReleaseThreshold) {
    memPool->threshold = *(unsigned long long *)value;
    pool_trim(memPool, threshold_of(memPool));
  } else if ((attr == cuportMemPoolAttrReservedMemHigh || attr == cuportMemPoolAttrUsedMemHigh) &&
             *(unsigned long long *)value == 0) {
    if (attr == cuportMemPoolAttrReservedMemHigh)
      memPool->reserved_high = memPool->reserved;
    else
      memPool->used_high = memPool->used;
  } else {
    e = cuportErrorInvalidValue;
  }
  pthread_mutex_unlock(&memPool->dev->lock);
  return e ? cuport_fail(e, "memory pool attribute %d cannot be set to that value", (int)attr)
           : cuportSuccess;
}

cuportError_t cuportMemPoolGetAttribute(cuportMemPool_t memPool, cuportMemPoolAttr attr,
                                        void *value)
{
  unsigned long long v = 0;
  int known = 1;

  CUPORT_TRACE("cuportMemPoolGetAttribute(memPool=%p, attr=%d, value=%p)", (void *)memPool,
               (int)attr, value);
  if (!pool_valid(memPool) || !value)
    return cuport_fail(cuportErrorInvalidValue, "not a live memory pool, or value is NULL");
  pthread_mutex_lock(&memPool->dev->lock);
  pools_ready(memPool->dev);
  pool_trim(memPool, threshold_of(memPool));   /* what a synchronisation has released */
  switch (attr) {
  case cuportMemPoolReuseFollowEventDependencies:
  case cuportMemPoolReuseAllowOpportunistic:
  case cuportMemPoolReuseAllowInternalDependencies:
    *(int *)value = memPool->reuse[attr - cuportMemPoolReuseFollowEventDependencies];
    break;
  case cuportMemPoolAttrReleaseThreshold: v = memPool->threshold; break;
  case cuportMemPoolAttrReservedMemCurrent: v = memPool->reserved; break;
  case cuportMemPoolAttrReservedMemHigh: v = memPool->reserved_high; break;
  case cuportMemPoolAttrUsedMemCurrent: v = memPool->used; break;
  case cuportMemPoolAttrUsedMemHigh: v = memPool->used_high; break;
  default: known = 0; break;
  }
  pthread_mutex_unlock(&memPool->dev->lock);
  if (!known)
    return cuport_fail(cuportErrorInvalidValue, "unknown memory pool attribute %d", (int)attr);
  if (!is_reuse_attr(attr))
    *(unsigned long long *)value = v;
  return cuportSuccess;
}

cuportError_t cuportMemPoolTrimTo(cuportMemPool_t memPool, size_t minBytesToKeep)
{
  CUPORT_TRACE("cuportMemPoolTrimTo(memPool=%p, minBytesToKeep=%zu)", (void *)memPool,
               minBytesToKeep);
  if (!pool_valid(memPool))
    return cuport_fail(cuportErrorInvalidValue, "%p is not a live memory pool", (void *)memPool);
  pthread_mutex_lock(&memPool->dev->lock);
  pools_ready(memPool->dev);
  pool_trim(memPool, minBytesToKeep);
  pthread_mutex_unlock(&memPool->dev->lock);
  return cuportSuccess;
}

/* Only the pool's own device has access: another device is another OpenCL context. */
cuportError_t cuportMemPoolSetAccess(cuportMemPool_t memPool, const cuportMemAccessDesc *descList,
                                     size_t count)
{
  size_t i;

  CUPORT_TRACE("cuportMemPoolSetAccess(memPool=%p, descList=%p, count=%zu)", (void *)memPool,
               (const void *)descList, count);
  if (!pool_valid(memPool) || (count && !descList))
    return cuport_fail(cuportErrorInvalidValue, "not a live memory pool, or descList is NULL");
  for (i = 0; i < count; i++) {
    const cuportMemAccessDesc *d = &descList[i];
    if (d->location.type != cuportMemLocationTypeDevice)
      return cuport_fail(cuportErrorInvalidValue, "access location type %d is not a device",
                         (int)d->location.type);
    if (d->location.id == memPool->dev->index && d->flags == cuportMemAccessFlagsProtReadWrite)
      continue;
    return cuport_fail(cuportErrorNotSupported, "only the pool's own device %d has read-write "
                       "access (device %d, flags %d asked)", memPool->dev->index,
                       d->location.id, (int)d->flags);
  }
  return cuportSuccess;
}

cuportError_t cuportMemPoolGetAccess(cuportMemAccessFlags *flags, cuportMemPool_t memPool,
                                     cuportMemLocation *location)
{
  CUPORT_TRACE("cuportMemPoolGetAccess(flags=%p, memPool=%p, location=%p)", (void *)flags,
               (void *)memPool, (void *)location);
  if (!flags || !location || !pool_valid(memPool))
    return cuport_fail(cuportErrorInvalidValue, "not a live memory pool, or a NULL argument");
  *flags = location->type == cuportMemLocationTypeDevice && location->id == memPool->dev->index
               ? cuportMemAccessFlagsProtReadWrite
               : cuportMemAccessFlagsProtNone;
  return cuportSuccess;
}

/* ---------------------------------------------------------- device pools */

static cuportError_t device_pools(int device, cuport_device **dev)
{
  cuportError_t e = cuport_device_ready(device, dev);
  int ok;

  if (e)
    return e;
  pthread_mutex_lock(&(*dev)->lock);
  ok = pools_ready(*dev);
  pthread_mutex_unlock(&(*dev)->lock);
  return ok ? cuportSuccess
            : cuport_fail(cuportErrorMemoryAllocation, "no host memory for the default pool");
}

cuportError_t cuportDeviceGetDefaultMemPool(cuportMemPool_t *memPool, int device)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceGetDefaultMemPool(memPool=%p, device=%d)", (void *)memPool, device);
  if (!memPool)
    return cuport_fail(cuportErrorInvalidValue, "memPool is NULL");
  e = device_pools(device, &dev);
  if (!e)
    *memPool = pools[dev->index].def;
  return e;
}

cuportError_t cuportDeviceGetMemPool(cuportMemPool_t *memPool, int device)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceGetMemPool(memPool=%p, device=%d)", (void *)memPool, device);
  if (!memPool)
    return cuport_fail(cuportErrorInvalidValue, "memPool is NULL");
  e = device_pools(device, &dev);
  if (!e) {
    pthread_mutex_lock(&dev->lock);
    *memPool = pools[dev->index].cur;
    pthread_mutex_unlock(&dev->lock);
  }
  return e;
}

cuportError_t cuportDeviceSetMemPool(int device, cuportMemPool_t memPool)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceSetMemPool(device=%d, memPool=%p)", device, (void *)memPool);
  e = device_pools(device, &dev);
  if (e)
    return e;
  if (!pool_valid(memPool) || memPool->dev != dev)
    return cuport_fail(cuportErrorInvalidValue, "%p is not a live memory pool of device %d",
                       (void *)memPool, device);
  pthread_mutex_lock(&dev->lock);
  pools[dev->index].cur = memPool;
  pthread_mutex_unlock(&dev->lock);
  return cuportSuccess;
}
