/*
 * memory.c: the memory family: device, pitched, pinned, registered and
 * managed memory; copies and fills in every direction, sync and async, 1-D
 * and 2-D; host arithmetic on device pointers; bad pointers, bad kinds and
 * out-of-memory; memory info and pointer attributes; the pinned-memory path
 * of devices without fine-grained SVM.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <unistd.h>

#include "common.h"
#include "gate.h"
#include "internal.h"

/* Counts the runtime's clSVMAlloc calls (the runtime is linked statically
   into this program, so this definition is the one it calls). */
static unsigned long svm_alloc_calls, svm_alloc_aligned_calls;

CL_API_ENTRY void *CL_API_CALL clSVMAlloc(cl_context ctx, cl_svm_mem_flags flags, size_t size,
                                          cl_uint alignment)
{
  typedef void *(CL_API_CALL *svm_alloc_fn)(cl_context, cl_svm_mem_flags, size_t, cl_uint);
  static svm_alloc_fn real;
  if (!real)
    *(void **)&real = dlsym(RTLD_NEXT, "clSVMAlloc");
  if (size == CUPORT_STAGING_BYTES && (flags & CL_MEM_SVM_FINE_GRAIN_BUFFER))
    return real(ctx, flags, size, alignment); /* a staging block, not an allocation */
  svm_alloc_calls++;
  if (alignment)
    svm_alloc_aligned_calls++;
  return real(ctx, flags, size, alignment);
}

static const char incr_src[] =
    "__kernel void incr(__global int *p, int n) {\n"
    "  int i = get_global_id(0); if (i < n) p[i] += 1; }\n";

START_TEST(malloc_of_zero_bytes_gives_null)
{
  void *p = (void *)1;
  CK(cuportMalloc(&p, 0));
  ck_assert_ptr_null(p);
  CK(cuportFree(NULL));
}
END_TEST

START_TEST(copies_round_trip_through_device_memory)
{
  int h[1000], back[1000], i, *d, *d2;
  for (i = 0; i < 1000; i++)
    h[i] = i * 7 - 3;
  CK(cuportMalloc((void **)&d, sizeof h));
  CK(cuportMalloc((void **)&d2, sizeof h));
  CK(cuportMemcpy(d, h, sizeof h, cuportMemcpyHostToDevice));
  CK(cuportMemcpy(d2, d, sizeof h, cuportMemcpyDeviceToDevice));
  CK(cuportMemcpy(back, d2, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_mem_eq(back, h, sizeof h);
  memset(back, 0, sizeof back);
  CK(cuportMemcpy(back, d2, sizeof back, cuportMemcpyDefault));
  ck_assert_mem_eq(back, h, sizeof h);
  CK(cuportMemcpy(back, h, sizeof h, cuportMemcpyHostToHost));
  ck_assert_mem_eq(back, h, sizeof h);
  CK(cuportFree(d));
  CK(cuportFree(d2));
}
END_TEST

/* Peer access: no pair of devices reaches each other's memory here; copies "between"
   devices work, through the host where the devices differ. */
START_TEST(peer_copies_work_and_peer_access_is_refused)
{
  int can = 7, n = 0, i;
  unsigned char *a, *b, host[300];

  CK(cuportGetDeviceCount(&n));
  CK(cuportDeviceCanAccessPeer(&can, 0, n - 1));
  ck_assert_int_eq(can, 0);
  CK_FAILS(cuportDeviceCanAccessPeer(&can, 0, n), cuportErrorInvalidDevice);
  for (int at = cuportDevP2PAttrPerformanceRank; at <= cuportDevP2PAttrCudaArrayAccessSupported;
       at++) {
    can = 7;
    if (n > 1) {
      CK(cuportDeviceGetP2PAttribute(&can, (cuportDeviceP2PAttr)at, 0, 1));
      ck_assert_int_eq(can, 0);
    }
    CK_FAILS(cuportDeviceGetP2PAttribute(&can, (cuportDeviceP2PAttr)at, 0, 0),
             cuportErrorInvalidDevice);
    CK_FAILS(cuportDeviceGetP2PAttribute(&can, (cuportDeviceP2PAttr)at, 0, n),
             cuportErrorInvalidDevice);
  }
  CK_FAILS(cuportDeviceGetP2PAttribute(&can, (cuportDeviceP2PAttr)9, 0, n - 1),
           cuportErrorInvalidValue);
  CK_FAILS(cuportDeviceGetP2PAttribute(NULL, cuportDevP2PAttrAccessSupported, 0, n - 1),
           cuportErrorInvalidValue);
  CK_FAILS(cuportDeviceEnablePeerAccess(n - 1, 0), cuportErrorPeerAccessUnsupported);
  CK_FAILS(cuportDeviceEnablePeerAccess(0, 1), cuportErrorInvalidValue);
  CK_FAILS(cuportDeviceDisablePeerAccess(n - 1), cuportErrorPeerAccessNotEnabled);
  (void)cuportGetLastError();
  CK(cuportMalloc((void **)&a, sizeof host));
  CK(cuportMalloc((void **)&b, sizeof host));
  for (i = 0; i < (int)sizeof host; i++)
    host[i] = (unsigned char)(i * 7);
  CK(cuportMemcpy(a, host, sizeof host, cuportMemcpyHostToDevice));
  CK(cuportMemcpyPeer(b, 0, a + 1, 0, sizeof host - 1));
  memset(host, 0, sizeof host);
  CK(cuportMemcpy(host, b, sizeof host - 1, cuportMemcpyDeviceToHost));
  for (i = 0; i + 1 < (int)sizeof host; i++)
    ck_assert_uint_eq(host[i], (unsigned char)((i + 1) * 7));
  CK(cuportMemcpyPeerAsync(a, 0, b, 0, 10, NULL));
  CK(cuportDeviceSynchronize());
  CK(cuportMemcpy(host, a, 10, cuportMemcpyDeviceToHost));
  ck_assert_uint_eq(host[0], 7);
  CK(cuportFree(a));
  CK(cuportFree(b));
}
END_TEST

START_TEST(host_arithmetic_on_device_pointers_addresses_the_middle)
{
  int h[64], back[64], i, *d;
  for (i = 0; i < 64; i++)
    h[i] = i;
  CK(cuportMalloc((void **)&d, sizeof h));
  CK(cuportMemset(d, 0, sizeof h));
  CK(cuportMemcpy(d + 10, h, 20 * sizeof(int), cuportMemcpyHostToDevice));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < 64; i++)
    ck_assert_int_eq(back[i], i >= 10 && i < 30 ? i - 10 : 0);
  CK(cuportFree(d));
}
END_TEST

START_TEST(async_copies_from_pageable_memory_are_done_on_return)
{
  int *d, h[128], back[128], i;
  cuportStream_t s;
  for (i = 0; i < 128; i++)
    h[i] = 5 * i;
  CK(cuportStreamCreate(&s));
  CK(cuportMalloc((void **)&d, sizeof h));
  CK(cuportMemcpyAsync(d, h, sizeof h, cuportMemcpyHostToDevice, s));
  memset(h, 0, sizeof h); /* allowed: the source was consumed */
  CK(cuportMemcpyAsync(back, d, sizeof back, cuportMemcpyDeviceToHost, s));
  for (i = 0; i < 128; i++)
    ck_assert_int_eq(back[i], 5 * i);
  CK(cuportStreamDestroy(s));
  CK(cuportFree(d));
}
END_TEST

START_TEST(too_large_allocations_report_out_of_memory)
{
  void *p = (void *)1;
  CK_FAILS(cuportMalloc(&p, (size_t)1 << 50), cuportErrorMemoryAllocation);
  ck_assert(test_contains(cuportGetErrorDetail(), "exceed"));
  CK_FAILS(cuportMalloc(NULL, 16), cuportErrorInvalidValue);
  /* not sticky: the next allocation works */
  CK(cuportMalloc(&p, 16));
  CK(cuportFree(p));
}
END_TEST

START_TEST(free_rejects_pointers_it_did_not_allocate)
{
  int local;
  char *d;
  CK(cuportMalloc((void **)&d, 256));
  CK_FAILS(cuportFree(&local), cuportErrorInvalidValue);
  CK_FAILS(cuportFree(d + 4), cuportErrorInvalidValue);
  CK(cuportFree(d));
  CK_FAILS(cuportFree(d), cuportErrorInvalidValue);
}
END_TEST

START_TEST(copies_check_direction_and_device_ranges)
{
  int h[16] = {0}, other[16], *d;
  CK(cuportMalloc((void **)&d, sizeof h));
  CK_FAILS(cuportMemcpy(d, h, sizeof h, (cuportMemcpyKind)7), cuportErrorInvalidMemcpyDirection);
  CK_FAILS(cuportMemcpy(other, h, sizeof h, cuportMemcpyHostToDevice), cuportErrorInvalidValue);
  CK_FAILS(cuportMemcpy(h, other, sizeof h, cuportMemcpyDeviceToHost), cuportErrorInvalidValue);
  CK_FAILS(cuportMemcpy(d + 8, h, sizeof h, cuportMemcpyHostToDevice), cuportErrorInvalidValue);
  CK_FAILS(cuportMemcpy(NULL, h, 4, cuportMemcpyDefault), cuportErrorInvalidValue);
  CK_FAILS(cuportMemset(other, 0, 4), cuportErrorInvalidValue);
  CK(cuportMemcpy(d, h, 0, cuportMemcpyHostToDevice));
  CK(cuportFree(d));
}
END_TEST

START_TEST(memset_writes_bytes_at_any_offset_and_size)
{
  unsigned char *d, back[103];
  size_t i;
  CK(cuportMalloc((void **)&d, sizeof back));
  CK(cuportMemset(d, 0x11, sizeof back));
  CK(cuportMemset(d + 3, 0xab, 50));
  CK(cuportMemsetAsync(d + 60, 0x100 + 0x7f, 8, NULL));
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < sizeof back; i++)
    ck_assert_uint_eq(back[i], i >= 3 && i < 53 ? 0xab : i >= 60 && i < 68 ? 0x7f : 0x11);
  CK(cuportFree(d));
}
END_TEST

START_TEST(pitched_copies_and_fills_respect_the_pitch)
{
  char *d, h[8][10], back[8][10];
  size_t pitch = 0;
  int r, c;
  for (r = 0; r < 8; r++)
    for (c = 0; c < 10; c++)
      h[r][c] = (char)(r * 10 + c);
  CK(cuportMallocPitch((void **)&d, &pitch, 10, 8));
  ck_assert_uint_ge(pitch, 10);
  ck_assert_uint_eq(pitch % 128, 0);
  CK(cuportMemset2D(d, pitch, 0x55, pitch, 8));
  CK(cuportMemcpy2D(d, pitch, h, 10, 10, 8, cuportMemcpyHostToDevice));
  CK(cuportMemset2D(d + 2, pitch, 0, 3, 8));
  CK(cuportMemcpy2D(back, 10, d, pitch, 10, 8, cuportMemcpyDeviceToHost));
  for (r = 0; r < 8; r++)
    for (c = 0; c < 10; c++)
      ck_assert_int_eq(back[r][c], c >= 2 && c < 5 ? 0 : r * 10 + c);
  CK(cuportMemcpy2DAsync(back, 10, d, pitch, 10, 8, cuportMemcpyDeviceToHost, NULL));
  CK_FAILS(cuportMemcpy2D(d, 4, h, 10, 10, 8, cuportMemcpyHostToDevice),
           cuportErrorInvalidPitchValue);
  CK(cuportFree(d));
}
END_TEST

START_TEST(pinned_memory_is_usable_by_copies_and_kernels)
{
  int *h, *h2, *d, i, n = 256, local;
  void *dp;
  cuportKernel_t k = test_kernel("incr.cl", incr_src, "incr");
  cuportStream_t s;
  CK(cuportMallocHost((void **)&h, n * sizeof(int)));
  CK(cuportHostAlloc((void **)&h2, n * sizeof(int), cuportHostAllocMapped));
  CK(cuportMalloc((void **)&d, n * sizeof(int)));
  CK(cuportStreamCreate(&s));
  for (i = 0; i < n; i++)
    h[i] = i;
  CK(cuportMemcpyAsync(d, h, n * sizeof(int), cuportMemcpyHostToDevice, s));
  CK(cuportMemcpyAsync(h2, d, n * sizeof(int), cuportMemcpyDeviceToHost, s));
  CK(cuportStreamSynchronize(s));
  for (i = 0; i < n; i++)
    ck_assert_int_eq(h2[i], i);
  CK(cuportHostGetDevicePointer(&dp, h2, 0));
  ck_assert_ptr_eq(dp, h2);
  {
    cuportArg args[] = {CUPORT_ARG_P(dp), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(4, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  CK(cuportDeviceSynchronize());
  for (i = 0; i < n; i++)
    ck_assert_int_eq(h2[i], i + 1);
  CK_FAILS(cuportHostGetDevicePointer(&dp, &local, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportFreeHost(&local), cuportErrorInvalidValue);
  CK_FAILS(cuportFreeHost(d), cuportErrorInvalidValue);
  CK(cuportFreeHost(h));
  CK(cuportFreeHost(h2));
  CK(cuportStreamDestroy(s));
  CK(cuportFree(d));
}
END_TEST

START_TEST(pinned_memory_without_fine_grained_svm_uses_mapped_buffers)
{
  int n = 0, *h, *d, i;
  void *mid;
  cuportKernel_t k;
  cuportPointerAttributes a;
  CK(cuportGetDeviceCount(&n));
  cuport_devices[0].svm &= ~(cl_device_svm_capabilities)(CL_DEVICE_SVM_FINE_GRAIN_BUFFER |
                                                         CL_DEVICE_SVM_FINE_GRAIN_SYSTEM);
  k = test_kernel("incr.cl", incr_src, "incr");
  CK(cuportMallocHost((void **)&h, 1024 * sizeof(int)));
  CK(cuportMalloc((void **)&d, 1024 * sizeof(int)));
  CK(cuportPointerGetAttributes(&a, h + 5));
  ck_assert_int_eq(a.type, cuportMemoryTypeHost);
  for (i = 0; i < 1024; i++)
    h[i] = 2 * i;
  CK(cuportMemcpy(d, h, 1024 * sizeof(int), cuportMemcpyHostToDevice));
  n = 1024;
  {
    cuportArg args[] = {CUPORT_ARG_P(h), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(16, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  mid = h + 512; /* an aligned interior pointer becomes a sub-buffer */
  n = 512;
  {
    cuportArg args[] = {CUPORT_ARG_P(mid), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(8, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  CK(cuportDeviceSynchronize());
  for (i = 0; i < 1024; i++)
    ck_assert_int_eq(h[i], 2 * i + (i >= 512 ? 2 : 1));
  CK(cuportMemset(h + 1, 0, 2 * sizeof(int)));
  ck_assert_int_eq(h[0], 1);
  ck_assert_int_eq(h[1], 0);
  ck_assert_int_eq(h[2], 0);
  ck_assert_int_eq(h[3], 7);
  CK(cuportFreeHost(h));
}
END_TEST

START_TEST(registered_host_memory_is_tracked)
{
  static char buf[4096];
  void *dp;
  CK(cuportHostRegister(buf, sizeof buf, cuportHostRegisterDefault));
  CK_FAILS(cuportHostRegister(buf + 100, 10, 0), cuportErrorHostMemoryAlreadyRegistered);
  CK_FAILS(cuportHostUnregister(buf + 100), cuportErrorHostMemoryNotRegistered);
  if (cuportHostGetDevicePointer(&dp, buf, 0) == cuportSuccess)
    ck_assert_ptr_eq(dp, buf);
  CK(cuportHostUnregister(buf));
  CK_FAILS(cuportHostUnregister(buf), cuportErrorHostMemoryNotRegistered);
  CK_FAILS(cuportHostRegister(NULL, 10, 0), cuportErrorInvalidValue);
}
END_TEST

START_TEST(managed_memory_is_shared_by_host_and_kernels)
{
  int *m, i, n = 300;
  cuportKernel_t k = test_kernel("incr.cl", incr_src, "incr");
  CK(cuportMallocManaged((void **)&m, n * sizeof(int), cuportMemAttachGlobal));
  for (i = 0; i < n; i++)
    m[i] = 10 * i;
  {
    cuportArg args[] = {CUPORT_ARG_P(m), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(5, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  CK(cuportMemPrefetchAsync(m, n * sizeof(int), 0, NULL));
  CK(cuportDeviceSynchronize());
  for (i = 0; i < n; i++)
    ck_assert_int_eq(m[i], 10 * i + 1);
  CK_FAILS(cuportMallocManaged((void **)&m, 64, 0x40), cuportErrorInvalidValue);
  CK(cuportFree(m));
}
END_TEST

/* Whether managed block p is mapped for the host now (managed.c). */
static int managed_mapped(const void *p)
{
  cuport_alloc *a = cuport_reg_find(&cuport_devices[0].reg, p);
  ck_assert_ptr_nonnull(a);
  ck_assert_int_eq(a->kind, CUPORT_MEM_MANAGED);
  return a->mapped;
}

START_TEST(managed_memory_on_coarse_grained_svm_changes_hands)
{
  /* NVIDIA's OpenCL model: the host holds a block between device work, kernels after */
  int *m, *h, i, n = 300, v = 0, *small;
  cuportStream_t s;
  cuportEvent_t ev;
  cuportDeviceProp prop;
  cuportKernel_t k;
  CK(cuportGetDeviceCount(&n));
  n = 300;
  cuport_devices[0].svm &= ~(cl_device_svm_capabilities)(CL_DEVICE_SVM_FINE_GRAIN_BUFFER |
                                                         CL_DEVICE_SVM_FINE_GRAIN_SYSTEM);
  k = test_kernel("incr.cl", incr_src, "incr");
  CK(cuportGetDeviceProperties(&prop, 0));
  ck_assert_int_eq(prop.managedMemory, 1);
  ck_assert_int_eq(prop.concurrentManagedAccess, 0);
  CK(cuportDeviceGetAttribute(&v, cuportDevAttrConcurrentManagedAccess, 0));
  ck_assert_int_eq(v, 0);
  CK(cuportStreamCreate(&s));
  CK(cuportEventCreate(&ev));
  CK(cuportMallocManaged((void **)&m, n * sizeof(int), cuportMemAttachGlobal));
  CK(cuportMallocManaged((void **)&small, sizeof(int), cuportMemAttachHost));
  ck_assert(managed_mapped(m) && managed_mapped(small));
  ck_assert_uint_eq(cuport_devices[0].managed_blocks, 2);
  for (i = 0; i < n; i++)
    m[i] = 10 * i;
  /* an event record touches no memory: the host keeps the blocks */
  CK(cuportEventRecord(ev, NULL));
  ck_assert(managed_mapped(m));
  m[0] = 5;
  {
    cuportArg args[] = {CUPORT_ARG_P(m), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(5, 1, 1), cuport_dim3(64, 1, 1), 0, s, 2, args));
  }
  ck_assert(!managed_mapped(m) && !managed_mapped(small));
  ck_assert_uint_eq(cuport_devices[0].managed_mapped, 0);
  CK(cuportStreamSynchronize(s)); /* nothing else in flight: back to the host */
  ck_assert(managed_mapped(m) && managed_mapped(small));
  ck_assert_int_eq(m[0], 6);
  for (i = 1; i < n; i++)
    ck_assert_int_eq(m[i], 10 * i + 1);
  /* a fill and a copy are device work; a synchronous copy gives the blocks back */
  CK(cuportMemsetAsync(m, 0, sizeof(int), s));
  ck_assert(!managed_mapped(m));
  CK(cuportMallocHost((void **)&h, n * sizeof(int)));
  CK(cuportMemcpy(h, m, n * sizeof(int), cuportMemcpyDefault));
  ck_assert(managed_mapped(m));
  ck_assert_int_eq(h[0], 0);
  ck_assert_int_eq(h[7], 71);
  ck_assert_int_eq(m[7], 71);
  /* host writes made while mapped reach a graph of the kernel, then an event sync */
  m[3] = 1000;
  {
    cuportArg args[] = {CUPORT_ARG_P(m), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(5, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  CK(cuportEventRecord(ev, NULL));
  CK(cuportEventSynchronize(ev));
  ck_assert(managed_mapped(m));
  ck_assert_int_eq(m[3], 1001);
  ck_assert_int_eq(m[0], 1);
  /* work still in flight on another stream keeps the blocks on the device */
  {
    cuportArg args[] = {CUPORT_ARG_P(m), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(5, 1, 1), cuport_dim3(64, 1, 1), 0, s, 2, args));
  }
  CK(cuportStreamQuery(NULL));  /* the legacy stream is idle, s may not be */
  CK(cuportDeviceSynchronize());
  ck_assert(managed_mapped(m));
  ck_assert_int_eq(m[3], 1002);
  /* freeing a block the host holds, and one the device holds */
  CK(cuportFree(small));
  ck_assert_uint_eq(cuport_devices[0].managed_blocks, 1);
  CK(cuportMemsetAsync(m, 0, n * sizeof(int), s));
  CK(cuportFree(m));
  ck_assert_uint_eq(cuport_devices[0].managed_blocks, 0);
  ck_assert_uint_eq(cuport_devices[0].managed_mapped, 0);
  CK(cuportFreeHost(h));
  CK(cuportEventDestroy(ev));
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(prefetch_and_advice_take_a_device_number_or_a_location)
{
  /* CUDA 12 names the place by a device number, CUDA 13 by a location; both only
     validate on SVM, and the kernel still sees the data */
  int *m, i, n = 256;
  cuportMemLocation dev0 = {cuportMemLocationTypeDevice, 0}, host = {cuportMemLocationTypeHost, 0};
  cuportMemLocation nodev = {cuportMemLocationTypeDevice, 4096}, none = {cuportMemLocationTypeInvalid, 0};
  cuportKernel_t k = test_kernel("incr.cl", incr_src, "incr");
  CK(cuportMallocManaged((void **)&m, n * sizeof(int), cuportMemAttachGlobal));
  for (i = 0; i < n; i++)
    m[i] = i;
  CK(cuportMemAdvise(m, n * sizeof(int), cuportMemAdviseSetReadMostly, 0));
  CK(cuportMemAdvise(m, n * sizeof(int), cuportMemAdviseSetPreferredLocation, cuportCpuDeviceId));
  CK(cuportMemAdvise_v2(m, n * sizeof(int), cuportMemAdviseSetPreferredLocation, dev0));
  CK(cuportMemAdvise_v2(m, n * sizeof(int), cuportMemAdviseSetAccessedBy, host));
  CK(cuportMemPrefetchAsync_v2(m, n * sizeof(int), dev0, 0, NULL));
  {
    cuportArg args[] = {CUPORT_ARG_P(m), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(4, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  CK(cuportMemPrefetchAsync(m, n * sizeof(int), cuportCpuDeviceId, NULL));
  CK(cuportMemPrefetchAsync_v2(m, n * sizeof(int), host, 0, NULL));
  CK(cuportDeviceSynchronize());
  for (i = 0; i < n; i++)
    ck_assert_int_eq(m[i], i + 1);
  CK_FAILS(cuportMemPrefetchAsync(m, 16, 4096, NULL), cuportErrorInvalidDevice);
  CK_FAILS(cuportMemPrefetchAsync_v2(m, 16, nodev, 0, NULL), cuportErrorInvalidDevice);
  CK_FAILS(cuportMemPrefetchAsync_v2(m, 16, none, 0, NULL), cuportErrorInvalidValue);
  CK_FAILS(cuportMemPrefetchAsync_v2(m, 16, dev0, 1, NULL), cuportErrorInvalidValue);
  CK_FAILS(cuportMemAdvise(m, 16, (cuportMemoryAdvise)9, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportMemAdvise(m, 16, cuportMemAdviseSetAccessedBy, 4096), cuportErrorInvalidDevice);
  CK_FAILS(cuportMemAdvise_v2(&i, 16, cuportMemAdviseSetReadMostly, dev0), cuportErrorInvalidValue);
  /* read-mostly names no place: the location is not looked at */
  CK(cuportMemAdvise_v2(m, 16, cuportMemAdviseUnsetReadMostly, none));
  CK(cuportFree(m));
}
END_TEST

START_TEST(mem_get_info_sees_allocations)
{
  size_t free0, total0, free1, total1;
  void *d;
  CK(cuportMemGetInfo(&free0, &total0));
  ck_assert_uint_gt(total0, 0);
  ck_assert_uint_le(free0, total0);
  CK(cuportMalloc(&d, 1 << 20));
  CK(cuportMemGetInfo(&free1, &total1));
  ck_assert_uint_eq(total0, total1);
  ck_assert_uint_le(free1, free0);
  CK(cuportFree(d));
}
END_TEST

START_TEST(pointer_attributes_classify_memory)
{
  cuportPointerAttributes a;
  char *d, *h;
  int local;
  CK(cuportMalloc((void **)&d, 64));
  CK(cuportMallocHost((void **)&h, 64));
  CK(cuportPointerGetAttributes(&a, d + 10));
  ck_assert_int_eq(a.type, cuportMemoryTypeDevice);
  ck_assert_int_eq(a.device, 0);
  CK(cuportPointerGetAttributes(&a, h));
  ck_assert_int_eq(a.type, cuportMemoryTypeHost);
  CK(cuportPointerGetAttributes(&a, &local));
  ck_assert_int_eq(a.type, cuportMemoryTypeUnregistered);
  CK(cuportFree(d));
  CK(cuportFreeHost(h));
}
END_TEST

START_TEST(allocations_ask_for_256_byte_alignment_only_while_the_device_grants_it)
{
  void *p[4];
  int i;
  unsigned long aligned;
  for (i = 0; i < 4; i++)
    CK(cuportMalloc(&p[i], 1000));
  /* a device that refused 256 once (PoCL caps at 128) is not asked again */
  aligned = cuport_devices[0].svm_align_refused ? 1 : 4;
  ck_assert_uint_eq(svm_alloc_aligned_calls, aligned);
  ck_assert_uint_eq(svm_alloc_calls, (cuport_devices[0].svm_align_refused ? 5u : 4u));
  for (i = 0; i < 4; i++) {
    ck_assert_uint_eq((uintptr_t)p[i] % (cuport_devices[0].svm_align_refused ? 128u : 256u), 0);
    CK(cuportFree(p[i]));
  }
}
END_TEST

/* The first small read-back of a program, typically inside its timed loop, finds a staging
   block ready: the first device allocation made it. */
START_TEST(the_first_device_allocation_prepares_a_staging_block)
{
  void *d;
  ck_assert_ptr_null(cuport_devices[0].staging);
  CK(cuportMalloc(&d, 64));
  ck_assert_ptr_nonnull(cuport_devices[0].staging);
  ck_assert_ptr_null(cuport_devices[0].staging->next);
  CK(cuportFree(d));
}
END_TEST

START_TEST(device_to_device_copies_do_not_block_the_host)
{
  int h[256], back[256], i, *a, *b;
  cl_event gate;
  for (i = 0; i < 256; i++)
    h[i] = 3 * i + 1;
  CK(cuportMalloc((void **)&a, sizeof h));
  CK(cuportMalloc((void **)&b, sizeof h));
  CK(cuportMemcpy(a, h, sizeof h, cuportMemcpyHostToDevice));
  gate = gate_close(NULL);
  /* as in CUDA: returns while the legacy stream is held (would hang if it waited) */
  CK(cuportMemcpy(b, a, sizeof h, cuportMemcpyDeviceToDevice));
  CK(cuportMemcpy(a, b, sizeof h / 2, cuportMemcpyDefault));
  CK_FAILS(cuportStreamQuery(NULL), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportMemcpy(back, b, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_mem_eq(back, h, sizeof h);
  CK(cuportFree(a));
  CK(cuportFree(b));
}
END_TEST

static void *open_gate_later(void *gate)
{
  usleep(200000);
  gate_open((cl_event)gate);
  return NULL;
}

START_TEST(a_pinned_memset_on_a_blocking_stream_follows_the_legacy_stream)
{
  int n = 0, *h, i;
  cuportKernel_t k;
  cuportStream_t s;
  cl_event gate;
  pthread_t t;
  CK(cuportGetDeviceCount(&n));
  cuport_devices[0].svm &= ~(cl_device_svm_capabilities)(CL_DEVICE_SVM_FINE_GRAIN_BUFFER |
                                                         CL_DEVICE_SVM_FINE_GRAIN_SYSTEM);
  k = test_kernel("incr.cl", incr_src, "incr");
  CK(cuportMallocHost((void **)&h, 64 * sizeof(int)));
  memset(h, 0, 64 * sizeof(int));
  CK(cuportStreamCreate(&s));
  gate = gate_close(NULL);
  n = 64;
  {
    cuportArg args[] = {CUPORT_ARG_P(h), CUPORT_ARG_V(n)};
    CK(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 2, args));
  }
  ck_assert_int_eq(pthread_create(&t, NULL, open_gate_later, gate), 0);
  /* mapped pinned memory is filled on the host: only after the held kernel */
  CK(cuportMemsetAsync(h, 0x7f, 64 * sizeof(int), s));
  pthread_join(t, NULL);
  CK(cuportDeviceSynchronize());
  for (i = 0; i < 64; i++)
    ck_assert_int_eq(h[i], 0x7f7f7f7f);
  CK(cuportStreamDestroy(s));
  CK(cuportFreeHost(h));
}
END_TEST

/* Small reads into pageable memory go through a pinned staging block: the
   bytes must be those of the device after every earlier command of the
   stream, held back here by a gate until another thread opens it. */
static void staged_reads_follow_stream_order(void)
{
  unsigned char *d, back[300];
  double one = 0;
  size_t sizes[] = {1, 8, 100, 256, 300}, i, j;
  cuportStream_t s;
  cl_event gate;
  pthread_t t;
  CK(cuportMalloc((void **)&d, 70000));
  CK(cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking));
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    CK(cuportMemsetAsync(d, (int)(0x10 + i), sizes[i], s));
    CK(cuportMemcpyAsync(back, d, sizes[i], cuportMemcpyDeviceToHost, s));
    for (j = 0; j < sizes[i]; j++)
      ck_assert_int_eq(back[j], 0x10 + i);
  }
  /* behind a held command: the read must wait for it and the memset after it */
  gate = gate_close(s);
  CK(cuportMemsetAsync(d + 8, 0x42, 8, s));
  ck_assert_int_eq(pthread_create(&t, NULL, open_gate_later, gate), 0);
  CK(cuportMemcpyAsync(&one, d + 8, sizeof one, cuportMemcpyDeviceToHost, s));
  pthread_join(t, NULL);
  for (j = 0; j < sizeof one; j++)
    ck_assert_int_eq(((unsigned char *)&one)[j], 0x42);
  /* the stream is idle now: query and synchronize say so */
  CK(cuportStreamQuery(s));
  CK(cuportStreamSynchronize(s));
  /* a read larger than a staging block takes the direct path */
  {
    unsigned char *big = malloc(70000), *h = malloc(70000);
    for (j = 0; j < 70000; j++)
      h[j] = (unsigned char)(j * 13);
    CK(cuportMemcpyAsync(d, h, 70000, cuportMemcpyHostToDevice, s));
    CK(cuportMemcpy(big, d, 70000, cuportMemcpyDeviceToHost));
    ck_assert_mem_eq(big, h, 70000);
    free(big);
    free(h);
  }
  CK(cuportStreamDestroy(s));
  CK(cuportFree(d));
}

START_TEST(small_reads_through_staging_keep_stream_order)
{
  staged_reads_follow_stream_order();
}
END_TEST

START_TEST(small_reads_through_mapped_staging_keep_stream_order)
{
  int n = 0;
  CK(cuportGetDeviceCount(&n));
  /* as on NVIDIA: staging blocks are mapped CL_MEM_ALLOC_HOST_PTR buffers */
  cuport_devices[0].svm &= ~(cl_device_svm_capabilities)(CL_DEVICE_SVM_FINE_GRAIN_BUFFER |
                                                         CL_DEVICE_SVM_FINE_GRAIN_SYSTEM);
  staged_reads_follow_stream_order();
  ck_assert_ptr_nonnull(cuport_devices[0].staging);
  ck_assert_ptr_nonnull(cuport_devices[0].staging->buf);
  /* a reset frees the staging blocks; the device works again afterwards */
  CK(cuportDeviceReset());
  ck_assert_ptr_null(cuport_devices[0].staging);
  staged_reads_follow_stream_order();
}
END_TEST

START_TEST(staging_can_be_turned_off)
{
  setenv("CUPORT_STAGING", "0", 1);
  staged_reads_follow_stream_order();
  ck_assert_ptr_null(cuport_devices[0].staging);
}
END_TEST

/* Pageable copies of any size through staging blocks (CUPORT_STAGING=2 puts them there
   on PoCL too; 64 KiB blocks make a 1 MiB copy sixteen pieces through two blocks). */
static void pageable_copies_through_staging(void)
{
  size_t sizes[] = {1, 4096, 65536, 65537, 300000, (1u << 20) + 13}, i, j, n = (1u << 20) + 13;
  unsigned char *h = malloc(n), *back = malloc(n + 1), *d, *d2;
  cuportStream_t s;
  cl_event gate;
  pthread_t t;
  CK(cuportMalloc((void **)&d, n + 64));
  CK(cuportMalloc((void **)&d2, n + 64));
  CK(cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking));
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    for (j = 0; j < sizes[i]; j++)
      h[j] = (unsigned char)(j * 7 + i);
    /* to an odd device address and back, through a device-to-device copy */
    CK(cuportMemcpy(d + 3, h, sizes[i], cuportMemcpyHostToDevice));
    CK(cuportMemcpy(d2, d + 3, sizes[i], cuportMemcpyDeviceToDevice));
    memset(back, 0xee, n + 1);
    CK(cuportMemcpy(back, d2, sizes[i], cuportMemcpyDeviceToHost));
    ck_assert_mem_eq(back, h, sizes[i]);
    ck_assert_msg(back[sizes[i]] == 0xee, "size %zu: byte after is %d", sizes[i], back[sizes[i]]);
  }
  /* behind a held command, a copy to the device returns once the caller's buffer is
     consumed (two pieces, one per block), and lands after the held command */
  for (j = 0; j < 100000; j++)
    h[j] = (unsigned char)(j * 5 + 1);
  gate = gate_close(s);
  CK(cuportMemsetAsync(d, 0, 100000, s));
  CK(cuportMemcpyAsync(d, h, 100000, cuportMemcpyHostToDevice, s));
  memset(h, 0, 100000);
  ck_assert_int_eq(cuportStreamQuery(s), cuportErrorNotReady);
  gate_open(gate);
  CK(cuportMemcpyAsync(back, d, 100000, cuportMemcpyDeviceToHost, s));
  for (j = 0; j < 100000; j++)
    ck_assert_int_eq(back[j], (unsigned char)(j * 5 + 1));
  /* a copy of many pieces waits for its blocks, which a later command frees */
  gate = gate_close(s);
  ck_assert_int_eq(pthread_create(&t, NULL, open_gate_later, gate), 0);
  for (j = 0; j < n; j++)
    h[j] = (unsigned char)(j * 3);
  CK(cuportMemcpyAsync(d, h, n, cuportMemcpyHostToDevice, s));
  CK(cuportMemcpyAsync(back, d, n, cuportMemcpyDeviceToHost, s));
  pthread_join(t, NULL);
  ck_assert_mem_eq(back, h, n);
  CK(cuportStreamDestroy(s));
  CK(cuportFree(d));
  CK(cuportFree(d2));
  free(h);
  free(back);
}

START_TEST(pageable_copies_of_any_size_go_through_staging_blocks)
{
  setenv("CUPORT_STAGING", "2", 1);
  setenv("CUPORT_STAGING_CHUNK", "64", 1);
  cuport_reload_env();
  pageable_copies_through_staging();
  pageable_copies_through_staging();  /* again, with the blocks the first run left */
}
END_TEST

START_TEST(pageable_copies_through_mapped_staging_blocks)
{
  int n = 0;
  setenv("CUPORT_STAGING", "2", 1);
  setenv("CUPORT_STAGING_CHUNK", "64", 1);
  cuport_reload_env();
  CK(cuportGetDeviceCount(&n));
  /* as on NVIDIA: staging blocks are mapped CL_MEM_ALLOC_HOST_PTR buffers */
  cuport_devices[0].svm &= ~(cl_device_svm_capabilities)(CL_DEVICE_SVM_FINE_GRAIN_BUFFER |
                                                         CL_DEVICE_SVM_FINE_GRAIN_SYSTEM);
  pageable_copies_through_staging();
  ck_assert_ptr_nonnull(cuport_devices[0].staging->buf);
  CK(cuportDeviceReset());
  ck_assert_ptr_null(cuport_devices[0].staging);
}
END_TEST

/* Freed device blocks are kept for the next allocation of their size (on by vendor,
   forced here): a block comes back for a size between 7/8 of its size and its size, not
   for a larger or much smaller one; it is no longer a live block in between; what it holds
   is the new owner's to write; a refused allocation gives the kept blocks back; a reset
   frees them. */
START_TEST(freed_device_blocks_are_kept_for_the_next_allocation_of_their_size)
{
  char *a, *b, *c, *d, *e;
  int v = 41, back = 0;
  size_t fm, tm, fm_before;
  cuportPointerAttributes attr;

  setenv("CUPORT_ALLOC_CACHE", "1", 1);
  cuport_reload_env();
  CK(cuportMalloc((void **)&a, 1 << 20));
  CK(cuportMemGetInfo(&fm_before, &tm));
  CK(cuportFree(a));
  ck_assert_int_eq(cuport_devices[0].nfreed, 1);
  ck_assert_int_eq(cuportPointerGetAttributes(&attr, a) == cuportSuccess &&
                       attr.type == cuportMemoryTypeDevice, 0);
  cuportGetLastError();
  CK(cuportMemGetInfo(&fm, &tm));
  ck_assert_uint_gt(fm, fm_before);   /* a kept block is not in use */
  CK(cuportMalloc((void **)&b, (1 << 20) + 1));    /* larger: a new block */
  ck_assert_ptr_ne(b, a);
  CK(cuportMalloc((void **)&c, (1 << 19)));        /* much smaller: a new block */
  ck_assert_ptr_ne(c, a);
  CK(cuportMalloc((void **)&d, (1 << 20) - 1000)); /* within 7/8: the kept one */
  ck_assert_ptr_eq(d, a);
  ck_assert_int_eq(cuport_devices[0].nfreed, 0);
  CK(cuportMemcpy(d + (1 << 20) - 1004, &v, sizeof v, cuportMemcpyHostToDevice));
  CK(cuportMemcpy(&back, d + (1 << 20) - 1004, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_int_eq(back, 41);
  /* d is as large as asked: a copy past its end is refused */
  ck_assert_int_ne(cuportMemcpy(d + (1 << 20) - 1002, &v, sizeof v, cuportMemcpyHostToDevice),
                   cuportSuccess);
  cuportGetLastError();
  CK(cuportFree(b));
  CK(cuportFree(c));
  CK(cuportFree(d));
  ck_assert_int_eq(cuport_devices[0].nfreed, 3);
  /* freeing twice is still an error */
  ck_assert_int_eq(cuportFree(d), cuportErrorInvalidValue);
  cuportGetLastError();
  CK(cuportMalloc((void **)&e, 1 << 19));
  ck_assert_ptr_eq(e, c);
  CK(cuportFree(e));
  CK(cuportDeviceReset());
  ck_assert_int_eq(cuport_devices[0].nfreed, 0);
  ck_assert_uint_eq(cuport_devices[0].freed_bytes, 0);
  CK(cuportMalloc((void **)&a, 4096));
  CK(cuportFree(a));
  unsetenv("CUPORT_ALLOC_CACHE");
  cuport_reload_env();
}
END_TEST

/* Several threads read back at once, each on its own stream: each gets its
   own staging block and its own values. */
typedef struct reader {
  int id;
  int bad;
} reader;

static void *read_back_many(void *arg)
{
  reader *r = arg;
  cuportStream_t s;
  long long *d, v;
  int i;
  if (cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking) ||
      cuportMalloc((void **)&d, 64)) {
    r->bad = -1;
    return NULL;
  }
  for (i = 0; i < 300; i++) {
    long long want = (long long)r->id * 1000003 + i;
    v = -1;
    if (cuportMemcpyAsync(d, &want, sizeof want, cuportMemcpyHostToDevice, s) ||
        cuportMemsetAsync((char *)d + 8, r->id, 8, s) ||
        cuportMemcpyAsync(&v, d, sizeof v, cuportMemcpyDeviceToHost, s) ||
        cuportStreamSynchronize(s) || v != want)
      r->bad++;
    if (cuportMemcpyAsync(&v, (char *)d + 8, sizeof v, cuportMemcpyDeviceToHost, s) ||
        v != (long long)(0x0101010101010101ULL * (unsigned char)r->id))
      r->bad++;
  }
  cuportFree(d);
  cuportStreamDestroy(s);
  return NULL;
}

START_TEST(threads_read_back_at_once)
{
  pthread_t t[4];
  reader r[4];
  int i;
  CK(cuportDeviceSynchronize());
  for (i = 0; i < 4; i++) {
    r[i].id = i + 1;
    r[i].bad = 0;
    ck_assert_int_eq(pthread_create(&t[i], NULL, read_back_many, &r[i]), 0);
  }
  for (i = 0; i < 4; i++) {
    pthread_join(t[i], NULL);
    ck_assert_msg(r[i].bad == 0, "thread %d: %d bad reads", i, r[i].bad);
  }
}
END_TEST

/* Memsets up to 256 bytes are copies from a pattern block, larger ones fills:
   both write exactly their bytes, for every byte value. */
START_TEST(small_and_large_memsets_write_exactly_their_bytes)
{
  unsigned char *d, back[600];
  size_t sizes[] = {1, 3, 8, 255, 256, 257, 512}, i, j;
  int value;
  CK(cuportMalloc((void **)&d, 600));
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    for (value = -1; value < 300; value += 37) {
      CK(cuportMemset(d, 0xee, 600));
      CK(cuportMemsetAsync(d + 7, value, sizes[i], NULL));
      CK(cuportMemcpy(back, d, 600, cuportMemcpyDeviceToHost));
      for (j = 0; j < 600; j++)
        ck_assert_int_eq(back[j], j >= 7 && j < 7 + sizes[i] ? (unsigned char)value : 0xee);
    }
  CK(cuportFree(d));
}
END_TEST


/* ---------------------------------------------- the runtime's fill and copy kernels */

/* Each size is written in a region of its own (REGION apart), all checked at once. */
static const size_t blit_sizes[] = {0, 1, 2, 3, 4, 5, 15, 16, 17, 31, 32, 33, 255, 256, 257, 1000,
                                    4099};
#define NSIZES (sizeof blit_sizes / sizeof *blit_sizes)
#define REGION 4352
#define BLIT_SPAN (NSIZES * REGION)

/* Runs one prepared fill or copy of the runtime's kernels on the legacy stream. */
static void blit_run(cuport_device *dev, int copy, void *dst, const void *src,
                     const void *pattern, size_t psize, size_t n)
{
  cuport_blit b;
  cl_int err;

  pthread_mutex_lock(&dev->lock);
  err = copy ? cuport_blit_prepare_copy(dev, dst, src, n, &b)
             : cuport_blit_prepare_fill(dev, dst, pattern, psize, n, &b);
  if (err == CL_SUCCESS)
    err = cuport_blit_enqueue(dev->legacy->q, &b, 0, NULL, NULL);
  pthread_mutex_unlock(&dev->lock);
  ck_assert_int_eq(err, CL_SUCCESS);
}

/* Sets the device span to a byte pattern that differs from every written value. */
static void blit_reset(unsigned char *d, unsigned char *want)
{
  size_t i;
  for (i = 0; i < BLIT_SPAN; i++)
    want[i] = (unsigned char)(0xa5 ^ (i * 7));
  CK(cuportMemcpy(d, want, BLIT_SPAN, cuportMemcpyHostToDevice));
}

static void blit_expect(const unsigned char *d, const unsigned char *want, const char *what,
                        size_t off)
{
  static unsigned char got[BLIT_SPAN];
  size_t i;
  CK(cuportMemcpy(got, d, BLIT_SPAN, cuportMemcpyDeviceToHost));
  for (i = 0; i < BLIT_SPAN; i++)
    ck_assert_msg(got[i] == want[i], "%s at offset %zu, region of %zu bytes: byte %zu is "
                  "0x%02x, expected 0x%02x", what, off, blit_sizes[i / REGION], i % REGION,
                  got[i], want[i]);
}

START_TEST(the_fill_kernel_writes_exactly_its_bytes_at_every_alignment)
{
  static const unsigned char pattern[4] = {0x11, 0x22, 0x33, 0x44};
  static unsigned char want[BLIT_SPAN];
  static const size_t psizes[] = {1, 2, 4};
  cuport_device *dev;
  unsigned char *d;
  size_t off, k, p, i;

  CK(cuportMalloc((void **)&d, BLIT_SPAN));
  CK(cuport_current(&dev));
  ck_assert_int_eq(cuport_blit_ready(dev), CL_SUCCESS);
  for (p = 0; p < 3; p++)
    for (off = 0; off < 20; off++) {
      blit_reset(d, want);
      for (k = 0; k < NSIZES; k++) {
        size_t n = blit_sizes[k], at = k * REGION + off;
        blit_run(dev, 0, d + at, NULL, pattern, psizes[p], n);
        for (i = 0; i < n; i++)
          want[at + i] = pattern[i % psizes[p]];
      }
      blit_expect(d, want, psizes[p] == 1 ? "fill" : psizes[p] == 2 ? "fill16" : "fill32", off);
    }
  CK(cuportFree(d));
}
END_TEST

START_TEST(the_copy_kernel_copies_exactly_its_bytes_between_any_alignments)
{
  static unsigned char want[BLIT_SPAN];
  static const size_t offs[] = {0, 1, 3, 4, 8, 13, 16};
  cuport_device *dev;
  unsigned char *d, *src;
  size_t s, doff, k, i;

  CK(cuportMalloc((void **)&d, BLIT_SPAN));
  CK(cuportMalloc((void **)&src, BLIT_SPAN));
  CK(cuport_current(&dev));
  ck_assert_int_eq(cuport_blit_ready(dev), CL_SUCCESS);
  for (i = 0; i < BLIT_SPAN; i++)
    want[i] = (unsigned char)(i * 13 + 1);
  CK(cuportMemcpy(src, want, BLIT_SPAN, cuportMemcpyHostToDevice));
  /* every class of the two kernels' paths: source 16-, 4- and 1-byte aligned against
     the destination's start, the destination 0-17 bytes past a 16-byte boundary */
  for (s = 0; s < sizeof offs / sizeof *offs; s++)
    for (doff = 0; doff < 18; doff++) {
      size_t soff = offs[s];
      blit_reset(d, want);
      for (k = 0; k < NSIZES; k++) {
        size_t n = blit_sizes[k], at = k * REGION + doff;
        blit_run(dev, 1, d + at, src + soff, NULL, 0, n);
        for (i = 0; i < n; i++)
          want[at + i] = (unsigned char)((soff + i) * 13 + 1);
      }
      blit_expect(d, want, "copy (dst offset * 100 + src offset)", doff * 100 + soff);
    }
  CK(cuportFree(d));
  CK(cuportFree(src));
}
END_TEST

START_TEST(memsets_and_device_copies_through_the_kernels_match_the_opencl_calls)
{
  /* CUPORT_BLIT=1: what NVIDIA gets; sizes on both sides of the small-memset path and of
     a grid's worth of 16-byte stores, at odd offsets, 2-D rows too */
  static const size_t sizes[] = {7, 300, 4096 + 3, (1u << 20) + 5};
  unsigned char *a, *b, *host = malloc((2u << 20) + 64), *want = malloc((2u << 20) + 64);
  size_t k, i, span = (2u << 20) + 64;

  setenv("CUPORT_BLIT", "1", 1);
  CK(cuportMalloc((void **)&a, span));
  CK(cuportMalloc((void **)&b, span));
  for (k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    size_t n = sizes[k], off = 3 + k;
    for (i = 0; i < span; i++)
      want[i] = (unsigned char)(i ^ k);
    CK(cuportMemcpy(a, want, span, cuportMemcpyHostToDevice));
    CK(cuportMemset(a + off, 0x5c, n));
    memset(want + off, 0x5c, n);
    CK(cuportMemcpy(b, a, span, cuportMemcpyDeviceToDevice));
    CK(cuportMemcpy(b + off + 1, a + 5, n, cuportMemcpyDeviceToDevice));
    memmove(want + off + 1, want + 5, n); /* regions of want: b's expected content */
    CK(cuportMemcpy(host, b, span, cuportMemcpyDeviceToHost));
    ck_assert_msg(memcmp(host, want, span) == 0, "size %zu differs", n);
  }
  /* rows: 2-D memset and copy with pitches that leave gaps */
  CK(cuportMemset(a, 0, span));
  CK(cuportMemset2D(a + 1, 100, 0x77, 37, 9));
  CK(cuportMemcpy2D(b + 3, 90, a + 1, 100, 37, 9, cuportMemcpyDeviceToDevice));
  CK(cuportMemcpy(host, b, 1024, cuportMemcpyDeviceToHost));
  for (i = 0; i < 9; i++)
    ck_assert_msg(host[3 + i * 90] == 0x77 && host[3 + i * 90 + 36] == 0x77,
                  "row %zu was not copied", i);
  CK(cuportFree(a));
  CK(cuportFree(b));
  free(host);
  free(want);
}
END_TEST

static Suite *memory_suite(void)
{
  Suite *s = suite_create("memory");
  TCase *tc = tcase_create("memory");
  tcase_add_test(tc, malloc_of_zero_bytes_gives_null);
  tcase_add_test(tc, copies_round_trip_through_device_memory);
  tcase_add_test(tc, host_arithmetic_on_device_pointers_addresses_the_middle);
  tcase_add_test(tc, async_copies_from_pageable_memory_are_done_on_return);
  tcase_add_test(tc, too_large_allocations_report_out_of_memory);
  tcase_add_test(tc, free_rejects_pointers_it_did_not_allocate);
  tcase_add_test(tc, copies_check_direction_and_device_ranges);
  tcase_add_test(tc, memset_writes_bytes_at_any_offset_and_size);
  tcase_add_test(tc, pitched_copies_and_fills_respect_the_pitch);
  tcase_add_test(tc, pinned_memory_is_usable_by_copies_and_kernels);
  tcase_add_test(tc, pinned_memory_without_fine_grained_svm_uses_mapped_buffers);
  tcase_add_test(tc, registered_host_memory_is_tracked);
  tcase_add_test(tc, managed_memory_is_shared_by_host_and_kernels);
  tcase_add_test(tc, managed_memory_on_coarse_grained_svm_changes_hands);
  tcase_add_test(tc, prefetch_and_advice_take_a_device_number_or_a_location);
  tcase_add_test(tc, mem_get_info_sees_allocations);
  tcase_add_test(tc, pointer_attributes_classify_memory);
  tcase_add_test(tc, allocations_ask_for_256_byte_alignment_only_while_the_device_grants_it);
  tcase_add_test(tc, device_to_device_copies_do_not_block_the_host);
  tcase_add_test(tc, a_pinned_memset_on_a_blocking_stream_follows_the_legacy_stream);
  tcase_add_test(tc, small_reads_through_staging_keep_stream_order);
  tcase_add_test(tc, small_reads_through_mapped_staging_keep_stream_order);
  tcase_add_test(tc, staging_can_be_turned_off);
  tcase_add_test(tc, pageable_copies_of_any_size_go_through_staging_blocks);
  tcase_add_test(tc, pageable_copies_through_mapped_staging_blocks);
  tcase_add_test(tc, the_first_device_allocation_prepares_a_staging_block);
  tcase_add_test(tc, threads_read_back_at_once);
  tcase_add_test(tc, freed_device_blocks_are_kept_for_the_next_allocation_of_their_size);
  tcase_add_test(tc, small_and_large_memsets_write_exactly_their_bytes);
  suite_add_tcase(s, tc);
  /* hundreds of small commands each: slow on a loaded CPU device */
  tc = tcase_create("kernels");
  tcase_set_timeout(tc, 240);
  tcase_add_test(tc, the_fill_kernel_writes_exactly_its_bytes_at_every_alignment);
  tcase_add_test(tc, the_copy_kernel_copies_exactly_its_bytes_between_any_alignments);
  tcase_add_test(tc, memsets_and_device_copies_through_the_kernels_match_the_opencl_calls);
  tcase_add_test(tc, peer_copies_work_and_peer_access_is_refused);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(memory_suite)
