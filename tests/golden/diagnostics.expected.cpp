// Diagnostics land above the statement they concern, numbered per file, and the same
// ID:N appears on the console.
#include <cstdio>
// CUPORT1000:0: header 'not_there.h' was not found; the unit is migrated without it and code that depends on it may be incomplete
#include "not_there.h"

__global__ void fill(int *p, int v)
{
	p[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

int main()
{
	int *d = nullptr;
	// CUPORT1101:1: 'cudaMalloc' is not migrated yet; the call is kept as written
	cudaMalloc(&d, 256 * sizeof(int));
	// CUPORT1102:2: the launch of 'fill' is not migrated yet; it is kept as written
	fill<<<2, 128>>>(d, 7);
	// CUPORT1101:3: 'cudaDeviceSynchronize' is not migrated yet; the call is kept as written
	// CUPORT1101:4: 'cudaFree' is not migrated yet; the call is kept as written
	cudaDeviceSynchronize(); cudaFree(d);
	return 0;
}
