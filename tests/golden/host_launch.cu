// Every form of launch: integers or dim3, with and without dynamic shared memory and a
// stream, templates with explicit and deduced arguments, launches inside macros (the
// #define is rewritten once; a kernel that is a macro parameter becomes #k when the
// expansions launch different kernels), and cudaLaunchKernel. Arguments are evaluated
// once and converted to the kernel's parameter types by cuportLaunch.
#include <cuda_runtime.h>

#define BLOCK 128
#define LAUNCH1(k, n, p) k<<<((n) + BLOCK - 1) / BLOCK, BLOCK>>>(p, n)

__global__ void __launch_bounds__(BLOCK) fill(float *__restrict__ p, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		p[i] = 1.0f;
}

__global__ void zero(float *p, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		p[i] = 0.0f;
}

template <typename T, int N>
__global__ void scale(T *p, T s)
{
	p[blockIdx.x * N + threadIdx.x] *= s;
}

template <typename T>
__global__ void axpy(T *p, T a)
{
	p[threadIdx.x] += a;
}

__global__ void sum(const float *in, float *out)
{
	extern __shared__ float buf[];
	buf[threadIdx.x] = in[threadIdx.x];
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = buf[0];
}

void run(float *d, double *dd, int n, cudaStream_t stream)
{
	dim3 grid(n / BLOCK), block(BLOCK);
	fill<<<grid, block>>>(d, n);
	fill<<<n / BLOCK, BLOCK, 0, stream>>>(d, n);
	scale<float, BLOCK><<<grid, block>>>(d, 2.0);  /* 2.0 converts to float */
	axpy<<<grid, BLOCK, 0, stream>>>(dd, 0.5);      /* deduced: axpy<double> */
	sum<<<grid, block, BLOCK * sizeof(float), stream>>>(d, d + n);
	LAUNCH1(fill, n, d);
	LAUNCH1(zero, n, d);
	void *args[] = {&d, &n};
	cudaLaunchKernel((void *)fill, grid, block, args, 0, stream);
	cudaLaunchKernel((const void *)zero, grid, block, args);
	cudaFuncAttributes attr;
	cudaFuncGetAttributes(&attr, fill);
	if (cudaGetLastError() != cudaSuccess)
		return;
}
