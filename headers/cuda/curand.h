/* cuport: minimal cuRAND host API so units that use it still parse.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Generator handle, status and RNG type enums with CUDA's values and the generation calls.
 * cuport reports cuRAND use as unsupported.
 */
#ifndef CUPORT_CURAND_H
#define CUPORT_CURAND_H
#define CURAND_H_
#include "driver_types.h"
typedef struct curandGenerator_st *curandGenerator_t;
typedef enum curandStatus {
  CURAND_STATUS_SUCCESS = 0, CURAND_STATUS_VERSION_MISMATCH = 100,
  CURAND_STATUS_NOT_INITIALIZED = 101, CURAND_STATUS_ALLOCATION_FAILED = 102,
  CURAND_STATUS_TYPE_ERROR = 103, CURAND_STATUS_OUT_OF_RANGE = 104,
  CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105, CURAND_STATUS_LAUNCH_FAILURE = 201,
  CURAND_STATUS_INTERNAL_ERROR = 999
} curandStatus_t;
typedef enum curandRngType {
  CURAND_RNG_PSEUDO_DEFAULT = 100, CURAND_RNG_PSEUDO_XORWOW = 101,
  CURAND_RNG_PSEUDO_MRG32K3A = 121, CURAND_RNG_PSEUDO_MTGP32 = 141,
  CURAND_RNG_PSEUDO_MT19937 = 142, CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
  CURAND_RNG_QUASI_DEFAULT = 200, CURAND_RNG_QUASI_SOBOL32 = 201
} curandRngType_t;
#define __CUPORT_CR extern __host__ curandStatus_t
__CUPORT_BEGIN_C
__CUPORT_CR curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type);
__CUPORT_CR curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type);
__CUPORT_CR curandDestroyGenerator(curandGenerator_t generator);
__CUPORT_CR curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed);
__CUPORT_CR curandSetStream(curandGenerator_t generator, cudaStream_t stream);
__CUPORT_CR curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num);
__CUPORT_CR curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num);
__CUPORT_CR curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num);
__CUPORT_CR curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n,
                                 float mean, float stddev);
__CUPORT_CR curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n,
                                       double mean, double stddev);
__CUPORT_END_C
#endif /* CUPORT_CURAND_H */
