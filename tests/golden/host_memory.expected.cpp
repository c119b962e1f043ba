// Device management, memory and error handling map one to one onto the runtime; the
// error-checking macro is migrated in its #define, once, and keeps its logic.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdio>
#include "cuport_runtime.h"

#define CUDA_CHECK(call)                                                        \
	do {                                                                    \
		cuportError_t err_ = (call);                                      \
		if (err_ != cuportSuccess) {                                      \
			fprintf(stderr, "%s: %s\n", cuportGetErrorName(err_),     \
				cuportGetErrorString(err_));                      \
			return 1;                                               \
		}                                                               \
	} while (0)

int main()
{
	int count = 0, dev = 0;
	CUDA_CHECK(cuportGetDeviceCount(&count));
	CUDA_CHECK(cuportSetDevice(0));
	CUDA_CHECK(cuportGetDevice(&dev));
	cuportDeviceProp prop;
	CUDA_CHECK(cuportGetDeviceProperties(&prop, dev));
	int sms = 0;
	cuportDeviceGetAttribute(&sms, cuportDevAttrMultiProcessorCount, dev);
	printf("%s, warp %d, %d SMs\n", prop.name, prop.warpSize, sms);

	float *d = nullptr, *h = nullptr;           /* typed pointers: CUDA's C++ overloads */
	size_t pitch;
	void *raw;
	CUDA_CHECK(cuportMalloc(&d, 1024 * sizeof(float)));
	CUDA_CHECK(cuportMalloc((void **)&raw, 64));
	CUDA_CHECK(cuportMallocHost(&h, 1024 * sizeof(float)));
	CUDA_CHECK(cuportMallocPitch(&raw, &pitch, 100, 10));
	CUDA_CHECK(cuportMemset(d, 0, 1024 * sizeof(float)));
	CUDA_CHECK(cuportMemcpy(h, d, 1024 * sizeof(float), cuportMemcpyDeviceToHost));
	CUDA_CHECK(cuportMemcpy(d, h, 4, cuportMemcpyDefault));
	size_t free_b, total_b;
	cuportMemGetInfo(&free_b, &total_b);
	cuportError_t e = cuportGetLastError();
	if (e != cuportSuccess && e != cuportErrorMemoryAllocation)
		return (int)e;
	(void)cuportPeekAtLastError();
	cuportFreeHost(h);
	cuportFree(d);
	cuportDeviceSynchronize();
	return cuportDeviceReset() == cuportSuccess ? 0 : 1;
}
