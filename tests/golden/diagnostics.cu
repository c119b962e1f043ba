// Diagnostics land above the statement they concern, numbered per file, and the same
// ID:N appears on the console.
#include <cstdio>
#include "not_there.h"

__global__ void fill(int *p, int v)
{
	p[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

int main()
{
	int *d = nullptr;
	cudaMalloc(&d, 256 * sizeof(int));
	fill<<<2, 128>>>(d, 7);
	cudaDeviceSynchronize(); cudaFree(d);
	return 0;
}
