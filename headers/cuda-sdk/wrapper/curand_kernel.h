/* cuport: reads the SDK's curand_kernel.h as clang's CUDA wrapper reads curand_mtgp32_kernel.h,
 * which it includes (see curand_mtgp32_kernel.h here); parse-only, never compiled. */
#pragma push_macro("dim3")
#pragma push_macro("uint3")
#define dim3 __cuda_builtin_blockDim_t
#define uint3 __cuda_builtin_threadIdx_t
#include_next <curand_kernel.h>
#pragma pop_macro("dim3")
#pragma pop_macro("uint3")
