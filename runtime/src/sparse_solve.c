/*
 * sparse_solve.c: the triangular solves of the runtime's cuSPARSE generic API, SpSV
 * (op(A) * y = alpha * x) and SpSM (op(A) * C = alpha * op(B)), and the legacy incomplete
 * factorizations csrilu02 and csric02.  The matrix's fill mode and diagonal type come
 * from its attributes (cuportSparseSpMatSetAttribute); entries outside the triangle are
 * ignored and, with a unit diagonal, so are the stored diagonal entries, as in cuSPARSE.
 * All run on the host over staged copies (sparse.c): substitution is sequential.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sparse_internal.h"

#define OK CUPORT_SPARSE_STATUS_SUCCESS
#define TRY(x) do { if ((s = (x)) != OK) goto done; } while (0)

struct cuportSparseSpSVDescr {
  int analysed;
};

/* Solves T y = r in place (r becomes y) for the triangle of a; stride steps through r. */
static void substitute(const sp_csr *a, int lower, int unit, double *r, int64_t stride)
{
  int64_t n = a->rows;
  for (int64_t s = 0; s < n; s++) {
    int64_t i = lower ? s : n - 1 - s;
    double acc = r[i * stride], d = 1.0;
    for (int64_t e = a->ptr[i]; e < a->ptr[i + 1]; e++) {
      int64_t j = a->col[e];
      if (j == i)
        d = unit ? 1.0 : a->val[e];
      else if (lower ? j < i : j > i)
        acc -= a->val[e] * r[j * stride];
    }
    r[i * stride] = acc / d;
  }
}

/* Stages A (square) as the CSR of op(A); *lower says which triangle op(A) uses. */
static cuportSparseStatus_t stage_triangle(const struct cuportSparseSpMat *m,
                                           cuportSparseOperation_t op, const char *fn, sp_csr *out,
                                           int *lower)
{
  cuportSparseStatus_t s;
  sp_csr a = {0};

  if ((s = sp_check_spmat(m, fn)))
    return s;
  if (m->rows != m->cols)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: A is not square", fn);
  *lower = m->fill == CUPORT_SPARSE_FILL_MODE_LOWER;
  if ((s = sp_csr_get(m, 0, 1, &a)))
    return s;
  if (op == CUPORT_SPARSE_OPERATION_NON_TRANSPOSE) {
    *out = a;
    return OK;
  }
  *lower = !*lower;
  s = sp_csr_transpose(&a, out);
  sp_csr_free(&a);
  return s;
}

cuportSparseStatus_t cuportSparseSpSV_createDescr(cuportSparseSpSVDescr_t *d)
{
  if (!d)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  return (*d = calloc(1, sizeof **d)) ? OK : CUPORT_SPARSE_STATUS_ALLOC_FAILED;
}

cuportSparseStatus_t cuportSparseSpSV_destroyDescr(cuportSparseSpSVDescr_t d)
{
  free(d);
  return OK;
}

cuportSparseStatus_t cuportSparseSpSV_bufferSize(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                 const void *alpha, cuportSparseConstSpMatDescr_t a,
                                                 cuportSparseConstDnVecDescr_t x,
                                                 cuportSparseDnVecDescr_t y, cuportDataType ct,
                                                 cuportSparseSpSVAlg_t alg, cuportSparseSpSVDescr_t d,
                                                 size_t *bytes)
{
  (void)opA, (void)alpha, (void)a, (void)x, (void)y, (void)ct, (void)alg, (void)d;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!bytes)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *bytes = 16;
  return OK;
}

cuportSparseStatus_t cuportSparseSpSV_analysis(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                               const void *alpha, cuportSparseConstSpMatDescr_t a,
                                               cuportSparseConstDnVecDescr_t x,
                                               cuportSparseDnVecDescr_t y, cuportDataType ct,
                                               cuportSparseSpSVAlg_t alg, cuportSparseSpSVDescr_t d,
                                               void *buf)
{
  (void)opA, (void)alpha, (void)x, (void)y, (void)ct, (void)alg, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!d)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  d->analysed = 1;
  return sp_check_spmat(a, "cuportSparseSpSV_analysis");
}

cuportSparseStatus_t cuportSparseSpSV_solve(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                            const void *alpha, cuportSparseConstSpMatDescr_t a,
                                            cuportSparseConstDnVecDescr_t x,
                                            cuportSparseDnVecDescr_t y, cuportDataType ct,
                                            cuportSparseSpSVAlg_t alg, cuportSparseSpSVDescr_t d)
{
  const char *fn = "cuportSparseSpSV_solve";
  cuportSparseStatus_t s;
  sp_csr A = {0};
  double al, *r = NULL;
  int lower;

  (void)alg;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!d || !x || !y || !sp_vsize(x->vtype) || !sp_vsize(y->vtype))
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: a NULL descriptor or a vector type "
                   "other than CUDA_R_32F and CUDA_R_64F", fn);
  if ((s = sp_scalar(h, alpha, ct, &al)) || (s = sp_wait(h)))
    return s;
  TRY(stage_triangle(a, opA, fn, &A, &lower));
  if (x->size < A.rows || y->size < A.rows) {
    s = sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: x or y is shorter than A", fn);
    goto done;
  }
  TRY(sp_vals_get(x->val, x->vtype, A.rows, &r));
  for (int64_t i = 0; i < A.rows; i++)
    r[i] *= al;
  substitute(&A, lower, a->diag == CUPORT_SPARSE_DIAG_TYPE_UNIT, r, 1);
  s = sp_vals_put(y->val, y->vtype, A.rows, r);
done:
  sp_csr_free(&A);
  free(r);
  return s;
}

cuportSparseStatus_t cuportSparseSpSM_createDescr(cuportSparseSpSMDescr_t *d)
{
  return cuportSparseSpSV_createDescr(d);
}

cuportSparseStatus_t cuportSparseSpSM_destroyDescr(cuportSparseSpSMDescr_t d)
{
  free(d);
  return OK;
}

cuportSparseStatus_t cuportSparseSpSM_bufferSize(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                                 cuportSparseOperation_t opB, const void *alpha,
                                                 cuportSparseConstSpMatDescr_t a,
                                                 cuportSparseConstDnMatDescr_t b,
                                                 cuportSparseDnMatDescr_t c, cuportDataType ct,
                                                 cuportSparseSpSMAlg_t alg, cuportSparseSpSMDescr_t d,
                                                 size_t *bytes)
{
  (void)opA, (void)opB, (void)alpha, (void)a, (void)b, (void)c, (void)ct, (void)alg, (void)d;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!bytes)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *bytes = 16;
  return OK;
}

cuportSparseStatus_t cuportSparseSpSM_analysis(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                               cuportSparseOperation_t opB, const void *alpha,
                                               cuportSparseConstSpMatDescr_t a,
                                               cuportSparseConstDnMatDescr_t b,
                                               cuportSparseDnMatDescr_t c, cuportDataType ct,
                                               cuportSparseSpSMAlg_t alg, cuportSparseSpSMDescr_t d,
                                               void *buf)
{
  (void)opA, (void)opB, (void)alpha, (void)b, (void)c, (void)ct, (void)alg, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!d)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  d->analysed = 1;
  return sp_check_spmat(a, "cuportSparseSpSM_analysis");
}

cuportSparseStatus_t cuportSparseSpSM_solve(cuportSparseHandle_t h, cuportSparseOperation_t opA,
                                            cuportSparseOperation_t opB, const void *alpha,
                                            cuportSparseConstSpMatDescr_t a,
                                            cuportSparseConstDnMatDescr_t b,
                                            cuportSparseDnMatDescr_t c, cuportDataType ct,
                                            cuportSparseSpSMAlg_t alg, cuportSparseSpSMDescr_t d)
{
  const char *fn = "cuportSparseSpSM_solve";
  cuportSparseStatus_t s;
  sp_csr A = {0};
  sp_dense B = {0}, C = {0};
  double al, *r = NULL;
  int lower, tb = opB != CUPORT_SPARSE_OPERATION_NON_TRANSPOSE;
  int64_t n, nrhs;

  (void)alg;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!d || !b || !c || !sp_vsize(b->vtype) || !sp_vsize(c->vtype))
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: a NULL descriptor or a matrix type "
                   "other than CUDA_R_32F and CUDA_R_64F", fn);
  if ((s = sp_scalar(h, alpha, ct, &al)) || (s = sp_wait(h)))
    return s;
  TRY(stage_triangle(a, opA, fn, &A, &lower));
  n = A.rows;
  nrhs = c->cols;
  if (c->rows != n || (tb ? b->cols : b->rows) != n || (tb ? b->rows : b->cols) != nrhs) {
    s = sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: the sizes of A, op(B) and C do not "
                "match", fn);
    goto done;
  }
  TRY(sp_dense_get(b, 0, &B));
  TRY(sp_dense_get(c, 0, &C));
  if (!(r = malloc((size_t)(n ? n : 1) * sizeof(double)))) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t j = 0; j < nrhs; j++) {
    for (int64_t i = 0; i < n; i++)
      r[i] = al * (tb ? *sp_at(&B, j, i) : *sp_at(&B, i, j));
    substitute(&A, lower, a->diag == CUPORT_SPARSE_DIAG_TYPE_UNIT, r, 1);
    for (int64_t i = 0; i < n; i++)
      *sp_at(&C, i, j) = r[i];
  }
  s = sp_dense_put(c, 0, &C);
done:
  sp_csr_free(&A);
  sp_dense_free(&B);
  sp_dense_free(&C);
  free(r);
  return s;
}
