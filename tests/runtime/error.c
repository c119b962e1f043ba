/*
 * error.c: CUDA's error model: the numeric codes, CUDA's names and messages,
 * last/peek-last error, sticky errors that survive until a reset, and the
 * mapping of OpenCL failures to CUDA codes with the OpenCL name in the detail.
 */
#include <pthread.h>

#include "common.h"
#include "internal.h"

START_TEST(error_codes_have_cuda_values)
{
  ck_assert_int_eq(cuportSuccess, 0);
  ck_assert_int_eq(cuportErrorInvalidValue, 1);
  ck_assert_int_eq(cuportErrorMemoryAllocation, 2);
  ck_assert_int_eq(cuportErrorInvalidConfiguration, 9);
  ck_assert_int_eq(cuportErrorInvalidSymbol, 13);
  ck_assert_int_eq(cuportErrorInvalidDevicePointer, 17);
  ck_assert_int_eq(cuportErrorInvalidMemcpyDirection, 21);
  ck_assert_int_eq(cuportErrorInvalidDeviceFunction, 98);
  ck_assert_int_eq(cuportErrorNoDevice, 100);
  ck_assert_int_eq(cuportErrorInvalidDevice, 101);
  ck_assert_int_eq(cuportErrorInvalidKernelImage, 200);
  ck_assert_int_eq(cuportErrorInvalidSource, 300);
  ck_assert_int_eq(cuportErrorInvalidResourceHandle, 400);
  ck_assert_int_eq(cuportErrorNotReady, 600);
  ck_assert_int_eq(cuportErrorIllegalAddress, 700);
  ck_assert_int_eq(cuportErrorLaunchOutOfResources, 701);
  ck_assert_int_eq(cuportErrorHostMemoryAlreadyRegistered, 712);
  ck_assert_int_eq(cuportErrorLaunchFailure, 719);
  ck_assert_int_eq(cuportErrorNotSupported, 801);
  ck_assert_int_eq(cuportErrorStreamDetached, 917);
  ck_assert_int_eq(cuportErrorUnknown, 999);
}
END_TEST

START_TEST(names_and_strings_are_cudas)
{
  ck_assert_str_eq(cuportGetErrorName(cuportSuccess), "cudaSuccess");
  ck_assert_str_eq(cuportGetErrorString(cuportSuccess), "no error");
  ck_assert_str_eq(cuportGetErrorName(cuportErrorInvalidValue), "cudaErrorInvalidValue");
  ck_assert_str_eq(cuportGetErrorString(cuportErrorInvalidValue), "invalid argument");
  ck_assert_str_eq(cuportGetErrorString(cuportErrorMemoryAllocation), "out of memory");
  ck_assert_str_eq(cuportGetErrorString(cuportErrorInvalidConfiguration),
                   "invalid configuration argument");
  ck_assert_str_eq(cuportGetErrorName(cuportErrorLaunchFailure), "cudaErrorLaunchFailure");
  ck_assert_str_eq(cuportGetErrorString(cuportErrorLaunchFailure), "unspecified launch failure");
  ck_assert_str_eq(cuportGetErrorString(cuportErrorIllegalAddress),
                   "an illegal memory access was encountered");
  ck_assert_str_eq(cuportGetErrorString(cuportErrorNoDevice), "no CUDA-capable device is detected");
  ck_assert_str_eq(cuportGetErrorName((cuportError_t)12345), "unrecognized error code");
  ck_assert_str_eq(cuportGetErrorString((cuportError_t)-4), "unrecognized error code");
}
END_TEST

START_TEST(get_last_error_resets_and_peek_does_not)
{
  void *p;
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  CK_FAILS(cuportMalloc(NULL, 4), cuportErrorInvalidValue);
  CK(cuportMalloc(&p, 4)); /* success does not clear it, as in CUDA */
  ck_assert_int_eq(cuportPeekAtLastError(), cuportErrorInvalidValue);
  ck_assert_int_eq(cuportPeekAtLastError(), cuportErrorInvalidValue);
  ck_assert_int_eq(cuportGetLastError(), cuportErrorInvalidValue);
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  CK(cuportFree(p));
}
END_TEST

START_TEST(sticky_errors_persist_until_device_reset)
{
  void *p;
  CK(cuportMalloc(&p, 4));
  cuport_devices[0].sticky = cuportErrorLaunchFailure;
  CK_FAILS(cuportMalloc(&p, 4), cuportErrorLaunchFailure);
  CK_FAILS(cuportDeviceSynchronize(), cuportErrorLaunchFailure);
  ck_assert_int_eq(cuportGetLastError(), cuportErrorLaunchFailure);
  ck_assert_int_eq(cuportGetLastError(), cuportErrorLaunchFailure);
  CK(cuportDeviceReset());
  ck_assert_int_eq(cuportGetLastError(), cuportErrorLaunchFailure);
  ck_assert_int_eq(cuportGetLastError(), cuportSuccess);
  CK(cuportMalloc(&p, 4));
  CK(cuportFree(p));
}
END_TEST

START_TEST(execution_failures_become_sticky)
{
  int n;
  CK(cuportGetDeviceCount(&n));
  CK(cuportDeviceSynchronize());
  CK_FAILS(cuport_fail_sticky(&cuport_devices[0], CL_OUT_OF_RESOURCES, "test"),
           cuportErrorLaunchFailure);
  ck_assert(test_contains(cuportGetErrorDetail(), "CL_OUT_OF_RESOURCES"));
  CK_FAILS(cuportStreamSynchronize(NULL), cuportErrorLaunchFailure);
}
END_TEST

START_TEST(opencl_errors_map_to_the_closest_cuda_code)
{
  ck_assert_int_eq(cuport_cl_to_cuda(CL_SUCCESS), cuportSuccess);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_MEM_OBJECT_ALLOCATION_FAILURE), cuportErrorMemoryAllocation);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_OUT_OF_HOST_MEMORY), cuportErrorMemoryAllocation);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_OUT_OF_RESOURCES), cuportErrorLaunchOutOfResources);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_BUILD_PROGRAM_FAILURE), cuportErrorInvalidSource);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_INVALID_KERNEL_NAME), cuportErrorInvalidDeviceFunction);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_INVALID_WORK_GROUP_SIZE), cuportErrorInvalidConfiguration);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_INVALID_COMMAND_QUEUE), cuportErrorInvalidResourceHandle);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_INVALID_ARG_SIZE), cuportErrorInvalidValue);
  ck_assert_int_eq(cuport_cl_to_cuda(CL_PLATFORM_NOT_FOUND_KHR), cuportErrorNoDevice);
  ck_assert_int_eq(cuport_cl_to_cuda(-9999), cuportErrorInvalidValue);
  ck_assert_str_eq(cuport_cl_error_name(CL_INVALID_KERNEL_ARGS), "CL_INVALID_KERNEL_ARGS");
  ck_assert_str_eq(cuport_cl_error_name(12345), "CL_UNKNOWN_ERROR");
  CK_FAILS(cuport_fail_cl(CL_INVALID_MEM_OBJECT, 0, "step %d", 3), cuportErrorInvalidResourceHandle);
  ck_assert_str_eq(cuportGetErrorDetail(), "step 3 (CL_INVALID_MEM_OBJECT, -38)");
}
END_TEST

START_TEST(versions_are_reported)
{
  int v = 0;
  CK(cuportRuntimeGetVersion(&v));
  ck_assert_int_ge(v, 12000);
  CK(cuportDriverGetVersion(&v));
  ck_assert_int_ge(v, 12000);
  CK_FAILS(cuportRuntimeGetVersion(NULL), cuportErrorInvalidValue);
}
END_TEST

static void *fail_once(void *unused)
{
  (void)unused;
  CK_FAILS(cuportMalloc(NULL, 4), cuportErrorInvalidValue);
  ck_assert(test_contains(cuportGetErrorDetail(), "devPtr is NULL"));
  return NULL;
}

START_TEST(a_thread_that_fails_frees_its_error_detail_when_it_exits)
{
  long before;
  int i;
  pthread_t t[4];
  CK_FAILS(cuportMalloc(NULL, 4), cuportErrorInvalidValue); /* this thread's own buffer */
  before = __atomic_load_n(&cuport_detail_buffers, __ATOMIC_ACQUIRE);
  for (i = 0; i < 4; i++)
    ck_assert_int_eq(pthread_create(&t[i], NULL, fail_once, NULL), 0);
  for (i = 0; i < 4; i++)
    pthread_join(t[i], NULL);
  ck_assert_int_eq(__atomic_load_n(&cuport_detail_buffers, __ATOMIC_ACQUIRE), before);
}
END_TEST

static Suite *error_suite(void)
{
  Suite *s = suite_create("error");
  TCase *tc = tcase_create("error");
  tcase_add_test(tc, error_codes_have_cuda_values);
  tcase_add_test(tc, names_and_strings_are_cudas);
  tcase_add_test(tc, get_last_error_resets_and_peek_does_not);
  tcase_add_test(tc, sticky_errors_persist_until_device_reset);
  tcase_add_test(tc, execution_failures_become_sticky);
  tcase_add_test(tc, opencl_errors_map_to_the_closest_cuda_code);
  tcase_add_test(tc, versions_are_reported);
  tcase_add_test(tc, a_thread_that_fails_frees_its_error_detail_when_it_exits);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(error_suite)
