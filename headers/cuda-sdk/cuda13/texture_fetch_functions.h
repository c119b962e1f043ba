/* cuport shim for parsing against a CUDA 13 (or later) SDK with clang 19.
 *
 * clang 19's __clang_cuda_runtime_wrapper.h unconditionally includes
 * "texture_fetch_functions.h", which CUDA 13 removed together with legacy texture
 * references.  The texture object functions it used to sit beside are still provided by
 * the SDK's texture_indirect_functions.h, so this header is intentionally empty.
 * It lives in headers/cuda-sdk/cuda13, which is on the include path only when cuport
 * parses with an SDK whose CUDA_VERSION >= 13000; never compiled.
 */
#ifndef CUPORT_SHIM_TEXTURE_FETCH_FUNCTIONS_H
#define CUPORT_SHIM_TEXTURE_FETCH_FUNCTIONS_H
#endif
