/* cuport: the CUDA driver API (cu*), declarations only, enough to parse common code.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * It defines CUDA_VERSION (clang and user code read it from here), the driver's handle
 * types, CUresult and the attribute enums most programs use, and the driver functions
 * for initialisation, devices, contexts, modules, memory, launches, streams and events.
 * As in CUDA, versioned entry points are macros (cuMemAlloc -> cuMemAlloc_v2), so the AST
 * names the same function with or without an SDK.  cuport flags driver API use as
 * unsupported; these declarations only keep such units parseable.  Usable from C and C++.
 */
#ifndef CUPORT_CUDA_H
#define CUPORT_CUDA_H
#define __cuda_cuda_h__
#include "host_defines.h"
#include <stddef.h>

#ifndef CUDA_VERSION
#define CUDA_VERSION __CUPORT_CUDA_VERSION
#endif

typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef struct CUarray_st *CUarray;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphExec_st *CUgraphExec;
typedef struct CUlinkState_st *CUlinkState;
typedef unsigned long long CUtexObject;
typedef unsigned long long CUsurfObject;
typedef struct CUuuid_st CUuuid;

typedef enum cudaError_enum {
  CUDA_SUCCESS = 0, CUDA_ERROR_INVALID_VALUE = 1, CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3, CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_PROFILER_DISABLED = 5, CUDA_ERROR_STUB_LIBRARY = 34,
  CUDA_ERROR_NO_DEVICE = 100, CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_IMAGE = 200, CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_MAP_FAILED = 205, CUDA_ERROR_UNMAP_FAILED = 206,
  CUDA_ERROR_NO_BINARY_FOR_GPU = 209, CUDA_ERROR_INVALID_PTX = 218,
  CUDA_ERROR_INVALID_SOURCE = 300, CUDA_ERROR_FILE_NOT_FOUND = 301,
  CUDA_ERROR_INVALID_HANDLE = 400, CUDA_ERROR_NOT_FOUND = 500, CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
  CUDA_ERROR_LAUNCH_TIMEOUT = 702, CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_NOT_PERMITTED = 800, CUDA_ERROR_NOT_SUPPORTED = 801, CUDA_ERROR_UNKNOWN = 999
} CUresult;

typedef enum CUdevice_attribute_enum {
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9, CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12, CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
} CUdevice_attribute;
typedef enum CUfunction_attribute_enum {
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  CU_FUNC_ATTRIBUTE_NUM_REGS = 4, CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
  CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
} CUfunction_attribute;
typedef enum CUjit_option_enum {
  CU_JIT_MAX_REGISTERS = 0, CU_JIT_THREADS_PER_BLOCK = 1, CU_JIT_WALL_TIME = 2,
  CU_JIT_INFO_LOG_BUFFER = 3, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7
} CUjit_option;
typedef enum CUctx_flags_enum {
  CU_CTX_SCHED_AUTO = 0, CU_CTX_SCHED_SPIN = 1, CU_CTX_SCHED_YIELD = 2,
  CU_CTX_SCHED_BLOCKING_SYNC = 4, CU_CTX_MAP_HOST = 8
} CUctx_flags;
typedef enum CUstream_flags_enum { CU_STREAM_DEFAULT = 0, CU_STREAM_NON_BLOCKING = 1 } CUstream_flags;
typedef enum CUevent_flags_enum {
  CU_EVENT_DEFAULT = 0, CU_EVENT_BLOCKING_SYNC = 1, CU_EVENT_DISABLE_TIMING = 2,
  CU_EVENT_INTERPROCESS = 4
} CUevent_flags;

/* Versioned entry points, as CUDA's cuda.h maps them. */
#define cuDeviceTotalMem cuDeviceTotalMem_v2
#define cuCtxCreate cuCtxCreate_v2
#define cuCtxDestroy cuCtxDestroy_v2
#define cuCtxPopCurrent cuCtxPopCurrent_v2
#define cuCtxPushCurrent cuCtxPushCurrent_v2
#define cuModuleGetGlobal cuModuleGetGlobal_v2
#define cuMemGetInfo cuMemGetInfo_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemAllocPitch cuMemAllocPitch_v2
#define cuMemFree cuMemFree_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
#define cuMemcpyDtoD cuMemcpyDtoD_v2
#define cuMemcpyHtoDAsync cuMemcpyHtoDAsync_v2
#define cuMemcpyDtoHAsync cuMemcpyDtoHAsync_v2
#define cuMemsetD8 cuMemsetD8_v2
#define cuMemsetD32 cuMemsetD32_v2
#define cuStreamDestroy cuStreamDestroy_v2
#define cuEventDestroy cuEventDestroy_v2
#define cuDevicePrimaryCtxRelease cuDevicePrimaryCtxRelease_v2
#define cuLinkCreate cuLinkCreate_v2
#define cuLinkAddData cuLinkAddData_v2

#define __CUPORT_DRV extern __host__ CUresult CUDAAPI
__CUPORT_BEGIN_C
__CUPORT_DRV cuGetErrorString(CUresult error, const char **pStr);
__CUPORT_DRV cuGetErrorName(CUresult error, const char **pStr);
__CUPORT_DRV cuInit(unsigned int flags);
__CUPORT_DRV cuDriverGetVersion(int *driverVersion);
/* devices and contexts */
__CUPORT_DRV cuDeviceGet(CUdevice *device, int ordinal);
__CUPORT_DRV cuDeviceGetCount(int *count);
__CUPORT_DRV cuDeviceGetName(char *name, int len, CUdevice dev);
__CUPORT_DRV cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev);
__CUPORT_DRV cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev);
__CUPORT_DRV cuDeviceComputeCapability(int *major, int *minor, CUdevice dev);
__CUPORT_DRV cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev);
__CUPORT_DRV cuDevicePrimaryCtxRelease_v2(CUdevice dev);
__CUPORT_DRV cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev);
__CUPORT_DRV cuCtxDestroy_v2(CUcontext ctx);
__CUPORT_DRV cuCtxGetCurrent(CUcontext *pctx);
__CUPORT_DRV cuCtxSetCurrent(CUcontext ctx);
__CUPORT_DRV cuCtxPushCurrent_v2(CUcontext ctx);
__CUPORT_DRV cuCtxPopCurrent_v2(CUcontext *pctx);
__CUPORT_DRV cuCtxGetDevice(CUdevice *device);
__CUPORT_DRV cuCtxSynchronize(void);
/* modules and functions */
__CUPORT_DRV cuModuleLoad(CUmodule *module, const char *fname);
__CUPORT_DRV cuModuleLoadData(CUmodule *module, const void *image);
__CUPORT_DRV cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions,
                                CUjit_option *options, void **optionValues);
__CUPORT_DRV cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name);
__CUPORT_DRV cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod,
                                  const char *name);
__CUPORT_DRV cuModuleUnload(CUmodule hmod);
__CUPORT_DRV cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc);
__CUPORT_DRV cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value);
__CUPORT_DRV cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY,
                            unsigned int gridDimZ, unsigned int blockDimX,
                            unsigned int blockDimY, unsigned int blockDimZ,
                            unsigned int sharedMemBytes, CUstream hStream,
                            void **kernelParams, void **extra);
__CUPORT_DRV cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func,
                                                         int blockSize,
                                                         size_t dynamicSMemSize);
/* memory */
__CUPORT_DRV cuMemGetInfo_v2(size_t *free, size_t *total);
__CUPORT_DRV cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize);
__CUPORT_DRV cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t widthInBytes,
                                size_t height, unsigned int elementSizeBytes);
__CUPORT_DRV cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags);
__CUPORT_DRV cuMemFree_v2(CUdeviceptr dptr);
__CUPORT_DRV cuMemAllocHost_v2(void **pp, size_t bytesize);
__CUPORT_DRV cuMemFreeHost(void *p);
__CUPORT_DRV cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
__CUPORT_DRV cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
__CUPORT_DRV cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
__CUPORT_DRV cuMemcpyHtoDAsync_v2(CUdeviceptr dstDevice, const void *srcHost,
                                  size_t ByteCount, CUstream hStream);
__CUPORT_DRV cuMemcpyDtoHAsync_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount,
                                  CUstream hStream);
__CUPORT_DRV cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N);
__CUPORT_DRV cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N);
/* streams and events */
__CUPORT_DRV cuStreamCreate(CUstream *phStream, unsigned int Flags);
__CUPORT_DRV cuStreamDestroy_v2(CUstream hStream);
__CUPORT_DRV cuStreamSynchronize(CUstream hStream);
__CUPORT_DRV cuStreamQuery(CUstream hStream);
__CUPORT_DRV cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags);
__CUPORT_DRV cuEventCreate(CUevent *phEvent, unsigned int Flags);
__CUPORT_DRV cuEventRecord(CUevent hEvent, CUstream hStream);
__CUPORT_DRV cuEventSynchronize(CUevent hEvent);
__CUPORT_DRV cuEventQuery(CUevent hEvent);
__CUPORT_DRV cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd);
__CUPORT_DRV cuEventDestroy_v2(CUevent hEvent);
__CUPORT_END_C

#endif /* CUPORT_CUDA_H */
