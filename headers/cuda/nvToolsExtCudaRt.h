/* cuport: NVTX 2's name for nvtx3/nvToolsExtCudaRt.h (parse-only declarations, headers/cuda). */
#include "nvtx3/nvToolsExtCudaRt.h"
