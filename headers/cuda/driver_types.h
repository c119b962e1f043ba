/* cuport: CUDA runtime types: error codes, enums, flags, handles and parameter structs.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * It gives the runtime API (cuda_runtime_api.h) its vocabulary with CUDA's numeric enum
 * values and struct field names, so that a migrator reading the AST sees the same
 * constants and member accesses as with a CUDA 12.x SDK (cudaDeviceProp keeps the fields
 * that CUDA 13 removed, such as clockRate, so 12.x code parses).  Usable from C and C++.
 * Texture and surface types live here too (texture_types.h and surface_types.h forward).
 */
#ifndef CUPORT_DRIVER_TYPES_H
#define CUPORT_DRIVER_TYPES_H
#define __DRIVER_TYPES_H__
#define __TEXTURE_TYPES_H__
#define __SURFACE_TYPES_H__
#include "host_defines.h"
#include "vector_types.h"
#include <stddef.h>

/* ---- Errors --------------------------------------------------------------------------- */
enum cudaError {
  cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3, cudaErrorCudartUnloading = 4,
  cudaErrorProfilerDisabled = 5, cudaErrorProfilerNotInitialized = 6,
  cudaErrorProfilerAlreadyStarted = 7, cudaErrorProfilerAlreadyStopped = 8,
  cudaErrorInvalidConfiguration = 9, cudaErrorInvalidPitchValue = 12,
  cudaErrorInvalidSymbol = 13, cudaErrorInvalidHostPointer = 16,
  cudaErrorInvalidDevicePointer = 17, cudaErrorInvalidTexture = 18,
  cudaErrorInvalidTextureBinding = 19, cudaErrorInvalidChannelDescriptor = 20,
  cudaErrorInvalidMemcpyDirection = 21, cudaErrorAddressOfConstant = 22,
  cudaErrorTextureFetchFailed = 23, cudaErrorTextureNotBound = 24,
  cudaErrorSynchronizationError = 25, cudaErrorInvalidFilterSetting = 26,
  cudaErrorInvalidNormSetting = 27, cudaErrorMixedDeviceExecution = 28,
  cudaErrorNotYetImplemented = 31, cudaErrorMemoryValueTooLarge = 32,
  cudaErrorStubLibrary = 34, cudaErrorInsufficientDriver = 35,
  cudaErrorCallRequiresNewerDriver = 36, cudaErrorInvalidSurface = 37,
  cudaErrorDuplicateVariableName = 43, cudaErrorDuplicateTextureName = 44,
  cudaErrorDuplicateSurfaceName = 45, cudaErrorDevicesUnavailable = 46,
  cudaErrorIncompatibleDriverContext = 49, cudaErrorMissingConfiguration = 52,
  cudaErrorPriorLaunchFailure = 53, cudaErrorLaunchMaxDepthExceeded = 65,
  cudaErrorLaunchFileScopedTex = 66, cudaErrorLaunchFileScopedSurf = 67,
  cudaErrorSyncDepthExceeded = 68, cudaErrorLaunchPendingCountExceeded = 69,
  cudaErrorInvalidDeviceFunction = 98, cudaErrorNoDevice = 100,
  cudaErrorInvalidDevice = 101, cudaErrorDeviceNotLicensed = 102,
  cudaErrorSoftwareValidityNotEstablished = 103, cudaErrorStartupFailure = 127,
  cudaErrorInvalidKernelImage = 200, cudaErrorDeviceUninitialized = 201,
  cudaErrorMapBufferObjectFailed = 205, cudaErrorUnmapBufferObjectFailed = 206,
  cudaErrorArrayIsMapped = 207, cudaErrorAlreadyMapped = 208,
  cudaErrorNoKernelImageForDevice = 209, cudaErrorAlreadyAcquired = 210,
  cudaErrorNotMapped = 211, cudaErrorNotMappedAsArray = 212,
  cudaErrorNotMappedAsPointer = 213, cudaErrorECCUncorrectable = 214,
  cudaErrorUnsupportedLimit = 215, cudaErrorDeviceAlreadyInUse = 216,
  cudaErrorPeerAccessUnsupported = 217, cudaErrorInvalidPtx = 218,
  cudaErrorInvalidGraphicsContext = 219, cudaErrorNvlinkUncorrectable = 220,
  cudaErrorJitCompilerNotFound = 221, cudaErrorUnsupportedPtxVersion = 222,
  cudaErrorJitCompilationDisabled = 223, cudaErrorUnsupportedExecAffinity = 224,
  cudaErrorUnsupportedDevSideSync = 225, cudaErrorInvalidSource = 300,
  cudaErrorFileNotFound = 301, cudaErrorSharedObjectSymbolNotFound = 302,
  cudaErrorSharedObjectInitFailed = 303, cudaErrorOperatingSystem = 304,
  cudaErrorInvalidResourceHandle = 400, cudaErrorIllegalState = 401,
  cudaErrorLossyQuery = 402, cudaErrorSymbolNotFound = 500, cudaErrorNotReady = 600,
  cudaErrorIllegalAddress = 700, cudaErrorLaunchOutOfResources = 701,
  cudaErrorLaunchTimeout = 702, cudaErrorLaunchIncompatibleTexturing = 703,
  cudaErrorPeerAccessAlreadyEnabled = 704, cudaErrorPeerAccessNotEnabled = 705,
  cudaErrorSetOnActiveProcess = 708, cudaErrorContextIsDestroyed = 709,
  cudaErrorAssert = 710, cudaErrorTooManyPeers = 711,
  cudaErrorHostMemoryAlreadyRegistered = 712, cudaErrorHostMemoryNotRegistered = 713,
  cudaErrorHardwareStackError = 714, cudaErrorIllegalInstruction = 715,
  cudaErrorMisalignedAddress = 716, cudaErrorInvalidAddressSpace = 717,
  cudaErrorInvalidPc = 718, cudaErrorLaunchFailure = 719,
  cudaErrorCooperativeLaunchTooLarge = 720, cudaErrorNotPermitted = 800,
  cudaErrorNotSupported = 801, cudaErrorSystemNotReady = 802,
  cudaErrorSystemDriverMismatch = 803, cudaErrorCompatNotSupportedOnDevice = 804,
  cudaErrorStreamCaptureUnsupported = 900, cudaErrorStreamCaptureInvalidated = 901,
  cudaErrorStreamCaptureMerge = 902, cudaErrorStreamCaptureUnmatched = 903,
  cudaErrorStreamCaptureUnjoined = 904, cudaErrorStreamCaptureIsolation = 905,
  cudaErrorStreamCaptureImplicit = 906, cudaErrorCapturedEvent = 907,
  cudaErrorStreamCaptureWrongThread = 908, cudaErrorTimeout = 909,
  cudaErrorGraphExecUpdateFailure = 910, cudaErrorExternalDevice = 911,
  cudaErrorInvalidClusterSize = 912, cudaErrorUnknown = 999,
  cudaErrorApiFailureBase = 10000
};
typedef enum cudaError cudaError_t;

/* ---- Opaque handles ------------------------------------------------------------------- */
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUuserObject_st *cudaUserObject_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef struct CUfunc_st *cudaFunction_t;
typedef struct CUkern_st *cudaKernel_t;
typedef struct CUlib_st *cudaLibrary_t;
typedef struct cudaGraphicsResource *cudaGraphicsResource_t;
typedef struct CUexternalMemory_st *cudaExternalMemory_t;
typedef struct CUexternalSemaphore_st *cudaExternalSemaphore_t;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;
typedef struct CUuuid_st { char bytes[16]; } cudaUUID_t;
typedef struct cudaIpcEventHandle_st { char reserved[64]; } cudaIpcEventHandle_t;
typedef struct cudaIpcMemHandle_st { char reserved[64]; } cudaIpcMemHandle_t;

#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)

/* ---- Flags ---------------------------------------------------------------------------- */
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaHostRegisterIoMemory 0x04
#define cudaHostRegisterReadOnly 0x08
#define cudaPeerAccessDefault 0x00
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
/* The named streams of device-side launches (CUDA 12's device runtime). */
#define cudaStreamTailLaunch ((cudaStream_t)0x3)
#define cudaStreamFireAndForget ((cudaStream_t)0x4)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaEventRecordDefault 0x00
#define cudaEventRecordExternal 0x01
#define cudaEventWaitDefault 0x00
#define cudaEventWaitExternal 0x01
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleMask 0x07
#define cudaDeviceMapHost 0x08
#define cudaDeviceLmemResizeToMax 0x10
#define cudaDeviceSyncMemops 0x80
#define cudaDeviceMask 0xff
#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08
#define cudaArrayColorAttachment 0x20
#define cudaArraySparse 0x40
#define cudaArrayDeferredMapping 0x80
#define cudaIpcMemLazyEnablePeerAccess 0x01
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaOccupancyDefault 0x00
#define cudaOccupancyDisableCachingOverride 0x01
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)
#define cudaInitDeviceFlagsAreValid 0x01
#define cudaCooperativeLaunchMultiDeviceNoPreSync 0x01
#define cudaCooperativeLaunchMultiDeviceNoPostSync 0x02
#define cudaGraphKernelNodePortDefault 0
#define cudaGraphKernelNodePortProgrammatic 1
#define cudaGraphKernelNodePortLaunchCompletion 2
#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC

/* ---- Memory --------------------------------------------------------------------------- */
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3, cudaMemcpyDefault = 4
};
enum cudaMemoryType {
  cudaMemoryTypeUnregistered = 0, cudaMemoryTypeHost = 1, cudaMemoryTypeDevice = 2,
  cudaMemoryTypeManaged = 3
};
enum cudaChannelFormatKind {
  cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1,
  cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3,
  cudaChannelFormatKindNV12 = 4
};
enum cudaMemoryAdvise {
  cudaMemAdviseSetReadMostly = 1, cudaMemAdviseUnsetReadMostly = 2,
  cudaMemAdviseSetPreferredLocation = 3, cudaMemAdviseUnsetPreferredLocation = 4,
  cudaMemAdviseSetAccessedBy = 5, cudaMemAdviseUnsetAccessedBy = 6
};
enum cudaMemRangeAttribute {
  cudaMemRangeAttributeReadMostly = 1, cudaMemRangeAttributePreferredLocation = 2,
  cudaMemRangeAttributeAccessedBy = 3, cudaMemRangeAttributeLastPrefetchLocation = 4
};
enum cudaMemLocationType {
  cudaMemLocationTypeInvalid = 0, cudaMemLocationTypeNone = 0, cudaMemLocationTypeDevice = 1,
  cudaMemLocationTypeHost = 2, cudaMemLocationTypeHostNuma = 3,
  cudaMemLocationTypeHostNumaCurrent = 4
};
enum cudaMemAllocationType { cudaMemAllocationTypeInvalid = 0, cudaMemAllocationTypePinned = 1 };
enum cudaMemAllocationHandleType {
  cudaMemHandleTypeNone = 0, cudaMemHandleTypePosixFileDescriptor = 1,
  cudaMemHandleTypeWin32 = 2, cudaMemHandleTypeWin32Kmt = 4, cudaMemHandleTypeFabric = 8
};
enum cudaMemAccessFlags {
  cudaMemAccessFlagsProtNone = 0, cudaMemAccessFlagsProtRead = 1,
  cudaMemAccessFlagsProtReadWrite = 3
};
enum cudaMemPoolAttr {
  cudaMemPoolReuseFollowEventDependencies = 1, cudaMemPoolReuseAllowOpportunistic = 2,
  cudaMemPoolReuseAllowInternalDependencies = 3, cudaMemPoolAttrReleaseThreshold = 4,
  cudaMemPoolAttrReservedMemCurrent = 5, cudaMemPoolAttrReservedMemHigh = 6,
  cudaMemPoolAttrUsedMemCurrent = 7, cudaMemPoolAttrUsedMemHigh = 8
};

struct cudaChannelFormatDesc { int x, y, z, w; enum cudaChannelFormatKind f; };
struct cudaPitchedPtr { void *ptr; size_t pitch; size_t xsize; size_t ysize; };
struct cudaExtent { size_t width; size_t height; size_t depth; };
struct cudaPos { size_t x; size_t y; size_t z; };
struct cudaMemcpy3DParms {
  cudaArray_t srcArray; struct cudaPos srcPos; struct cudaPitchedPtr srcPtr;
  cudaArray_t dstArray; struct cudaPos dstPos; struct cudaPitchedPtr dstPtr;
  struct cudaExtent extent; enum cudaMemcpyKind kind;
};
struct cudaMemcpy3DPeerParms {
  cudaArray_t srcArray; struct cudaPos srcPos; struct cudaPitchedPtr srcPtr; int srcDevice;
  cudaArray_t dstArray; struct cudaPos dstPos; struct cudaPitchedPtr dstPtr; int dstDevice;
  struct cudaExtent extent;
};
struct cudaMemsetParams {
  void *dst; size_t pitch; unsigned int value; unsigned int elementSize;
  size_t width; size_t height;
};
struct cudaPointerAttributes {
  enum cudaMemoryType type; int device; void *devicePointer; void *hostPointer;
};
struct cudaMemLocation { enum cudaMemLocationType type; int id; };
struct cudaMemAccessDesc { struct cudaMemLocation location; enum cudaMemAccessFlags flags; };
struct cudaMemPoolProps {
  enum cudaMemAllocationType allocType; enum cudaMemAllocationHandleType handleTypes;
  struct cudaMemLocation location; void *win32SecurityAttributes; size_t maxSize;
  unsigned short usage; unsigned char reserved[54];
};
struct cudaMemAllocNodeParams {
  struct cudaMemPoolProps poolProps; const struct cudaMemAccessDesc *accessDescs;
  size_t accessDescCount; size_t bytesize; void *dptr;
};

/* ---- Device --------------------------------------------------------------------------- */
enum cudaComputeMode {
  cudaComputeModeDefault = 0, cudaComputeModeExclusive = 1,
  cudaComputeModeProhibited = 2, cudaComputeModeExclusiveProcess = 3
};
enum cudaLimit {
  cudaLimitStackSize = 0x00, cudaLimitPrintfFifoSize = 0x01,
  cudaLimitMallocHeapSize = 0x02, cudaLimitDevRuntimeSyncDepth = 0x03,
  cudaLimitDevRuntimePendingLaunchCount = 0x04, cudaLimitMaxL2FetchGranularity = 0x05,
  cudaLimitPersistingL2CacheSize = 0x06
};
enum cudaFuncCache {
  cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3
};
enum cudaSharedMemConfig {
  cudaSharedMemBankSizeDefault = 0, cudaSharedMemBankSizeFourByte = 1,
  cudaSharedMemBankSizeEightByte = 2
};
enum cudaSharedCarveout {
  cudaSharedmemCarveoutDefault = -1, cudaSharedmemCarveoutMaxShared = 100,
  cudaSharedmemCarveoutMaxL1 = 0
};
enum cudaDeviceP2PAttr {
  cudaDevP2PAttrPerformanceRank = 1, cudaDevP2PAttrAccessSupported = 2,
  cudaDevP2PAttrNativeAtomicSupported = 3, cudaDevP2PAttrCudaArrayAccessSupported = 4
};
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxBlockDimY = 3, cudaDevAttrMaxBlockDimZ = 4, cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxGridDimY = 6, cudaDevAttrMaxGridDimZ = 7,
  cudaDevAttrMaxSharedMemoryPerBlock = 8, cudaDevAttrTotalConstantMemory = 9,
  cudaDevAttrWarpSize = 10, cudaDevAttrMaxPitch = 11, cudaDevAttrMaxRegistersPerBlock = 12,
  cudaDevAttrClockRate = 13, cudaDevAttrTextureAlignment = 14, cudaDevAttrGpuOverlap = 15,
  cudaDevAttrMultiProcessorCount = 16, cudaDevAttrKernelExecTimeout = 17,
  cudaDevAttrIntegrated = 18, cudaDevAttrCanMapHostMemory = 19, cudaDevAttrComputeMode = 20,
  cudaDevAttrMaxTexture1DWidth = 21, cudaDevAttrMaxTexture2DWidth = 22,
  cudaDevAttrMaxTexture2DHeight = 23, cudaDevAttrMaxTexture3DWidth = 24,
  cudaDevAttrMaxTexture3DHeight = 25, cudaDevAttrMaxTexture3DDepth = 26,
  cudaDevAttrSurfaceAlignment = 30, cudaDevAttrConcurrentKernels = 31,
  cudaDevAttrEccEnabled = 32, cudaDevAttrPciBusId = 33, cudaDevAttrPciDeviceId = 34,
  cudaDevAttrTccDriver = 35, cudaDevAttrMemoryClockRate = 36,
  cudaDevAttrGlobalMemoryBusWidth = 37, cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39, cudaDevAttrAsyncEngineCount = 40,
  cudaDevAttrUnifiedAddressing = 41, cudaDevAttrPciDomainId = 50,
  cudaDevAttrTexturePitchAlignment = 51, cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76, cudaDevAttrStreamPrioritiesSupported = 78,
  cudaDevAttrGlobalL1CacheSupported = 79, cudaDevAttrLocalL1CacheSupported = 80,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrMaxRegistersPerMultiprocessor = 82, cudaDevAttrManagedMemory = 83,
  cudaDevAttrIsMultiGpuBoard = 84, cudaDevAttrMultiGpuBoardGroupID = 85,
  cudaDevAttrHostNativeAtomicSupported = 86, cudaDevAttrSingleToDoublePrecisionPerfRatio = 87,
  cudaDevAttrPageableMemoryAccess = 88, cudaDevAttrConcurrentManagedAccess = 89,
  cudaDevAttrComputePreemptionSupported = 90,
  cudaDevAttrCanUseHostPointerForRegisteredMem = 91, cudaDevAttrCooperativeLaunch = 95,
  cudaDevAttrCooperativeMultiDeviceLaunch = 96, cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cudaDevAttrCanFlushRemoteWrites = 98, cudaDevAttrHostRegisterSupported = 99,
  cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100,
  cudaDevAttrDirectManagedMemAccessFromHost = 101,
  cudaDevAttrMaxBlocksPerMultiprocessor = 106, cudaDevAttrMaxPersistingL2CacheSize = 108,
  cudaDevAttrMaxAccessPolicyWindowSize = 109, cudaDevAttrReservedSharedMemoryPerBlock = 111,
  cudaDevAttrSparseCudaArraySupported = 112, cudaDevAttrHostRegisterReadOnlySupported = 113,
  cudaDevAttrMemoryPoolsSupported = 115, cudaDevAttrGPUDirectRDMASupported = 116,
  cudaDevAttrMemoryPoolSupportedHandleTypes = 119,
  cudaDevAttrClusterLaunch = 120, cudaDevAttrIpcEventSupport = 125,
  cudaDevAttrMax
};
struct cudaDeviceProp {
  char name[256]; cudaUUID_t uuid; char luid[8]; unsigned int luidDeviceNodeMask;
  size_t totalGlobalMem; size_t sharedMemPerBlock; int regsPerBlock; int warpSize;
  size_t memPitch; int maxThreadsPerBlock; int maxThreadsDim[3]; int maxGridSize[3];
  int clockRate; size_t totalConstMem; int major; int minor; size_t textureAlignment;
  size_t texturePitchAlignment;
#ifndef deviceOverlap /* -DdeviceOverlap=asyncEngineCount, CUDA 13's advice, renames it */
  int deviceOverlap;
#else
  int __cuport_deviceOverlap;
#endif
  int multiProcessorCount;
  int kernelExecTimeoutEnabled; int integrated; int canMapHostMemory; int computeMode;
  int maxTexture1D; int maxTexture1DMipmap; int maxTexture1DLinear; int maxTexture2D[2];
  int maxTexture2DMipmap[2]; int maxTexture2DLinear[3]; int maxTexture2DGather[2];
  int maxTexture3D[3]; int maxTexture3DAlt[3]; int maxTextureCubemap;
  int maxTexture1DLayered[2]; int maxTexture2DLayered[3]; int maxTextureCubemapLayered[2];
  int maxSurface1D; int maxSurface2D[2]; int maxSurface3D[3]; int maxSurface1DLayered[2];
  int maxSurface2DLayered[3]; int maxSurfaceCubemap; int maxSurfaceCubemapLayered[2];
  size_t surfaceAlignment; int concurrentKernels; int ECCEnabled; int pciBusID;
  int pciDeviceID; int pciDomainID; int tccDriver; int asyncEngineCount;
  int unifiedAddressing; int memoryClockRate; int memoryBusWidth; int l2CacheSize;
  int persistingL2CacheMaxSize; int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported; int globalL1CacheSupported; int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor; int regsPerMultiprocessor; int managedMemory;
  int isMultiGpuBoard; int multiGpuBoardGroupID; int hostNativeAtomicSupported;
  int singleToDoublePrecisionPerfRatio; int pageableMemoryAccess;
  int concurrentManagedAccess; int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem; int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch; size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables; int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor; int accessPolicyMaxWindowSize;
  size_t reservedSharedMemPerBlock; int hostRegisterSupported; int sparseCudaArraySupported;
  int hostRegisterReadOnlySupported; int timelineSemaphoreInteropSupported;
  int memoryPoolsSupported; int gpuDirectRDMASupported;
  unsigned int gpuDirectRDMAFlushWritesOptions; int gpuDirectRDMAWritesOrdering;
  unsigned int memoryPoolSupportedHandleTypes; int deferredMappingCudaArraySupported;
  int ipcEventSupported; int clusterLaunch; int unifiedFunctionPointers;
  int deviceNumaConfig; int deviceNumaId; int mpsEnabled; int hostNumaId;
  int reserved[60];
};

/* ---- Functions and launches ----------------------------------------------------------- */
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9,
  cudaFuncAttributeClusterDimMustBeSet = 10, cudaFuncAttributeRequiredClusterWidth = 11,
  cudaFuncAttributeRequiredClusterHeight = 12, cudaFuncAttributeRequiredClusterDepth = 13,
  cudaFuncAttributeNonPortableClusterSizeAllowed = 14,
  cudaFuncAttributeClusterSchedulingPolicyPreference = 15, cudaFuncAttributeMax
};
struct cudaFuncAttributes {
  size_t sharedSizeBytes; size_t constSizeBytes; size_t localSizeBytes;
  int maxThreadsPerBlock; int numRegs; int ptxVersion; int binaryVersion; int cacheModeCA;
  int maxDynamicSharedSizeBytes; int preferredShmemCarveout; int clusterDimMustBeSet;
  int requiredClusterWidth; int requiredClusterHeight; int requiredClusterDepth;
  int clusterSchedulingPolicyPreference; int nonPortableClusterSizeAllowed;
  int reserved[16];
};
struct cudaLaunchParams {
  void *func; dim3 gridDim; dim3 blockDim; void **args; size_t sharedMem; cudaStream_t stream;
};
enum cudaAccessProperty {
  cudaAccessPropertyNormal = 0, cudaAccessPropertyStreaming = 1,
  cudaAccessPropertyPersisting = 2
};
struct cudaAccessPolicyWindow {
  void *base_ptr; size_t num_bytes; float hitRatio;
  enum cudaAccessProperty hitProp; enum cudaAccessProperty missProp;
};
enum cudaSynchronizationPolicy {
  cudaSyncPolicyAuto = 1, cudaSyncPolicySpin = 2, cudaSyncPolicyYield = 3,
  cudaSyncPolicyBlockingSync = 4
};
enum cudaLaunchAttributeID {
  cudaLaunchAttributeIgnore = 0, cudaLaunchAttributeAccessPolicyWindow = 1,
  cudaLaunchAttributeCooperative = 2, cudaLaunchAttributeSynchronizationPolicy = 3,
  cudaLaunchAttributeClusterDimension = 4,
  cudaLaunchAttributeClusterSchedulingPolicyPreference = 5,
  cudaLaunchAttributeProgrammaticStreamSerialization = 6,
  cudaLaunchAttributeProgrammaticEvent = 7, cudaLaunchAttributePriority = 8,
  cudaLaunchAttributeMemSyncDomainMap = 9, cudaLaunchAttributeMemSyncDomain = 10
};
typedef union cudaLaunchAttributeValue {
  char pad[64]; struct cudaAccessPolicyWindow accessPolicyWindow; int cooperative;
  enum cudaSynchronizationPolicy syncPolicy;
  struct { unsigned int x, y, z; } clusterDim;
  int programmaticStreamSerializationAllowed; int priority;
} cudaLaunchAttributeValue;
typedef struct cudaLaunchAttribute_st {
  enum cudaLaunchAttributeID id; char pad[8 - sizeof(enum cudaLaunchAttributeID)];
  cudaLaunchAttributeValue val;
} cudaLaunchAttribute;
typedef struct cudaLaunchConfig_st {
  dim3 gridDim; dim3 blockDim; size_t dynamicSmemBytes; cudaStream_t stream;
  cudaLaunchAttribute *attrs; unsigned int numAttrs;
} cudaLaunchConfig_t;
typedef cudaLaunchAttributeValue cudaStreamAttrValue;
typedef cudaLaunchAttributeValue cudaKernelNodeAttrValue;
typedef enum cudaLaunchAttributeID cudaStreamAttrID;
typedef enum cudaLaunchAttributeID cudaKernelNodeAttrID;
enum cudaGraphMemAttributeType {
  cudaGraphMemAttrUsedMemCurrent = 0x0, cudaGraphMemAttrUsedMemHigh = 0x1,
  cudaGraphMemAttrReservedMemCurrent = 0x2, cudaGraphMemAttrReservedMemHigh = 0x3
};
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributePriority cudaLaunchAttributePriority
#define cudaKernelNodeAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaKernelNodeAttributeCooperative cudaLaunchAttributeCooperative
#define cudaKernelNodeAttributePriority cudaLaunchAttributePriority

/* ---- Streams, callbacks, graphs ------------------------------------------------------- */
typedef void (CUDARTAPI *cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status,
                                                void *userData);
typedef void (CUDARTAPI *cudaHostFn_t)(void *userData);
enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0, cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2
};
enum cudaStreamCaptureStatus {
  cudaStreamCaptureStatusNone = 0, cudaStreamCaptureStatusActive = 1,
  cudaStreamCaptureStatusInvalidated = 2
};
enum cudaGraphNodeType {
  cudaGraphNodeTypeKernel = 0x00, cudaGraphNodeTypeMemcpy = 0x01,
  cudaGraphNodeTypeMemset = 0x02, cudaGraphNodeTypeHost = 0x03,
  cudaGraphNodeTypeGraph = 0x04, cudaGraphNodeTypeEmpty = 0x05,
  cudaGraphNodeTypeWaitEvent = 0x06, cudaGraphNodeTypeEventRecord = 0x07,
  cudaGraphNodeTypeExtSemaphoreSignal = 0x08, cudaGraphNodeTypeExtSemaphoreWait = 0x09,
  cudaGraphNodeTypeMemAlloc = 0x0a, cudaGraphNodeTypeMemFree = 0x0b,
  cudaGraphNodeTypeConditional = 0x0d, cudaGraphNodeTypeCount
};
enum cudaGraphExecUpdateResult {
  cudaGraphExecUpdateSuccess = 0x0, cudaGraphExecUpdateError = 0x1,
  cudaGraphExecUpdateErrorTopologyChanged = 0x2, cudaGraphExecUpdateErrorNodeTypeChanged = 0x3,
  cudaGraphExecUpdateErrorFunctionChanged = 0x4,
  cudaGraphExecUpdateErrorParametersChanged = 0x5, cudaGraphExecUpdateErrorNotSupported = 0x6,
  cudaGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
  cudaGraphExecUpdateErrorAttributesChanged = 0x8
};
typedef struct cudaGraphExecUpdateResultInfo_st {
  enum cudaGraphExecUpdateResult result; cudaGraphNode_t errorNode;
  cudaGraphNode_t errorFromNode;
} cudaGraphExecUpdateResultInfo;
enum cudaGraphInstantiateFlags {
  cudaGraphInstantiateFlagAutoFreeOnLaunch = 1, cudaGraphInstantiateFlagUpload = 2,
  cudaGraphInstantiateFlagDeviceLaunch = 4, cudaGraphInstantiateFlagUseNodePriority = 8
};
struct cudaKernelNodeParams {
  void *func; dim3 gridDim; dim3 blockDim; unsigned int sharedMemBytes;
  void **kernelParams; void **extra;
};
struct cudaHostNodeParams { cudaHostFn_t fn; void *userData; };
struct cudaGraphEdgeData_st {
  unsigned char from_port; unsigned char to_port; unsigned char type; unsigned char reserved[5];
};
typedef struct cudaGraphEdgeData_st cudaGraphEdgeData;
enum cudaStreamUpdateCaptureDependenciesFlags {
  cudaStreamAddCaptureDependencies = 0x0, cudaStreamSetCaptureDependencies = 0x1
};
/* CUDA 12.3's conditional nodes and cudaGraphAddNode's parameters. */
typedef unsigned long long cudaGraphConditionalHandle;
enum cudaGraphConditionalHandleFlags { cudaGraphCondAssignDefault = 1 };
enum cudaGraphConditionalNodeType {
  cudaGraphCondTypeIf = 0, cudaGraphCondTypeWhile = 1, cudaGraphCondTypeSwitch = 2
};
struct cudaConditionalNodeParams {
  cudaGraphConditionalHandle handle; enum cudaGraphConditionalNodeType type;
  unsigned int size; cudaGraph_t *phGraph_out;
};
struct cudaKernelNodeParamsV2 {
  void *func; uint3 gridDim; uint3 blockDim; unsigned int sharedMemBytes;
  void **kernelParams; void **extra;
};
struct cudaMemcpyNodeParams { int flags; int reserved[3]; struct cudaMemcpy3DParms copyParams; };
struct cudaMemsetParamsV2 {
  void *dst; size_t pitch; unsigned int value; unsigned int elementSize;
  size_t width; size_t height;
};
struct cudaHostNodeParamsV2 { cudaHostFn_t fn; void *userData; };
enum cudaGraphChildGraphNodeOwnership {
  cudaGraphChildGraphOwnershipClone = 0, cudaGraphChildGraphOwnershipMove = 1
};
struct cudaChildGraphNodeParams {
  cudaGraph_t graph; enum cudaGraphChildGraphNodeOwnership ownership;
};
struct cudaEventRecordNodeParams { cudaEvent_t event; };
struct cudaEventWaitNodeParams { cudaEvent_t event; };
struct cudaMemAllocNodeParamsV2 {
  struct cudaMemPoolProps poolProps; const struct cudaMemAccessDesc *accessDescs;
  size_t accessDescCount; size_t bytesize; void *dptr;
};
struct cudaMemFreeNodeParams { void *dptr; };
struct cudaGraphNodeParams {
  enum cudaGraphNodeType type; int reserved0[3];
  union {
    long long reserved1[29]; struct cudaKernelNodeParamsV2 kernel;
    struct cudaMemcpyNodeParams memcpy; struct cudaMemsetParamsV2 memset;
    struct cudaHostNodeParamsV2 host; struct cudaChildGraphNodeParams graph;
    struct cudaEventWaitNodeParams eventWait; struct cudaEventRecordNodeParams eventRecord;
    struct cudaMemAllocNodeParamsV2 alloc; struct cudaMemFreeNodeParams free;
    struct cudaConditionalNodeParams conditional;
  };
  long long reserved2;
};

/* ---- Textures and surfaces (object API) ----------------------------------------------- */
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
enum cudaResourceType {
  cudaResourceTypeArray = 0x00, cudaResourceTypeMipmappedArray = 0x01,
  cudaResourceTypeLinear = 0x02, cudaResourceTypePitch2D = 0x03
};
enum cudaResourceViewFormat {
  cudaResViewFormatNone = 0x00, cudaResViewFormatUnsignedChar1 = 0x01,
  cudaResViewFormatUnsignedChar2 = 0x02, cudaResViewFormatUnsignedChar4 = 0x03,
  cudaResViewFormatSignedChar1 = 0x04, cudaResViewFormatSignedChar2 = 0x05,
  cudaResViewFormatSignedChar4 = 0x06, cudaResViewFormatUnsignedShort1 = 0x07,
  cudaResViewFormatUnsignedShort2 = 0x08, cudaResViewFormatUnsignedShort4 = 0x09,
  cudaResViewFormatSignedShort1 = 0x0a, cudaResViewFormatSignedShort2 = 0x0b,
  cudaResViewFormatSignedShort4 = 0x0c, cudaResViewFormatUnsignedInt1 = 0x0d,
  cudaResViewFormatUnsignedInt2 = 0x0e, cudaResViewFormatUnsignedInt4 = 0x0f,
  cudaResViewFormatSignedInt1 = 0x10, cudaResViewFormatSignedInt2 = 0x11,
  cudaResViewFormatSignedInt4 = 0x12, cudaResViewFormatHalf1 = 0x13,
  cudaResViewFormatHalf2 = 0x14, cudaResViewFormatHalf4 = 0x15,
  cudaResViewFormatFloat1 = 0x16, cudaResViewFormatFloat2 = 0x17,
  cudaResViewFormatFloat4 = 0x18
};
struct cudaResourceDesc {
  enum cudaResourceType resType;
  union {
    struct { cudaArray_t array; } array;
    struct { cudaMipmappedArray_t mipmap; } mipmap;
    struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t sizeInBytes; } linear;
    struct {
      void *devPtr; struct cudaChannelFormatDesc desc; size_t width; size_t height;
      size_t pitchInBytes;
    } pitch2D;
  } res;
  unsigned int flags;
};
struct cudaResourceViewDesc {
  enum cudaResourceViewFormat format; size_t width; size_t height; size_t depth;
  unsigned int firstMipmapLevel; unsigned int lastMipmapLevel;
  unsigned int firstLayer; unsigned int lastLayer; unsigned int reserved[16];
};
enum cudaTextureAddressMode {
  cudaAddressModeWrap = 0, cudaAddressModeClamp = 1, cudaAddressModeMirror = 2,
  cudaAddressModeBorder = 3
};
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
struct cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3]; enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode; int sRGB; float borderColor[4];
  int normalizedCoords; unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode; float mipmapLevelBias;
  float minMipmapLevelClamp; float maxMipmapLevelClamp;
  int disableTrilinearOptimization; int seamlessCubemap;
};
enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1, cudaBoundaryModeTrap = 2
};
enum cudaSurfaceFormatMode { cudaFormatModeForced = 0, cudaFormatModeAuto = 1 };

/* ---- Graphics interop and data types -------------------------------------------------- */
enum cudaGraphicsRegisterFlags {
  cudaGraphicsRegisterFlagsNone = 0, cudaGraphicsRegisterFlagsReadOnly = 1,
  cudaGraphicsRegisterFlagsWriteDiscard = 2, cudaGraphicsRegisterFlagsSurfaceLoadStore = 4,
  cudaGraphicsRegisterFlagsTextureGather = 8
};
enum cudaGraphicsMapFlags {
  cudaGraphicsMapFlagsNone = 0, cudaGraphicsMapFlagsReadOnly = 1,
  cudaGraphicsMapFlagsWriteDiscard = 2
};
typedef enum cudaDataType_t {
  CUDA_R_16F = 2, CUDA_C_16F = 6, CUDA_R_16BF = 14, CUDA_C_16BF = 15,
  CUDA_R_32F = 0, CUDA_C_32F = 4, CUDA_R_64F = 1, CUDA_C_64F = 5,
  CUDA_R_8I = 3, CUDA_C_8I = 7, CUDA_R_8U = 8, CUDA_C_8U = 9,
  CUDA_R_32I = 10, CUDA_C_32I = 11, CUDA_R_32U = 12, CUDA_C_32U = 13,
  CUDA_R_64I = 24, CUDA_R_64U = 26, CUDA_R_8F_E4M3 = 28, CUDA_R_8F_E5M2 = 29
} cudaDataType;
typedef enum libraryPropertyType_t { MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL } libraryPropertyType;

#endif /* CUPORT_DRIVER_TYPES_H */
