// status.h: a utility header of the kind CUDA code bases carry. Each group of helpers exists
// only when the headers it needs were included before it, which it tells by their include
// guards; under nvcc a .cu file always has CUDA's runtime headers in front of it.
#ifndef STATUS_H
#define STATUS_H

#ifdef __DRIVER_TYPES_H__
static const char *statusName(cudaError_t e)
{
    return cudaGetErrorName(e);
}
#endif

#ifdef CURAND_H_
// Only with curand.h, which this program never includes: dead code under nvcc.
static const char *statusName(curandStatus_t s)
{
    return s == CURAND_STATUS_SUCCESS ? "CURAND_STATUS_SUCCESS" : "curand error";
}
#endif

#ifdef __CUDA_RUNTIME_H__
#define STATUS_CHECK(call)                                                                \
    do {                                                                                  \
        cudaError_t status_ = (call);                                                     \
        if (status_ != cudaSuccess) {                                                     \
            printf("FAIL: %s at line %d\n", statusName(status_), __LINE__);               \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

static int statusDeviceCount()
{
    int n = 0;
    STATUS_CHECK(cudaGetDeviceCount(&n));
    return n;
}
#endif

#ifndef __CUDACC__
// What a plain C++ compiler lacks; nvcc's headers declare these, so under nvcc this block is
// dead, and it would clash with them if it were not.
inline int min(int a, int b) { return a < b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
#endif

#endif
