/*
 * pool.c: stream-ordered allocation and memory pools: reuse in stream order and across
 * streams only after the free completed, the release threshold and trimming, the memory
 * figures, pools of one's own, cuportFree of pool memory, capture refusal, device
 * attributes.
 */
#include "common.h"
#include "internal.h"

typedef unsigned long long u64;

static u64 attr(cuportMemPool_t pool, cuportMemPoolAttr a)
{
  u64 v = 12345;
  CK(cuportMemPoolGetAttribute(pool, a, &v));
  return v;
}

/* Holds stream s's queue behind a user event until it is set: what follows stays pending. */
static cl_event hold(cuportStream_t s)
{
  cuport_device *dev;
  cl_int err;
  cl_event gate;
  CK(cuport_current(&dev));
  gate = clCreateUserEvent(dev->ctx, &err);
  ck_assert_int_eq(err, CL_SUCCESS);
  ck_assert_int_eq(clEnqueueBarrierWithWaitList(s->q, 1, &gate, NULL), CL_SUCCESS);
  return gate;
}

START_TEST(async_memory_round_trips_and_is_device_memory)
{
  int h[256], back[256], i, *d;
  cuportStream_t s;
  cuportPointerAttributes pa;
  for (i = 0; i < 256; i++)
    h[i] = 3 * i + 1;
  CK(cuportStreamCreate(&s));
  CK(cuportMallocAsync((void **)&d, sizeof h, s));
  ck_assert_ptr_nonnull(d);
  CK(cuportMemcpyAsync(d, h, sizeof h, cuportMemcpyHostToDevice, s));
  CK(cuportMemcpyAsync(back, d, sizeof back, cuportMemcpyDeviceToHost, s));
  CK(cuportStreamSynchronize(s));
  ck_assert_mem_eq(back, h, sizeof h);
  CK(cuportPointerGetAttributes(&pa, d + 10));
  ck_assert_int_eq(pa.type, cuportMemoryTypeDevice);
  CK(cuportFreeAsync(d, s));
  CK_FAILS(cuportFreeAsync(d, s), cuportErrorInvalidValue);
  CK(cuportStreamSynchronize(s));
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(a_free_block_is_reused_on_its_stream_at_once_and_elsewhere_only_when_done)
{
  cuportStream_t a, b;
  void *p, *q, *r;
  CK(cuportStreamCreate(&a));
  CK(cuportStreamCreate(&b));
  CK(cuportMallocAsync(&p, 4096, a));
  cl_event gate = hold(a);                    /* the free below stays pending */
  CK(cuportFreeAsync(p, a));
  CK(cuportMallocAsync(&q, 4000, b));         /* another stream: not the pending block */
  ck_assert_ptr_ne(q, p);
  CK(cuportMallocAsync(&r, 4096, a));         /* the same stream: in order, reused */
  ck_assert_ptr_eq(r, p);
  clSetUserEventStatus(gate, CL_COMPLETE);
  clReleaseEvent(gate);
  CK(cuportFreeAsync(r, a));
  CK(cuportStreamSynchronize(a));
  CK(cuportFreeAsync(q, b));
  CK(cuportMallocAsync(&r, 2100, b));         /* done now: reused anywhere (smallest fit) */
  ck_assert(r == p || r == q);
  CK(cuportMallocAsync(&q, 1 << 20, b));      /* too large for the free one */
  ck_assert_ptr_ne(q, p);
  CK(cuportFreeAsync(r, b));
  CK(cuportFreeAsync(q, b));
  CK(cuportDeviceSynchronize());
  CK(cuportStreamDestroy(a));
  CK(cuportStreamDestroy(b));
}
END_TEST

START_TEST(the_release_threshold_decides_what_a_pool_keeps)
{
  cuportMemPool_t pool;
  u64 keep = ~0ull;
  void *p, *q;
  CK(cuportDeviceGetDefaultMemPool(&pool, 0));
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrReleaseThreshold), 0);
  CK(cuportMallocAsync(&p, 1000, 0));
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrUsedMemCurrent), 1024);   /* 256-byte granules */
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrReservedMemCurrent), 1024);
  CK(cuportFreeAsync(p, 0));
  CK(cuportDeviceSynchronize());
  /* threshold 0: memory freed and synchronised goes back */
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrUsedMemCurrent), 0);
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrReservedMemCurrent), 0);
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrReservedMemHigh), 1024);
  CK(cuportMemPoolSetAttribute(pool, cuportMemPoolAttrReleaseThreshold, &keep));
  CK(cuportMallocAsync(&p, 1 << 16, 0));
  CK(cuportFreeAsync(p, 0));
  CK(cuportDeviceSynchronize());
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrReservedMemCurrent), 1 << 16);
  CK(cuportMallocAsync(&q, 1 << 16, cuportStreamPerThread));   /* done: reused */
  ck_assert_ptr_eq(q, p);
  CK(cuportFreeAsync(q, cuportStreamPerThread));
  CK(cuportDeviceSynchronize());
  CK(cuportMemPoolTrimTo(pool, 0));
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrReservedMemCurrent), 0);
  keep = 0;
  CK(cuportMemPoolSetAttribute(pool, cuportMemPoolAttrReservedMemHigh, &keep));
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrReservedMemHigh), 0);
  keep = 5;
  CK_FAILS(cuportMemPoolSetAttribute(pool, cuportMemPoolAttrUsedMemCurrent, &keep),
           cuportErrorInvalidValue);
}
END_TEST

START_TEST(pools_of_ones_own_serve_allocations_and_go_when_their_blocks_do)
{
  cuportMemPoolProps props;
  cuportMemPool_t pool, def, cur;
  cuportMemAccessDesc desc;
  cuportMemAccessFlags flags;
  cuportMemLocation loc = {cuportMemLocationTypeDevice, 0};
  int *p, *q, h = 42, back = 0, yes = 0;
  memset(&props, 0, sizeof props);
  props.allocType = cuportMemAllocationTypePinned;
  props.location.type = cuportMemLocationTypeDevice;
  props.location.id = 0;
  CK(cuportMemPoolCreate(&pool, &props));
  CK(cuportMallocFromPoolAsync((void **)&p, sizeof h, pool, 0));
  CK(cuportMemcpyAsync(p, &h, sizeof h, cuportMemcpyHostToDevice, 0));
  CK(cuportMemcpyAsync(&back, p, sizeof back, cuportMemcpyDeviceToHost, 0));
  CK(cuportStreamSynchronize(0));
  ck_assert_int_eq(back, 42);
  CK(cuportDeviceGetDefaultMemPool(&def, 0));
  ck_assert_ptr_ne(def, pool);
  CK(cuportDeviceSetMemPool(0, pool));
  CK(cuportDeviceGetMemPool(&cur, 0));
  ck_assert_ptr_eq(cur, pool);
  CK(cuportMallocAsync((void **)&q, 64, 0));   /* from the current pool */
  ck_assert_uint_eq(attr(pool, cuportMemPoolAttrUsedMemCurrent), 512);
  desc.location = loc;
  desc.flags = cuportMemAccessFlagsProtReadWrite;
  CK(cuportMemPoolSetAccess(pool, &desc, 1));
  CK(cuportMemPoolGetAccess(&flags, pool, &loc));
  ck_assert_int_eq(flags, cuportMemAccessFlagsProtReadWrite);
  CK(cuportDeviceGetAttribute(&yes, cuportDevAttrMemoryPoolsSupported, 0));
  ck_assert_int_eq(yes, 1);
  CK_FAILS(cuportMemPoolDestroy(def), cuportErrorInvalidValue);
  CK(cuportFree(q));                           /* cuportFree returns it to its pool */
  CK(cuportMemPoolDestroy(pool));              /* p is still in use: the pool waits */
  CK(cuportDeviceGetMemPool(&cur, 0));
  ck_assert_ptr_eq(cur, def);
  CK(cuportFreeAsync(p, 0));
  CK(cuportDeviceSynchronize());
  props.handleTypes = cuportMemHandleTypePosixFileDescriptor;
  CK_FAILS(cuportMemPoolCreate(&pool, &props), cuportErrorNotSupported);
}
END_TEST

/* Under capture, cuportMallocAsync and cuportFreeAsync become a graph's memory nodes
   (graphmem.c): the allocation is made at capture with the address every launch uses,
   and outlives the capture while the graph holds it. */
START_TEST(async_allocation_under_capture_makes_memory_nodes_and_frees_plain_memory_in_order)
{
  cuportStream_t s;
  void *p = NULL, *d;
  cuportGraph_t g = NULL;
  cuportGraphNode_t nodes[4];
  cuportGraphNodeType t0, t1;
  cuportMemAllocNodeParams ap;
  size_t n = 4;
  unsigned long long used = 0;

  CK(cuportStreamCreate(&s));
  CK(cuportMalloc(&d, 4096));
  CK(cuportFreeAsync(d, s));                   /* cuportMalloc's memory, freed in order */
  CK_FAILS(cuportFree(d), cuportErrorInvalidValue);
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal));
  CK(cuportMallocAsync(&p, 64, s));
  ck_assert_ptr_nonnull(p);
  CK(cuportMemsetAsync(p, 1, 64, s));
  CK(cuportFreeAsync(p, s));
  CK(cuportStreamEndCapture(s, &g));
  CK(cuportGraphGetNodes(g, nodes, &n));
  ck_assert_uint_eq(n, 3);
  CK(cuportGraphNodeGetType(nodes[0], &t0));
  CK(cuportGraphNodeGetType(nodes[2], &t1));
  ck_assert_int_eq(t0, cuportGraphNodeTypeMemAlloc);
  ck_assert_int_eq(t1, cuportGraphNodeTypeMemFree);
  CK(cuportGraphMemAllocNodeGetParams(nodes[0], &ap));
  ck_assert_ptr_eq(ap.dptr, p);
  ck_assert_uint_eq(ap.bytesize, 64);
  CK(cuportDeviceGetGraphMemAttribute(0, cuportGraphMemAttrUsedMemCurrent, &used));
  ck_assert_uint_ge(used, 64);
  CK(cuportGraphDestroy(g));
  CK(cuportDeviceGetGraphMemAttribute(0, cuportGraphMemAttrUsedMemCurrent, &used));
  ck_assert_uint_eq(used, 0);
  CK_FAILS(cuportDeviceSetGraphMemAttribute(0, cuportGraphMemAttrUsedMemCurrent, &used),
           cuportErrorInvalidValue);
  CK(cuportDeviceSetGraphMemAttribute(0, cuportGraphMemAttrUsedMemHigh, &used));
  CK(cuportStreamDestroy(s));
}
END_TEST

static Suite *pool_suite(void)
{
  Suite *s = suite_create("pool");
  TCase *tc = tcase_create("pool");
  tcase_add_test(tc, async_memory_round_trips_and_is_device_memory);
  tcase_add_test(tc, a_free_block_is_reused_on_its_stream_at_once_and_elsewhere_only_when_done);
  tcase_add_test(tc, the_release_threshold_decides_what_a_pool_keeps);
  tcase_add_test(tc, pools_of_ones_own_serve_allocations_and_go_when_their_blocks_do);
  tcase_add_test(tc, async_allocation_under_capture_makes_memory_nodes_and_frees_plain_memory_in_order);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(pool_suite)
