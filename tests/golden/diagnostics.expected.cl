// OpenCL C kernels migrated by cuport from diagnostics.cu

#if 0 /* diagnostics.cu:6: fill, not translated yet */
__global__ void fill(int *p, int v)
{
	p[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
#endif
