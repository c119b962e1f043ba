/*
 * cuport_rand.h: cuRAND's host API (curand.h) and its state types for host code.
 *
 * The functions are cuRAND's with cuportRand in place of curand (curandCreateGenerator ->
 * cuportRandCreateGenerator), the types and enumerators likewise (curandGenerator_t ->
 * cuportRandGenerator_t, CURAND_RNG_PSEUDO_XORWOW -> CUPORT_RAND_RNG_PSEUDO_XORWOW, with
 * cuRAND's values).  A generator made by cuportRandCreateGenerator writes device memory
 * from OpenCL kernels of the runtime's own, on its stream; one made by
 * cuportRandCreateGeneratorHost writes host memory, computing the very same numbers with
 * the same code (runtime/device/cuport_rand_device.h) on the CPU.  docs/rand.md lists the
 * generators, the ordering of results and where they differ from cuRAND's.
 *
 * The state types have the layout of cuRAND's and of the kernels' curandState..., so
 * cudaMalloc(n * sizeof(curandState)) allocates what the device functions expect.
 */
#ifndef CUPORT_RAND_H
#define CUPORT_RAND_H
#define CURAND_H_   /* curand.h's guard: code that tests it decides as with nvcc */

#include <stddef.h>
#include "cuport_runtime.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUPORT_RAND_VERSION 10300   /* the cuRAND version whose API this follows */

typedef struct cuportRandGenerator_st *cuportRandGenerator_t;

typedef enum cuportRandStatus {
  CUPORT_RAND_STATUS_SUCCESS = 0,
  CUPORT_RAND_STATUS_VERSION_MISMATCH = 100,
  CUPORT_RAND_STATUS_NOT_INITIALIZED = 101,
  CUPORT_RAND_STATUS_ALLOCATION_FAILED = 102,
  CUPORT_RAND_STATUS_TYPE_ERROR = 103,
  CUPORT_RAND_STATUS_OUT_OF_RANGE = 104,
  CUPORT_RAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  CUPORT_RAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  CUPORT_RAND_STATUS_LAUNCH_FAILURE = 201,
  CUPORT_RAND_STATUS_PREEXISTING_FAILURE = 202,
  CUPORT_RAND_STATUS_INITIALIZATION_FAILED = 203,
  CUPORT_RAND_STATUS_ARCH_MISMATCH = 204,
  CUPORT_RAND_STATUS_INTERNAL_ERROR = 999
} cuportRandStatus_t;

typedef enum cuportRandRngType {
  CUPORT_RAND_RNG_TEST = 0,
  CUPORT_RAND_RNG_PSEUDO_DEFAULT = 100,
  CUPORT_RAND_RNG_PSEUDO_XORWOW = 101,
  CUPORT_RAND_RNG_PSEUDO_MRG32K3A = 121,
  CUPORT_RAND_RNG_PSEUDO_MTGP32 = 141,
  CUPORT_RAND_RNG_PSEUDO_MT19937 = 142,
  CUPORT_RAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
  CUPORT_RAND_RNG_QUASI_DEFAULT = 200,
  CUPORT_RAND_RNG_QUASI_SOBOL32 = 201,
  CUPORT_RAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
  CUPORT_RAND_RNG_QUASI_SOBOL64 = 203,
  CUPORT_RAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
} cuportRandRngType_t;

typedef enum cuportRandOrdering {
  CUPORT_RAND_ORDERING_PSEUDO_BEST = 100,
  CUPORT_RAND_ORDERING_PSEUDO_DEFAULT = 101,
  CUPORT_RAND_ORDERING_PSEUDO_SEEDED = 102,
  CUPORT_RAND_ORDERING_PSEUDO_LEGACY = 103,
  CUPORT_RAND_ORDERING_PSEUDO_DYNAMIC = 104,
  CUPORT_RAND_ORDERING_QUASI_DEFAULT = 201
} cuportRandOrdering_t;

/* The device API's states, as host code sizes and copies them. */
typedef struct cuportRandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
} cuportRandStateXORWOW_t;
typedef struct cuportRandStatePhilox4_32_10 {
  unsigned int ctr[4], output[4], key[2], STATE;
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
} cuportRandStatePhilox4_32_10_t;
typedef struct cuportRandStateMRG32k3a {
  unsigned int s1[3], s2[3];
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
} cuportRandStateMRG32k3a_t;
typedef cuportRandStateXORWOW_t cuportRandState_t;

CUPORT_API cuportRandStatus_t cuportRandCreateGenerator(cuportRandGenerator_t *generator,
                                                        cuportRandRngType_t rng_type);
CUPORT_API cuportRandStatus_t cuportRandCreateGeneratorHost(cuportRandGenerator_t *generator,
                                                            cuportRandRngType_t rng_type);
CUPORT_API cuportRandStatus_t cuportRandDestroyGenerator(cuportRandGenerator_t generator);
CUPORT_API cuportRandStatus_t cuportRandGetVersion(int *version);
CUPORT_API cuportRandStatus_t cuportRandSetStream(cuportRandGenerator_t generator,
                                                  cuportStream_t stream);
CUPORT_API cuportRandStatus_t cuportRandSetPseudoRandomGeneratorSeed(cuportRandGenerator_t generator,
                                                                     unsigned long long seed);
CUPORT_API cuportRandStatus_t cuportRandSetGeneratorOffset(cuportRandGenerator_t generator,
                                                           unsigned long long offset);
CUPORT_API cuportRandStatus_t cuportRandSetGeneratorOrdering(cuportRandGenerator_t generator,
                                                             cuportRandOrdering_t order);
CUPORT_API cuportRandStatus_t cuportRandSetQuasiRandomGeneratorDimensions(
    cuportRandGenerator_t generator, unsigned int num_dimensions);
CUPORT_API cuportRandStatus_t cuportRandGenerateSeeds(cuportRandGenerator_t generator);
CUPORT_API cuportRandStatus_t cuportRandGenerate(cuportRandGenerator_t generator,
                                                 unsigned int *outputPtr, size_t num);
CUPORT_API cuportRandStatus_t cuportRandGenerateUniform(cuportRandGenerator_t generator,
                                                        float *outputPtr, size_t num);
CUPORT_API cuportRandStatus_t cuportRandGenerateUniformDouble(cuportRandGenerator_t generator,
                                                              double *outputPtr, size_t num);
CUPORT_API cuportRandStatus_t cuportRandGenerateNormal(cuportRandGenerator_t generator,
                                                       float *outputPtr, size_t n, float mean,
                                                       float stddev);
CUPORT_API cuportRandStatus_t cuportRandGenerateNormalDouble(cuportRandGenerator_t generator,
                                                             double *outputPtr, size_t n,
                                                             double mean, double stddev);
CUPORT_API cuportRandStatus_t cuportRandGenerateLogNormal(cuportRandGenerator_t generator,
                                                          float *outputPtr, size_t n, float mean,
                                                          float stddev);
CUPORT_API cuportRandStatus_t cuportRandGenerateLogNormalDouble(cuportRandGenerator_t generator,
                                                                double *outputPtr, size_t n,
                                                                double mean, double stddev);

#ifdef __cplusplus
}
#endif
#endif /* CUPORT_RAND_H */
