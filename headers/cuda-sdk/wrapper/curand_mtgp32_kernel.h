/* cuport: in front of a CUDA SDK's cuRAND device headers while parsing with that SDK;
 * never compiled.
 *
 * clang's CUDA wrapper includes curand_mtgp32_kernel.h into every .cu: that header
 * redeclares threadIdx and blockDim with CUDA's types, which clash with clang's, so the
 * wrapper reads it early with dim3 and uint3 renamed.  nvcc includes no cuRAND header, and
 * code tells whether cuRAND was included by its guards (#ifdef CURAND_H_ in a utility
 * header): with the wrapper's inclusion that code would be live in the parse and dead
 * under nvcc.  So the wrapper's inclusion (before cuport_sdk_prelude.h) is skipped, and a
 * user's own inclusion of a cuRAND device header (curand_kernel.h and the headers that
 * include this one, which reach it by a quoted include beside them) is read with the
 * wrapper's renaming here instead.
 */
#if defined(CUPORT_SDK_PRELUDE_H)
#pragma push_macro("dim3")
#pragma push_macro("uint3")
#define dim3 __cuda_builtin_blockDim_t
#define uint3 __cuda_builtin_threadIdx_t
#include_next <curand_mtgp32_kernel.h>
#pragma pop_macro("dim3")
#pragma pop_macro("uint3")
#endif
