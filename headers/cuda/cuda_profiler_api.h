/* cuport: compatibility name; CUDA programs sometimes include cuda_profiler_api.h directly.
 * Part of cuport's parse-only CUDA declarations (headers/cuda): it forwards to cuda_runtime_api.h. */
#include "cuda_runtime_api.h"
#define __CUDA_PROFILER_API_H__
