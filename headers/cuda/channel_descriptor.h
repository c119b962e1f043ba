/* cuport: cudaCreateChannelDesc<T>(), declaration only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The C++ template that derives a channel format from an element type (float, uchar4 ...);
 * the C form cudaCreateChannelDesc(x, y, z, w, kind) is in cuda_runtime_api.h.
 */
#ifndef CUPORT_CHANNEL_DESCRIPTOR_H
#define CUPORT_CHANNEL_DESCRIPTOR_H
#define __CHANNEL_DESCRIPTOR_H__
#include "cuda_runtime_api.h"
#ifdef __cplusplus
template <class T> __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void);
#endif
#endif /* CUPORT_CHANNEL_DESCRIPTOR_H */
