/* cuport: compatibility name; cublas_api.h forwards to cuport's cublas_v2.h.
 * Part of cuport's parse-only CUDA declarations (headers/cuda). */
#include "cublas_v2.h"
