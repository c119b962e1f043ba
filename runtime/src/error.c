/*
 * error.c: CUDA's error semantics over OpenCL.  Holds the per-thread last
 * error and detail message, the CUDA name/message table (the X-macro list in
 * cuport_runtime.h), the OpenCL error-name table, and the mapping from an
 * OpenCL failure to the closest CUDA code.  Sticky errors live on the device
 * (device.c checks them); this file only sets them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static _Thread_local cuportError_t last_error;
static _Thread_local char *detail;
static _Thread_local size_t detail_cap;

/* The detail buffer is heap memory per thread: a pthread key frees it when
   the thread exits (threads that call cuport and end would leak it). */
static pthread_key_t detail_key;
static pthread_once_t detail_key_once = PTHREAD_ONCE_INIT;
long cuport_detail_buffers;

static void detail_free(void *p)
{
  free(p);
  __atomic_fetch_sub(&cuport_detail_buffers, 1, __ATOMIC_RELAXED);
}

static void detail_key_init(void)
{
  pthread_key_create(&detail_key, detail_free);
}

/* Grows this thread's detail buffer to at least need bytes; 0 on success. */
static int detail_reserve(size_t need)
{
  char *grown;

  if (need <= detail_cap)
    return 0;
  grown = realloc(detail, need);
  if (!grown)
    return -1;
  if (!detail) {
    pthread_once(&detail_key_once, detail_key_init);
    __atomic_fetch_add(&cuport_detail_buffers, 1, __ATOMIC_RELAXED);
  }
  detail = grown;
  detail_cap = need;
  pthread_setspecific(detail_key, detail);
  return 0;
}

/* OpenCL error codes and their names, core and the extensions we may meet. */
#define CUPORT_CL_ERRORS(X)                                                    \
  X(CL_SUCCESS, 0) X(CL_DEVICE_NOT_FOUND, -1) X(CL_DEVICE_NOT_AVAILABLE, -2)  \
  X(CL_COMPILER_NOT_AVAILABLE, -3) X(CL_MEM_OBJECT_ALLOCATION_FAILURE, -4)     \
  X(CL_OUT_OF_RESOURCES, -5) X(CL_OUT_OF_HOST_MEMORY, -6)                      \
  X(CL_PROFILING_INFO_NOT_AVAILABLE, -7) X(CL_MEM_COPY_OVERLAP, -8)            \
  X(CL_IMAGE_FORMAT_MISMATCH, -9) X(CL_IMAGE_FORMAT_NOT_SUPPORTED, -10)        \
  X(CL_BUILD_PROGRAM_FAILURE, -11) X(CL_MAP_FAILURE, -12)                      \
  X(CL_MISALIGNED_SUB_BUFFER_OFFSET, -13)                                      \
  X(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, -14)                         \
  X(CL_COMPILE_PROGRAM_FAILURE, -15) X(CL_LINKER_NOT_AVAILABLE, -16)           \
  X(CL_LINK_PROGRAM_FAILURE, -17) X(CL_DEVICE_PARTITION_FAILED, -18)           \
  X(CL_KERNEL_ARG_INFO_NOT_AVAILABLE, -19) X(CL_INVALID_VALUE, -30)            \
  X(CL_INVALID_DEVICE_TYPE, -31) X(CL_INVALID_PLATFORM, -32)                   \
  X(CL_INVALID_DEVICE, -33) X(CL_INVALID_CONTEXT, -34)                         \
  X(CL_INVALID_QUEUE_PROPERTIES, -35) X(CL_INVALID_COMMAND_QUEUE, -36)         \
  X(CL_INVALID_HOST_PTR, -37) X(CL_INVALID_MEM_OBJECT, -38)                    \
  X(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, -39) X(CL_INVALID_IMAGE_SIZE, -40)     \
  X(CL_INVALID_SAMPLER, -41) X(CL_INVALID_BINARY, -42)                         \
  X(CL_INVALID_BUILD_OPTIONS, -43) X(CL_INVALID_PROGRAM, -44)                  \
  X(CL_INVALID_PROGRAM_EXECUTABLE, -45) X(CL_INVALID_KERNEL_NAME, -46)         \
  X(CL_INVALID_KERNEL_DEFINITION, -47) X(CL_INVALID_KERNEL, -48)               \
  X(CL_INVALID_ARG_INDEX, -49) X(CL_INVALID_ARG_VALUE, -50)                    \
  X(CL_INVALID_ARG_SIZE, -51) X(CL_INVALID_KERNEL_ARGS, -52)                   \
  X(CL_INVALID_WORK_DIMENSION, -53) X(CL_INVALID_WORK_GROUP_SIZE, -54)         \
  X(CL_INVALID_WORK_ITEM_SIZE, -55) X(CL_INVALID_GLOBAL_OFFSET, -56)           \
  X(CL_INVALID_EVENT_WAIT_LIST, -57) X(CL_INVALID_EVENT, -58)                  \
  X(CL_INVALID_OPERATION, -59) X(CL_INVALID_GL_OBJECT, -60)                    \
  X(CL_INVALID_BUFFER_SIZE, -61) X(CL_INVALID_MIP_LEVEL, -62)                  \
  X(CL_INVALID_GLOBAL_WORK_SIZE, -63) X(CL_INVALID_PROPERTY, -64)              \
  X(CL_INVALID_IMAGE_DESCRIPTOR, -65) X(CL_INVALID_COMPILER_OPTIONS, -66)      \
  X(CL_INVALID_LINKER_OPTIONS, -67) X(CL_INVALID_DEVICE_PARTITION_COUNT, -68)  \
  X(CL_INVALID_PIPE_SIZE, -69) X(CL_INVALID_DEVICE_QUEUE, -70)                 \
  X(CL_INVALID_SPEC_ID, -71) X(CL_MAX_SIZE_RESTRICTION_EXCEEDED, -72)          \
  X(CL_PLATFORM_NOT_FOUND_KHR, -1001)

const char *cuport_cl_error_name(cl_int clerr)
{
  switch (clerr) {
#define CUPORT_CL_CASE(name, value) case value: return #name;
    CUPORT_CL_ERRORS(CUPORT_CL_CASE)
#undef CUPORT_CL_CASE
  default:
    return "CL_UNKNOWN_ERROR";
  }
}

cuportError_t cuport_cl_to_cuda(cl_int clerr)
{
  switch (clerr) {
  case CL_SUCCESS: return cuportSuccess;
  case CL_DEVICE_NOT_FOUND:
  case CL_PLATFORM_NOT_FOUND_KHR: return cuportErrorNoDevice;
  case CL_DEVICE_NOT_AVAILABLE: return cuportErrorDevicesUnavailable;
  case CL_COMPILER_NOT_AVAILABLE:
  case CL_LINKER_NOT_AVAILABLE: return cuportErrorJitCompilerNotFound;
  case CL_MEM_OBJECT_ALLOCATION_FAILURE:
  case CL_OUT_OF_HOST_MEMORY:
  case CL_INVALID_BUFFER_SIZE: return cuportErrorMemoryAllocation;
  case CL_OUT_OF_RESOURCES: return cuportErrorLaunchOutOfResources;
  case CL_BUILD_PROGRAM_FAILURE:
  case CL_COMPILE_PROGRAM_FAILURE:
  case CL_LINK_PROGRAM_FAILURE:
  case CL_INVALID_BUILD_OPTIONS:
  case CL_INVALID_COMPILER_OPTIONS: return cuportErrorInvalidSource;
  case CL_INVALID_BINARY:
  case CL_INVALID_PROGRAM:
  case CL_INVALID_PROGRAM_EXECUTABLE: return cuportErrorInvalidKernelImage;
  case CL_INVALID_KERNEL_NAME:
  case CL_INVALID_KERNEL_DEFINITION:
  case CL_INVALID_KERNEL: return cuportErrorInvalidDeviceFunction;
  case CL_INVALID_DEVICE:
  case CL_INVALID_DEVICE_TYPE:
  case CL_INVALID_PLATFORM: return cuportErrorInvalidDevice;
  case CL_INVALID_CONTEXT:
  case CL_INVALID_COMMAND_QUEUE:
  case CL_INVALID_EVENT:
  case CL_INVALID_MEM_OBJECT: return cuportErrorInvalidResourceHandle;
  case CL_INVALID_WORK_DIMENSION:
  case CL_INVALID_WORK_GROUP_SIZE:
  case CL_INVALID_WORK_ITEM_SIZE:
  case CL_INVALID_GLOBAL_WORK_SIZE:
  case CL_INVALID_GLOBAL_OFFSET: return cuportErrorInvalidConfiguration;
  case CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST: return cuportErrorLaunchFailure;
  case CL_INVALID_OPERATION: return cuportErrorNotSupported;
  case CL_PROFILING_INFO_NOT_AVAILABLE: return cuportErrorInvalidResourceHandle;
  case CL_INVALID_HOST_PTR: return cuportErrorInvalidHostPointer;
  default:
    return clerr <= -30 ? cuportErrorInvalidValue : cuportErrorUnknown;
  }
}

static void set_detail(const char *fmt, va_list ap)
{
  va_list copy;
  int need;

  va_copy(copy, ap);
  need = vsnprintf(detail, detail_cap, fmt, copy);
  va_end(copy);
  if (need < 0)
    return;
  if ((size_t)need >= detail_cap) {
    if (detail_reserve((size_t)need + 1))
      return;
    vsnprintf(detail, detail_cap, fmt, ap);
  }
}

static void record(cuportError_t code)
{
  last_error = code;
  CUPORT_TRACE("  -> %s (%s): %s", cuportGetErrorName(code), cuportGetErrorString(code),
               detail ? detail : "");
}

cuportError_t cuport_fail(cuportError_t code, const char *fmt, ...)
{
  va_list ap;

  if (code == cuportSuccess)
    return code;
  va_start(ap, fmt);
  set_detail(fmt, ap);
  va_end(ap);
  record(code);
  return code;
}

cuportError_t cuport_fail_cl(cl_int clerr, cuportError_t code, const char *fmt, ...)
{
  va_list ap;
  size_t len;

  if (code == cuportSuccess)
    code = cuport_cl_to_cuda(clerr);
  va_start(ap, fmt);
  set_detail(fmt, ap);
  va_end(ap);
  len = detail ? strlen(detail) : 0;
  if (!detail_reserve(len + 80))
    snprintf(detail + len, detail_cap - len, " (%s, %d)", cuport_cl_error_name(clerr), clerr);
  record(code);
  return code;
}

cuportError_t cuport_fail_sticky(cuport_device *dev, cl_int clerr, const char *what)
{
  cuportError_t none = cuportSuccess;

  __atomic_compare_exchange_n(&dev->sticky, &none, cuportErrorLaunchFailure, 0, __ATOMIC_RELEASE,
                              __ATOMIC_RELAXED);
  return cuport_fail_cl(clerr, cuportErrorLaunchFailure,
                        "%s: a command failed on device '%s'; the device stays in this error "
                        "state until cuportDeviceReset", what, dev->name);
}

void cuport_error_restore(cuportError_t saved)
{
  last_error = saved;
}

void cuport_error_clear_thread(void)
{
  last_error = cuportSuccess;
  if (detail)
    detail[0] = '\0';
}

/* A sticky error of the current device survives GetLastError, as in CUDA. */
static cuportError_t current_sticky(void)
{
  int index;
  cuport_device *dev;

  if (cuportGetDevice(&index) != cuportSuccess || index >= cuport_device_count)
    return cuportSuccess;
  dev = &cuport_devices[index];
  return __atomic_load_n(&dev->ready, __ATOMIC_ACQUIRE)
             ? __atomic_load_n(&dev->sticky, __ATOMIC_ACQUIRE)
             : cuportSuccess;
}

cuportError_t cuportGetLastError(void)
{
  cuportError_t e = last_error;

  last_error = current_sticky();
  return e;
}

cuportError_t cuportPeekAtLastError(void)
{
  return last_error;
}

const char *cuportGetErrorName(cuportError_t error)
{
  switch ((int)error) {
#define CUPORT_NAME_CASE(name, value, msg) case value: return "cuda" #name;
    CUPORT_ERROR_LIST(CUPORT_NAME_CASE)
#undef CUPORT_NAME_CASE
  default:
    return "unrecognized error code";
  }
}

const char *cuportGetErrorString(cuportError_t error)
{
  switch ((int)error) {
#define CUPORT_STRING_CASE(name, value, msg) case value: return msg;
    CUPORT_ERROR_LIST(CUPORT_STRING_CASE)
#undef CUPORT_STRING_CASE
  default:
    return "unrecognized error code";
  }
}

const char *cuportGetErrorDetail(void)
{
  return detail ? detail : "";
}

/* The API level the runtime implements, CUDART_VERSION of migrated code (cuport_runtime.h):
   12.8, the first with every conditional node type, which programs test the driver for. */
#define CUPORT_API_VERSION 12080

cuportError_t cuportRuntimeGetVersion(int *runtimeVersion)
{
  if (!runtimeVersion)
    return cuport_fail(cuportErrorInvalidValue, "runtimeVersion is NULL");
  *runtimeVersion = CUPORT_API_VERSION;
  return cuportSuccess;
}

cuportError_t cuportDriverGetVersion(int *driverVersion)
{
  if (!driverVersion)
    return cuport_fail(cuportErrorInvalidValue, "driverVersion is NULL");
  *driverVersion = cuport_init() == cuportSuccess ? CUPORT_API_VERSION : 0;
  return cuportSuccess;
}
