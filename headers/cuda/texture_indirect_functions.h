/* cuport: texture fetches through texture objects (cudaTextureObject_t), declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The templated object API: T tex1Dfetch<T>(obj, i), tex1D/tex2D/tex3D, layered, cubemap,
 * level-of-detail and gather forms, plus the older out-parameter overloads.  Legacy
 * texture references (texture<T,dim,mode>) were removed in CUDA 12 and are not declared.
 * All __device__.  C++ in CUDA mode only.
 */
#ifndef CUPORT_TEXTURE_INDIRECT_FUNCTIONS_H
#define CUPORT_TEXTURE_INDIRECT_FUNCTIONS_H
#include "driver_types.h"
#if defined(__cplusplus) && defined(__CUDA__)

template <class T> __CUPORT_D T tex1Dfetch(cudaTextureObject_t obj, int x);
template <class T> __CUPORT_D T tex1D(cudaTextureObject_t obj, float x);
template <class T> __CUPORT_D T tex2D(cudaTextureObject_t obj, float x, float y);
template <class T> __CUPORT_D T tex3D(cudaTextureObject_t obj, float x, float y, float z);
template <class T> __CUPORT_D T tex1DLayered(cudaTextureObject_t obj, float x, int layer);
template <class T> __CUPORT_D T tex2DLayered(cudaTextureObject_t obj, float x, float y, int layer);
template <class T> __CUPORT_D T texCubemap(cudaTextureObject_t obj, float x, float y, float z);
template <class T> __CUPORT_D T texCubemapLayered(cudaTextureObject_t obj, float x, float y, float z, int layer);
template <class T> __CUPORT_D T tex1DLod(cudaTextureObject_t obj, float x, float level);
template <class T> __CUPORT_D T tex2DLod(cudaTextureObject_t obj, float x, float y, float level);
template <class T> __CUPORT_D T tex3DLod(cudaTextureObject_t obj, float x, float y, float z, float level);
template <class T> __CUPORT_D T tex2Dgather(cudaTextureObject_t obj, float x, float y, int comp = 0);
template <class T> __CUPORT_D T tex2DGrad(cudaTextureObject_t obj, float x, float y, float2 dPdx, float2 dPdy);
template <class T> __CUPORT_D void tex1Dfetch(T *ret, cudaTextureObject_t obj, int x);
template <class T> __CUPORT_D void tex1D(T *ret, cudaTextureObject_t obj, float x);
template <class T> __CUPORT_D void tex2D(T *ret, cudaTextureObject_t obj, float x, float y);
template <class T> __CUPORT_D void tex3D(T *ret, cudaTextureObject_t obj, float x, float y, float z);

#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_TEXTURE_INDIRECT_FUNCTIONS_H */
