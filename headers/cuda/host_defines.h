/* cuport: CUDA language macros for parsing without a CUDA SDK.
 *
 * This header is part of cuport's own CUDA declarations (headers/cuda). They exist only so
 * that libclang can build a faithful AST of a CUDA translation unit when no CUDA SDK is
 * installed; nothing here is ever compiled into code. This file maps the CUDA execution
 * space / memory space keywords onto clang's CUDA attributes, and defines the version
 * macros that nvcc would set, so that version checks in user code take the modern
 * (CUDA 12.x) paths. Everything else includes it first.  Like every header here it also
 * defines the include guard of its CUDA counterpart, since code tests those
 * (#ifdef __DRIVER_TYPES_H__) to tell whether CUDA's headers were included.
 */
#ifndef CUPORT_HOST_DEFINES_H
#define CUPORT_HOST_DEFINES_H

/* Version: a CUDA 12.8-like toolkit.  As with nvcc, CUDART_VERSION comes from
 * cuda_runtime_api.h and CUDA_VERSION only from cuda.h (the driver API): a .cu file that
 * does not include cuda.h has no CUDA_VERSION.  Both are overridable with -D. */
#define __CUPORT_CUDA_VERSION 12080
/* What nvcc defines on its command line: for CUDA units only. */
#if defined(__CUDA__)
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ (__CUPORT_CUDA_VERSION / 1000)
#endif
#ifndef __CUDACC_VER_MINOR__
#define __CUDACC_VER_MINOR__ ((__CUPORT_CUDA_VERSION % 1000) / 10)
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
#endif
/* The include guard of CUDA's own host_defines.h (and host_config.h), which code may test. */
#define __HOST_DEFINES_H__
#define __HOST_CONFIG_H__
/* cuport marker: user code and cuport's own headers can tell these declarations apart. */
#define __CUPORT_CUDA_HEADERS__ 1

/* Execution and memory spaces.  In CUDA mode (clang defines __CUDA__) they become clang's
 * CUDA attributes, so the AST carries CUDAGlobalAttr, CUDADeviceAttr, CUDAHostAttr,
 * CUDASharedAttr and CUDAConstantAttr.  In plain C/C++ (a host .c/.cpp file that includes
 * cuda_runtime_api.h) they vanish.  __managed__ has no clang attribute in CUDA mode: it is
 * a __device__ variable with AnnotateAttr "cuda_managed" (spelled in the AST as such). */
#if defined(__CUDA__)
#define __host__        __attribute__((host))
#define __device__      __attribute__((device))
#define __global__      __attribute__((global))
#define __shared__      __attribute__((shared))
#define __constant__    __attribute__((constant))
#define __managed__     __attribute__((device)) __attribute__((annotate("cuda_managed")))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __grid_constant__ __attribute__((annotate("cuda_grid_constant")))
#else
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#define __grid_constant__
#endif
/* __noinline__ is a keyword of clang's CUDA mode (NoInlineAttr); define it only elsewhere. */
#if !defined(__CUDA__) && !defined(__noinline__)
#define __noinline__ __attribute__((noinline))
#endif
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __inline_hint__ __inline__
#define __align__(n) __attribute__((aligned(n)))
#define __thread__ __thread
#define __cudart_builtin__
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __builtin_align__(a) __align__(a)
#define CUDARTAPI
#define CUDART_CB
#define CUDAAPI
#define __CUDA_DEPRECATED

/* C++ linkage helpers used by the API headers. */
#ifdef __cplusplus
#define __CUPORT_BEGIN_C extern "C" {
#define __CUPORT_END_C }
#define __CUPORT_DFLT(v) = v
#else
#define __CUPORT_BEGIN_C
#define __CUPORT_END_C
#define __CUPORT_DFLT(v)
#endif

/* Shorthands for the declaration families below. */
#define __CUPORT_D  __device__
#define __CUPORT_HD __host__ __device__
#define __CUPORT_H  __host__

#endif /* CUPORT_HOST_DEFINES_H */
