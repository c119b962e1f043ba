/*
 * sparse_internal.h: the map of the runtime's cuSPARSE (cuport_sparse.h), shared by
 * sparse.c (handles, descriptors, staging), sparse_ops.c (the generic API's operations),
 * sparse_legacy.c (the legacy calls) and sparse_kernels.c (the OpenCL C kernels).
 *
 * Operations run in two ways.  The ones a solver calls in its loop (SpMV over CSR or COO
 * without a transpose, Axpby, Gather, Scatter) are kernels of the runtime's own, queued on
 * the handle's stream.  The rest stage their operands on the host: they wait for the
 * stream, copy the arrays they read into host memory, compute there, and copy what they
 * write back; docs/sparse.md says which is which.
 */
#ifndef CUPORT_SPARSE_INTERNAL_H
#define CUPORT_SPARSE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "cuport_sparse.h"

struct cuportSparseContext {
  cuportStream_t stream;
  cuportSparsePointerMode_t mode;
};

struct cuportSparseMatDescr {
  cuportSparseMatrixType_t type;
  cuportSparseFillMode_t fill;
  cuportSparseDiagType_t diag;
  cuportSparseIndexBase_t base;
};

struct cuportSparseSpVec {
  int64_t size, nnz;
  void *idx, *val;
  cuportSparseIndexType_t itype;
  cuportSparseIndexBase_t base;
  cuportDataType vtype;
};

struct cuportSparseDnVec {
  int64_t size;
  void *val;
  cuportDataType vtype;
};

struct cuportSparseDnMat {
  int64_t rows, cols, ld;
  void *val;
  cuportDataType vtype;
  cuportSparseOrder_t order;
  int batch;
  int64_t stride;
};

/* CSR: p = row offsets, q = column indices; CSC: p = column offsets, q = row indices;
   COO: p = row indices, q = column indices (both of qtype). */
struct cuportSparseSpMat {
  cuportSparseFormat_t format;
  int64_t rows, cols, nnz;
  void *p, *q, *val;
  cuportSparseIndexType_t ptype, qtype;
  cuportSparseIndexBase_t base;
  cuportDataType vtype;
  cuportSparseFillMode_t fill;
  cuportSparseDiagType_t diag;
  int batch;
  int64_t pstride, qstride; /* per batch, in elements (CSR: offsets, columns/values) */
};

/* ------------------------------------------------------------ sparse.c */

/* Returns status; for an error, prints "cuport sparse: <what>" on stderr first. */
cuportSparseStatus_t sp_fail(cuportSparseStatus_t status, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Bytes of one element of a value type (0 for a type the runtime does not take: R_32F and
   R_64F only) and of an index type (0 unless 32I or 64I). */
size_t sp_vsize(cuportDataType t);
size_t sp_isize(cuportSparseIndexType_t t);
/* Element i of an array of value type t, as a double, and the other way. */
double sp_vget(const void *a, cuportDataType t, int64_t i);
void sp_vset(void *a, cuportDataType t, int64_t i, double v);
int64_t sp_iget(const void *a, cuportSparseIndexType_t t, int64_t i);
void sp_iset(void *a, cuportSparseIndexType_t t, int64_t i, int64_t v);
/* Waits for the handle's stream: what was queued there is done before the host reads. */
cuportSparseStatus_t sp_wait(cuportSparseHandle_t h);
/* A host copy of bytes at device (or host) address src; *out is malloc'ed (NULL for 0
   bytes), the caller frees it.  sp_put copies a host array back. */
cuportSparseStatus_t sp_get(const void *src, size_t bytes, void **out);
cuportSparseStatus_t sp_put(void *dst, const void *src, size_t bytes);
/* The scalar at p of the compute type, read as the handle's pointer mode says. */
cuportSparseStatus_t sp_scalar(cuportSparseHandle_t h, const void *p, cuportDataType t, double *v);

/* A sparse matrix staged on the host as 0-based CSR with 64-bit indices and double values. */
typedef struct {
  int64_t rows, cols, nnz;
  int64_t *ptr, *col;
  double *val;
  int64_t *pos; /* pos[k]: the index in the descriptor's arrays of CSR entry k */
} sp_csr;
/* Stages batch b of m (CSR, CSC or COO) as CSR; with values=0 the values are not read. */
cuportSparseStatus_t sp_csr_get(const struct cuportSparseSpMat *m, int b, int values, sp_csr *out);
void sp_csr_free(sp_csr *c);
/* The transpose of a (a new CSR; positions carried over). */
cuportSparseStatus_t sp_csr_transpose(const sp_csr *a, sp_csr *t);
/* Writes the values of c back to batch b of m, each to its position. */
cuportSparseStatus_t sp_csr_put_values(const struct cuportSparseSpMat *m, int b, const sp_csr *c);
/* Checks m's types; names the function in the message. */
cuportSparseStatus_t sp_check_spmat(const struct cuportSparseSpMat *m, const char *fn);

/* A dense matrix (batch b) staged on the host as doubles, with its own layout. */
typedef struct {
  int64_t rows, cols, ld;
  int col_major;
  double *v;
} sp_dense;
cuportSparseStatus_t sp_dense_get(const struct cuportSparseDnMat *m, int b, sp_dense *out);
cuportSparseStatus_t sp_dense_put(const struct cuportSparseDnMat *m, int b, const sp_dense *d);
void sp_dense_free(sp_dense *d);
static inline double *sp_at(const sp_dense *d, int64_t i, int64_t j)
{
  return d->col_major ? &d->v[i + j * d->ld] : &d->v[i * d->ld + j];
}
/* Stages count elements of type t at src as doubles, and back. */
cuportSparseStatus_t sp_vals_get(const void *src, cuportDataType t, int64_t count, double **out);
cuportSparseStatus_t sp_vals_put(void *dst, cuportDataType t, int64_t count, const double *v);
cuportSparseStatus_t sp_idx_get(const void *src, cuportSparseIndexType_t t, int64_t count, int64_t **out);
cuportSparseStatus_t sp_idx_put(void *dst, cuportSparseIndexType_t t, int64_t count, const int64_t *v);

/* ------------------------------------------------------------ sparse_kernels.c */

/* y = alpha * A * x + beta * y on the device, A CSR or COO (batch 1, no transpose); returns
   CUPORT_SPARSE_STATUS_NOT_SUPPORTED, having queued nothing, when it does not apply. */
cuportSparseStatus_t sp_dev_spmv(cuportSparseHandle_t h, double alpha,
                                 const struct cuportSparseSpMat *a, const struct cuportSparseDnVec *x,
                                 double beta, struct cuportSparseDnVec *y);
/* y = beta * y, then y[idx[i]] += alpha * x[i] (mode 0, Axpby); x[i] = y[idx[i]] (mode 1,
   Gather); y[idx[i]] = x[i] (mode 2, Scatter). */
cuportSparseStatus_t sp_dev_vec(cuportSparseHandle_t h, int mode, double alpha,
                                const struct cuportSparseSpVec *x, double beta,
                                struct cuportSparseDnVec *y);

#endif
