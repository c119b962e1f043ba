/* cuport: the CUDA runtime header, entry point of cuport's parse-only CUDA declarations.
 *
 * Part of headers/cuda, which lets libclang parse CUDA code faithfully with no CUDA SDK
 * installed; nothing here is compiled.  Like nvcc's, it is force-included before every
 * .cu file (clang argument `-include cuda_runtime.h`) and pulls in everything a CUDA
 * program may use without an #include: the C runtime API, vector types and make_*
 * functions, built-in variables, device math, intrinsics, atomics, warp functions, texture
 * and surface object functions, and the C and C++ standard headers nvcc's runtime header
 * brings in.  This file adds the runtime's C++ API: the templated overloads of cudaMalloc,
 * cudaMemcpyToSymbol, cudaLaunchKernel, the occupancy calculator and friends.
 */
#ifndef CUPORT_CUDA_RUNTIME_H
#define CUPORT_CUDA_RUNTIME_H
#define __CUDA_RUNTIME_H__
#include "host_defines.h"

/* What nvcc's host pass has in front of every .cu besides CUDA's own declarations: the C and
 * C++ standard headers its runtime header pulls in, so that fabs, exit, malloc, memcpy,
 * INT_MAX... need no #include (and <stdio.h>, <assert.h>: more than nvcc 13 gives, which
 * only lets a parse accept more).  A plain C++ file that includes cuda_runtime.h gets none
 * of them, as with g++. */
#if defined(__CUDA__)
#include <ctype.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <assert.h>
#include <math.h>
#ifdef __cplusplus
#include <new>
/* nvcc declares the device's placement new (newdelete's new (buffer) T(...)); clang's
 * wrapper of <new> does when its include path has it */
#ifndef __CLANG_CUDA_WRAPPERS_NEW
#define __CLANG_CUDA_WRAPPERS_NEW
__device__ inline void *operator new(__SIZE_TYPE__, void *__p) noexcept { return __p; }
__device__ inline void *operator new[](__SIZE_TYPE__, void *__p) noexcept { return __p; }
#endif
#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <limits>
#include <type_traits>
#include <utility>
#endif
#endif

/* The include guards of the CUDA headers cuda_runtime.h includes that have no file here. */
#define __LIBRARY_TYPES_H__
#define __DRIVER_FUNCTIONS_H__
#define __DEVICE_TYPES_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#if defined(__CUDA__)
/* ... and of the device-side headers nvcc's implicit include brings in. */
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
#endif

#include "vector_types.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"
#include "vector_functions.h"
#include "channel_descriptor.h"
#include "device_launch_parameters.h"
#include "math_functions.h"
#include "device_functions.h"
#include "device_atomic_functions.h"
#include "sm_30_intrinsics.h"
#include "texture_indirect_functions.h"
#include "cuda_texture_types.h"
#include "surface_indirect_functions.h"

#ifdef __cplusplus
/* ---- C++ runtime API: typed overloads ------------------------------------------------- */
template <class T> __host__ cudaError_t cudaMalloc(T **devPtr, size_t size);
template <class T> __host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0);
__host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags);
template <class T> __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags);
template <class T> __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size,
                                                         unsigned int flags = cudaMemAttachGlobal);
template <class T> __host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width,
                                                       size_t height);
template <class T> __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream);
template <class T> __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaMemPool_t memPool,
                                                       cudaStream_t stream);
template <class T> __host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost,
                                                                unsigned int flags);
template <class T> __host__ cudaError_t cudaMemAdvise(T *devPtr, size_t count,
                                                     enum cudaMemoryAdvise advice, int device);
/* CUDA 13's forms, which replaced the device number by a location (cuport parses code
   written for either) */
__host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location,
                                          unsigned int flags, cudaStream_t stream = 0);
__host__ cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                                   struct cudaMemLocation location);
template <class T> __host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr,
                                                                size_t length = 0,
                                                                unsigned int flags = cudaMemAttachSingle);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags);

/* Symbols: the symbol is the __device__/__constant__ variable itself. */
template <class T> __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                                                          size_t offset = 0,
                                                          enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T> __host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src,
                                                               size_t count, size_t offset = 0,
                                                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                               cudaStream_t stream = 0);
template <class T> __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
                                                            size_t offset = 0,
                                                            enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
template <class T> __host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol,
                                                                 size_t count, size_t offset = 0,
                                                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                                 cudaStream_t stream = 0);
template <class T> __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol);
template <class T> __host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol);

/* Launch and function attributes: the function is the kernel itself. */
template <class T> __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim,
                                                        void **args, size_t sharedMem = 0,
                                                        cudaStream_t stream = 0);
template <class T> __host__ cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim,
                                                                   dim3 blockDim, void **args,
                                                                   size_t sharedMem = 0,
                                                                   cudaStream_t stream = 0);
template <class... ExpTypes, class... ActTypes>
__host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config,
                                        void (*kernel)(ExpTypes...), ActTypes &&...args);
template <class T> __host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config,
                                                          T *kernel, void **args);
template <class T> __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry);
template <class T> __host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value);
template <class T> __host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig);
template <class T> __host__ cudaError_t cudaFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config);

/* Occupancy calculator. */
template <class T> __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, T func, int blockSize, size_t dynamicSMemSize);
template <class T> __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, T func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
template <class T> __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0);
template <class T> __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(
    int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0,
    unsigned int flags = 0);
template <class UnaryFunction, class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0);
template <class T> __host__ cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize, T func, int numBlocks, int blockSize);

/* The CUDA 11 forms of graph calls that CUDA 12's cuda_runtime.h keeps as overloads. */
__host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                          cudaGraphNode_t *pErrorNode, char *pLogBuffer,
                                          size_t bufferSize);
__host__ cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                         cudaGraphNode_t *hErrorNode_out,
                                         enum cudaGraphExecUpdateResult *updateResult_out);
/* CUDA 13's forms with edge data (the _v2 calls of CUDA 12.3-12.9), so that code written
   for CUDA 13 parses too. */
__host__ cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                      const cudaGraphNode_t *pDependencies,
                                      const cudaGraphEdgeData *dependencyData,
                                      size_t numDependencies,
                                      struct cudaGraphNodeParams *nodeParams);
__host__ cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream,
                                                         cudaGraphNode_t *dependencies,
                                                         const cudaGraphEdgeData *dependencyData,
                                                         size_t numDependencies,
                                                         unsigned int flags = 0);
#endif /* __cplusplus */

#endif /* CUPORT_CUDA_RUNTIME_H */
