/*
 * blas_internal.h: what the files of cuport's cuBLAS share (blas.c: the handle, copies
 * and level 1; blas3.c: levels 2 and 3 and the batched LU; blas_kernels.c: the kernels'
 * source and its programs).  It uses the runtime only through its public API.
 */
#ifndef CUPORT_BLAS_INTERNAL_H
#define CUPORT_BLAS_INTERNAL_H


#include "cuport_blas.h"

/* Storage types of the kernels' -DTA/-DTC, in this order. */
typedef enum { BT_F32, BT_F64, BT_C32, BT_C64, BT_F16, BT_BF16, BT_I8, BT_I32, BLAS_NTYPES } BlasType;

struct cuportBlasContext {
  cuportStream_t stream;
  cuportBlasPointerMode_t pointer_mode;
  cuportBlasMath_t math_mode;
  cuportBlasAtomicsMode_t atomics_mode;
  void *workspace;
  size_t workspace_bytes;
  void *scratch; /* device: reduction partials, then a result for host pointer mode */
};

/* Scratch layout: BLAS_GROUPS partial values (16 bytes each), their indices (8 bytes
 * each), then one result. */
#define BLAS_GROUPS 256
#define BLAS_LOCAL 256
#define BLAS_SCRATCH_INDEX ((size_t)BLAS_GROUPS * 16)
#define BLAS_SCRATCH_RESULT (BLAS_SCRATCH_INDEX + (size_t)BLAS_GROUPS * 8)
#define BLAS_SCRATCH_BYTES (BLAS_SCRATCH_RESULT + 16)

/* A scalar in a kernel's compute type (up to a double complex). */
typedef struct {
  unsigned char b[16];
  size_t size;
} BlasScalar;

/* The program of a pair of storage types (registered on first use). */
cuportError_t blas_program(BlasType ta, BlasType tc, cuportProgram_t *out);
/* Bytes of one element of a storage type. */
size_t blas_type_size(BlasType t);
/* The compute type of a pair, as the kernels choose it. */
BlasType blas_compute_type(BlasType ta, BlasType tc);
/* The scalar at p, of storage type st, converted to the compute type ct; read from the
 * device (after the handle's stream is done) in device pointer mode. */
cuportBlasStatus_t blas_scalar(cuportBlasHandle_t h, const void *p, BlasType st, BlasType ct,
                               BlasScalar *out);
/* Launches kernel name of the (ta, tc) program: grid in groups, block in work-items. */
cuportBlasStatus_t blas_launch(cuportBlasHandle_t h, BlasType ta, BlasType tc, const char *name,
                               cuportDim3 grid, cuportDim3 block, unsigned nargs,
                               const cuportArg *args);
/* Groups of `local` covering n. */
unsigned blas_groups(long long n, unsigned local);
/* The BlasType of a cudaDataType, or -1. */
int blas_type_of(cuportDataType t);

#define BLAS_CHECK_HANDLE(h)                                                               \
  do {                                                                                     \
    if (!(h))                                                                              \
      return CUPORT_BLAS_STATUS_NOT_INITIALIZED;                                           \
  } while (0)

#endif /* CUPORT_BLAS_INTERNAL_H */
