/* cuport: NVTX 3's names for CUDA runtime objects (nvtxNameCudaStreamA...), declarations
 * only.  Part of cuport's parse-only CUDA declarations (headers/cuda); the rules map each
 * name to the runtime's cuportNvtx*.  Usable from C and C++.
 */
#ifndef CUPORT_NVTOOLSEXTCUDART_H
#define CUPORT_NVTOOLSEXTCUDART_H
#define NVTOOLSEXT_CUDART_H_
#include "nvToolsExt.h"
#include "../cuda_runtime_api.h"

#ifdef __cplusplus
extern "C" {
#endif
void NVTX_API nvtxNameCudaDeviceA(int device, const char *name);
void NVTX_API nvtxNameCudaDeviceW(int device, const wchar_t *name);
void NVTX_API nvtxNameCudaStreamA(cudaStream_t stream, const char *name);
void NVTX_API nvtxNameCudaStreamW(cudaStream_t stream, const wchar_t *name);
void NVTX_API nvtxNameCudaEventA(cudaEvent_t event, const char *name);
void NVTX_API nvtxNameCudaEventW(cudaEvent_t event, const wchar_t *name);
#ifdef __cplusplus
}
#endif

#ifdef UNICODE
#define nvtxNameCudaDevice nvtxNameCudaDeviceW
#define nvtxNameCudaStream nvtxNameCudaStreamW
#define nvtxNameCudaEvent nvtxNameCudaEventW
#else
#define nvtxNameCudaDevice nvtxNameCudaDeviceA
#define nvtxNameCudaStream nvtxNameCudaStreamA
#define nvtxNameCudaEvent nvtxNameCudaEventA
#endif

#endif
