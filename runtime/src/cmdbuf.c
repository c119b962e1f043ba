/*
 * cmdbuf.c: cl_khr_command_buffer, the recording a graph replays (graph.c).
 *
 * The extension is provisional and reached through extension function pointers,
 * looked up once per device.  A recording belongs to one queue (the stream's, when
 * the graph was first launched there); its commands are kernels (the graph's own and
 * the runtime's fill and copy kernels, blit.c: the extension's 0.9 versions, PoCL's
 * included, have no SVM fill or copy) and barriers, ordered by sync points, so that
 * branches of the graph that do not depend on each other may overlap.  Kernel
 * arguments are captured when a command is recorded; a recording stays valid until
 * the graph's parameters change.  PoCL 3.1 reads a recorded kernel's arguments when the
 * recording is enqueued, not when it was made (the same kernel recorded twice with
 * different arguments runs twice with the last ones), so each command gets a clone of
 * the kernel (clCloneKernel copies the arguments), kept until the recording is freed.
 * A device that cannot enqueue a recording while an
 * earlier enqueue of it is pending (no CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR) makes
 * cuport_cmdbuf_enqueue refuse (CL_INVALID_OPERATION) until that one is done; graph.c
 * then issues the nodes one by one.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct cmdbuf_api {
  int state;               /* 0: not probed, 1: usable, -1: not */
  int simultaneous;        /* CL_COMMAND_BUFFER_CAPABILITY_SIMULTANEOUS_USE_KHR */
  cl_command_queue_properties required;
  clCreateCommandBufferKHR_fn create;
  clFinalizeCommandBufferKHR_fn finalize;
  clReleaseCommandBufferKHR_fn release;
  clEnqueueCommandBufferKHR_fn enqueue;
  clCommandNDRangeKernelKHR_fn ndrange;
  clCommandBarrierWithWaitListKHR_fn barrier;
} cmdbuf_api;

/* Guarded by the device's lock. */
static cmdbuf_api apis[CUPORT_MAX_DEVICES];

struct cuport_cmdbuf {
  const cmdbuf_api *api;
  cl_command_buffer_khr cb;
  cl_command_queue q;
  cl_event last;           /* the last enqueue, kept without simultaneous use */
  cl_kernel *kernels;      /* the clones its commands run */
  size_t nkernels, capkernels;
};

#define LOOKUP(api, plat, name, field)                                        \
  ((api)->field = (name##_fn)clGetExtensionFunctionAddressForPlatform(plat, #name))

static const cmdbuf_api *probe(cuport_device *dev)
{
  cmdbuf_api *a = &apis[dev->index];
  cl_device_command_buffer_capabilities_khr caps = 0;

  if (a->state)
    return a->state > 0 ? a : NULL;
  a->state = -1;
  if (!cuport_device_has_ext(dev, "cl_khr_command_buffer"))
    return NULL;
  LOOKUP(a, dev->platform, clCreateCommandBufferKHR, create);
  LOOKUP(a, dev->platform, clFinalizeCommandBufferKHR, finalize);
  LOOKUP(a, dev->platform, clReleaseCommandBufferKHR, release);
  LOOKUP(a, dev->platform, clEnqueueCommandBufferKHR, enqueue);
  LOOKUP(a, dev->platform, clCommandNDRangeKernelKHR, ndrange);
  LOOKUP(a, dev->platform, clCommandBarrierWithWaitListKHR, barrier);
  if (!a->create || !a->finalize || !a->release || !a->enqueue || !a->ndrange || !a->barrier)
    return NULL;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_COMMAND_BUFFER_CAPABILITIES_KHR, sizeof caps, &caps,
                      NULL) != CL_SUCCESS ||
      clGetDeviceInfo(dev->id, CL_DEVICE_COMMAND_BUFFER_REQUIRED_QUEUE_PROPERTIES_KHR,
                      sizeof a->required, &a->required, NULL) != CL_SUCCESS)
    return NULL;
  a->simultaneous = (caps & CL_COMMAND_BUFFER_CAPABILITY_SIMULTANEOUS_USE_KHR) != 0;
  a->state = 1;
  CUPORT_TRACE("graphs on '%s' replay through cl_khr_command_buffer (simultaneous use: %s)",
               dev->name, a->simultaneous ? "yes" : "no");
  return a;
}

int cuport_cmdbuf_supported(cuport_device *dev)
{
  return probe(dev) != NULL;
}

cuport_cmdbuf *cuport_cmdbuf_begin(cuport_device *dev, cl_command_queue q, cl_int *err)
{
  const cmdbuf_api *api = probe(dev);
  cl_command_buffer_properties_khr props[3] = {0, 0, 0};
  cl_command_queue_properties qp = 0;
  cuport_cmdbuf *c;

  *err = CL_INVALID_OPERATION;
  if (!api)
    return NULL;
  if (api->required &&
      (clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof qp, &qp, NULL) != CL_SUCCESS ||
       (qp & api->required) != api->required))
    return NULL;
  if (api->simultaneous) {
    props[0] = CL_COMMAND_BUFFER_FLAGS_KHR;
    props[1] = CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR;
  }
  if (!(c = calloc(1, sizeof *c))) {
    *err = CL_OUT_OF_HOST_MEMORY;
    return NULL;
  }
  c->api = api;
  c->q = q;
  c->cb = api->create(1, &q, props, err);
  if (!c->cb) {
    free(c);
    return NULL;
  }
  *err = CL_SUCCESS;
  return c;
}

cl_int cuport_cmdbuf_ndrange(cuport_cmdbuf *c, cl_kernel k, cl_uint dims, const size_t *global,
                             const size_t *local, cl_uint nwait, const cl_uint *waits,
                             cl_uint *sp)
{
  cl_int err;
  cl_kernel kc;

  if (c->nkernels == c->capkernels) {
    size_t cap = c->capkernels ? 2 * c->capkernels : 16;
    cl_kernel *v = realloc(c->kernels, cap * sizeof *v);
    if (!v)
      return CL_OUT_OF_HOST_MEMORY;
    c->kernels = v;
    c->capkernels = cap;
  }
  kc = clCloneKernel(k, &err);
  if (!kc) /* no clone (before OpenCL 2.1): record the kernel itself */
    return c->api->ndrange(c->cb, NULL, NULL, k, dims, NULL, global, local, nwait,
                           nwait ? waits : NULL, sp, NULL);
  c->kernels[c->nkernels++] = kc;
  return c->api->ndrange(c->cb, NULL, NULL, kc, dims, NULL, global, local, nwait,
                         nwait ? waits : NULL, sp, NULL);
}

cl_int cuport_cmdbuf_barrier(cuport_cmdbuf *c, cl_uint nwait, const cl_uint *waits, cl_uint *sp)
{
  return c->api->barrier(c->cb, NULL, nwait, nwait ? waits : NULL, sp, NULL);
}

cl_int cuport_cmdbuf_finish(cuport_cmdbuf *c)
{
  return c->api->finalize(c->cb);
}

cl_int cuport_cmdbuf_enqueue(cuport_cmdbuf *c)
{
  cl_int status = CL_COMPLETE;

  if (c->api->simultaneous)
    return c->api->enqueue(0, NULL, c->cb, 0, NULL, NULL);
  if (c->last) {
    if (clGetEventInfo(c->last, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                       NULL) != CL_SUCCESS)
      status = CL_COMPLETE;
    if (status > CL_COMPLETE)
      return CL_INVALID_OPERATION; /* still pending: the caller issues the nodes */
    clReleaseEvent(c->last);
    c->last = NULL;
  }
  return c->api->enqueue(0, NULL, c->cb, 0, NULL, &c->last);
}

cl_command_queue cuport_cmdbuf_queue(const cuport_cmdbuf *c)
{
  return c->q;
}

void cuport_cmdbuf_release(cuport_cmdbuf *c)
{
  if (!c)
    return;
  if (c->last)
    clReleaseEvent(c->last);
  if (c->cb)
    c->api->release(c->cb);
  while (c->nkernels)
    clReleaseKernel(c->kernels[--c->nkernels]);
  free(c->kernels);
  free(c);
}
