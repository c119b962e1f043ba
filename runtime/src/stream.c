/*
 * stream.c: CUDA streams as in-order OpenCL command queues, with CUDA's
 * legacy default stream rules.
 *
 * Every command of the runtime is enqueued between cuport_enqueue_begin and
 * cuport_enqueue_end.  Each stream counts its commands (seq).  A command on the
 * legacy stream must follow all earlier work of every blocking stream: for
 * each blocking stream whose seq moved since the legacy stream last waited for
 * it, a marker is enqueued there and the command waits for it.  A command on a
 * blocking stream likewise waits for a marker on the legacy stream if that
 * moved.  Non-blocking streams are left alone.  Programs that use only the
 * default stream, or only their own streams, never pay for a marker.  Markers
 * only order work; queues are flushed where another queue waits on them and at
 * synchronisation points, not per launch.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Streams' queues are created without profiling: on NVIDIA's OpenCL a
   profiling queue charges about 7 us for every command that has an event and
   for every copy (bench/latency/cl_latency.c), which is most of the gap to
   CUDA's per-command latency.  Timed events get their device timestamps from
   a second, profiling queue of the stream (cuport_stream_timing_queue). */
static const cl_queue_properties timing_props[] = {CL_QUEUE_PROPERTIES,
                                                   CL_QUEUE_PROFILING_ENABLE, 0};

cl_command_queue cuport_stream_timing_queue(struct cuportStream *s, cl_int *err)
{
  if (!s->tq)
    s->tq = clCreateCommandQueueWithProperties(s->dev->ctx, s->dev->id, timing_props, err);
  return s->tq;
}

/* Per-thread default streams, one per device; the device's epoch at creation
   tells whether a reset has destroyed it since. */
static _Thread_local struct cuportStream *per_thread[CUPORT_MAX_DEVICES];
static _Thread_local unsigned long per_thread_epoch[CUPORT_MAX_DEVICES];
static pthread_key_t per_thread_key;
static pthread_once_t per_thread_once = PTHREAD_ONCE_INIT;

static cuportError_t new_stream(cuport_device *dev, unsigned int flags, int priority,
                                struct cuportStream **out)
{
  struct cuportStream *s = calloc(1, sizeof *s);
  cl_int err;

  if (!s)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for a stream");
  /* profile.c: under CUPORT_PROFILE every command's event carries its times */
  s->q = clCreateCommandQueueWithProperties(dev->ctx, dev->id,
                                            cuport_profiling ? timing_props : NULL, &err);
  if (!s->q) {
    free(s);
    return cuport_fail_cl(err, 0, "clCreateCommandQueueWithProperties on '%s'", dev->name);
  }
  s->magic = CUPORT_STREAM_MAGIC;
  s->dev = dev;
  s->flags = flags;
  s->priority = priority;
  s->blocking = !(flags & cuportStreamNonBlocking);
  *out = s;
  return cuportSuccess;
}

/* Links s into dev's list.  Its counters start at 0, so its first command
   waits for any legacy-stream work, as CUDA orders it. */
static void link_stream(cuport_device *dev, struct cuportStream *s)
{
  pthread_mutex_lock(&dev->lock);
  s->next = dev->streams;
  if (dev->streams)
    dev->streams->prev = s;
  dev->streams = s;
  pthread_mutex_unlock(&dev->lock);
}

cuportError_t cuport_stream_create_legacy(cuport_device *dev)
{
  return new_stream(dev, 0, 0, &dev->legacy);
}

/* ------------------------------------------------------------- enqueue */

int cuport_enqueue_add_wait(cuport_enqueue *e, cl_event ev)
{
  if (e->nwait == e->cap) {
    size_t cap = e->cap * 2;
    cl_event *v = malloc(cap * sizeof *v);
    if (!v)
      return -1;
    memcpy(v, e->waits, e->nwait * sizeof *v);
    if (e->waits != e->local_waits)
      free(e->waits);
    e->waits = v;
    e->cap = cap;
  }
  clRetainEvent(ev);
  e->waits[e->nwait++] = ev;
  return 0;
}

/* A marker at the end of other's queue that the caller's command will wait
   for; other is flushed so the dependency can make progress. */
static int wait_for_stream(cuport_enqueue *e, struct cuportStream *other)
{
  cl_event marker;

  if (clEnqueueMarkerWithWaitList(other->q, 0, NULL, &marker) != CL_SUCCESS)
    return -1;
  clFlush(other->q);
  if (cuport_enqueue_add_wait(e, marker)) {
    clReleaseEvent(marker);
    return -1;
  }
  clReleaseEvent(marker);
  return 0;
}

static int gather_legacy_waits(cuport_enqueue *e)
{
  cuport_device *dev = e->dev;
  struct cuportStream *b;
  size_t i;

  if (e->s == dev->legacy) {
    for (b = dev->streams; b; b = b->next)
      if (b->blocking && b->seq != b->seen_by_legacy) {
        if (wait_for_stream(e, b))
          return -1;
        b->seen_by_legacy = b->seq;
      }
    for (i = 0; i < dev->norphans; i++) {
      cuport_enqueue_add_wait(e, dev->orphans[i]);
      clReleaseEvent(dev->orphans[i]);
    }
    dev->norphans = 0;
  } else if (e->s->blocking && dev->legacy->seq != e->s->legacy_seen) {
    if (wait_for_stream(e, dev->legacy))
      return -1;
    e->s->legacy_seen = dev->legacy->seq;
  }
  return 0;
}

static void per_thread_destroy(void *unused)
{
  int i;

  (void)unused;
  for (i = 0; i < CUPORT_MAX_DEVICES; i++)
    if (per_thread[i] && per_thread_epoch[i] == cuport_devices[i].epoch)
      cuportStreamDestroy(per_thread[i]);
}

static void per_thread_key_init(void)
{
  pthread_key_create(&per_thread_key, per_thread_destroy);
}

/* The calling thread's per-thread default stream on dev (a blocking stream
   created on first use and destroyed when the thread exits). */
static cuportError_t per_thread_stream(cuport_device *dev, struct cuportStream **out)
{
  struct cuportStream *s = per_thread[dev->index];
  cuportError_t e;

  if (s && per_thread_epoch[dev->index] == dev->epoch) {
    *out = s;
    return cuportSuccess;
  }
  pthread_once(&per_thread_once, per_thread_key_init);
  e = new_stream(dev, 0, 0, &s);
  if (e)
    return e;
  s->per_thread = 1;
  link_stream(dev, s);
  per_thread[dev->index] = s;
  per_thread_epoch[dev->index] = dev->epoch;
  pthread_setspecific(per_thread_key, (void *)1);
  *out = s;
  return cuportSuccess;
}

static cuportError_t resolve(cuport_device *dev, cuportStream_t handle, struct cuportStream **out)
{
  if (handle == NULL || handle == cuportStreamLegacy) {
    *out = dev->legacy;
    return cuportSuccess;
  }
  if (handle == cuportStreamPerThread)
    return per_thread_stream(dev, out);
  if (handle->magic != CUPORT_STREAM_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "stream %p is not a live stream",
                       (void *)handle);
  if (handle->dev != dev)
    return cuport_fail(cuportErrorInvalidResourceHandle,
                       "stream %p belongs to device %d, not the current device %d",
                       (void *)handle, handle->dev->index, dev->index);
  *out = handle;
  return cuportSuccess;
}

cuportError_t cuport_stream_resolve(cuport_device *dev, cuportStream_t handle,
                                    struct cuportStream **out)
{
  return resolve(dev, handle, out);
}

cuportError_t cuport_enqueue_begin(cuport_device *dev, cuportStream_t handle, cuport_enqueue *e)
{
  cuportError_t err;

  e->dev = dev;
  e->waits = e->local_waits;
  e->nwait = 0;
  e->cap = sizeof e->local_waits / sizeof e->local_waits[0];
  err = resolve(dev, handle, &e->s);
  if (err)
    return err;
  pthread_mutex_lock(&dev->lock);
  /* Work that would run now on a capturing stream, or make the legacy stream
     wait on one, is refused (graph.c); the check costs a load otherwise. */
  if (__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE) &&
      (err = cuport_capture_guard(dev, e->s)) != cuportSuccess) {
    pthread_mutex_unlock(&dev->lock);
    return err;
  }
  if (gather_legacy_waits(e)) {
    cuport_enqueue_end(e, 0);
    return cuport_fail(cuportErrorMemoryAllocation,
                       "could not order the command after the legacy default stream");
  }
  return cuportSuccess;
}

void cuport_enqueue_end(cuport_enqueue *e, int enqueued)
{
  cl_uint i;

  if (enqueued)
    e->s->seq++;
  for (i = 0; i < e->nwait; i++)
    clReleaseEvent(e->waits[i]);
  if (e->waits != e->local_waits)
    free(e->waits);
  e->waits = e->local_waits;
  e->nwait = 0;
  pthread_mutex_unlock(&e->dev->lock);
}

/* clWaitForEvents, not a spin on the event's status: NVIDIA's own wait already
   polls (bench/latency/cl_latency.c measures both at the same cost there), and
   on a CPU device a spinning thread would take a core from the device. */
cuportError_t cuport_wait_event(cuport_device *dev, cl_event ev, const char *what)
{
  cl_int err = clWaitForEvents(1, &ev);
  cl_int status = CL_COMPLETE;

  if (err == CL_SUCCESS)
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
  clReleaseEvent(ev);
  if (err != CL_SUCCESS)
    return cuport_fail_sticky(dev, err, what);
  if (status < 0)
    return cuport_fail_sticky(dev, status, what);
  return cuportSuccess;
}

/* ----------------------------------------------------------------- API */

cuportError_t cuportStreamCreateWithPriority(cuportStream_t *pStream, unsigned int flags,
                                             int priority)
{
  cuport_device *dev;
  struct cuportStream *s = NULL;
  cuportError_t e;

  CUPORT_TRACE("cuportStreamCreateWithPriority(pStream=%p, flags=0x%x, priority=%d)",
               (void *)pStream, flags, priority);
  if (!pStream)
    return cuport_fail(cuportErrorInvalidValue, "pStream is NULL");
  if (flags & ~(unsigned int)cuportStreamNonBlocking)
    return cuport_fail(cuportErrorInvalidValue, "unknown stream flags 0x%x", flags);
  e = cuport_current(&dev);
  if (!e)
    e = new_stream(dev, flags, 0, &s);
  if (e)
    return e;
  link_stream(dev, s);
  *pStream = s;
  return cuportSuccess;
}

cuportError_t cuportStreamCreateWithFlags(cuportStream_t *pStream, unsigned int flags)
{
  return cuportStreamCreateWithPriority(pStream, flags, 0);
}

cuportError_t cuportStreamCreate(cuportStream_t *pStream)
{
  return cuportStreamCreateWithPriority(pStream, cuportStreamDefault, 0);
}

/* Unlinks s (dev->lock held); a blocking stream with work the legacy stream
   has not waited for leaves a marker that the next legacy command waits on. */
static void unlink_stream(cuport_device *dev, struct cuportStream *s)
{
  if (s->blocking && s->seq != s->seen_by_legacy) {
    cl_event marker;
    cl_event *grown = realloc(dev->orphans, (dev->norphans + 1) * sizeof *grown);
    if (grown && clEnqueueMarkerWithWaitList(s->q, 0, NULL, &marker) == CL_SUCCESS) {
      dev->orphans = grown;
      dev->orphans[dev->norphans++] = marker;
    } else if (grown) {
      dev->orphans = grown;
    }
  }
  if (s->prev)
    s->prev->next = s->next;
  else
    dev->streams = s->next;
  if (s->next)
    s->next->prev = s->prev;
}

static void free_stream(struct cuportStream *s)
{
  free(s->tails);
  if (s->last_ev)
    clReleaseEvent(s->last_ev);
  if (s->grid_barrier) { /* a kernel may still wait on it */
    clFinish(s->q);
    clSVMFree(s->dev->ctx, s->grid_barrier);
  }
  clFlush(s->q);
  clReleaseCommandQueue(s->q);
  if (s->tq) {
    clFlush(s->tq);
    clReleaseCommandQueue(s->tq);
  }
  s->magic = 0;
  free(s);
}

cuportError_t cuportStreamDestroy(cuportStream_t stream)
{
  cuport_device *dev;

  CUPORT_TRACE("cuportStreamDestroy(stream=%p)", (void *)stream);
  if (!stream || stream == cuportStreamLegacy || stream == cuportStreamPerThread ||
      stream->magic != CUPORT_STREAM_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "stream %p is not a created stream",
                       (void *)stream);
  dev = stream->dev;
  pthread_mutex_lock(&dev->lock);
  unlink_stream(dev, stream);
  pthread_mutex_unlock(&dev->lock);
  if (stream->per_thread && per_thread[dev->index] == stream)
    per_thread[dev->index] = NULL;
  free_stream(stream);
  return cuportSuccess;
}

void cuport_streams_release_all(cuport_device *dev)
{
  size_t i;

  pthread_mutex_lock(&dev->lock);
  while (dev->streams) {
    struct cuportStream *s = dev->streams;
    dev->streams = s->next;
    free_stream(s);
  }
  for (i = 0; i < dev->norphans; i++)
    clReleaseEvent(dev->orphans[i]);
  free(dev->orphans);
  dev->orphans = NULL;
  dev->norphans = 0;
  if (dev->legacy)
    free_stream(dev->legacy);
  dev->legacy = NULL;
  pthread_mutex_unlock(&dev->lock);
  per_thread[dev->index] = NULL;
}

void cuport_stream_mark_done(struct cuportStream *s, unsigned long seq)
{
  pthread_mutex_lock(&s->dev->lock);
  if (s->done_seq < seq)
    s->done_seq = seq;
  pthread_mutex_unlock(&s->dev->lock);
}

/* The stream for handle on its own device (streams carry their device;
   NULL and the special handles mean the current device's). */
static cuportError_t stream_device(cuportStream_t handle, cuport_device **dev)
{
  if (handle && handle != cuportStreamLegacy && handle != cuportStreamPerThread) {
    if (handle->magic != CUPORT_STREAM_MAGIC)
      return cuport_fail(cuportErrorInvalidResourceHandle, "stream %p is not a live stream",
                         (void *)handle);
    return cuport_device_ready(handle->dev->index, dev);
  }
  return cuport_current(dev);
}

/* The stream object behind a handle, and the device it belongs to (dev may be NULL). */
static cuportError_t lookup(cuportStream_t handle, struct cuportStream **out,
                            cuport_device **dev)
{
  cuport_device *d;
  cuportError_t r = stream_device(handle, &d);
  if (dev)
    *dev = d;
  return r ? r : resolve(d, handle, out);
}

/* 1 if every command of s is known complete and (ordered) a command issued on
   s now would wait for nothing under the legacy-stream rules either: the
   work it would order after is then already behind s's own completed work
   (dev->lock held). */
static int nothing_pending(cuport_device *dev, struct cuportStream *s, int ordered)
{
  struct cuportStream *b;

  if (s->done_seq != s->seq)
    return 0;
  if (!ordered)
    return 1;
  if (s == dev->legacy) {
    if (dev->norphans)
      return 0;
    for (b = dev->streams; b; b = b->next)
      if (b->blocking && b->seq != b->seen_by_legacy)
        return 0;
    return 1;
  }
  return !s->blocking || dev->legacy->seq == s->legacy_seen;
}

/* Waits for the work queued on stream.  ordered: the wait is itself ordered
   like a command on the stream (it also waits for what a command issued now
   would wait for under the legacy-stream rules), as a host-side operation
   standing in for a command needs; otherwise only the stream's own work counts,
   which is what cudaStreamSynchronize waits for.  The legacy stream is always
   ordered: its sync also covers earlier work of blocking streams. */
cuportError_t cuport_stream_drain(cuport_device *dev, cuportStream_t stream, int ordered,
                                  const char *what)
{
  cuport_enqueue e;
  cl_command_queue q;
  cl_int err;
  unsigned long seq;
  cuportError_t r = resolve(dev, stream, &e.s);
  int idle;

  if (r)
    return r;
  /* Nothing to wait for (the last copy waited for everything, say): return
     without a marker, which would cost a round trip to the device. */
  pthread_mutex_lock(&dev->lock);
  idle = nothing_pending(dev, e.s, ordered || e.s == dev->legacy);
  pthread_mutex_unlock(&dev->lock);
  if (idle)
    return cuportSuccess;
  if (ordered || e.s == dev->legacy) {
    r = cuport_enqueue_begin(dev, stream, &e);
    if (r)
      return r;
  } else {
    /* No legacy waits gathered: the stream's bookkeeping must stay as it is,
       so that its next command still waits for the legacy stream. */
    e.dev = dev;
    e.waits = e.local_waits;
    e.nwait = 0;
    pthread_mutex_lock(&dev->lock);
  }
  /* The legacy-stream waits go into a barrier; then clFinish, which on NVIDIA
     returns about 1 us sooner than a marker and a wait on its event (a marker
     with an event costs that much to make), and reports execution failures
     as an error code as the wait does. */
  err = e.nwait ? clEnqueueBarrierWithWaitList(e.s->q, e.nwait, e.waits, NULL) : CL_SUCCESS;
  seq = e.s->seq;
  q = e.s->q;
  cuport_enqueue_end(&e, 0);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueBarrierWithWaitList");
  err = clFinish(q);
  if (err != CL_SUCCESS)
    return cuport_fail_sticky(dev, err, what);
  cuport_stream_mark_done(e.s, seq);
  return cuportSuccess;
}

/* Synchronizing with a capturing stream: refused as an enqueue there is. */
static cuportError_t capture_refuses(cuport_device *dev, cuportStream_t stream)
{
  struct cuportStream *s;
  cuportError_t r;

  if (!__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE))
    return cuportSuccess;
  r = resolve(dev, stream, &s);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  r = s->cap ? cuport_capture_guard(dev, s) : cuportSuccess;
  pthread_mutex_unlock(&dev->lock);
  return r;
}

cuportError_t cuportStreamSynchronize(cuportStream_t stream)
{
  cuport_device *dev;
  cuportError_t r;

  CUPORT_TRACE("cuportStreamSynchronize(stream=%p)", (void *)stream);
  r = stream_device(stream, &dev);
  if (!r)
    r = capture_refuses(dev, stream);
  if (!r)
    r = CUPORT_PROFILED("cudaStreamSynchronize",
                        cuport_stream_drain(dev, stream, 0, "cuportStreamSynchronize"));
  if (r)
    return r; /* dev is not set when the stream was not found */
  cuport_managed_host(dev, 0);
  return cuport_take_assert(dev, cuport_take_build_error(dev));
}

cuportError_t cuportStreamQuery(cuportStream_t stream)
{
  cuport_device *dev;
  struct cuportStream *s = NULL;
  cl_event marker;
  cl_int err, status = CL_QUEUED;
  unsigned long seq;
  cuportError_t r;

  CUPORT_TRACE("cuportStreamQuery(stream=%p)", (void *)stream);
  r = lookup(stream, &s, &dev);
  if (!r)
    r = capture_refuses(dev, stream);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  seq = s->seq;
  if (s->done_seq == seq) {
    pthread_mutex_unlock(&dev->lock);
    cuport_managed_host(dev, 0);
    return cuportSuccess;
  }
  err = clEnqueueMarkerWithWaitList(s->q, 0, NULL, &marker);
  pthread_mutex_unlock(&dev->lock);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueMarkerWithWaitList");
  clFlush(s->q);
  clGetEventInfo(marker, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
  clReleaseEvent(marker);
  if (status < 0)
    return cuport_fail_sticky(dev, status, "cuportStreamQuery");
  if (status != CL_COMPLETE)
    return cuport_fail(cuportErrorNotReady, "stream %p has work in flight", (void *)stream);
  cuport_stream_mark_done(s, seq);
  cuport_managed_host(dev, 0);
  return cuportSuccess;
}

cuportError_t cuportStreamGetFlags(cuportStream_t stream, unsigned int *flags)
{
  struct cuportStream *s = NULL;
  cuportError_t r;

  if (!flags)
    return cuport_fail(cuportErrorInvalidValue, "flags is NULL");
  r = lookup(stream, &s, NULL);
  if (r)
    return r;
  *flags = s->flags;
  return cuportSuccess;
}

cuportError_t cuportStreamGetPriority(cuportStream_t stream, int *priority)
{
  struct cuportStream *s = NULL;
  cuportError_t r;

  if (!priority)
    return cuport_fail(cuportErrorInvalidValue, "priority is NULL");
  r = lookup(stream, &s, NULL);
  if (r)
    return r;
  *priority = s->priority;
  return cuportSuccess;
}

/* Stream attributes.  An access policy window is an L2 hint that OpenCL cannot give, so it
   is checked as CUDA checks it and kept; priorities clamp to the device's range ([0, 0],
   as stream creation does). */
cuportError_t cuportStreamSetAttribute(cuportStream_t stream, cuportStreamAttrID attr,
                                       const cuportStreamAttrValue *value)
{
  struct cuportStream *s = NULL;
  cuport_device *dev;
  cuportError_t r;

  CUPORT_TRACE("cuportStreamSetAttribute(stream=%p, attr=%d)", (void *)stream, (int)attr);
  if (!value)
    return cuport_fail(cuportErrorInvalidValue, "value is NULL");
  r = lookup(stream, &s, &dev);
  if (r)
    return r;
  switch (attr) {
  case cuportLaunchAttributeAccessPolicyWindow: {
    const cuportAccessPolicyWindow *w = &value->accessPolicyWindow;
    if (!(w->hitRatio >= 0.0f && w->hitRatio <= 1.0f) ||
        (unsigned)w->hitProp > cuportAccessPropertyPersisting ||
        (unsigned)w->missProp > cuportAccessPropertyPersisting ||
        w->missProp == cuportAccessPropertyPersisting)
      return cuport_fail(cuportErrorInvalidValue, "invalid access policy window (hitRatio %g, "
                         "hitProp %d, missProp %d)", (double)w->hitRatio, (int)w->hitProp,
                         (int)w->missProp);
    pthread_mutex_lock(&dev->lock);
    s->window = *w;
    pthread_mutex_unlock(&dev->lock);
    return cuportSuccess;
  }
  case cuportLaunchAttributeSynchronizationPolicy:
    if (value->syncPolicy < cuportSyncPolicyAuto || value->syncPolicy > cuportSyncPolicyBlockingSync)
      return cuport_fail(cuportErrorInvalidValue, "unknown synchronization policy %d",
                         (int)value->syncPolicy);
    pthread_mutex_lock(&dev->lock);
    s->sync_policy = value->syncPolicy;
    pthread_mutex_unlock(&dev->lock);
    return cuportSuccess;
  case cuportLaunchAttributePriority:
    return cuportSuccess; /* clamped to the range [0, 0]: stays 0 */
  default:
    return cuport_fail(cuportErrorInvalidValue, "attribute %d is not a stream attribute",
                       (int)attr);
  }
}

cuportError_t cuportStreamGetAttribute(cuportStream_t stream, cuportStreamAttrID attr,
                                       cuportStreamAttrValue *value_out)
{
  struct cuportStream *s = NULL;
  cuport_device *dev;
  cuportError_t r;

  if (!value_out)
    return cuport_fail(cuportErrorInvalidValue, "value_out is NULL");
  r = lookup(stream, &s, &dev);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  switch (attr) {
  case cuportLaunchAttributeAccessPolicyWindow:
    value_out->accessPolicyWindow = s->window;
    break;
  case cuportLaunchAttributeSynchronizationPolicy:
    value_out->syncPolicy = s->sync_policy ? s->sync_policy : cuportSyncPolicyAuto;
    break;
  case cuportLaunchAttributePriority:
    value_out->priority = s->priority;
    break;
  default:
    r = cuport_fail(cuportErrorInvalidValue, "attribute %d is not a stream attribute", (int)attr);
  }
  pthread_mutex_unlock(&dev->lock);
  return r;
}

cuportError_t cuportStreamCopyAttributes(cuportStream_t dst, cuportStream_t src)
{
  struct cuportStream *d = NULL, *s = NULL;
  cuport_device *dev;
  cuportError_t r = lookup(src, &s, &dev);

  if (!r)
    r = lookup(dst, &d, NULL);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  d->window = s->window;
  d->sync_policy = s->sync_policy;
  pthread_mutex_unlock(&dev->lock);
  return cuportSuccess;
}

cuportError_t cuportCtxResetPersistingL2Cache(void)
{
  cuport_device *dev;

  return cuport_current(&dev);
}

cuportError_t cuportStreamWaitEvent(cuportStream_t stream, cuportEvent_t event, unsigned int flags)
{
  cuport_device *dev;
  cuport_enqueue e;
  cl_int err = CL_SUCCESS;
  cuportError_t r;

  CUPORT_TRACE("cuportStreamWaitEvent(stream=%p, event=%p, flags=0x%x)", (void *)stream,
               (void *)event, flags);
  if (!event || event->magic != CUPORT_EVENT_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "event %p is not a live event",
                       (void *)event);
  if (flags != 0)
    return cuport_fail(cuportErrorInvalidValue, "flags must be 0");
  r = stream_device(stream, &dev);
  if (!r && cuport_capture_wait(dev, stream, event, &r))
    return r;
  if (!r)
    r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  if (event->ev) {
    cuport_enqueue_add_wait(&e, event->ev);
    err = clEnqueueBarrierWithWaitList(e.s->q, e.nwait, e.waits, NULL);
  }
  cuport_enqueue_end(&e, event->ev && err == CL_SUCCESS);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueBarrierWithWaitList");
  return cuportSuccess;
}

/* --------------------------------------------------------- host functions */

/* A host function (cuportLaunchHostFunc, a graph's host node) or a stream
   callback (cuportStreamAddCallback): the callback also runs when earlier
   work failed, and is told so, as CUDA does. */
typedef struct host_call {
  cuportHostFn_t fn;
  cuportStreamCallback_t cb;
  cuportStream_t stream;
  void *data;
  cl_event gate;
} host_call;

static void CL_CALLBACK run_host_call(cl_event ev, cl_int status, void *arg)
{
  host_call *c = arg;

  (void)ev;
  if (c->cb)
    c->cb(c->stream, status == CL_COMPLETE ? cuportSuccess : cuportErrorLaunchFailure, c->data);
  else if (status == CL_COMPLETE)
    c->fn(c->data);
  clSetUserEventStatus(c->gate, status == CL_COMPLETE ? CL_COMPLETE : -1);
  clReleaseEvent(c->gate);
  free(c);
}

/* A marker fires the callback; a user event that the callback completes
   gates everything queued on the stream afterwards. */
static cl_int enqueue_host_call(cuport_enqueue *e, host_call *c)
{
  cl_event marker;
  cl_int err;

  c->gate = clCreateUserEvent(e->dev->ctx, &err);
  err = c->gate ? clEnqueueMarkerWithWaitList(e->s->q, e->nwait, e->nwait ? e->waits : NULL,
                                              &marker)
                : err;
  if (err == CL_SUCCESS) {
    clEnqueueBarrierWithWaitList(e->s->q, 1, &c->gate, NULL);
    clSetEventCallback(marker, CL_COMPLETE, run_host_call, c);
    clReleaseEvent(marker);
    clFlush(e->s->q);
    return CL_SUCCESS;
  }
  if (c->gate)
    clReleaseEvent(c->gate);
  free(c);
  return err;
}

cl_int cuport_enqueue_host_fn(cuport_enqueue *e, cuportHostFn_t fn, void *data)
{
  host_call *c = calloc(1, sizeof *c);

  if (!c)
    return CL_OUT_OF_HOST_MEMORY;
  c->fn = fn;
  c->data = data;
  return enqueue_host_call(e, c);
}

cuportError_t cuportLaunchHostFunc(cuportStream_t stream, cuportHostFn_t fn, void *userData)
{
  cuport_device *dev;
  cuport_enqueue e;
  cuport_op op;
  cl_int err;
  cuportError_t r;

  CUPORT_TRACE("cuportLaunchHostFunc(stream=%p, userData=%p)", (void *)stream, userData);
  if (!fn)
    return cuport_fail(cuportErrorInvalidValue, "fn is NULL");
  r = stream_device(stream, &dev);
  if (r)
    return r;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeHost;
  op.host.fn = fn;
  op.host.userData = userData;
  if (cuport_capture_op(dev, stream, &op, &r))
    return r;
  r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  err = cuport_enqueue_host_fn(&e, fn, userData);
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "cuportLaunchHostFunc");
  return cuportSuccess;
}

/* Not a graph operation: CUDA refuses callbacks in a capture (cuport_capture_guard
   invalidates it and fails), cudaLaunchHostFunc being the capturable form. */
cuportError_t cuportStreamAddCallback(cuportStream_t stream, cuportStreamCallback_t callback,
                                      void *userData, unsigned int flags)
{
  cuport_device *dev;
  cuport_enqueue e;
  host_call *c;
  cl_int err;
  cuportError_t r;

  CUPORT_TRACE("cuportStreamAddCallback(stream=%p, userData=%p, flags=0x%x)", (void *)stream,
               userData, flags);
  if (!callback)
    return cuport_fail(cuportErrorInvalidValue, "callback is NULL");
  if (flags != 0)
    return cuport_fail(cuportErrorInvalidValue, "flags must be 0");
  r = stream_device(stream, &dev);
  if (r)
    return r;
  if (!(c = calloc(1, sizeof *c)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  c->cb = callback;
  c->stream = stream;
  c->data = userData;
  r = cuport_enqueue_begin(dev, stream, &e);
  if (r) {
    free(c);
    return r;
  }
  err = enqueue_host_call(&e, c);
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "cuportStreamAddCallback");
  return cuportSuccess;
}
