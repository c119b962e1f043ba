/*
 * sparse_ops.c: the operations of the runtime's cuSPARSE generic API: SpMV, SpMM, SDDMM,
 * SpGEMM, SparseToDense, DenseToSparse, Axpby, Gather, Scatter, SpSV and SpSM, with
 * cuSPARSE's meaning of alpha and beta (beta == 0: the output is not read), of the
 * operations (transposes) and of index bases.  SpMV over CSR and COO without a transpose,
 * Axpby, Gather and Scatter try the device kernels of sparse_kernels.c first; everything
 * else is staged on the host (sparse.c) in double precision and written back in the
 * caller's value type.  The *_bufferSize calls return a small positive size, so the
 * two-call protocol (size, allocate, compute) works unchanged.
 */
#include <stdlib.h>
#include <string.h>

#include "sparse_internal.h"

#define OK CUPORT_SPARSE_STATUS_SUCCESS
#define BUFFER_BYTES 16
#define TRY(x) do { if ((s = (x)) != OK) goto done; } while (0)

static int transposed(cuportSparseOperation_t op)
{
  return op != CUPORT_SPARSE_OPERATION_NON_TRANSPOSE;
}

static cuportSparseStatus_t check_op(cuportSparseOperation_t op, cuportDataType vt, const char *fn)
{
  if ((unsigned)op > CUPORT_SPARSE_OPERATION_CONJUGATE_TRANSPOSE)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: bad operation %d", fn, (int)op);
  (void)vt; /* real types only: the conjugate transpose is the transpose */
  return OK;
}

static cuportSparseStatus_t check_dense(const void *val, cuportDataType vt, const char *fn)
{
  if (!sp_vsize(vt))
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_SUPPORTED, "%s: dense values must be CUDA_R_32F or "
                   "CUDA_R_64F", fn);
  (void)val;
  return OK;
}

static cuportSparseStatus_t size_only(size_t *bytes)
{
  if (!bytes)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *bytes = BUFFER_BYTES;
  return OK;
}

/* ---- SpMV ---- */

cuportSparseStatus_t cuportSparseSpMV_bufferSize(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                 const void *alpha, cuportSparseConstSpMatDescr_t a,
                                                 cuportSparseConstDnVecDescr_t x, const void *beta,
                                                 cuportSparseDnVecDescr_t y, cuportDataType ct,
                                                 cuportSparseSpMVAlg_t alg, size_t *bytes)
{
  (void)opA, (void)alpha, (void)a, (void)x, (void)beta, (void)y, (void)ct, (void)alg;
  return h ? size_only(bytes) : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

cuportSparseStatus_t cuportSparseSpMV_preprocess(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                 const void *alpha, cuportSparseConstSpMatDescr_t a,
                                                 cuportSparseConstDnVecDescr_t x, const void *beta,
                                                 cuportSparseDnVecDescr_t y, cuportDataType ct,
                                                 cuportSparseSpMVAlg_t alg, void *buf)
{
  (void)opA, (void)alpha, (void)a, (void)x, (void)beta, (void)y, (void)ct, (void)alg, (void)buf;
  return h ? OK : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

cuportSparseStatus_t cuportSparseSpMV(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                      const void *alpha, cuportSparseConstSpMatDescr_t a,
                                      cuportSparseConstDnVecDescr_t x, const void *beta,
                                      cuportSparseDnVecDescr_t y, cuportDataType ct,
                                      cuportSparseSpMVAlg_t alg, void *buf)
{
  cuportSparseStatus_t s;
  double al, be, *xv = NULL, *yv = NULL;
  int64_t n_out, n_in;
  sp_csr A = {0};
  int t = transposed(opA);

  (void)alg, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if ((s = sp_check_spmat(a, "cuportSparseSpMV")) || (s = check_op(opA, a->vtype, "cuportSparseSpMV")))
    return s;
  if (!x || !y || (s = check_dense(x->val, x->vtype, "cuportSparseSpMV")) ||
      (s = check_dense(y->val, y->vtype, "cuportSparseSpMV")))
    return s ? s : CUPORT_SPARSE_STATUS_INVALID_VALUE;
  n_out = t ? a->cols : a->rows;
  n_in = t ? a->rows : a->cols;
  if (x->size < n_in || y->size < n_out)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "cuportSparseSpMV: x has %lld elements "
                   "and y %lld for a %lld x %lld product", (long long)x->size, (long long)y->size,
                   (long long)n_out, (long long)n_in);
  if ((s = sp_scalar(h, alpha, ct, &al)) || (s = sp_scalar(h, beta, ct, &be)))
    return s;
  if (!t && a->batch == 1 && (s = sp_dev_spmv(h, al, a, x, be, y)) != CUPORT_SPARSE_STATUS_NOT_SUPPORTED)
    return s;
  TRY(sp_wait(h));
  TRY(sp_csr_get(a, 0, 1, &A));
  TRY(sp_vals_get(x->val, x->vtype, n_in, &xv));
  TRY(sp_vals_get(y->val, y->vtype, n_out, &yv));
  for (int64_t i = 0; i < n_out; i++)
    yv[i] = be == 0.0 ? 0.0 : be * yv[i];
  for (int64_t i = 0; i < A.rows; i++)
    for (int64_t k = A.ptr[i]; k < A.ptr[i + 1]; k++) {
      if (t)
        yv[A.col[k]] += al * A.val[k] * xv[i];
      else
        yv[i] += al * A.val[k] * xv[A.col[k]];
    }
  s = sp_vals_put(y->val, y->vtype, n_out, yv);
done:
  sp_csr_free(&A);
  free(xv);
  free(yv);
  return s;
}

/* ---- SpMM: C = alpha * op(A) * op(B) + beta * C ---- */

cuportSparseStatus_t cuportSparseSpMM_bufferSize(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                 cuportSparseOperation_t opB, const void *alpha,
                                                 cuportSparseConstSpMatDescr_t a,
                                                 cuportSparseConstDnMatDescr_t b, const void *beta,
                                                 cuportSparseDnMatDescr_t c, cuportDataType ct,
                                                 cuportSparseSpMMAlg_t alg, size_t *bytes)
{
  (void)opA, (void)opB, (void)alpha, (void)a, (void)b, (void)beta, (void)c, (void)ct, (void)alg;
  return h ? size_only(bytes) : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

cuportSparseStatus_t cuportSparseSpMM_preprocess(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                 cuportSparseOperation_t opB, const void *alpha,
                                                 cuportSparseConstSpMatDescr_t a,
                                                 cuportSparseConstDnMatDescr_t b, const void *beta,
                                                 cuportSparseDnMatDescr_t c, cuportDataType ct,
                                                 cuportSparseSpMMAlg_t alg, void *buf)
{
  (void)opA, (void)opB, (void)alpha, (void)a, (void)b, (void)beta, (void)c, (void)ct, (void)alg;
  (void)buf;
  return h ? OK : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

/* Element (i, j) of op(B). */
static double opb(const sp_dense *b, int t, int64_t i, int64_t j)
{
  return t ? *sp_at(b, j, i) : *sp_at(b, i, j);
}

cuportSparseStatus_t cuportSparseSpMM(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                      cuportSparseOperation_t opB, const void *alpha,
                                      cuportSparseConstSpMatDescr_t a,
                                      cuportSparseConstDnMatDescr_t b, const void *beta,
                                      cuportSparseDnMatDescr_t c, cuportDataType ct,
                                      cuportSparseSpMMAlg_t alg, void *buf)
{
  const char *fn = "cuportSparseSpMM";
  cuportSparseStatus_t s;
  double al, be;
  int ta = transposed(opA), tb = transposed(opB);
  int64_t m, k, n;
  sp_csr A = {0}, At = {0};
  sp_dense B = {0}, C = {0};

  (void)alg, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if ((s = sp_check_spmat(a, fn)) || (s = check_op(opA, a->vtype, fn)) ||
      (s = check_op(opB, a->vtype, fn)))
    return s;
  if (!b || !c || (s = check_dense(b->val, b->vtype, fn)) || (s = check_dense(c->val, c->vtype, fn)))
    return s ? s : CUPORT_SPARSE_STATUS_INVALID_VALUE;
  m = ta ? a->cols : a->rows;
  k = ta ? a->rows : a->cols;
  n = c->cols;
  if (c->rows != m || (tb ? b->cols : b->rows) != k || (tb ? b->rows : b->cols) != n)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: the sizes of op(A), op(B) and C do "
                   "not match", fn);
  if ((s = sp_scalar(h, alpha, ct, &al)) || (s = sp_scalar(h, beta, ct, &be)))
    return s;
  if ((s = sp_wait(h)))
    return s;
  for (int bt = 0; bt < c->batch; bt++) {
    const sp_csr *op;
    if (bt == 0 || a->batch > 1) {
      sp_csr_free(&A);
      sp_csr_free(&At);
      TRY(sp_csr_get(a, a->batch > 1 ? bt : 0, 1, &A));
      if (ta)
        TRY(sp_csr_transpose(&A, &At));
    }
    op = ta ? &At : &A;
    if (bt == 0 || b->batch > 1) {
      sp_dense_free(&B);
      TRY(sp_dense_get(b, b->batch > 1 ? bt : 0, &B));
    }
    TRY(sp_dense_get(c, bt, &C));
    for (int64_t i = 0; i < m; i++)
      for (int64_t j = 0; j < n; j++) {
        double acc = 0.0;
        for (int64_t e = op->ptr[i]; e < op->ptr[i + 1]; e++)
          acc += op->val[e] * opb(&B, tb, op->col[e], j);
        *sp_at(&C, i, j) = al * acc + (be == 0.0 ? 0.0 : be * *sp_at(&C, i, j));
      }
    TRY(sp_dense_put(c, bt, &C));
    sp_dense_free(&C);
  }
done:
  sp_csr_free(&A);
  sp_csr_free(&At);
  sp_dense_free(&B);
  sp_dense_free(&C);
  return s;
}

/* ---- SDDMM: C = alpha * (op(A) * op(B)) o spy(C) + beta * C ---- */

cuportSparseStatus_t cuportSparseSDDMM_bufferSize(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                  cuportSparseOperation_t opB, const void *alpha,
                                                  cuportSparseConstDnMatDescr_t a,
                                                  cuportSparseConstDnMatDescr_t b, const void *beta,
                                                  cuportSparseSpMatDescr_t c, cuportDataType ct,
                                                  cuportSparseSDDMMAlg_t alg, size_t *bytes)
{
  (void)opA, (void)opB, (void)alpha, (void)a, (void)b, (void)beta, (void)c, (void)ct, (void)alg;
  return h ? size_only(bytes) : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

cuportSparseStatus_t cuportSparseSDDMM_preprocess(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                  cuportSparseOperation_t opB, const void *alpha,
                                                  cuportSparseConstDnMatDescr_t a,
                                                  cuportSparseConstDnMatDescr_t b, const void *beta,
                                                  cuportSparseSpMatDescr_t c, cuportDataType ct,
                                                  cuportSparseSDDMMAlg_t alg, void *buf)
{
  (void)opA, (void)opB, (void)alpha, (void)a, (void)b, (void)beta, (void)c, (void)ct, (void)alg;
  (void)buf;
  return h ? OK : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

cuportSparseStatus_t cuportSparseSDDMM(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                       cuportSparseOperation_t opB, const void *alpha,
                                       cuportSparseConstDnMatDescr_t a,
                                       cuportSparseConstDnMatDescr_t b, const void *beta,
                                       cuportSparseSpMatDescr_t c, cuportDataType ct,
                                       cuportSparseSDDMMAlg_t alg, void *buf)
{
  const char *fn = "cuportSparseSDDMM";
  cuportSparseStatus_t s;
  double al, be;
  int ta = transposed(opA), tb = transposed(opB);
  int64_t k;
  sp_csr C = {0};
  sp_dense A = {0}, B = {0};

  (void)alg, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if ((s = sp_check_spmat(c, fn)) || (s = check_op(opA, c->vtype, fn)) ||
      (s = check_op(opB, c->vtype, fn)))
    return s;
  if (!a || !b || (s = check_dense(a->val, a->vtype, fn)) || (s = check_dense(b->val, b->vtype, fn)))
    return s ? s : CUPORT_SPARSE_STATUS_INVALID_VALUE;
  k = ta ? a->rows : a->cols;
  if ((ta ? a->cols : a->rows) != c->rows || (tb ? b->cols : b->rows) != k ||
      (tb ? b->rows : b->cols) != c->cols)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: the sizes of op(A), op(B) and C do "
                   "not match", fn);
  if ((s = sp_scalar(h, alpha, ct, &al)) || (s = sp_scalar(h, beta, ct, &be)) || (s = sp_wait(h)))
    return s;
  for (int bt = 0; bt < c->batch; bt++) {
    if (bt == 0 || a->batch > 1) {
      sp_dense_free(&A);
      TRY(sp_dense_get(a, a->batch > 1 ? bt : 0, &A));
    }
    if (bt == 0 || b->batch > 1) {
      sp_dense_free(&B);
      TRY(sp_dense_get(b, b->batch > 1 ? bt : 0, &B));
    }
    TRY(sp_csr_get(c, bt, 1, &C));
    for (int64_t i = 0; i < C.rows; i++)
      for (int64_t e = C.ptr[i]; e < C.ptr[i + 1]; e++) {
        double acc = 0.0;
        for (int64_t l = 0; l < k; l++)
          acc += opb(&A, ta, i, l) * opb(&B, tb, l, C.col[e]);
        C.val[e] = al * acc + (be == 0.0 ? 0.0 : be * C.val[e]);
      }
    TRY(sp_csr_put_values(c, bt, &C));
    sp_csr_free(&C);
  }
done:
  sp_csr_free(&C);
  sp_dense_free(&A);
  sp_dense_free(&B);
  return s;
}

/* ---- SpGEMM: C = alpha * op(A) * op(B), kept in the descriptor between compute and copy ---- */

struct cuportSparseSpGEMMDescr {
  sp_csr c;
  int computed;
};

cuportSparseStatus_t cuportSparseSpGEMM_createDescr(cuportSparseSpGEMMDescr_t *d)
{
  if (!d)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  return (*d = calloc(1, sizeof **d)) ? OK : CUPORT_SPARSE_STATUS_ALLOC_FAILED;
}

cuportSparseStatus_t cuportSparseSpGEMM_destroyDescr(cuportSparseSpGEMMDescr_t d)
{
  if (d)
    sp_csr_free(&d->c);
  free(d);
  return OK;
}

cuportSparseStatus_t cuportSparseSpGEMM_workEstimation(
    cuportSparseHandle_t h, cuportSparseOperation_t opA, cuportSparseOperation_t opB,
    const void *alpha, cuportSparseConstSpMatDescr_t a, cuportSparseConstSpMatDescr_t b,
    const void *beta, cuportSparseSpMatDescr_t c, cuportDataType ct, cuportSparseSpGEMMAlg_t alg,
    cuportSparseSpGEMMDescr_t d, size_t *bytes1, void *buf1)
{
  (void)opA, (void)opB, (void)alpha, (void)a, (void)b, (void)beta, (void)c, (void)ct, (void)alg;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!d || !bytes1)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (!buf1)
    *bytes1 = BUFFER_BYTES;
  return OK;
}

static int by_column(const void *x, const void *y)
{
  const int64_t *a = x, *b = y;
  return (a[0] > b[0]) - (a[0] < b[0]);
}

/* Gustavson's row-by-row product with a dense accumulator; each row's columns sorted. */
static cuportSparseStatus_t multiply(const sp_csr *a, const sp_csr *b, double alpha, sp_csr *c)
{
  int64_t cap = 16, nnz = 0, *mark = malloc((size_t)(b->cols ? b->cols : 1) * sizeof(int64_t));
  int64_t *cols = malloc((size_t)(b->cols ? b->cols : 1) * 2 * sizeof(int64_t));
  double *acc = calloc((size_t)(b->cols ? b->cols : 1), sizeof(double));

  memset(c, 0, sizeof *c);
  c->rows = a->rows;
  c->cols = b->cols;
  c->ptr = calloc((size_t)a->rows + 1, sizeof(int64_t));
  c->col = malloc((size_t)cap * sizeof(int64_t));
  c->val = malloc((size_t)cap * sizeof(double));
  if (!mark || !cols || !acc || !c->ptr || !c->col || !c->val)
    goto oom;
  for (int64_t j = 0; j < b->cols; j++)
    mark[j] = -1;
  for (int64_t i = 0; i < a->rows; i++) {
    int64_t len = 0;
    for (int64_t e = a->ptr[i]; e < a->ptr[i + 1]; e++)
      for (int64_t f = b->ptr[a->col[e]]; f < b->ptr[a->col[e] + 1]; f++) {
        int64_t j = b->col[f];
        if (mark[j] != i) {
          mark[j] = i;
          acc[j] = 0.0;
          cols[2 * len] = j;
          len++;
        }
        acc[j] += a->val[e] * b->val[f];
      }
    qsort(cols, (size_t)len, 2 * sizeof(int64_t), by_column);
    if (nnz + len > cap) {
      while (nnz + len > cap)
        cap *= 2;
      int64_t *nc = realloc(c->col, (size_t)cap * sizeof(int64_t));
      double *nv = nc ? realloc(c->val, (size_t)cap * sizeof(double)) : NULL;
      if (nc) c->col = nc;
      if (nv) c->val = nv;
      if (!nc || !nv)
        goto oom;
    }
    for (int64_t l = 0; l < len; l++) {
      c->col[nnz] = cols[2 * l];
      c->val[nnz++] = alpha * acc[cols[2 * l]];
    }
    c->ptr[i + 1] = nnz;
  }
  c->nnz = nnz;
  free(mark);
  free(cols);
  free(acc);
  return OK;
oom:
  free(mark);
  free(cols);
  free(acc);
  sp_csr_free(c);
  return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
}

cuportSparseStatus_t cuportSparseSpGEMM_compute(
    cuportSparseHandle_t h, cuportSparseOperation_t opA, cuportSparseOperation_t opB,
    const void *alpha, cuportSparseConstSpMatDescr_t a, cuportSparseConstSpMatDescr_t b,
    const void *beta, cuportSparseSpMatDescr_t c, cuportDataType ct, cuportSparseSpGEMMAlg_t alg,
    cuportSparseSpGEMMDescr_t d, size_t *bytes2, void *buf2)
{
  const char *fn = "cuportSparseSpGEMM_compute";
  cuportSparseStatus_t s;
  sp_csr A = {0}, B = {0}, T = {0};
  double al, be;

  (void)alg;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!d || !bytes2 || !c)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (!buf2) {
    *bytes2 = BUFFER_BYTES;
    return OK;
  }
  if ((s = sp_check_spmat(a, fn)) || (s = sp_check_spmat(b, fn)) || (s = check_op(opA, a->vtype, fn)) ||
      (s = check_op(opB, b->vtype, fn)))
    return s;
  if (c->format != CUPORT_SPARSE_FORMAT_CSR)
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_SUPPORTED, "%s: C must be CSR", fn);
  if ((s = sp_scalar(h, alpha, ct, &al)) || (s = sp_scalar(h, beta, ct, &be)) || (s = sp_wait(h)))
    return s;
  if (be != 0.0 && c->nnz > 0)
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_SUPPORTED, "%s: beta != 0 with a non-empty C", fn);
  TRY(sp_csr_get(a, 0, 1, &A));
  if (transposed(opA)) {
    TRY(sp_csr_transpose(&A, &T));
    sp_csr_free(&A);
    A = T;
    memset(&T, 0, sizeof T);
  }
  TRY(sp_csr_get(b, 0, 1, &B));
  if (transposed(opB)) {
    TRY(sp_csr_transpose(&B, &T));
    sp_csr_free(&B);
    B = T;
    memset(&T, 0, sizeof T);
  }
  if (A.cols != B.rows || A.rows != c->rows || B.cols != c->cols) {
    s = sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: the sizes of op(A), op(B) and C do not "
                "match", fn);
    goto done;
  }
  sp_csr_free(&d->c);
  TRY(multiply(&A, &B, al, &d->c));
  d->computed = 1;
  c->nnz = d->c.nnz;
done:
  sp_csr_free(&A);
  sp_csr_free(&B);
  sp_csr_free(&T);
  return s;
}

cuportSparseStatus_t cuportSparseSpGEMM_copy(
    cuportSparseHandle_t h, cuportSparseOperation_t opA, cuportSparseOperation_t opB,
    const void *alpha, cuportSparseConstSpMatDescr_t a, cuportSparseConstSpMatDescr_t b,
    const void *beta, cuportSparseSpMatDescr_t c, cuportDataType ct, cuportSparseSpGEMMAlg_t alg,
    cuportSparseSpGEMMDescr_t d)
{
  cuportSparseStatus_t s;
  int64_t *p, *q;
  const sp_csr *r;

  (void)opA, (void)opB, (void)alpha, (void)a, (void)b, (void)beta, (void)ct, (void)alg;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!d || !d->computed || !c || c->format != CUPORT_SPARSE_FORMAT_CSR)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "cuportSparseSpGEMM_copy: no product "
                   "computed, or C is not CSR");
  r = &d->c;
  p = malloc(((size_t)r->rows + 1) * sizeof(int64_t));
  q = malloc((size_t)(r->nnz ? r->nnz : 1) * sizeof(int64_t));
  if (!p || !q) {
    free(p);
    free(q);
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  }
  for (int64_t i = 0; i <= r->rows; i++)
    p[i] = r->ptr[i] + c->base;
  for (int64_t e = 0; e < r->nnz; e++)
    q[e] = r->col[e] + c->base;
  if (!(s = sp_idx_put(c->p, c->ptype, r->rows + 1, p)) &&
      !(s = sp_idx_put(c->q, c->qtype, r->nnz, q)))
    s = sp_vals_put(c->val, c->vtype, r->nnz, r->val);
  c->nnz = r->nnz;
  free(p);
  free(q);
  return s;
}

/* ---- conversions ---- */

cuportSparseStatus_t cuportSparseSparseToDense_bufferSize(cuportSparseHandle_t h,
                                                          cuportSparseConstSpMatDescr_t a,
                                                          cuportSparseDnMatDescr_t b,
                                                          cuportSparseSparseToDenseAlg_t alg,
                                                          size_t *bytes)
{
  (void)a, (void)b, (void)alg;
  return h ? size_only(bytes) : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

cuportSparseStatus_t cuportSparseSparseToDense(cuportSparseHandle_t h, cuportSparseConstSpMatDescr_t a,
                                               cuportSparseDnMatDescr_t b,
                                               cuportSparseSparseToDenseAlg_t alg, void *buf)
{
  const char *fn = "cuportSparseSparseToDense";
  cuportSparseStatus_t s;
  sp_csr A = {0};
  sp_dense B = {0};

  (void)alg, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if ((s = sp_check_spmat(a, fn)))
    return s;
  if (!b || (s = check_dense(b->val, b->vtype, fn)))
    return s ? s : CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (b->rows != a->rows || b->cols != a->cols)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: A and B differ in size", fn);
  if ((s = sp_wait(h)))
    return s;
  for (int bt = 0; bt < b->batch; bt++) {
    TRY(sp_csr_get(a, a->batch > 1 ? bt : 0, 1, &A));
    TRY(sp_dense_get(b, bt, &B));
    for (int64_t i = 0; i < B.rows; i++)
      for (int64_t j = 0; j < B.cols; j++)
        *sp_at(&B, i, j) = 0.0;
    for (int64_t i = 0; i < A.rows; i++)
      for (int64_t e = A.ptr[i]; e < A.ptr[i + 1]; e++)
        *sp_at(&B, i, A.col[e]) += A.val[e];
    TRY(sp_dense_put(b, bt, &B));
    sp_csr_free(&A);
    sp_dense_free(&B);
  }
done:
  sp_csr_free(&A);
  sp_dense_free(&B);
  return s;
}

cuportSparseStatus_t cuportSparseDenseToSparse_bufferSize(cuportSparseHandle_t h,
                                                          cuportSparseConstDnMatDescr_t a,
                                                          cuportSparseSpMatDescr_t b,
                                                          cuportSparseDenseToSparseAlg_t alg,
                                                          size_t *bytes)
{
  (void)a, (void)b, (void)alg;
  return h ? size_only(bytes) : CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
}

/* Counts A's non-zeros into b->nnz and writes b's offsets (CSR, CSC); with fill, also the
   indices and values. */
static cuportSparseStatus_t dense_to_sparse(cuportSparseHandle_t h, const struct cuportSparseDnMat *a,
                                            struct cuportSparseSpMat *b, int fill)
{
  const char *fn = fill ? "cuportSparseDenseToSparse_convert" : "cuportSparseDenseToSparse_analysis";
  cuportSparseStatus_t s = OK;
  sp_dense A = {0};
  int csc = b && b->format == CUPORT_SPARSE_FORMAT_CSC, coo = b && b->format == CUPORT_SPARSE_FORMAT_COO;
  int64_t nmaj, nmin, n = 0, *p = NULL, *q = NULL, *r = NULL;
  double *v = NULL;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!a || (s = check_dense(a->val, a->vtype, fn)) || (s = sp_check_spmat(b, fn)))
    return s ? s : CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (b->rows != a->rows || b->cols != a->cols)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: A and B differ in size", fn);
  TRY(sp_wait(h));
  TRY(sp_dense_get(a, 0, &A));
  nmaj = csc ? A.cols : A.rows;
  nmin = csc ? A.rows : A.cols;
  p = malloc(((size_t)nmaj + 1) * sizeof(int64_t));
  if (!p) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  p[0] = b->base;
  for (int64_t i = 0; i < nmaj; i++) {
    for (int64_t j = 0; j < nmin; j++)
      n += (csc ? *sp_at(&A, j, i) : *sp_at(&A, i, j)) != 0.0;
    p[i + 1] = n + b->base;
  }
  b->nnz = n;
  if (!coo)
    TRY(sp_idx_put(b->p, b->ptype, nmaj + 1, p));
  if (!fill)
    goto done;
  q = malloc((size_t)(n ? n : 1) * sizeof(int64_t));
  r = malloc((size_t)(n ? n : 1) * sizeof(int64_t));
  v = malloc((size_t)(n ? n : 1) * sizeof(double));
  if (!q || !r || !v) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  n = 0;
  for (int64_t i = 0; i < nmaj; i++)
    for (int64_t j = 0; j < nmin; j++) {
      double x = csc ? *sp_at(&A, j, i) : *sp_at(&A, i, j);
      if (x != 0.0) {
        r[n] = i + b->base;
        q[n] = j + b->base;
        v[n++] = x;
      }
    }
  if (coo)
    TRY(sp_idx_put(b->p, b->ptype, n, r));
  TRY(sp_idx_put(b->q, b->qtype, n, q));
  TRY(sp_vals_put(b->val, b->vtype, n, v));
done:
  sp_dense_free(&A);
  free(p);
  free(q);
  free(r);
  free(v);
  return s;
}

cuportSparseStatus_t cuportSparseDenseToSparse_analysis(cuportSparseHandle_t h,
                                                        cuportSparseConstDnMatDescr_t a,
                                                        cuportSparseSpMatDescr_t b,
                                                        cuportSparseDenseToSparseAlg_t alg, void *buf)
{
  (void)alg, (void)buf;
  return dense_to_sparse(h, a, b, 0);
}

cuportSparseStatus_t cuportSparseDenseToSparse_convert(cuportSparseHandle_t h,
                                                       cuportSparseConstDnMatDescr_t a,
                                                       cuportSparseSpMatDescr_t b,
                                                       cuportSparseDenseToSparseAlg_t alg, void *buf)
{
  (void)alg, (void)buf;
  return dense_to_sparse(h, a, b, 1);
}

/* ---- sparse vectors: Axpby, Gather, Scatter ---- */

static cuportSparseStatus_t vec_op(cuportSparseHandle_t h, int mode, const void *alpha,
                                   const struct cuportSparseSpVec *x, const void *beta,
                                   struct cuportSparseDnVec *y)
{
  static const char *const names[] = {"cuportSparseAxpby", "cuportSparseGather", "cuportSparseScatter"};
  cuportSparseStatus_t s;
  double al = 1.0, be = 1.0, *xv = NULL, *yv = NULL;
  int64_t *xi = NULL;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!x || !y)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (!sp_vsize(x->vtype) || !sp_vsize(y->vtype) || !sp_isize(x->itype))
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_SUPPORTED, "%s: values must be CUDA_R_32F or "
                   "CUDA_R_64F and indices CUSPARSE_INDEX_32I or _64I", names[mode]);
  if (mode == 0 && ((s = sp_scalar(h, alpha, x->vtype, &al)) || (s = sp_scalar(h, beta, x->vtype, &be))))
    return s;
  if ((s = sp_dev_vec(h, mode, al, x, be, y)) != CUPORT_SPARSE_STATUS_NOT_SUPPORTED)
    return s;
  TRY(sp_wait(h));
  TRY(sp_idx_get(x->idx, x->itype, x->nnz, &xi));
  TRY(sp_vals_get(x->val, x->vtype, x->nnz, &xv));
  TRY(sp_vals_get(y->val, y->vtype, y->size, &yv));
  if (mode == 0)
    for (int64_t i = 0; i < y->size; i++)
      yv[i] = be == 0.0 ? 0.0 : be * yv[i];
  for (int64_t i = 0; i < x->nnz; i++) {
    int64_t j = xi[i] - x->base;
    if (j < 0 || j >= y->size) {
      s = sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: index %lld outside the dense vector",
                  names[mode], (long long)xi[i]);
      goto done;
    }
    if (mode == 0)
      yv[j] += al * xv[i];
    else if (mode == 1)
      xv[i] = yv[j];
    else
      yv[j] = xv[i];
  }
  s = mode == 1 ? sp_vals_put(x->val, x->vtype, x->nnz, xv) : sp_vals_put(y->val, y->vtype, y->size, yv);
done:
  free(xi);
  free(xv);
  free(yv);
  return s;
}

cuportSparseStatus_t cuportSparseAxpby(cuportSparseHandle_t h, const void *alpha,
                                       cuportSparseConstSpVecDescr_t x, const void *beta,
                                       cuportSparseDnVecDescr_t y)
{
  return vec_op(h, 0, alpha, x, beta, y);
}

cuportSparseStatus_t cuportSparseGather(cuportSparseHandle_t h, cuportSparseConstDnVecDescr_t y,
                                        cuportSparseSpVecDescr_t x)
{
  return vec_op(h, 1, NULL, x, NULL, (struct cuportSparseDnVec *)y);
}

cuportSparseStatus_t cuportSparseScatter(cuportSparseHandle_t h, cuportSparseConstSpVecDescr_t x,
                                         cuportSparseDnVecDescr_t y)
{
  return vec_op(h, 2, NULL, x, NULL, y);
}
