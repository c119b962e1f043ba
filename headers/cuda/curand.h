/* cuport: minimal cuRAND host API so units that use it still parse.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Generator handle, status and RNG type enums with CUDA's values and the generation calls.
 * cuport maps them to the runtime's cuport_rand.h (docs/rand.md).
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
typedef enum curandOrdering {
  CURAND_ORDERING_PSEUDO_BEST = 100, CURAND_ORDERING_PSEUDO_DEFAULT = 101,
  CURAND_ORDERING_PSEUDO_SEEDED = 102, CURAND_ORDERING_PSEUDO_LEGACY = 103,
  CURAND_ORDERING_PSEUDO_DYNAMIC = 104, CURAND_ORDERING_QUASI_DEFAULT = 201
} curandOrdering_t;
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];
typedef enum curandDirectionVectorSet {
  CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,
  CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104
} curandDirectionVectorSet_t;
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
__CUPORT_CR curandGetVersion(int *version);
__CUPORT_CR curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset);
__CUPORT_CR curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order);
__CUPORT_CR curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator,
                                                    unsigned int num_dimensions);
__CUPORT_CR curandGenerateSeeds(curandGenerator_t generator);
__CUPORT_CR curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n,
                                    float mean, float stddev);
__CUPORT_CR curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr,
                                          size_t n, double mean, double stddev);
__CUPORT_CR curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n,
                                  double lambda);
__CUPORT_CR curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[],
                                        curandDirectionVectorSet_t set);
__CUPORT_CR curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[],
                                        curandDirectionVectorSet_t set);
__CUPORT_END_C
#endif /* CUPORT_CURAND_H */
