/*
 * device.c: the device family: enumeration and CUPORT_DEVICE selection,
 * current device, properties and attributes in CUDA's terms, synchronize,
 * reset, and the clear error for a device without SVM.
 */
#include "common.h"
#include "internal.h"

START_TEST(device_count_is_at_least_one)
{
  int n = 0;
  CK(cuportGetDeviceCount(&n));
  ck_assert_int_ge(n, 1);
}
END_TEST

START_TEST(set_device_rejects_a_bad_ordinal)
{
  int n = 0, cur = -1;
  CK(cuportGetDeviceCount(&n));
  CK_FAILS(cuportSetDevice(n), cuportErrorInvalidDevice);
  CK_FAILS(cuportSetDevice(-1), cuportErrorInvalidDevice);
  CK(cuportSetDevice(0));
  CK(cuportGetDevice(&cur));
  ck_assert_int_eq(cur, 0);
}
END_TEST

START_TEST(cuport_device_selects_by_name_substring)
{
  int n = 0;
  cuportDeviceProp p;
  setenv("CUPORT_DEVICE", "pocl", 1);
  CK(cuportGetDeviceCount(&n));
  ck_assert_int_eq(n, 1);
  CK(cuportGetDeviceProperties(&p, 0));
  ck_assert_msg(test_contains(p.platformName, "Portable") || test_contains(p.name, "cpu"),
                "selected %s / %s", p.platformName, p.name);
}
END_TEST

START_TEST(cuport_device_selects_by_index)
{
  int n = 0;
  setenv("CUPORT_DEVICE", "0", 1);
  CK(cuportGetDeviceCount(&n));
  ck_assert_int_eq(n, 1);
}
END_TEST

START_TEST(cuport_device_matching_nothing_gives_no_device)
{
  int n = 5;
  setenv("CUPORT_DEVICE", "no-such-device-anywhere", 1);
  CK_FAILS(cuportGetDeviceCount(&n), cuportErrorNoDevice);
  ck_assert_int_eq(n, 0);
  ck_assert(test_contains(cuportGetErrorDetail(), "no-such-device-anywhere"));
  CK_FAILS(cuportMalloc((void **)&n, 4), cuportErrorNoDevice);
}
END_TEST

START_TEST(properties_use_cuda_field_names_and_limits)
{
  cuportDeviceProp p;
  CK(cuportGetDeviceProperties(&p, 0));
  ck_assert(strlen(p.name) > 0);
  ck_assert_int_eq(p.warpSize, 32);
  ck_assert_int_gt(p.maxThreadsPerBlock, 0);
  ck_assert_int_le(p.maxThreadsPerBlock, 1024);
  ck_assert_int_le(p.maxThreadsDim[0], p.maxThreadsPerBlock);
  ck_assert_int_le(p.maxThreadsDim[2], 64);
  ck_assert_int_eq(p.maxGridSize[0], 2147483647);
  ck_assert_int_eq(p.maxGridSize[1], 65535);
  ck_assert(p.totalGlobalMem > 0 && p.sharedMemPerBlock > 0 && p.totalConstMem > 0);
  ck_assert_int_gt(p.multiProcessorCount, 0);
  ck_assert_int_ge(p.major, 6);
  ck_assert_int_eq(p.unifiedAddressing, 1);
  ck_assert_int_eq(p.hasCoarseGrainSVM, 1);
  CK_FAILS(cuportGetDeviceProperties(&p, 99), cuportErrorInvalidDevice);
  CK_FAILS(cuportGetDeviceProperties(NULL, 0), cuportErrorInvalidValue);
}
END_TEST

START_TEST(attributes_match_properties)
{
  cuportDeviceProp p;
  int v = 0;
  CK(cuportGetDeviceProperties(&p, 0));
  CK(cuportDeviceGetAttribute(&v, cuportDevAttrMaxThreadsPerBlock, 0));
  ck_assert_int_eq(v, p.maxThreadsPerBlock);
  CK(cuportDeviceGetAttribute(&v, cuportDevAttrMultiProcessorCount, 0));
  ck_assert_int_eq(v, p.multiProcessorCount);
  CK(cuportDeviceGetAttribute(&v, cuportDevAttrWarpSize, 0));
  ck_assert_int_eq(v, 32);
  CK(cuportDeviceGetAttribute(&v, cuportDevAttrComputeCapabilityMajor, 0));
  ck_assert_int_eq(v, p.major);
  CK_FAILS(cuportDeviceGetAttribute(&v, (cuportDeviceAttr)9999, 0), cuportErrorInvalidValue);
  CK_FAILS(cuportDeviceGetAttribute(&v, cuportDevAttrWarpSize, 77), cuportErrorInvalidDevice);
}
END_TEST

START_TEST(device_flags_are_kept)
{
  unsigned int f = 0;
  CK(cuportSetDeviceFlags(cuportDeviceScheduleBlockingSync));
  CK(cuportGetDeviceFlags(&f));
  ck_assert(f & cuportDeviceScheduleBlockingSync);
  CK_FAILS(cuportSetDeviceFlags(0x1000), cuportErrorInvalidValue);
}
END_TEST

START_TEST(stream_priority_range_is_empty)
{
  int lo = 7, hi = 7;
  CK(cuportDeviceGetStreamPriorityRange(&lo, &hi));
  ck_assert_int_eq(lo, 0);
  ck_assert_int_eq(hi, 0);
}
END_TEST

START_TEST(limits_read_back_and_reset)
{
  size_t v = 0;
  cuportFuncCache c = cuportFuncCachePreferShared;
  cuportSharedMemConfig m = cuportSharedMemBankSizeEightByte;

  CK(cuportDeviceGetLimit(&v, cuportLimitStackSize));
  ck_assert_uint_eq(v, 1024);
  CK(cuportDeviceGetLimit(&v, cuportLimitMallocHeapSize));
  ck_assert_uint_eq(v, (size_t)8 << 20);
  CK(cuportDeviceGetLimit(&v, cuportLimitPrintfFifoSize));
  ck_assert_uint_gt(v, 0);
  CK(cuportDeviceSetLimit(cuportLimitStackSize, 4096));
  CK(cuportDeviceSetLimit(cuportLimitMallocHeapSize, 123456));
  CK(cuportDeviceGetLimit(&v, cuportLimitStackSize));
  ck_assert_uint_eq(v, 4096);
  CK(cuportDeviceGetLimit(&v, cuportLimitMallocHeapSize));
  ck_assert_uint_eq(v, 123456);
  /* the device runtime's limits: the pending launch count sizes the queue of launches
     from kernels (devlaunch.c) */
  CK(cuportDeviceGetLimit(&v, cuportLimitDevRuntimePendingLaunchCount));
  ck_assert_uint_eq(v, 2048);
  CK(cuportDeviceSetLimit(cuportLimitDevRuntimePendingLaunchCount, 4096));
  CK(cuportDeviceGetLimit(&v, cuportLimitDevRuntimePendingLaunchCount));
  ck_assert_uint_eq(v, 4096);
  CK(cuportDeviceSetLimit(cuportLimitDevRuntimePendingLaunchCount, 2048));
  CK(cuportDeviceSetLimit(cuportLimitDevRuntimeSyncDepth, 4));
  CK_FAILS(cuportDeviceGetLimit(&v, (cuportLimit)99), cuportErrorUnsupportedLimit);
  CK_FAILS(cuportDeviceGetLimit(NULL, cuportLimitStackSize), cuportErrorInvalidValue);

  CK(cuportDeviceGetCacheConfig(&c));
  ck_assert_int_eq(c, cuportFuncCachePreferNone);
  CK(cuportDeviceSetCacheConfig(cuportFuncCachePreferL1));
  CK(cuportDeviceGetCacheConfig(&c));
  ck_assert_int_eq(c, cuportFuncCachePreferL1);
  CK_FAILS(cuportDeviceSetCacheConfig((cuportFuncCache)9), cuportErrorInvalidValue);
  CK(cuportDeviceGetSharedMemConfig(&m));
  ck_assert_int_eq(m, cuportSharedMemBankSizeDefault);
  CK(cuportDeviceSetSharedMemConfig(cuportSharedMemBankSizeFourByte));
  CK(cuportDeviceGetSharedMemConfig(&m));
  ck_assert_int_eq(m, cuportSharedMemBankSizeFourByte);

  /* a reset returns them to the defaults, as CUDA's new context does */
  CK(cuportDeviceReset());
  CK(cuportDeviceGetLimit(&v, cuportLimitStackSize));
  ck_assert_uint_eq(v, 1024);
  CK(cuportDeviceGetCacheConfig(&c));
  ck_assert_int_eq(c, cuportFuncCachePreferNone);
  CK(cuportDeviceGetSharedMemConfig(&m));
  ck_assert_int_eq(m, cuportSharedMemBankSizeDefault);
}
END_TEST

START_TEST(device_synchronize_waits_for_queued_copies)
{
  int *d, h[256], back[256], i;
  for (i = 0; i < 256; i++)
    h[i] = i * 3;
  CK(cuportMalloc((void **)&d, sizeof h));
  CK(cuportMemcpyAsync(d, h, sizeof h, cuportMemcpyHostToDevice, NULL));
  CK(cuportDeviceSynchronize());
  CK(cuportMemcpy(back, d, sizeof back, cuportMemcpyDeviceToHost));
  ck_assert_mem_eq(back, h, sizeof h);
  CK(cuportFree(d));
}
END_TEST

START_TEST(device_reset_releases_allocations_and_handles)
{
  void *d;
  cuportStream_t s;
  cuportPointerAttributes a;
  CK(cuportMalloc(&d, 1024));
  CK(cuportStreamCreate(&s));
  CK(cuportMemsetAsync(d, 0, 1024, cuportStreamPerThread));
  CK(cuportDeviceReset());
  CK(cuportPointerGetAttributes(&a, d));
  ck_assert_int_eq(a.type, cuportMemoryTypeUnregistered);
  CK_FAILS(cuportFree(d), cuportErrorInvalidValue);
  CK(cuportMalloc(&d, 16));
  CK(cuportMemsetAsync(d, 0, 16, cuportStreamPerThread)); /* a new per-thread stream */
  CK(cuportStreamSynchronize(cuportStreamPerThread));
  CK(cuportFree(d));
}
END_TEST

START_TEST(device_without_svm_gets_an_error_naming_it)
{
  int n;
  void *p;
  CK(cuportGetDeviceCount(&n));
  cuport_devices[0].svm = 0;
  CK_FAILS(cuportMalloc(&p, 64), cuportErrorNotSupported);
  ck_assert_msg(test_contains(cuportGetErrorDetail(), cuport_devices[0].name), "%s",
                cuportGetErrorDetail());
  ck_assert(test_contains(cuportGetErrorDetail(), "SVM") ||
            test_contains(cuportGetErrorDetail(), "shared virtual memory"));
}
END_TEST

static Suite *device_suite(void)
{
  Suite *s = suite_create("device");
  TCase *tc = tcase_create("device");
  tcase_add_test(tc, device_count_is_at_least_one);
  tcase_add_test(tc, set_device_rejects_a_bad_ordinal);
  tcase_add_test(tc, cuport_device_selects_by_name_substring);
  tcase_add_test(tc, cuport_device_selects_by_index);
  tcase_add_test(tc, cuport_device_matching_nothing_gives_no_device);
  tcase_add_test(tc, properties_use_cuda_field_names_and_limits);
  tcase_add_test(tc, attributes_match_properties);
  tcase_add_test(tc, device_flags_are_kept);
  tcase_add_test(tc, stream_priority_range_is_empty);
  tcase_add_test(tc, limits_read_back_and_reset);
  tcase_add_test(tc, device_synchronize_waits_for_queued_copies);
  tcase_add_test(tc, device_reset_releases_allocations_and_handles);
  tcase_add_test(tc, device_without_svm_gets_an_error_naming_it);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(device_suite)
