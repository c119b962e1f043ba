// The kernels of kernels.cu, launched from main.cu.
#ifndef CROSS_UNIT_KERNELS_H
#define CROSS_UNIT_KERNELS_H

// y[i] = alpha * x[i] + y[i]; counts its blocks in a __device__ counter
__global__ void axpy(float alpha, const float *x, float *y, int n);

// out[b] = the sum of block b's elements of in (dynamic shared memory)
__global__ void block_sums(const float *in, float *out, int n);

// v[i] *= scale, for the instances kernels.cu launches in scale_all
template <typename T> __global__ void scale(T *v, T factor, int n);
void scale_all(float *f, int *i, int n);

// the host's view of the counter axpy increments
int blocks_counted();
void reset_blocks_counted();

#endif
