/* cuport: CUB's utilities, declarations only (see cub.cuh). */
#include "util_type.cuh"
#include "device/device_other.cuh"
