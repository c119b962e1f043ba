// Kernels defined in kernels.cu and used from main.cu: by name, by pointer, as void *.
#pragma once

__global__ void square(int *a, int n);
__global__ void twice(int *a, int n);
// Defined in kernels.cu and explicitly instantiated there for int and float only.
template <typename T> __global__ void fill(T *a, T v, int n);

typedef void (*IntKernel)(int *, int);
// The kernel's address, taken in kernels.cu: 0 square, 1 twice.
IntKernel pick(int which);
// (void *)kernel, taken in kernels.cu.
void *pick_value(int which);
