/*
 * cusparse.h: cuport's parse-only declarations of the cuSPARSE API it migrates (the
 * generic API, the legacy calls real programs use), written for this project from the
 * documented API; values follow CUDA 12.x.  Read only when no CUDA SDK is given.
 */
#ifndef CUSPARSE_H_
#define CUSPARSE_H_

#include <stddef.h>
#include <stdint.h>

#include "cuda_runtime_api.h"
#include "driver_types.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  CUSPARSE_STATUS_SUCCESS = 0, CUSPARSE_STATUS_NOT_INITIALIZED = 1,
  CUSPARSE_STATUS_ALLOC_FAILED = 2, CUSPARSE_STATUS_INVALID_VALUE = 3,
  CUSPARSE_STATUS_ARCH_MISMATCH = 4, CUSPARSE_STATUS_MAPPING_ERROR = 5,
  CUSPARSE_STATUS_EXECUTION_FAILED = 6, CUSPARSE_STATUS_INTERNAL_ERROR = 7,
  CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8, CUSPARSE_STATUS_ZERO_PIVOT = 9,
  CUSPARSE_STATUS_NOT_SUPPORTED = 10, CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;

typedef enum { CUSPARSE_POINTER_MODE_HOST = 0, CUSPARSE_POINTER_MODE_DEVICE = 1 } cusparsePointerMode_t;
typedef enum { CUSPARSE_ACTION_SYMBOLIC = 0, CUSPARSE_ACTION_NUMERIC = 1 } cusparseAction_t;
typedef enum {
  CUSPARSE_MATRIX_TYPE_GENERAL = 0, CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  CUSPARSE_MATRIX_TYPE_HERMITIAN = 2, CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} cusparseMatrixType_t;
typedef enum { CUSPARSE_FILL_MODE_LOWER = 0, CUSPARSE_FILL_MODE_UPPER = 1 } cusparseFillMode_t;
typedef enum { CUSPARSE_DIAG_TYPE_NON_UNIT = 0, CUSPARSE_DIAG_TYPE_UNIT = 1 } cusparseDiagType_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;
typedef enum {
  CUSPARSE_OPERATION_NON_TRANSPOSE = 0, CUSPARSE_OPERATION_TRANSPOSE = 1,
  CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} cusparseOperation_t;
typedef enum { CUSPARSE_DIRECTION_ROW = 0, CUSPARSE_DIRECTION_COLUMN = 1 } cusparseDirection_t;
typedef enum { CUSPARSE_SOLVE_POLICY_NO_LEVEL = 0, CUSPARSE_SOLVE_POLICY_USE_LEVEL = 1 } cusparseSolvePolicy_t;
typedef enum { CUSPARSE_CSR2CSC_ALG_DEFAULT = 1, CUSPARSE_CSR2CSC_ALG1 = 1 } cusparseCsr2CscAlg_t;
typedef enum {
  CUSPARSE_FORMAT_CSR = 1, CUSPARSE_FORMAT_CSC = 2, CUSPARSE_FORMAT_COO = 3,
  CUSPARSE_FORMAT_BLOCKED_ELL = 5, CUSPARSE_FORMAT_BSR = 6, CUSPARSE_FORMAT_SLICED_ELLPACK = 7
} cusparseFormat_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum {
  CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3
} cusparseIndexType_t;
typedef enum { CUSPARSE_SPMAT_FILL_MODE = 0, CUSPARSE_SPMAT_DIAG_TYPE = 1 } cusparseSpMatAttribute_t;
typedef enum { CUSPARSE_SPARSETODENSE_ALG_DEFAULT = 0 } cusparseSparseToDenseAlg_t;
typedef enum { CUSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0 } cusparseDenseToSparseAlg_t;
typedef enum {
  CUSPARSE_SPMV_ALG_DEFAULT = 0, CUSPARSE_SPMV_COO_ALG1 = 1, CUSPARSE_SPMV_CSR_ALG1 = 2,
  CUSPARSE_SPMV_CSR_ALG2 = 3, CUSPARSE_SPMV_COO_ALG2 = 4, CUSPARSE_SPMV_SELL_ALG1 = 5,
  CUSPARSE_SPMV_BSR_ALG1 = 6
} cusparseSpMVAlg_t;
typedef enum {
  CUSPARSE_SPMM_ALG_DEFAULT = 0, CUSPARSE_SPMM_COO_ALG1 = 1, CUSPARSE_SPMM_COO_ALG2 = 2,
  CUSPARSE_SPMM_COO_ALG3 = 3, CUSPARSE_SPMM_CSR_ALG1 = 4, CUSPARSE_SPMM_COO_ALG4 = 5,
  CUSPARSE_SPMM_CSR_ALG2 = 6, CUSPARSE_SPMM_CSR_ALG3 = 12,
  CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13, CUSPARSE_SPMM_BSR_ALG1 = 14
} cusparseSpMMAlg_t;
typedef enum {
  CUSPARSE_SPGEMM_DEFAULT = 0, CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,
  CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2, CUSPARSE_SPGEMM_ALG1 = 3,
  CUSPARSE_SPGEMM_ALG2 = 4, CUSPARSE_SPGEMM_ALG3 = 5
} cusparseSpGEMMAlg_t;
typedef enum { CUSPARSE_SDDMM_ALG_DEFAULT = 0 } cusparseSDDMMAlg_t;
typedef enum { CUSPARSE_SPSV_ALG_DEFAULT = 0 } cusparseSpSVAlg_t;
typedef enum { CUSPARSE_SPSM_ALG_DEFAULT = 0 } cusparseSpSMAlg_t;
typedef enum { CUSPARSE_SPSV_UPDATE_GENERAL = 0, CUSPARSE_SPSV_UPDATE_DIAGONAL = 1 } cusparseSpSVUpdate_t;

/* Opaque objects: each Create has its Destroy, which frees what the Create allocated (never
 * the caller's device arrays). */
typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
typedef struct cusparseSpVec *cusparseSpVecDescr_t;
typedef struct cusparseDnVec *cusparseDnVecDescr_t;
typedef struct cusparseSpMat *cusparseSpMatDescr_t;
typedef struct cusparseDnMat *cusparseDnMatDescr_t;
typedef const struct cusparseSpVec *cusparseConstSpVecDescr_t;
typedef const struct cusparseDnVec *cusparseConstDnVecDescr_t;
typedef const struct cusparseSpMat *cusparseConstSpMatDescr_t;
typedef const struct cusparseDnMat *cusparseConstDnMatDescr_t;
typedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSMDescr_t;
typedef struct csrilu02Info *csrilu02Info_t;
typedef struct csric02Info *csric02Info_t;

#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VER_MINOR 5
#define CUSPARSE_VER_PATCH 0
#define CUSPARSE_VERSION (CUSPARSE_VER_MAJOR * 1000 + CUSPARSE_VER_MINOR * 100 + CUSPARSE_VER_PATCH)

/* ---- handle, errors ---- */
cusparseStatus_t cusparseCreate(cusparseHandle_t *handle);
cusparseStatus_t cusparseDestroy(cusparseHandle_t handle);
cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version);
cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t stream);
cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t *stream);
cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode);
cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode);
const char *cusparseGetErrorString(cusparseStatus_t status);
const char *cusparseGetErrorName(cusparseStatus_t status);

/* ---- legacy matrix descriptor ---- */
cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descr);
cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descr);
cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descr, cusparseMatrixType_t type);
cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t descr);
cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t descr, cusparseFillMode_t mode);
cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t descr);
cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t descr, cusparseDiagType_t type);
cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t descr);
cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descr, cusparseIndexBase_t base);
cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t descr);

/* ---- generic API: descriptors ---- */
cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *v, int64_t size, int64_t nnz, void *indices, void *values, cusparseIndexType_t idxType, cusparseIndexBase_t base, cudaDataType valueType);
cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *v, int64_t size, int64_t nnz, const void *indices, const void *values, cusparseIndexType_t idxType, cusparseIndexBase_t base, cudaDataType valueType);
cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t v);
cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t v, int64_t *size, int64_t *nnz, void **indices, void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *base, cudaDataType *valueType);
cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t v, void **values);
cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t v, void *values);

cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *v, int64_t size, void *values, cudaDataType valueType);
cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *v, int64_t size, const void *values, cudaDataType valueType);
cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t v);
cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t v, int64_t *size, void **values, cudaDataType *valueType);
cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t v, void **values);
cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t v, void *values);

cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *m, int64_t rows, int64_t cols, int64_t ld, void *values, cudaDataType valueType, cusparseOrder_t order);
cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *m, int64_t rows, int64_t cols, int64_t ld, const void *values, cudaDataType valueType, cusparseOrder_t order);
cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t m);
cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t m, int64_t *rows, int64_t *cols, int64_t *ld, void **values, cudaDataType *type, cusparseOrder_t *order);
cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t m, void **values);
cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t m, void *values);
cusparseStatus_t cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t m, int batchCount, int64_t batchStride);
cusparseStatus_t cusparseDnMatGetStridedBatch(cusparseDnMatDescr_t m, int *batchCount, int64_t *batchStride);

cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t base, cudaDataType valueType);
cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, const void *csrRowOffsets, const void *csrColInd, const void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t base, cudaDataType valueType);
cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void *cscRowInd, void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t base, cudaDataType valueType);
cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t base, cudaDataType valueType);
cusparseStatus_t cusparseCreateConstCoo(cusparseConstSpMatDescr_t *m, int64_t rows, int64_t cols, int64_t nnz, const void *cooRowInd, const void *cooColInd, const void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t base, cudaDataType valueType);
cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t m);
cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t m, int64_t *rows, int64_t *cols, int64_t *nnz);
cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t m, cusparseFormat_t *format);
cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t m, cusparseIndexBase_t *base);
cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t m, void **values);
cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t m, void *values);
cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t m, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);
cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t m, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);
cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t m, int64_t *rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *base, cudaDataType *valueType);
cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t m, void *csrRowOffsets, void *csrColInd, void *csrValues);
cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t m, void *cscColOffsets, void *cscRowInd, void *cscValues);
cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t m, void *cooRows, void *cooColumns, void *cooValues);
cusparseStatus_t cusparseCsrSetStridedBatch(cusparseSpMatDescr_t m, int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride);
cusparseStatus_t cusparseCooSetStridedBatch(cusparseSpMatDescr_t m, int batchCount, int64_t batchStride);

/* ---- generic API: operations ---- */
cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer);

cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);

cusparseStatus_t cusparseSDDMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseSDDMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseSDDMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);

cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr);
cusparseStatus_t cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr);
cusparseStatus_t cusparseSpGEMM_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1);
cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2);
cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);

cusparseStatus_t cusparseSparseToDense_bufferSize(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseSparseToDense(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseDenseToSparse_bufferSize(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseDenseToSparse_analysis(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseDenseToSparse_convert(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer);

cusparseStatus_t cusparseAxpby(cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY);
cusparseStatus_t cusparseGather(cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX);
cusparseStatus_t cusparseScatter(cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);

cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *descr);
cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr);
cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t *bufferSize);
cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, void *externalBuffer);
cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr);
cusparseStatus_t cusparseSpSM_createDescr(cusparseSpSMDescr_t *descr);
cusparseStatus_t cusparseSpSM_destroyDescr(cusparseSpSMDescr_t descr);
cusparseStatus_t cusparseSpSM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, size_t *bufferSize);
cusparseStatus_t cusparseSpSM_analysis(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, void *externalBuffer);
cusparseStatus_t cusparseSpSM_solve(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr);

/* ---- legacy API ---- */
cusparseStatus_t cusparseSnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
cusparseStatus_t cusparseDnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
cusparseStatus_t cusparseXcsrsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *csrRowPtr, const int *csrColInd, size_t *pBufferSizeInBytes);
cusparseStatus_t cusparseXcsrsort(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *csrRowPtr, int *csrColInd, int *P, void *pBuffer);
cusparseStatus_t cusparseXcoosortByRow_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *cooRows, const int *cooCols, size_t *pBufferSizeInBytes);
cusparseStatus_t cusparseXcoosortByRow(cusparseHandle_t handle, int m, int n, int nnz, int *cooRows, int *cooCols, int *P, void *pBuffer);
cusparseStatus_t cusparseCreateIdentityPermutation(cusparseHandle_t handle, int n, int *p);
cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrRowPtr, cusparseIndexBase_t idxBase);
cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t handle, const int *csrRowPtr, int nnz, int m, int *cooRowInd, cusparseIndexBase_t idxBase);
cusparseStatus_t cusparseSgthr(cusparseHandle_t handle, int nnz, const float *y, float *xVal, const int *xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t cusparseDgthr(cusparseHandle_t handle, int nnz, const double *y, double *xVal, const int *xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer);

cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t *info);
cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t info);
cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle, csrilu02Info_t info, int *position);
cusparseStatus_t cusparseScsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, csrilu02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t cusparseDcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, csrilu02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t cusparseScsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t cusparseDcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t cusparseScsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t cusparseDcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t cusparseCreateCsric02Info(csric02Info_t *info);
cusparseStatus_t cusparseDestroyCsric02Info(csric02Info_t info);
cusparseStatus_t cusparseXcsric02_zeroPivot(cusparseHandle_t handle, csric02Info_t info, int *position);
cusparseStatus_t cusparseScsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, csric02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t cusparseDcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, csric02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t cusparseScsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t cusparseDcsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t cusparseScsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, const int *csrColInd, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t cusparseDcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, const int *csrColInd, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

#ifdef __cplusplus
}
#endif

#endif
