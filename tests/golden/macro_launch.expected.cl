// OpenCL C kernels migrated by cuport from macro_launch.cu

#if 0 /* macro_launch.cu:8: zero, not translated yet */
__global__ void zero(float *p) { p[threadIdx.x] = 0.0f; }
#endif
