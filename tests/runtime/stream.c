/*
 * stream.c: the stream family: creation flags, the legacy default stream's
 * ordering against blocking streams in both directions, non-blocking streams
 * that do not wait, the per-thread stream, wait-event, queries, host
 * functions, and destroying a stream with work in flight.
 */
#include <pthread.h>
#include <unistd.h>

#include "common.h"
#include "gate.h"

static unsigned *pinned;
static unsigned *dev_buf;

static void setup(void)
{
  int n;
  CK(cuportGetDeviceCount(&n));
  CK(cuportMallocHost((void **)&pinned, 64 * sizeof(unsigned)));
  CK(cuportMalloc((void **)&dev_buf, 64 * sizeof(unsigned)));
  CK(cuportMemset(dev_buf, 0, 64 * sizeof(unsigned)));
  CK(cuportDeviceSynchronize());
  memset(pinned, 0, 64 * sizeof(unsigned));
}

START_TEST(stream_flags_and_priorities_are_reported)
{
  cuportStream_t s;
  unsigned int flags = 9;
  int prio = 9;
  CK(cuportStreamCreateWithPriority(&s, cuportStreamNonBlocking, -3));
  CK(cuportStreamGetFlags(s, &flags));
  ck_assert_uint_eq(flags, cuportStreamNonBlocking);
  CK(cuportStreamGetPriority(s, &prio));
  ck_assert_int_eq(prio, 0);
  CK(cuportStreamGetFlags(NULL, &flags));
  ck_assert_uint_eq(flags, 0);
  CK(cuportStreamDestroy(s));
  CK_FAILS(cuportStreamCreateWithFlags(&s, 0x10), cuportErrorInvalidValue);
  CK_FAILS(cuportStreamDestroy(NULL), cuportErrorInvalidResourceHandle);
  CK_FAILS(cuportStreamCreate(NULL), cuportErrorInvalidValue);
}
END_TEST

/* Attributes: an access policy window is checked and kept (an L2 hint OpenCL cannot
   give), the synchronization policy too; the priority clamps to [0, 0]; a launch-only
   attribute is no stream attribute.  The device reports the sizes programs check. */
START_TEST(stream_attributes_are_kept)
{
  cuportStream_t s, t;
  cuportStreamAttrValue v, got;
  cuportDeviceProp prop;
  int attr = 0;
  size_t limit = 0;

  CK(cuportGetDeviceProperties(&prop, 0));
  ck_assert_int_eq(prop.persistingL2CacheMaxSize, prop.l2CacheSize / 4 * 3);
  CK(cuportDeviceGetAttribute(&attr, cuportDevAttrMaxAccessPolicyWindowSize, 0));
  ck_assert_int_eq(attr, prop.accessPolicyMaxWindowSize);
  ck_assert_int_gt(attr, 0);
  CK(cuportDeviceSetLimit(cuportLimitPersistingL2CacheSize, (size_t)prop.persistingL2CacheMaxSize));
  CK(cuportDeviceGetLimit(&limit, cuportLimitPersistingL2CacheSize));
  ck_assert_uint_eq(limit, (size_t)prop.persistingL2CacheMaxSize);
  CK(cuportStreamCreate(&s));
  CK(cuportStreamCreate(&t));
  memset(&v, 0, sizeof v);
  v.accessPolicyWindow.base_ptr = (void *)0x1000;
  v.accessPolicyWindow.num_bytes = 4096;
  v.accessPolicyWindow.hitRatio = 0.5f;
  v.accessPolicyWindow.hitProp = cuportAccessPropertyPersisting;
  v.accessPolicyWindow.missProp = cuportAccessPropertyStreaming;
  CK(cuportStreamSetAttribute(s, cuportStreamAttributeAccessPolicyWindow, &v));
  CK(cuportCtxResetPersistingL2Cache());
  memset(&got, 0, sizeof got);
  CK(cuportStreamGetAttribute(s, cuportStreamAttributeAccessPolicyWindow, &got));
  ck_assert_ptr_eq(got.accessPolicyWindow.base_ptr, (void *)0x1000);
  ck_assert_uint_eq(got.accessPolicyWindow.num_bytes, 4096);
  ck_assert_int_eq(got.accessPolicyWindow.hitProp, cuportAccessPropertyPersisting);
  CK(cuportStreamCopyAttributes(t, s));
  memset(&got, 0, sizeof got);
  CK(cuportStreamGetAttribute(t, cuportStreamAttributeAccessPolicyWindow, &got));
  ck_assert_uint_eq(got.accessPolicyWindow.num_bytes, 4096);
  v.accessPolicyWindow.hitRatio = 1.5f;
  CK_FAILS(cuportStreamSetAttribute(s, cuportStreamAttributeAccessPolicyWindow, &v),
           cuportErrorInvalidValue);
  v.syncPolicy = cuportSyncPolicyYield;
  CK(cuportStreamSetAttribute(s, cuportStreamAttributeSynchronizationPolicy, &v));
  CK(cuportStreamGetAttribute(s, cuportStreamAttributeSynchronizationPolicy, &got));
  ck_assert_int_eq(got.syncPolicy, cuportSyncPolicyYield);
  v.priority = -2;
  CK(cuportStreamSetAttribute(s, cuportStreamAttributePriority, &v));
  CK(cuportStreamGetAttribute(s, cuportStreamAttributePriority, &got));
  ck_assert_int_eq(got.priority, 0);
  CK_FAILS(cuportStreamSetAttribute(s, cuportLaunchAttributeClusterDimension, &v),
           cuportErrorInvalidValue);
  CK_FAILS(cuportStreamSetAttribute(s, cuportStreamAttributePriority, NULL), cuportErrorInvalidValue);
  CK(cuportStreamDestroy(t));
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(blocking_streams_wait_for_the_legacy_stream)
{
  cuportStream_t s;
  cl_event gate;
  setup();
  CK(cuportStreamCreate(&s));
  gate = gate_close(NULL);
  CK(cuportMemsetAsync(dev_buf, 0x01, 64 * sizeof(unsigned), NULL));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, s));
  CK_FAILS(cuportStreamQuery(s), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportStreamSynchronize(s));
  CK(cuportStreamQuery(s));
  ck_assert_uint_eq(pinned[63], 0x01010101u);
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(non_blocking_streams_do_not_wait_for_the_legacy_stream)
{
  cuportStream_t s;
  cl_event gate;
  setup();
  CK(cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking));
  gate = gate_close(NULL);
  CK(cuportMemsetAsync(dev_buf, 0x01, 64 * sizeof(unsigned), NULL));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, s));
  CK(cuportStreamSynchronize(s)); /* would hang if it waited for the gate */
  ck_assert_uint_eq(pinned[0], 0);
  CK_FAILS(cuportStreamQuery(NULL), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportDeviceSynchronize());
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(the_legacy_stream_waits_for_blocking_streams)
{
  cuportStream_t s;
  cl_event gate;
  setup();
  CK(cuportStreamCreate(&s));
  gate = gate_close(s);
  CK(cuportMemsetAsync(dev_buf, 0x02, 64 * sizeof(unsigned), s));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, NULL));
  CK_FAILS(cuportStreamQuery(NULL), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportStreamSynchronize(NULL));
  ck_assert_uint_eq(pinned[10], 0x02020202u);
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(the_legacy_stream_does_not_wait_for_non_blocking_streams)
{
  cuportStream_t s;
  cl_event gate;
  setup();
  CK(cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking));
  gate = gate_close(s);
  CK(cuportMemsetAsync(dev_buf, 0x02, 64 * sizeof(unsigned), s));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, NULL));
  CK(cuportStreamSynchronize(NULL));
  ck_assert_uint_eq(pinned[10], 0);
  gate_open(gate);
  CK(cuportStreamSynchronize(s));
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(a_destroyed_stream_still_orders_the_legacy_stream)
{
  cuportStream_t s;
  cl_event gate;
  setup();
  CK(cuportStreamCreate(&s));
  gate = gate_close(s);
  CK(cuportMemsetAsync(dev_buf, 0x03, 64 * sizeof(unsigned), s));
  CK(cuportStreamDestroy(s));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, NULL));
  CK_FAILS(cuportStreamQuery(NULL), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportDeviceSynchronize());
  ck_assert_uint_eq(pinned[5], 0x03030303u);
}
END_TEST

START_TEST(the_per_thread_stream_is_a_blocking_stream)
{
  cl_event gate;
  setup();
  gate = gate_close(NULL);
  CK(cuportMemsetAsync(dev_buf, 0x04, 64 * sizeof(unsigned), NULL));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost,
                       cuportStreamPerThread));
  CK_FAILS(cuportStreamQuery(cuportStreamPerThread), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportStreamSynchronize(cuportStreamPerThread));
  ck_assert_uint_eq(pinned[1], 0x04040404u);
}
END_TEST

START_TEST(wait_event_orders_one_stream_after_another)
{
  cuportStream_t a, b;
  cuportEvent_t e;
  cl_event gate;
  setup();
  CK(cuportStreamCreateWithFlags(&a, cuportStreamNonBlocking));
  CK(cuportStreamCreateWithFlags(&b, cuportStreamNonBlocking));
  CK(cuportEventCreate(&e));
  gate = gate_close(a);
  CK(cuportMemsetAsync(dev_buf, 0x05, 64 * sizeof(unsigned), a));
  CK(cuportEventRecord(e, a));
  CK(cuportStreamWaitEvent(b, e, 0));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, b));
  CK_FAILS(cuportStreamQuery(b), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportStreamSynchronize(b));
  ck_assert_uint_eq(pinned[7], 0x05050505u);
  CK_FAILS(cuportStreamWaitEvent(b, e, 1), cuportErrorInvalidValue);
  CK_FAILS(cuportStreamWaitEvent(b, NULL, 0), cuportErrorInvalidResourceHandle);
  CK(cuportEventDestroy(e));
  CK(cuportStreamDestroy(a));
  CK(cuportStreamDestroy(b));
}
END_TEST

static void set_flag(void *p)
{
  *(volatile int *)p = 1;
}

START_TEST(host_functions_run_in_stream_order)
{
  cuportStream_t s;
  cl_event gate;
  static volatile int flag;
  setup();
  CK(cuportStreamCreate(&s));
  gate = gate_close(s);
  CK(cuportLaunchHostFunc(s, set_flag, (void *)&flag));
  CK(cuportMemsetAsync(dev_buf, 0x06, 64 * sizeof(unsigned), s));
  usleep(20000);
  ck_assert_int_eq(flag, 0);
  CK_FAILS(cuportStreamQuery(s), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportStreamSynchronize(s));
  ck_assert_int_eq(flag, 1);
  CK_FAILS(cuportLaunchHostFunc(s, NULL, NULL), cuportErrorInvalidValue);
  CK(cuportStreamDestroy(s));
}
END_TEST

typedef struct callback_seen {
  cuportStream_t stream;
  cuportError_t status;
  unsigned first; /* the device buffer's first word when the callback ran */
  int calls;
} callback_seen;

static void record_callback(cuportStream_t stream, cuportError_t status, void *p)
{
  callback_seen *seen = p;
  seen->stream = stream;
  seen->status = status;
  seen->first = ((volatile unsigned *)pinned)[0];
  seen->calls++;
}

START_TEST(stream_callbacks_run_in_stream_order_with_their_stream_and_status)
{
  cuportStream_t s;
  cuportGraph_t g;
  cl_event gate;
  static callback_seen seen;
  setup();
  CK(cuportStreamCreate(&s));
  gate = gate_close(s);
  CK(cuportMemsetAsync(dev_buf, 0x09, 64 * sizeof(unsigned), s));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, s));
  CK(cuportStreamAddCallback(s, record_callback, &seen, 0));
  CK(cuportMemsetAsync(dev_buf, 0x0a, 64 * sizeof(unsigned), s));
  usleep(20000);
  ck_assert_int_eq(seen.calls, 0);
  gate_open(gate);
  CK(cuportStreamSynchronize(s));
  ck_assert_int_eq(seen.calls, 1);
  ck_assert_ptr_eq(seen.stream, s);
  ck_assert_int_eq(seen.status, cuportSuccess);
  ck_assert_uint_eq(seen.first, 0x09090909u);
  /* the default stream is passed as given */
  CK(cuportStreamAddCallback(NULL, record_callback, &seen, 0));
  CK(cuportDeviceSynchronize());
  ck_assert_int_eq(seen.calls, 2);
  ck_assert_ptr_eq(seen.stream, NULL);
  CK_FAILS(cuportStreamAddCallback(s, NULL, NULL, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportStreamAddCallback(s, record_callback, &seen, 1), cuportErrorInvalidValue);
  /* a capture refuses a callback and is invalidated */
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal));
  CK_FAILS(cuportStreamAddCallback(s, record_callback, &seen, 0),
           cuportErrorStreamCaptureUnsupported);
  CK_FAILS(cuportStreamEndCapture(s, &g), cuportErrorStreamCaptureInvalidated);
  ck_assert_int_eq(seen.calls, 2);
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(stream_synchronize_waits_only_for_the_streams_own_work)
{
  cuportStream_t s;
  cl_event gate;
  setup();
  CK(cuportStreamCreate(&s));
  gate = gate_close(NULL);
  CK(cuportMemsetAsync(dev_buf, 0x07, 64 * sizeof(unsigned), NULL));
  /* s has no work: it is done, although the legacy stream is held */
  CK(cuportStreamSynchronize(s));
  /* ... and its next command still waits for that legacy work */
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, s));
  CK_FAILS(cuportStreamQuery(s), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportStreamSynchronize(s));
  ck_assert_uint_eq(pinned[3], 0x07070707u);
  CK(cuportStreamDestroy(s));
}
END_TEST

static void *device_sync_thread(void *done)
{
  CK(cuportDeviceSynchronize());
  __atomic_store_n((int *)done, 1, __ATOMIC_RELEASE);
  return NULL;
}

START_TEST(device_synchronize_waits_for_every_stream_however_many)
{
  enum { NSTREAMS = 300 };
  static cuportStream_t s[NSTREAMS];
  static int done;
  pthread_t t;
  cl_event gate;
  int i;
  setup();
  /* the oldest stream holds the work: the one listed last */
  CK(cuportStreamCreate(&s[0]));
  gate = gate_close(s[0]);
  CK(cuportMemsetAsync(dev_buf, 0x08, 64 * sizeof(unsigned), s[0]));
  for (i = 1; i < NSTREAMS; i++)
    CK(cuportStreamCreateWithFlags(&s[i], cuportStreamNonBlocking));
  ck_assert_int_eq(pthread_create(&t, NULL, device_sync_thread, &done), 0);
  usleep(200000);
  ck_assert_msg(!__atomic_load_n(&done, __ATOMIC_ACQUIRE),
                "cuportDeviceSynchronize returned while stream 0 of %d was held", NSTREAMS);
  gate_open(gate);
  pthread_join(t, NULL);
  ck_assert_int_eq(done, 1);
  CK(cuportStreamQuery(s[0]));
  for (i = 0; i < NSTREAMS; i++)
    CK(cuportStreamDestroy(s[i]));
}
END_TEST

static void *open_gate_soon(void *gate)
{
  usleep(100000);
  gate_open((cl_event)gate);
  return NULL;
}

/* A synchronisation with nothing left to wait for returns at once (a small
   read-back waited for the stream already), but only when nothing is left:
   the legacy stream's synchronisation still waits for later work of a
   blocking stream, and a blocking stream's for later legacy work. */
START_TEST(a_synchronisation_skips_only_work_known_complete)
{
  cuportStream_t s;
  cl_event gate;
  pthread_t t;
  unsigned v = 0;
  setup();
  CK(cuportStreamCreate(&s));
  CK(cuportMemsetAsync(dev_buf, 0x01, sizeof v, NULL));
  CK(cuportMemcpyAsync(&v, dev_buf, sizeof v, cuportMemcpyDeviceToHost, NULL));
  ck_assert_uint_eq(v, 0x01010101u);
  CK(cuportStreamSynchronize(NULL)); /* nothing pending: no marker */
  gate = gate_close(s);
  CK(cuportMemsetAsync(dev_buf, 0x03, 64 * sizeof(unsigned), s));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, s));
  ck_assert_int_eq(pthread_create(&t, NULL, open_gate_soon, gate), 0);
  CK(cuportStreamSynchronize(NULL)); /* waits for s */
  ck_assert_uint_eq(pinned[5], 0x03030303u);
  pthread_join(t, NULL);
  /* s's read-back waited for s; then legacy work comes, which s's sync must cover */
  CK(cuportMemcpyAsync(&v, dev_buf, sizeof v, cuportMemcpyDeviceToHost, s));
  ck_assert_uint_eq(v, 0x03030303u);
  gate = gate_close(NULL);
  CK(cuportMemsetAsync(dev_buf, 0x04, 64 * sizeof(unsigned), NULL));
  CK(cuportMemcpyAsync(pinned, dev_buf, 64 * sizeof(unsigned), cuportMemcpyDeviceToHost, s));
  ck_assert_int_eq(pthread_create(&t, NULL, open_gate_soon, gate), 0);
  CK(cuportStreamSynchronize(s));
  ck_assert_uint_eq(pinned[7], 0x04040404u);
  pthread_join(t, NULL);
  CK(cuportStreamDestroy(s));
}
END_TEST

static Suite *stream_suite(void)
{
  Suite *s = suite_create("stream");
  TCase *tc = tcase_create("stream");
  tcase_set_timeout(tc, 30);
  tcase_add_test(tc, stream_flags_and_priorities_are_reported);
  tcase_add_test(tc, stream_attributes_are_kept);
  tcase_add_test(tc, blocking_streams_wait_for_the_legacy_stream);
  tcase_add_test(tc, non_blocking_streams_do_not_wait_for_the_legacy_stream);
  tcase_add_test(tc, the_legacy_stream_waits_for_blocking_streams);
  tcase_add_test(tc, the_legacy_stream_does_not_wait_for_non_blocking_streams);
  tcase_add_test(tc, a_destroyed_stream_still_orders_the_legacy_stream);
  tcase_add_test(tc, the_per_thread_stream_is_a_blocking_stream);
  tcase_add_test(tc, wait_event_orders_one_stream_after_another);
  tcase_add_test(tc, host_functions_run_in_stream_order);
  tcase_add_test(tc, stream_callbacks_run_in_stream_order_with_their_stream_and_status);
  tcase_add_test(tc, stream_synchronize_waits_only_for_the_streams_own_work);
  tcase_add_test(tc, device_synchronize_waits_for_every_stream_however_many);
  tcase_add_test(tc, a_synchronisation_skips_only_work_known_complete);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(stream_suite)
