/* cuport: legacy texture references (texture<T, dim, mode>), declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * CUDA 12 removed texture references; code written before (Rodinia's kmeans, hybridsort,
 * leukocyte) still declares them at namespace scope, binds linear device memory to them
 * with cudaBindTexture and reads them with tex1Dfetch. A unit whose SDK parse fails on
 * them is parsed with these headers (parse.c), and cuport translates a reference read by
 * tex1Dfetch as a device symbol holding the bound address (docs/kernels.md, "Texture
 * references"); one bound to an array or pitched memory (cudaBindTextureToArray,
 * cudaBindTexture2D) and read by tex1D/tex2D/tex3D as an image and a sampler. Surface
 * references (surface<void, dim>, cudaBindSurfaceToArray) are declared here too.
 */
#ifndef CUPORT_CUDA_TEXTURE_TYPES_H
#define CUPORT_CUDA_TEXTURE_TYPES_H
#define __CUDA_TEXTURE_TYPES_H__
#define __TEXTURE_FETCH_FUNCTIONS_H__
#include "driver_types.h"
#include "cuda_runtime_api.h"

struct textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int __cudaReserved[14];
};

__CUPORT_RT cudaBindTexture(size_t *offset, const struct textureReference *texref,
                            const void *devPtr, const struct cudaChannelFormatDesc *desc,
                            size_t size);
__CUPORT_RT cudaBindTexture2D(size_t *offset, const struct textureReference *texref,
                              const void *devPtr, const struct cudaChannelFormatDesc *desc,
                              size_t width, size_t height, size_t pitch);
__CUPORT_RT cudaBindTextureToArray(const struct textureReference *texref, cudaArray_const_t array,
                                   const struct cudaChannelFormatDesc *desc);
__CUPORT_RT cudaUnbindTexture(const struct textureReference *texref);
__CUPORT_RT cudaGetTextureAlignmentOffset(size_t *offset, const struct textureReference *texref);
__CUPORT_RT cudaGetTextureReference(const struct textureReference **texref, const void *symbol);

struct surfaceReference {
  struct cudaChannelFormatDesc channelDesc;
};
__CUPORT_RT cudaBindSurfaceToArray(const struct surfaceReference *surfref, cudaArray_const_t array,
                                   const struct cudaChannelFormatDesc *desc);

#ifdef __cplusplus
template <class T, int texType = cudaTextureType1D,
          enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __attribute__((device_builtin_texture_type)) texture : public textureReference {
  __host__ texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
                   enum cudaTextureAddressMode aMode = cudaAddressModeClamp);
  __host__ texture(int norm, enum cudaTextureFilterMode fMode,
                   enum cudaTextureAddressMode aMode, struct cudaChannelFormatDesc desc);
};

template <class T, int dim, enum cudaTextureReadMode mode>
__host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, mode> &tex,
                                     const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                     size_t size = (size_t)-1);
template <class T, int dim, enum cudaTextureReadMode mode>
__host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, mode> &tex,
                                     const void *devPtr, size_t size = (size_t)-1);
template <class T, int dim, enum cudaTextureReadMode mode>
__host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, mode> &tex,
                                       const void *devPtr, size_t width, size_t height,
                                       size_t pitch);
template <class T, int dim, enum cudaTextureReadMode mode>
__host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, mode> &tex,
                                       const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                       size_t width, size_t height, size_t pitch);
template <class T, int dim, enum cudaTextureReadMode mode>
__host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, mode> &tex,
                                            cudaArray_const_t array);
template <class T, int dim, enum cudaTextureReadMode mode>
__host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, mode> &tex,
                                            cudaArray_const_t array,
                                            const struct cudaChannelFormatDesc &desc);
template <class T, int dim, enum cudaTextureReadMode mode>
__host__ cudaError_t cudaUnbindTexture(const struct texture<T, dim, mode> &tex);

/* Legacy surface references (surface<void, dim>), bound to an array made with
   cudaArraySurfaceLoadStore. */
template <class T, int dim = 1>
struct __attribute__((device_builtin_surface_type)) surface : public surfaceReference {
  __host__ surface();
};
template <class T, int dim>
__host__ cudaError_t cudaBindSurfaceToArray(const struct surface<T, dim> &surf,
                                            cudaArray_const_t array);
template <class T, int dim>
__host__ cudaError_t cudaBindSurfaceToArray(const struct surface<T, dim> &surf,
                                            cudaArray_const_t array,
                                            const struct cudaChannelFormatDesc &desc);

/* the C form's size has a default in C++ (a redeclaration may add one) */
__CUPORT_RT cudaBindTexture(size_t *offset, const struct textureReference *texref,
                            const void *devPtr, const struct cudaChannelFormatDesc *desc,
                            size_t size = (size_t)-1);

#if defined(__CUDA__)
/* The fetches: T in element mode, float (or floatN) in normalized-float mode. */
template <class T> struct __cuport_texref_float { typedef float type; };
template <> struct __cuport_texref_float<char2> { typedef float2 type; };
template <> struct __cuport_texref_float<uchar2> { typedef float2 type; };
template <> struct __cuport_texref_float<short2> { typedef float2 type; };
template <> struct __cuport_texref_float<ushort2> { typedef float2 type; };
template <> struct __cuport_texref_float<char4> { typedef float4 type; };
template <> struct __cuport_texref_float<uchar4> { typedef float4 type; };
template <> struct __cuport_texref_float<short4> { typedef float4 type; };
template <> struct __cuport_texref_float<ushort4> { typedef float4 type; };
template <class T, enum cudaTextureReadMode mode> struct __cuport_texref_ret { typedef T type; };
template <class T> struct __cuport_texref_ret<T, cudaReadModeNormalizedFloat> {
  typedef typename __cuport_texref_float<T>::type type;
};
template <class T, enum cudaTextureReadMode mode>
__CUPORT_D typename __cuport_texref_ret<T, mode>::type tex1Dfetch(texture<T, cudaTextureType1D, mode> t, int x);
template <class T, enum cudaTextureReadMode mode>
__CUPORT_D typename __cuport_texref_ret<T, mode>::type tex1D(texture<T, cudaTextureType1D, mode> t, float x);
template <class T, enum cudaTextureReadMode mode>
__CUPORT_D typename __cuport_texref_ret<T, mode>::type tex2D(texture<T, cudaTextureType2D, mode> t, float x, float y);
template <class T, enum cudaTextureReadMode mode>
__CUPORT_D typename __cuport_texref_ret<T, mode>::type tex3D(texture<T, cudaTextureType3D, mode> t, float x, float y, float z);
template <class T, enum cudaTextureReadMode mode>
__CUPORT_D typename __cuport_texref_ret<T, mode>::type tex1DLayered(texture<T, cudaTextureType1DLayered, mode> t, float x, int layer);
template <class T, enum cudaTextureReadMode mode>
__CUPORT_D typename __cuport_texref_ret<T, mode>::type tex2DLayered(texture<T, cudaTextureType2DLayered, mode> t, float x, float y, int layer);

/* Surface references: surf*read/write through them (x in bytes). */
#define __CUPORT_BM enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap
template <class T, int dim> __CUPORT_D T surf1Dread(surface<void, dim> s, int x, __CUPORT_BM);
template <class T, int dim> __CUPORT_D T surf2Dread(surface<void, dim> s, int x, int y, __CUPORT_BM);
template <class T, int dim> __CUPORT_D T surf3Dread(surface<void, dim> s, int x, int y, int z, __CUPORT_BM);
template <class T, int dim> __CUPORT_D void surf1Dread(T *ret, surface<void, dim> s, int x, __CUPORT_BM);
template <class T, int dim> __CUPORT_D void surf2Dread(T *ret, surface<void, dim> s, int x, int y, __CUPORT_BM);
template <class T, int dim> __CUPORT_D void surf3Dread(T *ret, surface<void, dim> s, int x, int y, int z, __CUPORT_BM);
template <class T, int dim> __CUPORT_D void surf1Dwrite(T data, surface<void, dim> s, int x, __CUPORT_BM);
template <class T, int dim> __CUPORT_D void surf2Dwrite(T data, surface<void, dim> s, int x, int y, __CUPORT_BM);
template <class T, int dim> __CUPORT_D void surf3Dwrite(T data, surface<void, dim> s, int x, int y, int z, __CUPORT_BM);
#undef __CUPORT_BM
#endif /* __CUDA__ */
#endif /* __cplusplus */
#endif /* CUPORT_CUDA_TEXTURE_TYPES_H */
