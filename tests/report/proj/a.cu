#include <cuda_runtime.h>
#include "include/common.cuh"

__global__ void reduce(const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = i < n ? in[i] : 0.0f;
	v = warp_sum(v);
	if ((threadIdx.x & 31) == 0)
		atomicAdd(out, v);
}

float run_a(const float *host, int n)
{
	float *d_in, *d_out, result = 0.0f;
	cudaMalloc(&d_in, n * sizeof(float));
	cudaMalloc(&d_out, sizeof(float));
	cudaMemcpy(d_in, host, n * sizeof(float), cudaMemcpyHostToDevice);
	cudaMemset(d_out, 0, sizeof(float));
	reduce<<<(n + 255) / 256, 256>>>(d_in, d_out, n);
	cudaIpcCloseMemHandle(d_in);
	cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost);
	cudaFree(d_in);
	cudaFree(d_out);
	return result;
}
