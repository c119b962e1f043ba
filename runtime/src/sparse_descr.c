/*
 * sparse_descr.c: the descriptors of the runtime's cuSPARSE: the legacy matrix descriptor
 * and the generic API's sparse vectors, dense vectors, dense matrices (strided batches
 * included) and sparse matrices in CSR, CSC and COO.  A descriptor records the caller's
 * device pointers and types; it never owns the arrays.
 */
#include <stdlib.h>
#include <string.h>

#include "sparse_internal.h"

#define OK CUPORT_SPARSE_STATUS_SUCCESS
#define INVALID CUPORT_SPARSE_STATUS_INVALID_VALUE

cuportSparseStatus_t cuportSparseCreateMatDescr(cuportSparseMatDescr_t *descr)
{
  if (!descr)
    return INVALID;
  if (!(*descr = calloc(1, sizeof **descr)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  return OK;
}

cuportSparseStatus_t cuportSparseDestroyMatDescr(cuportSparseMatDescr_t descr)
{
  free(descr);
  return OK;
}

cuportSparseStatus_t cuportSparseSetMatType(cuportSparseMatDescr_t d, cuportSparseMatrixType_t t)
{
  if (!d || (unsigned)t > CUPORT_SPARSE_MATRIX_TYPE_TRIANGULAR)
    return INVALID;
  d->type = t;
  return OK;
}

cuportSparseMatrixType_t cuportSparseGetMatType(const cuportSparseMatDescr_t d)
{
  return d ? d->type : CUPORT_SPARSE_MATRIX_TYPE_GENERAL;
}

cuportSparseStatus_t cuportSparseSetMatFillMode(cuportSparseMatDescr_t d, cuportSparseFillMode_t m)
{
  if (!d || (unsigned)m > CUPORT_SPARSE_FILL_MODE_UPPER)
    return INVALID;
  d->fill = m;
  return OK;
}

cuportSparseFillMode_t cuportSparseGetMatFillMode(const cuportSparseMatDescr_t d)
{
  return d ? d->fill : CUPORT_SPARSE_FILL_MODE_LOWER;
}

cuportSparseStatus_t cuportSparseSetMatDiagType(cuportSparseMatDescr_t d, cuportSparseDiagType_t t)
{
  if (!d || (unsigned)t > CUPORT_SPARSE_DIAG_TYPE_UNIT)
    return INVALID;
  d->diag = t;
  return OK;
}

cuportSparseDiagType_t cuportSparseGetMatDiagType(const cuportSparseMatDescr_t d)
{
  return d ? d->diag : CUPORT_SPARSE_DIAG_TYPE_NON_UNIT;
}

cuportSparseStatus_t cuportSparseSetMatIndexBase(cuportSparseMatDescr_t d, cuportSparseIndexBase_t b)
{
  if (!d || (unsigned)b > CUPORT_SPARSE_INDEX_BASE_ONE)
    return INVALID;
  d->base = b;
  return OK;
}

cuportSparseIndexBase_t cuportSparseGetMatIndexBase(const cuportSparseMatDescr_t d)
{
  return d ? d->base : CUPORT_SPARSE_INDEX_BASE_ZERO;
}

/* ---- vectors ---- */

cuportSparseStatus_t cuportSparseCreateSpVec(cuportSparseSpVecDescr_t *v, int64_t size, int64_t nnz,
                                             void *indices, void *values,
                                             cuportSparseIndexType_t itype,
                                             cuportSparseIndexBase_t base, cuportDataType vtype)
{
  if (!v || size < 0 || nnz < 0 || nnz > size || (unsigned)base > 1)
    return INVALID;
  if (!(*v = calloc(1, sizeof **v)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  **v = (struct cuportSparseSpVec){size, nnz, indices, values, itype, base, vtype};
  return OK;
}

cuportSparseStatus_t cuportSparseCreateConstSpVec(cuportSparseConstSpVecDescr_t *v, int64_t size,
                                                  int64_t nnz, const void *indices,
                                                  const void *values, cuportSparseIndexType_t itype,
                                                  cuportSparseIndexBase_t base, cuportDataType vtype)
{
  return cuportSparseCreateSpVec((cuportSparseSpVecDescr_t *)v, size, nnz, (void *)indices,
                                 (void *)values, itype, base, vtype);
}

cuportSparseStatus_t cuportSparseDestroySpVec(cuportSparseConstSpVecDescr_t v)
{
  free((void *)v);
  return OK;
}

cuportSparseStatus_t cuportSparseSpVecGet(cuportSparseSpVecDescr_t v, int64_t *size, int64_t *nnz,
                                          void **indices, void **values,
                                          cuportSparseIndexType_t *itype,
                                          cuportSparseIndexBase_t *base, cuportDataType *vtype)
{
  if (!v)
    return INVALID;
  if (size) *size = v->size;
  if (nnz) *nnz = v->nnz;
  if (indices) *indices = v->idx;
  if (values) *values = v->val;
  if (itype) *itype = v->itype;
  if (base) *base = v->base;
  if (vtype) *vtype = v->vtype;
  return OK;
}

cuportSparseStatus_t cuportSparseSpVecGetValues(cuportSparseSpVecDescr_t v, void **values)
{
  if (!v || !values)
    return INVALID;
  *values = v->val;
  return OK;
}

cuportSparseStatus_t cuportSparseSpVecSetValues(cuportSparseSpVecDescr_t v, void *values)
{
  if (!v)
    return INVALID;
  v->val = values;
  return OK;
}

cuportSparseStatus_t cuportSparseCreateDnVec(cuportSparseDnVecDescr_t *v, int64_t size,
                                             void *values, cuportDataType vtype)
{
  if (!v || size < 0)
    return INVALID;
  if (!(*v = calloc(1, sizeof **v)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  **v = (struct cuportSparseDnVec){size, values, vtype};
  return OK;
}

cuportSparseStatus_t cuportSparseCreateConstDnVec(cuportSparseConstDnVecDescr_t *v, int64_t size,
                                                  const void *values, cuportDataType vtype)
{
  return cuportSparseCreateDnVec((cuportSparseDnVecDescr_t *)v, size, (void *)values, vtype);
}

cuportSparseStatus_t cuportSparseDestroyDnVec(cuportSparseConstDnVecDescr_t v)
{
  free((void *)v);
  return OK;
}

cuportSparseStatus_t cuportSparseDnVecGet(cuportSparseDnVecDescr_t v, int64_t *size, void **values,
                                          cuportDataType *vtype)
{
  if (!v)
    return INVALID;
  if (size) *size = v->size;
  if (values) *values = v->val;
  if (vtype) *vtype = v->vtype;
  return OK;
}

cuportSparseStatus_t cuportSparseDnVecGetValues(cuportSparseDnVecDescr_t v, void **values)
{
  if (!v || !values)
    return INVALID;
  *values = v->val;
  return OK;
}

cuportSparseStatus_t cuportSparseDnVecSetValues(cuportSparseDnVecDescr_t v, void *values)
{
  if (!v)
    return INVALID;
  v->val = values;
  return OK;
}

/* ---- dense matrices ---- */

cuportSparseStatus_t cuportSparseCreateDnMat(cuportSparseDnMatDescr_t *m, int64_t rows,
                                             int64_t cols, int64_t ld, void *values,
                                             cuportDataType vtype, cuportSparseOrder_t order)
{
  if (!m || rows < 0 || cols < 0 ||
      (order != CUPORT_SPARSE_ORDER_COL && order != CUPORT_SPARSE_ORDER_ROW) ||
      ld < (order == CUPORT_SPARSE_ORDER_COL ? rows : cols))
    return sp_fail(INVALID, "cuportSparseCreateDnMat: bad sizes, order or leading dimension");
  if (!(*m = calloc(1, sizeof **m)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  **m = (struct cuportSparseDnMat){rows, cols, ld, values, vtype, order, 1, 0};
  return OK;
}

cuportSparseStatus_t cuportSparseCreateConstDnMat(cuportSparseConstDnMatDescr_t *m, int64_t rows,
                                                  int64_t cols, int64_t ld, const void *values,
                                                  cuportDataType vtype, cuportSparseOrder_t order)
{
  return cuportSparseCreateDnMat((cuportSparseDnMatDescr_t *)m, rows, cols, ld, (void *)values,
                                 vtype, order);
}

cuportSparseStatus_t cuportSparseDestroyDnMat(cuportSparseConstDnMatDescr_t m)
{
  free((void *)m);
  return OK;
}

cuportSparseStatus_t cuportSparseDnMatGet(cuportSparseDnMatDescr_t m, int64_t *rows, int64_t *cols,
                                          int64_t *ld, void **values, cuportDataType *type,
                                          cuportSparseOrder_t *order)
{
  if (!m)
    return INVALID;
  if (rows) *rows = m->rows;
  if (cols) *cols = m->cols;
  if (ld) *ld = m->ld;
  if (values) *values = m->val;
  if (type) *type = m->vtype;
  if (order) *order = m->order;
  return OK;
}

cuportSparseStatus_t cuportSparseDnMatGetValues(cuportSparseDnMatDescr_t m, void **values)
{
  if (!m || !values)
    return INVALID;
  *values = m->val;
  return OK;
}

cuportSparseStatus_t cuportSparseDnMatSetValues(cuportSparseDnMatDescr_t m, void *values)
{
  if (!m)
    return INVALID;
  m->val = values;
  return OK;
}

cuportSparseStatus_t cuportSparseDnMatSetStridedBatch(cuportSparseDnMatDescr_t m, int batchCount,
                                                      int64_t batchStride)
{
  if (!m || batchCount < 1 || batchStride < 0)
    return INVALID;
  m->batch = batchCount;
  m->stride = batchStride;
  return OK;
}

cuportSparseStatus_t cuportSparseDnMatGetStridedBatch(cuportSparseDnMatDescr_t m, int *batchCount,
                                                      int64_t *batchStride)
{
  if (!m)
    return INVALID;
  if (batchCount) *batchCount = m->batch;
  if (batchStride) *batchStride = m->stride;
  return OK;
}

/* ---- sparse matrices ---- */

static cuportSparseStatus_t create_spmat(cuportSparseSpMatDescr_t *m, cuportSparseFormat_t f,
                                         int64_t rows, int64_t cols, int64_t nnz, void *p, void *q,
                                         void *val, cuportSparseIndexType_t pt,
                                         cuportSparseIndexType_t qt, cuportSparseIndexBase_t base,
                                         cuportDataType vt)
{
  if (!m || rows < 0 || cols < 0 || nnz < 0 || (unsigned)base > 1)
    return sp_fail(INVALID, "creating a sparse matrix: negative sizes or a bad index base");
  if (!(*m = calloc(1, sizeof **m)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  **m = (struct cuportSparseSpMat){.format = f, .rows = rows, .cols = cols, .nnz = nnz, .p = p,
                                   .q = q, .val = val, .ptype = pt, .qtype = qt, .base = base,
                                   .vtype = vt, .batch = 1};
  return OK;
}

cuportSparseStatus_t cuportSparseCreateCsr(cuportSparseSpMatDescr_t *m, int64_t rows, int64_t cols,
                                           int64_t nnz, void *offsets, void *columns, void *values,
                                           cuportSparseIndexType_t ot, cuportSparseIndexType_t ct,
                                           cuportSparseIndexBase_t base, cuportDataType vt)
{
  return create_spmat(m, CUPORT_SPARSE_FORMAT_CSR, rows, cols, nnz, offsets, columns, values, ot,
                      ct, base, vt);
}

cuportSparseStatus_t cuportSparseCreateConstCsr(cuportSparseConstSpMatDescr_t *m, int64_t rows,
                                                int64_t cols, int64_t nnz, const void *offsets,
                                                const void *columns, const void *values,
                                                cuportSparseIndexType_t ot,
                                                cuportSparseIndexType_t ct,
                                                cuportSparseIndexBase_t base, cuportDataType vt)
{
  return create_spmat((cuportSparseSpMatDescr_t *)m, CUPORT_SPARSE_FORMAT_CSR, rows, cols, nnz,
                      (void *)offsets, (void *)columns, (void *)values, ot, ct, base, vt);
}

cuportSparseStatus_t cuportSparseCreateCsc(cuportSparseSpMatDescr_t *m, int64_t rows, int64_t cols,
                                           int64_t nnz, void *offsets, void *rowInd, void *values,
                                           cuportSparseIndexType_t ot, cuportSparseIndexType_t rt,
                                           cuportSparseIndexBase_t base, cuportDataType vt)
{
  return create_spmat(m, CUPORT_SPARSE_FORMAT_CSC, rows, cols, nnz, offsets, rowInd, values, ot,
                      rt, base, vt);
}

cuportSparseStatus_t cuportSparseCreateCoo(cuportSparseSpMatDescr_t *m, int64_t rows, int64_t cols,
                                           int64_t nnz, void *rowInd, void *colInd, void *values,
                                           cuportSparseIndexType_t it, cuportSparseIndexBase_t base,
                                           cuportDataType vt)
{
  return create_spmat(m, CUPORT_SPARSE_FORMAT_COO, rows, cols, nnz, rowInd, colInd, values, it, it,
                      base, vt);
}

cuportSparseStatus_t cuportSparseCreateConstCoo(cuportSparseConstSpMatDescr_t *m, int64_t rows,
                                                int64_t cols, int64_t nnz, const void *rowInd,
                                                const void *colInd, const void *values,
                                                cuportSparseIndexType_t it,
                                                cuportSparseIndexBase_t base, cuportDataType vt)
{
  return create_spmat((cuportSparseSpMatDescr_t *)m, CUPORT_SPARSE_FORMAT_COO, rows, cols, nnz,
                      (void *)rowInd, (void *)colInd, (void *)values, it, it, base, vt);
}

cuportSparseStatus_t cuportSparseDestroySpMat(cuportSparseConstSpMatDescr_t m)
{
  free((void *)m);
  return OK;
}

cuportSparseStatus_t cuportSparseSpMatGetSize(cuportSparseConstSpMatDescr_t m, int64_t *rows,
                                              int64_t *cols, int64_t *nnz)
{
  if (!m)
    return INVALID;
  if (rows) *rows = m->rows;
  if (cols) *cols = m->cols;
  if (nnz) *nnz = m->nnz;
  return OK;
}

cuportSparseStatus_t cuportSparseSpMatGetFormat(cuportSparseConstSpMatDescr_t m,
                                                cuportSparseFormat_t *format)
{
  if (!m || !format)
    return INVALID;
  *format = m->format;
  return OK;
}

cuportSparseStatus_t cuportSparseSpMatGetIndexBase(cuportSparseConstSpMatDescr_t m,
                                                   cuportSparseIndexBase_t *base)
{
  if (!m || !base)
    return INVALID;
  *base = m->base;
  return OK;
}

cuportSparseStatus_t cuportSparseSpMatGetValues(cuportSparseSpMatDescr_t m, void **values)
{
  if (!m || !values)
    return INVALID;
  *values = m->val;
  return OK;
}

cuportSparseStatus_t cuportSparseSpMatSetValues(cuportSparseSpMatDescr_t m, void *values)
{
  if (!m)
    return INVALID;
  m->val = values;
  return OK;
}

cuportSparseStatus_t cuportSparseSpMatSetAttribute(cuportSparseSpMatDescr_t m,
                                                   cuportSparseSpMatAttribute_t attribute,
                                                   void *data, size_t dataSize)
{
  int v;

  if (!m || !data || dataSize < sizeof(int))
    return INVALID;
  memcpy(&v, data, sizeof v);
  if (attribute == CUPORT_SPARSE_SPMAT_FILL_MODE && (unsigned)v <= 1)
    m->fill = (cuportSparseFillMode_t)v;
  else if (attribute == CUPORT_SPARSE_SPMAT_DIAG_TYPE && (unsigned)v <= 1)
    m->diag = (cuportSparseDiagType_t)v;
  else
    return INVALID;
  return OK;
}

cuportSparseStatus_t cuportSparseSpMatGetAttribute(cuportSparseConstSpMatDescr_t m,
                                                   cuportSparseSpMatAttribute_t attribute,
                                                   void *data, size_t dataSize)
{
  int v;

  if (!m || !data || dataSize < sizeof(int))
    return INVALID;
  if (attribute == CUPORT_SPARSE_SPMAT_FILL_MODE)
    v = (int)m->fill;
  else if (attribute == CUPORT_SPARSE_SPMAT_DIAG_TYPE)
    v = (int)m->diag;
  else
    return INVALID;
  memcpy(data, &v, sizeof v);
  return OK;
}

cuportSparseStatus_t cuportSparseCsrGet(cuportSparseSpMatDescr_t m, int64_t *rows, int64_t *cols,
                                        int64_t *nnz, void **offsets, void **columns,
                                        void **values, cuportSparseIndexType_t *ot,
                                        cuportSparseIndexType_t *ct, cuportSparseIndexBase_t *base,
                                        cuportDataType *vt)
{
  if (!m || m->format != CUPORT_SPARSE_FORMAT_CSR)
    return INVALID;
  if (rows) *rows = m->rows;
  if (cols) *cols = m->cols;
  if (nnz) *nnz = m->nnz;
  if (offsets) *offsets = m->p;
  if (columns) *columns = m->q;
  if (values) *values = m->val;
  if (ot) *ot = m->ptype;
  if (ct) *ct = m->qtype;
  if (base) *base = m->base;
  if (vt) *vt = m->vtype;
  return OK;
}

static cuportSparseStatus_t set_pointers(cuportSparseSpMatDescr_t m, cuportSparseFormat_t f,
                                         void *p, void *q, void *val)
{
  if (!m || m->format != f)
    return sp_fail(INVALID, "setting the pointers of a sparse matrix of another format");
  m->p = p;
  m->q = q;
  m->val = val;
  return OK;
}

cuportSparseStatus_t cuportSparseCsrSetPointers(cuportSparseSpMatDescr_t m, void *offsets,
                                                void *columns, void *values)
{
  return set_pointers(m, CUPORT_SPARSE_FORMAT_CSR, offsets, columns, values);
}

cuportSparseStatus_t cuportSparseCscSetPointers(cuportSparseSpMatDescr_t m, void *offsets,
                                                void *rows, void *values)
{
  return set_pointers(m, CUPORT_SPARSE_FORMAT_CSC, offsets, rows, values);
}

cuportSparseStatus_t cuportSparseCooSetPointers(cuportSparseSpMatDescr_t m, void *rows,
                                                void *columns, void *values)
{
  return set_pointers(m, CUPORT_SPARSE_FORMAT_COO, rows, columns, values);
}

cuportSparseStatus_t cuportSparseCsrSetStridedBatch(cuportSparseSpMatDescr_t m, int batchCount,
                                                    int64_t offsetsBatchStride,
                                                    int64_t columnsValuesBatchStride)
{
  if (!m || m->format != CUPORT_SPARSE_FORMAT_CSR || batchCount < 1 || offsetsBatchStride < 0 ||
      columnsValuesBatchStride < 0)
    return INVALID;
  m->batch = batchCount;
  m->pstride = offsetsBatchStride;
  m->qstride = columnsValuesBatchStride;
  return OK;
}

cuportSparseStatus_t cuportSparseCooSetStridedBatch(cuportSparseSpMatDescr_t m, int batchCount,
                                                    int64_t batchStride)
{
  if (!m || m->format != CUPORT_SPARSE_FORMAT_COO || batchCount < 1 || batchStride < 0)
    return INVALID;
  m->batch = batchCount;
  m->pstride = m->qstride = batchStride;
  return OK;
}
