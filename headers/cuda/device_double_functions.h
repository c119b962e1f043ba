/* cuport: compatibility name; CUDA programs sometimes include device_double_functions.h directly.
 * Part of cuport's parse-only CUDA declarations (headers/cuda): it forwards to math_functions.h. */
#include "math_functions.h"
