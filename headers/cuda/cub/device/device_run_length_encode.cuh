/* cuport: see device_other.cuh. */
#include "device_other.cuh"
