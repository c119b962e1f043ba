/*
 * graphmem.c: the allocations of graph memory nodes (cuportGraphAddMemAllocNode, and
 * cuportMallocAsync while its stream is captured).
 *
 * CUDA gives a memory allocation node a virtual address when the node is made and keeps
 * it for every instantiation and launch, mapping physical memory only while a launch runs
 * between the allocation and its free.  OpenCL has no virtual memory to map, so the
 * allocation is made when the node is: an ordinary device allocation (coarse-grained SVM)
 * whose address is the node's.  Its contents are undefined at each launch's allocation,
 * as CUDA says, so nothing needs to happen when a launch reaches the node, nor when it
 * reaches a free node of such an allocation (a free node of memory from outside the graph
 * frees it when the graph runs: graph.c, free_outside).  The allocation is held by every operation that refers to it (the
 * node, its copies in clones and executable graphs) and released when the last one goes;
 * cuportFree or cuportFreeAsync of an allocation that its graph does not free (which CUDA
 * allows after a launch) leaves it to the graph, since the next launch uses it again.
 *
 * The footprint (cuportDeviceGetGraphMemAttribute) is the bytes these allocations hold
 * on the device: used and reserved are the same (there is no pool to reserve from), and
 * trimming has nothing to give back.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct cuport_gmem {
  void *ptr;
  size_t size;
  cuport_device *dev;
  int refs;
  struct cuport_gmem *next;
};

static pthread_mutex_t gmem_lock = PTHREAD_MUTEX_INITIALIZER;
static struct cuport_gmem *gmem_list;
static unsigned long long used[CUPORT_MAX_DEVICES], high[CUPORT_MAX_DEVICES];

cuportError_t cuport_gmem_new(cuport_device *dev, size_t size, struct cuport_gmem **out)
{
  struct cuport_gmem *g = calloc(1, sizeof *g);
  cuportError_t r;

  if (!g)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for a graph allocation");
  r = cuport_device_alloc(dev, size, &g->ptr);
  if (r) {
    free(g);
    return r;
  }
  g->size = size;
  g->dev = dev;
  g->refs = 1;
  pthread_mutex_lock(&gmem_lock);
  g->next = gmem_list;
  gmem_list = g;
  used[dev->index] += size;
  if (used[dev->index] > high[dev->index])
    high[dev->index] = used[dev->index];
  pthread_mutex_unlock(&gmem_lock);
  *out = g;
  return cuportSuccess;
}

void *cuport_gmem_ptr(const struct cuport_gmem *g)
{
  return g->ptr;
}

size_t cuport_gmem_size(const struct cuport_gmem *g)
{
  return g->size;
}

void cuport_gmem_ref(struct cuport_gmem *g)
{
  pthread_mutex_lock(&gmem_lock);
  g->refs++;
  pthread_mutex_unlock(&gmem_lock);
}

void cuport_gmem_unref(struct cuport_gmem *g)
{
  struct cuport_gmem **pp;

  pthread_mutex_lock(&gmem_lock);
  if (--g->refs > 0) {
    pthread_mutex_unlock(&gmem_lock);
    return;
  }
  for (pp = &gmem_list; *pp != g; pp = &(*pp)->next)
    ;
  *pp = g->next;
  used[g->dev->index] -= g->size;
  pthread_mutex_unlock(&gmem_lock);
  /* a device reset may have released it with every other allocation already */
  if (cuport_reg_find(&g->dev->reg, g->ptr))
    cuport_free_device(g->dev, g->ptr);
  free(g);
}

int cuport_gmem_owns(const void *p)
{
  const struct cuport_gmem *g;
  int found = 0;

  if (!__atomic_load_n(&gmem_list, __ATOMIC_ACQUIRE))
    return 0;
  pthread_mutex_lock(&gmem_lock);
  for (g = gmem_list; g && !found; g = g->next)
    found = g->ptr == p;
  pthread_mutex_unlock(&gmem_lock);
  return found;
}

static cuportError_t mem_attribute(int device, cuportGraphMemAttributeType attr, void *value)
{
  if (device < 0 || device >= cuport_device_count)
    return cuport_fail(cuportErrorInvalidDevice, "device %d does not exist", device);
  if (!value)
    return cuport_fail(cuportErrorInvalidValue, "value is NULL");
  if ((unsigned)attr > cuportGraphMemAttrReservedMemHigh)
    return cuport_fail(cuportErrorInvalidValue, "unknown graph memory attribute %d", (int)attr);
  return cuportSuccess;
}

cuportError_t cuportDeviceGetGraphMemAttribute(int device, cuportGraphMemAttributeType attr,
                                               void *value)
{
  cuport_device *dev;
  cuportError_t r = cuport_device_ready(device, &dev);

  if (!r)
    r = mem_attribute(device, attr, value);
  if (r)
    return r;
  pthread_mutex_lock(&gmem_lock);
  *(unsigned long long *)value =
    attr == cuportGraphMemAttrUsedMemHigh || attr == cuportGraphMemAttrReservedMemHigh
      ? high[device] : used[device];
  pthread_mutex_unlock(&gmem_lock);
  return cuportSuccess;
}

/* Only the high marks can be set, and only to 0: they restart from what is held now. */
cuportError_t cuportDeviceSetGraphMemAttribute(int device, cuportGraphMemAttributeType attr,
                                               void *value)
{
  cuport_device *dev;
  cuportError_t r = cuport_device_ready(device, &dev);

  if (!r)
    r = mem_attribute(device, attr, value);
  if (!r && ((attr != cuportGraphMemAttrUsedMemHigh && attr != cuportGraphMemAttrReservedMemHigh) ||
             *(const unsigned long long *)value != 0))
    r = cuport_fail(cuportErrorInvalidValue, "only the high marks can be set, and only to 0");
  if (r)
    return r;
  pthread_mutex_lock(&gmem_lock);
  high[device] = used[device];
  pthread_mutex_unlock(&gmem_lock);
  return cuportSuccess;
}

cuportError_t cuportDeviceGraphMemTrim(int device)
{
  cuport_device *dev;

  return cuport_device_ready(device, &dev);
}
