/*
 * sparse_legacy.c: the legacy cuSPARSE calls real programs still use: nnz counting
 * (Snnz/Dnnz), sorting (Xcsrsort, Xcoosort), format helpers (CreateIdentityPermutation,
 * Xcoo2csr, Xcsr2coo, Csr2cscEx2), gathers (Sgthr/Dgthr) and the incomplete factorizations
 * ILU(0) and IC(0) (csrilu02, csric02) with their zero-pivot reports.  All run on the
 * host over staged copies (sparse.c); scalar results follow the handle's pointer mode.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sparse_internal.h"

#define OK CUPORT_SPARSE_STATUS_SUCCESS
#define I32 CUPORT_SPARSE_INDEX_32I
#define TRY(x) do { if ((s = (x)) != OK) goto done; } while (0)

static cuportSparseStatus_t put_scalar_int(cuportSparseHandle_t h, int *dst, int v)
{
  if (!dst)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (h->mode == CUPORT_SPARSE_POINTER_MODE_DEVICE)
    return sp_put(dst, &v, sizeof v);
  *dst = v;
  return OK;
}

static cuportSparseStatus_t nnz(cuportSparseHandle_t h, cuportSparseDirection_t dir, int m, int n,
                                const void *A, cuportDataType t, int lda, int *per, int *total)
{
  cuportSparseStatus_t s;
  double *a = NULL;
  int64_t *cnt = NULL, sum = 0, len = dir == CUPORT_SPARSE_DIRECTION_ROW ? m : n;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || lda < (m > 1 ? m : 1))
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  TRY(sp_wait(h));
  TRY(sp_vals_get(A, t, n ? (int64_t)(n - 1) * lda + m : 0, &a));
  if (!(cnt = calloc((size_t)(len ? len : 1), sizeof(int64_t)))) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t j = 0; j < n; j++)
    for (int64_t i = 0; i < m; i++)
      if (a[i + j * lda] != 0.0) {
        cnt[dir == CUPORT_SPARSE_DIRECTION_ROW ? i : j]++;
        sum++;
      }
  TRY(sp_idx_put(per, I32, len, cnt));
  s = put_scalar_int(h, total, (int)sum);
done:
  free(a);
  free(cnt);
  return s;
}

cuportSparseStatus_t cuportSparseSnnz(cuportSparseHandle_t h, cuportSparseDirection_t dir, int m,
                                      int n, const cuportSparseMatDescr_t d, const float *A, int lda,
                                      int *per, int *total)
{
  (void)d;
  return nnz(h, dir, m, n, A, CUPORT_R_32F, lda, per, total);
}

cuportSparseStatus_t cuportSparseDnnz(cuportSparseHandle_t h, cuportSparseDirection_t dir, int m,
                                      int n, const cuportSparseMatDescr_t d, const double *A,
                                      int lda, int *per, int *total)
{
  (void)d;
  return nnz(h, dir, m, n, A, CUPORT_R_64F, lda, per, total);
}

cuportSparseStatus_t cuportSparseCreateIdentityPermutation(cuportSparseHandle_t h, int n, int *p)
{
  cuportSparseStatus_t s;
  int64_t *v;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (n < 0 || !(v = malloc((size_t)(n ? n : 1) * sizeof(int64_t))))
    return n < 0 ? CUPORT_SPARSE_STATUS_INVALID_VALUE : CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  for (int i = 0; i < n; i++)
    v[i] = i;
  if (!(s = sp_wait(h)))
    s = sp_idx_put(p, I32, n, v);
  free(v);
  return s;
}

cuportSparseStatus_t cuportSparseXcsrsort_bufferSizeExt(cuportSparseHandle_t h, int m, int n,
                                                        int nz, const int *rp, const int *ci,
                                                        size_t *bytes)
{
  (void)m, (void)n, (void)nz, (void)rp, (void)ci;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!bytes)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *bytes = 16;
  return OK;
}

/* Pairs sorted by key then by the original position (a stable sort with qsort). */
typedef struct { int64_t key, minor, pos, perm; } entry;

static int by_key(const void *x, const void *y)
{
  const entry *a = x, *b = y;
  if (a->key != b->key)
    return (a->key > b->key) - (a->key < b->key);
  if (a->minor != b->minor)
    return (a->minor > b->minor) - (a->minor < b->minor);
  return (a->pos > b->pos) - (a->pos < b->pos);
}

cuportSparseStatus_t cuportSparseXcsrsort(cuportSparseHandle_t h, int m, int n, int nz,
                                          const cuportSparseMatDescr_t d, const int *rp, int *ci,
                                          int *P, void *buf)
{
  cuportSparseStatus_t s;
  int64_t *ptr = NULL, *col = NULL, *perm = NULL, base = d ? d->base : 0;
  entry *e = NULL;

  (void)n, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (m < 0 || nz < 0)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  TRY(sp_wait(h));
  TRY(sp_idx_get(rp, I32, m + 1, &ptr));
  TRY(sp_idx_get(ci, I32, nz, &col));
  if (P)
    TRY(sp_idx_get(P, I32, nz, &perm));
  if (!(e = malloc((size_t)(nz ? nz : 1) * sizeof *e))) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t i = 0; i < m; i++)
    for (int64_t k = ptr[i] - base; k < ptr[i + 1] - base && k < nz; k++)
      if (k >= 0)
        e[k] = (entry){i, col[k], k, perm ? perm[k] : k};
  qsort(e, (size_t)nz, sizeof *e, by_key);
  for (int64_t k = 0; k < nz; k++) {
    col[k] = e[k].minor;
    if (perm)
      perm[k] = e[k].perm;
  }
  TRY(sp_idx_put(ci, I32, nz, col));
  if (perm)
    TRY(sp_idx_put(P, I32, nz, perm));
done:
  free(ptr);
  free(col);
  free(perm);
  free(e);
  return s;
}

cuportSparseStatus_t cuportSparseXcoosortByRow_bufferSizeExt(cuportSparseHandle_t h, int m, int n,
                                                             int nz, const int *r, const int *c,
                                                             size_t *bytes)
{
  return cuportSparseXcsrsort_bufferSizeExt(h, m, n, nz, r, c, bytes);
}

cuportSparseStatus_t cuportSparseXcoosortByRow(cuportSparseHandle_t h, int m, int n, int nz,
                                               int *rows, int *cols, int *P, void *buf)
{
  cuportSparseStatus_t s;
  int64_t *r = NULL, *c = NULL, *perm = NULL;
  entry *e = NULL;

  (void)m, (void)n, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (nz < 0)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  TRY(sp_wait(h));
  TRY(sp_idx_get(rows, I32, nz, &r));
  TRY(sp_idx_get(cols, I32, nz, &c));
  if (P)
    TRY(sp_idx_get(P, I32, nz, &perm));
  if (!(e = malloc((size_t)(nz ? nz : 1) * sizeof *e))) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  /* cuSPARSE sorts by row only; the stable order keeps columns as they were */
  for (int64_t k = 0; k < nz; k++)
    e[k] = (entry){r[k], 0, k, perm ? perm[k] : k};
  qsort(e, (size_t)nz, sizeof *e, by_key);
  for (int64_t k = 0; k < nz; k++) {
    r[k] = e[k].key;
    if (perm)
      perm[k] = e[k].perm;
  }
  {
    int64_t *c2 = malloc((size_t)(nz ? nz : 1) * sizeof(int64_t));
    if (!c2) {
      s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
      goto done;
    }
    for (int64_t k = 0; k < nz; k++)
      c2[k] = c[e[k].pos];
    free(c);
    c = c2;
  }
  TRY(sp_idx_put(rows, I32, nz, r));
  TRY(sp_idx_put(cols, I32, nz, c));
  if (perm)
    TRY(sp_idx_put(P, I32, nz, perm));
done:
  free(r);
  free(c);
  free(perm);
  free(e);
  return s;
}

cuportSparseStatus_t cuportSparseXcoo2csr(cuportSparseHandle_t h, const int *cooRowInd, int nz,
                                          int m, int *csrRowPtr, cuportSparseIndexBase_t base)
{
  cuportSparseStatus_t s;
  int64_t *r = NULL, *p = NULL;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (nz < 0 || m < 0)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  TRY(sp_wait(h));
  TRY(sp_idx_get(cooRowInd, I32, nz, &r));
  if (!(p = calloc((size_t)m + 1, sizeof(int64_t)))) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t k = 0; k < nz; k++)
    if (r[k] - base >= 0 && r[k] - base < m)
      p[r[k] - base + 1]++;
  p[0] = base;
  for (int64_t i = 0; i < m; i++)
    p[i + 1] += p[i];
  s = sp_idx_put(csrRowPtr, I32, m + 1, p);
done:
  free(r);
  free(p);
  return s;
}

cuportSparseStatus_t cuportSparseXcsr2coo(cuportSparseHandle_t h, const int *csrRowPtr, int nz,
                                          int m, int *cooRowInd, cuportSparseIndexBase_t base)
{
  cuportSparseStatus_t s;
  int64_t *p = NULL, *r = NULL;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (nz < 0 || m < 0)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  TRY(sp_wait(h));
  TRY(sp_idx_get(csrRowPtr, I32, m + 1, &p));
  if (!(r = calloc((size_t)(nz ? nz : 1), sizeof(int64_t)))) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t i = 0; i < m; i++)
    for (int64_t k = p[i] - base; k < p[i + 1] - base; k++)
      if (k >= 0 && k < nz)
        r[k] = i + base;
  s = sp_idx_put(cooRowInd, I32, nz, r);
done:
  free(p);
  free(r);
  return s;
}

static cuportSparseStatus_t gthr(cuportSparseHandle_t h, int nz, const void *y, void *xVal,
                                 const int *xInd, cuportSparseIndexBase_t base, cuportDataType t)
{
  struct cuportSparseSpVec x = {INT64_MAX, nz, (void *)xInd, xVal, I32, base, t};
  struct cuportSparseDnVec yv;
  cuportSparseStatus_t s;
  int64_t *idx = NULL, top = 0;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  /* the legacy call has no length for y: the largest index bounds it */
  if ((s = sp_wait(h)) || (s = sp_idx_get(xInd, I32, nz, &idx)))
    return s;
  for (int k = 0; k < nz; k++)
    if (idx[k] - base + 1 > top)
      top = idx[k] - base + 1;
  free(idx);
  x.size = top;
  yv = (struct cuportSparseDnVec){top, (void *)y, t};
  return cuportSparseGather(h, &yv, &x);
}

cuportSparseStatus_t cuportSparseSgthr(cuportSparseHandle_t h, int nz, const float *y, float *xVal,
                                       const int *xInd, cuportSparseIndexBase_t base)
{
  return gthr(h, nz, y, xVal, xInd, base, CUPORT_R_32F);
}

cuportSparseStatus_t cuportSparseDgthr(cuportSparseHandle_t h, int nz, const double *y,
                                       double *xVal, const int *xInd, cuportSparseIndexBase_t base)
{
  return gthr(h, nz, y, xVal, xInd, base, CUPORT_R_64F);
}

cuportSparseStatus_t cuportSparseCsr2cscEx2_bufferSize(
    cuportSparseHandle_t h, int m, int n, int nz, const void *csrVal, const int *csrRowPtr,
    const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cuportDataType t,
    cuportSparseAction_t act, cuportSparseIndexBase_t base, cuportSparseCsr2CscAlg_t alg,
    size_t *bytes)
{
  (void)m, (void)n, (void)nz, (void)csrVal, (void)csrRowPtr, (void)csrColInd, (void)cscVal;
  (void)cscColPtr, (void)cscRowInd, (void)t, (void)act, (void)base, (void)alg;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!bytes)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *bytes = 16;
  return OK;
}

cuportSparseStatus_t cuportSparseCsr2cscEx2(cuportSparseHandle_t h, int m, int n, int nz,
                                            const void *csrVal, const int *csrRowPtr,
                                            const int *csrColInd, void *cscVal, int *cscColPtr,
                                            int *cscRowInd, cuportDataType t,
                                            cuportSparseAction_t act, cuportSparseIndexBase_t base,
                                            cuportSparseCsr2CscAlg_t alg, void *buf)
{
  struct cuportSparseSpMat a = {.format = CUPORT_SPARSE_FORMAT_CSR, .rows = m, .cols = n,
                                .nnz = nz, .p = (void *)csrRowPtr, .q = (void *)csrColInd,
                                .val = (void *)csrVal, .ptype = I32, .qtype = I32, .base = base,
                                .vtype = t, .batch = 1};
  int numeric = act == CUPORT_SPARSE_ACTION_NUMERIC;
  cuportSparseStatus_t s;
  sp_csr A = {0}, T = {0};
  int64_t *p = NULL, *r = NULL;

  (void)alg, (void)buf;
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || nz < 0)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (numeric && !sp_vsize(t))
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_SUPPORTED, "cuportSparseCsr2cscEx2: values must be "
                   "CUDA_R_32F or CUDA_R_64F");
  if (!numeric)
    a.vtype = CUPORT_R_32F;
  TRY(sp_wait(h));
  TRY(sp_csr_get(&a, 0, numeric, &A));
  TRY(sp_csr_transpose(&A, &T));
  p = malloc(((size_t)n + 1) * sizeof(int64_t));
  r = malloc((size_t)(nz ? nz : 1) * sizeof(int64_t));
  if (!p || !r) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t j = 0; j <= n; j++)
    p[j] = T.ptr[j] + base;
  for (int64_t k = 0; k < nz; k++)
    r[k] = T.col[k] + base;
  TRY(sp_idx_put(cscColPtr, I32, n + 1, p));
  TRY(sp_idx_put(cscRowInd, I32, nz, r));
  if (numeric)
    TRY(sp_vals_put(cscVal, t, nz, T.val));
done:
  sp_csr_free(&A);
  sp_csr_free(&T);
  free(p);
  free(r);
  return s;
}

/* ---- incomplete factorizations ---- */

struct cuportSparseIluInfo {
  int zero_pivot; /* -1: none */
};

cuportSparseStatus_t cuportSparseCreateCsrilu02Info(cuportSparseCsrilu02Info_t *info)
{
  if (!info)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if (!(*info = calloc(1, sizeof **info)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  (*info)->zero_pivot = -1;
  return OK;
}

cuportSparseStatus_t cuportSparseDestroyCsrilu02Info(cuportSparseCsrilu02Info_t info)
{
  free(info);
  return OK;
}

cuportSparseStatus_t cuportSparseXcsrilu02_zeroPivot(cuportSparseHandle_t h,
                                                     cuportSparseCsrilu02Info_t info, int *position)
{
  cuportSparseStatus_t s;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!info)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  if ((s = put_scalar_int(h, position, info->zero_pivot)))
    return s;
  return info->zero_pivot >= 0 ? CUPORT_SPARSE_STATUS_ZERO_PIVOT : OK;
}

cuportSparseStatus_t cuportSparseCreateCsric02Info(cuportSparseCsric02Info_t *info)
{
  return cuportSparseCreateCsrilu02Info(info);
}

cuportSparseStatus_t cuportSparseDestroyCsric02Info(cuportSparseCsric02Info_t info)
{
  free(info);
  return OK;
}

cuportSparseStatus_t cuportSparseXcsric02_zeroPivot(cuportSparseHandle_t h,
                                                    cuportSparseCsric02Info_t info, int *position)
{
  return cuportSparseXcsrilu02_zeroPivot(h, info, position);
}

static cuportSparseStatus_t factor_size(cuportSparseHandle_t h, int m, int nz, const void *info,
                                        int *bytes)
{
  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (m < 0 || nz < 0 || !info || !bytes)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *bytes = 16;
  return OK;
}

/* Row i of ILU(0): each multiplier L(i,c), c < i, divides by U(c,c) and updates the
   entries of row i right of c that row c also has. */
static void ilu_row(int64_t i, const int64_t *ptr, const int64_t *col, double *v,
                    const int64_t *where, const int64_t *diag, int64_t base,
                    struct cuportSparseIluInfo *info)
{
  for (int64_t k = ptr[i]; k < ptr[i + 1]; k++) {
    int64_t c = col[k];
    double piv;
    if (c >= i)
      continue;
    piv = diag[c] >= 0 ? v[diag[c]] : 0.0;
    if (piv == 0.0) {
      if (info->zero_pivot < 0)
        info->zero_pivot = (int)(c + base);
      continue;
    }
    v[k] /= piv;
    for (int64_t e = ptr[c]; e < ptr[c + 1]; e++)
      if (col[e] > c && where[col[e]] >= 0)
        v[where[col[e]]] -= v[k] * v[e];
  }
}

/* Row i of IC(0) on the lower triangle: L(i,c) = (A(i,c) - sum_j<c L(i,j) L(c,j)) / L(c,c),
   L(i,i) = sqrt(A(i,i) - sum_j<i L(i,j)^2); the columns of a row are in order. */
static void ic_row(int64_t i, const int64_t *ptr, const int64_t *col, double *v,
                   const int64_t *where, const int64_t *diag, int64_t base,
                   struct cuportSparseIluInfo *info)
{
  double sq = 0.0;
  for (int64_t k = ptr[i]; k < ptr[i + 1]; k++) {
    int64_t c = col[k];
    double acc = v[k], piv;
    if (c >= i)
      continue;
    for (int64_t e = ptr[c]; e < ptr[c + 1] && col[e] < c; e++)
      if (where[col[e]] >= 0 && where[col[e]] < k)
        acc -= v[where[col[e]]] * v[e];
    piv = diag[c] >= 0 ? v[diag[c]] : 0.0;
    if (piv == 0.0) {
      if (info->zero_pivot < 0)
        info->zero_pivot = (int)(c + base);
      continue;
    }
    v[k] = acc / piv;
    sq += v[k] * v[k];
  }
  if (diag[i] >= 0) {
    double d = v[diag[i]] - sq;
    if (d <= 0.0 && info->zero_pivot < 0)
      info->zero_pivot = (int)(i + base);
    v[diag[i]] = d > 0.0 ? sqrt(d) : 0.0;
  }
}

/* ILU(0) (ic = 0) or IC(0) (ic = 1) of the CSR matrix in place, its columns sorted in each
   row; records the first zero pivot (0-based row plus the base) in info. */
static cuportSparseStatus_t factor(cuportSparseHandle_t h, int m, int nz,
                                   const cuportSparseMatDescr_t d, void *val, const int *rp,
                                   const int *ci, cuportDataType t, struct cuportSparseIluInfo *info,
                                   int ic)
{
  cuportSparseStatus_t s;
  int64_t base = d ? d->base : 0, *ptr = NULL, *col = NULL, *where = NULL, *diag = NULL;
  double *v = NULL;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (m < 0 || nz < 0 || !info)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  info->zero_pivot = -1;
  TRY(sp_wait(h));
  TRY(sp_idx_get(rp, I32, m + 1, &ptr));
  TRY(sp_idx_get(ci, I32, nz, &col));
  TRY(sp_vals_get(val, t, nz, &v));
  where = malloc((size_t)(m ? m : 1) * sizeof(int64_t));
  diag = malloc((size_t)(m ? m : 1) * sizeof(int64_t));
  if (!where || !diag) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t i = 0; i <= m; i++)
    ptr[i] -= base;
  for (int64_t k = 0; k < nz; k++)
    col[k] -= base;
  for (int64_t i = 0; i < m; i++) {
    where[i] = -1;
    diag[i] = -1;
    for (int64_t k = ptr[i]; k < ptr[i + 1]; k++)
      if (col[k] == i)
        diag[i] = k;
  }
  for (int64_t i = 0; i < m; i++) {
    for (int64_t k = ptr[i]; k < ptr[i + 1]; k++)
      where[col[k]] = k;
    if (ic)
      ic_row(i, ptr, col, v, where, diag, base, info);
    else
      ilu_row(i, ptr, col, v, where, diag, base, info);
    if ((diag[i] < 0 || v[diag[i]] == 0.0) && info->zero_pivot < 0)
      info->zero_pivot = (int)(i + base);
    for (int64_t k = ptr[i]; k < ptr[i + 1]; k++)
      where[col[k]] = -1;
  }
  s = sp_vals_put(val, t, nz, v);
done:
  free(ptr);
  free(col);
  free(where);
  free(diag);
  free(v);
  return s;
}

cuportSparseStatus_t cuportSparseScsrilu02_bufferSize(cuportSparseHandle_t h, int m, int nz,
                                                      const cuportSparseMatDescr_t d, float *val,
                                                      const int *rp, const int *ci,
                                                      cuportSparseCsrilu02Info_t info, int *bytes)
{
  (void)d, (void)val, (void)rp, (void)ci;
  return factor_size(h, m, nz, info, bytes);
}

cuportSparseStatus_t cuportSparseDcsrilu02_bufferSize(cuportSparseHandle_t h, int m, int nz,
                                                      const cuportSparseMatDescr_t d, double *val,
                                                      const int *rp, const int *ci,
                                                      cuportSparseCsrilu02Info_t info, int *bytes)
{
  (void)d, (void)val, (void)rp, (void)ci;
  return factor_size(h, m, nz, info, bytes);
}

/* The analysis finds structural zero pivots (a row without its diagonal entry). */
static cuportSparseStatus_t analysis(cuportSparseHandle_t h, int m, int nz,
                                     const cuportSparseMatDescr_t d, const int *rp, const int *ci,
                                     struct cuportSparseIluInfo *info)
{
  cuportSparseStatus_t s;
  int64_t base = d ? d->base : 0, *ptr = NULL, *col = NULL;

  if (!h)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (m < 0 || nz < 0 || !info)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  info->zero_pivot = -1;
  TRY(sp_wait(h));
  TRY(sp_idx_get(rp, I32, m + 1, &ptr));
  TRY(sp_idx_get(ci, I32, nz, &col));
  for (int64_t i = 0; i < m && info->zero_pivot < 0; i++) {
    int found = 0;
    for (int64_t k = ptr[i] - base; k < ptr[i + 1] - base; k++)
      found |= col[k] - base == i;
    if (!found)
      info->zero_pivot = (int)(i + base);
  }
done:
  free(ptr);
  free(col);
  return s;
}

cuportSparseStatus_t cuportSparseScsrilu02_analysis(cuportSparseHandle_t h, int m, int nz,
                                                    const cuportSparseMatDescr_t d, const float *val,
                                                    const int *rp, const int *ci,
                                                    cuportSparseCsrilu02Info_t info,
                                                    cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)val, (void)policy, (void)buf;
  return analysis(h, m, nz, d, rp, ci, info);
}

cuportSparseStatus_t cuportSparseDcsrilu02_analysis(cuportSparseHandle_t h, int m, int nz,
                                                    const cuportSparseMatDescr_t d,
                                                    const double *val, const int *rp, const int *ci,
                                                    cuportSparseCsrilu02Info_t info,
                                                    cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)val, (void)policy, (void)buf;
  return analysis(h, m, nz, d, rp, ci, info);
}

cuportSparseStatus_t cuportSparseScsrilu02(cuportSparseHandle_t h, int m, int nz,
                                           const cuportSparseMatDescr_t d, float *val,
                                           const int *rp, const int *ci,
                                           cuportSparseCsrilu02Info_t info,
                                           cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)policy, (void)buf;
  return factor(h, m, nz, d, val, rp, ci, CUPORT_R_32F, info, 0);
}

cuportSparseStatus_t cuportSparseDcsrilu02(cuportSparseHandle_t h, int m, int nz,
                                           const cuportSparseMatDescr_t d, double *val,
                                           const int *rp, const int *ci,
                                           cuportSparseCsrilu02Info_t info,
                                           cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)policy, (void)buf;
  return factor(h, m, nz, d, val, rp, ci, CUPORT_R_64F, info, 0);
}

cuportSparseStatus_t cuportSparseScsric02_bufferSize(cuportSparseHandle_t h, int m, int nz,
                                                     const cuportSparseMatDescr_t d, float *val,
                                                     const int *rp, const int *ci,
                                                     cuportSparseCsric02Info_t info, int *bytes)
{
  (void)d, (void)val, (void)rp, (void)ci;
  return factor_size(h, m, nz, info, bytes);
}

cuportSparseStatus_t cuportSparseDcsric02_bufferSize(cuportSparseHandle_t h, int m, int nz,
                                                     const cuportSparseMatDescr_t d, double *val,
                                                     const int *rp, const int *ci,
                                                     cuportSparseCsric02Info_t info, int *bytes)
{
  (void)d, (void)val, (void)rp, (void)ci;
  return factor_size(h, m, nz, info, bytes);
}

cuportSparseStatus_t cuportSparseScsric02_analysis(cuportSparseHandle_t h, int m, int nz,
                                                   const cuportSparseMatDescr_t d, const float *val,
                                                   const int *rp, const int *ci,
                                                   cuportSparseCsric02Info_t info,
                                                   cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)val, (void)policy, (void)buf;
  return analysis(h, m, nz, d, rp, ci, info);
}

cuportSparseStatus_t cuportSparseDcsric02_analysis(cuportSparseHandle_t h, int m, int nz,
                                                   const cuportSparseMatDescr_t d,
                                                   const double *val, const int *rp, const int *ci,
                                                   cuportSparseCsric02Info_t info,
                                                   cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)val, (void)policy, (void)buf;
  return analysis(h, m, nz, d, rp, ci, info);
}

cuportSparseStatus_t cuportSparseScsric02(cuportSparseHandle_t h, int m, int nz,
                                          const cuportSparseMatDescr_t d, float *val, const int *rp,
                                          const int *ci, cuportSparseCsric02Info_t info,
                                          cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)policy, (void)buf;
  return factor(h, m, nz, d, val, rp, ci, CUPORT_R_32F, info, 1);
}

cuportSparseStatus_t cuportSparseDcsric02(cuportSparseHandle_t h, int m, int nz,
                                          const cuportSparseMatDescr_t d, double *val,
                                          const int *rp, const int *ci,
                                          cuportSparseCsric02Info_t info,
                                          cuportSparseSolvePolicy_t policy, void *buf)
{
  (void)policy, (void)buf;
  return factor(h, m, nz, d, val, rp, ci, CUPORT_R_64F, info, 1);
}
