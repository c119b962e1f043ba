/*
 * alloc.c: the allocation registry of a device.  Every block the runtime
 * hands out (device, managed, pinned, symbol) and every registered host range
 * is recorded here, sorted by address, so that a pointer anywhere inside a
 * block can be classified (memcpy checks, cuportPointerGetAttributes, pinned
 * buffers as kernel arguments) with a binary search, and so that launches can
 * pass the list of live SVM blocks to CL_KERNEL_EXEC_INFO_SVM_PTRS.  That list
 * is rebuilt only after a change, and its generation number lets each kernel
 * skip re-sending it when nothing changed.  Callers hold dev->lock.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static size_t lower_bound(const cuport_registry *r, const char *p)
{
  size_t lo = 0, hi = r->n;

  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (r->v[mid].base < p)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

static int is_svm(cuport_mem_kind kind)
{
  return kind == CUPORT_MEM_DEVICE || kind == CUPORT_MEM_MANAGED ||
         kind == CUPORT_MEM_PINNED_SVM || kind == CUPORT_MEM_SYMBOL;
}

int cuport_reg_insert(cuport_registry *r, void *base, size_t size, cuport_mem_kind kind,
                      cl_mem buffer)
{
  size_t at;

  if (r->n == r->cap) {
    size_t cap = r->cap ? r->cap * 2 : 64;
    cuport_alloc *v = realloc(r->v, cap * sizeof *v);
    if (!v)
      return -1;
    r->v = v;
    r->cap = cap;
  }
  at = lower_bound(r, base);
  memmove(&r->v[at + 1], &r->v[at], (r->n - at) * sizeof *r->v);
  r->v[at].base = base;
  r->v[at].size = size;
  r->v[at].kind = kind;
  r->v[at].buffer = buffer;
  r->v[at].pool = NULL;
  r->v[at].mapped = 0;
  r->n++;
  if (kind == CUPORT_MEM_DEVICE || kind == CUPORT_MEM_MANAGED || kind == CUPORT_MEM_SYMBOL)
    r->device_bytes += size;
  if (kind == CUPORT_MEM_PINNED_BUFFER)
    r->buffers++;
  if (is_svm(kind)) {
    r->svm_dirty = 1;
    r->generation++;
  }
  return 0;
}

cuport_alloc *cuport_reg_find(cuport_registry *r, const void *p)
{
  const char *c = p;
  size_t at;

  if (!c || r->n == 0)
    return NULL;
  at = lower_bound(r, c);
  if (at < r->n && r->v[at].base == c)
    return &r->v[at];
  if (at == 0)
    return NULL;
  at--;
  if (c < r->v[at].base + r->v[at].size)
    return &r->v[at];
  return NULL;
}

int cuport_reg_remove(cuport_registry *r, const void *base, cuport_alloc *out)
{
  size_t at = lower_bound(r, base);

  if (at >= r->n || r->v[at].base != (const char *)base)
    return -1;
  *out = r->v[at];
  memmove(&r->v[at], &r->v[at + 1], (r->n - at - 1) * sizeof *r->v);
  r->n--;
  if (out->kind == CUPORT_MEM_DEVICE || out->kind == CUPORT_MEM_MANAGED ||
      out->kind == CUPORT_MEM_SYMBOL)
    r->device_bytes -= out->size;
  if (out->kind == CUPORT_MEM_PINNED_BUFFER)
    r->buffers--;
  if (is_svm(out->kind)) {
    r->svm_dirty = 1;
    r->generation++;
  }
  return 0;
}

void **cuport_reg_svm_list(cuport_registry *r, size_t *n)
{
  if (r->svm_dirty) {
    size_t i, k = 0;
    void **v = realloc(r->svm, (r->n ? r->n : 1) * sizeof *v);
    if (!v) {
      *n = r->nsvm;
      return r->svm;
    }
    for (i = 0; i < r->n; i++)
      if (is_svm(r->v[i].kind))
        v[k++] = r->v[i].base;
    r->svm = v;
    r->nsvm = k;
    r->svm_dirty = 0;
  }
  *n = r->nsvm;
  return r->svm;
}

int cuport_reg_covers(cuport_registry *r, const void *p, size_t count)
{
  cuport_alloc *a = cuport_reg_find(r, p);

  if (!a || a->kind == CUPORT_MEM_REGISTERED)
    return -1;
  return (size_t)((const char *)p - a->base) + count <= a->size ? 0 : -1;
}

/* Called with dev->lock held after every queue is idle. */
void cuport_reg_release_all(cuport_device *dev)
{
  cuport_registry *r = &dev->reg;
  size_t i;

  for (i = 0; i < r->n; i++)
    if (r->v[i].mapped && dev->managed_q)   /* managed on coarse SVM (managed.c) */
      clEnqueueSVMUnmap(dev->managed_q, r->v[i].base, 0, NULL, NULL);
  if (dev->managed_q)
    clFinish(dev->managed_q);
  for (i = 0; i < r->n; i++) {
    cuport_alloc *a = &r->v[i];
    if (is_svm(a->kind))
      clSVMFree(dev->ctx, a->base);
    else if (a->kind == CUPORT_MEM_PINNED_BUFFER || a->buffer)
      clReleaseMemObject(a->buffer);
  }
  free(r->v);
  free(r->svm);
  memset(r, 0, sizeof *r);
  while (dev->nfreed > 0)   /* the blocks memory.c kept for reuse */
    clSVMFree(dev->ctx, dev->freed[--dev->nfreed].base);
  dev->freed_bytes = 0;
}
