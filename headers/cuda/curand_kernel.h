/* cuport: minimal cuRAND device API so kernels that use it still parse.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The generator state types (XORWOW as curandState, Philox4_32_10, MRG32k3a) and, for
 * each, curand_init, curand, curand_uniform(_double), curand_normal(_double), normal2,
 * log_normal and poisson, all __device__.  cuport maps them to the runtime's
 * cuport_rand_device.h (docs/rand.md); Sobol states are declared so that their use is reported.
 */
#ifndef CUPORT_CURAND_KERNEL_H
#define CUPORT_CURAND_KERNEL_H
#define CURAND_KERNEL_H_
#include "host_defines.h"
#include "curand.h" /* as in CUDA: code that includes curand_kernel.h has CURAND_H_ */
#include "vector_types.h"
#if defined(__cplusplus) && defined(__CUDA__)
struct curandStateXORWOW { unsigned int d, v[5]; int boxmuller_flag, boxmuller_flag_double;
                           float boxmuller_extra; double boxmuller_extra_double; };
struct curandStatePhilox4_32_10 { uint4 ctr; uint4 output; uint2 key; unsigned int STATE;
                                  int boxmuller_flag, boxmuller_flag_double;
                                  float boxmuller_extra; double boxmuller_extra_double; };
struct curandStateMRG32k3a { unsigned int s1[3], s2[3]; int boxmuller_flag, boxmuller_flag_double;
                             float boxmuller_extra; double boxmuller_extra_double; };
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;
typedef curandStateXORWOW_t curandState_t;
typedef curandStateXORWOW_t curandState;

#define __CUPORT_RAND(S)                                                                 \
  __CUPORT_D void curand_init(unsigned long long seed, unsigned long long subsequence,    \
                              unsigned long long offset, S *state);                      \
  __CUPORT_D unsigned int curand(S *state);                                              \
  __CUPORT_D float curand_uniform(S *state);                                             \
  __CUPORT_D double curand_uniform_double(S *state);                                     \
  __CUPORT_D float curand_normal(S *state);                                              \
  __CUPORT_D double curand_normal_double(S *state);                                      \
  __CUPORT_D float2 curand_normal2(S *state);                                            \
  __CUPORT_D double2 curand_normal2_double(S *state);                                    \
  __CUPORT_D float curand_log_normal(S *state, float mean, float stddev);                \
  __CUPORT_D double curand_log_normal_double(S *state, double mean, double stddev);      \
  __CUPORT_D void skipahead_sequence(unsigned long long n, S *state);                    \
  __CUPORT_D unsigned int curand_poisson(S *state, double lambda);                       \
  __CUPORT_D void skipahead(unsigned long long n, S *state);
__CUPORT_RAND(curandStateXORWOW_t) __CUPORT_RAND(curandStatePhilox4_32_10_t)
__CUPORT_RAND(curandStateMRG32k3a_t)
#undef __CUPORT_RAND
__CUPORT_D uint4 curand4(curandStatePhilox4_32_10_t *state);
__CUPORT_D float4 curand_uniform4(curandStatePhilox4_32_10_t *state);
__CUPORT_D float4 curand_normal4(curandStatePhilox4_32_10_t *state);
__CUPORT_D float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean, float stddev);
struct curandStateSobol32 { unsigned int i, x, c; unsigned int direction_vectors[32]; };
typedef struct curandStateSobol32 curandStateSobol32_t;
__CUPORT_D void curand_init(unsigned int *direction_vectors, unsigned int offset,
                            curandStateSobol32_t *state);
__CUPORT_D unsigned int curand(curandStateSobol32_t *state);
__CUPORT_D float curand_uniform(curandStateSobol32_t *state);
__CUPORT_D double curand_uniform_double(curandStateSobol32_t *state);
__CUPORT_D float curand_normal(curandStateSobol32_t *state);
#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_CURAND_KERNEL_H */
