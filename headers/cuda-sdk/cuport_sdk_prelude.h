/* cuport: force-included after clang's CUDA wrapper when parsing against a real CUDA SDK.
 *
 * Part of cuport's parse-only support (headers/cuda-sdk); never compiled.  clang 19's CUDA
 * wrapper (__clang_cuda_runtime_wrapper.h) does not pull in the SDK's surface object
 * functions, and the SDK's own surface_indirect_functions.h cannot be instantiated by
 * clang (its __nv_tex_surf_handler has no surface cases).  So this header declares the
 * surface read/write templates, matching what cuport's no-SDK headers declare, and sets
 * the SDK header's include guard so a direct #include of it is a no-op.  It relies on the
 * SDK's types (cudaSurfaceObject_t, cudaSurfaceBoundaryMode) already being visible.
 * It also respells __managed__ and __grid_constant__, which the SDK maps to attributes
 * clang 19 ignores, the way cuport's no-SDK headers do, so a managed variable carries
 * CUDADeviceAttr + AnnotateAttr "cuda_managed" in both modes, and declares __syncthreads,
 * which clang otherwise knows only as an implicit builtin.  And it declares for host code
 * what nvcc declares there and clang's wrapper for the device only: CUDA's min/max
 * overloads and CUDA's own math functions (rsqrtf, normcdf...); nvcc's __nv_atomic_*
 * built-ins (CUDA 12.8 and later), which no header declares; and the runtime functions
 * CUDA 13 removed (cudaThreadSynchronize...), which older code still calls.
 *
 * One difference from nvcc stays: clang's wrapper includes cuda.h, so CUDA_VERSION (and
 * cuda.h's guard) is defined in every .cu, where nvcc defines it only when the code includes
 * cuda.h.  It cannot be hidden: libcu++ (cooperative groups, CUB, Thrust) reads clang's CUDA
 * version from it.  A migrated file still keeps the branch taken here: its uses of
 * CUDA_VERSION become CUDART_VERSION, which cuport_runtime.h defines.
 */
#ifndef CUPORT_SDK_PRELUDE_H
#define CUPORT_SDK_PRELUDE_H
#if defined(__cplusplus) && defined(__CUDA__)
#define __SURFACE_INDIRECT_FUNCTIONS_H__

/* clang's wrapper leaves __CUDACC__ defined empty; nvcc defines it 1, and code tests it
 * with #if __CUDACC__ (HeCBench ssim's gdt), which an empty macro makes an error. */
#undef __CUDACC__
#define __CUDACC__ 1

/* nvcc's runtime header brings <time.h> in (crt/common_functions.h, for clock()); clang's
 * wrapper does not, and code calls time() with no include of its own (Rodinia). */
#include <time.h>
/* and the C library's math with C++'s overloads in the global namespace (isfinite, isnan,
 * isinf, signbit: nvcc's headers declare them for host code; clang's wrapper for the device
 * only, so a host template calling isfinite(x) on a float found nothing) */
#include <math.h>
/* and <new> with its device placement new, which CCCL's block loads use without including
 * it (clang: "no matching 'operator new' function for non-allocating placement new
 * expression"); clang's wrapper of <new> declares it when it comes after CUDA's macros */
#include <new>
#ifndef __CLANG_CUDA_WRAPPERS_NEW
#define __CLANG_CUDA_WRAPPERS_NEW
__device__ inline void *operator new(__SIZE_TYPE__, void *__p) noexcept { return __p; }
__device__ inline void *operator new[](__SIZE_TYPE__, void *__p) noexcept { return __p; }
#endif

#undef __managed__
#define __managed__ __attribute__((device)) __attribute__((annotate("cuda_managed")))
#undef __grid_constant__
#define __grid_constant__ __attribute__((annotate("cuda_grid_constant")))

#define __CUPORT_BM enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap
template <class T> __device__ T surf1Dread(cudaSurfaceObject_t obj, int x, __CUPORT_BM);
template <class T> __device__ T surf2Dread(cudaSurfaceObject_t obj, int x, int y, __CUPORT_BM);
template <class T> __device__ T surf3Dread(cudaSurfaceObject_t obj, int x, int y, int z, __CUPORT_BM);
template <class T> __device__ void surf1Dread(T *ret, cudaSurfaceObject_t obj, int x, __CUPORT_BM);
template <class T> __device__ void surf2Dread(T *ret, cudaSurfaceObject_t obj, int x, int y, __CUPORT_BM);
template <class T> __device__ void surf3Dread(T *ret, cudaSurfaceObject_t obj, int x, int y, int z, __CUPORT_BM);
template <class T> __device__ void surf1Dwrite(T data, cudaSurfaceObject_t obj, int x, __CUPORT_BM);
template <class T> __device__ void surf2Dwrite(T data, cudaSurfaceObject_t obj, int x, int y, __CUPORT_BM);
template <class T> __device__ void surf3Dwrite(T data, cudaSurfaceObject_t obj, int x, int y, int z, __CUPORT_BM);
template <class T> __device__ void surf2DLayeredwrite(T data, cudaSurfaceObject_t obj, int x, int y, int layer, __CUPORT_BM);
template <class T> __device__ T surf1DLayeredread(cudaSurfaceObject_t obj, int x, int layer, __CUPORT_BM);
template <class T> __device__ T surf2DLayeredread(cudaSurfaceObject_t obj, int x, int y, int layer, __CUPORT_BM);
template <class T> __device__ void surf1DLayeredread(T *ret, cudaSurfaceObject_t obj, int x, int layer, __CUPORT_BM);
template <class T> __device__ void surf2DLayeredread(T *ret, cudaSurfaceObject_t obj, int x, int y, int layer, __CUPORT_BM);
template <class T> __device__ void surf1DLayeredwrite(T data, cudaSurfaceObject_t obj, int x, int layer, __CUPORT_BM);
#undef __CUPORT_BM

/* What nvcc declares for host code and clang's wrapper declares for the device only: CUDA's
 * min/max overloads, umin/llmax/..., and CUDA's own math functions. */
#define __CUPORT_MM(R, A, B) __host__ R min(A a, B b); __host__ R max(A a, B b);
__CUPORT_MM(int, int, int)
__CUPORT_MM(unsigned int, unsigned int, unsigned int)
__CUPORT_MM(unsigned int, int, unsigned int)
__CUPORT_MM(unsigned int, unsigned int, int)
__CUPORT_MM(long, long, long)
__CUPORT_MM(unsigned long, unsigned long, unsigned long)
__CUPORT_MM(unsigned long, long, unsigned long)
__CUPORT_MM(unsigned long, unsigned long, long)
__CUPORT_MM(long long, long long, long long)
__CUPORT_MM(unsigned long long, unsigned long long, unsigned long long)
__CUPORT_MM(unsigned long long, long long, unsigned long long)
__CUPORT_MM(unsigned long long, unsigned long long, long long)
__CUPORT_MM(float, float, float)
__CUPORT_MM(double, double, double)
__CUPORT_MM(double, float, double)
__CUPORT_MM(double, double, float)
#undef __CUPORT_MM
__host__ unsigned int umin(unsigned int a, unsigned int b);
__host__ unsigned int umax(unsigned int a, unsigned int b);
__host__ long long llmin(long long a, long long b);
__host__ long long llmax(long long a, long long b);
__host__ unsigned long long ullmin(unsigned long long a, unsigned long long b);
__host__ unsigned long long ullmax(unsigned long long a, unsigned long long b);
#define __CUPORT_HM1(n) __host__ float n##f(float x); __host__ double n(double x);
__CUPORT_HM1(cospi) __CUPORT_HM1(erfcinv) __CUPORT_HM1(erfcx) __CUPORT_HM1(erfinv)
__CUPORT_HM1(normcdf) __CUPORT_HM1(normcdfinv) __CUPORT_HM1(rcbrt) __CUPORT_HM1(rsqrt)
__CUPORT_HM1(sinpi)
#undef __CUPORT_HM1
__host__ void sincospif(float x, float *s, float *c);
__host__ void sincospi(double x, double *s, double *c);

/* The runtime functions CUDA 13 removed and code written for older releases still calls
 * (Rodinia's cudaThreadSynchronize): declared as CUDA 12 declared them, so such a unit parses
 * against the SDK and the rules migrate the calls.  The cudaDeviceProp fields CUDA 13 removed
 * (clockRate...) cannot be given back to the SDK's struct: parse.c parses a unit that uses
 * them with cuport's own headers instead (CUPORT1100). */
#if CUDART_VERSION >= 13000
extern __host__ cudaError_t cudaThreadSynchronize(void);
extern __host__ cudaError_t cudaThreadExit(void);
extern __host__ cudaError_t cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig);
extern __host__ cudaError_t cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig);
extern __host__ cudaError_t cudaThreadSetLimit(enum cudaLimit limit, size_t value);
extern __host__ cudaError_t cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit);
#endif

/* An SDK of 12.8 or later: the __nv_atomic_* built-ins are cuport's own
 * headers/cuda/cuport_nv_atomic.h, which the toolchain pre-includes after this file. */

#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_SDK_PRELUDE_H */
