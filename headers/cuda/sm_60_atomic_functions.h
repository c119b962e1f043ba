/* cuport: compatibility name; CUDA programs sometimes include sm_60_atomic_functions.h directly.
 * Part of cuport's parse-only CUDA declarations (headers/cuda): it forwards to device_atomic_functions.h. */
#include "device_atomic_functions.h"
