// platform.h: one header for two GPU platforms, chosen by the compiler that builds it.
#ifndef PLATFORM_H
#define PLATFORM_H
#ifdef __NVCC__
#include <cuda_runtime.h>
#define PLATFORM_MALLOC cudaMalloc
#define PLATFORM_FREE cudaFree
#define PLATFORM_NAME "cuda"
#else
#include <hip/hip_runtime.h>
#define PLATFORM_MALLOC hipMalloc
#define PLATFORM_FREE hipFree
#define PLATFORM_NAME "hip"
#endif
#endif
