// Macros from the compile command (host_cmdline_macros.args, and the argument file it names):
// a -D that names a CUDA API is migrated where it is used, in code and in #define bodies,
// since the migrated build keeps the flag as written; a function-like one is reported. The
// .cl is built with the command's macros, which its kernels still name.
#include <cstdio>

#define WAIT_ALL() cudaThreadSynchronize()
#define BACK_TO_HOST TO_HOST

__global__ void fill(float *p, int n)
{
	int i = blockIdx.x * BLOCK + threadIdx.x;
	if (i < n)
		p[i] = SCALE;
}

int main()
{
	float *d, h[BLOCK];
	cudaMalloc(&d, sizeof h);
	fill<<<1, BLOCK>>>(d, BLOCK);
	cudaThreadSynchronize();
	WAIT_ALL();
	cudaMemcpy(h, d, sizeof h, BACK_TO_HOST);
	printf("%g %s\n", h[0], ERROR_TEXT(cudaGetLastError()));
	cudaFree(d);
	return 0;
}
