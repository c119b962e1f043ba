/* cuport: CUDA 8-bit floating point (cuda_fp8.h) for parsing, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The storage types (__nv_fp8_storage_t and its pairs and tetrads), the interpretation
 * (__NV_E4M3, __NV_E5M2) and saturation (__NV_NOSAT, __NV_SATFINITE) enumerations, the
 * __nv_cvt_* conversions, and the classes __nv_fp8_e4m3 and __nv_fp8_e5m2 with their
 * constructors and conversions.  As in CUDA, it includes cuda_fp16.h and cuda_bf16.h.
 */
#ifndef CUPORT_CUDA_FP8_H
#define CUPORT_CUDA_FP8_H
#define __CUDA_FP8_H__
#include "cuda_fp16.h"
#include "cuda_bf16.h"
#ifdef __cplusplus

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

__CUPORT_HD __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                      const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                                                           const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                     const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                                                          const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                                                       const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                                                            const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x, const __nv_saturation_t saturate,
                                                           const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x,
                                                                const __nv_saturation_t saturate,
                                                                const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                                               const __nv_fp8_interpretation_t fp8_interpretation);
__CUPORT_HD __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                                   const __nv_fp8_interpretation_t fp8_interpretation);

#define __CUPORT_FP8(T)                                                                  \
  struct __align__(1) T {                                                                \
    __nv_fp8_storage_t __x;                                                              \
    T() = default;                                                                       \
    __CUPORT_HD explicit T(const __half f);                                              \
    __CUPORT_HD explicit T(const __nv_bfloat16 f);                                       \
    __CUPORT_HD explicit T(const float f);                                               \
    __CUPORT_HD explicit T(const double f);                                              \
    __CUPORT_HD explicit T(const unsigned short int val);                                \
    __CUPORT_HD explicit T(const unsigned int val);                                      \
    __CUPORT_HD explicit T(const unsigned long long int val);                            \
    __CUPORT_HD explicit T(const short int val);                                         \
    __CUPORT_HD explicit T(const int val);                                               \
    __CUPORT_HD explicit T(const long long int val);                                     \
    __CUPORT_HD explicit operator __half_raw() const;                                    \
    __CUPORT_HD explicit operator __half() const;                                        \
    __CUPORT_HD explicit operator float() const;                                         \
    __CUPORT_HD explicit operator __nv_bfloat16() const;                                 \
    __CUPORT_HD explicit operator bool() const;                                          \
  };
__CUPORT_FP8(__nv_fp8_e4m3)
__CUPORT_FP8(__nv_fp8_e5m2)
#undef __CUPORT_FP8

#endif /* __cplusplus */
#endif /* CUPORT_CUDA_FP8_H */
