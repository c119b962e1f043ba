// Streams and events, with the flags that are macros in CUDA's headers and the default
// arguments CUDA's C++ declarations give (cudaEventRecord(e), cudaMemcpyAsync without a
// stream): the runtime's C++ overloads keep them.
#include <cuda_runtime.h>

float time_copies(float *d, const float *h, size_t n)
{
	cudaStream_t s[2];
	cudaStreamCreate(&s[0]);
	cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking);
	cudaEvent_t start, stop, sync;
	cudaEventCreate(&start);
	cudaEventCreate(&stop);
	cudaEventCreateWithFlags(&sync, cudaEventDisableTiming);
	cudaEventRecord(start);
	for (int i = 0; i < 2; i++)
		cudaMemcpyAsync(d + i * n / 2, h + i * n / 2, n / 2 * sizeof(float),
				cudaMemcpyHostToDevice, s[i]);
	cudaMemsetAsync(d, 0, 16);
	cudaEventRecord(sync, s[1]);
	cudaStreamWaitEvent(s[0], sync, 0);
	cudaEventRecord(stop, 0);
	cudaEventSynchronize(stop);
	if (cudaStreamQuery(s[0]) == cudaErrorNotReady)
		cudaStreamSynchronize(s[0]);
	float ms = 0.0f;
	cudaEventElapsedTime(&ms, start, stop);
	for (cudaStream_t st : s)
		cudaStreamDestroy(st);
	cudaEventDestroy(start);
	cudaEventDestroy(stop);
	cudaEventDestroy(sync);
	return ms;
}
