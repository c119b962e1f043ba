/* cuport: NVTX 2's name for nvtx3/nvToolsExt.h (parse-only declarations, headers/cuda). */
#include "nvtx3/nvToolsExt.h"
