/* cuport: compatibility name; CUDA programs sometimes include sm_20_intrinsics.h directly.
 * Part of cuport's parse-only CUDA declarations (headers/cuda): it forwards to device_functions.h. */
#include "device_functions.h"
