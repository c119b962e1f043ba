// What nvcc puts in front of every .cu: the migrated file starts by asking cuport_runtime.h
// for it (CUPORT_NVCC). The C library and CUDA's host min/max and math functions need no
// include; the macros and include guards CUDA's headers define keep their branches, which
// are decided as nvcc decides them: code nvcc leaves out is left alone, with no warning.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdio>

#ifdef __DRIVER_TYPES_H__
static const char *errorName(cuportError_t e) { return cuportGetErrorName(e); }
#endif

#ifdef CURAND_H_
// cuRAND is not included: dead under nvcc, so no warning about its names.
static const char *errorName(curandStatus_t s) { return s == CURAND_STATUS_SUCCESS ? "ok" : "no"; }
#endif

#ifndef __CUDACC__
// A plain C++ compiler's stand-ins; nvcc declares these itself.
inline int min(int a, int b) { return a < b ? a : b; }
#endif

#if defined(CUDA_VERSION)
// cuda.h is not included: nvcc does not define CUDA_VERSION.
#error "unreachable under nvcc"
#endif

#if CUDART_VERSION >= 11000 && __CUDACC_VER_MAJOR__ >= 11
#define ASYNC_COPIES 1
#endif

int side()
{
#ifdef __CUDA_ARCH__
	return 1;
#else
	return 2;
#endif
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 16;
	float *h = (float *)malloc(n * sizeof(float));
	memset(h, 0, n * sizeof(float));
	int lo = min(n, 8) + max(2u, 3u) + umin(4u, 5u);
	double r = rsqrt(4.0) + normcdf(0.0) + fabs(ceil(-1.5)) + sqrt(2.0) + expf(0.0f);
	printf("%s %d %g %d runtime %d\n", errorName(cuportSuccess), lo, r, side(), CUDART_VERSION);
#ifdef ASYNC_COPIES
	printf("async copies\n");
#endif
	free(h);
	if (lo < 0)
		exit(EXIT_FAILURE);
	return 0;
}
