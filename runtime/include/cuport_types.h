/*
 * cuport_types.h: host-side vector types with CUDA's layout.
 *
 * CUDA host code builds float4, int2, uint3, ... values and copies them to the
 * device, so their size and alignment must match what the kernels (and CUDA)
 * use: 2- and 4-component types are over-aligned (float2: 8, float4: 16, like
 * OpenCL's float2/float4), 1- and 3-component types are plain structs with the
 * component's alignment (12-byte float3, unlike OpenCL's 16-byte float3; the
 * device header has the matching cuport_float3 struct).  Every type and
 * function carries the cuport_ prefix, and CUDA's own names (float4,
 * make_float4, dim3, ...) are typedefs and macros of them: the migrator renames
 * the names it sees, but a name formed by the preprocessor (`x ## 2` with x
 * double) reaches the compiler as CUDA spelled it, and must mean what it meant
 * there.  Code that has names of its own in their place defines
 * CUPORT_NO_CUDA_NAMES before including this header (CUPORT_CUDA_NAMES, which
 * once turned them on, is no longer needed).
 */
#ifndef CUPORT_TYPES_H
#define CUPORT_TYPES_H

#if defined(_MSC_VER)
#define CUPORT_ALIGN(n) __declspec(align(n))
#else
#define CUPORT_ALIGN(n) __attribute__((aligned(n)))
#endif

#ifdef __cplusplus
#define CUPORT_TYPES_INLINE inline
#else
#define CUPORT_TYPES_INLINE static inline
#endif

/* One family: name1..name4 and cuport_make_name1..4. A2/A4 are the CUDA
   alignments of the 2- and 4-component types. */
#define CUPORT_VECTOR_FAMILY(T, N, A2, A4)                                     \
  typedef struct cuport_##N##1 { T x; } cuport_##N##1;                          \
  typedef struct CUPORT_ALIGN(A2) cuport_##N##2 { T x, y; } cuport_##N##2;      \
  typedef struct cuport_##N##3 { T x, y, z; } cuport_##N##3;                    \
  typedef struct CUPORT_ALIGN(A4) cuport_##N##4 { T x, y, z, w; } cuport_##N##4; \
  CUPORT_TYPES_INLINE cuport_##N##1 cuport_make_##N##1(T x)                     \
  { cuport_##N##1 v; v.x = x; return v; }                                       \
  CUPORT_TYPES_INLINE cuport_##N##2 cuport_make_##N##2(T x, T y)                \
  { cuport_##N##2 v; v.x = x; v.y = y; return v; }                              \
  CUPORT_TYPES_INLINE cuport_##N##3 cuport_make_##N##3(T x, T y, T z)           \
  { cuport_##N##3 v; v.x = x; v.y = y; v.z = z; return v; }                     \
  CUPORT_TYPES_INLINE cuport_##N##4 cuport_make_##N##4(T x, T y, T z, T w)      \
  { cuport_##N##4 v; v.x = x; v.y = y; v.z = z; v.w = w; return v; }

CUPORT_VECTOR_FAMILY(signed char, char, 2, 4)
CUPORT_VECTOR_FAMILY(unsigned char, uchar, 2, 4)
CUPORT_VECTOR_FAMILY(short, short, 4, 8)
CUPORT_VECTOR_FAMILY(unsigned short, ushort, 4, 8)
CUPORT_VECTOR_FAMILY(int, int, 8, 16)
CUPORT_VECTOR_FAMILY(unsigned int, uint, 8, 16)
CUPORT_VECTOR_FAMILY(long, long, 2 * sizeof(long), 16)
CUPORT_VECTOR_FAMILY(unsigned long, ulong, 2 * sizeof(long), 16)
CUPORT_VECTOR_FAMILY(long long, longlong, 16, 16)
CUPORT_VECTOR_FAMILY(unsigned long long, ulonglong, 16, 16)
CUPORT_VECTOR_FAMILY(float, float, 8, 16)
CUPORT_VECTOR_FAMILY(double, double, 16, 16)

#ifndef CUPORT_NO_CUDA_NAMES
#define CUPORT_CUDA_FAMILY(N)                                                   \
  typedef cuport_##N##1 N##1;                                                   \
  typedef cuport_##N##2 N##2;                                                   \
  typedef cuport_##N##3 N##3;                                                   \
  typedef cuport_##N##4 N##4;
CUPORT_CUDA_FAMILY(char)
CUPORT_CUDA_FAMILY(uchar)
CUPORT_CUDA_FAMILY(short)
CUPORT_CUDA_FAMILY(ushort)
CUPORT_CUDA_FAMILY(int)
CUPORT_CUDA_FAMILY(uint)
CUPORT_CUDA_FAMILY(long)
CUPORT_CUDA_FAMILY(ulong)
CUPORT_CUDA_FAMILY(longlong)
CUPORT_CUDA_FAMILY(ulonglong)
CUPORT_CUDA_FAMILY(float)
CUPORT_CUDA_FAMILY(double)
#undef CUPORT_CUDA_FAMILY
#define make_char1 cuport_make_char1
#define make_char2 cuport_make_char2
#define make_char3 cuport_make_char3
#define make_char4 cuport_make_char4
#define make_uchar1 cuport_make_uchar1
#define make_uchar2 cuport_make_uchar2
#define make_uchar3 cuport_make_uchar3
#define make_uchar4 cuport_make_uchar4
#define make_short1 cuport_make_short1
#define make_short2 cuport_make_short2
#define make_short3 cuport_make_short3
#define make_short4 cuport_make_short4
#define make_ushort1 cuport_make_ushort1
#define make_ushort2 cuport_make_ushort2
#define make_ushort3 cuport_make_ushort3
#define make_ushort4 cuport_make_ushort4
#define make_int1 cuport_make_int1
#define make_int2 cuport_make_int2
#define make_int3 cuport_make_int3
#define make_int4 cuport_make_int4
#define make_uint1 cuport_make_uint1
#define make_uint2 cuport_make_uint2
#define make_uint3 cuport_make_uint3
#define make_uint4 cuport_make_uint4
#define make_long1 cuport_make_long1
#define make_long2 cuport_make_long2
#define make_long3 cuport_make_long3
#define make_long4 cuport_make_long4
#define make_ulong1 cuport_make_ulong1
#define make_ulong2 cuport_make_ulong2
#define make_ulong3 cuport_make_ulong3
#define make_ulong4 cuport_make_ulong4
#define make_longlong1 cuport_make_longlong1
#define make_longlong2 cuport_make_longlong2
#define make_longlong3 cuport_make_longlong3
#define make_longlong4 cuport_make_longlong4
#define make_ulonglong1 cuport_make_ulonglong1
#define make_ulonglong2 cuport_make_ulonglong2
#define make_ulonglong3 cuport_make_ulonglong3
#define make_ulonglong4 cuport_make_ulonglong4
#define make_float1 cuport_make_float1
#define make_float2 cuport_make_float2
#define make_float3 cuport_make_float3
#define make_float4 cuport_make_float4
#define make_double1 cuport_make_double1
#define make_double2 cuport_make_double2
#define make_double3 cuport_make_double3
#define make_double4 cuport_make_double4
#endif /* !CUPORT_NO_CUDA_NAMES */

#endif /* CUPORT_TYPES_H */
