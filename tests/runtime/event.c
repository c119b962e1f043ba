/*
 * event.c: the event family: flags, record/synchronize/query, elapsed time
 * from device timestamps, and the errors for events never recorded, without
 * timing, not yet complete, or not events at all.
 */
#include "common.h"
#include "gate.h"
#include "internal.h"

static const char spin_src[] =
    "__kernel void spin(__global float *p, int n) {\n"
    "  float acc = 0; for (int i = 0; i < n; i++) acc = acc * 0.999f + i;\n"
    "  p[get_global_id(0)] = acc; }\n";

START_TEST(event_flags_are_checked)
{
  cuportEvent_t e;
  CK(cuportEventCreateWithFlags(&e, cuportEventBlockingSync | cuportEventDisableTiming));
  CK(cuportEventDestroy(e));
  CK_FAILS(cuportEventCreateWithFlags(&e, 0x100), cuportErrorInvalidValue);
  CK_FAILS(cuportEventCreateWithFlags(&e, cuportEventInterprocess), cuportErrorNotSupported);
  CK_FAILS(cuportEventCreate(NULL), cuportErrorInvalidValue);
}
END_TEST

START_TEST(an_unrecorded_event_is_complete_but_untimed)
{
  cuportEvent_t a, b;
  float ms;
  CK(cuportEventCreate(&a));
  CK(cuportEventCreate(&b));
  CK(cuportEventQuery(a));
  CK(cuportEventSynchronize(a));
  CK_FAILS(cuportEventElapsedTime(&ms, a, b), cuportErrorInvalidResourceHandle);
  CK(cuportEventDestroy(a));
  CK(cuportEventDestroy(b));
}
END_TEST

START_TEST(elapsed_time_measures_device_work)
{
  cuportEvent_t a, b;
  cuportKernel_t k = test_kernel("spin.cl", spin_src, "spin");
  float *d, ms = -1;
  int n = 200000;
  cuportArg args[] = {{CUPORT_ARG_POINTER, sizeof(void *), NULL}, CUPORT_ARG_V(n)};
  CK(cuportMalloc((void **)&d, 64 * sizeof(float)));
  args[0].value = &d;
  CK(cuportEventCreate(&a));
  CK(cuportEventCreate(&b));
  CK(cuportEventRecord(a, NULL));
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  CK(cuportEventRecord(b, NULL));
  CK(cuportEventSynchronize(b));
  CK(cuportEventQuery(b));
  CK(cuportEventElapsedTime(&ms, a, b));
  ck_assert_msg(ms > 0.0f && ms < 10000.0f, "elapsed %f ms", (double)ms);
  CK(cuportEventElapsedTime(&ms, b, a));
  ck_assert(ms <= 0.0f);
  CK(cuportEventDestroy(a));
  CK(cuportEventDestroy(b));
  CK(cuportFree(d));
}
END_TEST

START_TEST(events_without_timing_cannot_be_timed)
{
  cuportEvent_t a, b;
  float ms;
  CK(cuportEventCreateWithFlags(&a, cuportEventDisableTiming));
  CK(cuportEventCreate(&b));
  CK(cuportEventRecord(a, NULL));
  CK(cuportEventRecord(b, NULL));
  CK(cuportEventSynchronize(b));
  CK(cuportEventSynchronize(a));
  CK_FAILS(cuportEventElapsedTime(&ms, a, b), cuportErrorInvalidResourceHandle);
  CK(cuportEventDestroy(a));
  CK(cuportEventDestroy(b));
}
END_TEST

START_TEST(an_event_behind_pending_work_is_not_ready)
{
  cuportEvent_t a, b;
  cuportStream_t s;
  cl_event gate;
  float ms;
  int n;
  CK(cuportGetDeviceCount(&n));
  CK(cuportStreamCreate(&s));
  CK(cuportEventCreate(&a));
  CK(cuportEventCreate(&b));
  CK(cuportEventRecord(a, s));
  CK(cuportEventSynchronize(a));
  gate = gate_close(s);
  CK(cuportEventRecord(b, s));
  CK_FAILS(cuportEventQuery(b), cuportErrorNotReady);
  CK_FAILS(cuportEventElapsedTime(&ms, a, b), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportEventSynchronize(b));
  CK(cuportEventElapsedTime(&ms, a, b));
  ck_assert(ms >= 0.0f);
  CK(cuportEventDestroy(a));
  CK(cuportEventDestroy(b));
  CK(cuportStreamDestroy(s));
}
END_TEST

/* Streams' queues have no profiling; timed events take their timestamps from
   the stream's profiling queue, made on the first timed record only.  Timing
   works right after a stream synchronisation, on two streams at once, and
   for events recorded on the legacy stream while blocking streams have work. */
START_TEST(timed_events_use_a_profiling_queue_of_their_stream)
{
  cuportEvent_t plain, a, b, c;
  cuportStream_t s, t;
  cuportKernel_t k = test_kernel("spin.cl", spin_src, "spin");
  cl_command_queue_properties props = 0;
  float *d, ms = -1;
  int n = 100000;
  cuportArg args[] = {{CUPORT_ARG_POINTER, sizeof(void *), NULL}, CUPORT_ARG_V(n)};
  CK(cuportMalloc((void **)&d, 64 * sizeof(float)));
  args[0].value = &d;
  CK(cuportStreamCreate(&s));
  CK(cuportStreamCreate(&t));
  clGetCommandQueueInfo(s->q, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL);
  ck_assert(!(props & CL_QUEUE_PROFILING_ENABLE));
  CK(cuportEventCreateWithFlags(&plain, cuportEventDisableTiming));
  CK(cuportEventRecord(plain, s));
  ck_assert_ptr_null(s->tq);
  CK(cuportEventSynchronize(plain));
  CK(cuportEventCreate(&a));
  CK(cuportEventCreate(&b));
  CK(cuportEventCreate(&c));
  CK(cuportEventRecord(a, s));
  ck_assert_ptr_nonnull(s->tq);
  clGetCommandQueueInfo(s->tq, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL);
  ck_assert(props & CL_QUEUE_PROFILING_ENABLE);
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, s, 2, args));
  CK(cuportEventRecord(b, s));
  CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, t, 2, args));
  CK(cuportEventRecord(c, NULL)); /* after both streams' work */
  CK(cuportStreamSynchronize(s));
  CK(cuportEventQuery(b));
  CK(cuportEventElapsedTime(&ms, a, b));
  ck_assert_msg(ms > 0.0f && ms < 10000.0f, "elapsed %f ms", (double)ms);
  CK(cuportEventSynchronize(c));
  CK(cuportEventElapsedTime(&ms, b, c));
  ck_assert_msg(ms >= 0.0f, "elapsed %f ms", (double)ms);
  CK(cuportEventDestroy(plain));
  CK(cuportEventDestroy(a));
  CK(cuportEventDestroy(b));
  CK(cuportEventDestroy(c));
  CK(cuportStreamDestroy(s));
  CK(cuportStreamDestroy(t));
  CK(cuportFree(d));
}
END_TEST

START_TEST(bad_event_handles_are_invalid_resource_handles)
{
  float ms;
  CK_FAILS(cuportEventDestroy(NULL), cuportErrorInvalidResourceHandle);
  CK_FAILS(cuportEventRecord(NULL, NULL), cuportErrorInvalidResourceHandle);
  CK_FAILS(cuportEventQuery(NULL), cuportErrorInvalidResourceHandle);
  CK_FAILS(cuportEventElapsedTime(NULL, NULL, NULL), cuportErrorInvalidValue);
  CK_FAILS(cuportEventElapsedTime(&ms, NULL, NULL), cuportErrorInvalidResourceHandle);
}
END_TEST

static Suite *event_suite(void)
{
  Suite *s = suite_create("event");
  TCase *tc = tcase_create("event");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, event_flags_are_checked);
  tcase_add_test(tc, an_unrecorded_event_is_complete_but_untimed);
  tcase_add_test(tc, elapsed_time_measures_device_work);
  tcase_add_test(tc, events_without_timing_cannot_be_timed);
  tcase_add_test(tc, an_event_behind_pending_work_is_not_ready);
  tcase_add_test(tc, timed_events_use_a_profiling_queue_of_their_stream);
  tcase_add_test(tc, bad_event_handles_are_invalid_resource_handles);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(event_suite)
