/*
 * blas.c: cuport's cuBLAS (cuport_blas.h): the handle, the copies between host and device,
 * the scalar and result conventions, and level 1.
 *
 * Scalars (alpha, beta) are passed to the kernels by value in their compute type: in host
 * pointer mode they are read at the call; in device pointer mode the call first waits for
 * the handle's stream, so a scalar an earlier kernel wrote is read after it is written.
 * Results (dot, nrm2, asum, amax/amin) are written by the kernels: in device pointer mode
 * straight to the caller's device memory, in order on the stream; in host pointer mode to
 * the handle's scratch and copied to the caller's variable once the stream has finished,
 * as cuBLAS returns them.
 */
#include <stdlib.h>
#include <string.h>

#include "blas_internal.h"

/* ---- types and scalars ---- */

size_t blas_type_size(BlasType t)
{
  static const size_t sizes[] = {4, 8, 8, 16, 2, 2, 1, 4};
  return sizes[t];
}

BlasType blas_compute_type(BlasType ta, BlasType tc)
{
  if (ta == BT_C32 || tc == BT_C32)
    return BT_C32;
  if (ta == BT_C64 || tc == BT_C64)
    return BT_C64;
  if (ta == BT_F64 || tc == BT_F64)
    return BT_F64;
  if (ta == BT_I8)
    return BT_I32;
  return BT_F32;
}

int blas_type_of(cuportDataType t)
{
  switch (t) {
  case CUPORT_R_32F: return BT_F32;
  case CUPORT_R_64F: return BT_F64;
  case CUPORT_C_32F: return BT_C32;
  case CUPORT_C_64F: return BT_C64;
  case CUPORT_R_16F: return BT_F16;
  case CUPORT_R_16BF: return BT_BF16;
  case CUPORT_R_8I: return BT_I8;
  case CUPORT_R_32I: return BT_I32;
  default: return -1;
  }
}

/* The value at p of type t as (re, im). */
static void read_value(const void *p, BlasType t, double *re, double *im)
{
  const unsigned char *b = p;
  float f[2];
  double d[2];
  int32_t i;
  uint32_t u;
  cuport_half hv;

  *im = 0;
  switch (t) {
  case BT_F32: memcpy(f, b, 4); *re = f[0]; break;
  case BT_F64: memcpy(d, b, 8); *re = d[0]; break;
  case BT_C32: memcpy(f, b, 8); *re = f[0]; *im = f[1]; break;
  case BT_C64: memcpy(d, b, 16); *re = d[0]; *im = d[1]; break;
  case BT_F16: memcpy(&hv, b, 2); *re = cuport_half2float(hv); break;
  case BT_BF16: u = (uint32_t)(b[0] | b[1] << 8) << 16; memcpy(f, &u, 4); *re = f[0]; break;
  case BT_I8: *re = (signed char)b[0]; break;
  default: memcpy(&i, b, 4); *re = i; break;
  }
}

static void write_compute(BlasType ct, double re, double im, BlasScalar *out)
{
  float f[2] = {(float)re, (float)im};
  double d[2] = {re, im};
  int32_t i = (int32_t)re;

  memset(out, 0, sizeof *out);
  switch (ct) {
  case BT_C32: out->size = 8; memcpy(out->b, f, 8); break;
  case BT_C64: out->size = 16; memcpy(out->b, d, 16); break;
  case BT_F64: out->size = 8; memcpy(out->b, d, 8); break;
  case BT_I32: out->size = 4; memcpy(out->b, &i, 4); break;
  default: out->size = 4; memcpy(out->b, f, 4); break;
  }
}

cuportBlasStatus_t blas_scalar(cuportBlasHandle_t h, const void *p, BlasType st, BlasType ct,
                               BlasScalar *out)
{
  unsigned char v[16];
  double re, im;

  if (!p)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (h->pointer_mode == CUPORT_BLAS_POINTER_MODE_DEVICE) {
    if (cuportMemcpyAsync(v, p, blas_type_size(st), cuportMemcpyDeviceToHost, h->stream) ||
        cuportStreamSynchronize(h->stream))
      return CUPORT_BLAS_STATUS_EXECUTION_FAILED;
    p = v;
  }
  read_value(p, st, &re, &im);
  write_compute(ct, re, im, out);
  return CUPORT_BLAS_STATUS_SUCCESS;
}

unsigned blas_groups(long long n, unsigned local)
{
  long long g = (n + local - 1) / local;
  return g < 1 ? 1 : (unsigned)g;
}

cuportBlasStatus_t blas_launch(cuportBlasHandle_t h, BlasType ta, BlasType tc, const char *name,
                               cuportDim3 grid, cuportDim3 block, unsigned nargs,
                               const cuportArg *args)
{
  cuportProgram_t p;
  cuportKernel_t k;

  if (blas_program(ta, tc, &p) || cuportGetKernel(p, name, &k) ||
      cuportLaunchKernel(k, grid, block, 0, h->stream, nargs, args))
    return CUPORT_BLAS_STATUS_EXECUTION_FAILED;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

/* ---- the handle ---- */

cuportBlasStatus_t cuportBlasCreate(cuportBlasHandle_t *handle)
{
  cuportBlasHandle_t h;

  if (!handle)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  h = calloc(1, sizeof *h);
  if (!h)
    return CUPORT_BLAS_STATUS_ALLOC_FAILED;
  if (cuportMalloc(&h->scratch, BLAS_SCRATCH_BYTES)) {
    free(h);
    return CUPORT_BLAS_STATUS_NOT_INITIALIZED;
  }
  *handle = h;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasDestroy(cuportBlasHandle_t h)
{
  BLAS_CHECK_HANDLE(h);
  cuportStreamSynchronize(h->stream);
  cuportFree(h->scratch);
  free(h);
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasGetVersion(cuportBlasHandle_t h, int *version)
{
  BLAS_CHECK_HANDLE(h);
  if (!version)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  *version = CUPORT_BLAS_VERSION;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasSetStream(cuportBlasHandle_t h, cuportStream_t stream)
{
  BLAS_CHECK_HANDLE(h);
  h->stream = stream;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasGetStream(cuportBlasHandle_t h, cuportStream_t *stream)
{
  BLAS_CHECK_HANDLE(h);
  if (!stream)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  *stream = h->stream;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasSetPointerMode(cuportBlasHandle_t h, cuportBlasPointerMode_t mode)
{
  BLAS_CHECK_HANDLE(h);
  if (mode != CUPORT_BLAS_POINTER_MODE_HOST && mode != CUPORT_BLAS_POINTER_MODE_DEVICE)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  h->pointer_mode = mode;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasGetPointerMode(cuportBlasHandle_t h, cuportBlasPointerMode_t *mode)
{
  BLAS_CHECK_HANDLE(h);
  if (!mode)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  *mode = h->pointer_mode;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasSetMathMode(cuportBlasHandle_t h, cuportBlasMath_t mode)
{
  BLAS_CHECK_HANDLE(h);
  h->math_mode = mode; /* the kernels compute every mode at the data's precision or better */
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasGetMathMode(cuportBlasHandle_t h, cuportBlasMath_t *mode)
{
  BLAS_CHECK_HANDLE(h);
  if (!mode)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  *mode = h->math_mode;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasSetAtomicsMode(cuportBlasHandle_t h, cuportBlasAtomicsMode_t mode)
{
  BLAS_CHECK_HANDLE(h);
  h->atomics_mode = mode;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasGetAtomicsMode(cuportBlasHandle_t h, cuportBlasAtomicsMode_t *mode)
{
  BLAS_CHECK_HANDLE(h);
  if (!mode)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  *mode = h->atomics_mode;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

cuportBlasStatus_t cuportBlasSetWorkspace(cuportBlasHandle_t h, void *workspace, size_t bytes)
{
  BLAS_CHECK_HANDLE(h);
  h->workspace = workspace;
  h->workspace_bytes = bytes;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

#define BLAS_STATUSES(X)                                                                    \
  X(SUCCESS, "success")                                                                     \
  X(NOT_INITIALIZED, "the library was not initialized")                                     \
  X(ALLOC_FAILED, "the resource allocation failed")                                         \
  X(INVALID_VALUE, "an invalid numeric value was used as an argument")                      \
  X(ARCH_MISMATCH, "an absent device architectural feature is required")                    \
  X(MAPPING_ERROR, "an access to GPU memory space failed")                                  \
  X(EXECUTION_FAILED, "the GPU program failed to execute")                                  \
  X(INTERNAL_ERROR, "an internal operation failed")                                         \
  X(NOT_SUPPORTED, "the functionality requested is not supported")                          \
  X(LICENSE_ERROR, "the functionality requested requires some license")

const char *cuportBlasGetStatusName(cuportBlasStatus_t status)
{
  switch (status) {
#define X(n, s) case CUPORT_BLAS_STATUS_##n: return "CUBLAS_STATUS_" #n;
  BLAS_STATUSES(X)
#undef X
  }
  return "CUBLAS_STATUS_UNKNOWN";
}

const char *cuportBlasGetStatusString(cuportBlasStatus_t status)
{
  switch (status) {
#define X(n, s) case CUPORT_BLAS_STATUS_##n: return s;
  BLAS_STATUSES(X)
#undef X
  }
  return "unknown error";
}

/* ---- vectors and matrices between host and device ---- */

/* rows x cols elements of size es, columns (or vector elements) lda/ldb elements apart. */
static cuportBlasStatus_t copy_2d(int rows, int cols, int es, const void *src, int lds, void *dst,
                                  int ldd, cuportMemcpyKind kind, cuportStream_t stream, int async)
{
  cuportError_t e;

  if (rows < 0 || cols < 0 || es <= 0 || lds < rows || ldd < rows || lds <= 0 || ldd <= 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (rows == 0 || cols == 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  e = cuportMemcpy2DAsync(dst, (size_t)ldd * es, src, (size_t)lds * es, (size_t)rows * es,
                          (size_t)cols, kind, stream);
  if (!e && !async)
    e = cuportStreamSynchronize(stream);
  return e ? CUPORT_BLAS_STATUS_MAPPING_ERROR : CUPORT_BLAS_STATUS_SUCCESS;
}

/* A vector with increments is a 1-row matrix whose columns are inc elements apart. */
static cuportBlasStatus_t copy_vector(int n, int es, const void *x, int incx, void *y, int incy,
                                      cuportMemcpyKind kind, cuportStream_t stream, int async)
{
  if (incx <= 0 || incy <= 0)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (incx == 1 && incy == 1)
    return copy_2d(n, 1, es, x, n > 0 ? n : 1, y, n > 0 ? n : 1, kind, stream, async);
  return copy_2d(1, n, es, x, incx, y, incy, kind, stream, async);
}

cuportBlasStatus_t cuportBlasSetVector(int n, int es, const void *x, int incx, void *y, int incy)
{
  return copy_vector(n, es, x, incx, y, incy, cuportMemcpyHostToDevice, 0, 0);
}

cuportBlasStatus_t cuportBlasGetVector(int n, int es, const void *x, int incx, void *y, int incy)
{
  return copy_vector(n, es, x, incx, y, incy, cuportMemcpyDeviceToHost, 0, 0);
}

cuportBlasStatus_t cuportBlasSetMatrix(int rows, int cols, int es, const void *A, int lda,
                                       void *B, int ldb)
{
  return copy_2d(rows, cols, es, A, lda, B, ldb, cuportMemcpyHostToDevice, 0, 0);
}

cuportBlasStatus_t cuportBlasGetMatrix(int rows, int cols, int es, const void *A, int lda,
                                       void *B, int ldb)
{
  return copy_2d(rows, cols, es, A, lda, B, ldb, cuportMemcpyDeviceToHost, 0, 0);
}

cuportBlasStatus_t cuportBlasSetVectorAsync(int n, int es, const void *x, int incx, void *y,
                                            int incy, cuportStream_t stream)
{
  return copy_vector(n, es, x, incx, y, incy, cuportMemcpyHostToDevice, stream, 1);
}

cuportBlasStatus_t cuportBlasGetVectorAsync(int n, int es, const void *x, int incx, void *y,
                                            int incy, cuportStream_t stream)
{
  return copy_vector(n, es, x, incx, y, incy, cuportMemcpyDeviceToHost, stream, 1);
}

cuportBlasStatus_t cuportBlasSetMatrixAsync(int rows, int cols, int es, const void *A, int lda,
                                            void *B, int ldb, cuportStream_t stream)
{
  return copy_2d(rows, cols, es, A, lda, B, ldb, cuportMemcpyHostToDevice, stream, 1);
}

cuportBlasStatus_t cuportBlasGetMatrixAsync(int rows, int cols, int es, const void *A, int lda,
                                            void *B, int ldb, cuportStream_t stream)
{
  return copy_2d(rows, cols, es, A, lda, B, ldb, cuportMemcpyDeviceToHost, stream, 1);
}

/* ---- level 1 ---- */

/* An element-wise kernel over n elements: (n, [scalar], x, incx, [y, incy]). */
static cuportBlasStatus_t elementwise(cuportBlasHandle_t h, BlasType t, const char *name,
                                      long long n, const BlasScalar *a, const void *x, long long ix,
                                      const void *y, long long iy)
{
  cuportArg args[6];
  unsigned k = 0;

  BLAS_CHECK_HANDLE(h);
  if (n <= 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  args[k++] = (cuportArg)CUPORT_ARG_V(n);
  if (a)
    args[k++] = (cuportArg){CUPORT_ARG_VALUE, a->size, a->b};
  args[k++] = (cuportArg)CUPORT_ARG_P(x);
  args[k++] = (cuportArg)CUPORT_ARG_V(ix);
  if (y) {
    args[k++] = (cuportArg)CUPORT_ARG_P(y);
    args[k++] = (cuportArg)CUPORT_ARG_V(iy);
  }
  return blas_launch(h, t, t, name, cuport_dim3(blas_groups(n, BLAS_LOCAL), 1, 1),
                     cuport_dim3(BLAS_LOCAL, 1, 1), k, args);
}

static cuportBlasStatus_t axpy(cuportBlasHandle_t h, BlasType t, int n, const void *alpha,
                               const void *x, int incx, void *y, int incy)
{
  BlasScalar a;
  cuportBlasStatus_t s;

  BLAS_CHECK_HANDLE(h);
  if (n <= 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, t, blas_compute_type(t, t), &a)))
    return s;
  return elementwise(h, t, "bl_axpy", n, &a, x, incx, y, incy);
}

static cuportBlasStatus_t scal(cuportBlasHandle_t h, BlasType t, BlasType at, int n,
                               const void *alpha, void *x, int incx)
{
  BlasScalar a;
  cuportBlasStatus_t s;

  BLAS_CHECK_HANDLE(h);
  if (n <= 0 || incx <= 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, at, blas_compute_type(t, t), &a)))
    return s;
  return elementwise(h, t, "bl_scal", n, &a, x, incx, NULL, 0);
}

/* A reduction (op: 0 dotu, 1 dotc, 2 nrm2, 3 asum, 4 amax, 5 amin) into result, of the
 * element type (kind 0), its real type (1) or a 1-based int index (2). */
static cuportBlasStatus_t reduce(cuportBlasHandle_t h, BlasType t, int op, int kind, long long n,
                                 const void *x, long long ix, const void *y, long long iy,
                                 void *result)
{
  cuportBlasStatus_t s;
  char *scratch;
  void *pi, *out;
  int np, opv = op;
  size_t rsize;

  BLAS_CHECK_HANDLE(h);
  if (!result)
    return CUPORT_BLAS_STATUS_INVALID_VALUE;
  if (n < 0 || (op >= 2 && ix <= 0))
    n = 0; /* BLAS: the result of an empty vector (or a non-positive increment) is 0 */
  scratch = h->scratch;
  pi = scratch + BLAS_SCRATCH_INDEX;
  out = h->pointer_mode == CUPORT_BLAS_POINTER_MODE_DEVICE ? result
                                                            : scratch + BLAS_SCRATCH_RESULT;
  np = (int)blas_groups(n, BLAS_LOCAL);
  if (np > BLAS_GROUPS)
    np = BLAS_GROUPS;
  if (!y)
    y = x;
  {
    cuportArg a1[] = {CUPORT_ARG_V(n), CUPORT_ARG_V(opv), CUPORT_ARG_P(x), CUPORT_ARG_V(ix),
                      CUPORT_ARG_P(y), CUPORT_ARG_V(iy), CUPORT_ARG_P(scratch), CUPORT_ARG_P(pi)};
    cuportArg a2[] = {CUPORT_ARG_V(np), CUPORT_ARG_V(opv), CUPORT_ARG_P(scratch),
                      CUPORT_ARG_P(pi), CUPORT_ARG_V(kind), CUPORT_ARG_P(out)};
    s = blas_launch(h, t, t, "bl_red_part", cuport_dim3(np, 1, 1), cuport_dim3(BLAS_LOCAL, 1, 1),
                    8, a1);
    if (!s)
      s = blas_launch(h, t, t, "bl_red_final", cuport_dim3(1, 1, 1),
                      cuport_dim3(BLAS_LOCAL, 1, 1), 6, a2);
  }
  if (s || out == result)
    return s;
  rsize = kind == 2 ? 4 : kind == 0 ? blas_type_size(t)
        : t == BT_C32 ? 4 : t == BT_C64 ? 8 : blas_type_size(t);
  if (cuportMemcpyAsync(result, out, rsize, cuportMemcpyDeviceToHost, h->stream) ||
      cuportStreamSynchronize(h->stream))
    return CUPORT_BLAS_STATUS_EXECUTION_FAILED;
  return CUPORT_BLAS_STATUS_SUCCESS;
}

#define BLAS_L1(s, l, T, t)                                                             \
  cuportBlasStatus_t cuportBlas##s##axpy(cuportBlasHandle_t h, int n, const T *alpha,        \
                                         const T *x, int incx, T *y, int incy)              \
  { return axpy(h, t, n, alpha, x, incx, y, incy); }                                        \
  cuportBlasStatus_t cuportBlas##s##scal(cuportBlasHandle_t h, int n, const T *alpha, T *x,  \
                                         int incx)                                          \
  { return scal(h, t, t, n, alpha, x, incx); }                                              \
  cuportBlasStatus_t cuportBlas##s##copy(cuportBlasHandle_t h, int n, const T *x, int incx,  \
                                         T *y, int incy)                                    \
  { return elementwise(h, t, "bl_copy", n, NULL, x, incx, y, incy); }                      \
  cuportBlasStatus_t cuportBlas##s##swap(cuportBlasHandle_t h, int n, T *x, int incx, T *y,  \
                                         int incy)                                          \
  { return elementwise(h, t, "bl_swap", n, NULL, x, incx, y, incy); }                      \
  cuportBlasStatus_t cuportBlasI##l##amax(cuportBlasHandle_t h, int n, const T *x, int incx, \
                                          int *result)                                      \
  { return reduce(h, t, 4, 2, n, x, incx, NULL, 0, result); }                               \
  cuportBlasStatus_t cuportBlasI##l##amin(cuportBlasHandle_t h, int n, const T *x, int incx, \
                                          int *result)                                      \
  { return reduce(h, t, 5, 2, n, x, incx, NULL, 0, result); }

BLAS_L1(S, s, float, BT_F32)
BLAS_L1(D, d, double, BT_F64)
BLAS_L1(C, c, cuportFloatComplex, BT_C32)
BLAS_L1(Z, z, cuportDoubleComplex, BT_C64)

#define BLAS_DOT(name, T, t, op)                                                            \
  cuportBlasStatus_t name(cuportBlasHandle_t h, int n, const T *x, int incx, const T *y,     \
                          int incy, T *result)                                              \
  { return reduce(h, t, op, 0, n, x, incx, y, incy, result); }
BLAS_DOT(cuportBlasSdot, float, BT_F32, 0)
BLAS_DOT(cuportBlasDdot, double, BT_F64, 0)
BLAS_DOT(cuportBlasCdotu, cuportFloatComplex, BT_C32, 0)
BLAS_DOT(cuportBlasCdotc, cuportFloatComplex, BT_C32, 1)
BLAS_DOT(cuportBlasZdotu, cuportDoubleComplex, BT_C64, 0)
BLAS_DOT(cuportBlasZdotc, cuportDoubleComplex, BT_C64, 1)

#define BLAS_NORM(name, T, R, t, op)                                                        \
  cuportBlasStatus_t name(cuportBlasHandle_t h, int n, const T *x, int incx, R *result)     \
  { return reduce(h, t, op, 1, n, x, incx, NULL, 0, result); }
BLAS_NORM(cuportBlasSnrm2, float, float, BT_F32, 2)
BLAS_NORM(cuportBlasDnrm2, double, double, BT_F64, 2)
BLAS_NORM(cuportBlasScnrm2, cuportFloatComplex, float, BT_C32, 2)
BLAS_NORM(cuportBlasDznrm2, cuportDoubleComplex, double, BT_C64, 2)
BLAS_NORM(cuportBlasSasum, float, float, BT_F32, 3)
BLAS_NORM(cuportBlasDasum, double, double, BT_F64, 3)
BLAS_NORM(cuportBlasScasum, cuportFloatComplex, float, BT_C32, 3)
BLAS_NORM(cuportBlasDzasum, cuportDoubleComplex, double, BT_C64, 3)

cuportBlasStatus_t cuportBlasCsscal(cuportBlasHandle_t h, int n, const float *alpha,
                                    cuportFloatComplex *x, int incx)
{
  return scal(h, BT_C32, BT_F32, n, alpha, x, incx);
}

cuportBlasStatus_t cuportBlasZdscal(cuportBlasHandle_t h, int n, const double *alpha,
                                    cuportDoubleComplex *x, int incx)
{
  return scal(h, BT_C64, BT_F64, n, alpha, x, incx);
}

static cuportBlasStatus_t rot(cuportBlasHandle_t h, BlasType t, long long n, void *x,
                              long long incx, void *y, long long incy, const void *c,
                              const void *s)
{
  BlasScalar cv, sv;
  cuportBlasStatus_t st;

  BLAS_CHECK_HANDLE(h);
  if (n <= 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((st = blas_scalar(h, c, t, t, &cv)) || (st = blas_scalar(h, s, t, t, &sv)))
    return st;
  {
    cuportArg args[] = {CUPORT_ARG_V(n), CUPORT_ARG_P(x), CUPORT_ARG_V(incx), CUPORT_ARG_P(y),
                        CUPORT_ARG_V(incy), {CUPORT_ARG_VALUE, cv.size, cv.b},
                        {CUPORT_ARG_VALUE, sv.size, sv.b}};
    return blas_launch(h, t, t, "bl_rot", cuport_dim3(blas_groups(n, BLAS_LOCAL), 1, 1),
                       cuport_dim3(BLAS_LOCAL, 1, 1), 7, args);
  }
}

cuportBlasStatus_t cuportBlasSrot(cuportBlasHandle_t h, int n, float *x, int incx, float *y,
                                  int incy, const float *c, const float *s)
{
  return rot(h, BT_F32, n, x, incx, y, incy, c, s);
}

cuportBlasStatus_t cuportBlasDrot(cuportBlasHandle_t h, int n, double *x, int incx, double *y,
                                  int incy, const double *c, const double *s)
{
  return rot(h, BT_F64, n, x, incx, y, incy, c, s);
}

/* ---- the Ex forms of level 1: x and y of one supported type ---- */

static int ex_type(cuportDataType a, cuportDataType b)
{
  int t = blas_type_of(a);
  return t >= 0 && t != BT_I8 && t != BT_I32 && blas_type_of(b) == t ? t : -1;
}

cuportBlasStatus_t cuportBlasDotEx(cuportBlasHandle_t h, int n, const void *x, cuportDataType xt,
                                   int incx, const void *y, cuportDataType yt, int incy,
                                   void *result, cuportDataType rt, cuportDataType et)
{
  int t = ex_type(xt, yt);
  (void)et;
  if (t < 0 || blas_type_of(rt) != t)
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  return reduce(h, (BlasType)t, 0, 0, n, x, incx, y, incy, result);
}

cuportBlasStatus_t cuportBlasDotcEx(cuportBlasHandle_t h, int n, const void *x, cuportDataType xt,
                                    int incx, const void *y, cuportDataType yt, int incy,
                                    void *result, cuportDataType rt, cuportDataType et)
{
  int t = ex_type(xt, yt);
  (void)et;
  if (t < 0 || blas_type_of(rt) != t)
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  return reduce(h, (BlasType)t, 1, 0, n, x, incx, y, incy, result);
}

cuportBlasStatus_t cuportBlasAxpyEx(cuportBlasHandle_t h, int n, const void *alpha,
                                    cuportDataType at, const void *x, cuportDataType xt, int incx,
                                    void *y, cuportDataType yt, int incy, cuportDataType et)
{
  int t = ex_type(xt, yt), a = blas_type_of(at);
  BlasScalar av;
  cuportBlasStatus_t s;
  (void)et;
  BLAS_CHECK_HANDLE(h);
  if (t < 0 || a < 0)
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  if (n <= 0)
    return CUPORT_BLAS_STATUS_SUCCESS;
  if ((s = blas_scalar(h, alpha, (BlasType)a, blas_compute_type(t, t), &av)))
    return s;
  return elementwise(h, (BlasType)t, "bl_axpy", n, &av, x, incx, y, incy);
}

cuportBlasStatus_t cuportBlasNrm2Ex(cuportBlasHandle_t h, int n, const void *x, cuportDataType xt,
                                    int incx, void *result, cuportDataType rt, cuportDataType et)
{
  int t = ex_type(xt, xt), r = blas_type_of(rt);
  (void)et;
  /* the result is the real type of x (half for half) */
  if (t < 0 || r != (t == BT_C32 ? BT_F32 : t == BT_C64 ? BT_F64 : t))
    return CUPORT_BLAS_STATUS_NOT_SUPPORTED;
  return reduce(h, (BlasType)t, 2, 1, n, x, incx, NULL, 0, result);
}
