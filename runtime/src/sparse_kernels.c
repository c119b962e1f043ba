/*
 * sparse_kernels.c: the OpenCL C kernels of the runtime's cuSPARSE, for the calls a
 * solver makes in its loop: SpMV over CSR without a transpose (one work-item per row), and
 * the sparse-vector calls Axpby, Gather and Scatter (one work-item per stored entry; the
 * indices of a sparse vector are distinct, as cuSPARSE requires).  One source is
 * registered as a program once per value type and index type
 * ("cuport-sparse-f32-i32"), the types given as -D options, like algorithm.c's.
 */
#include <stdio.h>

#include "internal.h"
#include "sparse_internal.h"

#define LOCAL 128

static const char sparse_source[] =
    "#if CUPORT_SP_F64\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "typedef double V;\n"
    "#else\n"
    "typedef float V;\n"
    "#endif\n"
    "#if CUPORT_SP_I64\n"
    "typedef long I;\n"
    "#else\n"
    "typedef int I;\n"
    "#endif\n"
    "__kernel void cuport_sp_csrmv(long rows, __global const I *ptr, __global const I *col,\n"
    "    __global const V *val, long base, __global const V *x, __global V *y, V alpha,\n"
    "    V beta) {\n"
    "  long i = get_global_id(0);\n"
    "  if (i >= rows) return;\n"
    "  V acc = 0;\n"
    "  for (long k = (long)ptr[i] - base; k < (long)ptr[i + 1] - base; k++)\n"
    "    acc += val[k] * x[(long)col[k] - base];\n"
    "  y[i] = beta == (V)0 ? alpha * acc : alpha * acc + beta * y[i]; }\n"
    "__kernel void cuport_sp_scale(long n, __global V *y, V beta) {\n"
    "  long i = get_global_id(0);\n"
    "  if (i < n) y[i] = beta == (V)0 ? (V)0 : beta * y[i]; }\n"
    /* mode 0: y[j] += alpha * x; 1: x = y[j]; 2: y[j] = x */
    "__kernel void cuport_sp_vec(long nnz, __global const I *idx, long base, __global V *x,\n"
    "    __global V *y, V alpha, int mode) {\n"
    "  long i = get_global_id(0);\n"
    "  if (i >= nnz) return;\n"
    "  long j = (long)idx[i] - base;\n"
    "  if (mode == 0) y[j] += alpha * x[i];\n"
    "  else if (mode == 1) x[i] = y[j];\n"
    "  else y[j] = x[i]; }\n";

static cuportProgram_t variants[2][2];

/* The program of value type v (0 float, 1 double) and index type i (0 int32, 1 int64). */
static cuportError_t variant(int v, int i, cuportProgram_t *out)
{
  char name[48], options[64];

  snprintf(name, sizeof name, "cuport-sparse-%s-%s", v ? "f64" : "f32", i ? "i64" : "i32");
  snprintf(options, sizeof options, "-DCUPORT_SP_F64=%d -DCUPORT_SP_I64=%d", v, i);
  return cuport_own_program(&variants[v][i], name, sparse_source, options, out);
}

static cuportSparseStatus_t launch(cuportProgram_t p, const char *name, long long n,
                                   cuportStream_t stream, unsigned nargs, const cuportArg *args)
{
  cuportError_t e;

  if (n <= 0)
    return CUPORT_SPARSE_STATUS_SUCCESS;
  e = cuport_own_launch(p, name, (unsigned)((n + LOCAL - 1) / LOCAL), LOCAL, 0, stream, nargs,
                        args);
  return e ? sp_fail(CUPORT_SPARSE_STATUS_EXECUTION_FAILED, "kernel %s: %s", name,
                     cuportGetErrorString(e))
           : CUPORT_SPARSE_STATUS_SUCCESS;
}

/* The device runs a kernel only over device memory of one value type. */
static int device_memory(const void *p)
{
  cuportPointerAttributes a;
  return p && cuportPointerGetAttributes(&a, p) == cuportSuccess && a.type != cuportMemoryTypeHost &&
         a.type != cuportMemoryTypeUnregistered;
}

cuportSparseStatus_t sp_dev_spmv(cuportSparseHandle_t h, double alpha,
                                 const struct cuportSparseSpMat *a, const struct cuportSparseDnVec *x,
                                 double beta, struct cuportSparseDnVec *y)
{
  cuportProgram_t p;
  int f64 = a->vtype == CUPORT_R_64F, i64 = a->ptype == CUPORT_SPARSE_INDEX_64I;
  long long rows = a->rows, base = a->base;
  float af = (float)alpha, bf = (float)beta;

  if (a->format != CUPORT_SPARSE_FORMAT_CSR || a->ptype != a->qtype || x->vtype != a->vtype ||
      y->vtype != a->vtype || !device_memory(a->p) || !device_memory(a->q) ||
      (a->nnz && !device_memory(a->val)) || !device_memory(x->val) || !device_memory(y->val))
    return CUPORT_SPARSE_STATUS_NOT_SUPPORTED;
  if (variant(f64, i64, &p))
    return CUPORT_SPARSE_STATUS_NOT_SUPPORTED;
  {
    cuportArg args[] = {CUPORT_ARG_V(rows), CUPORT_ARG_P(a->p), CUPORT_ARG_P(a->q),
                        CUPORT_ARG_P(a->val), CUPORT_ARG_V(base), CUPORT_ARG_P(x->val),
                        CUPORT_ARG_P(y->val),
                        f64 ? (cuportArg)CUPORT_ARG_V(alpha) : (cuportArg)CUPORT_ARG_V(af),
                        f64 ? (cuportArg)CUPORT_ARG_V(beta) : (cuportArg)CUPORT_ARG_V(bf)};
    return launch(p, "cuport_sp_csrmv", rows, h->stream, 9, args);
  }
}

cuportSparseStatus_t sp_dev_vec(cuportSparseHandle_t h, int mode, double alpha,
                                const struct cuportSparseSpVec *x, double beta,
                                struct cuportSparseDnVec *y)
{
  cuportProgram_t p;
  int f64 = x->vtype == CUPORT_R_64F, i64 = x->itype == CUPORT_SPARSE_INDEX_64I;
  long long nnz = x->nnz, n = y->size, base = x->base;
  float af = (float)alpha, bf = (float)beta;
  cuportSparseStatus_t s = CUPORT_SPARSE_STATUS_SUCCESS;

  if (x->vtype != y->vtype || !device_memory(y->val) ||
      (nnz && (!device_memory(x->idx) || !device_memory(x->val))))
    return CUPORT_SPARSE_STATUS_NOT_SUPPORTED;
  if (variant(f64, i64, &p))
    return CUPORT_SPARSE_STATUS_NOT_SUPPORTED;
  if (mode == 0 && !(beta == 1.0)) {
    cuportArg args[] = {CUPORT_ARG_V(n), CUPORT_ARG_P(y->val),
                        f64 ? (cuportArg)CUPORT_ARG_V(beta) : (cuportArg)CUPORT_ARG_V(bf)};
    s = launch(p, "cuport_sp_scale", n, h->stream, 3, args);
  }
  if (!s) {
    cuportArg args[] = {CUPORT_ARG_V(nnz), CUPORT_ARG_P(x->idx), CUPORT_ARG_V(base),
                        CUPORT_ARG_P(x->val), CUPORT_ARG_P(y->val),
                        f64 ? (cuportArg)CUPORT_ARG_V(alpha) : (cuportArg)CUPORT_ARG_V(af),
                        CUPORT_ARG_V(mode)};
    s = launch(p, "cuport_sp_vec", nnz, h->stream, 7, args);
  }
  return s;
}
