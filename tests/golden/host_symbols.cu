// Device variables: the host keeps a shadow (same type and initializer) for sizeof and
// the initial value, registered with the unit's program; the symbol calls name the
// variable by program and name and spell out CUDA's default arguments.
#include <cuda_runtime.h>

__constant__ float weights[16];
__device__ unsigned int counter = 0;
__device__ float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__managed__ int flag;

__global__ void apply(float *p)
{
	p[threadIdx.x] *= weights[threadIdx.x % 16] + table[0];
	atomicAdd(&counter, 1u);
}

int upload(const float *w, cudaStream_t s)
{
	cudaMemcpyToSymbol(weights, w, 16 * sizeof(float));
	cudaMemcpyToSymbol(weights, w, 8 * sizeof(float), 8 * sizeof(float), cudaMemcpyHostToDevice);
	cudaMemcpyToSymbolAsync(weights, w, sizeof(float), 0, cudaMemcpyHostToDevice, s);
	unsigned int zero = 0, seen = 0;
	cudaMemcpyToSymbol(counter, &zero, sizeof(zero));
	cudaMemcpyFromSymbol(&seen, counter, sizeof(seen));
	cudaMemcpyFromSymbolAsync(&seen, counter, sizeof(seen), 0, cudaMemcpyDeviceToHost, s);
	float *dt;
	size_t n;
	cudaGetSymbolAddress((void **)&dt, table);
	cudaGetSymbolSize(&n, table);
	return (int)seen;
}
