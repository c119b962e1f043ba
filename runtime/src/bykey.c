/*
 * bykey.c: reduce_by_key on the device for arithmetic keys and values (what
 * thrust::reduce_by_key with equal_to and plus, maximum or minimum becomes,
 * cuport_thrust/algorithm.h).
 *
 * A run of equal consecutive keys is a segment.  The heads kernel marks each
 * segment's first item (1, else 0); the runtime's inclusive scan of the marks
 * gives each item its segment's number plus one; the starts kernel writes each
 * segment's key and first position, and the segment count; once the count is
 * on the host, the fold kernel folds each segment's values left to right (one
 * work-item a segment: the order of the host's loop, so a float sum is the
 * same).  Keys compare with ==, as equal_to does.  One program per key type,
 * value type and operator ("cuport-bykey-i32-f32-sum"), built on first use.
 */
#include <stdio.h>

#include "internal.h"

#define LOCAL 256

static const char bykey_source[] =
    "#if CUPORT_BYKEY_K == 5 || CUPORT_BYKEY_V == 5\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#endif\n"
    "#if CUPORT_BYKEY_K == 0\ntypedef int K;\n#elif CUPORT_BYKEY_K == 1\ntypedef uint K;\n"
    "#elif CUPORT_BYKEY_K == 2\ntypedef long K;\n#elif CUPORT_BYKEY_K == 3\ntypedef ulong K;\n"
    "#elif CUPORT_BYKEY_K == 4\ntypedef float K;\n#else\ntypedef double K;\n#endif\n"
    "#if CUPORT_BYKEY_V == 0\ntypedef int V;\n#elif CUPORT_BYKEY_V == 1\ntypedef uint V;\n"
    "#elif CUPORT_BYKEY_V == 2\ntypedef long V;\n#elif CUPORT_BYKEY_V == 3\ntypedef ulong V;\n"
    "#elif CUPORT_BYKEY_V == 4\ntypedef float V;\n#else\ntypedef double V;\n#endif\n"
    "#if CUPORT_BYKEY_OP == 0\n#define OP(a, b) ((a) + (b))\n"
    "#elif CUPORT_BYKEY_OP == 1\n#define OP(a, b) ((a) < (b) ? (b) : (a))\n"
    "#else\n#define OP(a, b) ((b) < (a) ? (b) : (a))\n#endif\n"
    "__kernel void cuport_bykey_heads(__global const K *keys, long n, __global uint *heads) {\n"
    "  long i = get_global_id(0);\n"
    "  if (i < n) heads[i] = i == 0 || !(keys[i - 1] == keys[i]); }\n"
    "__kernel void cuport_bykey_starts(__global const K *keys, long n, __global const uint *heads,\n"
    "                                  __global const uint *seg, __global K *keys_out,\n"
    "                                  __global ulong *starts, __global ulong *count) {\n"
    "  long i = get_global_id(0);\n"
    "  if (i >= n) return;\n"
    "  if (heads[i]) { keys_out[seg[i] - 1] = keys[i]; starts[seg[i] - 1] = (ulong)i; }\n"
    "  if (i == n - 1) { *count = seg[i]; starts[seg[i]] = (ulong)n; } }\n"
    "__kernel void cuport_bykey_fold(__global const V *values, __global const ulong *starts,\n"
    "                                long segments, __global V *values_out) {\n"
    "  long s = get_global_id(0);\n"
    "  if (s >= segments) return;\n"
    "  ulong b = starts[s], e = starts[s + 1];\n"
    "  V acc = values[b];\n"
    "  for (ulong i = b + 1; i < e; i++) acc = OP(acc, values[i]);\n"
    "  values_out[s] = acc; }\n";

static const char *const type_names[] = {"i32", "u32", "i64", "u64", "f32", "f64"};
static const char *const op_names[] = {"sum", "max", "min"};

static cuportProgram_t variants[6][6][3];

static unsigned groups_of(long long n)
{
  long long g = (n + LOCAL - 1) / LOCAL;
  return g < 1 ? 1u : (unsigned)g;
}

cuportError_t cuportAlgoReduceByKey(const void *keys_in, void *keys_out, const void *values_in,
                                    void *values_out, long long n, cuportScalarType key_type,
                                    cuportScalarType value_type, cuportReduceOp op,
                                    long long *segments, cuportStream_t stream)
{
  cuportProgram_t p;
  cuportError_t e, e2;
  char name[64], options[128];
  size_t scan_bytes = 0;
  char *scratch = NULL;
  void *heads, *seg, *starts, *count, *scan_temp;
  unsigned long long nseg = 0;
  long long nn = n, ns;

  CUPORT_TRACE("cuportAlgoReduceByKey(n=%lld, key_type=%d, value_type=%d, op=%d)", n,
               (int)key_type, (int)value_type, (int)op);
  if (!segments || (unsigned)key_type > CUPORT_SCALAR_F64 ||
      (unsigned)value_type > CUPORT_SCALAR_F64 || (unsigned)op > CUPORT_REDUCE_MIN)
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoReduceByKey: segments is NULL or the "
                       "key type (%d), value type (%d) or operator (%d) is not one the runtime "
                       "has", (int)key_type, (int)value_type, (int)op);
  if (n < 0 || (n > 0 && (!keys_in || !keys_out || !values_in || !values_out)))
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoReduceByKey: negative count or NULL "
                       "data");
  if (n > (long long)0xffffffffLL)
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoReduceByKey: %lld items, more than "
                       "the 32-bit segment numbers hold", n);
  *segments = 0;
  if (n == 0)
    return cuportSuccess;
  snprintf(name, sizeof name, "cuport-bykey-%s-%s-%s", type_names[key_type],
           type_names[value_type], op_names[op]);
  snprintf(options, sizeof options, "-DCUPORT_BYKEY_K=%d -DCUPORT_BYKEY_V=%d -DCUPORT_BYKEY_OP=%d",
           (int)key_type, (int)value_type, (int)op);
  if ((e = cuport_own_program(&variants[key_type][value_type][op], name, bykey_source, options,
                              &p)) != cuportSuccess)
    return e;
  if ((e = cuportAlgoScan(NULL, &scan_bytes, NULL, NULL, n, CUPORT_SCALAR_U32, CUPORT_REDUCE_SUM,
                          0, NULL, stream)) != cuportSuccess)
    return e;
  /* heads, segment numbers (4 bytes an item), starts (8 bytes an item and one), the
     count, the scan's scratch */
#define ROUND(x) (((x) + 255) & ~(size_t)255)
  {
    size_t hb = ROUND((size_t)n * 4), sb = ROUND(((size_t)n + 1) * 8);
    if ((e = cuportMalloc((void **)&scratch, 2 * hb + sb + 256 + ROUND(scan_bytes))) !=
        cuportSuccess)
      return e;
    heads = scratch;
    seg = scratch + hb;
    starts = scratch + 2 * hb;
    count = scratch + 2 * hb + sb;
    scan_temp = scratch + 2 * hb + sb + 256;
  }
#undef ROUND
  {
    cuportArg a1[] = {CUPORT_ARG_P(keys_in), CUPORT_ARG_V(nn), CUPORT_ARG_P(heads)};
    cuportArg a2[] = {CUPORT_ARG_P(keys_in), CUPORT_ARG_V(nn), CUPORT_ARG_P(heads),
                      CUPORT_ARG_P(seg), CUPORT_ARG_P(keys_out), CUPORT_ARG_P(starts),
                      CUPORT_ARG_P(count)};
    e = cuport_own_launch(p, "cuport_bykey_heads", groups_of(n), LOCAL, 0, stream, 3, a1);
    if (!e)
      e = cuportAlgoScan(scan_temp, &scan_bytes, heads, seg, n, CUPORT_SCALAR_U32,
                         CUPORT_REDUCE_SUM, 0, NULL, stream);
    if (!e)
      e = cuport_own_launch(p, "cuport_bykey_starts", groups_of(n), LOCAL, 0, stream, 7, a2);
    if (!e)
      e = stream ? cuportMemcpyAsync(&nseg, count, sizeof nseg, cuportMemcpyDeviceToHost, stream)
                 : cuportMemcpy(&nseg, count, sizeof nseg, cuportMemcpyDeviceToHost);
    if (!e && stream)
      e = cuportStreamSynchronize(stream);
  }
  ns = (long long)nseg;
  if (!e) {
    cuportArg a3[] = {CUPORT_ARG_P(values_in), CUPORT_ARG_P(starts), CUPORT_ARG_V(ns),
                      CUPORT_ARG_P(values_out)};
    e = cuport_own_launch(p, "cuport_bykey_fold", groups_of(ns), LOCAL, 0, stream, 4, a3);
  }
  e2 = stream ? cuportStreamSynchronize(stream) : cuportDeviceSynchronize();
  cuportFree(scratch);
  if (!e && !e2)
    *segments = ns;
  return e ? e : e2;
}
