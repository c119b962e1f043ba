// cuda.h (the driver API) defines CUDA_VERSION and its guard __cuda_cuda_h__; it migrates to
// cuport_runtime.h, so code that tests them tests what that header defines instead
// (CUDART_VERSION, CUPORT_RUNTIME_H) and keeps its branches.
#include <cuda.h>
#include <cstdio>

#if CUDA_VERSION >= 9000
#define SYNC_WARP_FUNCTIONS 1
#endif

#ifdef __cuda_cuda_h__
static const char *api = "driver";
#else
static const char *api = "runtime";
#endif

int main()
{
	int version = 0;
	cudaRuntimeGetVersion(&version);
	printf("%s API, headers %d, runtime %d\n", api, CUDA_VERSION, version);
#ifdef SYNC_WARP_FUNCTIONS
	printf("warp functions take a mask\n");
#endif
	return 0;
}
