/*
 * sparse.c: the runtime's cuSPARSE handle, its error strings, and the staging every
 * host-side operation of sparse_ops.c and sparse_legacy.c uses: reading device arrays of
 * either value type (float, double) and index type (int32, int64) into host memory as
 * doubles and 64-bit indices, and writing results back in the caller's types.  A sparse
 * matrix of any format is staged as 0-based CSR whose entries remember their position in
 * the caller's arrays, so values computed on the host go back where they came from.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparse_internal.h"

cuportSparseStatus_t sp_fail(cuportSparseStatus_t status, const char *fmt, ...)
{
  va_list ap;

  if (status == CUPORT_SPARSE_STATUS_SUCCESS)
    return status;
  fputs("cuport sparse: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return status;
}

cuportSparseStatus_t cuportSparseCreate(cuportSparseHandle_t *handle)
{
  struct cuportSparseContext *h;

  if (!handle)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  /* cuSPARSE creates the context here; a failure to open a device shows now, not later */
  if (cuportFree(NULL) != cuportSuccess)
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_INITIALIZED, "cuportSparseCreate: no device");
  if (!(h = calloc(1, sizeof *h)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  *handle = h;
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t cuportSparseDestroy(cuportSparseHandle_t handle)
{
  if (!handle)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  free(handle);
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t cuportSparseGetVersion(cuportSparseHandle_t handle, int *version)
{
  if (!handle)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!version)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *version = CUPORT_SPARSE_VERSION;
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t cuportSparseSetStream(cuportSparseHandle_t handle, cuportStream_t stream)
{
  if (!handle)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  handle->stream = stream;
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t cuportSparseGetStream(cuportSparseHandle_t handle, cuportStream_t *stream)
{
  if (!handle)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!stream)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *stream = handle->stream;
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t cuportSparseSetPointerMode(cuportSparseHandle_t handle,
                                                cuportSparsePointerMode_t mode)
{
  if (!handle)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (mode != CUPORT_SPARSE_POINTER_MODE_HOST && mode != CUPORT_SPARSE_POINTER_MODE_DEVICE)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  handle->mode = mode;
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t cuportSparseGetPointerMode(cuportSparseHandle_t handle,
                                                cuportSparsePointerMode_t *mode)
{
  if (!handle)
    return CUPORT_SPARSE_STATUS_NOT_INITIALIZED;
  if (!mode)
    return CUPORT_SPARSE_STATUS_INVALID_VALUE;
  *mode = handle->mode;
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

static const struct {
  const char *name, *text;
} status_names[] = {
    {"CUSPARSE_STATUS_SUCCESS", "success"},
    {"CUSPARSE_STATUS_NOT_INITIALIZED", "initialization error"},
    {"CUSPARSE_STATUS_ALLOC_FAILED", "out of memory"},
    {"CUSPARSE_STATUS_INVALID_VALUE", "invalid value"},
    {"CUSPARSE_STATUS_ARCH_MISMATCH", "architecture mismatch"},
    {"CUSPARSE_STATUS_MAPPING_ERROR", "mapping error"},
    {"CUSPARSE_STATUS_EXECUTION_FAILED", "execution failed"},
    {"CUSPARSE_STATUS_INTERNAL_ERROR", "internal operation failed"},
    {"CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED", "matrix type not supported"},
    {"CUSPARSE_STATUS_ZERO_PIVOT", "zero pivot"},
    {"CUSPARSE_STATUS_NOT_SUPPORTED", "operation not supported"},
    {"CUSPARSE_STATUS_INSUFFICIENT_RESOURCES", "insufficient resources"},
};

const char *cuportSparseGetErrorString(cuportSparseStatus_t status)
{
  unsigned s = (unsigned)status;
  return s < sizeof status_names / sizeof status_names[0] ? status_names[s].text
                                                          : "unknown error";
}

const char *cuportSparseGetErrorName(cuportSparseStatus_t status)
{
  unsigned s = (unsigned)status;
  return s < sizeof status_names / sizeof status_names[0] ? status_names[s].name
                                                          : "CUSPARSE_STATUS_UNKNOWN";
}

/* ---- element access ---- */

size_t sp_vsize(cuportDataType t)
{
  return t == CUPORT_R_32F ? 4 : t == CUPORT_R_64F ? 8 : 0;
}

size_t sp_isize(cuportSparseIndexType_t t)
{
  return t == CUPORT_SPARSE_INDEX_32I ? 4 : t == CUPORT_SPARSE_INDEX_64I ? 8 : 0;
}

double sp_vget(const void *a, cuportDataType t, int64_t i)
{
  return t == CUPORT_R_32F ? (double)((const float *)a)[i] : ((const double *)a)[i];
}

void sp_vset(void *a, cuportDataType t, int64_t i, double v)
{
  if (t == CUPORT_R_32F)
    ((float *)a)[i] = (float)v;
  else
    ((double *)a)[i] = v;
}

int64_t sp_iget(const void *a, cuportSparseIndexType_t t, int64_t i)
{
  return t == CUPORT_SPARSE_INDEX_32I ? (int64_t)((const int32_t *)a)[i] : ((const int64_t *)a)[i];
}

void sp_iset(void *a, cuportSparseIndexType_t t, int64_t i, int64_t v)
{
  if (t == CUPORT_SPARSE_INDEX_32I)
    ((int32_t *)a)[i] = (int32_t)v;
  else
    ((int64_t *)a)[i] = v;
}

/* ---- staging ---- */

cuportSparseStatus_t sp_wait(cuportSparseHandle_t h)
{
  if (cuportStreamSynchronize(h ? h->stream : NULL) != cuportSuccess)
    return sp_fail(CUPORT_SPARSE_STATUS_EXECUTION_FAILED, "waiting for the handle's stream: %s",
                   cuportGetErrorString(cuportGetLastError()));
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t sp_get(const void *src, size_t bytes, void **out)
{
  *out = NULL;
  if (bytes == 0)
    return CUPORT_SPARSE_STATUS_SUCCESS;
  if (!src)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "a NULL array of %zu bytes", bytes);
  if (!(*out = malloc(bytes)))
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  if (cuportMemcpy(*out, src, bytes, cuportMemcpyDefault) != cuportSuccess) {
    free(*out);
    *out = NULL;
    return sp_fail(CUPORT_SPARSE_STATUS_EXECUTION_FAILED, "reading %zu bytes at %p: %s", bytes,
                   src, cuportGetErrorString(cuportGetLastError()));
  }
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t sp_put(void *dst, const void *src, size_t bytes)
{
  if (bytes == 0)
    return CUPORT_SPARSE_STATUS_SUCCESS;
  if (!dst)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "a NULL output of %zu bytes", bytes);
  if (cuportMemcpy(dst, src, bytes, cuportMemcpyDefault) != cuportSuccess)
    return sp_fail(CUPORT_SPARSE_STATUS_EXECUTION_FAILED, "writing %zu bytes at %p: %s", bytes,
                   dst, cuportGetErrorString(cuportGetLastError()));
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t sp_scalar(cuportSparseHandle_t h, const void *p, cuportDataType t, double *v)
{
  unsigned char buf[8];
  cuportSparseStatus_t s;
  void *tmp;

  if (!p || !sp_vsize(t))
    return sp_fail(!p ? CUPORT_SPARSE_STATUS_INVALID_VALUE : CUPORT_SPARSE_STATUS_NOT_SUPPORTED,
                   "alpha/beta: %s", !p ? "NULL" : "the compute type is not CUDA_R_32F or CUDA_R_64F");
  if (h && h->mode == CUPORT_SPARSE_POINTER_MODE_DEVICE) {
    if ((s = sp_get(p, sp_vsize(t), &tmp)) != CUPORT_SPARSE_STATUS_SUCCESS)
      return s;
    memcpy(buf, tmp, sp_vsize(t));
    free(tmp);
    p = buf;
  }
  *v = sp_vget(p, t, 0);
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t sp_vals_get(const void *src, cuportDataType t, int64_t count, double **out)
{
  void *raw;
  cuportSparseStatus_t s;

  *out = NULL;
  if ((s = sp_get(src, (size_t)count * sp_vsize(t), &raw)) != CUPORT_SPARSE_STATUS_SUCCESS)
    return s;
  if (!(*out = malloc((size_t)(count ? count : 1) * sizeof(double)))) {
    free(raw);
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  }
  for (int64_t i = 0; i < count; i++)
    (*out)[i] = sp_vget(raw, t, i);
  free(raw);
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t sp_vals_put(void *dst, cuportDataType t, int64_t count, const double *v)
{
  void *raw = malloc((size_t)(count ? count : 1) * sp_vsize(t));
  cuportSparseStatus_t s;

  if (!raw)
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  for (int64_t i = 0; i < count; i++)
    sp_vset(raw, t, i, v[i]);
  s = sp_put(dst, raw, (size_t)count * sp_vsize(t));
  free(raw);
  return s;
}

cuportSparseStatus_t sp_idx_get(const void *src, cuportSparseIndexType_t t, int64_t count,
                                int64_t **out)
{
  void *raw;
  cuportSparseStatus_t s;

  *out = NULL;
  if ((s = sp_get(src, (size_t)count * sp_isize(t), &raw)) != CUPORT_SPARSE_STATUS_SUCCESS)
    return s;
  if (!(*out = malloc((size_t)(count ? count : 1) * sizeof(int64_t)))) {
    free(raw);
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  }
  for (int64_t i = 0; i < count; i++)
    (*out)[i] = sp_iget(raw, t, i);
  free(raw);
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t sp_idx_put(void *dst, cuportSparseIndexType_t t, int64_t count,
                                const int64_t *v)
{
  void *raw = malloc((size_t)(count ? count : 1) * sp_isize(t));
  cuportSparseStatus_t s;

  if (!raw)
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  for (int64_t i = 0; i < count; i++)
    sp_iset(raw, t, i, v[i]);
  s = sp_put(dst, raw, (size_t)count * sp_isize(t));
  free(raw);
  return s;
}

/* ---- staged sparse matrices ---- */

cuportSparseStatus_t sp_check_spmat(const struct cuportSparseSpMat *m, const char *fn)
{
  if (!m)
    return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "%s: a NULL sparse matrix descriptor", fn);
  if (m->format != CUPORT_SPARSE_FORMAT_CSR && m->format != CUPORT_SPARSE_FORMAT_CSC &&
      m->format != CUPORT_SPARSE_FORMAT_COO)
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_SUPPORTED, "%s: only CSR, CSC and COO matrices", fn);
  if (!sp_vsize(m->vtype) || !sp_isize(m->ptype) || !sp_isize(m->qtype))
    return sp_fail(CUPORT_SPARSE_STATUS_NOT_SUPPORTED, "%s: values must be CUDA_R_32F or "
                   "CUDA_R_64F and indices CUSPARSE_INDEX_32I or _64I", fn);
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

void sp_csr_free(sp_csr *c)
{
  free(c->ptr);
  free(c->col);
  free(c->val);
  free(c->pos);
  memset(c, 0, sizeof *c);
}

/* Builds CSR from n entries (row r[k], column q[k], value v[k], position k), stable per row. */
static cuportSparseStatus_t from_entries(int64_t rows, int64_t cols, int64_t n, const int64_t *r,
                                         const int64_t *q, const double *v, sp_csr *out)
{
  out->rows = rows;
  out->cols = cols;
  out->nnz = n;
  out->ptr = calloc((size_t)rows + 1, sizeof(int64_t));
  out->col = malloc((size_t)(n ? n : 1) * sizeof(int64_t));
  out->val = calloc((size_t)(n ? n : 1), sizeof(double));
  out->pos = malloc((size_t)(n ? n : 1) * sizeof(int64_t));
  if (!out->ptr || !out->col || !out->val || !out->pos) {
    sp_csr_free(out);
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  }
  for (int64_t k = 0; k < n; k++) {
    if (r[k] < 0 || r[k] >= rows || q[k] < 0 || q[k] >= cols) {
      sp_csr_free(out);
      return sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "entry %lld of a sparse matrix is at "
                     "(%lld, %lld), outside its %lld x %lld", (long long)k, (long long)r[k],
                     (long long)q[k], (long long)rows, (long long)cols);
    }
    out->ptr[r[k] + 1]++;
  }
  for (int64_t i = 0; i < rows; i++)
    out->ptr[i + 1] += out->ptr[i];
  {
    int64_t *next = malloc((size_t)(rows ? rows : 1) * sizeof(int64_t));
    if (!next) {
      sp_csr_free(out);
      return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    }
    memcpy(next, out->ptr, (size_t)rows * sizeof(int64_t));
    for (int64_t k = 0; k < n; k++) {
      int64_t d = next[r[k]]++;
      out->col[d] = q[k];
      out->val[d] = v ? v[k] : 0.0;
      out->pos[d] = k;
    }
    free(next);
  }
  return CUPORT_SPARSE_STATUS_SUCCESS;
}

cuportSparseStatus_t sp_csr_get(const struct cuportSparseSpMat *m, int b, int values, sp_csr *out)
{
  int64_t n = m->nnz, np, *p = NULL, *q = NULL, *r = NULL;
  double *v = NULL;
  cuportSparseStatus_t s;
  const char *pbase = m->p, *qbase = m->q, *vbase = m->val;

  memset(out, 0, sizeof *out);
  np = m->format == CUPORT_SPARSE_FORMAT_CSR ? m->rows + 1
       : m->format == CUPORT_SPARSE_FORMAT_CSC ? m->cols + 1 : n;
  if (b > 0) {
    pbase += (size_t)b * (size_t)m->pstride * sp_isize(m->ptype);
    qbase += (size_t)b * (size_t)m->qstride * sp_isize(m->qtype);
    vbase += (size_t)b * (size_t)m->qstride * sp_vsize(m->vtype);
  }
  if ((s = sp_idx_get(pbase, m->ptype, np, &p)) || (s = sp_idx_get(qbase, m->qtype, n, &q)) ||
      (values && (s = sp_vals_get(vbase, m->vtype, n, &v))))
    goto done;
  if (m->format == CUPORT_SPARSE_FORMAT_COO) {
    for (int64_t k = 0; k < n; k++)
      p[k] -= m->base, q[k] -= m->base;
    s = from_entries(m->rows, m->cols, n, p, q, v, out);
    goto done;
  }
  /* CSR/CSC: expand the offsets into one major index per entry */
  if (!(r = malloc((size_t)(n ? n : 1) * sizeof(int64_t)))) {
    s = CUPORT_SPARSE_STATUS_ALLOC_FAILED;
    goto done;
  }
  for (int64_t i = 0; i + 1 < np; i++)
    for (int64_t k = p[i] - m->base; k < p[i + 1] - m->base; k++) {
      if (k < 0 || k >= n) {
        s = sp_fail(CUPORT_SPARSE_STATUS_INVALID_VALUE, "the offsets of a sparse matrix go "
                    "past its %lld entries", (long long)n);
        goto done;
      }
      r[k] = i;
    }
  for (int64_t k = 0; k < n; k++)
    q[k] -= m->base;
  if (m->format == CUPORT_SPARSE_FORMAT_CSR)
    s = from_entries(m->rows, m->cols, n, r, q, v, out);
  else
    s = from_entries(m->rows, m->cols, n, q, r, v, out);
done:
  free(p);
  free(q);
  free(r);
  free(v);
  return s;
}

cuportSparseStatus_t sp_csr_transpose(const sp_csr *a, sp_csr *t)
{
  int64_t n = a->nnz, *r = malloc((size_t)(n ? n : 1) * sizeof(int64_t));
  cuportSparseStatus_t s;

  if (!r)
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  for (int64_t i = 0; i < a->rows; i++)
    for (int64_t k = a->ptr[i]; k < a->ptr[i + 1]; k++)
      r[k] = i;
  s = from_entries(a->cols, a->rows, n, a->col, r, a->val, t);
  if (!s)
    for (int64_t k = 0; k < n; k++)
      t->pos[k] = a->pos[t->pos[k]];
  free(r);
  return s;
}

cuportSparseStatus_t sp_csr_put_values(const struct cuportSparseSpMat *m, int b, const sp_csr *c)
{
  double *v = malloc((size_t)(c->nnz ? c->nnz : 1) * sizeof(double));
  char *vbase = (char *)m->val + (size_t)b * (size_t)m->qstride * sp_vsize(m->vtype);
  cuportSparseStatus_t s;

  if (!v)
    return CUPORT_SPARSE_STATUS_ALLOC_FAILED;
  for (int64_t k = 0; k < c->nnz; k++)
    v[c->pos[k]] = c->val[k];
  s = sp_vals_put(vbase, m->vtype, c->nnz, v);
  free(v);
  return s;
}

/* ---- staged dense matrices ---- */

static size_t dense_elems(const struct cuportSparseDnMat *m)
{
  int64_t major = m->order == CUPORT_SPARSE_ORDER_COL ? m->cols : m->rows;
  return major ? (size_t)((major - 1) * m->ld + (m->order == CUPORT_SPARSE_ORDER_COL ? m->rows
                                                                                       : m->cols))
               : 0;
}

cuportSparseStatus_t sp_dense_get(const struct cuportSparseDnMat *m, int b, sp_dense *out)
{
  const char *base = (const char *)m->val + (size_t)b * (size_t)m->stride * sp_vsize(m->vtype);

  out->rows = m->rows;
  out->cols = m->cols;
  out->ld = m->ld;
  out->col_major = m->order == CUPORT_SPARSE_ORDER_COL;
  return sp_vals_get(base, m->vtype, (int64_t)dense_elems(m), &out->v);
}

cuportSparseStatus_t sp_dense_put(const struct cuportSparseDnMat *m, int b, const sp_dense *d)
{
  char *base = (char *)m->val + (size_t)b * (size_t)m->stride * sp_vsize(m->vtype);
  return sp_vals_put(base, m->vtype, (int64_t)dense_elems(m), d->v);
}

void sp_dense_free(sp_dense *d)
{
  free(d->v);
  d->v = NULL;
}
