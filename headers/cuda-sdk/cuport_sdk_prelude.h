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
 * which clang otherwise knows only as an implicit builtin.
 */
#ifndef CUPORT_SDK_PRELUDE_H
#define CUPORT_SDK_PRELUDE_H
#if defined(__cplusplus) && defined(__CUDA__)
#define __SURFACE_INDIRECT_FUNCTIONS_H__

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
#undef __CUPORT_BM

#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_SDK_PRELUDE_H */
