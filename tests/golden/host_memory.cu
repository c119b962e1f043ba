// Device management, memory and error handling map one to one onto the runtime; the
// error-checking macro is migrated in its #define, once, and keeps its logic.
#include <cstdio>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                        \
	do {                                                                    \
		cudaError_t err_ = (call);                                      \
		if (err_ != cudaSuccess) {                                      \
			fprintf(stderr, "%s: %s\n", cudaGetErrorName(err_),     \
				cudaGetErrorString(err_));                      \
			return 1;                                               \
		}                                                               \
	} while (0)

int main()
{
	int count = 0, dev = 0;
	CUDA_CHECK(cudaGetDeviceCount(&count));
	CUDA_CHECK(cudaSetDevice(0));
	CUDA_CHECK(cudaGetDevice(&dev));
	cudaDeviceProp prop;
	CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
	int sms = 0;
	cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
	printf("%s, warp %d, %d SMs\n", prop.name, prop.warpSize, sms);

	float *d = nullptr, *h = nullptr;           /* typed pointers: CUDA's C++ overloads */
	size_t pitch;
	void *raw;
	CUDA_CHECK(cudaMalloc(&d, 1024 * sizeof(float)));
	CUDA_CHECK(cudaMalloc((void **)&raw, 64));
	CUDA_CHECK(cudaMallocHost(&h, 1024 * sizeof(float)));
	CUDA_CHECK(cudaMallocPitch(&raw, &pitch, 100, 10));
	CUDA_CHECK(cudaMemset(d, 0, 1024 * sizeof(float)));
	CUDA_CHECK(cudaMemcpy(h, d, 1024 * sizeof(float), cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaMemcpy(d, h, 4, cudaMemcpyDefault));
	size_t free_b, total_b;
	cudaMemGetInfo(&free_b, &total_b);
	cudaError_t e = cudaGetLastError();
	if (e != cudaSuccess && e != cudaErrorMemoryAllocation)
		return (int)e;
	(void)cudaPeekAtLastError();
	cudaFreeHost(h);
	cudaFree(d);
	cudaDeviceSynchronize();
	return cudaDeviceReset() == cudaSuccess ? 0 : 1;
}
