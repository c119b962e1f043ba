/*
 * event.c: CUDA events as OpenCL markers.  Recording an event enqueues a
 * marker on the stream (after the legacy-stream waits, like any command) and
 * keeps it; synchronize, query and cuportStreamWaitEvent look at that marker.
 * Streams' queues have no profiling (it costs NVIDIA about 7 us per command
 * with an event, see stream.c), so a timed event (no cuportEventDisableTiming)
 * also gets a timing marker on the stream's profiling queue, behind a barrier
 * that waits for the stream's marker; elapsed time is the difference of two
 * timing markers' CL_PROFILING_COMMAND_END device timestamps.  The timing
 * marker completes just after the stream's marker (the cross-queue signal),
 * which shifts both ends of an interval alike.  Events belong to the device
 * that was current when they were created.
 */
#include <stdlib.h>

#include "internal.h"

static cuportError_t check_event(cuportEvent_t event)
{
  if (!event || event->magic != CUPORT_EVENT_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "event %p is not a live event",
                       (void *)event);
  return cuportSuccess;
}

/* A live event and its device, ready for use. */
static cuportError_t event_device(cuportEvent_t event, cuport_device **dev)
{
  cuportError_t r = check_event(event);
  return r ? r : cuport_device_ready(event->dev->index, dev);
}

cuportError_t cuportEventCreateWithFlags(cuportEvent_t *event, unsigned int flags)
{
  cuport_device *dev;
  struct cuportEvent *ev;
  cuportError_t e;

  CUPORT_TRACE("cuportEventCreateWithFlags(event=%p, flags=0x%x)", (void *)event, flags);
  if (!event)
    return cuport_fail(cuportErrorInvalidValue, "event is NULL");
  if (flags & ~0x7u)
    return cuport_fail(cuportErrorInvalidValue, "unknown event flags 0x%x", flags);
  if (flags & cuportEventInterprocess)
    return cuport_fail(cuportErrorNotSupported, "interprocess events have no OpenCL equivalent");
  e = cuport_current(&dev);
  if (e)
    return e;
  ev = calloc(1, sizeof *ev);
  if (!ev)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for an event");
  ev->magic = CUPORT_EVENT_MAGIC;
  ev->dev = dev;
  ev->flags = flags;
  pthread_mutex_lock(&dev->lock);
  ev->next = dev->events;
  if (dev->events)
    dev->events->prev = ev;
  dev->events = ev;
  pthread_mutex_unlock(&dev->lock);
  *event = ev;
  return cuportSuccess;
}

cuportError_t cuportEventCreate(cuportEvent_t *event)
{
  return cuportEventCreateWithFlags(event, cuportEventDefault);
}

cuportError_t cuportEventRecord(cuportEvent_t event, cuportStream_t stream)
{
  cuport_device *dev;
  cuport_enqueue e;
  cl_event marker, old, timing = NULL;
  cl_int err;
  cuportError_t r;

  CUPORT_TRACE("cuportEventRecord(event=%p, stream=%p)", (void *)event, (void *)stream);
  r = event_device(event, &dev);
  if (!r && cuport_capture_record(dev, stream, event, &r))
    return r;
  if (!r)
    r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  err = clEnqueueMarkerWithWaitList(e.s->q, e.nwait, e.nwait ? e.waits : NULL, &marker);
  if (err == CL_SUCCESS && !(event->flags & cuportEventDisableTiming)) {
    /* The timing marker itself waits on nothing: NVIDIA's OpenCL gives a marker with
       a wait list profiling times from another clock, so the wait goes into a barrier
       in front of it (same order on an in-order queue). */
    cl_command_queue tq = cuport_stream_timing_queue(e.s, &err);
    clFlush(e.s->q);
    if (tq)
      err = clEnqueueBarrierWithWaitList(tq, 1, &marker, NULL);
    if (tq && err == CL_SUCCESS)
      err = clEnqueueMarkerWithWaitList(tq, 0, NULL, &timing);
    if (err == CL_SUCCESS)
      clFlush(tq);
    else
      clReleaseEvent(marker);
  }
  if (err == CL_SUCCESS) {
    cuport_event_capture_clear(event);
    old = event->ev;
    event->ev = marker;
    if (old)
      clReleaseEvent(old);
    old = event->tev;
    event->tev = timing;
    if (old)
      clReleaseEvent(old);
    clFlush(e.s->q);
    /* the stream's last command, until another comes (managed.c asks it first) */
    if (clRetainEvent(marker) == CL_SUCCESS) {
      if (e.s->last_ev)
        clReleaseEvent(e.s->last_ev);
      e.s->last_ev = marker;
      e.s->last_ev_seq = e.s->seq + 1; /* cuport_enqueue_end counts it */
    }
  }
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clEnqueueMarkerWithWaitList for cuportEventRecord");
  return cuportSuccess;
}

cuportError_t cuportEventSynchronize(cuportEvent_t event)
{
  cuport_device *dev;
  cl_event ev;
  cuportError_t r;

  CUPORT_TRACE("cuportEventSynchronize(event=%p)", (void *)event);
  r = event_device(event, &dev);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  ev = event->ev;
  if (ev)
    clRetainEvent(ev);
  pthread_mutex_unlock(&dev->lock);
  r = ev ? cuport_wait_event(dev, ev, "cuportEventSynchronize") : cuportSuccess;
  if (!r)
    cuport_managed_host(dev, 0);
  return r;
}

/* CL status of the event's marker (CL_COMPLETE when never recorded). */
static cl_int marker_status(cuportEvent_t event)
{
  cl_int status = CL_COMPLETE;

  if (event->ev &&
      clGetEventInfo(event->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                     NULL) != CL_SUCCESS)
    status = CL_COMPLETE;
  return status;
}

cuportError_t cuportEventQuery(cuportEvent_t event)
{
  cuport_device *dev;
  cl_int status;
  cuportError_t r;

  CUPORT_TRACE("cuportEventQuery(event=%p)", (void *)event);
  r = event_device(event, &dev);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  status = marker_status(event);
  pthread_mutex_unlock(&dev->lock);
  if (status < 0)
    return cuport_fail_sticky(dev, status, "cuportEventQuery");
  if (status != CL_COMPLETE)
    return cuport_fail(cuportErrorNotReady, "event %p has not completed", (void *)event);
  cuport_managed_host(dev, 0);
  return cuportSuccess;
}

static cuportError_t end_time(cuportEvent_t event, cl_ulong *t)
{
  cl_int status = marker_status(event), err;

  if (!event->ev)
    return cuport_fail(cuportErrorInvalidResourceHandle, "event %p was never recorded",
                       (void *)event);
  if (event->flags & cuportEventDisableTiming)
    return cuport_fail(cuportErrorInvalidResourceHandle,
                       "event %p was created with cuportEventDisableTiming", (void *)event);
  if (status != CL_COMPLETE)
    return cuport_fail(cuportErrorNotReady, "event %p has not completed", (void *)event);
  if (!event->tev)
    return cuport_fail(cuportErrorInvalidResourceHandle,
                       "event %p was recorded without timing", (void *)event);
  /* The stream's marker is complete, so the timing marker is about to be. */
  err = clWaitForEvents(1, &event->tev);
  if (err == CL_SUCCESS)
    err = clGetEventProfilingInfo(event->tev, CL_PROFILING_COMMAND_END, sizeof *t, t, NULL);
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "clGetEventProfilingInfo");
  return cuportSuccess;
}

cuportError_t cuportEventElapsedTime(float *ms, cuportEvent_t start, cuportEvent_t end)
{
  cuport_device *dev;
  cl_ulong t0 = 0, t1 = 0;
  cuportError_t r;

  CUPORT_TRACE("cuportEventElapsedTime(ms=%p, start=%p, end=%p)", (void *)ms, (void *)start,
               (void *)end);
  if (!ms)
    return cuport_fail(cuportErrorInvalidValue, "ms is NULL");
  r = check_event(start);
  if (!r)
    r = check_event(end);
  if (!r)
    r = cuport_device_ready(start->dev->index, &dev);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  r = end_time(start, &t0);
  if (!r)
    r = end_time(end, &t1);
  pthread_mutex_unlock(&dev->lock);
  if (r)
    return r;
  *ms = (float)((double)((long long)(t1 - t0)) / 1e6);
  return cuportSuccess;
}

static void unlink_event(cuport_device *dev, struct cuportEvent *ev)
{
  if (ev->prev)
    ev->prev->next = ev->next;
  else
    dev->events = ev->next;
  if (ev->next)
    ev->next->prev = ev->prev;
}

cuportError_t cuportEventDestroy(cuportEvent_t event)
{
  cuport_device *dev;
  cuportError_t r;

  CUPORT_TRACE("cuportEventDestroy(event=%p)", (void *)event);
  r = check_event(event);
  if (r)
    return r;
  dev = event->dev;
  pthread_mutex_lock(&dev->lock);
  unlink_event(dev, event);
  pthread_mutex_unlock(&dev->lock);
  if (event->ev)
    clReleaseEvent(event->ev);
  if (event->tev)
    clReleaseEvent(event->tev);
  cuport_event_capture_clear(event);
  event->magic = 0;
  free(event);
  return cuportSuccess;
}

void cuport_events_release_all(cuport_device *dev)
{
  pthread_mutex_lock(&dev->lock);
  while (dev->events) {
    struct cuportEvent *ev = dev->events;
    dev->events = ev->next;
    if (ev->ev)
      clReleaseEvent(ev->ev);
    if (ev->tev)
      clReleaseEvent(ev->tev);
    cuport_event_capture_clear(ev);
    ev->magic = 0;
    free(ev);
  }
  pthread_mutex_unlock(&dev->lock);
}
