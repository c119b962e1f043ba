// FindCUDA's way: a definition from CUDA_NVCC_FLAGS, the program in one .cu file.
#include <cstdio>

#ifndef LEGACY_STEP
#error "LEGACY_STEP comes from CUDA_NVCC_FLAGS"
#endif

__global__ void iota(int *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] = i * LEGACY_STEP;
}

int main()
{
	const int n = 256;
	int *d, h[n];
	cudaMalloc(&d, sizeof h);
	iota<<<2, 128>>>(d, n);
	cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
	cudaFree(d);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += h[i] != i * LEGACY_STEP;
	printf("result: %d\n", h[n - 1]);
	printf(bad ? "FAIL: %d wrong\n" : "PASS\n", bad);
	return bad != 0;
}
