/*
 * managed.c: managed memory on a device whose SVM is coarse-grained only.
 *
 * CUDA's managed memory is one pointer the host and the kernels both use.  Where the device
 * has fine-grained buffer SVM (PoCL) it is exactly that (memory.c).  NVIDIA's OpenCL has
 * coarse-grained buffer SVM only: the host's view and the device's are two copies, made
 * consistent by mapping the range for the host and unmapping it for the device (on an H100 a
 * map or an unmap copies the whole range, about 53 GB/s; a read without a map sees stale
 * data: bench/latency/cl_svm_host.c).  So a managed block there is owned by one side at a
 * time, which is CUDA's own model on devices without concurrent managed access
 * (cudaDevAttrConcurrentManagedAccess 0, reported so):
 *
 *   - a new block is mapped: the host owns it;
 *   - before device work that may touch memory (kernels, graphs, copies, fills), every
 *     block the host owns is unmapped, and the work waits for that;
 *   - when the host has waited for device work (cudaDeviceSynchronize, a stream's or an
 *     event's synchronization or successful query, a synchronous copy) and nothing is left
 *     in flight anywhere on the device, every block is mapped again.
 *
 * As in CUDA on such devices, the host must not touch managed memory while device work is
 * in flight; a program that does reads what the host owned last.  The cost is two copies of
 * every managed block per round of device work and synchronization, where CUDA moves only
 * the pages touched.
 *
 * A __managed__ variable follows the same model on every device, fine-grained or not: host
 * code names it as an ordinary variable, so its host copy is that variable
 * (cuportRegisterManagedSymbol) and the kernels take its symbol storage (symbol.c).  Before
 * device work the host's copy is written to the storage of every such variable the host
 * has the newer copy of; once the host has waited and nothing is in flight, the storage is
 * read back into the host's copy.  A pointer to the variable taken in host code is a host
 * pointer: kernels must be given cudaGetSymbolAddress's.
 */
#include "internal.h"

#include <stdlib.h>
#include <time.h>

int cuport_managed_coarse(const cuport_device *dev)
{
  return !(dev->svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER) &&
         (dev->svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER);
}

/* The queue that maps and unmaps (dev->lock held). */
static cl_command_queue managed_queue(cuport_device *dev, cl_int *err)
{
  *err = CL_SUCCESS;
  if (!dev->managed_q)
    dev->managed_q = clCreateCommandQueueWithProperties(dev->ctx, dev->id, NULL, err);
  return dev->managed_q;
}

cuportError_t cuport_managed_adopt(cuport_device *dev, void *p)
{
  cuport_alloc *a;
  cl_command_queue q;
  cl_int err;

  pthread_mutex_lock(&dev->lock);
  a = cuport_reg_find(&dev->reg, p);
  q = managed_queue(dev, &err);
  if (q && a)
    err = clEnqueueSVMMap(q, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, a->base, a->size, 0, NULL,
                          NULL);
  if (a && err == CL_SUCCESS) {
    a->mapped = 1;
    dev->managed_blocks++;
    dev->managed_mapped++;
  }
  pthread_mutex_unlock(&dev->lock);
  return err == CL_SUCCESS ? cuportSuccess
                           : cuport_fail_cl(err, 0, "mapping managed memory for the host");
}

cuportError_t cuport_managed_symbol(cuport_device *dev, struct cuport_symbol *s)
{
  if (dev->nmsyms == dev->msyms_cap) {
    size_t cap = dev->msyms_cap ? 2 * dev->msyms_cap : 8;
    struct cuport_symbol **v = realloc(dev->msyms, cap * sizeof *v);
    if (!v)
      return cuport_fail(cuportErrorMemoryAllocation, "no host memory for managed '%s'",
                         s->name);
    dev->msyms = v;
    dev->msyms_cap = cap;
  }
  dev->msyms[dev->nmsyms++] = s;
  s->dev_owned[dev->index] = 1;
  __atomic_store_n(&dev->msyms_dev, dev->msyms_dev + 1, __ATOMIC_RELAXED);
  return cuportSuccess;
}

/* Writes the host's copy of every __managed__ variable it has the newer copy of to its
   storage on dev (dev->lock held). */
static cl_int managed_symbols_to_device(cuport_device *dev)
{
  cl_int err = CL_SUCCESS;
  cl_command_queue q = managed_queue(dev, &err);
  size_t i;

  for (i = 0; q && i < dev->nmsyms && err == CL_SUCCESS; i++) {
    struct cuport_symbol *s = dev->msyms[i];
    if (s->dev_owned[dev->index])
      continue;
    err = clEnqueueSVMMemcpy(q, CL_FALSE, s->ptr[dev->index], s->host, s->size, 0, NULL, NULL);
    if (err == CL_SUCCESS) {
      s->dev_owned[dev->index] = 1;
      dev->msyms_host--;
      __atomic_store_n(&dev->msyms_dev, dev->msyms_dev + 1, __ATOMIC_RELAXED);
    }
  }
  return err;
}

/* Reads every __managed__ variable the device has the newer copy of back into its host
   copy (dev->lock held, nothing in flight). */
static cl_int managed_symbols_to_host(cuport_device *dev)
{
  cl_int err = CL_SUCCESS;
  cl_command_queue q = managed_queue(dev, &err);
  size_t i;

  for (i = 0; q && i < dev->nmsyms && err == CL_SUCCESS; i++) {
    struct cuport_symbol *s = dev->msyms[i];
    if (!s->dev_owned[dev->index])
      continue;
    err = clEnqueueSVMMemcpy(q, CL_FALSE, s->host, s->ptr[dev->index], s->size, 0, NULL, NULL);
    if (err == CL_SUCCESS) {
      s->dev_owned[dev->index] = 0;
      dev->msyms_host++;
      __atomic_store_n(&dev->msyms_dev, dev->msyms_dev - 1, __ATOMIC_RELAXED);
    }
  }
  return err;
}

cuportError_t cuport_managed_device_slow(cuport_device *dev)
{
  cl_int err = managed_symbols_to_device(dev);
  size_t i;

  for (i = 0; i < dev->reg.n && dev->managed_mapped && err == CL_SUCCESS; i++) {
    cuport_alloc *a = &dev->reg.v[i];
    if (a->kind != CUPORT_MEM_MANAGED || !a->mapped)
      continue;
    err = clEnqueueSVMUnmap(dev->managed_q, a->base, 0, NULL, NULL);
    if (err != CL_SUCCESS)
      break;
    a->mapped = 0;
    dev->managed_mapped--;
  }
  /* the work that follows may be on any queue: it starts once the device has the data */
  if (err == CL_SUCCESS)
    err = clFinish(dev->managed_q);
  else
    clFinish(dev->managed_q);
  return err == CL_SUCCESS ? cuportSuccess
                           : cuport_fail_sticky(dev, err, "unmapping managed memory");
}

/* 1 if nothing is in flight on s (dev->lock held); a stream with unfinished bookkeeping is
   asked through a marker, as cuportStreamQuery does.  A driver completes even the marker of
   an idle queue on its own thread (PoCL does), so the marker is given up to a millisecond:
   an idle stream answers within microseconds, a busy one is left on the device.  A stream
   whose last command was an event record is asked through that record's own marker, which
   the driver finished long ago if the stream is idle: on a loaded CPU device a new marker
   can wait for the driver's thread longer than the millisecond. */
static int stream_idle(struct cuportStream *s)
{
  cl_event m;
  cl_int status = CL_QUEUED;
  int tries;

  if (s->done_seq == s->seq)
    return 1;
  if (s->last_ev && s->last_ev_seq == s->seq) {
    if (clGetEventInfo(s->last_ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                       NULL) != CL_SUCCESS ||
        status != CL_COMPLETE)
      return 0;
    s->done_seq = s->seq;
    return 1;
  }
  if (clEnqueueMarkerWithWaitList(s->q, 0, NULL, &m) != CL_SUCCESS)
    return 0;
  clFlush(s->q);
  for (tries = 0; tries < 50; tries++) {
    struct timespec pause = {0, 20000};
    if (clGetEventInfo(m, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL) !=
            CL_SUCCESS ||
        status <= CL_COMPLETE)
      break;
    nanosleep(&pause, NULL);
  }
  clReleaseEvent(m);
  if (status != CL_COMPLETE)
    return 0;
  s->done_seq = s->seq;
  return 1;
}

static int device_idle(cuport_device *dev)
{
  struct cuportStream *s;
  size_t i;

  for (i = 0; i < dev->norphans; i++) {
    cl_int status = CL_QUEUED;
    clGetEventInfo(dev->orphans[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                   NULL);
    if (status != CL_COMPLETE)
      return 0;
  }
  if (dev->legacy && !stream_idle(dev->legacy))
    return 0;
  for (s = dev->streams; s; s = s->next)
    if (!stream_idle(s))
      return 0;
  return 1;
}

void cuport_managed_host_slow(cuport_device *dev, int idle)
{
  cl_int err = CL_SUCCESS;
  size_t i;

  pthread_mutex_lock(&dev->lock);
  if ((dev->managed_mapped == dev->managed_blocks && !dev->msyms_dev) ||
      (!idle && !device_idle(dev))) {
    pthread_mutex_unlock(&dev->lock);
    return;
  }
  err = managed_symbols_to_host(dev);
  for (i = 0; i < dev->reg.n && err == CL_SUCCESS; i++) {
    cuport_alloc *a = &dev->reg.v[i];
    if (a->kind != CUPORT_MEM_MANAGED || a->mapped)
      continue;
    err = clEnqueueSVMMap(dev->managed_q, CL_FALSE, CL_MAP_READ | CL_MAP_WRITE, a->base,
                          a->size, 0, NULL, NULL);
    if (err == CL_SUCCESS) {
      a->mapped = 1;
      dev->managed_mapped++;
    }
  }
  if (err == CL_SUCCESS)
    err = clFinish(dev->managed_q);
  else
    clFinish(dev->managed_q);
  if (err != CL_SUCCESS)
    cuport_fail_sticky(dev, err, "mapping managed memory for the host");
  pthread_mutex_unlock(&dev->lock);
}

void cuport_managed_free(cuport_device *dev, const cuport_alloc *a)
{
  pthread_mutex_lock(&dev->lock);
  if (a->mapped) {
    clEnqueueSVMUnmap(dev->managed_q, a->base, 0, NULL, NULL);
    clFinish(dev->managed_q);
    dev->managed_mapped--;
  }
  dev->managed_blocks--;
  pthread_mutex_unlock(&dev->lock);
  clSVMFree(dev->ctx, a->base);
}

void cuport_managed_release(cuport_device *dev)
{
  if (dev->managed_q)
    clReleaseCommandQueue(dev->managed_q);
  dev->managed_q = NULL;
  dev->managed_blocks = dev->managed_mapped = 0;
  free(dev->msyms);
  dev->msyms = NULL;
  dev->nmsyms = dev->msyms_cap = dev->msyms_host = dev->msyms_dev = 0;
}
