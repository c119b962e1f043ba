/*
 * gate.h: holds a stream's queue closed with an OpenCL user event, so tests
 * can see what waits for what (legacy default stream rules, wait-event,
 * queries) without relying on timing.
 */
#ifndef CUPORT_TEST_GATE_H
#define CUPORT_TEST_GATE_H

#include "internal.h"

/* Closes the queue of stream (NULL: the legacy stream of device 0). */
static inline cl_event gate_close(cuportStream_t stream)
{
  cl_int err;
  cuport_device *dev = &cuport_devices[0];
  cl_command_queue q = stream ? stream->q : dev->legacy->q;
  cl_event gate = clCreateUserEvent(dev->ctx, &err);
  ck_assert_int_eq(err, CL_SUCCESS);
  ck_assert_int_eq(clEnqueueBarrierWithWaitList(q, 1, &gate, NULL), CL_SUCCESS);
  clFlush(q);
  return gate;
}

static inline void gate_open(cl_event gate)
{
  clSetUserEventStatus(gate, CL_COMPLETE);
  clReleaseEvent(gate);
}

#endif
