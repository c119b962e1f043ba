/* cuport: CUB's utilities, declarations only (see cub.cuh). */
#include "util_type.cuh"
