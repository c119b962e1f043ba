// The parts of device_clock: each runs its kernels and returns the number of failed checks.
#ifndef DEVICE_CLOCK_CHECKS_H
#define DEVICE_CLOCK_CHECKS_H
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at %s:%d\n", cudaGetErrorString(err_),        \
                   __FILE__, __LINE__);                                                   \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define EXPECT(cond, ...)                                                                 \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            printf("check failed (%s:%d): ", __FILE__, __LINE__);                         \
            printf(__VA_ARGS__);                                                          \
            printf("\n");                                                                 \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

int check_clock(void);
int check_versions(void);
int check_nv_atomics(void);
#endif
