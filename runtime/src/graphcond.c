/*
 * graphcond.c: the handles of conditional graph nodes (cuportGraphConditionalHandleCreate).
 *
 * CUDA keeps a conditional node's value on the device, where a kernel upstream of the node
 * sets it (cudaGraphSetConditional) and the graph's own scheduler reads it.  OpenCL has no
 * scheduler on the device, so the value lives in a 4-byte device block the runtime owns
 * and the replay reads it back on the host when it reaches the node (graph.c).  The handle
 * a program holds is the block's device address: kernels receive it as the 64-bit value
 * CUDA gives them, and the device header's cuport_graph_set_conditional stores through it,
 * with no hidden parameter and no table to look the handle up in.  A handle is held by its
 * graph and by every operation that names it (the conditional node, its copies in clones
 * and executable graphs), and its block goes when the last one lets it go.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct cuport_cond {
  cuport_device *dev;
  unsigned int *ptr;         /* the device block */
  unsigned int value;        /* defaultLaunchValue */
  unsigned int flags;
  int refs;
  struct cuport_cond *next;
};

static pthread_mutex_t cond_lock = PTHREAD_MUTEX_INITIALIZER;
static struct cuport_cond *cond_list;

cuportError_t cuport_cond_new(cuport_device *dev, unsigned int value, unsigned int flags,
                              struct cuport_cond **out)
{
  struct cuport_cond *c = calloc(1, sizeof *c);
  cuportError_t r;
  cl_int err;

  if (!c)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for a conditional handle");
  r = cuport_device_alloc(dev, sizeof *c->ptr, (void **)&c->ptr);
  if (r) {
    free(c);
    return r;
  }
  /* the value before any launch; written at once, since a kernel on any stream may read it */
  err = clEnqueueSVMMemcpy(dev->legacy->q, CL_TRUE, c->ptr, &value, sizeof value, 0, NULL, NULL);
  if (err != CL_SUCCESS) {
    cuport_free_device(dev, c->ptr);
    free(c);
    return cuport_fail_cl(err, 0, "initializing a conditional handle");
  }
  c->dev = dev;
  c->value = value;
  c->flags = flags;
  c->refs = 1;
  pthread_mutex_lock(&cond_lock);
  c->next = cond_list;
  cond_list = c;
  pthread_mutex_unlock(&cond_lock);
  *out = c;
  return cuportSuccess;
}

struct cuport_cond *cuport_cond_find(cuportGraphConditionalHandle handle)
{
  struct cuport_cond *c;

  pthread_mutex_lock(&cond_lock);
  for (c = cond_list; c && (unsigned long long)(size_t)c->ptr != handle; c = c->next)
    ;
  if (c)
    c->refs++;
  pthread_mutex_unlock(&cond_lock);
  return c;
}

cuportGraphConditionalHandle cuport_cond_handle(const struct cuport_cond *c)
{
  return (unsigned long long)(size_t)c->ptr;
}

void cuport_cond_ref(struct cuport_cond *c)
{
  pthread_mutex_lock(&cond_lock);
  c->refs++;
  pthread_mutex_unlock(&cond_lock);
}

void cuport_cond_unref(struct cuport_cond *c)
{
  struct cuport_cond **pp;

  pthread_mutex_lock(&cond_lock);
  if (--c->refs > 0) {
    pthread_mutex_unlock(&cond_lock);
    return;
  }
  for (pp = &cond_list; *pp != c; pp = &(*pp)->next)
    ;
  *pp = c->next;
  pthread_mutex_unlock(&cond_lock);
  /* a device reset may have released it with every other allocation already */
  if (cuport_reg_find(&c->dev->reg, c->ptr))
    cuport_free_device(c->dev, c->ptr);
  free(c);
}

cl_int cuport_cond_reset(const struct cuport_cond *c, cl_command_queue q)
{
  if (!(c->flags & cuportGraphCondAssignDefault))
    return CL_SUCCESS;
  return clEnqueueSVMMemFill(q, c->ptr, &c->value, sizeof c->value, sizeof c->value, 0, NULL,
                             NULL);
}

cl_int cuport_cond_read(const struct cuport_cond *c, cl_command_queue q, unsigned int *value)
{
  return clEnqueueSVMMemcpy(q, CL_TRUE, value, c->ptr, sizeof *value, 0, NULL, NULL);
}
