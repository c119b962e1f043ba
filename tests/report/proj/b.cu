#include "include/common.cuh"

__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

__global__ void stamp(int *p)
{
	p[0] = fact(4) + __dp4a(4, 4, 0);
	p[1] = (int)warp_sum(1.0f);
}

void run_b(int *d)
{
	stamp<<<1, 32>>>(d);
	cudaDeviceSynchronize();
}
