/*
 * cuport_runtime.h: the cuport runtime API, the C library that programs
 * migrated from CUDA by cuport link against.
 *
 * Every function mirrors one CUDA runtime function: cudaXxx becomes cuportXxx
 * with the same parameters, the same error codes (numerically equal to CUDA
 * 12/13's cudaError_t) and the same semantics, implemented over OpenCL 2.0+
 * (device memory is coarse-grained SVM, so device pointers are real addresses).
 * Kernels are OpenCL C 1.2 programs that the migrated program embeds and
 * registers by name; they are launched through cuportLaunchKernel with typed
 * arguments.  The header is plain C, usable from C and C++.
 *
 * Conventions that hold for every function unless its comment says otherwise:
 *  - The return value is the error code; cuportSuccess (0) means success.
 *    Output parameters are written only on success.
 *  - A failing call also records its code as this thread's last error
 *    (cuportGetLastError / cuportPeekAtLastError) and a detail message
 *    (cuportGetErrorDetail) naming the cause, including the OpenCL error name
 *    when an OpenCL call failed.
 *  - Once a kernel fails on a device (a "sticky" error, as in CUDA), every call
 *    that uses that device returns that error until cuportDeviceReset.
 *  - Calls act on the calling thread's current device (cuportSetDevice);
 *    device state (context, queues) is created on first use.
 *  - Handles (streams, events, programs, kernels) are owned by the runtime;
 *    streams and events are released by their Destroy call or cuportDeviceReset.
 *  - The library is thread-safe.  Environment variables are documented in
 *    runtime/README.md (CUPORT_DEVICE, CUPORT_TRACE, CUPORT_KERNEL_DIR,
 *    CUPORT_CACHE_DIR, CUPORT_CACHE, CUPORT_PORTABLE, CUPORT_BUILD_OPTIONS,
 *    CUPORT_PROFILE).
 */
#ifndef CUPORT_RUNTIME_H
#define CUPORT_RUNTIME_H

/* A file migrated from a .cu defines CUPORT_NVCC before its first include of
   this header: it then also gets what nvcc puts in front of every .cu (the
   last section below).  nvcc defines __CUDACC__ on its command line, ahead of
   every header, standard ones included; so does this, before any #include. */
#if defined(CUPORT_NVCC) && defined(__cplusplus) && !defined(__CUDACC__)
#define __CUDACC__ 1
#endif
/* and __NVCC__, for every file it compiles (C included), which portability headers test
   (#ifdef __NVCC__ #include <cuda.h> #else #include <hip/hip_runtime.h>): cuport parsed
   the unit with it defined, so the migrated branch is the one taken */
#if defined(CUPORT_NVCC) && !defined(__NVCC__)
#define __NVCC__ 1
#endif

#include <stddef.h>
#include <stdint.h>
#include "cuport_types.h"
#include "cuport_half.h"

#if defined(_WIN32)
#define CUPORT_API
#else
#define CUPORT_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- errors */

/* CUDA's error codes: X(name suffix, value, CUDA's message).  The enum gives
   cuport<suffix> = value; cuportGetErrorName gives "cuda<suffix>". */
#define CUPORT_ERROR_LIST(X) \
  X(Success, 0, "no error") \
  X(ErrorInvalidValue, 1, "invalid argument") \
  X(ErrorMemoryAllocation, 2, "out of memory") \
  X(ErrorInitializationError, 3, "initialization error") \
  X(ErrorCudartUnloading, 4, "driver shutting down") \
  X(ErrorProfilerDisabled, 5, "profiler disabled while using external profiling tool") \
  X(ErrorProfilerNotInitialized, 6, "profiler not initialized: call cudaProfilerInitialize()") \
  X(ErrorProfilerAlreadyStarted, 7, "profiler already started") \
  X(ErrorProfilerAlreadyStopped, 8, "profiler already stopped") \
  X(ErrorInvalidConfiguration, 9, "invalid configuration argument") \
  X(ErrorVersionTranslation, 10, "version translation error") \
  X(ErrorInvalidPitchValue, 12, "invalid pitch argument") \
  X(ErrorInvalidSymbol, 13, "invalid device symbol") \
  X(ErrorInvalidHostPointer, 16, "invalid host pointer") \
  X(ErrorInvalidDevicePointer, 17, "invalid device pointer") \
  X(ErrorInvalidTexture, 18, "invalid texture reference") \
  X(ErrorInvalidTextureBinding, 19, "texture is not bound to a pointer") \
  X(ErrorInvalidChannelDescriptor, 20, "invalid channel descriptor") \
  X(ErrorInvalidMemcpyDirection, 21, "invalid copy direction for memcpy") \
  X(ErrorAddressOfConstant, 22, "invalid address of constant") \
  X(ErrorTextureFetchFailed, 23, "fetch from texture failed") \
  X(ErrorTextureNotBound, 24, "cannot fetch from a texture that is not bound") \
  X(ErrorSynchronizationError, 25, "incorrect use of __syncthreads()") \
  X(ErrorInvalidFilterSetting, 26, "linear filtering not supported for non-float type") \
  X(ErrorInvalidNormSetting, 27, "read as normalized float not supported for 32-bit non float type") \
  X(ErrorMixedDeviceExecution, 28, "device emulation mode and device execution mode cannot be mixed") \
  X(ErrorNotYetImplemented, 31, "feature not yet implemented") \
  X(ErrorMemoryValueTooLarge, 32, "memory size or pointer value too large to fit in 32 bit") \
  X(ErrorStubLibrary, 34, "CUDA driver is a stub library") \
  X(ErrorInsufficientDriver, 35, "CUDA driver version is insufficient for CUDA runtime version") \
  X(ErrorCallRequiresNewerDriver, 36, "API call is not supported in the installed CUDA driver") \
  X(ErrorInvalidSurface, 37, "invalid surface reference") \
  X(ErrorDuplicateVariableName, 43, "duplicate global variable looked up by string name") \
  X(ErrorDuplicateTextureName, 44, "duplicate texture looked up by string name") \
  X(ErrorDuplicateSurfaceName, 45, "duplicate surface looked up by string name") \
  X(ErrorDevicesUnavailable, 46, "CUDA-capable device(s) is/are busy or unavailable") \
  X(ErrorIncompatibleDriverContext, 49, "incompatible driver context") \
  X(ErrorMissingConfiguration, 52, "__global__ function call is not configured") \
  X(ErrorPriorLaunchFailure, 53, "unspecified launch failure in prior launch") \
  X(ErrorLaunchMaxDepthExceeded, 65, "launch would exceed maximum depth of nested launches") \
  X(ErrorLaunchFileScopedTex, 66, "launch failed because kernel uses unsupported, file-scoped textures (texture objects are supported)") \
  X(ErrorLaunchFileScopedSurf, 67, "launch failed because kernel uses unsupported, file-scoped surfaces (surface objects are supported)") \
  X(ErrorSyncDepthExceeded, 68, "cudaDeviceSynchronize failed because caller's grid depth exceeds cudaLimitDevRuntimeSyncDepth") \
  X(ErrorLaunchPendingCountExceeded, 69, "launch failed because launch would exceed cudaLimitDevRuntimePendingLaunchCount") \
  X(ErrorInvalidDeviceFunction, 98, "invalid device function") \
  X(ErrorNoDevice, 100, "no CUDA-capable device is detected") \
  X(ErrorInvalidDevice, 101, "invalid device ordinal") \
  X(ErrorDeviceNotLicensed, 102, "device doesn't have valid Grid license") \
  X(ErrorSoftwareValidityNotEstablished, 103, "integrity checks failed") \
  X(ErrorStartupFailure, 127, "startup failure in cuda runtime") \
  X(ErrorInvalidKernelImage, 200, "device kernel image is invalid") \
  X(ErrorDeviceUninitialized, 201, "invalid device context") \
  X(ErrorMapBufferObjectFailed, 205, "mapping of buffer object failed") \
  X(ErrorUnmapBufferObjectFailed, 206, "unmapping of buffer object failed") \
  X(ErrorArrayIsMapped, 207, "array is mapped") \
  X(ErrorAlreadyMapped, 208, "resource already mapped") \
  X(ErrorNoKernelImageForDevice, 209, "no kernel image is available for execution on the device") \
  X(ErrorAlreadyAcquired, 210, "resource already acquired") \
  X(ErrorNotMapped, 211, "resource not mapped") \
  X(ErrorNotMappedAsArray, 212, "resource not mapped as array") \
  X(ErrorNotMappedAsPointer, 213, "resource not mapped as pointer") \
  X(ErrorECCUncorrectable, 214, "uncorrectable ECC error encountered") \
  X(ErrorUnsupportedLimit, 215, "limit is not supported on this architecture") \
  X(ErrorDeviceAlreadyInUse, 216, "exclusive-thread device already in use by a different thread") \
  X(ErrorPeerAccessUnsupported, 217, "peer access is not supported between these two devices") \
  X(ErrorInvalidPtx, 218, "a PTX JIT compilation failed") \
  X(ErrorInvalidGraphicsContext, 219, "invalid OpenGL or DirectX context") \
  X(ErrorNvlinkUncorrectable, 220, "uncorrectable NVLink error detected during the execution") \
  X(ErrorJitCompilerNotFound, 221, "PTX JIT compiler library not found") \
  X(ErrorUnsupportedPtxVersion, 222, "the provided PTX was compiled with an unsupported toolchain.") \
  X(ErrorJitCompilationDisabled, 223, "PTX JIT compilation was disabled") \
  X(ErrorUnsupportedExecAffinity, 224, "the provided execution affinity is not supported") \
  X(ErrorUnsupportedDevSideSync, 225, "the provided kernel uses device-side synchronization that is not supported") \
  X(ErrorContained, 226, "an exception occurred on the device that is now contained by the GPU's error containment capability") \
  X(ErrorInvalidSource, 300, "device kernel image is invalid") \
  X(ErrorFileNotFound, 301, "file not found") \
  X(ErrorSharedObjectSymbolNotFound, 302, "shared object symbol not found") \
  X(ErrorSharedObjectInitFailed, 303, "shared object initialization failed") \
  X(ErrorOperatingSystem, 304, "OS call failed or operation not supported on this OS") \
  X(ErrorInvalidResourceHandle, 400, "invalid resource handle") \
  X(ErrorIllegalState, 401, "the operation cannot be performed in the present state") \
  X(ErrorLossyQuery, 402, "attempted introspection would be semantically lossy") \
  X(ErrorSymbolNotFound, 500, "named symbol not found") \
  X(ErrorNotReady, 600, "device not ready") \
  X(ErrorIllegalAddress, 700, "an illegal memory access was encountered") \
  X(ErrorLaunchOutOfResources, 701, "too many resources requested for launch") \
  X(ErrorLaunchTimeout, 702, "the launch timed out and was terminated") \
  X(ErrorLaunchIncompatibleTexturing, 703, "launch uses incompatible texturing mode") \
  X(ErrorPeerAccessAlreadyEnabled, 704, "peer access is already enabled") \
  X(ErrorPeerAccessNotEnabled, 705, "peer access has not been enabled") \
  X(ErrorSetOnActiveProcess, 708, "cannot set while device is active in this process") \
  X(ErrorContextIsDestroyed, 709, "context is destroyed") \
  X(ErrorAssert, 710, "device-side assert triggered") \
  X(ErrorTooManyPeers, 711, "peer mapping resources exhausted") \
  X(ErrorHostMemoryAlreadyRegistered, 712, "part or all of the requested memory range is already mapped") \
  X(ErrorHostMemoryNotRegistered, 713, "pointer does not correspond to a registered memory region") \
  X(ErrorHardwareStackError, 714, "hardware stack error") \
  X(ErrorIllegalInstruction, 715, "an illegal instruction was encountered") \
  X(ErrorMisalignedAddress, 716, "misaligned address") \
  X(ErrorInvalidAddressSpace, 717, "operation not supported on global/shared address space") \
  X(ErrorInvalidPc, 718, "invalid program counter") \
  X(ErrorLaunchFailure, 719, "unspecified launch failure") \
  X(ErrorCooperativeLaunchTooLarge, 720, "too many blocks in cooperative launch") \
  X(ErrorTensorMemoryLeak, 721, "tensor memory not completely freed") \
  X(ErrorNotPermitted, 800, "operation not permitted") \
  X(ErrorNotSupported, 801, "operation not supported") \
  X(ErrorSystemNotReady, 802, "system not yet initialized") \
  X(ErrorSystemDriverMismatch, 803, "system has unsupported display driver / cuda driver combination") \
  X(ErrorCompatNotSupportedOnDevice, 804, "forward compatibility was attempted on non supported HW") \
  X(ErrorMpsConnectionFailed, 805, "MPS client failed to connect to the MPS control daemon or the MPS server") \
  X(ErrorMpsRpcFailure, 806, "the remote procedural call between the MPS server and the MPS client failed") \
  X(ErrorMpsServerNotReady, 807, "MPS server is not ready to accept new MPS client requests") \
  X(ErrorMpsMaxClientsReached, 808, "the hardware resources required to create MPS client have been exhausted") \
  X(ErrorMpsMaxConnectionsReached, 809, "the hardware resources required to support device connections have been exhausted") \
  X(ErrorMpsClientTerminated, 810, "the MPS client has been terminated by the server") \
  X(ErrorCdpNotSupported, 811, "the module is using CUDA Dynamic Parallelism, but the current configuration, like MPS, does not support it") \
  X(ErrorCdpVersionMismatch, 812, "the module is using CUDA Dynamic Parallelism, but the current configuration does not support the CDP version") \
  X(ErrorStreamCaptureUnsupported, 900, "operation not permitted when stream is capturing") \
  X(ErrorStreamCaptureInvalidated, 901, "operation failed due to a previous error during capture") \
  X(ErrorStreamCaptureMerge, 902, "operation would result in a merge of separate capture sequences") \
  X(ErrorStreamCaptureUnmatched, 903, "capture was not ended in the same stream as it began") \
  X(ErrorStreamCaptureUnjoined, 904, "capturing stream has unjoined work") \
  X(ErrorStreamCaptureIsolation, 905, "dependency created on uncaptured work in another stream") \
  X(ErrorStreamCaptureImplicit, 906, "operation would make the legacy stream depend on a capturing blocking stream") \
  X(ErrorCapturedEvent, 907, "operation not permitted on an event last recorded in a capturing stream") \
  X(ErrorStreamCaptureWrongThread, 908, "attempt to terminate a thread-local capture sequence from another thread") \
  X(ErrorTimeout, 909, "wait operation timed out") \
  X(ErrorGraphExecUpdateFailure, 910, "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update") \
  X(ErrorExternalDevice, 911, "an async error has occured in external entity outside of CUDA") \
  X(ErrorInvalidClusterSize, 912, "a kernel launch error has occurred due to cluster misconfiguration") \
  X(ErrorFunctionNotLoaded, 913, "the function handle is not loaded when calling an API that requires a loaded function") \
  X(ErrorInvalidResourceType, 914, "one or more resources passed in are not valid resource types for the operation") \
  X(ErrorInvalidResourceConfiguration, 915, "one or more resources are insufficient or non-applicable for the operation") \
  X(ErrorStreamDetached, 917, "the requested operation is not permitted because the stream is in a detached state") \
  X(ErrorUnknown, 999, "unknown error") \
  X(ErrorApiFailureBase, 10000, "api failure base")

#define CUPORT_ERROR_ENUM_ENTRY(name, value, msg) cuport##name = value,
typedef enum cuportError {
  CUPORT_ERROR_LIST(CUPORT_ERROR_ENUM_ENTRY)
  cuportErrorCount_ = 10001
} cuportError_t;
#undef CUPORT_ERROR_ENUM_ENTRY

/* Returns this thread's last error and resets it to cuportSuccess, except
   that a sticky error of the current device stays (and is returned again). */
CUPORT_API cuportError_t cuportGetLastError(void);
/* Returns this thread's last error without resetting it. */
CUPORT_API cuportError_t cuportPeekAtLastError(void);
/* CUDA's name for an error ("cudaErrorInvalidValue"); a static string.
   Unknown codes give "unrecognized error code". */
CUPORT_API const char *cuportGetErrorName(cuportError_t error);
/* CUDA's message for an error ("invalid argument"); a static string. */
CUPORT_API const char *cuportGetErrorString(cuportError_t error);
/* cuport extension: the detail message of the most recent failed call on this
   thread (what failed, the OpenCL error name, a build log...), "" if none.
   Valid until this thread's next failing call. */
CUPORT_API const char *cuportGetErrorDetail(void);
/* The CUDA runtime/driver API level these functions follow (12080 = 12.8, CUDART_VERSION). */
CUPORT_API cuportError_t cuportRuntimeGetVersion(int *runtimeVersion);
CUPORT_API cuportError_t cuportDriverGetVersion(int *driverVersion);

/* --------------------------------------------------------------- devices */

/* The fields CUDA programs read from cudaDeviceProp, filled from OpenCL device
   queries.  Fields OpenCL cannot tell are estimates or 0 (see README.md):
   major/minor are the NVIDIA compute capability on NVIDIA devices and 6.0 (the
   CUDA feature level the device header provides) elsewhere; warpSize is 32 on
   every device (warps are emulated as 32 work-items where the hardware differs);
   maxThreadsPerBlock is the device's work-group limit capped at 1024. */
typedef struct cuportDeviceProp {
  char name[256];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;                /* kHz */
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  size_t texturePitchAlignment;
#ifndef deviceOverlap
  int deviceOverlap;
#else
  /* code built for CUDA 13 with its advice -DdeviceOverlap=asyncEngineCount: the
     field keeps its place, under a name the macro does not turn into a second
     asyncEngineCount */
  int cuport_deviceOverlap;
#endif
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;          /* kHz, 0 if unknown */
  int memoryBusWidth;           /* bits, 0 if unknown */
  int l2CacheSize;
  int persistingL2CacheMaxSize; /* accepted for access policy windows: 3/4 of l2CacheSize */
  int accessPolicyMaxWindowSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  size_t sharedMemPerBlockOptin;
  int maxBlocksPerMultiProcessor;
  size_t reservedSharedMemPerBlock;
  int hostRegisterSupported;
  /* cuport extensions */
  char platformName[256];       /* OpenCL platform name */
  char driverVersion[128];      /* OpenCL driver version string */
  int hasCoarseGrainSVM;
  int hasFineGrainSVM;
} cuportDeviceProp;

/* cudaComputeMode: OpenCL has no compute modes; every device reports
   cuportComputeModeDefault (any number of host threads may use it). */
typedef enum cuportComputeMode {
  cuportComputeModeDefault = 0,
  cuportComputeModeExclusive = 1,
  cuportComputeModeProhibited = 2,
  cuportComputeModeExclusiveProcess = 3
} cuportComputeMode;

/* cudaDeviceAttr values that cuportDeviceGetAttribute answers (same numbers
   as CUDA; others give cuportErrorInvalidValue). */
typedef enum cuportDeviceAttr {
  cuportDevAttrMaxThreadsPerBlock = 1,
  cuportDevAttrMaxBlockDimX = 2,
  cuportDevAttrMaxBlockDimY = 3,
  cuportDevAttrMaxBlockDimZ = 4,
  cuportDevAttrMaxGridDimX = 5,
  cuportDevAttrMaxGridDimY = 6,
  cuportDevAttrMaxGridDimZ = 7,
  cuportDevAttrMaxSharedMemoryPerBlock = 8,
  cuportDevAttrTotalConstantMemory = 9,
  cuportDevAttrWarpSize = 10,
  cuportDevAttrMaxPitch = 11,
  cuportDevAttrMaxRegistersPerBlock = 12,
  cuportDevAttrClockRate = 13,
  cuportDevAttrTextureAlignment = 14,
  cuportDevAttrGpuOverlap = 15,
  cuportDevAttrMultiProcessorCount = 16,
  cuportDevAttrKernelExecTimeout = 17,
  cuportDevAttrIntegrated = 18,
  cuportDevAttrCanMapHostMemory = 19,
  cuportDevAttrComputeMode = 20,
  cuportDevAttrConcurrentKernels = 31,
  cuportDevAttrEccEnabled = 32,
  cuportDevAttrPciBusId = 33,
  cuportDevAttrPciDeviceId = 34,
  cuportDevAttrMemoryClockRate = 36,
  cuportDevAttrGlobalMemoryBusWidth = 37,
  cuportDevAttrL2CacheSize = 38,
  cuportDevAttrMaxThreadsPerMultiProcessor = 39,
  cuportDevAttrAsyncEngineCount = 40,
  cuportDevAttrUnifiedAddressing = 41,
  cuportDevAttrPciDomainId = 50,
  cuportDevAttrComputeCapabilityMajor = 75,
  cuportDevAttrComputeCapabilityMinor = 76,
  cuportDevAttrStreamPrioritiesSupported = 78,
  cuportDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cuportDevAttrMaxRegistersPerMultiprocessor = 82,
  cuportDevAttrManagedMemory = 83,
  cuportDevAttrPageableMemoryAccess = 88,
  cuportDevAttrConcurrentManagedAccess = 89,
  cuportDevAttrCooperativeLaunch = 95,
  cuportDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cuportDevAttrHostRegisterSupported = 99,
  cuportDevAttrMaxBlocksPerMultiprocessor = 106,
  cuportDevAttrMaxPersistingL2CacheSize = 108,
  cuportDevAttrMaxAccessPolicyWindowSize = 109,
  cuportDevAttrMemoryPoolsSupported = 115,
  cuportDevAttrMemoryPoolSupportedHandleTypes = 119
} cuportDeviceAttr;

/* cudaSetDeviceFlags flags: accepted and reported back; scheduling has no
   OpenCL counterpart. */
#define cuportDeviceScheduleAuto 0x00
#define cuportDeviceScheduleSpin 0x01
#define cuportDeviceScheduleYield 0x02
#define cuportDeviceScheduleBlockingSync 0x04
#define cuportDeviceBlockingSync 0x04
#define cuportDeviceMapHost 0x08
#define cuportDeviceLmemResizeToMax 0x10

/* Number of visible devices (CUPORT_DEVICE selects and orders them; default:
   GPUs first, then other devices).  No OpenCL device: cuportErrorNoDevice. */
CUPORT_API cuportError_t cuportGetDeviceCount(int *count);
/* Makes device the calling thread's current device.  Bad ordinal:
   cuportErrorInvalidDevice.  Does not create the device's context yet. */
CUPORT_API cuportError_t cuportSetDevice(int device);
CUPORT_API cuportError_t cuportGetDevice(int *device);
/* Fills *prop for device; the OpenCL device need not support SVM. */
CUPORT_API cuportError_t cuportGetDeviceProperties(cuportDeviceProp *prop, int device);
CUPORT_API cuportError_t cuportDeviceGetAttribute(int *value, cuportDeviceAttr attr, int device);
CUPORT_API cuportError_t cuportSetDeviceFlags(unsigned int flags);
CUPORT_API cuportError_t cuportGetDeviceFlags(unsigned int *flags);
/* Waits for all work on every stream of the current device; returns the
   first execution error found (sticky). */
CUPORT_API cuportError_t cuportDeviceSynchronize(void);
/* Waits for the device, then destroys its state: allocations (device, pinned,
   managed, symbols), streams, events and built programs.  Registered programs
   and kernel handles stay valid (they rebuild on next use).  Clears the
   device's sticky error. */
CUPORT_API cuportError_t cuportDeviceReset(void);
/* Stream priorities are not supported: both are 0. */
CUPORT_API cuportError_t cuportDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);

/* Device limits (cudaDeviceSetLimit/GetLimit, same numbers as CUDA).  OpenCL
   fixes the stack, the printf buffer and has no L2 controls, so such a value is
   kept for the device and read back (CUDA rounds some of them up; cuport keeps
   them as given) without changing what kernels get; the defaults are CUDA's
   (stack 1024, heap 8 MiB) or what OpenCL reports (printf buffer).  The heap
   size is the size of the device heap of malloc/new in kernels, made on the
   first launch of a kernel that allocates; set after that, it gives
   cuportErrorInvalidValue, as in CUDA.  The device-runtime limits (dynamic
   parallelism) size the queue of launches from kernels (pending launch count)
   or are kept (sync depth). */
typedef enum cuportLimit {
  cuportLimitStackSize = 0x00,
  cuportLimitPrintfFifoSize = 0x01,
  cuportLimitMallocHeapSize = 0x02,
  cuportLimitDevRuntimeSyncDepth = 0x03,
  cuportLimitDevRuntimePendingLaunchCount = 0x04,
  cuportLimitMaxL2FetchGranularity = 0x05,
  cuportLimitPersistingL2CacheSize = 0x06
} cuportLimit;
CUPORT_API cuportError_t cuportDeviceSetLimit(cuportLimit limit, size_t value);
CUPORT_API cuportError_t cuportDeviceGetLimit(size_t *value, cuportLimit limit);

/* cudaProfilerStart/Stop: in CUDA they tell an attached profiler which part of
   the run to collect; the program's results never depend on them.  They
   initialise the runtime (as CUDA's do) and succeed.  Under CUPORT_PROFILE
   (runtime/README.md, "Profile and trace") they bound what the profile counts:
   once a program calls cuportProfilerStart, only the spans between a Start and
   the next Stop are counted (what came before the first Start is dropped), as
   nvprof --profile-from-start off does; a program that never calls it is
   profiled whole. */
CUPORT_API cuportError_t cuportProfilerStart(void);
CUPORT_API cuportError_t cuportProfilerStop(void);

/* ---------------------------------------------------------------- memory */

typedef struct cuportStream *cuportStream_t;

typedef enum cuportMemcpyKind {
  cuportMemcpyHostToHost = 0,
  cuportMemcpyHostToDevice = 1,
  cuportMemcpyDeviceToHost = 2,
  cuportMemcpyDeviceToDevice = 3,
  cuportMemcpyDefault = 4
} cuportMemcpyKind;

typedef enum cuportMemoryType {
  cuportMemoryTypeUnregistered = 0,
  cuportMemoryTypeHost = 1,
  cuportMemoryTypeDevice = 2,
  cuportMemoryTypeManaged = 3
} cuportMemoryType;

typedef struct cuportPointerAttributes {
  cuportMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
} cuportPointerAttributes;

#define cuportHostAllocDefault 0x00
#define cuportHostAllocPortable 0x01
#define cuportHostAllocMapped 0x02
#define cuportHostAllocWriteCombined 0x04
#define cuportHostRegisterDefault 0x00
#define cuportHostRegisterPortable 0x01
#define cuportHostRegisterMapped 0x02
#define cuportHostRegisterIoMemory 0x04
#define cuportHostRegisterReadOnly 0x08
#define cuportMemAttachGlobal 0x01
#define cuportMemAttachHost 0x02
#define cuportMemAttachSingle 0x04

/* Allocates size bytes of device memory (coarse-grained SVM, 256-byte
   aligned where the device grants it, else its largest-type alignment: 128
   bytes on PoCL) on the current device; *devPtr is a device address on which host
   pointer arithmetic works and which may be stored in device memory.  size 0
   gives NULL.  Errors: cuportErrorMemoryAllocation (too large, out of memory),
   cuportErrorNotSupported (the device has no SVM; the detail names it).
   Release with cuportFree. */
CUPORT_API cuportError_t cuportMalloc(void **devPtr, size_t size);
/* Like cuportMalloc for width x height bytes with each row padded to *pitch. */
CUPORT_API cuportError_t cuportMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
/* Frees a cuportMalloc/cuportMallocPitch/cuportMallocManaged allocation after
   the device is idle (like CUDA).  NULL is a no-op; any other pointer that is
   not the start of such an allocation gives cuportErrorInvalidValue. */
CUPORT_API cuportError_t cuportFree(void *devPtr);
/* Page-locked host memory usable by kernels and for fast copies: fine-grained
   SVM where the device has it, else a mapped OpenCL host buffer.  Release with
   cuportFreeHost. */
CUPORT_API cuportError_t cuportMallocHost(void **ptr, size_t size);
CUPORT_API cuportError_t cuportHostAlloc(void **pHost, size_t size, unsigned int flags);
CUPORT_API cuportError_t cuportFreeHost(void *ptr);
/* Records [ptr, ptr+size) as registered host memory (copies from it behave as
   from pinned memory).  Overlap with a registered range:
   cuportErrorHostMemoryAlreadyRegistered. */
CUPORT_API cuportError_t cuportHostRegister(void *ptr, size_t size, unsigned int flags);
/* Unknown ptr: cuportErrorHostMemoryNotRegistered. */
CUPORT_API cuportError_t cuportHostUnregister(void *ptr);
/* The device address of pinned host memory: the same address (unified
   addressing).  Registered pageable memory needs fine-grained system SVM, else
   cuportErrorNotSupported; other pointers give cuportErrorInvalidValue. */
CUPORT_API cuportError_t cuportHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
/* Memory accessible from host and device: fine-grained buffer SVM.  A device
   without it gives cuportErrorNotSupported (the detail names the device).
   As in CUDA, synchronize before the host touches memory a kernel wrote. */
CUPORT_API cuportError_t cuportMallocManaged(void **devPtr, size_t size, unsigned int flags);
/* Peer access: each device has an OpenCL context of its own here, and no device reaches
   another's memory, so no pair can access each other (canAccessPeer 0, enabling gives
   cuportErrorPeerAccessUnsupported).  Copies between devices go through host memory: the
   source device's copy finishes before the destination's starts; the Async form orders
   after the work queued on stream and returns when the copy is done. */
CUPORT_API cuportError_t cuportDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
/* What a pair of devices can do with each other's memory: nothing here, so every attribute
   reads 0 (a device with itself is cuportErrorInvalidDevice, as in CUDA). */
typedef enum cuportDeviceP2PAttr {
  cuportDevP2PAttrPerformanceRank = 1,
  cuportDevP2PAttrAccessSupported = 2,
  cuportDevP2PAttrNativeAtomicSupported = 3,
  cuportDevP2PAttrCudaArrayAccessSupported = 4
} cuportDeviceP2PAttr;
CUPORT_API cuportError_t cuportDeviceGetP2PAttribute(int *value, cuportDeviceP2PAttr attr,
                                                     int srcDevice, int dstDevice);
CUPORT_API cuportError_t cuportDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
CUPORT_API cuportError_t cuportDeviceDisablePeerAccess(int peerDevice);
CUPORT_API cuportError_t cuportMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice,
                                          size_t count);
CUPORT_API cuportError_t cuportMemcpyPeerAsync(void *dst, int dstDevice, const void *src,
                                               int srcDevice, size_t count, cuportStream_t stream);
/* Attaching managed memory to a stream says which stream's work the host must wait for
   before touching it; here managed memory is fine-grained SVM, which the host may touch
   between synchronisations whatever it is attached to, so the call validates its
   arguments (a live stream, managed memory, length 0 or the whole allocation, one of the
   cuportMemAttach* flags) and changes nothing. */
CUPORT_API cuportError_t cuportStreamAttachMemAsync(cuportStream_t stream, void *devPtr,
                                                    size_t length, unsigned int flags);
/* Prefetches and memory advice are no-ops that validate their arguments (OpenCL
   migrates SVM itself): the range must be managed or device memory
   (cuportErrorInvalidValue), the place must exist (cuportErrorInvalidDevice).  CUDA 12
   names the place by a device number, cuportCpuDeviceId for the host; CUDA 13 (and
   CUDA 12's _v2 forms) by a cuportMemLocation, with flags that must be 0.  In C++,
   cuport_launch.h overloads the plain names with the CUDA 13 forms. */
#define cuportCpuDeviceId ((int)-1)
#define cuportInvalidDeviceId ((int)-2)
typedef enum cuportMemoryAdvise {
  cuportMemAdviseSetReadMostly = 1,
  cuportMemAdviseUnsetReadMostly = 2,
  cuportMemAdviseSetPreferredLocation = 3,
  cuportMemAdviseUnsetPreferredLocation = 4,
  cuportMemAdviseSetAccessedBy = 5,
  cuportMemAdviseUnsetAccessedBy = 6
} cuportMemoryAdvise;
CUPORT_API cuportError_t cuportMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cuportStream_t stream);
CUPORT_API cuportError_t cuportMemAdvise(const void *devPtr, size_t count, cuportMemoryAdvise advice, int device);
/* Stream-ordered allocation (pool.c).  cuportMallocAsync takes a block from the
   current device's current pool (its default pool unless cuportDeviceSetMemPool chose
   another); cuportFreeAsync gives it back in the order of stream.  A freed block is
   reused at once by an allocation on the same stream, by one on another stream only
   when the work before the free has completed; blocks are never split, and a request
   takes a free block of at most twice its size.  Either call on a capturing stream
   gives cuportErrorStreamCaptureUnsupported (graph memory nodes are not supported).
   cuportFree of such a block waits for the device and returns it to its pool;
   cuportFreeAsync of cuportMalloc's memory waits for the stream and frees it. */
typedef struct cuportMemPool *cuportMemPool_t;
typedef enum cuportMemPoolAttr {
  cuportMemPoolReuseFollowEventDependencies = 1,
  cuportMemPoolReuseAllowOpportunistic = 2,
  cuportMemPoolReuseAllowInternalDependencies = 3,
  cuportMemPoolAttrReleaseThreshold = 4,  /* unsigned long long: bytes kept after a free */
  cuportMemPoolAttrReservedMemCurrent = 5,
  cuportMemPoolAttrReservedMemHigh = 6,
  cuportMemPoolAttrUsedMemCurrent = 7,
  cuportMemPoolAttrUsedMemHigh = 8
} cuportMemPoolAttr;
typedef enum cuportMemAllocationType {
  cuportMemAllocationTypeInvalid = 0,
  cuportMemAllocationTypePinned = 1
} cuportMemAllocationType;
typedef enum cuportMemAllocationHandleType {
  cuportMemHandleTypeNone = 0,
  cuportMemHandleTypePosixFileDescriptor = 1,
  cuportMemHandleTypeWin32 = 2,
  cuportMemHandleTypeWin32Kmt = 4,
  cuportMemHandleTypeFabric = 8
} cuportMemAllocationHandleType;
typedef enum cuportMemLocationType {
  cuportMemLocationTypeInvalid = 0,
  cuportMemLocationTypeDevice = 1,
  cuportMemLocationTypeHost = 2,
  cuportMemLocationTypeHostNuma = 3,
  cuportMemLocationTypeHostNumaCurrent = 4
} cuportMemLocationType;
typedef enum cuportMemAccessFlags {
  cuportMemAccessFlagsProtNone = 0,
  cuportMemAccessFlagsProtRead = 1,
  cuportMemAccessFlagsProtReadWrite = 3
} cuportMemAccessFlags;
typedef struct cuportMemLocation {
  cuportMemLocationType type;
  int id;
} cuportMemLocation;
/* the CUDA 13 forms of the prefetch and advice above */
CUPORT_API cuportError_t cuportMemPrefetchAsync_v2(const void *devPtr, size_t count, cuportMemLocation location,
                                                   unsigned int flags, cuportStream_t stream);
CUPORT_API cuportError_t cuportMemAdvise_v2(const void *devPtr, size_t count, cuportMemoryAdvise advice,
                                            cuportMemLocation location);
typedef struct cuportMemAccessDesc {
  cuportMemLocation location;
  cuportMemAccessFlags flags;
} cuportMemAccessDesc;
typedef struct cuportMemPoolProps {
  cuportMemAllocationType allocType;      /* cuportMemAllocationTypePinned */
  cuportMemAllocationHandleType handleTypes; /* cuportMemHandleTypeNone only */
  cuportMemLocation location;             /* a device */
  void *win32SecurityAttributes;
  size_t maxSize;                         /* 0: no limit */
  unsigned short usage;
  unsigned char reserved[54];
} cuportMemPoolProps;
CUPORT_API cuportError_t cuportMallocAsync(void **devPtr, size_t size, cuportStream_t stream);
CUPORT_API cuportError_t cuportMallocFromPoolAsync(void **ptr, size_t size, cuportMemPool_t memPool, cuportStream_t stream);
CUPORT_API cuportError_t cuportFreeAsync(void *devPtr, cuportStream_t stream);
/* A pool of the device props->location.id; exportable handle types give
   cuportErrorNotSupported.  Destroying a pool with blocks in use frees it when the last
   is freed; the default pool cannot be destroyed. */
CUPORT_API cuportError_t cuportMemPoolCreate(cuportMemPool_t *memPool, const cuportMemPoolProps *poolProps);
CUPORT_API cuportError_t cuportMemPoolDestroy(cuportMemPool_t memPool);
/* The release threshold and the memory figures are unsigned long long (CUDA's
   cuuint64_t), the reuse flags int (kept and reported; reuse never follows events).
   Setting a high-water mark to 0 resets it. */
CUPORT_API cuportError_t cuportMemPoolSetAttribute(cuportMemPool_t memPool, cuportMemPoolAttr attr, void *value);
CUPORT_API cuportError_t cuportMemPoolGetAttribute(cuportMemPool_t memPool, cuportMemPoolAttr attr, void *value);
/* Releases free blocks whose frees have completed until minBytesToKeep remain. */
CUPORT_API cuportError_t cuportMemPoolTrimTo(cuportMemPool_t memPool, size_t minBytesToKeep);
/* Only the pool's own device has (read-write) access: asking for another gives
   cuportErrorNotSupported. */
CUPORT_API cuportError_t cuportMemPoolSetAccess(cuportMemPool_t memPool, const cuportMemAccessDesc *descList, size_t count);
CUPORT_API cuportError_t cuportMemPoolGetAccess(cuportMemAccessFlags *flags, cuportMemPool_t memPool, cuportMemLocation *location);
CUPORT_API cuportError_t cuportDeviceGetDefaultMemPool(cuportMemPool_t *memPool, int device);
CUPORT_API cuportError_t cuportDeviceGetMemPool(cuportMemPool_t *memPool, int device);
CUPORT_API cuportError_t cuportDeviceSetMemPool(int device, cuportMemPool_t memPool);
/* total: the device's global memory; free: the vendor's figure where OpenCL
   has one (AMD), else total minus what this process allocated. */
CUPORT_API cuportError_t cuportMemGetInfo(size_t *free, size_t *total);
/* What ptr is: device, host (pinned/registered), managed or unregistered. */
CUPORT_API cuportError_t cuportPointerGetAttributes(cuportPointerAttributes *attributes, const void *ptr);

/* Copies count bytes.  The synchronous forms run on the legacy default
   stream and return when the copy is done (as in CUDA, a copy between two
   blocks of device memory does not wait); the Async forms are ordered on
   stream.  kind must describe the pointers (a pointer said to be on the device
   must lie inside a live allocation, else cuportErrorInvalidValue);
   cuportMemcpyDefault infers it. */
CUPORT_API cuportError_t cuportMemcpy(void *dst, const void *src, size_t count, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpyAsync(void *dst, const void *src, size_t count, cuportMemcpyKind kind, cuportStream_t stream);
/* Row-by-row copies of height rows of width bytes between pitched buffers;
   width > dpitch or spitch gives cuportErrorInvalidPitchValue. */
CUPORT_API cuportError_t cuportMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, cuportMemcpyKind kind, cuportStream_t stream);
/* Sets count bytes of device memory to (unsigned char)value. */
CUPORT_API cuportError_t cuportMemset(void *devPtr, int value, size_t count);
CUPORT_API cuportError_t cuportMemsetAsync(void *devPtr, int value, size_t count, cuportStream_t stream);
CUPORT_API cuportError_t cuportMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
CUPORT_API cuportError_t cuportMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cuportStream_t stream);

/* 3-D copies between pitched buffers (no CUDA arrays: srcArray and dstArray
   must be NULL).  A pitched pointer's pitch is its row length in bytes and
   ysize its rows per slice; positions and extent.width are in bytes. */
typedef struct cuportPos {
  size_t x, y, z;
} cuportPos;
typedef struct cuportPitchedPtr {
  void *ptr;
  size_t pitch, xsize, ysize;
} cuportPitchedPtr;
typedef struct cuportExtent {
  size_t width, height, depth;
} cuportExtent;
typedef struct cuportMemcpy3DParms {
  void *srcArray;
  cuportPos srcPos;
  cuportPitchedPtr srcPtr;
  void *dstArray;
  cuportPos dstPos;
  cuportPitchedPtr dstPtr;
  cuportExtent extent;
  cuportMemcpyKind kind;
} cuportMemcpy3DParms;
#ifdef __cplusplus
#define CUPORT_INLINE inline
#else
#define CUPORT_INLINE static inline
#endif
CUPORT_INLINE cuportPos make_cuportPos(size_t x, size_t y, size_t z)
{ cuportPos p; p.x = x; p.y = y; p.z = z; return p; }
CUPORT_INLINE cuportPitchedPtr make_cuportPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz)
{ cuportPitchedPtr r; r.ptr = d; r.pitch = p; r.xsize = xsz; r.ysize = ysz; return r; }
CUPORT_INLINE cuportExtent make_cuportExtent(size_t w, size_t h, size_t d)
{ cuportExtent e; e.width = w; e.height = h; e.depth = d; return e; }
/* Copies extent.depth slices of extent.height rows of extent.width bytes.  A
   row beyond its pitch gives cuportErrorInvalidPitchValue.  With a CUDA array
   (srcArray or dstArray, a cuportArray_t) on either side, the extent and the
   array's position are in texels, as in CUDA (array.c); a graph's copy node
   takes no array (cuportErrorNotSupported).  cuportMemcpy3D waits as
   cuportMemcpy does. */
CUPORT_API cuportError_t cuportMemcpy3D(const cuportMemcpy3DParms *p);
CUPORT_API cuportError_t cuportMemcpy3DAsync(const cuportMemcpy3DParms *p, cuportStream_t stream);

/* ------------------------------------------------- arrays and textures */

/* CUDA arrays become OpenCL images and texture objects an image (or a device
   pointer) with a sampler (array.c, texture.c).  An array's texels live in
   host memory, written by the copies below; a texture object makes its image
   on the device of the first launch that passes it, in the format its read
   mode asks for (an unsigned 8-bit array read as normalized float is a
   CL_UNORM_INT8 image), and writes it again before a launch when the array
   changed since (a pitch2D resource: before every launch, since kernels may
   have written it).  A launch passes an array-backed or pitch2D texture as
   two kernel arguments, the image and its sampler; a linear one (tex1Dfetch)
   as its device pointer.  OpenCL 1.2 has one address mode per sampler:
   addressMode[0] applies to every dimension, and wrap or mirror without
   normalized coordinates clamp to the edge (CUDA's behaviour). */
typedef enum cuportChannelFormatKind {
  cuportChannelFormatKindSigned = 0,
  cuportChannelFormatKindUnsigned = 1,
  cuportChannelFormatKindFloat = 2,
  cuportChannelFormatKindNone = 3
} cuportChannelFormatKind;

typedef struct cuportChannelFormatDesc {
  int x, y, z, w;                 /* bits per channel; 0 for an absent one */
  cuportChannelFormatKind f;
} cuportChannelFormatDesc;

typedef struct cuportArray cuportArray;   /* CUDA's cudaArray, opaque */
typedef struct cuportArray *cuportArray_t;
typedef const struct cuportArray *cuportArray_const_t;
/* CUDA's is an unsigned long long; a pointer lets launches tell it apart. */
typedef struct cuportTextureObject *cuportTextureObject_t;

#define cuportArrayDefault 0x00
#define cuportArrayLayered 0x01
#define cuportArraySurfaceLoadStore 0x02
#define cuportArrayCubemap 0x04
#define cuportArrayTextureGather 0x08
/* the dimensions of texture<T, type, mode> and surface<void, type> references */
#define cuportTextureType1D 0x01
#define cuportTextureType2D 0x02
#define cuportTextureType3D 0x03
#define cuportTextureTypeCubemap 0x0C
#define cuportTextureType1DLayered 0xF1
#define cuportTextureType2DLayered 0xF2
#define cuportTextureTypeCubemapLayered 0xFC
#define cuportSurfaceType1D 0x01
#define cuportSurfaceType2D 0x02
#define cuportSurfaceType3D 0x03
#define cuportSurfaceTypeCubemap 0x0C
#define cuportSurfaceType1DLayered 0xF1
#define cuportSurfaceType2DLayered 0xF2
#define cuportSurfaceTypeCubemapLayered 0xFC

typedef enum cuportResourceType {
  cuportResourceTypeArray = 0,
  cuportResourceTypeMipmappedArray = 1,
  cuportResourceTypeLinear = 2,
  cuportResourceTypePitch2D = 3
} cuportResourceType;

typedef enum cuportTextureAddressMode {
  cuportAddressModeWrap = 0,
  cuportAddressModeClamp = 1,
  cuportAddressModeMirror = 2,
  cuportAddressModeBorder = 3
} cuportTextureAddressMode;

typedef enum cuportTextureFilterMode {
  cuportFilterModePoint = 0,
  cuportFilterModeLinear = 1
} cuportTextureFilterMode;

typedef enum cuportTextureReadMode {
  cuportReadModeElementType = 0,
  cuportReadModeNormalizedFloat = 1
} cuportTextureReadMode;

typedef struct cuportResourceDesc {
  cuportResourceType resType;
  union {
    struct { cuportArray_t array; } array;
    struct { void *mipmap; } mipmap;
    struct { void *devPtr; cuportChannelFormatDesc desc; size_t sizeInBytes; } linear;
    struct {
      void *devPtr;
      cuportChannelFormatDesc desc;
      size_t width, height, pitchInBytes;
    } pitch2D;
  } res;
  unsigned int flags;
} cuportResourceDesc;

typedef struct cuportTextureDesc {
  cuportTextureAddressMode addressMode[3];
  cuportTextureFilterMode filterMode;
  cuportTextureReadMode readMode;
  int sRGB;
  float borderColor[4];           /* OpenCL's border is 0 (alpha 1 without alpha) */
  int normalizedCoords;
  unsigned int maxAnisotropy;
  cuportTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
} cuportTextureDesc;

CUPORT_API cuportChannelFormatDesc cuportCreateChannelDesc(int x, int y, int z, int w,
                                                           cuportChannelFormatKind f);
/* width x height texels (height 0: a 1-D array).  Channels of 8, 16 or 32
   bits, 1, 2 or 4 of them (as CUDA); anything else gives
   cuportErrorInvalidChannelDescriptor. */
CUPORT_API cuportError_t cuportMallocArray(cuportArray_t *array, const cuportChannelFormatDesc *desc,
                                           size_t width, size_t height, unsigned int flags);
/* extent in texels: depth 0 a 1-D or 2-D array; cuportArrayLayered: depth
   layers of 1-D (height 0) or 2-D images. */
CUPORT_API cuportError_t cuportMalloc3DArray(cuportArray_t *array, const cuportChannelFormatDesc *desc,
                                             cuportExtent extent, unsigned int flags);
/* Frees the array; textures made from it must be destroyed first. */
CUPORT_API cuportError_t cuportFreeArray(cuportArray_t array);
CUPORT_API cuportError_t cuportArrayGetInfo(cuportChannelFormatDesc *desc, cuportExtent *extent,
                                            unsigned int *flags, cuportArray_t array);
/* Copies into or out of an array: offsets in bytes along a row (wOffset) and
   rows (hOffset); src and dst are host or device memory as kind says
   (cuportMemcpyDefault: either).  The Async forms are ordered on stream; they
   return once the copy is done. */
CUPORT_API cuportError_t cuportMemcpyToArray(cuportArray_t dst, size_t wOffset, size_t hOffset,
                                             const void *src, size_t count, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpyFromArray(void *dst, cuportArray_const_t src, size_t wOffset,
                                               size_t hOffset, size_t count, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpy2DToArray(cuportArray_t dst, size_t wOffset, size_t hOffset,
                                               const void *src, size_t spitch, size_t width,
                                               size_t height, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpy2DToArrayAsync(cuportArray_t dst, size_t wOffset, size_t hOffset,
                                                    const void *src, size_t spitch, size_t width,
                                                    size_t height, cuportMemcpyKind kind,
                                                    cuportStream_t stream);
CUPORT_API cuportError_t cuportMemcpy2DFromArray(void *dst, size_t dpitch, cuportArray_const_t src,
                                                 size_t wOffset, size_t hOffset, size_t width,
                                                 size_t height, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cuportArray_const_t src,
                                                      size_t wOffset, size_t hOffset, size_t width,
                                                      size_t height, cuportMemcpyKind kind,
                                                      cuportStream_t stream);
/* Mipmapped arrays and resource views give cuportErrorNotSupported (a cubemap
   array is a 2-D image array of its faces, read with normalized coordinates);
   a linear resource read as normalized float too (its kernel reads it as a
   plain pointer). */
CUPORT_API cuportError_t cuportCreateTextureObject(cuportTextureObject_t *pTexObject,
                                                   const cuportResourceDesc *pResDesc,
                                                   const cuportTextureDesc *pTexDesc,
                                                   const void *pResViewDesc);
CUPORT_API cuportError_t cuportDestroyTextureObject(cuportTextureObject_t texObject);
CUPORT_API cuportError_t cuportGetTextureObjectResourceDesc(cuportResourceDesc *pResDesc,
                                                            cuportTextureObject_t texObject);
CUPORT_API cuportError_t cuportGetTextureObjectTextureDesc(cuportTextureDesc *pTexDesc,
                                                           cuportTextureObject_t texObject);

/* Surfaces: CUDA's surface objects and references read and write an array
   (made with cuportArraySurfaceLoadStore) by byte x-coordinate, and a kernel
   may read and write one surface, which an OpenCL 1.2 image cannot be.  So
   a surface is device memory (surface.c): the array's texels copied into a
   buffer of its own, rows of width * elem bytes, behind a small header that
   gives the kernel its shape, and read back into the array before anything
   reads the array on the host or through a texture (its generation moves).
   A launch passes a surface object as that buffer's device pointer.  Outside
   the surface a write is dropped and a read gives zeros for
   cuportBoundaryModeZero and cuportBoundaryModeTrap (CUDA's trap has no
   OpenCL counterpart); cuportBoundaryModeClamp clamps to the edge. */
typedef struct cuportSurfaceObject *cuportSurfaceObject_t;
typedef enum cuportSurfaceBoundaryMode {
  cuportBoundaryModeZero = 0,
  cuportBoundaryModeClamp = 1,
  cuportBoundaryModeTrap = 2
} cuportSurfaceBoundaryMode;
typedef enum cuportSurfaceFormatMode {
  cuportFormatModeForced = 0,
  cuportFormatModeAuto = 1
} cuportSurfaceFormatMode;
/* pResDesc names an array (cuportResourceTypeArray) made with
   cuportArraySurfaceLoadStore; anything else is cuportErrorInvalidValue. */
CUPORT_API cuportError_t cuportCreateSurfaceObject(cuportSurfaceObject_t *pSurfObject,
                                                   const cuportResourceDesc *pResDesc);
CUPORT_API cuportError_t cuportDestroySurfaceObject(cuportSurfaceObject_t surfObject);
CUPORT_API cuportError_t cuportGetSurfaceObjectResourceDesc(cuportResourceDesc *pResDesc,
                                                            cuportSurfaceObject_t surfObject);

/* --------------------------------------------------------------- streams */

/* NULL (0) is the legacy default stream: work on it waits for earlier work on
   every blocking stream of the device, and work on a blocking stream waits
   for earlier work on it.  cuportStreamNonBlocking streams do neither.
   cuportStreamPerThread is a per-thread blocking stream. */
#define cuportStreamLegacy ((cuportStream_t)0x1)
#define cuportStreamPerThread ((cuportStream_t)0x2)
#define cuportStreamDefault 0x00
#define cuportStreamNonBlocking 0x01

/* Creates an in-order stream on the current device. Release with cuportStreamDestroy. */
CUPORT_API cuportError_t cuportStreamCreate(cuportStream_t *pStream);
CUPORT_API cuportError_t cuportStreamCreateWithFlags(cuportStream_t *pStream, unsigned int flags);
/* priority is clamped to the (empty) range and ignored. */
CUPORT_API cuportError_t cuportStreamCreateWithPriority(cuportStream_t *pStream, unsigned int flags, int priority);
/* Releases the stream at once; work already queued on it still completes. */
CUPORT_API cuportError_t cuportStreamDestroy(cuportStream_t stream);
/* Waits for the work queued on stream so far (the legacy stream: also the
   earlier work of blocking streams, which its commands wait for). */
CUPORT_API cuportError_t cuportStreamSynchronize(cuportStream_t stream);
/* cuportSuccess if all work queued on stream is done, else cuportErrorNotReady. */
CUPORT_API cuportError_t cuportStreamQuery(cuportStream_t stream);
CUPORT_API cuportError_t cuportStreamGetFlags(cuportStream_t stream, unsigned int *flags);
CUPORT_API cuportError_t cuportStreamGetPriority(cuportStream_t stream, int *priority);

/* Launch and stream attributes (cudaLaunchAttribute*, with CUDA's numbers; cudaStreamAttr*
   and cudaKernelNodeAttr* are the same types).  Access policy windows are performance
   hints for the L2 cache, which OpenCL does not expose: a stream keeps the window it is
   given (cuportStreamGetAttribute returns it) and nothing else changes.  A stream's
   priority attribute is its priority; its synchronization policy is kept. */
typedef enum cuportAccessProperty {
  cuportAccessPropertyNormal = 0,
  cuportAccessPropertyStreaming = 1,
  cuportAccessPropertyPersisting = 2
} cuportAccessProperty;
typedef struct cuportAccessPolicyWindow {
  void *base_ptr;
  size_t num_bytes;
  float hitRatio;
  cuportAccessProperty hitProp;
  cuportAccessProperty missProp;
} cuportAccessPolicyWindow;
typedef enum cuportSynchronizationPolicy {
  cuportSyncPolicyAuto = 1,
  cuportSyncPolicySpin = 2,
  cuportSyncPolicyYield = 3,
  cuportSyncPolicyBlockingSync = 4
} cuportSynchronizationPolicy;
typedef enum cuportLaunchAttributeID {
  cuportLaunchAttributeIgnore = 0,
  cuportLaunchAttributeAccessPolicyWindow = 1,
  cuportLaunchAttributeCooperative = 2,
  cuportLaunchAttributeSynchronizationPolicy = 3,
  cuportLaunchAttributeClusterDimension = 4,
  cuportLaunchAttributeClusterSchedulingPolicyPreference = 5,
  cuportLaunchAttributeProgrammaticStreamSerialization = 6,
  cuportLaunchAttributeProgrammaticEvent = 7,
  cuportLaunchAttributePriority = 8,
  cuportLaunchAttributeMemSyncDomainMap = 9,
  cuportLaunchAttributeMemSyncDomain = 10
} cuportLaunchAttributeID;
typedef union cuportLaunchAttributeValue {
  char pad[64];
  cuportAccessPolicyWindow accessPolicyWindow;
  int cooperative;
  cuportSynchronizationPolicy syncPolicy;
  struct {
    unsigned int x, y, z;
  } clusterDim;
  int programmaticStreamSerializationAllowed;
  int priority;
} cuportLaunchAttributeValue;
typedef cuportLaunchAttributeID cuportStreamAttrID;
typedef cuportLaunchAttributeValue cuportStreamAttrValue;
typedef cuportLaunchAttributeID cuportKernelNodeAttrID;
typedef cuportLaunchAttributeValue cuportKernelNodeAttrValue;
#define cuportStreamAttributeAccessPolicyWindow cuportLaunchAttributeAccessPolicyWindow
#define cuportStreamAttributeSynchronizationPolicy cuportLaunchAttributeSynchronizationPolicy
#define cuportStreamAttributePriority cuportLaunchAttributePriority
#define cuportKernelNodeAttributeAccessPolicyWindow cuportLaunchAttributeAccessPolicyWindow
#define cuportKernelNodeAttributeCooperative cuportLaunchAttributeCooperative
#define cuportKernelNodeAttributePriority cuportLaunchAttributePriority
/* Stream attributes: the access policy window, the synchronization policy and the
   priority; others give cuportErrorInvalidValue, as CUDA does for a stream. */
CUPORT_API cuportError_t cuportStreamSetAttribute(cuportStream_t stream, cuportStreamAttrID attr,
                                                  const cuportStreamAttrValue *value);
CUPORT_API cuportError_t cuportStreamGetAttribute(cuportStream_t stream, cuportStreamAttrID attr,
                                                  cuportStreamAttrValue *value_out);
/* Copies the attributes of src to dst. */
CUPORT_API cuportError_t cuportStreamCopyAttributes(cuportStream_t dst, cuportStream_t src);
/* Resets the persisting lines of the L2 cache: nothing persists here, so nothing to do. */
CUPORT_API cuportError_t cuportCtxResetPersistingL2Cache(void);

typedef struct cuportEvent *cuportEvent_t;
/* Work queued on stream after this call waits until event's latest record
   completes (no-op if never recorded).  flags must be 0. */
CUPORT_API cuportError_t cuportStreamWaitEvent(cuportStream_t stream, cuportEvent_t event, unsigned int flags);

typedef void (*cuportHostFn_t)(void *userData);
/* Runs fn(userData) on a runtime thread once earlier work on stream is done;
   later work on stream waits for it.  fn must not call cuport functions. */
CUPORT_API cuportError_t cuportLaunchHostFunc(cuportStream_t stream, cuportHostFn_t fn, void *userData);
typedef void (*cuportStreamCallback_t)(cuportStream_t stream, cuportError_t status,
                                       void *userData);
/* cudaStreamAddCallback: callback(stream, status, userData) runs on a runtime thread once
   earlier work on stream is done, status cuportSuccess or cuportErrorLaunchFailure when
   that work failed; later work on stream waits for it.  flags must be 0; a capturing
   stream refuses it (cuportLaunchHostFunc is the capturable form).  callback must not call
   cuport functions. */
CUPORT_API cuportError_t cuportStreamAddCallback(cuportStream_t stream,
                                                 cuportStreamCallback_t callback,
                                                 void *userData, unsigned int flags);

/* ---------------------------------------------------------------- events */

#define cuportEventDefault 0x00
#define cuportEventBlockingSync 0x01
#define cuportEventDisableTiming 0x02
#define cuportEventInterprocess 0x04

CUPORT_API cuportError_t cuportEventCreate(cuportEvent_t *event);
/* flags: cuportEventDefault/BlockingSync/DisableTiming; Interprocess gives
   cuportErrorNotSupported.  DisableTiming makes records cheaper (no timing
   marker on the stream's profiling queue), as in CUDA. */
CUPORT_API cuportError_t cuportEventCreateWithFlags(cuportEvent_t *event, unsigned int flags);
/* Captures the work queued on stream so far (NULL: legacy default stream). */
CUPORT_API cuportError_t cuportEventRecord(cuportEvent_t event, cuportStream_t stream);
CUPORT_API cuportError_t cuportEventSynchronize(cuportEvent_t event);
/* cuportSuccess if the captured work is done (or never recorded), else
   cuportErrorNotReady. */
CUPORT_API cuportError_t cuportEventQuery(cuportEvent_t event);
/* Milliseconds between two completed records, from device timestamps.
   Not recorded or DisableTiming: cuportErrorInvalidResourceHandle; not yet
   complete: cuportErrorNotReady. */
CUPORT_API cuportError_t cuportEventElapsedTime(float *ms, cuportEvent_t start, cuportEvent_t end);
CUPORT_API cuportError_t cuportEventDestroy(cuportEvent_t event);

/* ------------------------------------------------------------------ NVTX */

/* NVTX (nvToolsExt.h, nvtx3/nvToolsExt.h, nvToolsExtCudaRt.h): nvtxXxx becomes
   cuportNvtxXxx, NVTX_XXX CUPORT_NVTX_XXX, with NVTX 3's types and layout.
   Without CUPORT_PROFILE the calls only keep the per-thread nesting level that
   push and pop return; with it, ranges and marks go into the profile at exit
   (count, total and mean wall time per message) and onto the host thread's
   track of the trace.  Push/pop ranges nest per thread; start/end ranges may
   end on another thread.  Wide-character messages are stored as UTF-8. */
#define CUPORT_NVTX_VERSION 3
typedef uint64_t cuportNvtxRangeId_t;
typedef struct cuportNvtxDomain *cuportNvtxDomainHandle_t;
typedef struct cuportNvtxString *cuportNvtxStringHandle_t;
typedef struct cuportNvtxResource *cuportNvtxResourceHandle_t;
typedef enum cuportNvtxColorType_t {
  CUPORT_NVTX_COLOR_UNKNOWN = 0,
  CUPORT_NVTX_COLOR_ARGB = 1
} cuportNvtxColorType_t;
typedef enum cuportNvtxMessageType_t {
  CUPORT_NVTX_MESSAGE_UNKNOWN = 0,
  CUPORT_NVTX_MESSAGE_TYPE_ASCII = 1,
  CUPORT_NVTX_MESSAGE_TYPE_UNICODE = 2,
  CUPORT_NVTX_MESSAGE_TYPE_REGISTERED = 3
} cuportNvtxMessageType_t;
typedef enum cuportNvtxPayloadType_t {
  CUPORT_NVTX_PAYLOAD_UNKNOWN = 0,
  CUPORT_NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  CUPORT_NVTX_PAYLOAD_TYPE_INT64 = 2,
  CUPORT_NVTX_PAYLOAD_TYPE_DOUBLE = 3,
  CUPORT_NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  CUPORT_NVTX_PAYLOAD_TYPE_INT32 = 5,
  CUPORT_NVTX_PAYLOAD_TYPE_FLOAT = 6
} cuportNvtxPayloadType_t;
typedef union cuportNvtxMessageValue_t {
  const char *ascii;
  const wchar_t *unicode;
  cuportNvtxStringHandle_t registered;
} cuportNvtxMessageValue_t;
typedef struct cuportNvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;   /* cuportNvtxColorType_t */
  uint32_t color;      /* 0xAARRGGBB */
  int32_t payloadType; /* cuportNvtxPayloadType_t */
  int32_t reserved0;
  union cuportNvtxPayload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType; /* cuportNvtxMessageType_t */
  cuportNvtxMessageValue_t message;
} cuportNvtxEventAttributes_v2;
typedef struct cuportNvtxEventAttributes_v2 cuportNvtxEventAttributes_t;
#define CUPORT_NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)sizeof(cuportNvtxEventAttributes_t))
/* nvtxResourceAttributes_t: accepted so that code declaring one compiles. */
typedef struct cuportNvtxResourceAttributes_v0 {
  uint16_t version;
  uint16_t size;
  int32_t identifierType;
  union { const void *pValue; uint64_t ullValue; } identifier;
  int32_t messageType;
  cuportNvtxMessageValue_t message;
} cuportNvtxResourceAttributes_t;

CUPORT_API void cuportNvtxInitialize(const void *reserved);
/* Push returns the level of the range it opened (0 for the outermost); pop the
   level of the range it closed, or -1 when none is open on this thread. */
CUPORT_API int cuportNvtxRangePushA(const char *message);
CUPORT_API int cuportNvtxRangePushW(const wchar_t *message);
CUPORT_API int cuportNvtxRangePushEx(const cuportNvtxEventAttributes_t *attr);
CUPORT_API int cuportNvtxRangePop(void);
/* A range that may end on another thread; ids are unique and never 0. */
CUPORT_API cuportNvtxRangeId_t cuportNvtxRangeStartA(const char *message);
CUPORT_API cuportNvtxRangeId_t cuportNvtxRangeStartW(const wchar_t *message);
CUPORT_API cuportNvtxRangeId_t cuportNvtxRangeStartEx(const cuportNvtxEventAttributes_t *attr);
CUPORT_API void cuportNvtxRangeEnd(cuportNvtxRangeId_t id);
CUPORT_API void cuportNvtxMarkA(const char *message);
CUPORT_API void cuportNvtxMarkW(const wchar_t *message);
CUPORT_API void cuportNvtxMarkEx(const cuportNvtxEventAttributes_t *attr);
/* Names: an OS thread's (the trace's thread track), a stream's (its track),
   a category's (the trace's "cat").  Devices and events are named in CUDA
   only for tools; those calls are accepted and do nothing. */
CUPORT_API void cuportNvtxNameOsThreadA(uint32_t threadId, const char *name);
CUPORT_API void cuportNvtxNameOsThreadW(uint32_t threadId, const wchar_t *name);
CUPORT_API void cuportNvtxNameCategoryA(uint32_t category, const char *name);
CUPORT_API void cuportNvtxNameCategoryW(uint32_t category, const wchar_t *name);
CUPORT_API void cuportNvtxNameCudaStreamA(cuportStream_t stream, const char *name);
CUPORT_API void cuportNvtxNameCudaStreamW(cuportStream_t stream, const wchar_t *name);
CUPORT_API void cuportNvtxNameCudaDeviceA(int device, const char *name);
CUPORT_API void cuportNvtxNameCudaDeviceW(int device, const wchar_t *name);
CUPORT_API void cuportNvtxNameCudaEventA(cuportEvent_t event, const char *name);
CUPORT_API void cuportNvtxNameCudaEventW(cuportEvent_t event, const wchar_t *name);
/* Domains: their ranges and marks are reported as "domain::message".  A
   domain lives until cuportNvtxDomainDestroy (NULL: the default domain). */
CUPORT_API cuportNvtxDomainHandle_t cuportNvtxDomainCreateA(const char *name);
CUPORT_API cuportNvtxDomainHandle_t cuportNvtxDomainCreateW(const wchar_t *name);
CUPORT_API void cuportNvtxDomainDestroy(cuportNvtxDomainHandle_t domain);
/* A registered string lives as long as the process. */
CUPORT_API cuportNvtxStringHandle_t cuportNvtxDomainRegisterStringA(cuportNvtxDomainHandle_t domain,
                                                                   const char *string);
CUPORT_API cuportNvtxStringHandle_t cuportNvtxDomainRegisterStringW(cuportNvtxDomainHandle_t domain,
                                                                   const wchar_t *string);
CUPORT_API void cuportNvtxDomainNameCategoryA(cuportNvtxDomainHandle_t domain, uint32_t category,
                                             const char *name);
CUPORT_API void cuportNvtxDomainNameCategoryW(cuportNvtxDomainHandle_t domain, uint32_t category,
                                             const wchar_t *name);
CUPORT_API void cuportNvtxDomainMarkEx(cuportNvtxDomainHandle_t domain,
                                      const cuportNvtxEventAttributes_t *attr);
CUPORT_API cuportNvtxRangeId_t cuportNvtxDomainRangeStartEx(cuportNvtxDomainHandle_t domain,
                                                           const cuportNvtxEventAttributes_t *attr);
CUPORT_API void cuportNvtxDomainRangeEnd(cuportNvtxDomainHandle_t domain, cuportNvtxRangeId_t id);
CUPORT_API int cuportNvtxDomainRangePushEx(cuportNvtxDomainHandle_t domain,
                                          const cuportNvtxEventAttributes_t *attr);
CUPORT_API int cuportNvtxDomainRangePop(cuportNvtxDomainHandle_t domain);

/* ---------------------------------------------------- programs and launch */

typedef struct cuportProgram *cuportProgram_t;
typedef struct cuportKernel *cuportKernel_t;

/* A grid or block shape; like CUDA's dim3, missing sizes are 1. */
typedef struct cuportDim3 {
  unsigned int x, y, z;
#ifdef __cplusplus
  cuportDim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
    : x(vx), y(vy), z(vz) {}
  cuportDim3(cuport_uint3 v) : x(v.x), y(v.y), z(v.z) {}
  operator cuport_uint3() const { cuport_uint3 v; v.x = x; v.y = y; v.z = z; return v; }
#endif
} cuportDim3;

#ifdef __cplusplus
/* C++ linkage: cuportDim3 has constructors there (clang warns of a C-linkage function
 * returning it). */
extern "C++" inline cuportDim3 cuport_dim3(unsigned int x, unsigned int y, unsigned int z)
{ return cuportDim3(x, y, z); }
#else
static inline cuportDim3 cuport_dim3(unsigned int x, unsigned int y, unsigned int z)
{ cuportDim3 d; d.x = x; d.y = y; d.z = z; return d; }
#endif

#ifndef CUPORT_NO_CUDA_NAMES /* see cuport_types.h */
typedef cuportDim3 dim3;
#endif

/* Registers the OpenCL C 1.2 source of one migrated .cl file under name (its
   path relative to the migrated tree, e.g. "dir/file.cl").  Cheap: nothing is
   built yet.  Idempotent per name: a second call returns the first handle
   (the first source wins).  name and source are copied.  The handle lives
   until the process exits. */
CUPORT_API cuportError_t cuportRegisterProgram(const char *name, const char *source, cuportProgram_t *out);
/* cuport extension: extra OpenCL build options for the program (e.g.
   "-cl-fast-relaxed-math" for nvcc --use_fast_math); applies to builds that
   have not happened yet.  options is copied. */
CUPORT_API cuportError_t cuportProgramSetBuildOptions(cuportProgram_t program, const char *options);
/* Returns the kernel named kernel_name, building the program for the current
   device first if needed (device header prepended, -cl-std=CL1.2 and the
   device's -D flags; binaries cached on disk).  A failed build gives
   cuportErrorInvalidSource and prints the full build log to stderr (also in
   cuportGetErrorDetail); an unknown kernel gives
   cuportErrorInvalidDeviceFunction.  The handle stays valid for the process
   and works on any device (it builds there on first launch). */
CUPORT_API cuportError_t cuportGetKernel(cuportProgram_t program, const char *kernel_name, cuportKernel_t *out);

/* One kernel of a program and what it takes after its own parameters (the hidden
   parameters of cuportLaunch): the device symbols it uses, by name, in order, then the
   dynamic shared buffer if dynamic_shared. */
typedef struct cuportKernelDecl {
  const char *name;            /* its name in the program's OpenCL C source */
  unsigned int nsymbols;
  const char *const *symbols;
  int dynamic_shared;
} cuportKernelDecl;
/* cuport extension: lists the kernels of program, so that a launch from another
   translation unit finds them.  cuportGetKernel(q, name) resolves name in q when q
   declares it (or declares nothing), else in the program that declares it (the first
   registered, when several do: the same template instance, or names CUDA would not let
   another unit reach), else in q.  A kernel found through a declaration takes the
   declared hidden parameters (cuportKernelGetHidden), whatever the launch says.  The
   table and its strings are not copied: static storage, as the migrator emits them. */
CUPORT_API cuportError_t cuportProgramDeclareKernels(cuportProgram_t program, unsigned int n,
                                                     const cuportKernelDecl *kernels);
/* cuport extension: for each of the n kernels cuportProgramDeclareKernels declared (in
   its order), the launch dimensions the kernel cannot tell apart: it reads neither their
   index nor their size, and nothing counts or tells apart its threads (docs/kernels.md,
   "Redundant launch dimensions").  Bits 0-2: block x, y, z; bits 3-5: grid x, y, z; each
   is run with size 1.  Not copied: static storage, as the migrator emits it. */
CUPORT_API cuportError_t cuportProgramDeclareKernelDims(cuportProgram_t program, unsigned int n,
                                                        const unsigned int *redundant);
/* cuport extension: the kernels the program's kernels launch from device code (dynamic
   parallelism), by name: a kernel records launch i of names[i] into its launch queue (the
   hidden symbol "cuport_launch_queue"), and the runtime launches it after the kernel,
   resolving the name from program as cuportGetKernel does (docs/kernels.md, "Dynamic
   parallelism").  Not copied: static storage, as the migrator emits it. */
CUPORT_API cuportError_t cuportProgramDeclareDeviceLaunches(cuportProgram_t program, unsigned int n,
                                                            const char *const *names);
/* cuport extension: 1 and the declared hidden parameters if kernel's program declared
   it (cuportProgramDeclareKernels), else 0 (nothing written). */
CUPORT_API int cuportKernelGetHidden(cuportKernel_t kernel, unsigned int *nsymbols,
                                     const char *const **symbols, int *dynamic_shared);

/* A kernel whose host address the program takes (CUDA's `void (*f)(int *) = k`): the
   migrator gives such kernels a host definition of their own, never called, so that each
   has an address. */
typedef struct cuportKernelAddress {
  const void *address;         /* the kernel's host address */
  const char *name;            /* its name in the OpenCL C source */
  /* describes its parameters (cuportKernelDescribe), for launches that pass them untyped */
  cuportError_t (*describe)(cuportKernel_t kernel);
} cuportKernelAddress;
/* cuport extension: lists the kernels whose address the unit of program takes, so that a
   pointer to one means that kernel in every unit (cuportKernelFromValue).  Not copied:
   static storage, as the migrator emits it. */
CUPORT_API cuportError_t cuportProgramDeclareKernelAddresses(cuportProgram_t program, unsigned int n,
                                                             const cuportKernelAddress *kernels);
/* cuport extension: the name of the kernel whose host address is address, as a unit
   declared it (cuportProgramDeclareKernelAddresses), or NULL. */
CUPORT_API const char *cuportKernelNameAt(const void *address);
/* cuport extension: the kernel a CUDA kernel value stands for, where CUDA takes a kernel
   as `const void *` (cudaFuncGetAttributes, the occupancy calculator, cudaLaunchKernel):
   a kernel handle (cuportKernelFunc, which `(void *)k` becomes), or a kernel's host
   address that a unit declared.  The kernel is described, so cuportLaunchKernelParams
   can launch it.  NULL for anything else (and for NULL): the calls taking it then fail
   with cuportErrorInvalidDeviceFunction, as CUDA's do for a pointer that is no kernel. */
CUPORT_API cuportKernel_t cuportKernelFromValue(const void *value);

typedef enum cuportArgKind {
  /* size bytes at value: a scalar or struct passed by value. */
  CUPORT_ARG_VALUE = 0,
  /* value points to a pointer variable holding a device pointer (or a pinned
     or managed host pointer, or NULL); set with clSetKernelArgSVMPointer. */
  CUPORT_ARG_POINTER = 1,
  /* a __local buffer of size bytes (value unused); size 0 means the launch's
     dynamic_shared_bytes.  For CUDA's dynamic extern __shared__ array. */
  CUPORT_ARG_LOCAL = 2,
  /* value is the name (const char *) of a symbol registered with
     cuportRegisterSymbol on the kernel's program; the kernel receives the
     pointer to that symbol's storage on the launching device. */
  CUPORT_ARG_SYMBOL = 3,
  /* value points to a cuportTextureObject_t: two arguments, its image and its
     sampler, or one, the device pointer of a linear resource (texture.c). */
  CUPORT_ARG_TEXTURE = 4,
  /* value points to a cuportSurfaceObject_t: one argument, the device
     pointer of its surface buffer (surface.c). */
  CUPORT_ARG_SURFACE = 5
} cuportArgKind;

typedef struct cuportArg {
  cuportArgKind kind;
  size_t size;
  const void *value;
} cuportArg;

/* Convenience initializers for cuportArg arrays (lvalue arguments). */
#define CUPORT_ARG_V(lvalue) { CUPORT_ARG_VALUE, sizeof(lvalue), &(lvalue) }
#define CUPORT_ARG_P(ptr_lvalue) { CUPORT_ARG_POINTER, sizeof(void *), &(ptr_lvalue) }
#define CUPORT_ARG_L(bytes) { CUPORT_ARG_LOCAL, (bytes), NULL }
#define CUPORT_ARG_S(name) { CUPORT_ARG_SYMBOL, 0, (name) }

/* Launches kernel on grid x block work-groups, ordered on stream.  nargs must
   equal the kernel's parameter count; args[i] gives parameter i.  The
   configuration is checked as CUDA checks it: a zero dimension, more than
   maxThreadsPerBlock threads or a block or grid dimension over the device's
   limit give cuportErrorInvalidConfiguration; more threads than the kernel can
   run (register/local-memory pressure) cuportErrorLaunchOutOfResources;
   dynamic_shared_bytes plus the kernel's static __local memory over the
   device's local memory cuportErrorInvalidValue.  Every live allocation of the
   device is reachable through pointers stored in memory. */
CUPORT_API cuportError_t cuportLaunchKernel(cuportKernel_t kernel, cuportDim3 grid, cuportDim3 block,
                                            size_t dynamic_shared_bytes, cuportStream_t stream,
                                            unsigned int nargs, const cuportArg *args);

/* cudaLaunchKernel's form for a described kernel (cuportKernelDescribe,
   cuportKernelFromValue): params[i] points at the value of parameter i; the kernel's
   hidden parameters are added as its description says.  A kernel that was never
   described gives cuportErrorInvalidDeviceFunction. */
CUPORT_API cuportError_t cuportLaunchKernelParams(cuportKernel_t kernel, cuportDim3 grid, cuportDim3 block,
                                                  void **params, size_t dynamic_shared_bytes,
                                                  cuportStream_t stream);

/* Kernel properties CUDA code queries (cudaFuncGetAttributes subset). */
typedef struct cuportFuncAttributes {
  size_t sharedSizeBytes;    /* static __local memory */
  size_t constSizeBytes;
  size_t localSizeBytes;     /* private memory per work-item */
  int maxThreadsPerBlock;
  int numRegs;               /* 0: OpenCL does not tell */
  int ptxVersion;
  int binaryVersion;
  int maxDynamicSharedSizeBytes;
} cuportFuncAttributes;
/* Builds the kernel for the current device if needed. */
CUPORT_API cuportError_t cuportFuncGetAttributes(cuportFuncAttributes *attr, cuportKernel_t kernel);

typedef enum cuportFuncAttribute {
  cuportFuncAttributeMaxDynamicSharedMemorySize = 8,
  cuportFuncAttributePreferredSharedMemoryCarveout = 9
} cuportFuncAttribute;
/* Accepted for CUDA compatibility: OpenCL needs no opt-in for large __local
   buffers (launches check the real limit).  A dynamic shared size over what
   the device has, or a carveout outside -1..100, gives
   cuportErrorInvalidValue. */
CUPORT_API cuportError_t cuportFuncSetAttribute(cuportKernel_t kernel, cuportFuncAttribute attr, int value);

/* Occupancy, estimated from what OpenCL tells (it has no occupancy query):
   blocks per multiprocessor are limited by maxThreadsPerMultiProcessor (block
   rounded up to whole warps), maxBlocksPerMultiProcessor, and
   sharedMemPerMultiprocessor over the kernel's static plus dynamic __local
   memory (cuportDeviceProp fields of the current device).  A block size over
   what the kernel can run gives 0 blocks; blockSize <= 0 gives
   cuportErrorInvalidValue. */
CUPORT_API cuportError_t cuportOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, cuportKernel_t kernel,
                                                                          int blockSize, size_t dynamicSMemSize);
/* The block size (a multiple of 32, at most blockSizeLimit unless 0) that
   maximizes the estimate above, largest first on ties, and the grid size that
   fills every multiprocessor with it (CUDA's cudaOccupancyMaxPotentialBlockSize
   with a fixed dynamic shared size). */
CUPORT_API cuportError_t cuportOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, cuportKernel_t kernel,
                                                              size_t dynamicSMemSize, int blockSizeLimit);

typedef enum cuportFuncCache {
  cuportFuncCachePreferNone = 0,
  cuportFuncCachePreferShared = 1,
  cuportFuncCachePreferL1 = 2,
  cuportFuncCachePreferEqual = 3
} cuportFuncCache;
/* Accepted and ignored (no OpenCL counterpart). */
CUPORT_API cuportError_t cuportFuncSetCacheConfig(cuportKernel_t kernel, cuportFuncCache config);

/* Cache and shared-memory-bank preferences of the current device: hints with
   no OpenCL counterpart; the value set is read back, nothing else changes. */
typedef enum cuportSharedMemConfig {
  cuportSharedMemBankSizeDefault = 0,
  cuportSharedMemBankSizeFourByte = 1,
  cuportSharedMemBankSizeEightByte = 2
} cuportSharedMemConfig;
CUPORT_API cuportError_t cuportDeviceSetCacheConfig(cuportFuncCache config);
CUPORT_API cuportError_t cuportDeviceGetCacheConfig(cuportFuncCache *config);
CUPORT_API cuportError_t cuportDeviceSetSharedMemConfig(cuportSharedMemConfig config);
CUPORT_API cuportError_t cuportDeviceGetSharedMemConfig(cuportSharedMemConfig *config);

/* ---------------------------------------------------------------- graphs
 *
 * CUDA graphs: work recorded once, as nodes with dependencies, and replayed
 * many times.  A graph is built node by node (cuportGraphAdd*Node) or by
 * capturing what is issued to a stream between cuportStreamBeginCapture and
 * cuportStreamEndCapture (other streams join a capture by waiting on an event
 * recorded in it, and must be joined back before it ends).  Instantiating a
 * graph takes a snapshot of its nodes in a topological order (child graphs
 * inlined); cuportGraphLaunch replays the snapshot on a stream with the same
 * enqueues as issuing the work directly, without re-validating it.  Node
 * parameters are copied when a node is made or set, as in CUDA.  Graph objects
 * are not synchronized: one thread at a time may modify a graph.
 *
 * Kernel nodes name a kernel by a cuportKernel_t that knows its parameters'
 * sizes: cuportKernelFunc<decltype(k)>(program, "k") (cuport_launch.h) gives
 * one, which is what the migrator writes for CUDA's `(void *)k`.
 */
typedef struct cuportGraph *cuportGraph_t;
typedef struct cuportGraphNode *cuportGraphNode_t;
typedef struct cuportGraphExec *cuportGraphExec_t;

typedef enum cuportStreamCaptureMode {
  cuportStreamCaptureModeGlobal = 0,
  cuportStreamCaptureModeThreadLocal = 1,
  cuportStreamCaptureModeRelaxed = 2
} cuportStreamCaptureMode;

typedef enum cuportStreamCaptureStatus {
  cuportStreamCaptureStatusNone = 0,
  cuportStreamCaptureStatusActive = 1,
  cuportStreamCaptureStatusInvalidated = 2
} cuportStreamCaptureStatus;

typedef enum cuportGraphNodeType {
  cuportGraphNodeTypeKernel = 0,
  cuportGraphNodeTypeMemcpy = 1,
  cuportGraphNodeTypeMemset = 2,
  cuportGraphNodeTypeHost = 3,
  cuportGraphNodeTypeGraph = 4,
  cuportGraphNodeTypeEmpty = 5,
  cuportGraphNodeTypeWaitEvent = 6,
  cuportGraphNodeTypeEventRecord = 7,
  cuportGraphNodeTypeMemAlloc = 10,
  cuportGraphNodeTypeMemFree = 11,
  cuportGraphNodeTypeConditional = 13
} cuportGraphNodeType;

typedef enum cuportGraphExecUpdateResult {
  cuportGraphExecUpdateSuccess = 0,
  cuportGraphExecUpdateError = 1,
  cuportGraphExecUpdateErrorTopologyChanged = 2,
  cuportGraphExecUpdateErrorNodeTypeChanged = 3,
  cuportGraphExecUpdateErrorFunctionChanged = 4,
  cuportGraphExecUpdateErrorParametersChanged = 5,
  cuportGraphExecUpdateErrorNotSupported = 6,
  cuportGraphExecUpdateErrorUnsupportedFunctionChange = 7,
  cuportGraphExecUpdateErrorAttributesChanged = 8
} cuportGraphExecUpdateResult;

typedef struct cuportGraphExecUpdateResultInfo {
  cuportGraphExecUpdateResult result;
  cuportGraphNode_t errorNode;
  cuportGraphNode_t errorFromNode;
} cuportGraphExecUpdateResultInfo;

/* Accepted by cuportGraphInstantiateWithFlags; none changes a replay here. */
#define cuportGraphInstantiateFlagAutoFreeOnLaunch 1
#define cuportGraphInstantiateFlagUpload 2
#define cuportGraphInstantiateFlagDeviceLaunch 4
#define cuportGraphInstantiateFlagUseNodePriority 8

/* CUDA 12.3's edge data; every edge here is the default one (all zeros). */
typedef struct cuportGraphEdgeData {
  unsigned char from_port, to_port, type, reserved[5];
} cuportGraphEdgeData;

typedef struct cuportKernelNodeParams {
  void *func;               /* a cuportKernel_t (cuportKernelFunc) */
  cuportDim3 gridDim;
  cuportDim3 blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;      /* kernelParams[i] points at parameter i's value */
  void **extra;             /* must be NULL */
} cuportKernelNodeParams;

typedef struct cuportMemsetParams {
  void *dst;
  size_t pitch;             /* bytes between rows (height > 1) */
  unsigned int value;
  unsigned int elementSize; /* 1, 2 or 4 */
  size_t width;             /* elements per row */
  size_t height;
} cuportMemsetParams;

typedef struct cuportHostNodeParams {
  cuportHostFn_t fn;
  void *userData;
} cuportHostNodeParams;

/* Tells the runtime the shape of kernel's parameters, for launches that pass
   them as an array of pointers (kernel nodes): nparams own parameters of the
   given kinds (CUPORT_ARG_VALUE or CUPORT_ARG_POINTER) and sizes, then
   nsymbols device symbols by name, then the dynamic shared buffer if
   dynamic_shared (the hidden parameters of cuportLaunch).  The first
   description of a kernel stays; the arrays are copied. */
CUPORT_API cuportError_t cuportKernelDescribe(cuportKernel_t kernel, unsigned int nparams,
                                              const cuportArgKind *kinds, const size_t *sizes,
                                              unsigned int nsymbols, const char *const *symbols,
                                              int dynamic_shared);

/* Stream capture.  mode: Global and ThreadLocal end only on the thread that
   began (else cuportErrorStreamCaptureWrongThread); Relaxed anywhere.  The
   legacy stream cannot capture (cuportErrorStreamCaptureUnsupported).  While a
   stream captures, kernels, copies, memsets, host functions, event records
   and event waits issued to it become nodes instead of running; an operation
   that would have to run (a synchronization, a blocking copy) fails with
   cuportErrorStreamCaptureUnsupported and invalidates the capture, and legacy
   stream work that would wait on a capturing blocking stream fails with
   cuportErrorStreamCaptureImplicit.  EndCapture: the origin stream only
   (cuportErrorStreamCaptureUnmatched); a stream that joined and was not joined
   back gives cuportErrorStreamCaptureUnjoined; an invalidated capture gives
   cuportErrorStreamCaptureInvalidated and *pGraph = NULL. */
CUPORT_API cuportError_t cuportStreamBeginCapture(cuportStream_t stream, cuportStreamCaptureMode mode);
CUPORT_API cuportError_t cuportStreamEndCapture(cuportStream_t stream, cuportGraph_t *pGraph);
CUPORT_API cuportError_t cuportStreamIsCapturing(cuportStream_t stream, cuportStreamCaptureStatus *pCaptureStatus);
/* CUDA 12's form; every output but the status may be NULL.  dependencies_out
   (valid until the stream's next captured operation) are the nodes the next
   operation will depend on. */
CUPORT_API cuportError_t cuportStreamGetCaptureInfo(cuportStream_t stream, cuportStreamCaptureStatus *captureStatus_out,
                                                    unsigned long long *id_out, cuportGraph_t *graph_out,
                                                    const cuportGraphNode_t **dependencies_out,
                                                    size_t *numDependencies_out);
/* This thread's capture interaction mode, swapped with *mode. */
CUPORT_API cuportError_t cuportThreadExchangeStreamCaptureMode(cuportStreamCaptureMode *mode);

/* Graphs and nodes.  flags must be 0.  pDependencies: numDependencies nodes of
   the same graph (else cuportErrorInvalidValue). */
CUPORT_API cuportError_t cuportGraphCreate(cuportGraph_t *pGraph, unsigned int flags);
/* Destroys the graph and its nodes (instantiated graphs are independent). */
CUPORT_API cuportError_t cuportGraphDestroy(cuportGraph_t graph);
CUPORT_API cuportError_t cuportGraphClone(cuportGraph_t *pGraphClone, cuportGraph_t originalGraph);
/* The node of clonedGraph that was cloned from originalNode. */
CUPORT_API cuportError_t cuportGraphNodeFindInClone(cuportGraphNode_t *pNode, cuportGraphNode_t originalNode, cuportGraph_t clonedGraph);
/* func must be a kernel described by cuportKernelDescribe (else
   cuportErrorInvalidDeviceFunction); the launch configuration is checked as a
   launch checks it, against the current device. */
CUPORT_API cuportError_t cuportGraphAddKernelNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                  const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                  const cuportKernelNodeParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphAddMemcpyNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                  const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                  const cuportMemcpy3DParms *pCopyParams);
CUPORT_API cuportError_t cuportGraphAddMemcpyNode1D(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                    const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                    void *dst, const void *src, size_t count, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportGraphAddMemsetNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                  const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                  const cuportMemsetParams *pMemsetParams);
CUPORT_API cuportError_t cuportGraphAddHostNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                const cuportHostNodeParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphAddEmptyNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                 const cuportGraphNode_t *pDependencies, size_t numDependencies);
/* Graph memory nodes.  The allocation is made when the node is added (nodeParams->dptr
   returns it) and keeps its address for every launch, as CUDA promises; it lives while a
   graph or executable graph holds the node, so a free node (or cuportFree of an allocation
   the graph does not free) orders nothing and frees nothing.  graphmem.c. */
typedef struct cuportMemAllocNodeParams {
  cuportMemPoolProps poolProps;
  const cuportMemAccessDesc *accessDescs;
  size_t accessDescCount;
  size_t bytesize;
  void *dptr;                   /* out */
} cuportMemAllocNodeParams;
CUPORT_API cuportError_t cuportGraphAddMemAllocNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                    const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                    cuportMemAllocNodeParams *nodeParams);
CUPORT_API cuportError_t cuportGraphMemAllocNodeGetParams(cuportGraphNode_t node, cuportMemAllocNodeParams *params_out);
CUPORT_API cuportError_t cuportGraphAddMemFreeNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                   const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                   void *dptr);
CUPORT_API cuportError_t cuportGraphMemFreeNodeGetParams(cuportGraphNode_t node, void *dptr_out);
typedef enum cuportGraphMemAttributeType {
  cuportGraphMemAttrUsedMemCurrent = 0,
  cuportGraphMemAttrUsedMemHigh = 1,
  cuportGraphMemAttrReservedMemCurrent = 2,
  cuportGraphMemAttrReservedMemHigh = 3
} cuportGraphMemAttributeType;
/* The bytes graph allocations of device hold now (used and reserved are the same here: no
   pool), and the most they held since the high marks were last reset (by setting them). */
CUPORT_API cuportError_t cuportDeviceGetGraphMemAttribute(int device, cuportGraphMemAttributeType attr, void *value);
CUPORT_API cuportError_t cuportDeviceSetGraphMemAttribute(int device, cuportGraphMemAttributeType attr, void *value);
/* Nothing is cached beyond the live allocations: nothing to trim. */
CUPORT_API cuportError_t cuportDeviceGraphMemTrim(int device);
/* The node holds a clone of childGraph, made now. */
CUPORT_API cuportError_t cuportGraphAddChildGraphNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                                      const cuportGraphNode_t *pDependencies, size_t numDependencies,
                                                      cuportGraph_t childGraph);
CUPORT_API cuportError_t cuportGraphChildGraphNodeGetGraph(cuportGraphNode_t node, cuportGraph_t *pGraph);
/* Adds the edges from[i] -> to[i]; an edge that would close a cycle gives
   cuportErrorInvalidValue. */
CUPORT_API cuportError_t cuportGraphAddDependencies(cuportGraph_t graph, const cuportGraphNode_t *from,
                                                    const cuportGraphNode_t *to, size_t numDependencies);
/* The nodes in creation order / those without dependencies / the edges.  With
   a NULL array only the count is written; otherwise up to *num entries are
   written and *num becomes the total. */
CUPORT_API cuportError_t cuportGraphGetNodes(cuportGraph_t graph, cuportGraphNode_t *nodes, size_t *numNodes);
CUPORT_API cuportError_t cuportGraphGetRootNodes(cuportGraph_t graph, cuportGraphNode_t *pRootNodes, size_t *pNumRootNodes);
CUPORT_API cuportError_t cuportGraphGetEdges(cuportGraph_t graph, cuportGraphNode_t *from, cuportGraphNode_t *to, size_t *numEdges);
CUPORT_API cuportError_t cuportGraphNodeGetDependencies(cuportGraphNode_t node, cuportGraphNode_t *pDependencies, size_t *pNumDependencies);
CUPORT_API cuportError_t cuportGraphNodeGetType(cuportGraphNode_t node, cuportGraphNodeType *pType);
/* kernelParams of the result point into the node (valid until it changes). */
CUPORT_API cuportError_t cuportGraphKernelNodeGetParams(cuportGraphNode_t node, cuportKernelNodeParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphKernelNodeSetParams(cuportGraphNode_t node, const cuportKernelNodeParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphMemcpyNodeGetParams(cuportGraphNode_t node, cuportMemcpy3DParms *pNodeParams);
CUPORT_API cuportError_t cuportGraphMemcpyNodeSetParams(cuportGraphNode_t node, const cuportMemcpy3DParms *pNodeParams);
CUPORT_API cuportError_t cuportGraphMemsetNodeGetParams(cuportGraphNode_t node, cuportMemsetParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphMemsetNodeSetParams(cuportGraphNode_t node, const cuportMemsetParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphHostNodeGetParams(cuportGraphNode_t node, cuportHostNodeParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphHostNodeSetParams(cuportGraphNode_t node, const cuportHostNodeParams *pNodeParams);

/* Instantiation: a snapshot of graph for the current device; later changes
   to graph do not reach it.  flags: cuportGraphInstantiateFlag*. */
CUPORT_API cuportError_t cuportGraphInstantiate(cuportGraphExec_t *pGraphExec, cuportGraph_t graph, unsigned long long flags);
CUPORT_API cuportError_t cuportGraphInstantiateWithFlags(cuportGraphExec_t *pGraphExec, cuportGraph_t graph, unsigned long long flags);
/* Replays the graph on stream, ordered like any command there. */
CUPORT_API cuportError_t cuportGraphLaunch(cuportGraphExec_t graphExec, cuportStream_t stream);
/* Builds the graph's kernels for the device; the replay itself needs nothing. */
CUPORT_API cuportError_t cuportGraphUpload(cuportGraphExec_t graphExec, cuportStream_t stream);
CUPORT_API cuportError_t cuportGraphExecDestroy(cuportGraphExec_t graphExec);
/* Sets the parameters of node's copy in the instantiated graph (node: a node
   of the graph it was instantiated or last updated from); the node type must
   match. */
CUPORT_API cuportError_t cuportGraphExecKernelNodeSetParams(cuportGraphExec_t hGraphExec, cuportGraphNode_t node,
                                                            const cuportKernelNodeParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphExecMemcpyNodeSetParams(cuportGraphExec_t hGraphExec, cuportGraphNode_t node,
                                                            const cuportMemcpy3DParms *pNodeParams);
CUPORT_API cuportError_t cuportGraphExecMemsetNodeSetParams(cuportGraphExec_t hGraphExec, cuportGraphNode_t node,
                                                            const cuportMemsetParams *pNodeParams);
CUPORT_API cuportError_t cuportGraphExecHostNodeSetParams(cuportGraphExec_t hGraphExec, cuportGraphNode_t node,
                                                          const cuportHostNodeParams *pNodeParams);
/* Takes every node's parameters from hGraph, which must have the topology the
   instantiated graph has (the same nodes in creation order, of the same types,
   with the same dependencies); otherwise nothing changes, resultInfo says why
   and the result is cuportErrorGraphExecUpdateFailure. */
CUPORT_API cuportError_t cuportGraphExecUpdate(cuportGraphExec_t hGraphExec, cuportGraph_t hGraph,
                                               cuportGraphExecUpdateResultInfo *resultInfo);

/* Conditional nodes (CUDA 12.3/12.8).  A handle is a 4-byte device block the runtime owns
   (graph.c); its value, cuportGraphConditionalHandle, is that block's device address, which
   kernels receive as an ordinary 64-bit argument and cudaGraphSetConditional (the device
   header's cuport_graph_set_conditional) stores to.  The block holds defaultLaunchValue
   when made, and again at the start of every launch of a graph whose handle has
   cuportGraphCondAssignDefault.  A launch that reaches a conditional node waits there for
   the work before it and reads the block (a blocking read: the host cannot go ahead of
   the device at that point), then issues the chosen body: If runs body 0 when the value
   is not 0, else body 1 when size is 2; While runs body 0 as long as the value read before
   each round is not 0; Switch runs body n for value n < size.  The handle lives as long
   as its graph or an executable graph made from it. */
typedef unsigned long long cuportGraphConditionalHandle;
enum cuportGraphConditionalHandleFlags { cuportGraphCondAssignDefault = 1 };
typedef enum cuportGraphConditionalNodeType {
  cuportGraphCondTypeIf = 0,
  cuportGraphCondTypeWhile = 1,
  cuportGraphCondTypeSwitch = 2
} cuportGraphConditionalNodeType;
typedef struct cuportConditionalNodeParams {
  cuportGraphConditionalHandle handle;
  cuportGraphConditionalNodeType type;
  unsigned int size;                /* If: 1 or 2, While: 1, Switch: 1 or more */
  cuportGraph_t *phGraph_out;       /* out: the node's body graphs, owned by the node */
} cuportConditionalNodeParams;
/* A handle for conditional nodes of graph.  flags: 0 or cuportGraphCondAssignDefault. */
CUPORT_API cuportError_t cuportGraphConditionalHandleCreate(cuportGraphConditionalHandle *pHandle_out,
                                                            cuportGraph_t graph,
                                                            unsigned int defaultLaunchValue,
                                                            unsigned int flags);

/* cuportGraphAddNode's parameters: CUDA 12.3's cudaGraphNodeParams, with its layout. */
typedef struct cuportKernelNodeParamsV2 {
  void *func;               /* a cuportKernel_t (cuportKernelFunc) */
  cuport_uint3 gridDim;     /* CUDA's dim3 there, which has constructors C++ unions refuse */
  cuport_uint3 blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;             /* must be NULL */
} cuportKernelNodeParamsV2;
typedef struct cuportMemcpyNodeParams {
  int flags;                /* 0 */
  int reserved[3];
  cuportMemcpy3DParms copyParams;
} cuportMemcpyNodeParams;
typedef cuportMemsetParams cuportMemsetParamsV2;
typedef cuportHostNodeParams cuportHostNodeParamsV2;
typedef cuportMemAllocNodeParams cuportMemAllocNodeParamsV2;
typedef struct cuportMemFreeNodeParams {
  void *dptr;
} cuportMemFreeNodeParams;
enum cuportGraphChildGraphNodeOwnership {
  cuportGraphChildGraphOwnershipClone = 0,
  cuportGraphChildGraphOwnershipMove = 1
};
typedef struct cuportChildGraphNodeParams {
  cuportGraph_t graph;
  enum cuportGraphChildGraphNodeOwnership ownership;
} cuportChildGraphNodeParams;
typedef struct cuportEventRecordNodeParams {
  cuportEvent_t event;
} cuportEventRecordNodeParams;
typedef cuportEventRecordNodeParams cuportEventWaitNodeParams;
typedef struct cuportGraphNodeParams {
  cuportGraphNodeType type;
  int reserved0[3];
  union {
    long long reserved1[29];
    cuportKernelNodeParamsV2 kernel;
    cuportMemcpyNodeParams memcpy;
    cuportMemsetParamsV2 memset;
    cuportHostNodeParamsV2 host;
    cuportChildGraphNodeParams graph;
    cuportEventWaitNodeParams eventWait;
    cuportEventRecordNodeParams eventRecord;
    cuportMemAllocNodeParamsV2 alloc;
    cuportMemFreeNodeParams free;
    cuportConditionalNodeParams conditional;
  };
  long long reserved2;
} cuportGraphNodeParams;
/* Adds a node of nodeParams->type as the cuportGraphAdd*Node of that type does (CUDA 13's
   form; edges: NULL or default ones).  A conditional node gets nodeParams->conditional.size
   empty body graphs, in phGraph_out (valid while the node lives), to fill with nodes or by
   cuportStreamBeginCaptureToGraph.  Event nodes: cuportErrorNotSupported. */
CUPORT_API cuportError_t cuportGraphAddNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                            const cuportGraphNode_t *pDependencies,
                                            const cuportGraphEdgeData *dependencyData,
                                            size_t numDependencies, cuportGraphNodeParams *nodeParams);
/* Begins a capture of stream into graph, an existing graph (a conditional node's body
   among others), after dependencies (nodes of graph; NULL: after nothing).
   cuportStreamEndCapture then gives that graph back (pGraph may be NULL). */
CUPORT_API cuportError_t cuportStreamBeginCaptureToGraph(cuportStream_t stream, cuportGraph_t graph,
                                                         const cuportGraphNode_t *dependencies,
                                                         const cuportGraphEdgeData *dependencyData,
                                                         size_t numDependencies,
                                                         cuportStreamCaptureMode mode);
/* What the next captured operation of stream depends on: dependencies replace the current
   set (cuportStreamSetCaptureDependencies) or join it (cuportStreamAddCaptureDependencies). */
enum cuportStreamUpdateCaptureDependenciesFlags {
  cuportStreamAddCaptureDependencies = 0,
  cuportStreamSetCaptureDependencies = 1
};
CUPORT_API cuportError_t cuportStreamUpdateCaptureDependencies(cuportStream_t stream,
                                                               cuportGraphNode_t *dependencies,
                                                               const cuportGraphEdgeData *dependencyData,
                                                               size_t numDependencies,
                                                               unsigned int flags);

/* ---------------------------------------------------------- device symbols
 *
 * CUDA's __device__ and __constant__ variables have no OpenCL C 1.2
 * equivalent (program-scope variables there are read-only __constant).  The
 * convention the migrator follows:
 *  1. For each such variable V of a program, the host code calls
 *     cuportRegisterSymbol(program, "V", sizeof V, &initializer or NULL) once,
 *     right after cuportRegisterProgram.  The runtime owns one allocation per
 *     symbol and device, created on first use and initialized from init.
 *  2. Each kernel that uses V (directly or through device functions) gets an
 *     extra parameter, "__global T *V" (or "__constant T *V" for __constant__),
 *     after its own parameters and before the dynamic-shared __local
 *     parameter, one per used symbol in order of first use; device functions
 *     receive the pointer as a parameter too.
 *  3. The launch passes CUPORT_ARG_S("V") at that position.
 *  4. Host uses of the variable go through the functions below with the
 *     program handle and the name.
 */
/* Declares symbol name of size bytes in program; init (size bytes, copied)
   or NULL for zeros.  Idempotent per name when size matches; a different size
   gives cuportErrorDuplicateVariableName. */
CUPORT_API cuportError_t cuportRegisterSymbol(cuportProgram_t program, const char *name, size_t size, const void *init);
/* Declares a __managed__ variable: as cuportRegisterSymbol, with host (size
   bytes, not copied) the variable host code reads and writes.  The storage
   starts from host's bytes; the runtime copies host to it before device work
   and back once the host has waited for the device and nothing is in flight
   (CUDA's managed memory on a device without concurrent access).  Host code
   must not touch it while device work is in flight, and hands kernels
   cuportGetSymbolAddress's pointer, not host's. */
CUPORT_API cuportError_t cuportRegisterManagedSymbol(cuportProgram_t program, const char *name, size_t size, void *host);
/* The device address of symbol on the current device (allocated on first
   use).  Unknown symbol: cuportErrorInvalidSymbol. */
CUPORT_API cuportError_t cuportGetSymbolAddress(void **devPtr, cuportProgram_t program, const char *symbol);
CUPORT_API cuportError_t cuportGetSymbolSize(size_t *size, cuportProgram_t program, const char *symbol);
/* Copies count bytes into/out of symbol at offset; offset + count beyond the
   symbol gives cuportErrorInvalidValue.  kind: HostToDevice / DeviceToDevice
   (To), DeviceToHost / DeviceToDevice (From), or Default. */
CUPORT_API cuportError_t cuportMemcpyToSymbol(cuportProgram_t program, const char *symbol, const void *src, size_t count, size_t offset, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpyFromSymbol(void *dst, cuportProgram_t program, const char *symbol, size_t count, size_t offset, cuportMemcpyKind kind);
CUPORT_API cuportError_t cuportMemcpyToSymbolAsync(cuportProgram_t program, const char *symbol, const void *src, size_t count, size_t offset, cuportMemcpyKind kind, cuportStream_t stream);
CUPORT_API cuportError_t cuportMemcpyFromSymbolAsync(void *dst, cuportProgram_t program, const char *symbol, size_t count, size_t offset, cuportMemcpyKind kind, cuportStream_t stream);

/* Legacy texture references: CUDA's texture<T, dim, mode> (removed in CUDA 12)
   bound to linear memory and read by tex1Dfetch.  The migrator makes each
   reference a symbol of its unit's program (cuportTexture<T, dim, mode>, a
   cuportTextureReference, in host code) whose first 8 bytes, devPtr, are the
   address the kernels read through; cuportBindTexture stores devPtr there and
   sets *offset (when not NULL) to 0, cuportUnbindTexture stores NULL.  Like
   CUDA, a launch reads what is bound when it is made.  The channel
   description and the size are not checked (a fetch past the bound range is
   as undefined as CUDA's); C++ code may leave the description out or pass it
   by reference (cuport_launch.h).  Unknown symbol: cuportErrorInvalidSymbol. */
typedef struct cuportTextureReference {
  const void *devPtr;             /* the bound address, or NULL */
  int normalized;
  cuportTextureFilterMode filterMode;
  cuportTextureAddressMode addressMode[3];
  cuportChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  cuportTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  /* not CUDA's: the read mode, a template argument of texture<T, dim, mode>
     (cuportTexture sets it), which the image's format depends on */
  cuportTextureReadMode readMode;
} cuportTextureReference;
CUPORT_API cuportError_t cuportBindTexture(size_t *offset, cuportProgram_t program, const char *symbol,
                                           const void *devPtr, const cuportChannelFormatDesc *desc,
                                           size_t size);
CUPORT_API cuportError_t cuportUnbindTexture(cuportProgram_t program, const char *symbol);
/* A reference bound to an array or to pitched memory is read by tex1D, tex2D,
   tex3D or their layered forms: the migrator makes it an image and a sampler
   of the kernels that read it, and the binding is a texture object (texture.c)
   made from ref's fields (normalized, filterMode, addressMode, readMode),
   which each launch then passes in the symbol's place.  As in CUDA, a launch
   reads the fields again: ref must outlive the binding (it is the program's
   own reference).  desc NULL: the array's own format (cuportBindTexture2D: ref's
   channelDesc).  *offset (when not NULL) is 0.  Binding again or
   cuportUnbindTexture drops the object. */
CUPORT_API cuportError_t cuportBindTextureToArray(cuportProgram_t program, const char *symbol,
                                                  const cuportTextureReference *ref,
                                                  cuportArray_const_t array,
                                                  const cuportChannelFormatDesc *desc);
CUPORT_API cuportError_t cuportBindTexture2D(size_t *offset, cuportProgram_t program,
                                             const char *symbol, const cuportTextureReference *ref,
                                             const void *devPtr, const cuportChannelFormatDesc *desc,
                                             size_t width, size_t height, size_t pitch);
/* Legacy surface references (surface<void, dim>): a symbol whose first 8
   bytes are the device pointer of the bound array's surface buffer, which
   the kernels' surf*read/write go through as they do a surface object's. */
typedef struct cuportSurfaceReference {
  const void *devPtr;             /* the bound surface buffer, or NULL */
  cuportChannelFormatDesc channelDesc;
} cuportSurfaceReference;
CUPORT_API cuportError_t cuportBindSurfaceToArray(cuportProgram_t program, const char *symbol,
                                                  cuportArray_const_t array,
                                                  const cuportChannelFormatDesc *desc);

/* ------------------------------------------------- device-wide algorithms
 *
 * CUB's cub::DeviceReduce and cub::DeviceScan over arrays of an arithmetic
 * type, run by kernels of the runtime's own (algorithm.c).  CUB's two-call
 * protocol holds: with temp == NULL only *temp_bytes is written (the scratch
 * the call needs, in device memory the caller allocates); otherwise temp must
 * hold *temp_bytes >= that many bytes (else cuportErrorInvalidValue), and the
 * kernels are enqueued on stream, the result written to device memory when
 * they run.  in and out are device pointers; a scan may write in place.
 * C++ code calls the typed wrappers of cuport_cub.h. */
typedef enum cuportScalarType {
  CUPORT_SCALAR_I32 = 0, /* int */
  CUPORT_SCALAR_U32 = 1, /* unsigned int */
  CUPORT_SCALAR_I64 = 2, /* long long (and a 64-bit long) */
  CUPORT_SCALAR_U64 = 3, /* unsigned long long, size_t */
  CUPORT_SCALAR_F32 = 4, /* float */
  CUPORT_SCALAR_F64 = 5  /* double: the device needs cl_khr_fp64 */
} cuportScalarType;
typedef enum cuportReduceOp {
  CUPORT_REDUCE_SUM = 0, /* a + b */
  CUPORT_REDUCE_MAX = 1, /* a < b ? b : a, identity the type's lowest value */
  CUPORT_REDUCE_MIN = 2  /* b < a ? b : a, identity the type's highest value */
} cuportReduceOp;
/* *out = init op in[0] op ... op in[n-1]; init NULL means op's identity (0,
   lowest, highest: what DeviceReduce::Sum/Max/Min start from). */
CUPORT_API cuportError_t cuportAlgoReduce(void *temp, size_t *temp_bytes, const void *in, void *out,
                                          long long n, cuportScalarType type, cuportReduceOp op,
                                          const void *init, cuportStream_t stream);
/* ArgMax (op CUPORT_REDUCE_MAX) or ArgMin (CUPORT_REDUCE_MIN): the extremum to
   *out_value and the index of its first occurrence to *out_index, an integer of
   index_size bytes (4 or 8).  For n == 0: the lowest (ArgMax) or highest
   (ArgMin) value and index 1, as CUB writes. */
CUPORT_API cuportError_t cuportAlgoArgReduce(void *temp, size_t *temp_bytes, const void *in,
                                             void *out_value, void *out_index, size_t index_size,
                                             long long n, cuportScalarType type, cuportReduceOp op,
                                             cuportStream_t stream);
/* Prefix scan: inclusive, out[i] = [init op] in[0] op ... op in[i]; exclusive,
   out[i] = init op in[0] op ... op in[i-1] (init required: out[0] = init). */
CUPORT_API cuportError_t cuportAlgoScan(void *temp, size_t *temp_bytes, const void *in, void *out,
                                        long long n, cuportScalarType type, cuportReduceOp op,
                                        int exclusive, const void *init, cuportStream_t stream);
/* Stable radix sort (sort.c) of n keys of `type` in place at keys, ascending or
   (descending != 0) descending, equal keys keeping their order; values (NULL, or n
   elements of value_size bytes) move with their keys.  The runtime allocates its own
   scratch; the call returns when the sort is done (after the stream's earlier work).
   Floats sort by the bits CUB's radix sort uses: -0.0 before +0.0. */
/* Reduce by key (bykey.c): each run of equal consecutive keys (==) of keys_in
   becomes one key of keys_out and the left fold with op of its values (a value
   type of its own) one value of values_out; *segments is the number of runs.
   Returns when done.  n < 2^32. */
CUPORT_API cuportError_t cuportAlgoReduceByKey(const void *keys_in, void *keys_out,
                                               const void *values_in, void *values_out,
                                               long long n, cuportScalarType key_type,
                                               cuportScalarType value_type, cuportReduceOp op,
                                               long long *segments, cuportStream_t stream);
CUPORT_API cuportError_t cuportAlgoSortPairs(void *keys, void *values, size_t value_size,
                                             long long n, cuportScalarType type, int descending,
                                             cuportStream_t stream);

#ifdef __cplusplus
} /* extern "C" */
#endif

#ifdef __cplusplus
#include "cuport_launch.h" /* typed launches and overloads for migrated C++ */
#endif

/* ------------------------------------------ what <cuda_runtime.h> defines
 *
 * This header stands in for cuda_runtime.h and the CUDA headers it includes,
 * so it defines what code tests to learn that they were included, and what
 * they define for any host compiler: the runtime version, their include
 * guards (#ifdef __DRIVER_TYPES_H__ in a utility header keeps its branch),
 * and CUDA's keywords with their host meaning.  CUDART_VERSION is the version
 * of CUDA the file was migrated with: 12080 unless the migrator writes
 * another one above the include (it does when it parsed with a CUDA SDK of
 * another version, so #if CUDART_VERSION >= ... takes the same branch here). */
#ifndef CUDART_VERSION
#define CUDART_VERSION 12080
#endif
#ifndef __CUDART_API_VERSION
#define __CUDART_API_VERSION CUDART_VERSION
#endif
#define __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_API_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define __DRIVER_TYPES_H__
#define __DRIVER_FUNCTIONS_H__
#define __VECTOR_TYPES_H__
#define __VECTOR_FUNCTIONS_H__
#define __HOST_DEFINES_H__
#define __HOST_CONFIG_H__
#define __CHANNEL_DESCRIPTOR_H__
#define __LIBRARY_TYPES_H__
#define __SURFACE_TYPES_H__
#define __TEXTURE_TYPES_H__
#define __DEVICE_TYPES_H__
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __global__
#define __global__
#endif
#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
/* No __noinline__ here: libstdc++ spells the GNU attribute with that reserved name
   (__attribute__((__noinline__)) in <memory> and <string>), so a macro of that name breaks
   every standard header included after this one. The migrator writes
   __attribute__((noinline)) where CUDA code says __noinline__. */
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif
#ifndef __builtin_align__
#define __builtin_align__(n) __align__(n)
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...)
#endif
#ifndef __cudart_builtin__
#define __cudart_builtin__
#endif
#ifndef __device_builtin__
#define __device_builtin__
#endif
#ifndef CUDARTAPI
#define CUDARTAPI
#endif
#ifndef CUDART_CB
#define CUDART_CB
#endif

/* ----------------------------------------------- nvcc's implicit include
 *
 * nvcc compiles every .cu as if it began with #include <cuda_runtime.h>, and
 * that header, under nvcc, brings more than its API: the C and C++ standard
 * headers below (fabs, exit, malloc, memcpy, INT_MAX... need no #include in a
 * .cu), the include guards of the device-side headers, nvcc's version macros,
 * and host definitions of CUDA's min/max overloads and of the CUDA math
 * functions the C library lacks (rsqrtf, normcdf, erfinv, sinpi...).  A file
 * migrated from a .cu gets them by defining CUPORT_NVCC; a plain C++ file
 * that included cuda_runtime.h does not, as with g++.  __CUDA_ARCH__ stays
 * undefined: this is the host pass. */
#if defined(CUPORT_NVCC) && defined(__cplusplus)
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(_WIN32)
#include <strings.h>
#endif
#include <time.h>
#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <limits>
#include <new>
#include <type_traits>
#include <utility>

#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ (CUDART_VERSION / 1000)
#endif
#ifndef __CUDACC_VER_MINOR__
#define __CUDACC_VER_MINOR__ (CUDART_VERSION % 1000 / 10)
#endif
#ifndef __CUDACC_VER_BUILD__
#define __CUDACC_VER_BUILD__ 0
#endif
#ifndef __CUDA_API_VER_MAJOR__
#define __CUDA_API_VER_MAJOR__ __CUDACC_VER_MAJOR__
#endif
#ifndef __CUDA_API_VER_MINOR__
#define __CUDA_API_VER_MINOR__ __CUDACC_VER_MINOR__
#endif
#define __COMMON_FUNCTIONS_H__
#define __DEVICE_FUNCTIONS_H__
#define __DEVICE_DOUBLE_FUNCTIONS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__
#define __DEVICE_ATOMIC_FUNCTIONS_H__
#define __MATH_FUNCTIONS_H__
#define __SM_20_ATOMIC_FUNCTIONS_H__
#define __SM_20_INTRINSICS_H__
#define __SM_30_INTRINSICS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_32_INTRINSICS_H__
#define __SM_35_ATOMIC_FUNCTIONS_H__
#define __SM_35_INTRINSICS_H__
#define __SM_60_ATOMIC_FUNCTIONS_H__
#define __SM_61_INTRINSICS_H__
#define __SM_70_RT_H__
#define __SM_80_RT_H__
#define __SM_90_RT_H__
#define __TEXTURE_INDIRECT_FUNCTIONS_H__
#define __SURFACE_INDIRECT_FUNCTIONS_H__

/* CUDA's min and max: one overload per pair of types nvcc declares, in the
   global namespace (so a call prefers them to std::min, as under nvcc).
   Mixed signed and unsigned operands compare as unsigned, as in CUDA. */
#define CUPORT_MINMAX(R, A, B)                                                 \
  inline R min(A a, B b) { return (R)a < (R)b ? (R)a : (R)b; }                 \
  inline R max(A a, B b) { return (R)a > (R)b ? (R)a : (R)b; }
CUPORT_MINMAX(int, int, int)
CUPORT_MINMAX(unsigned int, unsigned int, unsigned int)
CUPORT_MINMAX(unsigned int, int, unsigned int)
CUPORT_MINMAX(unsigned int, unsigned int, int)
CUPORT_MINMAX(long, long, long)
CUPORT_MINMAX(unsigned long, unsigned long, unsigned long)
CUPORT_MINMAX(unsigned long, long, unsigned long)
CUPORT_MINMAX(unsigned long, unsigned long, long)
CUPORT_MINMAX(long long, long long, long long)
CUPORT_MINMAX(unsigned long long, unsigned long long, unsigned long long)
CUPORT_MINMAX(unsigned long long, long long, unsigned long long)
CUPORT_MINMAX(unsigned long long, unsigned long long, long long)
#undef CUPORT_MINMAX
inline float min(float a, float b) { return fminf(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline double max(double a, double b) { return fmax(a, b); }
inline double min(float a, double b) { return fmin((double)a, b); }
inline double min(double a, float b) { return fmin(a, (double)b); }
inline double max(float a, double b) { return fmax((double)a, b); }
inline double max(double a, float b) { return fmax(a, (double)b); }
inline unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
inline unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
inline long long llmin(long long a, long long b) { return a < b ? a : b; }
inline long long llmax(long long a, long long b) { return a > b ? a : b; }
inline unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }

/* CUDA's math functions that the C library lacks, for host code.  Each is a
   template with nothing to deduce: where a newer C library declares the same
   function (C23 adds rsqrt, sinpi, cospi), its plain declaration wins overload
   resolution and nothing clashes. */
#define CUPORT_HOSTMATH template <class CuportUnused_ = void> inline
#define CUPORT_PI 3.14159265358979323846
#define CUPORT_2_SQRTPI 1.12837916709551257390 /* 2 / sqrt(pi) */
#define CUPORT_SQRT2 1.41421356237309504880
CUPORT_HOSTMATH double rsqrt(double x) { return 1.0 / sqrt(x); }
CUPORT_HOSTMATH float rsqrtf(float x) { return (float)(1.0 / sqrt((double)x)); }
CUPORT_HOSTMATH double rcbrt(double x) { return 1.0 / cbrt(x); }
CUPORT_HOSTMATH float rcbrtf(float x) { return (float)(1.0 / cbrt((double)x)); }
/* sin(pi x) and cos(pi x), exact at integers and halves: x is reduced to
   n/2 + f with |f| <= 1/4 (both steps exact) before the libm call. */
CUPORT_HOSTMATH void sincospi(double x, double *s, double *c)
{
  if (!std::isfinite(x)) {
    *s = *c = x - x;
    return;
  }
  double r = remainder(x, 2.0), n = nearbyint(2.0 * r), f = r - 0.5 * n;
  double sf = sin(CUPORT_PI * f), cf = cos(CUPORT_PI * f);
  switch (((int)n + 4) % 4) {
  case 0: *s = sf; *c = cf; break;
  case 1: *s = cf; *c = -sf; break;
  case 2: *s = -sf; *c = -cf; break;
  default: *s = -cf; *c = sf; break;
  }
  if (*s == 0.0)
    *s = copysign(0.0, x);   /* sinpi(-n) is -0, as sin(-0) */
  if (*c == 0.0)
    *c = 0.0;                /* cospi(n + 1/2) is +0 */
}
CUPORT_HOSTMATH double sinpi(double x) { double s, c; sincospi(x, &s, &c); return s; }
CUPORT_HOSTMATH double cospi(double x) { double s, c; sincospi(x, &s, &c); return c; }
CUPORT_HOSTMATH void sincospif(float x, float *s, float *c)
{
  double sd, cd;
  sincospi((double)x, &sd, &cd);
  *s = (float)sd;
  *c = (float)cd;
}
CUPORT_HOSTMATH float sinpif(float x) { return (float)sinpi((double)x); }
CUPORT_HOSTMATH float cospif(float x) { return (float)cospi((double)x); }
/* The inverse error functions: an estimate (Winitzki's closed form, given
   log(1 - y^2)) refined by Newton steps, on erf near 0 and on erfc in the
   tails, where erfc keeps its relative precision. */
CUPORT_HOSTMATH double cuport_erfinv_estimate(double log_1my2)
{
  const double a = 0.147, b = 2.0 / (CUPORT_PI * a) + 0.5 * log_1my2;
  return sqrt(sqrt(b * b - log_1my2 / a) - b);
}
CUPORT_HOSTMATH double erfinv(double y);
CUPORT_HOSTMATH double erfcinv(double z)
{
  if (!(z >= 0.0 && z <= 2.0))
    return NAN;
  if (z == 0.0 || z == 2.0)
    return z == 0.0 ? INFINITY : -INFINITY;
  if (z > 0.5 && z < 1.5)
    return erfinv(1.0 - z);   /* exact: 1 - z loses nothing here */
  if (z > 1.0)
    return -erfcinv(2.0 - z);
  double x = cuport_erfinv_estimate(log(z * (2.0 - z)));
  for (int i = 0; i < 4; i++)
    x += (erfc(x) - z) / (CUPORT_2_SQRTPI * exp(-x * x));
  return x;
}
template <class CuportUnused_> inline double erfinv(double y)
{
  if (!(y >= -1.0 && y <= 1.0))
    return NAN;
  if (fabs(y) >= 0.5)
    return copysign(erfcinv(1.0 - fabs(y)), y);
  double x = copysign(cuport_erfinv_estimate(log((1.0 - y) * (1.0 + y))), y);
  for (int i = 0; i < 4; i++)
    x -= (erf(x) - y) / (CUPORT_2_SQRTPI * exp(-x * x));
  return x;
}
CUPORT_HOSTMATH float erfinvf(float y) { return (float)erfinv((double)y); }
CUPORT_HOSTMATH float erfcinvf(float z) { return (float)erfcinv((double)z); }
CUPORT_HOSTMATH double normcdf(double x) { return 0.5 * erfc(-x / CUPORT_SQRT2); }
CUPORT_HOSTMATH float normcdff(float x) { return (float)normcdf((double)x); }
CUPORT_HOSTMATH double normcdfinv(double p) { return -CUPORT_SQRT2 * erfcinv(2.0 * p); }
CUPORT_HOSTMATH float normcdfinvf(float p) { return (float)normcdfinv((double)p); }
/* exp(x^2) erfc(x); from x = 26 on, where exp(x^2) nears overflow, its
   asymptotic series, whose terms are below 1e-16 by the ninth. */
CUPORT_HOSTMATH double erfcx(double x)
{
  if (x < 26.0)
    return exp(x * x) * erfc(x);
  double inv2x2 = 1.0 / (2.0 * x * x), term = 1.0, sum = 1.0;
  for (int k = 1; k < 10; k++) {
    term *= -(2 * k - 1) * inv2x2;
    sum += term;
  }
  return sum / (x * sqrt(CUPORT_PI));
}
CUPORT_HOSTMATH float erfcxf(float x) { return (float)erfcx((double)x); }
#undef CUPORT_HOSTMATH
#undef CUPORT_PI
#undef CUPORT_2_SQRTPI
#undef CUPORT_SQRT2
#endif /* CUPORT_NVCC */

#endif /* CUPORT_RUNTIME_H */
