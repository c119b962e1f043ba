/*
 * cuport_sparse.h: what cuSPARSE becomes in code migrated from CUDA (docs/sparse.md).
 *
 * cuport rewrites each cusparse<Name> into cuportSparse<Name> with the same arguments,
 * each cusparse<Type>_t into cuportSparse<Type>_t and each CUSPARSE_<X> into
 * CUPORT_SPARSE_<X>, so the enumerators keep cuSPARSE's values.  Every function returns
 * a cuportSparseStatus_t with cuSPARSE's codes.  Pointers to matrix and vector data are
 * device pointers (cuportMalloc, cuportMallocManaged); alpha, beta and the other scalar
 * results follow the handle's pointer mode (host by default), as in cuSPARSE.  Buffer
 * sizes follow cuSPARSE's two-call protocol: the *_bufferSize call says how many bytes,
 * the caller allocates them and passes them to the call that computes.
 *
 * Value types: CUPORT_R_32F and CUPORT_R_64F; index types: CUPORT_SPARSE_INDEX_32I and
 * _64I.  Other types (complex, half, 16-bit indices) return CUPORT_SPARSE_STATUS_NOT_SUPPORTED
 * and say so on stderr.  The functions work in the handle's stream: work queued there
 * before them is done before they read their operands.
 */
#ifndef CUPORT_SPARSE_H
#define CUPORT_SPARSE_H

#include <stddef.h>
#include <stdint.h>

#include "cuport_library_types.h"
#include "cuport_runtime.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  CUPORT_SPARSE_STATUS_SUCCESS = 0, CUPORT_SPARSE_STATUS_NOT_INITIALIZED = 1,
  CUPORT_SPARSE_STATUS_ALLOC_FAILED = 2, CUPORT_SPARSE_STATUS_INVALID_VALUE = 3,
  CUPORT_SPARSE_STATUS_ARCH_MISMATCH = 4, CUPORT_SPARSE_STATUS_MAPPING_ERROR = 5,
  CUPORT_SPARSE_STATUS_EXECUTION_FAILED = 6, CUPORT_SPARSE_STATUS_INTERNAL_ERROR = 7,
  CUPORT_SPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8, CUPORT_SPARSE_STATUS_ZERO_PIVOT = 9,
  CUPORT_SPARSE_STATUS_NOT_SUPPORTED = 10, CUPORT_SPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cuportSparseStatus_t;

typedef enum { CUPORT_SPARSE_POINTER_MODE_HOST = 0, CUPORT_SPARSE_POINTER_MODE_DEVICE = 1 } cuportSparsePointerMode_t;
typedef enum { CUPORT_SPARSE_ACTION_SYMBOLIC = 0, CUPORT_SPARSE_ACTION_NUMERIC = 1 } cuportSparseAction_t;
typedef enum {
  CUPORT_SPARSE_MATRIX_TYPE_GENERAL = 0, CUPORT_SPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  CUPORT_SPARSE_MATRIX_TYPE_HERMITIAN = 2, CUPORT_SPARSE_MATRIX_TYPE_TRIANGULAR = 3
} cuportSparseMatrixType_t;
typedef enum { CUPORT_SPARSE_FILL_MODE_LOWER = 0, CUPORT_SPARSE_FILL_MODE_UPPER = 1 } cuportSparseFillMode_t;
typedef enum { CUPORT_SPARSE_DIAG_TYPE_NON_UNIT = 0, CUPORT_SPARSE_DIAG_TYPE_UNIT = 1 } cuportSparseDiagType_t;
typedef enum { CUPORT_SPARSE_INDEX_BASE_ZERO = 0, CUPORT_SPARSE_INDEX_BASE_ONE = 1 } cuportSparseIndexBase_t;
typedef enum {
  CUPORT_SPARSE_OPERATION_NON_TRANSPOSE = 0, CUPORT_SPARSE_OPERATION_TRANSPOSE = 1,
  CUPORT_SPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} cuportSparseOperation_t;
typedef enum { CUPORT_SPARSE_DIRECTION_ROW = 0, CUPORT_SPARSE_DIRECTION_COLUMN = 1 } cuportSparseDirection_t;
typedef enum { CUPORT_SPARSE_SOLVE_POLICY_NO_LEVEL = 0, CUPORT_SPARSE_SOLVE_POLICY_USE_LEVEL = 1 } cuportSparseSolvePolicy_t;
typedef enum { CUPORT_SPARSE_CSR2CSC_ALG_DEFAULT = 1, CUPORT_SPARSE_CSR2CSC_ALG1 = 1 } cuportSparseCsr2CscAlg_t;
typedef enum {
  CUPORT_SPARSE_FORMAT_CSR = 1, CUPORT_SPARSE_FORMAT_CSC = 2, CUPORT_SPARSE_FORMAT_COO = 3,
  CUPORT_SPARSE_FORMAT_BLOCKED_ELL = 5, CUPORT_SPARSE_FORMAT_BSR = 6, CUPORT_SPARSE_FORMAT_SLICED_ELLPACK = 7
} cuportSparseFormat_t;
typedef enum { CUPORT_SPARSE_ORDER_COL = 1, CUPORT_SPARSE_ORDER_ROW = 2 } cuportSparseOrder_t;
typedef enum {
  CUPORT_SPARSE_INDEX_16U = 1, CUPORT_SPARSE_INDEX_32I = 2, CUPORT_SPARSE_INDEX_64I = 3
} cuportSparseIndexType_t;
typedef enum { CUPORT_SPARSE_SPMAT_FILL_MODE = 0, CUPORT_SPARSE_SPMAT_DIAG_TYPE = 1 } cuportSparseSpMatAttribute_t;
typedef enum { CUPORT_SPARSE_SPARSETODENSE_ALG_DEFAULT = 0 } cuportSparseSparseToDenseAlg_t;
typedef enum { CUPORT_SPARSE_DENSETOSPARSE_ALG_DEFAULT = 0 } cuportSparseDenseToSparseAlg_t;
typedef enum {
  CUPORT_SPARSE_SPMV_ALG_DEFAULT = 0, CUPORT_SPARSE_SPMV_COO_ALG1 = 1, CUPORT_SPARSE_SPMV_CSR_ALG1 = 2,
  CUPORT_SPARSE_SPMV_CSR_ALG2 = 3, CUPORT_SPARSE_SPMV_COO_ALG2 = 4, CUPORT_SPARSE_SPMV_SELL_ALG1 = 5,
  CUPORT_SPARSE_SPMV_BSR_ALG1 = 6
} cuportSparseSpMVAlg_t;
typedef enum {
  CUPORT_SPARSE_SPMM_ALG_DEFAULT = 0, CUPORT_SPARSE_SPMM_COO_ALG1 = 1, CUPORT_SPARSE_SPMM_COO_ALG2 = 2,
  CUPORT_SPARSE_SPMM_COO_ALG3 = 3, CUPORT_SPARSE_SPMM_CSR_ALG1 = 4, CUPORT_SPARSE_SPMM_COO_ALG4 = 5,
  CUPORT_SPARSE_SPMM_CSR_ALG2 = 6, CUPORT_SPARSE_SPMM_CSR_ALG3 = 12,
  CUPORT_SPARSE_SPMM_BLOCKED_ELL_ALG1 = 13, CUPORT_SPARSE_SPMM_BSR_ALG1 = 14
} cuportSparseSpMMAlg_t;
typedef enum {
  CUPORT_SPARSE_SPGEMM_DEFAULT = 0, CUPORT_SPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,
  CUPORT_SPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2, CUPORT_SPARSE_SPGEMM_ALG1 = 3,
  CUPORT_SPARSE_SPGEMM_ALG2 = 4, CUPORT_SPARSE_SPGEMM_ALG3 = 5
} cuportSparseSpGEMMAlg_t;
typedef enum { CUPORT_SPARSE_SDDMM_ALG_DEFAULT = 0 } cuportSparseSDDMMAlg_t;
typedef enum { CUPORT_SPARSE_SPSV_ALG_DEFAULT = 0 } cuportSparseSpSVAlg_t;
typedef enum { CUPORT_SPARSE_SPSM_ALG_DEFAULT = 0 } cuportSparseSpSMAlg_t;
typedef enum { CUPORT_SPARSE_SPSV_UPDATE_GENERAL = 0, CUPORT_SPARSE_SPSV_UPDATE_DIAGONAL = 1 } cuportSparseSpSVUpdate_t;

/* Opaque objects: each Create has its Destroy, which frees what the Create allocated (never
 * the caller's device arrays). */
typedef struct cuportSparseContext *cuportSparseHandle_t;
typedef struct cuportSparseMatDescr *cuportSparseMatDescr_t;
typedef struct cuportSparseSpVec *cuportSparseSpVecDescr_t;
typedef struct cuportSparseDnVec *cuportSparseDnVecDescr_t;
typedef struct cuportSparseSpMat *cuportSparseSpMatDescr_t;
typedef struct cuportSparseDnMat *cuportSparseDnMatDescr_t;
typedef const struct cuportSparseSpVec *cuportSparseConstSpVecDescr_t;
typedef const struct cuportSparseDnVec *cuportSparseConstDnVecDescr_t;
typedef const struct cuportSparseSpMat *cuportSparseConstSpMatDescr_t;
typedef const struct cuportSparseDnMat *cuportSparseConstDnMatDescr_t;
typedef struct cuportSparseSpGEMMDescr *cuportSparseSpGEMMDescr_t;
typedef struct cuportSparseSpSVDescr *cuportSparseSpSVDescr_t;
typedef struct cuportSparseSpSVDescr *cuportSparseSpSMDescr_t;
typedef struct cuportSparseIluInfo *cuportSparseCsrilu02Info_t;
typedef struct cuportSparseIluInfo *cuportSparseCsric02Info_t;

#define CUPORT_SPARSE_VER_MAJOR 12
#define CUPORT_SPARSE_VER_MINOR 5
#define CUPORT_SPARSE_VER_PATCH 0
#define CUPORT_SPARSE_VERSION (CUPORT_SPARSE_VER_MAJOR * 1000 + CUPORT_SPARSE_VER_MINOR * 100 + CUPORT_SPARSE_VER_PATCH)

/* ---- handle, errors ---- */
CUPORT_API cuportSparseStatus_t cuportSparseCreate(cuportSparseHandle_t *handle);
CUPORT_API cuportSparseStatus_t cuportSparseDestroy(cuportSparseHandle_t handle);
CUPORT_API cuportSparseStatus_t cuportSparseGetVersion(cuportSparseHandle_t handle, int *version);
CUPORT_API cuportSparseStatus_t cuportSparseSetStream(cuportSparseHandle_t handle, cuportStream_t stream);
CUPORT_API cuportSparseStatus_t cuportSparseGetStream(cuportSparseHandle_t handle, cuportStream_t *stream);
CUPORT_API cuportSparseStatus_t cuportSparseSetPointerMode(cuportSparseHandle_t handle, cuportSparsePointerMode_t mode);
CUPORT_API cuportSparseStatus_t cuportSparseGetPointerMode(cuportSparseHandle_t handle, cuportSparsePointerMode_t *mode);
CUPORT_API const char *cuportSparseGetErrorString(cuportSparseStatus_t status);
CUPORT_API const char *cuportSparseGetErrorName(cuportSparseStatus_t status);

/* ---- legacy matrix descriptor ---- */
CUPORT_API cuportSparseStatus_t cuportSparseCreateMatDescr(cuportSparseMatDescr_t *descr);
CUPORT_API cuportSparseStatus_t cuportSparseDestroyMatDescr(cuportSparseMatDescr_t descr);
CUPORT_API cuportSparseStatus_t cuportSparseSetMatType(cuportSparseMatDescr_t descr, cuportSparseMatrixType_t type);
CUPORT_API cuportSparseMatrixType_t cuportSparseGetMatType(const cuportSparseMatDescr_t descr);
CUPORT_API cuportSparseStatus_t cuportSparseSetMatFillMode(cuportSparseMatDescr_t descr, cuportSparseFillMode_t mode);
CUPORT_API cuportSparseFillMode_t cuportSparseGetMatFillMode(const cuportSparseMatDescr_t descr);
CUPORT_API cuportSparseStatus_t cuportSparseSetMatDiagType(cuportSparseMatDescr_t descr, cuportSparseDiagType_t type);
CUPORT_API cuportSparseDiagType_t cuportSparseGetMatDiagType(const cuportSparseMatDescr_t descr);
CUPORT_API cuportSparseStatus_t cuportSparseSetMatIndexBase(cuportSparseMatDescr_t descr, cuportSparseIndexBase_t base);
CUPORT_API cuportSparseIndexBase_t cuportSparseGetMatIndexBase(const cuportSparseMatDescr_t descr);

/* ---- generic API: descriptors (sparse_descr.c) ---- */
CUPORT_API cuportSparseStatus_t cuportSparseCreateSpVec(cuportSparseSpVecDescr_t *v, int64_t size, int64_t nnz, void *indices, void *values, cuportSparseIndexType_t idxType, cuportSparseIndexBase_t base, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseCreateConstSpVec(cuportSparseConstSpVecDescr_t *v, int64_t size, int64_t nnz, const void *indices, const void *values, cuportSparseIndexType_t idxType, cuportSparseIndexBase_t base, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseDestroySpVec(cuportSparseConstSpVecDescr_t v);
CUPORT_API cuportSparseStatus_t cuportSparseSpVecGet(cuportSparseSpVecDescr_t v, int64_t *size, int64_t *nnz, void **indices, void **values, cuportSparseIndexType_t *idxType, cuportSparseIndexBase_t *base, cuportDataType *valueType);
CUPORT_API cuportSparseStatus_t cuportSparseSpVecGetValues(cuportSparseSpVecDescr_t v, void **values);
CUPORT_API cuportSparseStatus_t cuportSparseSpVecSetValues(cuportSparseSpVecDescr_t v, void *values);

CUPORT_API cuportSparseStatus_t cuportSparseCreateDnVec(cuportSparseDnVecDescr_t *v, int64_t size, void *values, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseCreateConstDnVec(cuportSparseConstDnVecDescr_t *v, int64_t size, const void *values, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseDestroyDnVec(cuportSparseConstDnVecDescr_t v);
CUPORT_API cuportSparseStatus_t cuportSparseDnVecGet(cuportSparseDnVecDescr_t v, int64_t *size, void **values, cuportDataType *valueType);
CUPORT_API cuportSparseStatus_t cuportSparseDnVecGetValues(cuportSparseDnVecDescr_t v, void **values);
CUPORT_API cuportSparseStatus_t cuportSparseDnVecSetValues(cuportSparseDnVecDescr_t v, void *values);

CUPORT_API cuportSparseStatus_t cuportSparseCreateDnMat(cuportSparseDnMatDescr_t *m, int64_t rows, int64_t cols, int64_t ld, void *values, cuportDataType valueType, cuportSparseOrder_t order);
CUPORT_API cuportSparseStatus_t cuportSparseCreateConstDnMat(cuportSparseConstDnMatDescr_t *m, int64_t rows, int64_t cols, int64_t ld, const void *values, cuportDataType valueType, cuportSparseOrder_t order);
CUPORT_API cuportSparseStatus_t cuportSparseDestroyDnMat(cuportSparseConstDnMatDescr_t m);
CUPORT_API cuportSparseStatus_t cuportSparseDnMatGet(cuportSparseDnMatDescr_t m, int64_t *rows, int64_t *cols, int64_t *ld, void **values, cuportDataType *type, cuportSparseOrder_t *order);
CUPORT_API cuportSparseStatus_t cuportSparseDnMatGetValues(cuportSparseDnMatDescr_t m, void **values);
CUPORT_API cuportSparseStatus_t cuportSparseDnMatSetValues(cuportSparseDnMatDescr_t m, void *values);
CUPORT_API cuportSparseStatus_t cuportSparseDnMatSetStridedBatch(cuportSparseDnMatDescr_t m, int batchCount, int64_t batchStride);
CUPORT_API cuportSparseStatus_t cuportSparseDnMatGetStridedBatch(cuportSparseDnMatDescr_t m, int *batchCount, int64_t *batchStride);

CUPORT_API cuportSparseStatus_t cuportSparseCreateCsr(cuportSparseSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues, cuportSparseIndexType_t csrRowOffsetsType, cuportSparseIndexType_t csrColIndType, cuportSparseIndexBase_t base, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseCreateConstCsr(cuportSparseConstSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, const void *csrRowOffsets, const void *csrColInd, const void *csrValues, cuportSparseIndexType_t csrRowOffsetsType, cuportSparseIndexType_t csrColIndType, cuportSparseIndexBase_t base, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseCreateCsc(cuportSparseSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void *cscRowInd, void *cscValues, cuportSparseIndexType_t cscColOffsetsType, cuportSparseIndexType_t cscRowIndType, cuportSparseIndexBase_t base, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseCreateCoo(cuportSparseSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues, cuportSparseIndexType_t cooIdxType, cuportSparseIndexBase_t base, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseCreateConstCoo(cuportSparseConstSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, const void *cooRowInd, const void *cooColInd, const void *cooValues, cuportSparseIndexType_t cooIdxType, cuportSparseIndexBase_t base, cuportDataType valueType);
CUPORT_API cuportSparseStatus_t cuportSparseDestroySpMat(cuportSparseConstSpMatDescr_t m);
CUPORT_API cuportSparseStatus_t cuportSparseSpMatGetSize(cuportSparseConstSpMatDescr_t m, int64_t *rows, int64_t *cols, int64_t *nnz);
CUPORT_API cuportSparseStatus_t cuportSparseSpMatGetFormat(cuportSparseConstSpMatDescr_t m, cuportSparseFormat_t *format);
CUPORT_API cuportSparseStatus_t cuportSparseSpMatGetIndexBase(cuportSparseConstSpMatDescr_t m, cuportSparseIndexBase_t *base);
CUPORT_API cuportSparseStatus_t cuportSparseSpMatGetValues(cuportSparseSpMatDescr_t m, void **values);
CUPORT_API cuportSparseStatus_t cuportSparseSpMatSetValues(cuportSparseSpMatDescr_t m, void *values);
CUPORT_API cuportSparseStatus_t cuportSparseSpMatSetAttribute(cuportSparseSpMatDescr_t m, cuportSparseSpMatAttribute_t attribute, void *data, size_t dataSize);
CUPORT_API cuportSparseStatus_t cuportSparseSpMatGetAttribute(cuportSparseConstSpMatDescr_t m, cuportSparseSpMatAttribute_t attribute, void *data, size_t dataSize);
CUPORT_API cuportSparseStatus_t cuportSparseCsrGet(cuportSparseSpMatDescr_t m, int64_t *rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, void **csrValues, cuportSparseIndexType_t *csrRowOffsetsType, cuportSparseIndexType_t *csrColIndType, cuportSparseIndexBase_t *base, cuportDataType *valueType);
CUPORT_API cuportSparseStatus_t cuportSparseCsrSetPointers(cuportSparseSpMatDescr_t m, void *csrRowOffsets, void *csrColInd, void *csrValues);
CUPORT_API cuportSparseStatus_t cuportSparseCscSetPointers(cuportSparseSpMatDescr_t m, void *cscColOffsets, void *cscRowInd, void *cscValues);
CUPORT_API cuportSparseStatus_t cuportSparseCooSetPointers(cuportSparseSpMatDescr_t m, void *cooRows, void *cooColumns, void *cooValues);
CUPORT_API cuportSparseStatus_t cuportSparseCsrSetStridedBatch(cuportSparseSpMatDescr_t m, int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride);
CUPORT_API cuportSparseStatus_t cuportSparseCooSetStridedBatch(cuportSparseSpMatDescr_t m, int batchCount, int64_t batchStride);

/* ---- generic API: operations (sparse_ops.c) ---- */
CUPORT_API cuportSparseStatus_t cuportSparseSpMV_bufferSize(cuportSparseHandle_t handle, cuportSparseOperation_t opA, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnVecDescr_t vecX, const void *beta, cuportSparseDnVecDescr_t vecY, cuportDataType computeType, cuportSparseSpMVAlg_t alg, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseSpMV_preprocess(cuportSparseHandle_t handle, cuportSparseOperation_t opA, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnVecDescr_t vecX, const void *beta, cuportSparseDnVecDescr_t vecY, cuportDataType computeType, cuportSparseSpMVAlg_t alg, void *externalBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseSpMV(cuportSparseHandle_t handle, cuportSparseOperation_t opA, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnVecDescr_t vecX, const void *beta, cuportSparseDnVecDescr_t vecY, cuportDataType computeType, cuportSparseSpMVAlg_t alg, void *externalBuffer);

CUPORT_API cuportSparseStatus_t cuportSparseSpMM_bufferSize(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, const void *beta, cuportSparseDnMatDescr_t matC, cuportDataType computeType, cuportSparseSpMMAlg_t alg, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseSpMM_preprocess(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, const void *beta, cuportSparseDnMatDescr_t matC, cuportDataType computeType, cuportSparseSpMMAlg_t alg, void *externalBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseSpMM(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, const void *beta, cuportSparseDnMatDescr_t matC, cuportDataType computeType, cuportSparseSpMMAlg_t alg, void *externalBuffer);

CUPORT_API cuportSparseStatus_t cuportSparseSDDMM_bufferSize(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstDnMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, const void *beta, cuportSparseSpMatDescr_t matC, cuportDataType computeType, cuportSparseSDDMMAlg_t alg, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseSDDMM_preprocess(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstDnMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, const void *beta, cuportSparseSpMatDescr_t matC, cuportDataType computeType, cuportSparseSDDMMAlg_t alg, void *externalBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseSDDMM(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstDnMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, const void *beta, cuportSparseSpMatDescr_t matC, cuportDataType computeType, cuportSparseSDDMMAlg_t alg, void *externalBuffer);

CUPORT_API cuportSparseStatus_t cuportSparseSpGEMM_createDescr(cuportSparseSpGEMMDescr_t *descr);
CUPORT_API cuportSparseStatus_t cuportSparseSpGEMM_destroyDescr(cuportSparseSpGEMMDescr_t descr);
CUPORT_API cuportSparseStatus_t cuportSparseSpGEMM_workEstimation(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstSpMatDescr_t matB, const void *beta, cuportSparseSpMatDescr_t matC, cuportDataType computeType, cuportSparseSpGEMMAlg_t alg, cuportSparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1);
CUPORT_API cuportSparseStatus_t cuportSparseSpGEMM_compute(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstSpMatDescr_t matB, const void *beta, cuportSparseSpMatDescr_t matC, cuportDataType computeType, cuportSparseSpGEMMAlg_t alg, cuportSparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2);
CUPORT_API cuportSparseStatus_t cuportSparseSpGEMM_copy(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstSpMatDescr_t matB, const void *beta, cuportSparseSpMatDescr_t matC, cuportDataType computeType, cuportSparseSpGEMMAlg_t alg, cuportSparseSpGEMMDescr_t spgemmDescr);

CUPORT_API cuportSparseStatus_t cuportSparseSparseToDense_bufferSize(cuportSparseHandle_t handle, cuportSparseConstSpMatDescr_t matA, cuportSparseDnMatDescr_t matB, cuportSparseSparseToDenseAlg_t alg, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseSparseToDense(cuportSparseHandle_t handle, cuportSparseConstSpMatDescr_t matA, cuportSparseDnMatDescr_t matB, cuportSparseSparseToDenseAlg_t alg, void *externalBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseDenseToSparse_bufferSize(cuportSparseHandle_t handle, cuportSparseConstDnMatDescr_t matA, cuportSparseSpMatDescr_t matB, cuportSparseDenseToSparseAlg_t alg, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseDenseToSparse_analysis(cuportSparseHandle_t handle, cuportSparseConstDnMatDescr_t matA, cuportSparseSpMatDescr_t matB, cuportSparseDenseToSparseAlg_t alg, void *externalBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseDenseToSparse_convert(cuportSparseHandle_t handle, cuportSparseConstDnMatDescr_t matA, cuportSparseSpMatDescr_t matB, cuportSparseDenseToSparseAlg_t alg, void *externalBuffer);

CUPORT_API cuportSparseStatus_t cuportSparseAxpby(cuportSparseHandle_t handle, const void *alpha, cuportSparseConstSpVecDescr_t vecX, const void *beta, cuportSparseDnVecDescr_t vecY);
CUPORT_API cuportSparseStatus_t cuportSparseGather(cuportSparseHandle_t handle, cuportSparseConstDnVecDescr_t vecY, cuportSparseSpVecDescr_t vecX);
CUPORT_API cuportSparseStatus_t cuportSparseScatter(cuportSparseHandle_t handle, cuportSparseConstSpVecDescr_t vecX, cuportSparseDnVecDescr_t vecY);

CUPORT_API cuportSparseStatus_t cuportSparseSpSV_createDescr(cuportSparseSpSVDescr_t *descr);
CUPORT_API cuportSparseStatus_t cuportSparseSpSV_destroyDescr(cuportSparseSpSVDescr_t descr);
CUPORT_API cuportSparseStatus_t cuportSparseSpSV_bufferSize(cuportSparseHandle_t handle, cuportSparseOperation_t opA, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnVecDescr_t vecX, cuportSparseDnVecDescr_t vecY, cuportDataType computeType, cuportSparseSpSVAlg_t alg, cuportSparseSpSVDescr_t spsvDescr, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseSpSV_analysis(cuportSparseHandle_t handle, cuportSparseOperation_t opA, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnVecDescr_t vecX, cuportSparseDnVecDescr_t vecY, cuportDataType computeType, cuportSparseSpSVAlg_t alg, cuportSparseSpSVDescr_t spsvDescr, void *externalBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseSpSV_solve(cuportSparseHandle_t handle, cuportSparseOperation_t opA, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnVecDescr_t vecX, cuportSparseDnVecDescr_t vecY, cuportDataType computeType, cuportSparseSpSVAlg_t alg, cuportSparseSpSVDescr_t spsvDescr);
CUPORT_API cuportSparseStatus_t cuportSparseSpSM_createDescr(cuportSparseSpSMDescr_t *descr);
CUPORT_API cuportSparseStatus_t cuportSparseSpSM_destroyDescr(cuportSparseSpSMDescr_t descr);
CUPORT_API cuportSparseStatus_t cuportSparseSpSM_bufferSize(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, cuportSparseDnMatDescr_t matC, cuportDataType computeType, cuportSparseSpSMAlg_t alg, cuportSparseSpSMDescr_t spsmDescr, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseSpSM_analysis(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, cuportSparseDnMatDescr_t matC, cuportDataType computeType, cuportSparseSpSMAlg_t alg, cuportSparseSpSMDescr_t spsmDescr, void *externalBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseSpSM_solve(cuportSparseHandle_t handle, cuportSparseOperation_t opA, cuportSparseOperation_t opB, const void *alpha, cuportSparseConstSpMatDescr_t matA, cuportSparseConstDnMatDescr_t matB, cuportSparseDnMatDescr_t matC, cuportDataType computeType, cuportSparseSpSMAlg_t alg, cuportSparseSpSMDescr_t spsmDescr);

/* ---- legacy API (sparse_legacy.c) ---- */
CUPORT_API cuportSparseStatus_t cuportSparseSnnz(cuportSparseHandle_t handle, cuportSparseDirection_t dirA, int m, int n, const cuportSparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
CUPORT_API cuportSparseStatus_t cuportSparseDnnz(cuportSparseHandle_t handle, cuportSparseDirection_t dirA, int m, int n, const cuportSparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
CUPORT_API cuportSparseStatus_t cuportSparseXcsrsort_bufferSizeExt(cuportSparseHandle_t handle, int m, int n, int nnz, const int *csrRowPtr, const int *csrColInd, size_t *pBufferSizeInBytes);
CUPORT_API cuportSparseStatus_t cuportSparseXcsrsort(cuportSparseHandle_t handle, int m, int n, int nnz, const cuportSparseMatDescr_t descrA, const int *csrRowPtr, int *csrColInd, int *P, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseXcoosortByRow_bufferSizeExt(cuportSparseHandle_t handle, int m, int n, int nnz, const int *cooRows, const int *cooCols, size_t *pBufferSizeInBytes);
CUPORT_API cuportSparseStatus_t cuportSparseXcoosortByRow(cuportSparseHandle_t handle, int m, int n, int nnz, int *cooRows, int *cooCols, int *P, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseCreateIdentityPermutation(cuportSparseHandle_t handle, int n, int *p);
CUPORT_API cuportSparseStatus_t cuportSparseXcoo2csr(cuportSparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrRowPtr, cuportSparseIndexBase_t idxBase);
CUPORT_API cuportSparseStatus_t cuportSparseXcsr2coo(cuportSparseHandle_t handle, const int *csrRowPtr, int nnz, int m, int *cooRowInd, cuportSparseIndexBase_t idxBase);
CUPORT_API cuportSparseStatus_t cuportSparseSgthr(cuportSparseHandle_t handle, int nnz, const float *y, float *xVal, const int *xInd, cuportSparseIndexBase_t idxBase);
CUPORT_API cuportSparseStatus_t cuportSparseDgthr(cuportSparseHandle_t handle, int nnz, const double *y, double *xVal, const int *xInd, cuportSparseIndexBase_t idxBase);
CUPORT_API cuportSparseStatus_t cuportSparseCsr2cscEx2_bufferSize(cuportSparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cuportDataType valType, cuportSparseAction_t copyValues, cuportSparseIndexBase_t idxBase, cuportSparseCsr2CscAlg_t alg, size_t *bufferSize);
CUPORT_API cuportSparseStatus_t cuportSparseCsr2cscEx2(cuportSparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cuportDataType valType, cuportSparseAction_t copyValues, cuportSparseIndexBase_t idxBase, cuportSparseCsr2CscAlg_t alg, void *buffer);

CUPORT_API cuportSparseStatus_t cuportSparseCreateCsrilu02Info(cuportSparseCsrilu02Info_t *info);
CUPORT_API cuportSparseStatus_t cuportSparseDestroyCsrilu02Info(cuportSparseCsrilu02Info_t info);
CUPORT_API cuportSparseStatus_t cuportSparseXcsrilu02_zeroPivot(cuportSparseHandle_t handle, cuportSparseCsrilu02Info_t info, int *position);
CUPORT_API cuportSparseStatus_t cuportSparseScsrilu02_bufferSize(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsrilu02Info_t info, int *pBufferSizeInBytes);
CUPORT_API cuportSparseStatus_t cuportSparseDcsrilu02_bufferSize(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsrilu02Info_t info, int *pBufferSizeInBytes);
CUPORT_API cuportSparseStatus_t cuportSparseScsrilu02_analysis(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsrilu02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseDcsrilu02_analysis(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsrilu02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseScsrilu02(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsrilu02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseDcsrilu02(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsrilu02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseCreateCsric02Info(cuportSparseCsric02Info_t *info);
CUPORT_API cuportSparseStatus_t cuportSparseDestroyCsric02Info(cuportSparseCsric02Info_t info);
CUPORT_API cuportSparseStatus_t cuportSparseXcsric02_zeroPivot(cuportSparseHandle_t handle, cuportSparseCsric02Info_t info, int *position);
CUPORT_API cuportSparseStatus_t cuportSparseScsric02_bufferSize(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsric02Info_t info, int *pBufferSizeInBytes);
CUPORT_API cuportSparseStatus_t cuportSparseDcsric02_bufferSize(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsric02Info_t info, int *pBufferSizeInBytes);
CUPORT_API cuportSparseStatus_t cuportSparseScsric02_analysis(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsric02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseDcsric02_analysis(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsric02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseScsric02(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsric02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);
CUPORT_API cuportSparseStatus_t cuportSparseDcsric02(cuportSparseHandle_t handle, int m, int nnz, const cuportSparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, cuportSparseCsric02Info_t info, cuportSparseSolvePolicy_t policy, void *pBuffer);

#ifdef __cplusplus
}
#endif

#endif
