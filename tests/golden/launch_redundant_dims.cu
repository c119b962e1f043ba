// The launch dimensions a kernel cannot tell apart (cuport_unit_kernel_dims): those whose
// index and size it never reads, through macros and device functions too, unless something
// counts or tells apart its threads (atomics, printf, warp operations, cooperative groups).
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define LANE threadIdx.x
#define ROW_OF(t) ((t).y)

__global__ void rows(int n, const float *a, float *x)   // block y, z and grid y, z
{
	int i = blockIdx.x * blockDim.x + LANE;
	if (i < n)
		for (int j = 0; j < n; j++)
			x[i] += a[i * n + j];
}

__global__ void plane(float *x)                        // block z, grid x, y, z
{
	x[threadIdx.y * blockDim.x + threadIdx.x] += 1.0f;
}

__global__ void whole(float *x)                        // the block's all read: grid only
{
	dim3 t = threadIdx;
	x[t.x] += 1.0f;
}

__global__ void argument(float *x)                     // a macro argument: all read
{
	x[ROW_OF(threadIdx)] += 1.0f;
}

__device__ void deep(float *x) { x[threadIdx.z] += 1.0f; }
__global__ void through(float *x) { deep(x); }         // block x, y and the grid

__global__ void counts(float *x) { atomicAdd(&x[threadIdx.x], 1.0f); }     // none
__global__ void prints(float *x) { printf("%f\n", x[threadIdx.x]); }      // none
__global__ void votes(int *x) { x[threadIdx.x] = __any_sync(0xffffffffu, x[0]); }  // none
__global__ void ranks(int *x) { x[cg::this_thread_block().thread_rank()] = 1; } // none

int main()
{
	float *x;
	int *ix;
	dim3 block(32, 8), grid(4, 2);
	cudaMalloc(&x, 4096 * sizeof(float));
	cudaMalloc(&ix, 4096 * sizeof(int));
	rows<<<grid, block>>>(64, x, x);
	plane<<<grid, block>>>(x);
	whole<<<grid, block>>>(x);
	argument<<<grid, block>>>(x);
	through<<<grid, dim3(4, 4, 4)>>>(x);
	counts<<<grid, block>>>(x);
	prints<<<1, block>>>(x);
	votes<<<1, block>>>(ix);
	ranks<<<1, block>>>(ix);
	cudaDeviceSynchronize();
	return 0;
}
