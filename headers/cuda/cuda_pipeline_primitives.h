/* cuport: the pipeline primitives of <cuda_pipeline_primitives.h>, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * __pipeline_memcpy_async copies size_and_align bytes (4, 8 or 16) for the calling thread,
 * __pipeline_commit closes a batch and __pipeline_wait_prior(n) waits until at most n
 * batches are pending; the kernel translator knows them by name (src/kernel/async.c).
 */
#ifndef CUPORT_CUDA_PIPELINE_PRIMITIVES_H
#define CUPORT_CUDA_PIPELINE_PRIMITIVES_H
#include "host_defines.h"
#include <stddef.h>
#if defined(__CUDA__)
__CUPORT_D void __pipeline_memcpy_async(void *dst_shared, const void *src_global,
                                        size_t size_and_align, size_t zfill __CUPORT_DFLT(0));
__CUPORT_D void __pipeline_commit(void);
__CUPORT_D void __pipeline_wait_prior(size_t prior);
#endif
#endif /* CUPORT_CUDA_PIPELINE_PRIMITIVES_H */
