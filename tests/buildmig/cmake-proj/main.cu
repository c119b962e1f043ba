// 2 -> scaled by the library (x2) -> +1 here: every value must be BM_EXPECT (5), a
// definition only this target gets.
#include <cstdio>
#include <cuda_runtime.h>
#include "scale.h"

#ifndef BM_EXPECT
#error "BM_EXPECT comes from the build script"
#endif

__global__ void add_one(float *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] += 1.0f;
}

int main()
{
	const int n = 1000;
	static float h[n];
	for (int i = 0; i < n; i++)
		h[i] = 2.0f;
	float *d;
	if (cudaMalloc(&d, sizeof h) != cudaSuccess) {
		printf("FAIL: cudaMalloc\n");
		return 1;
	}
	cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
	scale_on_device(d, n);
	add_one<<<(n + 255) / 256, 256>>>(d, n);
	cudaDeviceSynchronize();
	if (!fetch(h, d, n)) {
		printf("FAIL: fetch\n");
		return 1;
	}
	cudaFree(d);
	int bad = 0;
	for (int i = 0; i < n; i++) {
#ifdef BM_VERBOSE
		printf("%d %g\n", i, h[i]);
#endif
		bad += h[i] != (float)BM_EXPECT;
	}
	printf("result: %g\n", h[0]);
	printf(bad ? "FAIL: %d wrong\n" : "PASS\n", bad);
	return bad != 0;
}
