/* cuport: CUDA built-in vector types (char1..double4, dim3) for parsing without an SDK.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Each vector type is a struct with members x, y, z, w and the alignment CUDA gives it,
 * usable from C and C++, so sizeof/alignof in user code and member accesses type-check as
 * they do with nvcc.  dim3 has CUDA's constructors (each dimension defaulting to 1) and
 * converts to and from uint3.
 */
#ifndef CUPORT_VECTOR_TYPES_H
#define CUPORT_VECTOR_TYPES_H
#define __VECTOR_TYPES_H__
#include "host_defines.h"

#define __CUPORT_V1(t, n, a) typedef struct __align__(a) n##1 { t x; } n##1;
#define __CUPORT_V2(t, n, a) typedef struct __align__(a) n##2 { t x, y; } n##2;
#define __CUPORT_V3(t, n, a) typedef struct __align__(a) n##3 { t x, y, z; } n##3;
#define __CUPORT_V4(t, n, a) typedef struct __align__(a) n##4 { t x, y, z, w; } n##4;
#define __CUPORT_VECS(t, n, a1, a2, a3, a4) \
  __CUPORT_V1(t, n, a1) __CUPORT_V2(t, n, a2) __CUPORT_V3(t, n, a3) __CUPORT_V4(t, n, a4)

__CUPORT_VECS(signed char, char, 1, 2, 1, 4)
__CUPORT_VECS(unsigned char, uchar, 1, 2, 1, 4)
__CUPORT_VECS(short, short, 2, 4, 2, 8)
__CUPORT_VECS(unsigned short, ushort, 2, 4, 2, 8)
__CUPORT_VECS(int, int, 4, 8, 4, 16)
__CUPORT_VECS(unsigned int, uint, 4, 8, 4, 16)
__CUPORT_VECS(long, long, sizeof(long), 2 * sizeof(long), sizeof(long), 16)
__CUPORT_VECS(unsigned long, ulong, sizeof(long), 2 * sizeof(long), sizeof(long), 16)
__CUPORT_VECS(long long, longlong, 8, 16, 8, 16)
__CUPORT_VECS(unsigned long long, ulonglong, 8, 16, 8, 16)
__CUPORT_VECS(float, float, 4, 8, 4, 16)
__CUPORT_VECS(double, double, 8, 16, 8, 16)

/* CUDA 13 spellings of the 4-wide 64-bit types with explicit alignment. */
typedef struct __align__(16) double4_16a { double x, y, z, w; } double4_16a;
typedef struct __align__(32) double4_32a { double x, y, z, w; } double4_32a;
typedef struct __align__(16) long4_16a { long x, y, z, w; } long4_16a;
typedef struct __align__(32) long4_32a { long x, y, z, w; } long4_32a;
typedef struct __align__(16) ulong4_16a { unsigned long x, y, z, w; } ulong4_16a;
typedef struct __align__(32) ulong4_32a { unsigned long x, y, z, w; } ulong4_32a;
typedef struct __align__(16) longlong4_16a { long long x, y, z, w; } longlong4_16a;
typedef struct __align__(32) longlong4_32a { long long x, y, z, w; } longlong4_32a;
typedef struct __align__(16) ulonglong4_16a { unsigned long long x, y, z, w; } ulonglong4_16a;
typedef struct __align__(32) ulonglong4_32a { unsigned long long x, y, z, w; } ulonglong4_32a;

#undef __CUPORT_V1
#undef __CUPORT_V2
#undef __CUPORT_V3
#undef __CUPORT_V4
#undef __CUPORT_VECS

/* Launch geometry.  In C++, dim3 d(4) is {4,1,1}; dim3 converts to uint3 and back. */
struct dim3 {
  unsigned int x, y, z;
#ifdef __cplusplus
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
#endif
};
typedef struct dim3 dim3;

#endif /* CUPORT_VECTOR_TYPES_H */
