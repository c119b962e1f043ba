// cuda.h (the driver API) defines CUDA_VERSION and its guard __cuda_cuda_h__; it migrates to
// cuport_runtime.h, so code that tests them tests what that header defines instead
// (CUDART_VERSION, CUPORT_RUNTIME_H) and keeps its branches.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdio>

#if CUDART_VERSION >= 9000
#define SYNC_WARP_FUNCTIONS 1
#endif

#ifdef CUPORT_RUNTIME_H
static const char *api = "driver";
#else
static const char *api = "runtime";
#endif

int main()
{
	int version = 0;
	cuportRuntimeGetVersion(&version);
	printf("%s API, headers %d, runtime %d\n", api, CUDART_VERSION, version);
#ifdef SYNC_WARP_FUNCTIONS
	printf("warp functions take a mask\n");
#endif
	return 0;
}
