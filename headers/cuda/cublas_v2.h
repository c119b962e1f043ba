/* cuport: cuBLAS (v2 API) declarations so units that use cuBLAS parse without an SDK.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The names, enums (CUDA's values) and routines that cuport's cuBLAS maps
 * (runtime/include/cuport_blas.h, docs/blas.md).  As in CUDA, v2 entry points are macros
 * (cublasSgemm -> cublasSgemm_v2), so the AST names the same function with or without an
 * SDK.
 */
#ifndef CUPORT_CUBLAS_V2_H
#define CUPORT_CUBLAS_V2_H
#define CUBLAS_V2_H_
#define CUBLAS_API_H_
#include "driver_types.h"
#include "cuComplex.h"
#include "cuda_fp16.h"

#define cublasCaxpy cublasCaxpy_v2
#define cublasCcopy cublasCcopy_v2
#define cublasCdotc cublasCdotc_v2
#define cublasCdotu cublasCdotu_v2
#define cublasCgemm cublasCgemm_v2
#define cublasCgemv cublasCgemv_v2
#define cublasCgerc cublasCgerc_v2
#define cublasCgeru cublasCgeru_v2
#define cublasCreate cublasCreate_v2
#define cublasCscal cublasCscal_v2
#define cublasCsscal cublasCsscal_v2
#define cublasCswap cublasCswap_v2
#define cublasCsymv cublasCsymv_v2
#define cublasCsyrk cublasCsyrk_v2
#define cublasCtrsm cublasCtrsm_v2
#define cublasCtrsv cublasCtrsv_v2
#define cublasDasum cublasDasum_v2
#define cublasDaxpy cublasDaxpy_v2
#define cublasDcopy cublasDcopy_v2
#define cublasDdot cublasDdot_v2
#define cublasDestroy cublasDestroy_v2
#define cublasDgemm cublasDgemm_v2
#define cublasDgemv cublasDgemv_v2
#define cublasDger cublasDger_v2
#define cublasDnrm2 cublasDnrm2_v2
#define cublasDrot cublasDrot_v2
#define cublasDscal cublasDscal_v2
#define cublasDswap cublasDswap_v2
#define cublasDsymv cublasDsymv_v2
#define cublasDsyrk cublasDsyrk_v2
#define cublasDtrsm cublasDtrsm_v2
#define cublasDtrsv cublasDtrsv_v2
#define cublasDzasum cublasDzasum_v2
#define cublasDznrm2 cublasDznrm2_v2
#define cublasGetPointerMode cublasGetPointerMode_v2
#define cublasGetStream cublasGetStream_v2
#define cublasGetVersion cublasGetVersion_v2
#define cublasIcamax cublasIcamax_v2
#define cublasIcamin cublasIcamin_v2
#define cublasIdamax cublasIdamax_v2
#define cublasIdamin cublasIdamin_v2
#define cublasIsamax cublasIsamax_v2
#define cublasIsamin cublasIsamin_v2
#define cublasIzamax cublasIzamax_v2
#define cublasIzamin cublasIzamin_v2
#define cublasSasum cublasSasum_v2
#define cublasSaxpy cublasSaxpy_v2
#define cublasScasum cublasScasum_v2
#define cublasScnrm2 cublasScnrm2_v2
#define cublasScopy cublasScopy_v2
#define cublasSdot cublasSdot_v2
#define cublasSetPointerMode cublasSetPointerMode_v2
#define cublasSetStream cublasSetStream_v2
#define cublasSgemm cublasSgemm_v2
#define cublasSgemv cublasSgemv_v2
#define cublasSger cublasSger_v2
#define cublasSnrm2 cublasSnrm2_v2
#define cublasSrot cublasSrot_v2
#define cublasSscal cublasSscal_v2
#define cublasSswap cublasSswap_v2
#define cublasSsymv cublasSsymv_v2
#define cublasSsyrk cublasSsyrk_v2
#define cublasStrsm cublasStrsm_v2
#define cublasStrsv cublasStrsv_v2
#define cublasZaxpy cublasZaxpy_v2
#define cublasZcopy cublasZcopy_v2
#define cublasZdotc cublasZdotc_v2
#define cublasZdotu cublasZdotu_v2
#define cublasZdscal cublasZdscal_v2
#define cublasZgemm cublasZgemm_v2
#define cublasZgemv cublasZgemv_v2
#define cublasZgerc cublasZgerc_v2
#define cublasZgeru cublasZgeru_v2
#define cublasZscal cublasZscal_v2
#define cublasZswap cublasZswap_v2
#define cublasZsymv cublasZsymv_v2
#define cublasZsyrk cublasZsyrk_v2
#define cublasZtrsm cublasZtrsm_v2
#define cublasZtrsv cublasZtrsv_v2

__CUPORT_BEGIN_C
#define CUBLAS_VERSION 120000

typedef struct cublasContext *cublasHandle_t;

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3, CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8, CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13, CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15, CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;
typedef enum {
  CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2,
  CUBLAS_OP_HERMITAN = 2, CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum {
  CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1,
  CUBLAS_FILL_MODE_FULL = 2
} cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
  CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1
} cublasPointerMode_t;
typedef enum {
  CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1
} cublasAtomicsMode_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1, CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3,
  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;
typedef enum {
  CUBLAS_COMPUTE_16F = 64, CUBLAS_COMPUTE_16F_PEDANTIC = 65,
  CUBLAS_COMPUTE_32F = 68, CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16F = 74, CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77, CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_64F_PEDANTIC = 71, CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;
/* Every algorithm is the runtime's one kernel; the values are accepted and ignored. */
typedef enum {
  CUBLAS_GEMM_DEFAULT = -1, CUBLAS_GEMM_ALGO0 = 0, CUBLAS_GEMM_ALGO23 = 23,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99, CUBLAS_GEMM_ALGO0_TENSOR_OP = 100,
  CUBLAS_GEMM_ALGO15_TENSOR_OP = 115
} cublasGemmAlgo_t;


/* ---- the handle ---- */
extern __host__ cublasStatus_t cublasCreate(cublasHandle_t *handle);
extern __host__ cublasStatus_t cublasDestroy(cublasHandle_t handle);
extern __host__ cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version);
extern __host__ cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t stream);
extern __host__ cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *stream);
extern __host__ cublasStatus_t cublasSetPointerMode(cublasHandle_t handle,
                                                       cublasPointerMode_t mode);
extern __host__ cublasStatus_t cublasGetPointerMode(cublasHandle_t handle,
                                                       cublasPointerMode_t *mode);
extern __host__ cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
extern __host__ cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode);
extern __host__ cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle,
                                                       cublasAtomicsMode_t mode);
extern __host__ cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle,
                                                       cublasAtomicsMode_t *mode);
/* The runtime's kernels need no workspace: the buffer is recorded and not used. */
extern __host__ cublasStatus_t cublasSetWorkspace(cublasHandle_t handle, void *workspace,
                                                     size_t bytes);
extern __host__ const char *cublasGetStatusName(cublasStatus_t status);
extern __host__ const char *cublasGetStatusString(cublasStatus_t status);

/* ---- vectors and matrices between host and device (element strides and leading
 * dimensions in elements; the Async forms on the given stream) ---- */
extern __host__ cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx,
                                                  void *y, int incy);
extern __host__ cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx,
                                                  void *y, int incy);
extern __host__ cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A,
                                                  int lda, void *B, int ldb);
extern __host__ cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A,
                                                  int lda, void *B, int ldb);
extern __host__ cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *x, int incx,
                                                       void *y, int incy, cudaStream_t stream);
extern __host__ cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *x, int incx,
                                                       void *y, int incy, cudaStream_t stream);
extern __host__ cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize,
                                                       const void *A, int lda, void *B, int ldb,
                                                       cudaStream_t stream);
extern __host__ cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize,
                                                       const void *A, int lda, void *B, int ldb,
                                                       cudaStream_t stream);

#define __CUPORT_BLFN extern __host__ cublasStatus_t
#define __CUPORT_BLH cublasHandle_t handle

/* ---- level 1: x is T, R its real type, S the scalar ---- */
#define __CUPORT_BLL1(s, l, T, R)                                                             \
  __CUPORT_BLFN cublas##s##axpy(__CUPORT_BLH, int n, const T *alpha, const T *x,      \
                                     int incx, T *y, int incy);                             \
  __CUPORT_BLFN cublas##s##scal(__CUPORT_BLH, int n, const T *alpha, T *x, int incx); \
  __CUPORT_BLFN cublas##s##copy(__CUPORT_BLH, int n, const T *x, int incx, T *y,      \
                                     int incy);                                             \
  __CUPORT_BLFN cublas##s##swap(__CUPORT_BLH, int n, T *x, int incx, T *y, int incy); \
  __CUPORT_BLFN cublasI##l##amax(__CUPORT_BLH, int n, const T *x, int incx,           \
                                      int *result);                                         \
  __CUPORT_BLFN cublasI##l##amin(__CUPORT_BLH, int n, const T *x, int incx,           \
                                      int *result);                                         \
  __CUPORT_BLFN cublas##s##gemv(__CUPORT_BLH, cublasOperation_t trans, int m,     \
                                     int n, const T *alpha, const T *A, int lda, const T *x, \
                                     int incx, const T *beta, T *y, int incy);              \
  __CUPORT_BLFN cublas##s##trsv(__CUPORT_BLH, cublasFillMode_t uplo,             \
                                     cublasOperation_t trans, cublasDiagType_t diag, \
                                     int n, const T *A, int lda, T *x, int incx);           \
  __CUPORT_BLFN cublas##s##symv(__CUPORT_BLH, cublasFillMode_t uplo, int n,       \
                                     const T *alpha, const T *A, int lda, const T *x,       \
                                     int incx, const T *beta, T *y, int incy);              \
  __CUPORT_BLFN cublas##s##gemm(__CUPORT_BLH, cublasOperation_t transa,           \
                                     cublasOperation_t transb, int m, int n, int k,      \
                                     const T *alpha, const T *A, int lda, const T *B,        \
                                     int ldb, const T *beta, T *C, int ldc);                \
  __CUPORT_BLFN cublas##s##gemmBatched(__CUPORT_BLH, cublasOperation_t transa,    \
                                            cublasOperation_t transb, int m, int n, int k, \
                                            const T *alpha, const T *const Aarray[], int lda, \
                                            const T *const Barray[], int ldb, const T *beta, \
                                            T *const Carray[], int ldc, int batchCount);    \
  __CUPORT_BLFN cublas##s##gemmStridedBatched(                                         \
      __CUPORT_BLH, cublasOperation_t transa, cublasOperation_t transb, int m,    \
      int n, int k, const T *alpha, const T *A, int lda, long long strideA, const T *B,     \
      int ldb, long long strideB, const T *beta, T *C, int ldc, long long strideC,          \
      int batchCount);                                                                      \
  __CUPORT_BLFN cublas##s##geam(__CUPORT_BLH, cublasOperation_t transa,           \
                                     cublasOperation_t transb, int m, int n,            \
                                     const T *alpha, const T *A, int lda, const T *beta,     \
                                     const T *B, int ldb, T *C, int ldc);                   \
  __CUPORT_BLFN cublas##s##dgmm(__CUPORT_BLH, cublasSideMode_t mode, int m, int n, \
                                     const T *A, int lda, const T *x, int incx, T *C,        \
                                     int ldc);                                              \
  __CUPORT_BLFN cublas##s##trsm(__CUPORT_BLH, cublasSideMode_t side,             \
                                     cublasFillMode_t uplo, cublasOperation_t trans, \
                                     cublasDiagType_t diag, int m, int n, const T *alpha, \
                                     const T *A, int lda, T *B, int ldb);                   \
  __CUPORT_BLFN cublas##s##syrk(__CUPORT_BLH, cublasFillMode_t uplo,             \
                                     cublasOperation_t trans, int n, int k,             \
                                     const T *alpha, const T *A, int lda, const T *beta,     \
                                     T *C, int ldc);                                        \
  __CUPORT_BLFN cublas##s##getrfBatched(__CUPORT_BLH, int n, T *const Aarray[],      \
                                             int lda, int *PivotArray, int *infoArray,      \
                                             int batchSize);                                \
  __CUPORT_BLFN cublas##s##getrsBatched(__CUPORT_BLH, cublasOperation_t trans,    \
                                             int n, int nrhs, const T *const Aarray[],       \
                                             int lda, const int *devIpiv,                   \
                                             T *const Barray[], int ldb, int *info,         \
                                             int batchSize);                                \
  __CUPORT_BLFN cublas##s##getriBatched(__CUPORT_BLH, int n, const T *const A[],     \
                                             int lda, const int *P, T *const C[], int ldc,   \
                                             int *info, int batchSize);                     \
  __CUPORT_BLFN cublas##s##matinvBatched(__CUPORT_BLH, int n, const T *const A[],    \
                                              int lda, T *const Ainv[], int lda_inv,        \
                                              int *info, int batchSize);

__CUPORT_BLL1(S, s, float, float)
__CUPORT_BLL1(D, d, double, double)
__CUPORT_BLL1(C, c, cuComplex, float)
__CUPORT_BLL1(Z, z, cuDoubleComplex, double)
#undef __CUPORT_BLL1

__CUPORT_BLFN cublasSdot(__CUPORT_BLH, int n, const float *x, int incx, const float *y,
                              int incy, float *result);
__CUPORT_BLFN cublasDdot(__CUPORT_BLH, int n, const double *x, int incx, const double *y,
                              int incy, double *result);
__CUPORT_BLFN cublasCdotu(__CUPORT_BLH, int n, const cuComplex *x, int incx,
                               const cuComplex *y, int incy, cuComplex *result);
__CUPORT_BLFN cublasCdotc(__CUPORT_BLH, int n, const cuComplex *x, int incx,
                               const cuComplex *y, int incy, cuComplex *result);
__CUPORT_BLFN cublasZdotu(__CUPORT_BLH, int n, const cuDoubleComplex *x, int incx,
                               const cuDoubleComplex *y, int incy,
                               cuDoubleComplex *result);
__CUPORT_BLFN cublasZdotc(__CUPORT_BLH, int n, const cuDoubleComplex *x, int incx,
                               const cuDoubleComplex *y, int incy,
                               cuDoubleComplex *result);
__CUPORT_BLFN cublasSnrm2(__CUPORT_BLH, int n, const float *x, int incx, float *result);
__CUPORT_BLFN cublasDnrm2(__CUPORT_BLH, int n, const double *x, int incx, double *result);
__CUPORT_BLFN cublasScnrm2(__CUPORT_BLH, int n, const cuComplex *x, int incx,
                                float *result);
__CUPORT_BLFN cublasDznrm2(__CUPORT_BLH, int n, const cuDoubleComplex *x, int incx,
                                double *result);
__CUPORT_BLFN cublasSasum(__CUPORT_BLH, int n, const float *x, int incx, float *result);
__CUPORT_BLFN cublasDasum(__CUPORT_BLH, int n, const double *x, int incx, double *result);
__CUPORT_BLFN cublasScasum(__CUPORT_BLH, int n, const cuComplex *x, int incx,
                                float *result);
__CUPORT_BLFN cublasDzasum(__CUPORT_BLH, int n, const cuDoubleComplex *x, int incx,
                                double *result);
__CUPORT_BLFN cublasCsscal(__CUPORT_BLH, int n, const float *alpha, cuComplex *x,
                                int incx);
__CUPORT_BLFN cublasZdscal(__CUPORT_BLH, int n, const double *alpha,
                                cuDoubleComplex *x, int incx);
__CUPORT_BLFN cublasSrot(__CUPORT_BLH, int n, float *x, int incx, float *y, int incy,
                              const float *c, const float *s);
__CUPORT_BLFN cublasDrot(__CUPORT_BLH, int n, double *x, int incx, double *y, int incy,
                              const double *c, const double *s);
__CUPORT_BLFN cublasSger(__CUPORT_BLH, int m, int n, const float *alpha, const float *x,
                              int incx, const float *y, int incy, float *A, int lda);
__CUPORT_BLFN cublasDger(__CUPORT_BLH, int m, int n, const double *alpha, const double *x,
                              int incx, const double *y, int incy, double *A, int lda);
__CUPORT_BLFN cublasCgeru(__CUPORT_BLH, int m, int n, const cuComplex *alpha,
                               const cuComplex *x, int incx, const cuComplex *y,
                               int incy, cuComplex *A, int lda);
__CUPORT_BLFN cublasCgerc(__CUPORT_BLH, int m, int n, const cuComplex *alpha,
                               const cuComplex *x, int incx, const cuComplex *y,
                               int incy, cuComplex *A, int lda);
__CUPORT_BLFN cublasZgeru(__CUPORT_BLH, int m, int n, const cuDoubleComplex *alpha,
                               const cuDoubleComplex *x, int incx,
                               const cuDoubleComplex *y, int incy, cuDoubleComplex *A,
                               int lda);
__CUPORT_BLFN cublasZgerc(__CUPORT_BLH, int m, int n, const cuDoubleComplex *alpha,
                               const cuDoubleComplex *x, int incx,
                               const cuDoubleComplex *y, int incy, cuDoubleComplex *A,
                               int lda);

/* ---- half precision and the mixed-type forms (computed in float for 16-bit data) ---- */
__CUPORT_BLFN cublasHgemm(__CUPORT_BLH, cublasOperation_t transa,
                               cublasOperation_t transb, int m, int n, int k,
                               const __half *alpha, const __half *A, int lda,
                               const __half *B, int ldb, const __half *beta,
                               __half *C, int ldc);
__CUPORT_BLFN cublasHgemmBatched(__CUPORT_BLH, cublasOperation_t transa,
                                      cublasOperation_t transb, int m, int n, int k,
                                      const __half *alpha, const __half *const Aarray[],
                                      int lda, const __half *const Barray[], int ldb,
                                      const __half *beta, __half *const Carray[],
                                      int ldc, int batchCount);
__CUPORT_BLFN cublasHgemmStridedBatched(__CUPORT_BLH, cublasOperation_t transa,
                                             cublasOperation_t transb, int m, int n, int k,
                                             const __half *alpha, const __half *A,
                                             int lda, long long strideA, const __half *B,
                                             int ldb, long long strideB, const __half *beta,
                                             __half *C, int ldc, long long strideC,
                                             int batchCount);
/* A and B of one type, C of the same or (8-bit integers into 32-bit, 16-bit floats into
 * float) a wider one; alpha and beta of the compute type (float for COMPUTE_32F*, double,
 * half for COMPUTE_16F, int for COMPUTE_32I, complex for complex data). */
__CUPORT_BLFN cublasGemmEx(__CUPORT_BLH, cublasOperation_t transa,
                                cublasOperation_t transb, int m, int n, int k,
                                const void *alpha, const void *A, cudaDataType Atype, int lda,
                                const void *B, cudaDataType Btype, int ldb, const void *beta,
                                void *C, cudaDataType Ctype, int ldc,
                                cublasComputeType_t computeType, cublasGemmAlgo_t algo);
__CUPORT_BLFN cublasGemmBatchedEx(__CUPORT_BLH, cublasOperation_t transa,
                                       cublasOperation_t transb, int m, int n, int k,
                                       const void *alpha, const void *const Aarray[],
                                       cudaDataType Atype, int lda, const void *const Barray[],
                                       cudaDataType Btype, int ldb, const void *beta,
                                       void *const Carray[], cudaDataType Ctype, int ldc,
                                       int batchCount, cublasComputeType_t computeType,
                                       cublasGemmAlgo_t algo);
__CUPORT_BLFN cublasGemmStridedBatchedEx(
    __CUPORT_BLH, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
    int k, const void *alpha, const void *A, cudaDataType Atype, int lda, long long strideA,
    const void *B, cudaDataType Btype, int ldb, long long strideB, const void *beta, void *C,
    cudaDataType Ctype, int ldc, long long strideC, int batchCount,
    cublasComputeType_t computeType, cublasGemmAlgo_t algo);
/* cublasSgemmEx: float scalars and compute, A/B/C of the given types. */
__CUPORT_BLFN cublasSgemmEx(__CUPORT_BLH, cublasOperation_t transa,
                                 cublasOperation_t transb, int m, int n, int k,
                                 const float *alpha, const void *A, cudaDataType Atype, int lda,
                                 const void *B, cudaDataType Btype, int ldb, const float *beta,
                                 void *C, cudaDataType Ctype, int ldc);
/* x and y of one type, the result of that type (executionType is the compute type). */
__CUPORT_BLFN cublasDotEx(__CUPORT_BLH, int n, const void *x, cudaDataType xType, int incx,
                               const void *y, cudaDataType yType, int incy, void *result,
                               cudaDataType resultType, cudaDataType executionType);
__CUPORT_BLFN cublasDotcEx(__CUPORT_BLH, int n, const void *x, cudaDataType xType,
                                int incx, const void *y, cudaDataType yType, int incy,
                                void *result, cudaDataType resultType,
                                cudaDataType executionType);
__CUPORT_BLFN cublasAxpyEx(__CUPORT_BLH, int n, const void *alpha, cudaDataType alphaType,
                                const void *x, cudaDataType xType, int incx, void *y,
                                cudaDataType yType, int incy, cudaDataType executiontype);
__CUPORT_BLFN cublasNrm2Ex(__CUPORT_BLH, int n, const void *x, cudaDataType xType,
                                int incx, void *result, cudaDataType resultType,
                                cudaDataType executionType);

#undef __CUPORT_BLFN
#undef __CUPORT_BLH

/* The 64-bit-integer API (cuBLAS 12): declared so units parse; cuport does not map it. */
#define cublasSnrm2_64 cublasSnrm2_v2_64
#define cublasIcamax_64 cublasIcamax_v2_64
#define cublasCgemm_64 cublasCgemm_v2_64
extern __host__ cublasStatus_t cublasSnrm2_v2_64(cublasHandle_t handle, long long n,
                                                 const float *x, long long incx, float *result);
extern __host__ cublasStatus_t cublasIcamax_v2_64(cublasHandle_t handle, long long n,
                                                  const cuComplex *x, long long incx,
                                                  long long *result);
extern __host__ cublasStatus_t cublasCgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa,
                                                 cublasOperation_t transb, long long m,
                                                 long long n, long long k, const cuComplex *alpha,
                                                 const cuComplex *A, long long lda,
                                                 const cuComplex *B, long long ldb,
                                                 const cuComplex *beta, cuComplex *C,
                                                 long long ldc);
extern __host__ cublasStatus_t cublasCdgmm_64(cublasHandle_t handle, cublasSideMode_t mode,
                                              long long m, long long n, const cuComplex *A,
                                              long long lda, const cuComplex *x, long long incx,
                                              cuComplex *C, long long ldc);
__CUPORT_END_C
#endif /* CUPORT_CUBLAS_V2_H */
