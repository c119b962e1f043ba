/*
 * cuport_blas.h: cuBLAS's v2 API for migrated host code (docs/blas.md).
 *
 * Every name is cuBLAS's with cuportBlas in place of cublas (cublasSgemm ->
 * cuportBlasSgemm, cublasHandle_t -> cuportBlasHandle_t) and CUPORT_BLAS_ in place of
 * CUBLAS_ (CUBLAS_OP_N -> CUPORT_BLAS_OP_N); the enumerators keep cuBLAS's values and the
 * routines its semantics: column-major matrices, leading dimensions, op(A) transposes,
 * negative vector increments, results in host or device memory by the handle's pointer
 * mode, 1-based indices from amax/amin and in getrf's pivots.  The work runs as OpenCL
 * kernels of the runtime's own (runtime/src/blas_kernels.c) on the handle's stream, in
 * order with the program's kernels; a routine whose result lands in host memory waits for
 * it, as cuBLAS's do.  Matrices and vectors are device memory (cuportMalloc,
 * cuportMallocManaged); the arrays of the batched routines are device arrays of device
 * pointers.  cudaDataType, which GemmEx and DotEx take, is cuportDataType here (CUDA_R_32F
 * -> CUPORT_R_32F).
 */
#ifndef CUPORT_BLAS_H
#define CUPORT_BLAS_H
/* cuBLAS's guards: code that tests them decides as with cuBLAS */
#define CUBLAS_V2_H_
#define CUBLAS_API_H_

#include <stdint.h>
#include "cuport_runtime.h"
#include "cuport_complex.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUPORT_BLAS_VERSION 120000 /* the cuBLAS version whose API this follows (12.0) */

typedef struct cuportBlasContext *cuportBlasHandle_t;

typedef enum {
  CUPORT_BLAS_STATUS_SUCCESS = 0, CUPORT_BLAS_STATUS_NOT_INITIALIZED = 1,
  CUPORT_BLAS_STATUS_ALLOC_FAILED = 3, CUPORT_BLAS_STATUS_INVALID_VALUE = 7,
  CUPORT_BLAS_STATUS_ARCH_MISMATCH = 8, CUPORT_BLAS_STATUS_MAPPING_ERROR = 11,
  CUPORT_BLAS_STATUS_EXECUTION_FAILED = 13, CUPORT_BLAS_STATUS_INTERNAL_ERROR = 14,
  CUPORT_BLAS_STATUS_NOT_SUPPORTED = 15, CUPORT_BLAS_STATUS_LICENSE_ERROR = 16
} cuportBlasStatus_t;
typedef enum {
  CUPORT_BLAS_OP_N = 0, CUPORT_BLAS_OP_T = 1, CUPORT_BLAS_OP_C = 2,
  CUPORT_BLAS_OP_HERMITAN = 2, CUPORT_BLAS_OP_CONJG = 3
} cuportBlasOperation_t;
typedef enum {
  CUPORT_BLAS_FILL_MODE_LOWER = 0, CUPORT_BLAS_FILL_MODE_UPPER = 1,
  CUPORT_BLAS_FILL_MODE_FULL = 2
} cuportBlasFillMode_t;
typedef enum { CUPORT_BLAS_DIAG_NON_UNIT = 0, CUPORT_BLAS_DIAG_UNIT = 1 } cuportBlasDiagType_t;
typedef enum { CUPORT_BLAS_SIDE_LEFT = 0, CUPORT_BLAS_SIDE_RIGHT = 1 } cuportBlasSideMode_t;
typedef enum {
  CUPORT_BLAS_POINTER_MODE_HOST = 0, CUPORT_BLAS_POINTER_MODE_DEVICE = 1
} cuportBlasPointerMode_t;
typedef enum {
  CUPORT_BLAS_ATOMICS_NOT_ALLOWED = 0, CUPORT_BLAS_ATOMICS_ALLOWED = 1
} cuportBlasAtomicsMode_t;
typedef enum {
  CUPORT_BLAS_DEFAULT_MATH = 0, CUPORT_BLAS_TENSOR_OP_MATH = 1, CUPORT_BLAS_PEDANTIC_MATH = 2,
  CUPORT_BLAS_TF32_TENSOR_OP_MATH = 3,
  CUPORT_BLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cuportBlasMath_t;
typedef enum {
  CUPORT_BLAS_COMPUTE_16F = 64, CUPORT_BLAS_COMPUTE_16F_PEDANTIC = 65,
  CUPORT_BLAS_COMPUTE_32F = 68, CUPORT_BLAS_COMPUTE_32F_PEDANTIC = 69,
  CUPORT_BLAS_COMPUTE_32F_FAST_16F = 74, CUPORT_BLAS_COMPUTE_32F_FAST_16BF = 75,
  CUPORT_BLAS_COMPUTE_32F_FAST_TF32 = 77, CUPORT_BLAS_COMPUTE_64F = 70,
  CUPORT_BLAS_COMPUTE_64F_PEDANTIC = 71, CUPORT_BLAS_COMPUTE_32I = 72,
  CUPORT_BLAS_COMPUTE_32I_PEDANTIC = 73
} cuportBlasComputeType_t;
/* Every algorithm is the runtime's one kernel; the values are accepted and ignored. */
typedef enum {
  CUPORT_BLAS_GEMM_DEFAULT = -1, CUPORT_BLAS_GEMM_ALGO0 = 0, CUPORT_BLAS_GEMM_ALGO23 = 23,
  CUPORT_BLAS_GEMM_DEFAULT_TENSOR_OP = 99, CUPORT_BLAS_GEMM_ALGO0_TENSOR_OP = 100,
  CUPORT_BLAS_GEMM_ALGO15_TENSOR_OP = 115
} cuportBlasGemmAlgo_t;

/* CUDA's cudaDataType (library_types.h), with its values. */
#include "cuport_library_types.h"

/* ---- the handle ---- */
CUPORT_API cuportBlasStatus_t cuportBlasCreate(cuportBlasHandle_t *handle);
CUPORT_API cuportBlasStatus_t cuportBlasDestroy(cuportBlasHandle_t handle);
CUPORT_API cuportBlasStatus_t cuportBlasGetVersion(cuportBlasHandle_t handle, int *version);
CUPORT_API cuportBlasStatus_t cuportBlasSetStream(cuportBlasHandle_t handle, cuportStream_t stream);
CUPORT_API cuportBlasStatus_t cuportBlasGetStream(cuportBlasHandle_t handle, cuportStream_t *stream);
CUPORT_API cuportBlasStatus_t cuportBlasSetPointerMode(cuportBlasHandle_t handle,
                                                       cuportBlasPointerMode_t mode);
CUPORT_API cuportBlasStatus_t cuportBlasGetPointerMode(cuportBlasHandle_t handle,
                                                       cuportBlasPointerMode_t *mode);
CUPORT_API cuportBlasStatus_t cuportBlasSetMathMode(cuportBlasHandle_t handle, cuportBlasMath_t mode);
CUPORT_API cuportBlasStatus_t cuportBlasGetMathMode(cuportBlasHandle_t handle, cuportBlasMath_t *mode);
CUPORT_API cuportBlasStatus_t cuportBlasSetAtomicsMode(cuportBlasHandle_t handle,
                                                       cuportBlasAtomicsMode_t mode);
CUPORT_API cuportBlasStatus_t cuportBlasGetAtomicsMode(cuportBlasHandle_t handle,
                                                       cuportBlasAtomicsMode_t *mode);
/* The runtime's kernels need no workspace: the buffer is recorded and not used. */
CUPORT_API cuportBlasStatus_t cuportBlasSetWorkspace(cuportBlasHandle_t handle, void *workspace,
                                                     size_t bytes);
CUPORT_API const char *cuportBlasGetStatusName(cuportBlasStatus_t status);
CUPORT_API const char *cuportBlasGetStatusString(cuportBlasStatus_t status);

/* ---- vectors and matrices between host and device (element strides and leading
 * dimensions in elements; the Async forms on the given stream) ---- */
CUPORT_API cuportBlasStatus_t cuportBlasSetVector(int n, int elemSize, const void *x, int incx,
                                                  void *y, int incy);
CUPORT_API cuportBlasStatus_t cuportBlasGetVector(int n, int elemSize, const void *x, int incx,
                                                  void *y, int incy);
CUPORT_API cuportBlasStatus_t cuportBlasSetMatrix(int rows, int cols, int elemSize, const void *A,
                                                  int lda, void *B, int ldb);
CUPORT_API cuportBlasStatus_t cuportBlasGetMatrix(int rows, int cols, int elemSize, const void *A,
                                                  int lda, void *B, int ldb);
CUPORT_API cuportBlasStatus_t cuportBlasSetVectorAsync(int n, int elemSize, const void *x, int incx,
                                                       void *y, int incy, cuportStream_t stream);
CUPORT_API cuportBlasStatus_t cuportBlasGetVectorAsync(int n, int elemSize, const void *x, int incx,
                                                       void *y, int incy, cuportStream_t stream);
CUPORT_API cuportBlasStatus_t cuportBlasSetMatrixAsync(int rows, int cols, int elemSize,
                                                       const void *A, int lda, void *B, int ldb,
                                                       cuportStream_t stream);
CUPORT_API cuportBlasStatus_t cuportBlasGetMatrixAsync(int rows, int cols, int elemSize,
                                                       const void *A, int lda, void *B, int ldb,
                                                       cuportStream_t stream);

#define CUPORT_BLAS_FN CUPORT_API cuportBlasStatus_t
#define CUPORT_BLAS_H_ cuportBlasHandle_t handle

/* ---- level 1: x is T, R its real type, S the scalar ---- */
#define CUPORT_BLAS_L1(s, l, T, R)                                                             \
  CUPORT_BLAS_FN cuportBlas##s##axpy(CUPORT_BLAS_H_, int n, const T *alpha, const T *x,      \
                                     int incx, T *y, int incy);                             \
  CUPORT_BLAS_FN cuportBlas##s##scal(CUPORT_BLAS_H_, int n, const T *alpha, T *x, int incx); \
  CUPORT_BLAS_FN cuportBlas##s##copy(CUPORT_BLAS_H_, int n, const T *x, int incx, T *y,      \
                                     int incy);                                             \
  CUPORT_BLAS_FN cuportBlas##s##swap(CUPORT_BLAS_H_, int n, T *x, int incx, T *y, int incy); \
  CUPORT_BLAS_FN cuportBlasI##l##amax(CUPORT_BLAS_H_, int n, const T *x, int incx,           \
                                      int *result);                                         \
  CUPORT_BLAS_FN cuportBlasI##l##amin(CUPORT_BLAS_H_, int n, const T *x, int incx,           \
                                      int *result);                                         \
  CUPORT_BLAS_FN cuportBlas##s##gemv(CUPORT_BLAS_H_, cuportBlasOperation_t trans, int m,     \
                                     int n, const T *alpha, const T *A, int lda, const T *x, \
                                     int incx, const T *beta, T *y, int incy);              \
  CUPORT_BLAS_FN cuportBlas##s##trsv(CUPORT_BLAS_H_, cuportBlasFillMode_t uplo,             \
                                     cuportBlasOperation_t trans, cuportBlasDiagType_t diag, \
                                     int n, const T *A, int lda, T *x, int incx);           \
  CUPORT_BLAS_FN cuportBlas##s##symv(CUPORT_BLAS_H_, cuportBlasFillMode_t uplo, int n,       \
                                     const T *alpha, const T *A, int lda, const T *x,       \
                                     int incx, const T *beta, T *y, int incy);              \
  CUPORT_BLAS_FN cuportBlas##s##gemm(CUPORT_BLAS_H_, cuportBlasOperation_t transa,           \
                                     cuportBlasOperation_t transb, int m, int n, int k,      \
                                     const T *alpha, const T *A, int lda, const T *B,        \
                                     int ldb, const T *beta, T *C, int ldc);                \
  CUPORT_BLAS_FN cuportBlas##s##gemmBatched(CUPORT_BLAS_H_, cuportBlasOperation_t transa,    \
                                            cuportBlasOperation_t transb, int m, int n, int k, \
                                            const T *alpha, const T *const Aarray[], int lda, \
                                            const T *const Barray[], int ldb, const T *beta, \
                                            T *const Carray[], int ldc, int batchCount);    \
  CUPORT_BLAS_FN cuportBlas##s##gemmStridedBatched(                                         \
      CUPORT_BLAS_H_, cuportBlasOperation_t transa, cuportBlasOperation_t transb, int m,    \
      int n, int k, const T *alpha, const T *A, int lda, long long strideA, const T *B,     \
      int ldb, long long strideB, const T *beta, T *C, int ldc, long long strideC,          \
      int batchCount);                                                                      \
  CUPORT_BLAS_FN cuportBlas##s##geam(CUPORT_BLAS_H_, cuportBlasOperation_t transa,           \
                                     cuportBlasOperation_t transb, int m, int n,            \
                                     const T *alpha, const T *A, int lda, const T *beta,     \
                                     const T *B, int ldb, T *C, int ldc);                   \
  CUPORT_BLAS_FN cuportBlas##s##dgmm(CUPORT_BLAS_H_, cuportBlasSideMode_t mode, int m, int n, \
                                     const T *A, int lda, const T *x, int incx, T *C,        \
                                     int ldc);                                              \
  CUPORT_BLAS_FN cuportBlas##s##trsm(CUPORT_BLAS_H_, cuportBlasSideMode_t side,             \
                                     cuportBlasFillMode_t uplo, cuportBlasOperation_t trans, \
                                     cuportBlasDiagType_t diag, int m, int n, const T *alpha, \
                                     const T *A, int lda, T *B, int ldb);                   \
  CUPORT_BLAS_FN cuportBlas##s##syrk(CUPORT_BLAS_H_, cuportBlasFillMode_t uplo,             \
                                     cuportBlasOperation_t trans, int n, int k,             \
                                     const T *alpha, const T *A, int lda, const T *beta,     \
                                     T *C, int ldc);                                        \
  CUPORT_BLAS_FN cuportBlas##s##getrfBatched(CUPORT_BLAS_H_, int n, T *const Aarray[],      \
                                             int lda, int *PivotArray, int *infoArray,      \
                                             int batchSize);                                \
  CUPORT_BLAS_FN cuportBlas##s##getrsBatched(CUPORT_BLAS_H_, cuportBlasOperation_t trans,    \
                                             int n, int nrhs, const T *const Aarray[],       \
                                             int lda, const int *devIpiv,                   \
                                             T *const Barray[], int ldb, int *info,         \
                                             int batchSize);                                \
  CUPORT_BLAS_FN cuportBlas##s##getriBatched(CUPORT_BLAS_H_, int n, const T *const A[],     \
                                             int lda, const int *P, T *const C[], int ldc,   \
                                             int *info, int batchSize);                     \
  CUPORT_BLAS_FN cuportBlas##s##matinvBatched(CUPORT_BLAS_H_, int n, const T *const A[],    \
                                              int lda, T *const Ainv[], int lda_inv,        \
                                              int *info, int batchSize);

CUPORT_BLAS_L1(S, s, float, float)
CUPORT_BLAS_L1(D, d, double, double)
CUPORT_BLAS_L1(C, c, cuportFloatComplex, float)
CUPORT_BLAS_L1(Z, z, cuportDoubleComplex, double)
#undef CUPORT_BLAS_L1

CUPORT_BLAS_FN cuportBlasSdot(CUPORT_BLAS_H_, int n, const float *x, int incx, const float *y,
                              int incy, float *result);
CUPORT_BLAS_FN cuportBlasDdot(CUPORT_BLAS_H_, int n, const double *x, int incx, const double *y,
                              int incy, double *result);
CUPORT_BLAS_FN cuportBlasCdotu(CUPORT_BLAS_H_, int n, const cuportFloatComplex *x, int incx,
                               const cuportFloatComplex *y, int incy, cuportFloatComplex *result);
CUPORT_BLAS_FN cuportBlasCdotc(CUPORT_BLAS_H_, int n, const cuportFloatComplex *x, int incx,
                               const cuportFloatComplex *y, int incy, cuportFloatComplex *result);
CUPORT_BLAS_FN cuportBlasZdotu(CUPORT_BLAS_H_, int n, const cuportDoubleComplex *x, int incx,
                               const cuportDoubleComplex *y, int incy,
                               cuportDoubleComplex *result);
CUPORT_BLAS_FN cuportBlasZdotc(CUPORT_BLAS_H_, int n, const cuportDoubleComplex *x, int incx,
                               const cuportDoubleComplex *y, int incy,
                               cuportDoubleComplex *result);
CUPORT_BLAS_FN cuportBlasSnrm2(CUPORT_BLAS_H_, int n, const float *x, int incx, float *result);
CUPORT_BLAS_FN cuportBlasDnrm2(CUPORT_BLAS_H_, int n, const double *x, int incx, double *result);
CUPORT_BLAS_FN cuportBlasScnrm2(CUPORT_BLAS_H_, int n, const cuportFloatComplex *x, int incx,
                                float *result);
CUPORT_BLAS_FN cuportBlasDznrm2(CUPORT_BLAS_H_, int n, const cuportDoubleComplex *x, int incx,
                                double *result);
CUPORT_BLAS_FN cuportBlasSasum(CUPORT_BLAS_H_, int n, const float *x, int incx, float *result);
CUPORT_BLAS_FN cuportBlasDasum(CUPORT_BLAS_H_, int n, const double *x, int incx, double *result);
CUPORT_BLAS_FN cuportBlasScasum(CUPORT_BLAS_H_, int n, const cuportFloatComplex *x, int incx,
                                float *result);
CUPORT_BLAS_FN cuportBlasDzasum(CUPORT_BLAS_H_, int n, const cuportDoubleComplex *x, int incx,
                                double *result);
CUPORT_BLAS_FN cuportBlasCsscal(CUPORT_BLAS_H_, int n, const float *alpha, cuportFloatComplex *x,
                                int incx);
CUPORT_BLAS_FN cuportBlasZdscal(CUPORT_BLAS_H_, int n, const double *alpha,
                                cuportDoubleComplex *x, int incx);
CUPORT_BLAS_FN cuportBlasSrot(CUPORT_BLAS_H_, int n, float *x, int incx, float *y, int incy,
                              const float *c, const float *s);
CUPORT_BLAS_FN cuportBlasDrot(CUPORT_BLAS_H_, int n, double *x, int incx, double *y, int incy,
                              const double *c, const double *s);
CUPORT_BLAS_FN cuportBlasSger(CUPORT_BLAS_H_, int m, int n, const float *alpha, const float *x,
                              int incx, const float *y, int incy, float *A, int lda);
CUPORT_BLAS_FN cuportBlasDger(CUPORT_BLAS_H_, int m, int n, const double *alpha, const double *x,
                              int incx, const double *y, int incy, double *A, int lda);
CUPORT_BLAS_FN cuportBlasCgeru(CUPORT_BLAS_H_, int m, int n, const cuportFloatComplex *alpha,
                               const cuportFloatComplex *x, int incx, const cuportFloatComplex *y,
                               int incy, cuportFloatComplex *A, int lda);
CUPORT_BLAS_FN cuportBlasCgerc(CUPORT_BLAS_H_, int m, int n, const cuportFloatComplex *alpha,
                               const cuportFloatComplex *x, int incx, const cuportFloatComplex *y,
                               int incy, cuportFloatComplex *A, int lda);
CUPORT_BLAS_FN cuportBlasZgeru(CUPORT_BLAS_H_, int m, int n, const cuportDoubleComplex *alpha,
                               const cuportDoubleComplex *x, int incx,
                               const cuportDoubleComplex *y, int incy, cuportDoubleComplex *A,
                               int lda);
CUPORT_BLAS_FN cuportBlasZgerc(CUPORT_BLAS_H_, int m, int n, const cuportDoubleComplex *alpha,
                               const cuportDoubleComplex *x, int incx,
                               const cuportDoubleComplex *y, int incy, cuportDoubleComplex *A,
                               int lda);

/* ---- half precision and the mixed-type forms (computed in float for 16-bit data) ---- */
CUPORT_BLAS_FN cuportBlasHgemm(CUPORT_BLAS_H_, cuportBlasOperation_t transa,
                               cuportBlasOperation_t transb, int m, int n, int k,
                               const cuport_half *alpha, const cuport_half *A, int lda,
                               const cuport_half *B, int ldb, const cuport_half *beta,
                               cuport_half *C, int ldc);
CUPORT_BLAS_FN cuportBlasHgemmBatched(CUPORT_BLAS_H_, cuportBlasOperation_t transa,
                                      cuportBlasOperation_t transb, int m, int n, int k,
                                      const cuport_half *alpha, const cuport_half *const Aarray[],
                                      int lda, const cuport_half *const Barray[], int ldb,
                                      const cuport_half *beta, cuport_half *const Carray[],
                                      int ldc, int batchCount);
CUPORT_BLAS_FN cuportBlasHgemmStridedBatched(CUPORT_BLAS_H_, cuportBlasOperation_t transa,
                                             cuportBlasOperation_t transb, int m, int n, int k,
                                             const cuport_half *alpha, const cuport_half *A,
                                             int lda, long long strideA, const cuport_half *B,
                                             int ldb, long long strideB, const cuport_half *beta,
                                             cuport_half *C, int ldc, long long strideC,
                                             int batchCount);
/* A and B of one type, C of the same or (8-bit integers into 32-bit, 16-bit floats into
 * float) a wider one; alpha and beta of the compute type (float for COMPUTE_32F*, double,
 * half for COMPUTE_16F, int for COMPUTE_32I, complex for complex data). */
CUPORT_BLAS_FN cuportBlasGemmEx(CUPORT_BLAS_H_, cuportBlasOperation_t transa,
                                cuportBlasOperation_t transb, int m, int n, int k,
                                const void *alpha, const void *A, cuportDataType Atype, int lda,
                                const void *B, cuportDataType Btype, int ldb, const void *beta,
                                void *C, cuportDataType Ctype, int ldc,
                                cuportBlasComputeType_t computeType, cuportBlasGemmAlgo_t algo);
CUPORT_BLAS_FN cuportBlasGemmBatchedEx(CUPORT_BLAS_H_, cuportBlasOperation_t transa,
                                       cuportBlasOperation_t transb, int m, int n, int k,
                                       const void *alpha, const void *const Aarray[],
                                       cuportDataType Atype, int lda, const void *const Barray[],
                                       cuportDataType Btype, int ldb, const void *beta,
                                       void *const Carray[], cuportDataType Ctype, int ldc,
                                       int batchCount, cuportBlasComputeType_t computeType,
                                       cuportBlasGemmAlgo_t algo);
CUPORT_BLAS_FN cuportBlasGemmStridedBatchedEx(
    CUPORT_BLAS_H_, cuportBlasOperation_t transa, cuportBlasOperation_t transb, int m, int n,
    int k, const void *alpha, const void *A, cuportDataType Atype, int lda, long long strideA,
    const void *B, cuportDataType Btype, int ldb, long long strideB, const void *beta, void *C,
    cuportDataType Ctype, int ldc, long long strideC, int batchCount,
    cuportBlasComputeType_t computeType, cuportBlasGemmAlgo_t algo);
/* cublasSgemmEx: float scalars and compute, A/B/C of the given types. */
CUPORT_BLAS_FN cuportBlasSgemmEx(CUPORT_BLAS_H_, cuportBlasOperation_t transa,
                                 cuportBlasOperation_t transb, int m, int n, int k,
                                 const float *alpha, const void *A, cuportDataType Atype, int lda,
                                 const void *B, cuportDataType Btype, int ldb, const float *beta,
                                 void *C, cuportDataType Ctype, int ldc);
/* x and y of one type, the result of that type (executionType is the compute type). */
CUPORT_BLAS_FN cuportBlasDotEx(CUPORT_BLAS_H_, int n, const void *x, cuportDataType xType, int incx,
                               const void *y, cuportDataType yType, int incy, void *result,
                               cuportDataType resultType, cuportDataType executionType);
CUPORT_BLAS_FN cuportBlasDotcEx(CUPORT_BLAS_H_, int n, const void *x, cuportDataType xType,
                                int incx, const void *y, cuportDataType yType, int incy,
                                void *result, cuportDataType resultType,
                                cuportDataType executionType);
CUPORT_BLAS_FN cuportBlasAxpyEx(CUPORT_BLAS_H_, int n, const void *alpha, cuportDataType alphaType,
                                const void *x, cuportDataType xType, int incx, void *y,
                                cuportDataType yType, int incy, cuportDataType executiontype);
CUPORT_BLAS_FN cuportBlasNrm2Ex(CUPORT_BLAS_H_, int n, const void *x, cuportDataType xType,
                                int incx, void *result, cuportDataType resultType,
                                cuportDataType executionType);

#undef CUPORT_BLAS_FN
#undef CUPORT_BLAS_H_

#ifdef __cplusplus
}
#endif
#endif /* CUPORT_BLAS_H */
