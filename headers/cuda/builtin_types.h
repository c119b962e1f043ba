/* cuport: compatibility name; CUDA programs sometimes include builtin_types.h directly.
 * Part of cuport's parse-only CUDA declarations (headers/cuda): it forwards to driver_types.h. */
#include "driver_types.h"
