/* cuport: CUDA's built-in variables threadIdx, blockIdx, blockDim, gridDim and warpSize.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * They are ordinary extern const __device__ variables of CUDA's own types (uint3 for the
 * indices, dim3 for the dimensions, int for warpSize), not clang's property-based
 * __cuda_builtin_*_t structs, so `threadIdx.x` parses as a plain member access:
 * MemberExpr `x` (libclang CXCursor_MemberRefExpr, type unsigned int) over a DeclRefExpr
 * to the VarDecl `threadIdx` (type `const uint3`).  `dim3 t = threadIdx;` and
 * `uint3 b = blockIdx;` work as in CUDA.
 */
#ifndef CUPORT_DEVICE_LAUNCH_PARAMETERS_H
#define CUPORT_DEVICE_LAUNCH_PARAMETERS_H
#include "vector_types.h"

#ifdef __cplusplus
extern "C" {
#endif
extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
extern const __device__ int warpSize;
#ifdef __cplusplus
}
#endif

#endif /* CUPORT_DEVICE_LAUNCH_PARAMETERS_H */
