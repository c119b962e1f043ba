/* cuport: CUDA's math constants (CUDART_PI_F, CUDART_INF_F, ...).
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): these are plain macros
 * with the usual mathematical values, so user code that uses them parses and keeps the
 * constant's name visible in the source.
 */
#ifndef CUPORT_MATH_CONSTANTS_H
#define CUPORT_MATH_CONSTANTS_H
#define __MATH_CONSTANTS_H__
#define CUDART_INF_F __builtin_huge_valf()
#define CUDART_NAN_F __builtin_nanf("")
#define CUDART_MIN_DENORM_F 1.40129846e-45f
#define CUDART_MAX_NORMAL_F 3.40282347e+38f
#define CUDART_NEG_ZERO_F (-0.0f)
#define CUDART_ZERO_F 0.0f
#define CUDART_ONE_F 1.0f
#define CUDART_SQRT_HALF_F 0.707106781f
#define CUDART_SQRT_TWO_F 1.414213562f
#define CUDART_THIRD_F 0.333333333f
#define CUDART_PIO4_F 0.785398163f
#define CUDART_PIO2_F 1.570796327f
#define CUDART_3PIO4_F 2.356194490f
#define CUDART_2_OVER_PI_F 0.636619772f
#define CUDART_PI_F 3.141592654f
#define CUDART_L2E_F 1.442695041f
#define CUDART_L2T_F 3.321928094f
#define CUDART_LG2_F 0.301029996f
#define CUDART_LGE_F 0.434294482f
#define CUDART_LN2_F 0.693147181f
#define CUDART_LNT_F 2.302585093f
#define CUDART_LNPI_F 1.144729886f
#define CUDART_TWO_TO_23_F 8388608.0f
#define CUDART_INF __builtin_huge_val()
#define CUDART_NAN __builtin_nan("")
#define CUDART_NEG_ZERO (-0.0)
#define CUDART_ZERO 0.0
#define CUDART_ONE 1.0
#define CUDART_SQRT_HALF 7.0710678118654757e-1
#define CUDART_SQRT_2PI 2.5066282746310002e+0
#define CUDART_PIO4 7.8539816339744828e-1
#define CUDART_PIO2 1.5707963267948966e+0
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_2PI 6.2831853071795862e+0
#define CUDART_L2E 1.4426950408889634e+0
#define CUDART_LN2 6.9314718055994529e-1
#define CUDART_TWO_TO_52 4503599627370496.0
#endif /* CUPORT_MATH_CONSTANTS_H */
