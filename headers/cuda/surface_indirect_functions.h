/* cuport: surface reads and writes through surface objects, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * surf1D/2D/3D read and write (x is a byte offset, as in CUDA), both the returning and
 * the out-parameter read forms, with the boundary mode defaulting to cudaBoundaryModeTrap.
 * All __device__.  C++ in CUDA mode only.
 */
#ifndef CUPORT_SURFACE_INDIRECT_FUNCTIONS_H
#define CUPORT_SURFACE_INDIRECT_FUNCTIONS_H
#include "driver_types.h"
#if defined(__cplusplus) && defined(__CUDA__)

#define __CUPORT_BM enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap
template <class T> __CUPORT_D T surf1Dread(cudaSurfaceObject_t obj, int x, __CUPORT_BM);
template <class T> __CUPORT_D T surf2Dread(cudaSurfaceObject_t obj, int x, int y, __CUPORT_BM);
template <class T> __CUPORT_D T surf3Dread(cudaSurfaceObject_t obj, int x, int y, int z, __CUPORT_BM);
template <class T> __CUPORT_D void surf1Dread(T *ret, cudaSurfaceObject_t obj, int x, __CUPORT_BM);
template <class T> __CUPORT_D void surf2Dread(T *ret, cudaSurfaceObject_t obj, int x, int y, __CUPORT_BM);
template <class T> __CUPORT_D void surf3Dread(T *ret, cudaSurfaceObject_t obj, int x, int y, int z, __CUPORT_BM);
template <class T> __CUPORT_D void surf1Dwrite(T data, cudaSurfaceObject_t obj, int x, __CUPORT_BM);
template <class T> __CUPORT_D void surf2Dwrite(T data, cudaSurfaceObject_t obj, int x, int y, __CUPORT_BM);
template <class T> __CUPORT_D void surf3Dwrite(T data, cudaSurfaceObject_t obj, int x, int y, int z, __CUPORT_BM);
template <class T> __CUPORT_D void surf2DLayeredwrite(T data, cudaSurfaceObject_t obj, int x, int y, int layer, __CUPORT_BM);
template <class T> __CUPORT_D T surf1DLayeredread(cudaSurfaceObject_t obj, int x, int layer, __CUPORT_BM);
template <class T> __CUPORT_D T surf2DLayeredread(cudaSurfaceObject_t obj, int x, int y, int layer, __CUPORT_BM);
template <class T> __CUPORT_D void surf1DLayeredread(T *ret, cudaSurfaceObject_t obj, int x, int layer, __CUPORT_BM);
template <class T> __CUPORT_D void surf2DLayeredread(T *ret, cudaSurfaceObject_t obj, int x, int y, int layer, __CUPORT_BM);
template <class T> __CUPORT_D void surf1DLayeredwrite(T data, cudaSurfaceObject_t obj, int x, int layer, __CUPORT_BM);
#undef __CUPORT_BM

#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_SURFACE_INDIRECT_FUNCTIONS_H */
