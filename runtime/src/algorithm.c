/*
 * algorithm.c: the device-wide reductions and scans that CUB's host API
 * offers (cub::DeviceReduce, cub::DeviceScan), done by OpenCL C kernels of
 * the runtime's own.  One source holds every kernel; it is registered as a
 * program once per element type and operator ("cuport-algorithm-f32-max"),
 * the type and operator given as -D options, so it builds (and is cached on
 * disk) like a migrated program, only for the variants a program uses.
 *
 * The input is cut into at most GROUPS contiguous chunks, one per work-group
 * of LOCAL work-items.  A reduction reduces each chunk to a partial in the
 * caller's scratch and one work-group reduces the partials.  A scan reduces
 * the chunks the same way, scans the partials into each chunk's carry-in,
 * then scans each chunk tile by tile from its carry-in; a chunk is read
 * before any of it is written, so a scan may write in place.  The scratch
 * needed is fixed (SCRATCH bytes), which CUB's protocol allows: the first call
 * asks, the second passes at least that much.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

#define LOCAL 256
#define GROUPS 256
/* partial values (8 bytes at most), then partial indices (8 bytes) */
#define SCRATCH ((size_t)GROUPS * 16)
/* the source's L is LOCAL; the carries kernel scans one partial per work-item */
_Static_assert(LOCAL == 256 && GROUPS <= LOCAL, "the kernels assume 256 work-items per group");

static const char algorithm_source[] =
    "#if CUPORT_ALGO_TYPE == 0\n"
    "typedef int T;\n#define T_LOWEST INT_MIN\n#define T_HIGHEST INT_MAX\n"
    "#elif CUPORT_ALGO_TYPE == 1\n"
    "typedef uint T;\n#define T_LOWEST 0u\n#define T_HIGHEST UINT_MAX\n"
    "#elif CUPORT_ALGO_TYPE == 2\n"
    "typedef long T;\n#define T_LOWEST LONG_MIN\n#define T_HIGHEST LONG_MAX\n"
    "#elif CUPORT_ALGO_TYPE == 3\n"
    "typedef ulong T;\n#define T_LOWEST 0ul\n#define T_HIGHEST ULONG_MAX\n"
    "#elif CUPORT_ALGO_TYPE == 4\n"
    "typedef float T;\n#define T_LOWEST (-FLT_MAX)\n#define T_HIGHEST FLT_MAX\n"
    "#else\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "typedef double T;\n#define T_LOWEST (-DBL_MAX)\n#define T_HIGHEST DBL_MAX\n"
    "#endif\n"
    "#if CUPORT_ALGO_OP == 0\n"
    "#define IDENT ((T)0)\n"
    "static T op(T a, T b) { return a + b; }\n"
    "#elif CUPORT_ALGO_OP == 1\n"
    "#define IDENT T_LOWEST\n"
    "static T op(T a, T b) { return a < b ? b : a; }\n"
    "#else\n"
    "#define IDENT T_HIGHEST\n"
    "static T op(T a, T b) { return b < a ? b : a; }\n"
    "#endif\n"
    "#define L 256\n"
    /* The chunk [*b, *e) of group g out of ng over n items. */
    "static void chunk_of(long n, long g, long ng, long *b, long *e) {\n"
    "  long c = (n + ng - 1) / ng;\n"
    "  *b = min(n, g * c); *e = min(n, *b + c); }\n"
    /* The work-group's reduction of v; every work-item gets it. */
    "static T group_reduce(T v, __local T *s) {\n"
    "  uint l = get_local_id(0);\n"
    "  s[l] = v; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint o = L / 2; o > 0; o >>= 1) {\n"
    "    if (l < o) s[l] = op(s[l], s[l + o]);\n"
    "    barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "  T r = s[0]; barrier(CLK_LOCAL_MEM_FENCE); return r; }\n"
    /* Inclusive scan of v over the work-group (Hillis-Steele, in s). */
    "static T group_scan(T v, __local T *s) {\n"
    "  uint l = get_local_id(0);\n"
    "  s[l] = v; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint o = 1; o < L; o <<= 1) {\n"
    "    T x = l >= o ? op(s[l - o], s[l]) : s[l];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE); s[l] = x; barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "  return s[l]; }\n"
    "__kernel void cuport_algo_partials(__global const T *in, long n, __global T *part) {\n"
    "  __local T s[L];\n"
    "  long b, e; chunk_of(n, get_group_id(0), get_num_groups(0), &b, &e);\n"
    "  T acc = IDENT;\n"
    "  for (long i = b + get_local_id(0); i < e; i += L) acc = op(acc, in[i]);\n"
    "  T r = group_reduce(acc, s);\n"
    "  if (get_local_id(0) == 0) part[get_group_id(0)] = r; }\n"
    "__kernel void cuport_algo_final(__global const T *part, int np, __global T *out, T init) {\n"
    "  __local T s[L];\n"
    "  T acc = IDENT;\n"
    "  for (int i = get_local_id(0); i < np; i += L) acc = op(acc, part[i]);\n"
    "  T r = group_reduce(acc, s);\n"
    "  if (get_local_id(0) == 0) *out = op(init, r); }\n"
    /* ArgMax/ArgMin: (value, index) pairs, an index of -1 marking none; the
       better value wins, the lower index between equal ones. */
    "static void pick(T *v, long *i, T v2, long i2) {\n"
    "  if (i2 < 0) return;\n"
    "  if (*i < 0 || op(*v, v2) != *v || (v2 == *v && i2 < *i)) { *v = v2; *i = i2; } }\n"
    "static void group_pick(T *v, long *i, __local T *sv, __local long *si) {\n"
    "  uint l = get_local_id(0);\n"
    "  sv[l] = *v; si[l] = *i; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint o = L / 2; o > 0; o >>= 1) {\n"
    "    if (l < o) { T a = sv[l]; long ai = si[l]; pick(&a, &ai, sv[l + o], si[l + o]);\n"
    "                 sv[l] = a; si[l] = ai; }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "  *v = sv[0]; *i = si[0]; }\n"
    "__kernel void cuport_algo_arg_partials(__global const T *in, long n, __global T *pv,\n"
    "                                       __global long *pi) {\n"
    "  __local T sv[L]; __local long si[L];\n"
    "  long b, e; chunk_of(n, get_group_id(0), get_num_groups(0), &b, &e);\n"
    "  T v = IDENT; long i = -1;\n"
    "  for (long k = b + get_local_id(0); k < e; k += L) pick(&v, &i, in[k], k);\n"
    "  group_pick(&v, &i, sv, si);\n"
    "  if (get_local_id(0) == 0) { pv[get_group_id(0)] = v; pi[get_group_id(0)] = i; } }\n"
    "__kernel void cuport_algo_arg_final(__global const T *pv, __global const long *pi, int np,\n"
    "                                    __global T *out, __global uchar *index, int isize) {\n"
    "  __local T sv[L]; __local long si[L];\n"
    "  T v = IDENT; long i = -1;\n"
    "  for (int k = get_local_id(0); k < np; k += L) pick(&v, &i, pv[k], pi[k]);\n"
    "  group_pick(&v, &i, sv, si);\n"
    "  if (get_local_id(0) != 0) return;\n"
    "  if (i < 0) { v = IDENT; i = 1; }\n"
    "  *out = v;\n"
    "  if (isize == 8) *(__global long *)index = i; else *(__global int *)index = (int)i; }\n"
    /* The carry-in of each chunk, in place: [init op] part[0] op ... op part[g-1]. */
    "__kernel void cuport_algo_carries(__global T *part, int np, T init, int use_init) {\n"
    "  __local T s[L];\n"
    "  uint l = get_local_id(0);\n"
    "  T r = group_scan(l < np ? part[l] : IDENT, s);\n"
    "  T prev = l > 0 ? s[l - 1] : IDENT;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (l < np) part[l] = l == 0 ? init : use_init ? op(init, prev) : prev;\n"
    "  (void)r; }\n"
    "__kernel void cuport_algo_scan(__global const T *in, __global T *out, long n,\n"
    "                               __global const T *carry, T init, int use_init, int exclusive) {\n"
    "  __local T s[L];\n"
    "  uint l = get_local_id(0);\n"
    "  long g = get_group_id(0), b, e; chunk_of(n, g, get_num_groups(0), &b, &e);\n"
    "  T c = carry[g]; int have = g > 0 || use_init;\n"
    "  for (long t = b; t < e; t += L) {\n"
    "    long i = t + l; long last = min((long)L, e - t) - 1;\n"
    "    T v = i < e ? in[i] : IDENT;\n"
    "    group_scan(v, s);\n"
    "    T r;\n"
    "    if (exclusive) r = l == 0 ? c : op(c, s[l - 1]);\n"
    "    else r = have ? op(c, s[l]) : s[l];\n"
    "    T total = s[last];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (i < e) out[i] = r;\n"
    "    c = have ? op(c, total) : total; have = 1; } }\n";

static const char *const type_names[] = {"i32", "u32", "i64", "u64", "f32", "f64"};
static const size_t type_sizes[] = {4, 4, 8, 8, 4, 8};
static const char *const op_names[] = {"sum", "max", "min"};

static cuportProgram_t variants[6][3];

/* The registered program of one type and operator (registered on first use). */
static cuportError_t variant(cuportScalarType type, cuportReduceOp op, cuportProgram_t *out)
{
  char name[64], options[96];

  snprintf(name, sizeof name, "cuport-algorithm-%s-%s", type_names[type], op_names[op]);
  snprintf(options, sizeof options, "-DCUPORT_ALGO_TYPE=%d -DCUPORT_ALGO_OP=%d", (int)type,
           (int)op);
  return cuport_own_program(&variants[type][op], name, algorithm_source, options, out);
}

/* Checks what every algorithm takes; 1 when the call only asked for the scratch size. */
static int size_query(void *temp, size_t *temp_bytes, cuportScalarType type, cuportReduceOp op,
                      cuportError_t *e)
{
  *e = cuportSuccess;
  if (!temp_bytes || (unsigned)type > CUPORT_SCALAR_F64 || (unsigned)op > CUPORT_REDUCE_MIN) {
    *e = cuport_fail(cuportErrorInvalidValue, "device algorithm: temp_bytes is NULL or the "
                     "type (%d) or operator (%d) is not one the runtime has", (int)type, (int)op);
    return 1;
  }
  if (!temp) {
    *temp_bytes = SCRATCH;
    return 1;
  }
  if (*temp_bytes < SCRATCH) {
    *e = cuport_fail(cuportErrorInvalidValue, "device algorithm: the temporary storage has %zu "
                     "bytes, it needs %zu (the size the call with NULL storage gave)",
                     *temp_bytes, SCRATCH);
    return 1;
  }
  return 0;
}

/* Groups for n items: one per LOCAL items, at most GROUPS, at least 1. */
static unsigned groups_for(long long n)
{
  long long g = (n + LOCAL - 1) / LOCAL;
  return g < 1 ? 1 : g > GROUPS ? GROUPS : (unsigned)g;
}

/* Launches kernel `name` of program p on g groups of LOCAL. */
static cuportError_t launch(cuportProgram_t p, const char *name, unsigned g, cuportStream_t stream,
                            unsigned nargs, const cuportArg *args)
{
  return cuport_own_launch(p, name, g, LOCAL, 0, stream, nargs, args);
}

/* op's identity of type, as CUB's Sum/Max/Min start from it. */
static void identity(cuportScalarType type, cuportReduceOp op, void *v)
{
  static const union { int i; unsigned u; long long l; unsigned long long ul; float f; double d; }
      lo[] = {{.i = INT_MIN}, {.u = 0}, {.l = LLONG_MIN}, {.ul = 0}, {.f = -3.40282347e38f},
              {.d = -1.7976931348623157e308}},
      hi[] = {{.i = INT_MAX}, {.u = UINT_MAX}, {.l = LLONG_MAX}, {.ul = ULLONG_MAX},
              {.f = 3.40282347e38f}, {.d = 1.7976931348623157e308}};
  if (op == CUPORT_REDUCE_SUM)
    memset(v, 0, type_sizes[type]);
  else
    memcpy(v, op == CUPORT_REDUCE_MAX ? (const void *)&lo[type] : (const void *)&hi[type],
           type_sizes[type]);
}

/* The value a reduction or scan starts from: the caller's init, else op's identity. */
static void start_value(cuportScalarType type, cuportReduceOp op, const void *init, void *v)
{
  if (init)
    memcpy(v, init, type_sizes[type]);
  else
    identity(type, op, v);
}

cuportError_t cuportAlgoReduce(void *temp, size_t *temp_bytes, const void *in, void *out,
                               long long n, cuportScalarType type, cuportReduceOp op,
                               const void *init, cuportStream_t stream)
{
  cuportProgram_t p;
  cuportError_t e;
  unsigned char initv[8];
  long long nn = n;
  int np;

  CUPORT_TRACE("cuportAlgoReduce(temp=%p, n=%lld, type=%d, op=%d)", temp, n, (int)type, (int)op);
  if (size_query(temp, temp_bytes, type, op, &e))
    return e;
  if (n < 0 || (n > 0 && !in) || !out)
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoReduce: negative count or NULL data");
  if ((e = variant(type, op, &p)) != cuportSuccess)
    return e;
  start_value(type, op, init, initv);
  np = (int)groups_for(n);
  {
    cuportArg a1[] = {CUPORT_ARG_P(in), CUPORT_ARG_V(nn), CUPORT_ARG_P(temp)};
    cuportArg a2[] = {CUPORT_ARG_P(temp), CUPORT_ARG_V(np), CUPORT_ARG_P(out),
                      {CUPORT_ARG_VALUE, type_sizes[type], initv}};
    e = launch(p, "cuport_algo_partials", (unsigned)np, stream, 3, a1);
    if (!e)
      e = launch(p, "cuport_algo_final", 1, stream, 4, a2);
  }
  return e;
}

cuportError_t cuportAlgoArgReduce(void *temp, size_t *temp_bytes, const void *in,
                                  void *out_value, void *out_index, size_t index_size,
                                  long long n, cuportScalarType type, cuportReduceOp op,
                                  cuportStream_t stream)
{
  cuportProgram_t p;
  cuportError_t e;
  long long nn = n;
  int np, isize = (int)index_size;
  void *indices;

  CUPORT_TRACE("cuportAlgoArgReduce(temp=%p, n=%lld, type=%d, op=%d)", temp, n, (int)type,
               (int)op);
  if (size_query(temp, temp_bytes, type, op, &e))
    return e;
  if (op == CUPORT_REDUCE_SUM || (index_size != 4 && index_size != 8))
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoArgReduce: the operator must be max "
                       "or min and the index 4 or 8 bytes");
  if (n < 0 || (n > 0 && !in) || !out_value || !out_index)
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoArgReduce: negative count or NULL data");
  if ((e = variant(type, op, &p)) != cuportSuccess)
    return e;
  np = (int)groups_for(n);
  indices = (char *)temp + (size_t)GROUPS * 8;
  {
    cuportArg a1[] = {CUPORT_ARG_P(in), CUPORT_ARG_V(nn), CUPORT_ARG_P(temp),
                      CUPORT_ARG_P(indices)};
    cuportArg a2[] = {CUPORT_ARG_P(temp), CUPORT_ARG_P(indices), CUPORT_ARG_V(np),
                      CUPORT_ARG_P(out_value), CUPORT_ARG_P(out_index), CUPORT_ARG_V(isize)};
    e = launch(p, "cuport_algo_arg_partials", (unsigned)np, stream, 4, a1);
    if (!e)
      e = launch(p, "cuport_algo_arg_final", 1, stream, 6, a2);
  }
  return e;
}

cuportError_t cuportAlgoScan(void *temp, size_t *temp_bytes, const void *in, void *out,
                             long long n, cuportScalarType type, cuportReduceOp op, int exclusive,
                             const void *init, cuportStream_t stream)
{
  cuportProgram_t p;
  cuportError_t e;
  unsigned char initv[8];
  long long nn = n;
  int np, use_init = init != NULL, excl = exclusive != 0;

  CUPORT_TRACE("cuportAlgoScan(temp=%p, n=%lld, type=%d, op=%d, exclusive=%d)", temp, n,
               (int)type, (int)op, exclusive);
  if (size_query(temp, temp_bytes, type, op, &e))
    return e;
  if (n < 0 || (n > 0 && (!in || !out)) || (exclusive && !init))
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoScan: negative count, NULL data, or "
                       "an exclusive scan without its initial value");
  if (n == 0)
    return cuportSuccess;
  if ((e = variant(type, op, &p)) != cuportSuccess)
    return e;
  start_value(type, op, init, initv);
  np = (int)groups_for(n);
  {
    cuportArg a1[] = {CUPORT_ARG_P(in), CUPORT_ARG_V(nn), CUPORT_ARG_P(temp)};
    cuportArg a2[] = {CUPORT_ARG_P(temp), CUPORT_ARG_V(np),
                      {CUPORT_ARG_VALUE, type_sizes[type], initv}, CUPORT_ARG_V(use_init)};
    cuportArg a3[] = {CUPORT_ARG_P(in), CUPORT_ARG_P(out), CUPORT_ARG_V(nn), CUPORT_ARG_P(temp),
                      {CUPORT_ARG_VALUE, type_sizes[type], initv}, CUPORT_ARG_V(use_init),
                      CUPORT_ARG_V(excl)};
    e = launch(p, "cuport_algo_partials", (unsigned)np, stream, 3, a1);
    if (!e)
      e = launch(p, "cuport_algo_carries", 1, stream, 4, a2);
    if (!e)
      e = launch(p, "cuport_algo_scan", (unsigned)np, stream, 7, a3);
  }
  return e;
}
