/* cuport: see ../device/device_other.cuh. */
#include "../device/device_other.cuh"
