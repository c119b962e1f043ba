/* cuport: minimal cuBLAS (v2 API) declarations so units that use cuBLAS still parse.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The handle, status and operation enums with CUDA's values and the commonly used
 * level-1/2/3 routines.  As in CUDA, v2 entry points are macros (cublasSgemm ->
 * cublasSgemm_v2), so the AST names the same function with or without an SDK.  cuport
 * reports cuBLAS use as unsupported.
 */
#ifndef CUPORT_CUBLAS_V2_H
#define CUPORT_CUBLAS_V2_H
#define CUBLAS_V2_H_
#define CUBLAS_API_H_
#include "driver_types.h"
#include "cuComplex.h"
#include "cuda_fp16.h"

typedef struct cublasContext *cublasHandle_t;
typedef enum {
  CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_NOT_INITIALIZED = 1, CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7, CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11, CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14, CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;
typedef enum { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2 } cublasOperation_t;
typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1, CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3
} cublasMath_t;
typedef enum {
  CUBLAS_COMPUTE_16F = 64, CUBLAS_COMPUTE_32F = 68, CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77, CUBLAS_COMPUTE_64F = 70, CUBLAS_COMPUTE_32I = 72
} cublasComputeType_t;
typedef enum { CUBLAS_GEMM_DEFAULT = -1, CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99 } cublasGemmAlgo_t;

#define cublasCreate cublasCreate_v2
#define cublasDestroy cublasDestroy_v2
#define cublasGetVersion cublasGetVersion_v2
#define cublasSetStream cublasSetStream_v2
#define cublasGetStream cublasGetStream_v2
#define cublasSetPointerMode cublasSetPointerMode_v2
#define cublasGetPointerMode cublasGetPointerMode_v2
#define cublasSnrm2 cublasSnrm2_v2
#define cublasDnrm2 cublasDnrm2_v2
#define cublasSdot cublasSdot_v2
#define cublasDdot cublasDdot_v2
#define cublasSscal cublasSscal_v2
#define cublasDscal cublasDscal_v2
#define cublasSaxpy cublasSaxpy_v2
#define cublasDaxpy cublasDaxpy_v2
#define cublasScopy cublasScopy_v2
#define cublasDcopy cublasDcopy_v2
#define cublasIsamax cublasIsamax_v2
#define cublasIdamax cublasIdamax_v2
#define cublasSasum cublasSasum_v2
#define cublasDasum cublasDasum_v2
#define cublasSgemv cublasSgemv_v2
#define cublasDgemv cublasDgemv_v2
#define cublasSgemm cublasSgemm_v2
#define cublasDgemm cublasDgemm_v2
#define cublasCgemm cublasCgemm_v2
#define cublasStrsm cublasStrsm_v2
#define cublasDtrsm cublasDtrsm_v2

#define __CUPORT_BL extern __host__ cublasStatus_t
#define __CUPORT_GEMM(s, T)                                                              \
  __CUPORT_BL cublas##s##gemm_v2(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, \
                                 int m, int n, int k, const T *alpha, const T *A, int lda, \
                                 const T *B, int ldb, const T *beta, T *C, int ldc);
#define __CUPORT_L1(s, T, R)                                                             \
  __CUPORT_BL cublas##s##axpy_v2(cublasHandle_t h, int n, const T *alpha, const T *x, int incx, \
                                 T *y, int incy);                                        \
  __CUPORT_BL cublas##s##scal_v2(cublasHandle_t h, int n, const T *alpha, T *x, int incx); \
  __CUPORT_BL cublas##s##copy_v2(cublasHandle_t h, int n, const T *x, int incx, T *y, int incy); \
  __CUPORT_BL cublas##s##dot_v2(cublasHandle_t h, int n, const T *x, int incx, const T *y, \
                                int incy, T *result);                                    \
  __CUPORT_BL cublas##s##nrm2_v2(cublasHandle_t h, int n, const T *x, int incx, R *result); \
  __CUPORT_BL cublas##s##asum_v2(cublasHandle_t h, int n, const T *x, int incx, R *result); \
  __CUPORT_BL cublasI##s##amax_v2(cublasHandle_t h, int n, const T *x, int incx, int *result); \
  __CUPORT_BL cublas##s##gemv_v2(cublasHandle_t h, cublasOperation_t trans, int m, int n,  \
                                 const T *alpha, const T *A, int lda, const T *x, int incx, \
                                 const T *beta, T *y, int incy);                         \
  __CUPORT_BL cublas##s##trsm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, \
                                 cublasOperation_t trans, cublasDiagType_t diag, int m, int n, \
                                 const T *alpha, const T *A, int lda, T *B, int ldb);     \
  __CUPORT_BL cublas##s##geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, \
                              int m, int n, const T *alpha, const T *A, int lda,         \
                              const T *beta, const T *B, int ldb, T *C, int ldc);         \
  __CUPORT_BL cublas##s##gemmBatched(cublasHandle_t h, cublasOperation_t ta,             \
                                     cublasOperation_t tb, int m, int n, int k,          \
                                     const T *alpha, const T *const Aarray[], int lda,   \
                                     const T *const Barray[], int ldb, const T *beta,    \
                                     T *const Carray[], int ldc, int batchCount);        \
  __CUPORT_BL cublas##s##gemmStridedBatched(cublasHandle_t h, cublasOperation_t ta,      \
                                            cublasOperation_t tb, int m, int n, int k,   \
                                            const T *alpha, const T *A, int lda,         \
                                            long long strideA, const T *B, int ldb,      \
                                            long long strideB, const T *beta, T *C,      \
                                            int ldc, long long strideC, int batchCount);

__CUPORT_BEGIN_C
__CUPORT_BL cublasCreate_v2(cublasHandle_t *handle);
__CUPORT_BL cublasDestroy_v2(cublasHandle_t handle);
__CUPORT_BL cublasGetVersion_v2(cublasHandle_t handle, int *version);
__CUPORT_BL cublasSetStream_v2(cublasHandle_t handle, cudaStream_t streamId);
__CUPORT_BL cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *streamId);
__CUPORT_BL cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode);
__CUPORT_BL cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t *mode);
__CUPORT_BL cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
__CUPORT_BL cublasSetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
__CUPORT_BL cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
__CUPORT_BL cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                            int ldb);
__CUPORT_BL cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                            int ldb);
extern __host__ const char *cublasGetStatusName(cublasStatus_t status);
extern __host__ const char *cublasGetStatusString(cublasStatus_t status);
__CUPORT_L1(S, float, float)
__CUPORT_L1(D, double, double)
__CUPORT_GEMM(S, float) __CUPORT_GEMM(D, double) __CUPORT_GEMM(C, cuComplex)
__CUPORT_GEMM(Z, cuDoubleComplex)
__CUPORT_BL cublasHgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                        int n, int k, const __half *alpha, const __half *A, int lda,
                        const __half *B, int ldb, const __half *beta, __half *C, int ldc);
__CUPORT_BL cublasGemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                         int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                         int lda, const void *B, cudaDataType Btype, int ldb, const void *beta,
                         void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
                         cublasGemmAlgo_t algo);
__CUPORT_END_C
#undef __CUPORT_GEMM
#undef __CUPORT_L1
#endif /* CUPORT_CUBLAS_V2_H */
