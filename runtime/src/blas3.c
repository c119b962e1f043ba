/*
 * blas3.c: levels 2 and 3 of cuport's cuBLAS (cuport_blas.h) and the batched LU.
 *
 * Every routine checks its sizes as cuBLAS does (INVALID_VALUE for a negative size or a
 * leading dimension below the rows it must hold), quick-returns on empty work, reads its
 * scalars in the compute type (blas.c) and launches one kernel of blas_kernels.c on the
 * handle's stream.  gemm, its batched forms and GemmEx share one path: a base pointer and
 * stride per operand, or device arrays of device pointers.
 */
#include <stdlib.h>
#include <string.h>

#include "blas_internal.h"

#define OP_OK(op) ((unsigned)(op) <= CUPORT_BLAS_OP_C)
#define SC_ARG(s) {CUPORT_ARG_VALUE, (s).size, (s).b}

/* ---- level 2 ---- */

static cuportBlasStatus_t gemv(cuportBlasHandle_t h, BlasType t, int op, int m, int n,
                               const void *alpha, const void *A, int lda, const void *x, int incx,
                               const void *beta, void *y, int incy)
{
  BlasScalar a, b;
  cuportBlasStatus_t s;
  long long ldal = lda, ix = incx, iy = incy;
  int rows = op == CUPORT_BLAS_OP_N ? m : n;

  BLAS_CHECK_HANDLE(h);
  if (!OP_OK(op) || m < 0 || n < 0 || lda < (m > 1 ? m : 1) || incx == 0 || incy == 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, t, t, &a)) || (s = blas_scalar(h, beta, t, t, &b)))
    return s;
  {
    cuportArg args[] = {CUPORT_ARG_V(op), CUPORT_ARG_V(m), CUPORT_ARG_V(n), SC_ARG(a),
                        CUPORT_ARG_P(A), CUPORT_ARG_V(ldal), CUPORT_ARG_P(x), CUPORT_ARG_V(ix),
                        SC_ARG(b), CUPORT_ARG_P(y), CUPORT_ARG_V(iy)};
    return blas_launch(h, t, t, "bl_gemv", cuport_dim3(blas_groups(rows, 64), 1, 1),
                       cuport_dim3(64, 1, 1), 11, args);
  }
}

static cuportBlasStatus_t symv(cuportBlasHandle_t h, BlasType t, int uplo, int n,
                               const void *alpha, const void *A, int lda, const void *x, int incx,
                               const void *beta, void *y, int incy)
{
  BlasScalar a, b;
  cuportBlasStatus_t s;
  long long ldal = lda, ix = incx, iy = incy;
  int upper = uplo == CUPORT_BLAS_FILL_MODE_UPPER;

  BLAS_CHECK_HANDLE(h);
  if (n < 0 || lda < (n > 1 ? n : 1) || incx == 0 || incy == 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (n == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, t, t, &a)) || (s = blas_scalar(h, beta, t, t, &b)))
    return s;
  {
    cuportArg args[] = {CUPORT_ARG_V(upper), CUPORT_ARG_V(n), SC_ARG(a), CUPORT_ARG_P(A),
                        CUPORT_ARG_V(ldal), CUPORT_ARG_P(x), CUPORT_ARG_V(ix), SC_ARG(b),
                        CUPORT_ARG_P(y), CUPORT_ARG_V(iy)};
    return blas_launch(h, t, t, "bl_symv", cuport_dim3(blas_groups(n, 64), 1, 1),
                       cuport_dim3(64, 1, 1), 10, args);
  }
}

static cuportBlasStatus_t ger(cuportBlasHandle_t h, BlasType t, int conj, int m, int n,
                              const void *alpha, const void *x, int incx, const void *y, int incy,
                              void *A, int lda)
{
  BlasScalar a;
  cuportBlasStatus_t s;
  long long ldal = lda, ix = incx, iy = incy;

  BLAS_CHECK_HANDLE(h);
  if (m < 0 || n < 0 || lda < (m > 1 ? m : 1) || incx == 0 || incy == 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, t, t, &a)))
    return s;
  {
    cuportArg args[] = {CUPORT_ARG_V(m), CUPORT_ARG_V(n), SC_ARG(a), CUPORT_ARG_P(x),
                        CUPORT_ARG_V(ix), CUPORT_ARG_P(y), CUPORT_ARG_V(iy), CUPORT_ARG_V(conj),
                        CUPORT_ARG_P(A), CUPORT_ARG_V(ldal)};
    return blas_launch(h, t, t, "bl_ger", cuport_dim3(blas_groups(m, 16), blas_groups(n, 16), 1),
                       cuport_dim3(16, 16, 1), 10, args);
  }
}

/* op(A) X = alpha B (left) or X op(A) = alpha B (right); B's rows rs elements apart. */
static cuportBlasStatus_t trsm(cuportBlasHandle_t h, BlasType t, int side, int uplo, int op,
                               int diag, int m, int n, const BlasScalar *a, const void *A, int lda,
                               void *B, long long rs, long long ldb)
{
  long long ldal = lda;
  int right = side == CUPORT_BLAS_SIDE_RIGHT, upper = uplo == CUPORT_BLAS_FILL_MODE_UPPER;
  int unit = diag == CUPORT_BLAS_DIAG_UNIT;
  cuportArg args[] = {CUPORT_ARG_V(right), CUPORT_ARG_V(upper), CUPORT_ARG_V(op),
                      CUPORT_ARG_V(unit), CUPORT_ARG_V(m), CUPORT_ARG_V(n), SC_ARG(*a),
                      CUPORT_ARG_P(A), CUPORT_ARG_V(ldal), CUPORT_ARG_P(B), CUPORT_ARG_V(rs),
                      CUPORT_ARG_V(ldb)};

  if (m == 0 || n == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  return blas_launch(h, t, t, "bl_trsm", cuport_dim3(blas_groups(right ? m : n, 64), 1, 1),
                     cuport_dim3(64, 1, 1), 12, args);
}

static cuportBlasStatus_t trsv(cuportBlasHandle_t h, BlasType t, int uplo, int op, int diag,
                               int n, const void *A, int lda, void *x, int incx)
{
  BlasScalar one;
  double v = 1;
  float f = 1;

  BLAS_CHECK_HANDLE(h);
  if (!OP_OK(op) || n < 0 || lda < (n > 1 ? n : 1) || incx <= 0)
    return incx < 0 ? CUPORT_BLAS_STATUS_NOT_SUPPORTED : CUPORT_BLAS_STATUS_INVALID_VALUE;
  memset(&one, 0, sizeof one);
  one.size = blas_type_size(t);
  if (t == BT_F32 || t == BT_C32)
    memcpy(one.b, &f, 4);
  else
    memcpy(one.b, &v, 8);
  return trsm(h, t, CUPORT_BLAS_SIDE_LEFT, uplo, op, diag, n, 1, &one, A, lda, x, incx, n);
}

/* ---- level 3 ---- */

/* An operand of a gemm: a base pointer and stride, or a device array of pointers. */
typedef struct {
  const void *p;
  long long stride;
  const void *array;
} Operand;

static cuportBlasStatus_t gemm(cuportBlasHandle_t h, BlasType ta, BlasType tc, BlasType st,
                               int opa, int opb, int m, int n, int k, const void *alpha,
                               Operand A, int lda, Operand B, int ldb, const void *beta,
                               Operand C, int ldc, int batch)
{
  BlasScalar a, b;
  cuportBlasStatus_t s;
  BlasType ct = blas_compute_type(ta, tc);
  long long la = lda, lb = ldb, lc = ldc;

  BLAS_CHECK_HANDLE(h);
  if (!OP_OK(opa) || !OP_OK(opb) || m < 0 || n < 0 || k < 0 || batch < 0 ||
      lda < ((opa == CUPORT_BLAS_OP_N ? m : k) > 1 ? (opa == CUPORT_BLAS_OP_N ? m : k) : 1) ||
      ldb < ((opb == CUPORT_BLAS_OP_N ? k : n) > 1 ? (opb == CUPORT_BLAS_OP_N ? k : n) : 1) ||
      ldc < (m > 1 ? m : 1))
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0 || batch == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, st, ct, &a)) || (s = blas_scalar(h, beta, st, ct, &b)))
    return s;
  {
    cuportArg args[] = {CUPORT_ARG_V(opa), CUPORT_ARG_V(opb), CUPORT_ARG_V(m), CUPORT_ARG_V(n),
                        CUPORT_ARG_V(k), SC_ARG(a),
                        CUPORT_ARG_P(A.p), CUPORT_ARG_V(la), CUPORT_ARG_V(A.stride),
                        CUPORT_ARG_P(A.array),
                        CUPORT_ARG_P(B.p), CUPORT_ARG_V(lb), CUPORT_ARG_V(B.stride),
                        CUPORT_ARG_P(B.array), SC_ARG(b),
                        CUPORT_ARG_P(C.p), CUPORT_ARG_V(lc), CUPORT_ARG_V(C.stride),
                        CUPORT_ARG_P(C.array)};
    return blas_launch(h, ta, tc, "bl_gemm",
                       cuport_dim3(blas_groups(m, 16), blas_groups(n, 16), (unsigned)batch),
                       cuport_dim3(16, 16, 1), 19, args);
  }
}

static Operand one(const void *p) { Operand o = {p, 0, NULL}; return o; }
static Operand strided(const void *p, long long s) { Operand o = {p, s, NULL}; return o; }
static Operand table(const void *a) { Operand o = {NULL, 0, a}; return o; }

static cuportBlasStatus_t geam(cuportBlasHandle_t h, BlasType t, int opa, int opb, int m, int n,
                               const void *alpha, const void *A, int lda, const void *beta,
                               const void *B, int ldb, void *C, int ldc)
{
  BlasScalar a, b;
  cuportBlasStatus_t s;
  long long la = lda, lb = ldb, lc = ldc;

  BLAS_CHECK_HANDLE(h);
  if (!OP_OK(opa) || !OP_OK(opb) || m < 0 || n < 0 || ldc < (m > 1 ? m : 1))
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, t, t, &a)) || (s = blas_scalar(h, beta, t, t, &b)))
    return s;
  {
    cuportArg args[] = {CUPORT_ARG_V(opa), CUPORT_ARG_V(opb), CUPORT_ARG_V(m), CUPORT_ARG_V(n),
                        SC_ARG(a), CUPORT_ARG_P(A), CUPORT_ARG_V(la), SC_ARG(b),
                        CUPORT_ARG_P(B), CUPORT_ARG_V(lb), CUPORT_ARG_P(C), CUPORT_ARG_V(lc)};
    return blas_launch(h, t, t, "bl_geam", cuport_dim3(blas_groups(m, 16), blas_groups(n, 16), 1),
                       cuport_dim3(16, 16, 1), 12, args);
  }
}

static cuportBlasStatus_t dgmm(cuportBlasHandle_t h, BlasType t, int side, int m, int n,
                               const void *A, int lda, const void *x, int incx, void *C, int ldc)
{
  long long la = lda, ix = incx, lc = ldc;
  int right = side == CUPORT_BLAS_SIDE_RIGHT;

  BLAS_CHECK_HANDLE(h);
  if (m < 0 || n < 0 || lda < (m > 1 ? m : 1) || ldc < (m > 1 ? m : 1))
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  {
    cuportArg args[] = {CUPORT_ARG_V(right), CUPORT_ARG_V(m), CUPORT_ARG_V(n), CUPORT_ARG_P(A),
                        CUPORT_ARG_V(la), CUPORT_ARG_P(x), CUPORT_ARG_V(ix), CUPORT_ARG_P(C),
                        CUPORT_ARG_V(lc)};
    return blas_launch(h, t, t, "bl_dgmm", cuport_dim3(blas_groups(m, 16), blas_groups(n, 16), 1),
                       cuport_dim3(16, 16, 1), 9, args);
  }
}

static cuportBlasStatus_t syrk(cuportBlasHandle_t h, BlasType t, int uplo, int op, int n, int k,
                               const void *alpha, const void *A, int lda, const void *beta,
                               void *C, int ldc)
{
  BlasScalar a, b;
  cuportBlasStatus_t s;
  long long la = lda, lc = ldc;
  int upper = uplo == CUPORT_BLAS_FILL_MODE_UPPER, trans = op != CUPORT_BLAS_OP_N;

  BLAS_CHECK_HANDLE(h);
  if (n < 0 || k < 0 || ldc < (n > 1 ? n : 1) || op == CUPORT_BLAS_OP_C)
    return op == CUPORT_BLAS_OP_C ? CUPORT_BLAS_STATUS_NOT_SUPPORTED
                                  : CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (n == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, t, t, &a)) || (s = blas_scalar(h, beta, t, t, &b)))
    return s;
  {
    cuportArg args[] = {CUPORT_ARG_V(upper), CUPORT_ARG_V(trans), CUPORT_ARG_V(n),
                        CUPORT_ARG_V(k), SC_ARG(a), CUPORT_ARG_P(A), CUPORT_ARG_V(la), SC_ARG(b),
                        CUPORT_ARG_P(C), CUPORT_ARG_V(lc)};
    return blas_launch(h, t, t, "bl_syrk", cuport_dim3(blas_groups(n, 16), blas_groups(n, 16), 1),
                       cuport_dim3(16, 16, 1), 10, args);
  }
}

/* ---- batched LU ---- */

static cuportBlasStatus_t getrf(cuportBlasHandle_t h, BlasType t, int n, const void *A, int lda,
                                int *piv, int *info, int batch)
{
  long long la = lda;
  cuportArg args[] = {CUPORT_ARG_V(n), CUPORT_ARG_P(A), CUPORT_ARG_V(la), CUPORT_ARG_P(piv),
                      CUPORT_ARG_P(info), CUPORT_ARG_V(batch)};

  BLAS_CHECK_HANDLE(h);
  if (n < 0 || lda < (n > 1 ? n : 1) || batch < 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (batch == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  return blas_launch(h, t, t, "bl_getrf", cuport_dim3(blas_groups(batch, 64), 1, 1),
                     cuport_dim3(64, 1, 1), 6, args);
}

static cuportBlasStatus_t getrs(cuportBlasHandle_t h, BlasType t, int op, int n, int nrhs,
                                const void *A, int lda, const int *piv, const void *B, int ldb,
                                int *info, int batch)
{
  long long la = lda, lb = ldb;
  cuportArg args[] = {CUPORT_ARG_V(op), CUPORT_ARG_V(n), CUPORT_ARG_V(nrhs), CUPORT_ARG_P(A),
                      CUPORT_ARG_V(la), CUPORT_ARG_P(piv), CUPORT_ARG_P(B), CUPORT_ARG_V(lb),
                      CUPORT_ARG_V(batch)};

  BLAS_CHECK_HANDLE(h);
  if (!info)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  /* info is a host int naming the first invalid argument, as LAPACK's */
  *info = !OP_OK(op) ? -1 : n < 0 ? -2 : nrhs < 0 ? -3 : lda < (n > 1 ? n : 1) ? -5
        : ldb < (n > 1 ? n : 1) ? -8 : batch < 0 ? -10 : 0;
  if (*info)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (n == 0 || nrhs == 0 || batch == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  return blas_launch(h, t, t, "bl_getrs", cuport_dim3(blas_groups(batch, 8), nrhs, 1),
                     cuport_dim3(8, 1, 1), 9, args);
}

static cuportBlasStatus_t getri(cuportBlasHandle_t h, BlasType t, int n, const void *A, int lda,
                                const int *piv, const void *C, int ldc, int *info, int batch)
{
  long long la = lda, lc = ldc;
  cuportArg args[] = {CUPORT_ARG_V(n), CUPORT_ARG_P(A), CUPORT_ARG_V(la), CUPORT_ARG_P(piv),
                      CUPORT_ARG_P(C), CUPORT_ARG_V(lc), CUPORT_ARG_P(info), CUPORT_ARG_V(batch)};

  BLAS_CHECK_HANDLE(h);
  if (n < 0 || lda < (n > 1 ? n : 1) || ldc < (n > 1 ? n : 1) || batch < 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (n == 0 || batch == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  return blas_launch(h, t, t, "bl_getri", cuport_dim3(blas_groups(batch, 8), n, 1),
                     cuport_dim3(8, 1, 1), 8, args);
}

/* ---- the typed entry points ---- */

#define BLAS_L3(s, T, t)                                                                    \
  cuportBlasStatus_t cuportBlas##s##gemv(cuportBlasHandle_t h, cuportBlasOperation_t op, int m, \
                                         int n, const T *alpha, const T *A, int lda,        \
                                         const T *x, int incx, const T *beta, T *y, int incy) \
  { return gemv(h, t, op, m, n, alpha, A, lda, x, incx, beta, y, incy); }                   \
  cuportBlasStatus_t cuportBlas##s##symv(cuportBlasHandle_t h, cuportBlasFillMode_t uplo,    \
                                         int n, const T *alpha, const T *A, int lda,        \
                                         const T *x, int incx, const T *beta, T *y, int incy) \
  { return symv(h, t, uplo, n, alpha, A, lda, x, incx, beta, y, incy); }                    \
  cuportBlasStatus_t cuportBlas##s##trsv(cuportBlasHandle_t h, cuportBlasFillMode_t uplo,    \
                                         cuportBlasOperation_t op, cuportBlasDiagType_t diag, \
                                         int n, const T *A, int lda, T *x, int incx)        \
  { return trsv(h, t, uplo, op, diag, n, A, lda, x, incx); }                                \
  cuportBlasStatus_t cuportBlas##s##gemm(cuportBlasHandle_t h, cuportBlasOperation_t opa,    \
                                         cuportBlasOperation_t opb, int m, int n, int k,    \
                                         const T *alpha, const T *A, int lda, const T *B,   \
                                         int ldb, const T *beta, T *C, int ldc)             \
  { return gemm(h, t, t, t, opa, opb, m, n, k, alpha, one(A), lda, one(B), ldb, beta, one(C), \
                ldc, 1); }                                                                  \
  cuportBlasStatus_t cuportBlas##s##gemmBatched(                                            \
      cuportBlasHandle_t h, cuportBlasOperation_t opa, cuportBlasOperation_t opb, int m,    \
      int n, int k, const T *alpha, const T *const A[], int lda, const T *const B[], int ldb, \
      const T *beta, T *const C[], int ldc, int batch)                                      \
  { return gemm(h, t, t, t, opa, opb, m, n, k, alpha, table(A), lda, table(B), ldb, beta,    \
                table(C), ldc, batch); }                                                    \
  cuportBlasStatus_t cuportBlas##s##gemmStridedBatched(                                     \
      cuportBlasHandle_t h, cuportBlasOperation_t opa, cuportBlasOperation_t opb, int m,    \
      int n, int k, const T *alpha, const T *A, int lda, long long sa, const T *B, int ldb,  \
      long long sb, const T *beta, T *C, int ldc, long long sc, int batch)                  \
  { return gemm(h, t, t, t, opa, opb, m, n, k, alpha, strided(A, sa), lda, strided(B, sb),   \
                ldb, beta, strided(C, sc), ldc, batch); }                                   \
  cuportBlasStatus_t cuportBlas##s##geam(cuportBlasHandle_t h, cuportBlasOperation_t opa,    \
                                         cuportBlasOperation_t opb, int m, int n,           \
                                         const T *alpha, const T *A, int lda, const T *beta, \
                                         const T *B, int ldb, T *C, int ldc)                \
  { return geam(h, t, opa, opb, m, n, alpha, A, lda, beta, B, ldb, C, ldc); }               \
  cuportBlasStatus_t cuportBlas##s##dgmm(cuportBlasHandle_t h, cuportBlasSideMode_t side,    \
                                         int m, int n, const T *A, int lda, const T *x,     \
                                         int incx, T *C, int ldc)                           \
  { return dgmm(h, t, side, m, n, A, lda, x, incx, C, ldc); }                               \
  cuportBlasStatus_t cuportBlas##s##trsm(cuportBlasHandle_t h, cuportBlasSideMode_t side,    \
                                         cuportBlasFillMode_t uplo, cuportBlasOperation_t op, \
                                         cuportBlasDiagType_t diag, int m, int n,           \
                                         const T *alpha, const T *A, int lda, T *B, int ldb) \
  {                                                                                         \
    BlasScalar a;                                                                           \
    cuportBlasStatus_t st;                                                                  \
    int ka = side == CUPORT_BLAS_SIDE_LEFT ? m : n;                                         \
    BLAS_CHECK_HANDLE(h);                                                                   \
    if (!OP_OK(op) || m < 0 || n < 0 || lda < (ka > 1 ? ka : 1) || ldb < (m > 1 ? m : 1))   \
      return CUPORT_BLAS_STATUS_INVALID_VALUE;                                              \
    if ((st = blas_scalar(h, alpha, t, t, &a)))                                             \
      return st;                                                                            \
    return trsm(h, t, side, uplo, op, diag, m, n, &a, A, lda, B, 1, ldb);                   \
  }                                                                                         \
  cuportBlasStatus_t cuportBlas##s##syrk(cuportBlasHandle_t h, cuportBlasFillMode_t uplo,    \
                                         cuportBlasOperation_t op, int n, int k,            \
                                         const T *alpha, const T *A, int lda,               \
                                         const T *beta, T *C, int ldc)                      \
  { return syrk(h, t, uplo, op, n, k, alpha, A, lda, beta, C, ldc); }                       \
  cuportBlasStatus_t cuportBlas##s##getrfBatched(cuportBlasHandle_t h, int n, T *const A[],  \
                                                 int lda, int *piv, int *info, int batch)   \
  { return getrf(h, t, n, A, lda, piv, info, batch); }                                      \
  cuportBlasStatus_t cuportBlas##s##getrsBatched(                                           \
      cuportBlasHandle_t h, cuportBlasOperation_t op, int n, int nrhs, const T *const A[],   \
      int lda, const int *piv, T *const B[], int ldb, int *info, int batch)                 \
  { return getrs(h, t, op, n, nrhs, A, lda, piv, B, ldb, info, batch); }                    \
  cuportBlasStatus_t cuportBlas##s##getriBatched(cuportBlasHandle_t h, int n,               \
                                                 const T *const A[], int lda, const int *P, \
                                                 T *const C[], int ldc, int *info, int batch) \
  { return getri(h, t, n, A, lda, P, C, ldc, info, batch); }

BLAS_L3(S, float, BT_F32)
BLAS_L3(D, double, BT_F64)
BLAS_L3(C, cuportFloatComplex, BT_C32)
BLAS_L3(Z, cuportDoubleComplex, BT_C64)

#define BLAS_MATINV(s, T, t)                                                                \
  cuportBlasStatus_t cuportBlas##s##matinvBatched(cuportBlasHandle_t h, int n,              \
                                                  const T *const A[], int lda,              \
                                                  T *const Ainv[], int lda_inv, int *info,  \
                                                  int batch)                                \
  { return matinv(h, t, n, A, lda, Ainv, lda_inv, info, batch); }

/* The inverse of each small matrix (n <= 32, as cuBLAS requires): LU into a device copy,
 * then getri into Ainv. */
static cuportBlasStatus_t matinv(cuportBlasHandle_t h, BlasType t, int n, const void *A, int lda,
                                 const void *Ainv, int ldi, int *info, int batch)
{
  size_t es = blas_type_size(t), bytes = (size_t)n * n * es;
  void **hA = NULL, **hL = NULL, *L = NULL, *Lp = NULL;
  int *piv = NULL;
  cuportBlasStatus_t s = CUPORT_BLAS_STATUS_ALLOC_FAILED;

  BLAS_CHECK_HANDLE(h);
  if (n < 0 || n > 32 || lda < (n > 1 ? n : 1) || ldi < (n > 1 ? n : 1) || batch < 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (n == 0 || batch == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  hA = calloc((size_t)batch, sizeof *hA);
  hL = calloc((size_t)batch, sizeof *hL);
  if (!hA || !hL || cuportMalloc(&L, bytes * batch) || cuportMalloc(&Lp, sizeof(void *) * batch) ||
      cuportMalloc((void **)&piv, sizeof(int) * n * batch))
    goto out;
  s = CUPORT_BLAS_STATUS_EXECUTION_FAILED;
  if (cuportMemcpyAsync(hA, A, sizeof(void *) * batch, cuportMemcpyDeviceToHost, h->stream) ||
      cuportStreamSynchronize(h->stream))
    goto out;
  for (int b = 0; b < batch; b++) {
    hL[b] = (char *)L + bytes * b;
    if (cuportMemcpy2DAsync(hL[b], n * es, hA[b], (size_t)lda * es, n * es, n,
                            cuportMemcpyDeviceToDevice, h->stream))
      goto out;
  }
  if (cuportMemcpyAsync(Lp, hL, sizeof(void *) * batch, cuportMemcpyHostToDevice, h->stream))
    goto out;
  s = getrf(h, t, n, Lp, n, piv, info, batch);
  if (!s)
    s = getri(h, t, n, Lp, n, piv, Ainv, ldi, info, batch);
  if (!s && cuportStreamSynchronize(h->stream))
    s = CUPORT_BLAS_STATUS_EXECUTION_FAILED;
out:
  cuportStreamSynchronize(h->stream);
  cuportFree(L);
  cuportFree(Lp);
  cuportFree(piv);
  free(hA);
  free(hL);
  return s;
}

BLAS_MATINV(S, float, BT_F32)
BLAS_MATINV(D, double, BT_F64)
BLAS_MATINV(C, cuportFloatComplex, BT_C32)
BLAS_MATINV(Z, cuportDoubleComplex, BT_C64)

#define BLAS_GER(name, T, t, conj)                                                          \
  cuportBlasStatus_t name(cuportBlasHandle_t h, int m, int n, const T *alpha, const T *x,    \
                          int incx, const T *y, int incy, T *A, int lda)                    \
  { return ger(h, t, conj, m, n, alpha, x, incx, y, incy, A, lda); }
BLAS_GER(cuportBlasSger, float, BT_F32, 0)
BLAS_GER(cuportBlasDger, double, BT_F64, 0)
BLAS_GER(cuportBlasCgeru, cuportFloatComplex, BT_C32, 0)
BLAS_GER(cuportBlasCgerc, cuportFloatComplex, BT_C32, 1)
BLAS_GER(cuportBlasZgeru, cuportDoubleComplex, BT_C64, 0)
BLAS_GER(cuportBlasZgerc, cuportDoubleComplex, BT_C64, 1)

/* ---- half precision and the Ex forms ---- */

cuportBlasStatus_t cuportBlasHgemm(cuportBlasHandle_t h, cuportBlasOperation_t opa,
                                   cuportBlasOperation_t opb, int m, int n, int k,
                                   const cuport_half *alpha, const cuport_half *A, int lda,
                                   const cuport_half *B, int ldb, const cuport_half *beta,
                                   cuport_half *C, int ldc)
{
  return gemm(h, BT_F16, BT_F16, BT_F16, opa, opb, m, n, k, alpha, one(A), lda, one(B), ldb, beta,
              one(C), ldc, 1);
}

cuportBlasStatus_t cuportBlasHgemmBatched(cuportBlasHandle_t h, cuportBlasOperation_t opa,
                                          cuportBlasOperation_t opb, int m, int n, int k,
                                          const cuport_half *alpha, const cuport_half *const A[],
                                          int lda, const cuport_half *const B[], int ldb,
                                          const cuport_half *beta, cuport_half *const C[],
                                          int ldc, int batch)
{
  return gemm(h, BT_F16, BT_F16, BT_F16, opa, opb, m, n, k, alpha, table(A), lda, table(B), ldb,
              beta, table(C), ldc, batch);
}

cuportBlasStatus_t cuportBlasHgemmStridedBatched(cuportBlasHandle_t h, cuportBlasOperation_t opa,
                                                 cuportBlasOperation_t opb, int m, int n, int k,
                                                 const cuport_half *alpha, const cuport_half *A,
                                                 int lda, long long sa, const cuport_half *B,
                                                 int ldb, long long sb, const cuport_half *beta,
                                                 cuport_half *C, int ldc, long long sc, int batch)
{
  return gemm(h, BT_F16, BT_F16, BT_F16, opa, opb, m, n, k, alpha, strided(A, sa), lda,
              strided(B, sb), ldb, beta, strided(C, sc), ldc, batch);
}

/* The storage pair and scalar type of a GemmEx; 0 when the combination is not one the
 * kernels have. */
static int ex_types(cuportDataType at, cuportDataType bt, cuportDataType ctype,
                    cuportBlasComputeType_t comp, BlasType *ta, BlasType *tc, BlasType *st)
{
  int a = blas_type_of(at), c = blas_type_of(ctype);

  if (a < 0 || c < 0 || at != bt)
    return 0;
  *ta = (BlasType)a;
  *tc = (BlasType)c;
  switch (comp) {
  case CUPORT_BLAS_COMPUTE_16F: case CUPORT_BLAS_COMPUTE_16F_PEDANTIC: *st = BT_F16; break;
  case CUPORT_BLAS_COMPUTE_64F: case CUPORT_BLAS_COMPUTE_64F_PEDANTIC:
    *st = a == BT_C64 ? BT_C64 : BT_F64; break;
  case CUPORT_BLAS_COMPUTE_32I: case CUPORT_BLAS_COMPUTE_32I_PEDANTIC: *st = BT_I32; break;
  default: *st = a == BT_C32 ? BT_C32 : BT_F32; break;
  }
  if (a == c)
    return a != BT_I8 && a != BT_I32; /* one type: not for integers (8-bit into 32-bit is) */
  return (a == BT_I8 && c == BT_I32) || ((a == BT_F16 || a == BT_BF16) && c == BT_F32);
}

cuportBlasStatus_t cuportBlasGemmEx(cuportBlasHandle_t h, cuportBlasOperation_t opa,
                                    cuportBlasOperation_t opb, int m, int n, int k,
                                    const void *alpha, const void *A, cuportDataType at, int lda,
                                    const void *B, cuportDataType bt, int ldb, const void *beta,
                                    void *C, cuportDataType ct, int ldc,
                                    cuportBlasComputeType_t comp, cuportBlasGemmAlgo_t algo)
{
  BlasType ta, tc, st;
  (void)algo;
  if (!ex_types(at, bt, ct, comp, &ta, &tc, &st))
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  return gemm(h, ta, tc, st, opa, opb, m, n, k, alpha, one(A), lda, one(B), ldb, beta, one(C),
              ldc, 1);
}

cuportBlasStatus_t cuportBlasGemmBatchedEx(cuportBlasHandle_t h, cuportBlasOperation_t opa,
                                           cuportBlasOperation_t opb, int m, int n, int k,
                                           const void *alpha, const void *const A[],
                                           cuportDataType at, int lda, const void *const B[],
                                           cuportDataType bt, int ldb, const void *beta,
                                           void *const C[], cuportDataType ct, int ldc, int batch,
                                           cuportBlasComputeType_t comp, cuportBlasGemmAlgo_t algo)
{
  BlasType ta, tc, st;
  (void)algo;
  if (!ex_types(at, bt, ct, comp, &ta, &tc, &st))
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  return gemm(h, ta, tc, st, opa, opb, m, n, k, alpha, table(A), lda, table(B), ldb, beta,
              table(C), ldc, batch);
}

cuportBlasStatus_t cuportBlasGemmStridedBatchedEx(
    cuportBlasHandle_t h, cuportBlasOperation_t opa, cuportBlasOperation_t opb, int m, int n,
    int k, const void *alpha, const void *A, cuportDataType at, int lda, long long sa,
    const void *B, cuportDataType bt, int ldb, long long sb, const void *beta, void *C,
    cuportDataType ct, int ldc, long long sc, int batch, cuportBlasComputeType_t comp,
    cuportBlasGemmAlgo_t algo)
{
  BlasType ta, tc, st;
  (void)algo;
  if (!ex_types(at, bt, ct, comp, &ta, &tc, &st))
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  return gemm(h, ta, tc, st, opa, opb, m, n, k, alpha, strided(A, sa), lda, strided(B, sb), ldb,
              beta, strided(C, sc), ldc, batch);
}

cuportBlasStatus_t cuportBlasSgemmEx(cuportBlasHandle_t h, cuportBlasOperation_t opa,
                                     cuportBlasOperation_t opb, int m, int n, int k,
                                     const float *alpha, const void *A, cuportDataType at, int lda,
                                     const void *B, cuportDataType bt, int ldb, const float *beta,
                                     void *C, cuportDataType ct, int ldc)
{
  BlasType ta, tc, st;
  if (!ex_types(at, bt, ct, CUPORT_BLAS_COMPUTE_32F, &ta, &tc, &st) || st != BT_F32)
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  return gemm(h, ta, tc, BT_F32, opa, opb, m, n, k, alpha, one(A), lda, one(B), ldb, beta, one(C),
              ldc, 1);
}
