/* check.h: error checks for the CUDA units only; the C units include it through stats.h
 * and see its CUDA branch inactive. */
#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>
#include <stdlib.h>
#ifdef __CUDACC__
#define CU(x)                                                                 \
  if ((x) != cudaSuccess) {                                                   \
    printf("%s:%d: CUDA error\n", __FILE__, __LINE__);                        \
    exit(1);                                                                  \
  }
#define DEV __device__
#else
#define DEV
#endif
#endif
