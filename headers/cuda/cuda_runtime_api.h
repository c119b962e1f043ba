/* cuport: the CUDA runtime C API, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled
 * or linked.  It declares the runtime API by family (errors, device management, memory in
 * all its forms, streams, events, launches and occupancy, graphs, IPC and peer access,
 * texture/surface objects, interop, versions) with CUDA's parameter types, so calls in
 * user code resolve to a FunctionDecl whose name and signature a migrator can match.
 * All functions are __host__; those CUDA's device runtime also offers to kernels (dynamic
 * parallelism: cudaGetLastError, cudaStreamCreateWithFlags, the <<<>>> configuration...)
 * are __host__ __device__, as the SDK declares them.  Usable from C and C++.
 */
#ifndef CUPORT_CUDA_RUNTIME_API_H
#define CUPORT_CUDA_RUNTIME_API_H
#define __CUDA_RUNTIME_API_H__
#include "host_defines.h"
#include "driver_types.h"
#include "vector_types.h"
#include <stddef.h>

/* The runtime version (nvcc: here, not in cuda.h). */
#ifndef CUDART_VERSION
#define CUDART_VERSION __CUPORT_CUDA_VERSION
#endif
#ifndef __CUDART_API_VERSION
#define __CUDART_API_VERSION CUDART_VERSION
#endif

#define __CUPORT_RT extern __host__ cudaError_t CUDARTAPI
/* Also callable from kernels (CUDA's device runtime, docs/kernels.md "Dynamic parallelism"). */
#define __CUPORT_RT_DEV extern __host__ __device__ cudaError_t CUDARTAPI

__CUPORT_BEGIN_C
/* ---- Errors --------------------------------------------------------------------------- */
__CUPORT_RT_DEV cudaGetLastError(void);
__CUPORT_RT_DEV cudaPeekAtLastError(void);
extern __host__ __device__ const char *CUDARTAPI cudaGetErrorName(cudaError_t error);
extern __host__ __device__ const char *CUDARTAPI cudaGetErrorString(cudaError_t error);

/* ---- Versions and initialisation ------------------------------------------------------ */
__CUPORT_RT cudaDriverGetVersion(int *driverVersion);
__CUPORT_RT_DEV cudaRuntimeGetVersion(int *runtimeVersion);
__CUPORT_RT cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags);
__CUPORT_RT cudaGetDriverEntryPoint(const char *symbol, void **funcPtr,
                                    unsigned long long flags, void *driverStatus);

/* ---- Device management ---------------------------------------------------------------- */
__CUPORT_RT_DEV cudaGetDeviceCount(int *count);
__CUPORT_RT_DEV cudaGetDevice(int *device);
__CUPORT_RT cudaSetDevice(int device);
__CUPORT_RT cudaSetValidDevices(int *deviceArr, int len);
__CUPORT_RT cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
__CUPORT_RT cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
__CUPORT_RT cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device);
__CUPORT_RT_DEV cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
__CUPORT_RT cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr,
                                      int srcDevice, int dstDevice);
__CUPORT_RT cudaDeviceGetByPCIBusId(int *device, const char *pciBusId);
__CUPORT_RT cudaDeviceGetPCIBusId(char *pciBusId, int len, int device);
__CUPORT_RT_DEV cudaDeviceSynchronize(void);
__CUPORT_RT cudaDeviceReset(void);
__CUPORT_RT cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
__CUPORT_RT_DEV cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit);
__CUPORT_RT cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
__CUPORT_RT cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__CUPORT_RT cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
__CUPORT_RT cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig);
__CUPORT_RT cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
__CUPORT_RT cudaSetDeviceFlags(unsigned int flags);
__CUPORT_RT cudaGetDeviceFlags(unsigned int *flags);
__CUPORT_RT cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
__CUPORT_RT cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device);
__CUPORT_RT cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
/* as cudaDeviceSynchronize: code defines one as the other */
__CUPORT_RT_DEV cudaThreadSynchronize(void);
__CUPORT_RT cudaThreadExit(void);
__CUPORT_RT cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig);
__CUPORT_RT cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__CUPORT_RT cudaThreadSetLimit(enum cudaLimit limit, size_t value);
__CUPORT_RT cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit);

/* ---- Peer access ---------------------------------------------------------------------- */
__CUPORT_RT cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
__CUPORT_RT cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
__CUPORT_RT cudaDeviceDisablePeerAccess(int peerDevice);

/* ---- Memory: allocation --------------------------------------------------------------- */
__CUPORT_RT_DEV cudaMalloc(void **devPtr, size_t size);
__CUPORT_RT cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
__CUPORT_RT cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
__CUPORT_RT cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                            size_t width, size_t height __CUPORT_DFLT(0),
                            unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                              struct cudaExtent extent, unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                     const struct cudaChannelFormatDesc *desc,
                                     struct cudaExtent extent, unsigned int numLevels,
                                     unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaGetMipmappedArrayLevel(cudaArray_t *levelArray,
                                       cudaMipmappedArray_const_t mipmappedArray,
                                       unsigned int level);
__CUPORT_RT cudaMallocHost(void **ptr, size_t size);
__CUPORT_RT cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
__CUPORT_RT cudaMallocManaged(void **devPtr, size_t size,
                              unsigned int flags __CUPORT_DFLT(cudaMemAttachGlobal));
__CUPORT_RT cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
__CUPORT_RT cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool,
                                    cudaStream_t stream);
__CUPORT_RT_DEV cudaFree(void *devPtr);
__CUPORT_RT cudaFreeHost(void *ptr);
__CUPORT_RT cudaFreeArray(cudaArray_t array);
__CUPORT_RT cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);
__CUPORT_RT cudaFreeAsync(void *devPtr, cudaStream_t hStream);
__CUPORT_RT cudaHostRegister(void *ptr, size_t size, unsigned int flags);
__CUPORT_RT cudaHostUnregister(void *ptr);
__CUPORT_RT cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
__CUPORT_RT cudaHostGetFlags(unsigned int *pFlags, void *pHost);
__CUPORT_RT cudaMemGetInfo(size_t *free, size_t *total);
__CUPORT_RT cudaPointerGetAttributes(struct cudaPointerAttributes *attributes,
                                     const void *ptr);
__CUPORT_RT cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent,
                             unsigned int *flags, cudaArray_t array);

/* ---- Memory: copies and sets ---------------------------------------------------------- */
__CUPORT_RT cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
__CUPORT_RT cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice,
                           size_t count);
__CUPORT_RT cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                         size_t width, size_t height, enum cudaMemcpyKind kind);
__CUPORT_RT cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                const void *src, size_t spitch, size_t width, size_t height,
                                enum cudaMemcpyKind kind);
__CUPORT_RT cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src,
                                  size_t wOffset, size_t hOffset, size_t width,
                                  size_t height, enum cudaMemcpyKind kind);
__CUPORT_RT cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                     cudaArray_const_t src, size_t wOffsetSrc,
                                     size_t hOffsetSrc, size_t width, size_t height,
                                     enum cudaMemcpyKind kind __CUPORT_DFLT(cudaMemcpyDeviceToDevice));
__CUPORT_RT cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                              const void *src, size_t count, enum cudaMemcpyKind kind);
__CUPORT_RT cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset,
                                size_t hOffset, size_t count, enum cudaMemcpyKind kind);
__CUPORT_RT cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
__CUPORT_RT cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p);
__CUPORT_RT cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                               size_t offset __CUPORT_DFLT(0),
                               enum cudaMemcpyKind kind __CUPORT_DFLT(cudaMemcpyHostToDevice));
__CUPORT_RT cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count,
                                 size_t offset __CUPORT_DFLT(0),
                                 enum cudaMemcpyKind kind __CUPORT_DFLT(cudaMemcpyDeviceToHost));
__CUPORT_RT_DEV cudaMemcpyAsync(void *dst, const void *src, size_t count,
                            enum cudaMemcpyKind kind, cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                size_t count, cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind,
                              cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width,
                                     size_t height, enum cudaMemcpyKind kind,
                                     cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src,
                                       size_t wOffset, size_t hOffset, size_t width,
                                       size_t height, enum cudaMemcpyKind kind,
                                       cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
                              cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p,
                                  cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                    size_t offset, enum cudaMemcpyKind kind,
                                    cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count,
                                      size_t offset, enum cudaMemcpyKind kind,
                                      cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemset(void *devPtr, int value, size_t count);
__CUPORT_RT cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
__CUPORT_RT cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value,
                         struct cudaExtent extent);
__CUPORT_RT_DEV cudaMemsetAsync(void *devPtr, int value, size_t count,
                            cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width,
                              size_t height, cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value,
                              struct cudaExtent extent, cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaGetSymbolAddress(void **devPtr, const void *symbol);
__CUPORT_RT cudaGetSymbolSize(size_t *size, const void *symbol);

/* ---- Memory: managed memory and pools ------------------------------------------------- */
__CUPORT_RT cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                 cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          int device);
/* CUDA 12's names of the CUDA 13 forms (C++ also has them under the plain names,
   cuda_runtime.h) */
__CUPORT_RT cudaMemPrefetchAsync_v2(const void *devPtr, size_t count, struct cudaMemLocation location,
                                    unsigned int flags, cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaMemAdvise_v2(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                             struct cudaMemLocation location);
__CUPORT_RT cudaMemRangeGetAttribute(void *data, size_t dataSize,
                                     enum cudaMemRangeAttribute attribute,
                                     const void *devPtr, size_t count);
__CUPORT_RT cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr,
                                     size_t length __CUPORT_DFLT(0),
                                     unsigned int flags __CUPORT_DFLT(cudaMemAttachSingle));
__CUPORT_RT cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps);
__CUPORT_RT cudaMemPoolDestroy(cudaMemPool_t memPool);
__CUPORT_RT cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                    void *value);
__CUPORT_RT cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                    void *value);
__CUPORT_RT cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);
__CUPORT_RT cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList,
                                 size_t count);
__CUPORT_RT cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                 struct cudaMemLocation *location);

/* ---- Streams -------------------------------------------------------------------------- */
__CUPORT_RT cudaStreamCreate(cudaStream_t *pStream);
__CUPORT_RT_DEV cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
__CUPORT_RT cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags,
                                         int priority);
__CUPORT_RT_DEV cudaStreamDestroy(cudaStream_t stream);
__CUPORT_RT cudaStreamSynchronize(cudaStream_t stream);
__CUPORT_RT cudaStreamQuery(cudaStream_t stream);
__CUPORT_RT_DEV cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
                                unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback,
                                  void *userData, unsigned int flags);
__CUPORT_RT cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);
__CUPORT_RT cudaStreamGetPriority(cudaStream_t hStream, int *priority);
__CUPORT_RT cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
__CUPORT_RT cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId);
__CUPORT_RT cudaStreamGetDevice(cudaStream_t hStream, int *device);
__CUPORT_RT cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
                                   const cudaStreamAttrValue *value);
__CUPORT_RT cudaStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
                                   cudaStreamAttrValue *value_out);
__CUPORT_RT cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src);
__CUPORT_RT cudaCtxResetPersistingL2Cache(void);
__CUPORT_RT cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
__CUPORT_RT cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
__CUPORT_RT cudaStreamIsCapturing(cudaStream_t stream,
                                  enum cudaStreamCaptureStatus *pCaptureStatus);
__CUPORT_RT cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode);
__CUPORT_RT cudaStreamGetCaptureInfo(cudaStream_t stream,
                                     enum cudaStreamCaptureStatus *captureStatus_out,
                                     unsigned long long *id_out __CUPORT_DFLT(0),
                                     cudaGraph_t *graph_out __CUPORT_DFLT(0),
                                     const cudaGraphNode_t **dependencies_out __CUPORT_DFLT(0),
                                     size_t *numDependencies_out __CUPORT_DFLT(0));

/* ---- Events --------------------------------------------------------------------------- */
__CUPORT_RT cudaEventCreate(cudaEvent_t *event);
__CUPORT_RT_DEV cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
__CUPORT_RT_DEV cudaEventRecord(cudaEvent_t event, cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream __CUPORT_DFLT(0),
                                     unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaEventQuery(cudaEvent_t event);
__CUPORT_RT cudaEventSynchronize(cudaEvent_t event);
__CUPORT_RT_DEV cudaEventDestroy(cudaEvent_t event);
__CUPORT_RT cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);

/* ---- Execution control and occupancy -------------------------------------------------- */
__CUPORT_RT cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream);
__CUPORT_RT cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func,
                                void **args);
__CUPORT_RT cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim,
                                        void **args, size_t sharedMem, cudaStream_t stream);
__CUPORT_RT cudaLaunchCooperativeKernelMultiDevice(struct cudaLaunchParams *launchParamsList,
                                                   unsigned int numDevices,
                                                   unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
__CUPORT_RT cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
__CUPORT_RT cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
__CUPORT_RT cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config);
__CUPORT_RT cudaFuncGetName(const char **name, const void *func);
__CUPORT_RT cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize,
                                                          size_t dynamicSMemSize);
__CUPORT_RT cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags);
__CUPORT_RT cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize,
                                                      const void *func, int numBlocks,
                                                      int blockSize);
__CUPORT_RT cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func,
                                                 const cudaLaunchConfig_t *launchConfig);
__CUPORT_RT cudaOccupancyMaxActiveClusters(int *numClusters, const void *func,
                                           const cudaLaunchConfig_t *launchConfig);
/* The <<<...>>> machinery clang needs: clang turns k<<<g, b, s, st>>>(args) into a
 * CUDAKernelCallExpr whose config is a call to one of these (which one depends on the SDK
 * version clang assumes: __cudaPushCallConfiguration from CUDA 9.2 on). */
__CUPORT_RT_DEV cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem __CUPORT_DFLT(0),
                              cudaStream_t stream __CUPORT_DFLT(0));
extern __host__ __device__ unsigned CUDARTAPI __cudaPushCallConfiguration(
    dim3 gridDim, dim3 blockDim, size_t sharedMem __CUPORT_DFLT(0),
    struct CUstream_st *stream __CUPORT_DFLT(0));
__CUPORT_RT __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
                                       void *stream);
__CUPORT_RT cudaSetupArgument(const void *arg, size_t size, size_t offset);
__CUPORT_RT cudaLaunch(const void *func);

/* ---- Graphs --------------------------------------------------------------------------- */
__CUPORT_RT cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
__CUPORT_RT cudaGraphDestroy(cudaGraph_t graph);
__CUPORT_RT cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);
__CUPORT_RT cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                 unsigned long long flags __CUPORT_DFLT(0));
__CUPORT_RT cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                          unsigned long long flags __CUPORT_DFLT(0));
__CUPORT_RT cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
__CUPORT_RT cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream);
__CUPORT_RT cudaGraphExecDestroy(cudaGraphExec_t graphExec);
__CUPORT_RT cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                cudaGraphExecUpdateResultInfo *resultInfo);
__CUPORT_RT cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies,
                                   const struct cudaKernelNodeParams *pNodeParams);
__CUPORT_RT cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies,
                                   const struct cudaMemcpy3DParms *pCopyParams);
__CUPORT_RT cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies,
                                     size_t numDependencies, void *dst, const void *src,
                                     size_t count, enum cudaMemcpyKind kind);
__CUPORT_RT cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies,
                                   const struct cudaMemsetParams *pMemsetParams);
__CUPORT_RT cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies,
                                     size_t numDependencies,
                                     struct cudaMemAllocNodeParams *nodeParams);
__CUPORT_RT cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                    const cudaGraphNode_t *pDependencies,
                                    size_t numDependencies, void *dptr);
__CUPORT_RT cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node,
                                           struct cudaMemAllocNodeParams *params_out);
__CUPORT_RT cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out);
__CUPORT_RT cudaDeviceGraphMemTrim(int device);
__CUPORT_RT cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                           void *value);
__CUPORT_RT cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                           void *value);
__CUPORT_RT cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                 const struct cudaHostNodeParams *pNodeParams);
__CUPORT_RT cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                  const cudaGraphNode_t *pDependencies,
                                  size_t numDependencies);
__CUPORT_RT cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies,
                                       size_t numDependencies, cudaGraph_t childGraph);
__CUPORT_RT cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out,
                                             cudaGraph_t graph,
                                             unsigned int defaultLaunchValue __CUPORT_DFLT(0),
                                             unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                             const cudaGraphNode_t *pDependencies, size_t numDependencies,
                             struct cudaGraphNodeParams *nodeParams);
__CUPORT_RT cudaGraphAddNode_v2(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                const cudaGraphNode_t *pDependencies,
                                const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                struct cudaGraphNodeParams *nodeParams);
__CUPORT_RT cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph,
                                          const cudaGraphNode_t *dependencies,
                                          const cudaGraphEdgeData *dependencyData,
                                          size_t numDependencies, enum cudaStreamCaptureMode mode);
__CUPORT_RT cudaStreamUpdateCaptureDependencies(cudaStream_t stream,
                                                cudaGraphNode_t *dependencies,
                                                size_t numDependencies,
                                                unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaStreamUpdateCaptureDependencies_v2(cudaStream_t stream,
                                                   cudaGraphNode_t *dependencies,
                                                   const cudaGraphEdgeData *dependencyData,
                                                   size_t numDependencies,
                                                   unsigned int flags __CUPORT_DFLT(0));
__CUPORT_RT cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                     const cudaGraphNode_t *to, size_t numDependencies);
__CUPORT_RT cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes);
__CUPORT_RT cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType);
__CUPORT_RT cudaGraphKernelNodeGetParams(cudaGraphNode_t node,
                                         struct cudaKernelNodeParams *pNodeParams);
__CUPORT_RT cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
                                         const struct cudaKernelNodeParams *pNodeParams);
__CUPORT_RT cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaKernelNodeParams *pNodeParams);
__CUPORT_RT cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemcpy3DParms *pNodeParams);
__CUPORT_RT cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemsetParams *pNodeParams);
__CUPORT_RT cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                           const struct cudaHostNodeParams *pNodeParams);
__CUPORT_RT cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node,
                                         struct cudaMemcpy3DParms *pNodeParams);
__CUPORT_RT cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node,
                                         const struct cudaMemcpy3DParms *pNodeParams);
__CUPORT_RT cudaGraphMemsetNodeGetParams(cudaGraphNode_t node,
                                         struct cudaMemsetParams *pNodeParams);
__CUPORT_RT cudaGraphMemsetNodeSetParams(cudaGraphNode_t node,
                                         const struct cudaMemsetParams *pNodeParams);
__CUPORT_RT cudaGraphHostNodeGetParams(cudaGraphNode_t node,
                                       struct cudaHostNodeParams *pNodeParams);
__CUPORT_RT cudaGraphHostNodeSetParams(cudaGraphNode_t node,
                                       const struct cudaHostNodeParams *pNodeParams);
__CUPORT_RT cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph);
__CUPORT_RT cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                     cudaGraph_t clonedGraph);
__CUPORT_RT cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
                                  size_t *pNumRootNodes);
__CUPORT_RT cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                              size_t *numEdges);
__CUPORT_RT cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
                                         size_t *pNumDependencies);

/* ---- IPC ------------------------------------------------------------------------------ */
__CUPORT_RT cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event);
__CUPORT_RT cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle);
__CUPORT_RT cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr);
__CUPORT_RT cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags);
__CUPORT_RT cudaIpcCloseMemHandle(void *devPtr);

/* ---- Texture and surface objects ------------------------------------------------------ */
extern __host__ struct cudaChannelFormatDesc CUDARTAPI cudaCreateChannelDesc(
    int x, int y, int z, int w, enum cudaChannelFormatKind f);
__CUPORT_RT cudaCreateTextureObject(cudaTextureObject_t *pTexObject,
                                    const struct cudaResourceDesc *pResDesc,
                                    const struct cudaTextureDesc *pTexDesc,
                                    const struct cudaResourceViewDesc *pResViewDesc);
__CUPORT_RT cudaDestroyTextureObject(cudaTextureObject_t texObject);
__CUPORT_RT cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                             cudaTextureObject_t texObject);
__CUPORT_RT cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc,
                                            cudaTextureObject_t texObject);
__CUPORT_RT cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc,
                                                 cudaTextureObject_t texObject);
__CUPORT_RT cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                    const struct cudaResourceDesc *pResDesc);
__CUPORT_RT cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);
__CUPORT_RT cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                             cudaSurfaceObject_t surfObject);
__CUPORT_RT cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array);

/* ---- Graphics interop (generic part) -------------------------------------------------- */
__CUPORT_RT cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource);
__CUPORT_RT cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources,
                                     cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources,
                                       cudaStream_t stream __CUPORT_DFLT(0));
__CUPORT_RT cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                                 cudaGraphicsResource_t resource);

/* ---- Profiler ------------------------------------------------------------------------- */
__CUPORT_RT cudaProfilerStart(void);
__CUPORT_RT cudaProfilerStop(void);

/* ---- Helpers that build parameter structs (host and device) --------------------------- */
extern __host__ __device__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p,
                                                                     size_t xsz, size_t ysz);
extern __host__ __device__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z);
extern __host__ __device__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d);
__CUPORT_END_C

#endif /* CUPORT_CUDA_RUNTIME_API_H */
