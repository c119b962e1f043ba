// Streams and events, with the flags that are macros in CUDA's headers and the default
// arguments CUDA's C++ declarations give (cudaEventRecord(e), cudaMemcpyAsync without a
// stream): the runtime's C++ overloads keep them.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"

float time_copies(float *d, const float *h, size_t n)
{
	cuportStream_t s[2];
	cuportStreamCreate(&s[0]);
	cuportStreamCreateWithFlags(&s[1], cuportStreamNonBlocking);
	cuportEvent_t start, stop, sync;
	cuportEventCreate(&start);
	cuportEventCreate(&stop);
	cuportEventCreateWithFlags(&sync, cuportEventDisableTiming);
	cuportEventRecord(start);
	for (int i = 0; i < 2; i++)
		cuportMemcpyAsync(d + i * n / 2, h + i * n / 2, n / 2 * sizeof(float),
				cuportMemcpyHostToDevice, s[i]);
	cuportMemsetAsync(d, 0, 16);
	cuportEventRecord(sync, s[1]);
	cuportStreamWaitEvent(s[0], sync, 0);
	cuportEventRecord(stop, 0);
	cuportEventSynchronize(stop);
	if (cuportStreamQuery(s[0]) == cuportErrorNotReady)
		cuportStreamSynchronize(s[0]);
	float ms = 0.0f;
	cuportEventElapsedTime(&ms, start, stop);
	for (cuportStream_t st : s)
		cuportStreamDestroy(st);
	cuportEventDestroy(start);
	cuportEventDestroy(stop);
	cuportEventDestroy(sync);
	return ms;
}
