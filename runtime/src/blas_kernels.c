/*
 * blas_kernels.c: the OpenCL C kernels behind cuport_blas.h, and their programs.
 *
 * One source holds every kernel.  It is registered as a program once per pair of storage
 * types ("cuport-blas-f32-f32", "cuport-blas-f16-f32"), the types given as -D options: TA
 * is what A and B (and x) hold, TC what C (and y, and results) hold; most routines use one
 * type for both, GemmEx's mixed forms two.  Arithmetic is done in a compute type CT chosen
 * from the pair: double for double data, float2/double2 for complex data (the real and
 * imaginary parts in x and y, cuComplex's layout), int for 8-bit integers, float
 * otherwise; 16-bit floats are read and written with vload_half/vstore_half (so no
 * cl_khr_fp16 is needed) and bfloat16 by its upper half of a float's bits.
 *
 * Matrices are column-major: element (i, j) of A is A[i + j * lda].  op(A)(i, j) is
 * A(i, j), A(j, i) or conj(A(j, i)) by the operation code 0, 1, 2.  Batched kernels take
 * either a base pointer and a stride or a device array of device pointers (ulong, since
 * OpenCL C 1.2 has no pointer-to-pointer kernel arguments), the batch in dimension 2.
 */
#include <stdio.h>

#include "blas_internal.h"

static const char blas_source[] =
    "#if TA == 1 || TC == 1 || TA == 3 || TC == 3\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#endif\n"
    /* storage types: f32 f64 c32 c64 f16 bf16 i8 i32 */
    "#define ST0 float\n#define ST1 double\n#define ST2 float2\n#define ST3 double2\n"
    "#define ST4 half\n#define ST5 ushort\n#define ST6 char\n#define ST7 int\n"
    "#define XST(t) ST##t\n#define STY(t) XST(t)\n"
    "typedef STY(TA) TAS;\ntypedef STY(TC) TCS;\n"
    /* what copies and swaps move: half is not an lvalue type in OpenCL C 1.2 */
    "#if TC == 4\ntypedef ushort TCR;\n#else\ntypedef TCS TCR;\n#endif\n"
    "#if TA == 2 || TC == 2\n#define CPLX 1\ntypedef float2 CT; typedef float RT;\n"
    "#elif TA == 3 || TC == 3\n#define CPLX 1\ntypedef double2 CT; typedef double RT;\n"
    "#elif TA == 1 || TC == 1\ntypedef double CT; typedef double RT;\n"
    "#elif TA == 6\n#define INTCT 1\ntypedef int CT; typedef int RT;\n"
    "#else\ntypedef float CT; typedef float RT;\n#endif\n"
    "#ifdef CPLX\n"
    "#define MUL(a, b) ((CT)((a).x * (b).x - (a).y * (b).y, (a).x * (b).y + (a).y * (b).x))\n"
    "#define CONJ(a) ((CT)((a).x, -(a).y))\n"
    "#define ABS1(a) (fabs((a).x) + fabs((a).y))\n"
    "#define ABS2(a) ((a).x * (a).x + (a).y * (a).y)\n"
    "#define ISZERO(a) ((a).x == 0 && (a).y == 0)\n"
    "#define MKR(r) ((CT)((r), 0))\n"
    "#define REAL(a) ((a).x)\n"
    "static CT DIV(CT a, CT b) { RT s = fabs(b.x) + fabs(b.y); RT bx = b.x / s, by = b.y / s;\n"
    "  RT ax = a.x / s, ay = a.y / s; RT d = bx * bx + by * by;\n"
    "  return (CT)((ax * bx + ay * by) / d, (ay * bx - ax * by) / d); }\n"
    "#else\n"
    "#define MUL(a, b) ((a) * (b))\n#define CONJ(a) (a)\n"
    "#ifdef INTCT\n#define ABS1(a) ((int)abs(a))\n#else\n#define ABS1(a) fabs(a)\n#endif\n"
    "#define ABS2(a) ((a) * (a))\n#define ISZERO(a) ((a) == 0)\n"
    "#define MKR(r) ((CT)(r))\n#define REAL(a) (a)\n#define DIV(a, b) ((a) / (b))\n"
    "#endif\n"
    "#define ZERO MKR(0)\n#define ONE MKR(1)\n"
    /* loads and stores of either storage type, in the compute type */
    "#define LOADF(t, p, i) (t == 4 ? vload_half((i), (__global const half *)(p)) :\\\n"
    "  as_float((uint)((__global const ushort *)(p))[i] << 16))\n"
    "#if TA == 4 || TA == 5\n#define LA(p, i) ((CT)LOADF(TA, p, i))\n"
    "#else\n#define LA(p, i) ((CT)((p)[i]))\n#endif\n"
    "#if TC == 4\n#define LC(p, i) ((CT)vload_half((i), (p)))\n"
    "#define SC(p, i, v) vstore_half_rte((float)(v), (i), (p))\n"
    "#elif TC == 5\n#define LC(p, i) ((CT)LOADF(5, p, i))\n"
    "#define SC(p, i, v) ((p)[i] = bf16_of((float)(v)))\n"
    "#else\n#define LC(p, i) ((CT)((p)[i]))\n#define SC(p, i, v) ((p)[i] = (TCS)(v))\n#endif\n"
    "static ushort bf16_of(float f) { uint u = as_uint(f);\n"
    "  if ((u & 0x7fffffffu) > 0x7f800000u) return (ushort)((u >> 16) | 0x40);\n"
    "  u += 0x7fffu + ((u >> 16) & 1u); return (ushort)(u >> 16); }\n"
    /* vector element i of n with increment inc (a negative one runs backwards) */
    "static long vi(long i, long inc, long n) { return inc >= 0 ? i * inc : (n - 1 - i) * -inc; }\n"
    "#define BATCH(T, p, s, arr, b) ((arr) ? (T)((arr)[b]) : (p) + (b) * (s))\n"
    "#define L 256\n"
    "#define TS 16\n"
    /* ---- level 1 ---- */
    "__kernel void bl_axpy(long n, CT a, __global const TCS *x, long ix, __global TCS *y, long iy) {\n"
    "  long i = get_global_id(0); if (i >= n) return;\n"
    "  long k = vi(i, iy, n); SC(y, k, LC(y, k) + MUL(a, LC(x, vi(i, ix, n)))); }\n"
    "__kernel void bl_scal(long n, CT a, __global TCS *x, long ix) {\n"
    "  long i = get_global_id(0); if (i >= n) return;\n"
    "  long k = vi(i, ix, n); SC(x, k, MUL(a, LC(x, k))); }\n"
    "__kernel void bl_copy(long n, __global const TCR *x, long ix, __global TCR *y, long iy) {\n"
    "  long i = get_global_id(0); if (i >= n) return; y[vi(i, iy, n)] = x[vi(i, ix, n)]; }\n"
    "__kernel void bl_swap(long n, __global TCR *x, long ix, __global TCR *y, long iy) {\n"
    "  long i = get_global_id(0); if (i >= n) return;\n"
    "  long a = vi(i, ix, n), b = vi(i, iy, n); TCR t = x[a]; x[a] = y[b]; y[b] = t; }\n"
    "__kernel void bl_rot(long n, __global TCS *x, long ix, __global TCS *y, long iy, CT c, CT s) {\n"
    "  long i = get_global_id(0); if (i >= n) return;\n"
    "  long a = vi(i, ix, n), b = vi(i, iy, n); CT u = LC(x, a), v = LC(y, b);\n"
    "  SC(x, a, MUL(c, u) + MUL(s, v)); SC(y, b, MUL(c, v) - MUL(s, u)); }\n"
    /* Reductions: op 0 dotu, 1 dotc, 2 sum of squares, 3 sum of |re|+|im|, 4 amax, 5 amin.
       Each group reduces a contiguous chunk to a partial (value, index); one group then
       reduces the partials and writes the result: 0 the value, 1 its real part (sqrt'ed
       for nrm2), 2 the 1-based index as int. */
    "static int better(int op, RT a, long ai, RT b, long bi) {\n"
    "  if (bi < 0) return 0; if (ai < 0) return 1;\n"
    "  if (op == 4 ? b > a : b < a) return 1; return b == a && bi < ai; }\n"
    "static void red_group(int op, CT *v, long *ix, __local CT *sv, __local long *si) {\n"
    "  uint l = get_local_id(0);\n"
    "  sv[l] = *v; si[l] = *ix; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint o = L / 2; o > 0; o >>= 1) {\n"
    "    if (l < o) { if (op >= 4) { if (better(op, REAL(sv[l]), si[l], REAL(sv[l + o]), si[l + o]))\n"
    "                   { sv[l] = sv[l + o]; si[l] = si[l + o]; } }\n"
    "                 else sv[l] = sv[l] + sv[l + o]; }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "  *v = sv[0]; *ix = si[0]; barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "__kernel void bl_red_part(long n, int op, __global const TCS *x, long ix,\n"
    "                          __global const TCS *y, long iy, __global CT *pv, __global long *pi) {\n"
    "  __local CT sv[L]; __local long si[L];\n"
    "  long ng = get_num_groups(0), g = get_group_id(0), c = (n + ng - 1) / ng;\n"
    "  long b = min(n, g * c), e = min(n, b + c);\n"
    "  CT acc = ZERO; long ai = -1;\n"
    "  for (long i = b + get_local_id(0); i < e; i += L) {\n"
    "    CT a = LC(x, vi(i, ix, n));\n"
    "    if (op == 0) acc += MUL(a, LC(y, vi(i, iy, n)));\n"
    "    else if (op == 1) acc += MUL(CONJ(a), LC(y, vi(i, iy, n)));\n"
    "    else if (op == 2) acc += MKR(ABS2(a));\n"
    "    else if (op == 3) acc += MKR(ABS1(a));\n"
    "    else if (better(op, REAL(acc), ai, ABS1(a), i)) { acc = MKR(ABS1(a)); ai = i; } }\n"
    "  red_group(op, &acc, &ai, sv, si);\n"
    "  if (get_local_id(0) == 0) { pv[g] = acc; pi[g] = ai; } }\n"
    "__kernel void bl_red_final(int np, int op, __global const CT *pv, __global const long *pi,\n"
    "                           int kind, __global TCS *out) {\n"
    "  __local CT sv[L]; __local long si[L];\n"
    "  CT acc = ZERO; long ai = -1;\n"
    "  for (int k = get_local_id(0); k < np; k += L) {\n"
    "    if (op < 4) acc += pv[k];\n"
    "    else if (better(op, REAL(acc), ai, REAL(pv[k]), pi[k])) { acc = pv[k]; ai = pi[k]; } }\n"
    "  red_group(op, &acc, &ai, sv, si);\n"
    "  if (get_local_id(0) != 0) return;\n"
    "  if (kind == 2) *(__global int *)out = (int)(ai + 1);\n"
    "  else if (kind == 1) { RT r = REAL(acc); \n"
    "#ifndef INTCT\n    if (op == 2) r = sqrt(r);\n#endif\n"
    "\n"
    "#if TC == 4\n    vstore_half_rte((float)r, 0, out);\n"
    "#else\n    *(__global RT *)out = r;\n#endif\n"
    "  } else SC(out, 0, acc); }\n"
    /* ---- level 2 ---- */
    "static CT opm(__global const TAS *A, long lda, int op, long i, long j) {\n"
    "  if (op == 0) return LA(A, i + j * lda);\n"
    "  CT v = LA(A, j + i * lda); return op == 2 ? CONJ(v) : v; }\n"
    "__kernel void bl_gemv(int op, int m, int n, CT alpha, __global const TAS *A, long lda,\n"
    "                      __global const TAS *x, long ix, CT beta, __global TCS *y, long iy) {\n"
    "  long i = get_global_id(0); long rows = op == 0 ? m : n, cols = op == 0 ? n : m;\n"
    "  if (i >= rows) return;\n"
    "  CT acc = ZERO;\n"
    "  if (!ISZERO(alpha)) for (long j = 0; j < cols; j++)\n"
    "    acc += MUL(opm(A, lda, op, i, j), LA(x, vi(j, ix, cols)));\n"
    "  long k = vi(i, iy, rows); CT r = MUL(alpha, acc);\n"
    "  if (!ISZERO(beta)) r += MUL(beta, LC(y, k));\n"
    "  SC(y, k, r); }\n"
    "__kernel void bl_symv(int upper, int n, CT alpha, __global const TAS *A, long lda,\n"
    "                      __global const TAS *x, long ix, CT beta, __global TCS *y, long iy) {\n"
    "  long i = get_global_id(0); if (i >= n) return;\n"
    "  CT acc = ZERO;\n"
    "  for (long j = 0; j < n; j++) {\n"
    "    int stored = upper ? i <= j : i >= j;\n"
    "    acc += MUL(stored ? LA(A, i + j * lda) : LA(A, j + i * lda), LA(x, vi(j, ix, n))); }\n"
    "  long k = vi(i, iy, n); CT r = MUL(alpha, acc);\n"
    "  if (!ISZERO(beta)) r += MUL(beta, LC(y, k));\n"
    "  SC(y, k, r); }\n"
    "__kernel void bl_ger(int m, int n, CT alpha, __global const TCS *x, long ix,\n"
    "                     __global const TCS *y, long iy, int conj, __global TCS *A, long lda) {\n"
    "  long i = get_global_id(0), j = get_global_id(1); if (i >= m || j >= n) return;\n"
    "  CT yv = LC(y, vi(j, iy, n)); if (conj) yv = CONJ(yv);\n"
    "  SC(A, i + j * lda, LC(A, i + j * lda) + MUL(MUL(alpha, LC(x, vi(i, ix, m))), yv)); }\n"
    /* ---- level 3 ---- */
    "__kernel void bl_gemm(int ta, int tb, int m, int n, int k, CT alpha,\n"
    "                      __global const TAS *A0, long lda, long sa, __global const ulong *Ap,\n"
    "                      __global const TAS *B0, long ldb, long sb, __global const ulong *Bp,\n"
    "                      CT beta, __global TCS *C0, long ldc, long sc, __global const ulong *Cp) {\n"
    "  __local CT As[TS][TS + 1], Bs[TS][TS + 1];\n"
    "  int li = get_local_id(0), lj = get_local_id(1);\n"
    "  long i = get_group_id(0) * TS + li, j = get_group_id(1) * TS + lj, b = get_global_id(2);\n"
    "  __global const TAS *A = BATCH(__global const TAS *, A0, sa, Ap, b);\n"
    "  __global const TAS *B = BATCH(__global const TAS *, B0, sb, Bp, b);\n"
    "  __global TCS *C = BATCH(__global TCS *, C0, sc, Cp, b);\n"
    "  CT acc = ZERO;\n"
    "  if (!ISZERO(alpha)) for (long l0 = 0; l0 < k; l0 += TS) {\n"
    "    long la = l0 + lj, lb = l0 + li;\n"
    "    As[li][lj] = i < m && la < k ? opm(A, lda, ta, i, la) : ZERO;\n"
    "    Bs[li][lj] = lb < k && j < n ? opm(B, ldb, tb, lb, j) : ZERO;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int q = 0; q < TS; q++) acc += MUL(As[li][q], Bs[q][lj]);\n"
    "    barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "  if (i >= m || j >= n) return;\n"
    "  CT r = MUL(alpha, acc);\n"
    "  if (!ISZERO(beta)) r += MUL(beta, LC(C, i + j * ldc));\n"
    "  SC(C, i + j * ldc, r); }\n"
    "__kernel void bl_geam(int ta, int tb, int m, int n, CT alpha, __global const TAS *A, long lda,\n"
    "                      CT beta, __global const TAS *B, long ldb, __global TCS *C, long ldc) {\n"
    "  long i = get_global_id(0), j = get_global_id(1); if (i >= m || j >= n) return;\n"
    "  CT r = ZERO;\n"
    "  if (!ISZERO(alpha)) r += MUL(alpha, opm(A, lda, ta, i, j));\n"
    "  if (!ISZERO(beta)) r += MUL(beta, opm(B, ldb, tb, i, j));\n"
    "  SC(C, i + j * ldc, r); }\n"
    "__kernel void bl_dgmm(int right, int m, int n, __global const TAS *A, long lda,\n"
    "                      __global const TAS *x, long ix, __global TCS *C, long ldc) {\n"
    "  long i = get_global_id(0), j = get_global_id(1); if (i >= m || j >= n) return;\n"
    "  CT d = right ? LA(x, vi(j, ix, n)) : LA(x, vi(i, ix, m));\n"
    "  SC(C, i + j * ldc, MUL(LA(A, i + j * lda), d)); }\n"
    "__kernel void bl_syrk(int upper, int trans, int n, int k, CT alpha, __global const TAS *A,\n"
    "                      long lda, CT beta, __global TCS *C, long ldc) {\n"
    "  long i = get_global_id(0), j = get_global_id(1); if (i >= n || j >= n) return;\n"
    "  if (upper ? i > j : i < j) return;\n"
    "  CT acc = ZERO;\n"
    "  for (long l = 0; l < k; l++) acc += trans ? MUL(LA(A, l + i * lda), LA(A, l + j * lda))\n"
    "                                            : MUL(LA(A, i + l * lda), LA(A, j + l * lda));\n"
    "  CT r = MUL(alpha, acc);\n"
    "  if (!ISZERO(beta)) r += MUL(beta, LC(C, i + j * ldc));\n"
    "  SC(C, i + j * ldc, r); }\n"
    /* Triangular solves, one work-item per right-hand side (a column of B on the left, a
       row on the right), by substitution in the order the effective triangle needs. */
    "static CT tri(__global const TAS *A, long lda, int op, int unit, long i, long j) {\n"
    "  return unit && i == j ? ONE : opm(A, lda, op, i, j); }\n"
    "__kernel void bl_trsm(int right, int upper, int op, int unit, int m, int n, CT alpha,\n"
    "                      __global const TAS *A, long lda, __global TCS *B, long rs, long ldb) {\n"
    "  long r = get_global_id(0); int lower = (upper != 0) == (op != 0);\n"
    "  if (!right) { if (r >= n) return;\n"
    "    __global TCS *b = B + r * ldb;\n"
    "    for (long s = 0; s < m; s++) { long i = lower ? s : m - 1 - s;\n"
    "      CT v = MUL(alpha, LC(b, i * rs));\n"
    "      for (long t = 0; t < s; t++) { long q = lower ? t : m - 1 - t;\n"
    "        v -= MUL(tri(A, lda, op, unit, i, q), LC(b, q * rs)); }\n"
    "      SC(b, i * rs, DIV(v, tri(A, lda, op, unit, i, i))); }\n"
    "  } else { if (r >= m) return;\n"
    "    __global TCS *b = B + r * rs;\n"
    "    for (long s = 0; s < n; s++) { long j = lower ? n - 1 - s : s;\n"
    "      CT v = MUL(alpha, LC(b, j * ldb));\n"
    "      for (long t = 0; t < s; t++) { long q = lower ? n - 1 - t : t;\n"
    "        v -= MUL(LC(b, q * ldb), tri(A, lda, op, unit, q, j)); }\n"
    "      SC(b, j * ldb, DIV(v, tri(A, lda, op, unit, j, j))); } } }\n"
    /* Batched LU with partial pivoting, one work-item per matrix (the batched routines
       are for many small matrices). Pivots are 1-based; info is the first zero pivot. */
    "#define AT(i, j) ((__global TCR *)A)[(i) + (long)(j) * lda]\n"
    "__kernel void bl_getrf(int n, __global const ulong *Ap, long lda, __global int *piv,\n"
    "                       __global int *info, int nb) {\n"
    "  int b = get_global_id(0); if (b >= nb) return;\n"
    "  __global TCS *A = (__global TCS *)Ap[b]; int bad = 0;\n"
    "  for (int c = 0; c < n; c++) { int p = c;\n"
    "    if (piv) { RT best = ABS1(LC(A, c + (long)c * lda));\n"
    "      for (int r = c + 1; r < n; r++) { RT v = ABS1(LC(A, r + (long)c * lda));\n"
    "        if (v > best) { best = v; p = r; } }\n"
    "      piv[(long)b * n + c] = p + 1;\n"
    "      if (p != c) for (int j = 0; j < n; j++) { TCR t = AT(c, j); AT(c, j) = AT(p, j); AT(p, j) = t; } }\n"
    "    CT d = LC(A, c + (long)c * lda);\n"
    "    if (ISZERO(d)) { if (!bad) bad = c + 1; continue; }\n"
    "    for (int r = c + 1; r < n; r++) { CT l = DIV(LC(A, r + (long)c * lda), d);\n"
    "      SC(A, r + (long)c * lda, l);\n"
    "      for (int j = c + 1; j < n; j++) SC(A, r + (long)j * lda, LC(A, r + (long)j * lda) - MUL(l, LC(A, c + (long)j * lda))); } }\n"
    "  if (info) info[b] = bad; }\n"
    "static void swp(__global TCR *x, long a, long b) { TCR t = x[a]; x[a] = x[b]; x[b] = t; }\n"
    /* Solves with the factors of getrf: op(A) X = B for the columns of B (op 0 or 1, 2). */
    "static void lu_solve(int n, __global const TCS *A, long lda, __global const int *piv, int op,\n"
    "                     __global TCS *x, long rs) {\n"
    "  if (op == 0) {\n"
    "    if (piv) for (int i = 0; i < n; i++) { int p = piv[i] - 1;\n"
    "      if (p != i) swp((__global TCR *)x, i * rs, p * rs); }\n"
    "    for (int i = 0; i < n; i++) { CT v = LC(x, i * rs);\n"
    "      for (int q = 0; q < i; q++) v -= MUL(LC(A, i + (long)q * lda), LC(x, q * rs)); SC(x, i * rs, v); }\n"
    "    for (int i = n - 1; i >= 0; i--) { CT v = LC(x, i * rs);\n"
    "      for (int q = i + 1; q < n; q++) v -= MUL(LC(A, i + (long)q * lda), LC(x, q * rs));\n"
    "      SC(x, i * rs, DIV(v, LC(A, i + (long)i * lda))); }\n"
    "  } else {\n"
    /* A^T = U^T L^T P: solve U^T z = b, then L^T w = z, then undo the swaps backwards. */
    "    for (int i = 0; i < n; i++) { CT v = LC(x, i * rs);\n"
    "      for (int q = 0; q < i; q++) { CT a = LC(A, q + (long)i * lda); if (op == 2) a = CONJ(a);\n"
    "        v -= MUL(a, LC(x, q * rs)); }\n"
    "      CT d = LC(A, i + (long)i * lda); if (op == 2) d = CONJ(d); SC(x, i * rs, DIV(v, d)); }\n"
    "    for (int i = n - 1; i >= 0; i--) { CT v = LC(x, i * rs);\n"
    "      for (int q = i + 1; q < n; q++) { CT a = LC(A, q + (long)i * lda); if (op == 2) a = CONJ(a);\n"
    "        v -= MUL(a, LC(x, q * rs)); }\n"
    "      SC(x, i * rs, v); }\n"
    "    if (piv) for (int i = n - 1; i >= 0; i--) { int p = piv[i] - 1;\n"
    "      if (p != i) swp((__global TCR *)x, i * rs, p * rs); } } }\n"
    "__kernel void bl_getrs(int op, int n, int nrhs, __global const ulong *Ap, long lda,\n"
    "                       __global const int *piv, __global const ulong *Bp, long ldb, int nb) {\n"
    "  int b = get_global_id(0), c = get_global_id(1); if (b >= nb || c >= nrhs) return;\n"
    "  lu_solve(n, (__global const TCS *)Ap[b], lda, piv ? piv + (long)b * n : 0, op,\n"
    "           (__global TCS *)Bp[b] + (long)c * ldb, 1); }\n"
    /* The inverse from the factors: column c of C is the solve of e_c. */
    "__kernel void bl_getri(int n, __global const ulong *Ap, long lda, __global const int *piv,\n"
    "                       __global const ulong *Cp, long ldc, __global int *info, int nb) {\n"
    "  int b = get_global_id(0), c = get_global_id(1); if (b >= nb || c >= n) return;\n"
    "  __global const TCS *A = (__global const TCS *)Ap[b];\n"
    "  __global TCS *x = (__global TCS *)Cp[b] + (long)c * ldc;\n"
    "  for (int i = 0; i < n; i++) SC(x, i, i == c ? ONE : ZERO);\n"
    "  int bad = 0; for (int i = 0; i < n; i++) if (!bad && ISZERO(LC(A, i + (long)i * lda))) bad = i + 1;\n"
    "  if (c == 0 && info) info[b] = bad;\n"
    "  if (!bad) lu_solve(n, A, lda, piv ? piv + (long)b * n : 0, 0, x, 1); }\n";

static const char *const type_names[] = {"f32", "f64", "c32", "c64", "f16", "bf16", "i8", "i32"};

static cuportProgram_t variants[BLAS_NTYPES][BLAS_NTYPES];
static pthread_mutex_t variants_lock = PTHREAD_MUTEX_INITIALIZER;

cuportError_t blas_program(BlasType ta, BlasType tc, cuportProgram_t *out)
{
  cuportError_t e = cuportSuccess;
  char name[64], options[64];

  pthread_mutex_lock(&variants_lock);
  if (!variants[ta][tc]) {
    snprintf(name, sizeof name, "cuport-blas-%s-%s", type_names[ta], type_names[tc]);
    snprintf(options, sizeof options, "-DTA=%d -DTC=%d", (int)ta, (int)tc);
    e = cuportRegisterProgram(name, blas_source, &variants[ta][tc]);
    if (!e)
      e = cuportProgramSetBuildOptions(variants[ta][tc], options);
    if (e)
      variants[ta][tc] = NULL;
  }
  *out = variants[ta][tc];
  pthread_mutex_unlock(&variants_lock);
  return e;
}
