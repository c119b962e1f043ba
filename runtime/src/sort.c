/*
 * sort.c: a stable device-wide radix sort of 32- or 64-bit keys (ints, unsigned,
 * floats, doubles), with or without values, what thrust::sort, stable_sort and
 * sort_by_key of primitive keys become (cuport_thrust/algorithm.h).
 *
 * Least-significant-digit first, 4 bits a pass (8 passes for 32-bit keys, 16 for
 * 64-bit ones), skipping a digit that every key has (a first kernel ORs and ANDs each
 * run's keys; the host combines them), so keys of a small range take few passes; after
 * an odd number the result is copied back.  Each of T work-items
 * owns a contiguous run of the input.  A pass counts the run's digits (count kernel,
 * 16 counters per work-item, stored digit-major: counts[d * T + t]), scans the 16 * T
 * counters exclusively with the runtime's scan (algorithm.c), which gives each
 * work-item the first position of each digit, then moves the run in order to those
 * positions (scatter kernel).  Since runs are in work-item order and each is walked in
 * order, equal digits keep their order: the sort is stable, as Thrust's radix sort is.
 *
 * Keys are made unsigned-comparable on the fly: a signed key flips its sign bit, a
 * float flips every bit when negative and the sign bit otherwise (so -0.0 sorts before
 * +0.0, as with CUB); descending order complements the result (equal keys still keep
 * their order).  Values are 4 or 8 bytes moved as words, or any other size as bytes.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define LOCAL 256
#define GROUPS 256
/* items a work-item owns at the least, before more work-groups are started */
#define PER_ITEM 64

static const char sort_source[] =
    "#if CUPORT_SORT_KEY64\n"
    "typedef ulong K;\n#define SIGN 0x8000000000000000ul\n"
    "#else\n"
    "typedef uint K;\n#define SIGN 0x80000000u\n"
    "#endif\n"
    /* kind 0 unsigned, 1 signed, 2 floating */
    "static uint digit_of(K k, int kind, int desc, int shift) {\n"
    "  if (kind == 1) k ^= SIGN;\n"
    "  else if (kind == 2) k = (k & SIGN) ? ~k : (k | SIGN);\n"
    "  if (desc) k = ~k;\n"
    "  return (uint)(k >> shift) & 15u; }\n"
    "static K flip(K k, int kind, int desc) {\n"
    "  if (kind == 1) k ^= SIGN;\n"
    "  else if (kind == 2) k = (k & SIGN) ? ~k : (k | SIGN);\n"
    "  return desc ? ~k : k; }\n"
    "static void run_of(long n, long per, long *b, long *e) {\n"
    "  long t = get_global_id(0);\n"
    "  *b = min(n, t * per); *e = min(n, *b + per); }\n"
    /* the OR and the AND of each run's ordered keys: a digit the same in every key is a
       pass that moves nothing */
    "__kernel void cuport_sort_bits(__global const K *keys, long n, long per, int kind,\n"
    "                               int desc, __global K *ors, __global K *ands) {\n"
    "  K o = 0, a = ~(K)0;\n"
    "  long b, e; run_of(n, per, &b, &e);\n"
    "  for (long i = b; i < e; i++) { K k = flip(keys[i], kind, desc); o |= k; a &= k; }\n"
    "  ors[get_global_id(0)] = o; ands[get_global_id(0)] = a; }\n"
    "__kernel void cuport_sort_count(__global const K *keys, long n, long per, int kind,\n"
    "                                int desc, int shift, __global uint *counts) {\n"
    "  uint h[16];\n"
    "  for (int d = 0; d < 16; d++) h[d] = 0;\n"
    "  long b, e; run_of(n, per, &b, &e);\n"
    "  for (long i = b; i < e; i++) h[digit_of(keys[i], kind, desc, shift)]++;\n"
    "  long T = get_global_size(0), t = get_global_id(0);\n"
    "  for (int d = 0; d < 16; d++) counts[d * T + t] = h[d]; }\n"
    "__kernel void cuport_sort_scatter(__global const K *kin, __global K *kout,\n"
    "                                  __global const uchar *vin, __global uchar *vout,\n"
    "                                  int vsize, long n, long per, int kind, int desc,\n"
    "                                  int shift, __global const uint *offsets) {\n"
    "  uint o[16];\n"
    "  long T = get_global_size(0), t = get_global_id(0);\n"
    "  for (int d = 0; d < 16; d++) o[d] = offsets[d * T + t];\n"
    "  long b, e; run_of(n, per, &b, &e);\n"
    "  for (long i = b; i < e; i++) {\n"
    "    K k = kin[i];\n"
    "    uint p = o[digit_of(k, kind, desc, shift)]++;\n"
    "    kout[p] = k;\n"
    "    if (vsize == 4) ((__global uint *)vout)[p] = ((__global const uint *)vin)[i];\n"
    "    else if (vsize == 8) ((__global ulong *)vout)[p] = ((__global const ulong *)vin)[i];\n"
    "    else if (vsize < 0) {\n"
    "      int w = -vsize / 4;\n"
    "      __global const uint *s = (__global const uint *)vin + i * w;\n"
    "      __global uint *d = (__global uint *)vout + (long)p * w;\n"
    "      for (int j = 0; j < w; j++) d[j] = s[j];\n"
    "    } else if (vsize > 0) {\n"
    "      __global const uchar *s = vin + i * vsize;\n"
    "      __global uchar *d = vout + (long)p * vsize;\n"
    "      for (int j = 0; j < vsize; j++) d[j] = s[j];\n"
    "    } } }\n";

static cuportProgram_t variants[2];

static cuportError_t variant(int key64, cuportProgram_t *out)
{
  return cuport_own_program(&variants[key64], key64 ? "cuport-sort-k64" : "cuport-sort-k32",
                            sort_source, key64 ? "-DCUPORT_SORT_KEY64=1" : "-DCUPORT_SORT_KEY64=0",
                            out);
}

cuportError_t cuportAlgoSortPairs(void *keys, void *values, size_t value_size, long long n,
                                  cuportScalarType type, int descending, cuportStream_t stream)
{
  cuportProgram_t p;
  cuportError_t e, e2;
  int key64, kind, desc = descending != 0, vsize, shift, bits;
  long long groups, threads, per;
  size_t key_bytes, scan_bytes = 0, counts_bytes;
  char *scratch = NULL;
  void *kalt, *valt, *counts, *scan_temp;
  char *ors, *ands;
  unsigned long long varying = ~0ull;
  unsigned zero = 0;

  CUPORT_TRACE("cuportAlgoSortPairs(keys=%p, values=%p, value_size=%zu, n=%lld, type=%d, "
               "descending=%d)", keys, values, value_size, n, (int)type, descending);
  if ((unsigned)type > CUPORT_SCALAR_F64)
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoSortPairs: key type %d is not one "
                       "the runtime has", (int)type);
  if (n < 0 || (n > 0 && !keys) || (values && value_size == 0) || (!values && value_size) ||
      value_size > INT32_MAX)
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoSortPairs: negative count, NULL keys, "
                       "or values without a size");
  if (n > (long long)UINT32_MAX)
    return cuport_fail(cuportErrorInvalidValue, "cuportAlgoSortPairs: %lld keys, more than the "
                       "32-bit counters hold", n);
  if (n < 2)
    return cuportSuccess;
  key64 = type == CUPORT_SCALAR_I64 || type == CUPORT_SCALAR_U64 || type == CUPORT_SCALAR_F64;
  kind = type == CUPORT_SCALAR_I32 || type == CUPORT_SCALAR_I64   ? 1
         : type == CUPORT_SCALAR_F32 || type == CUPORT_SCALAR_F64 ? 2
                                                                  : 0;
  key_bytes = key64 ? 8 : 4;
  bits = key64 ? 64 : 32;
  /* 4 and 8 as words; other multiples of 4 on a 4-aligned base as words (negative) */
  vsize = (int)value_size;
  if (vsize != 4 && vsize != 8 && vsize % 4 == 0 && ((uintptr_t)values & 3) == 0)
    vsize = -vsize;
  if ((e = variant(key64, &p)) != cuportSuccess)
    return e;

  groups = (n + (long long)LOCAL * PER_ITEM - 1) / ((long long)LOCAL * PER_ITEM);
  if (groups > GROUPS)
    groups = GROUPS;
  /* 8 work-groups a compute unit are enough to fill it: on a CPU (PoCL's 2 to 64 units)
     fewer, longer runs mean fewer counters to scan; a GPU keeps GROUPS */
  {
    cuport_device *dev = NULL;
    if (cuport_current(&dev) == cuportSuccess && dev && dev->compute_units &&
        groups > 8LL * dev->compute_units)
      groups = 8LL * dev->compute_units;
  }
  threads = groups * LOCAL;
  per = (n + threads - 1) / threads;
  counts_bytes = (size_t)threads * 16 * sizeof(unsigned);
  if ((e = cuportAlgoScan(NULL, &scan_bytes, NULL, NULL, threads * 16, CUPORT_SCALAR_U32,
                          CUPORT_REDUCE_SUM, 1, &zero, stream)) != cuportSuccess)
    return e;
  /* keys, values, counters and the scan's scratch, each 256-byte aligned */
#define ROUND(x) (((x) + 255) & ~(size_t)255)
  {
    size_t kb = ROUND((size_t)n * key_bytes), vb = ROUND((size_t)n * value_size);
    size_t bb = ROUND((size_t)threads * key_bytes);
    if ((e = cuportMalloc((void **)&scratch, kb + vb + ROUND(counts_bytes) + ROUND(scan_bytes) +
                          2 * bb)) != cuportSuccess)
      return e;
    ors = scratch + kb + vb + ROUND(counts_bytes) + ROUND(scan_bytes);
    ands = ors + bb;
    kalt = scratch;
    /* without values the kernels never touch them: the keys stand in for the pointers */
    valt = values ? scratch + kb : kalt;
    counts = scratch + kb + vb;
    scan_temp = scratch + kb + vb + ROUND(counts_bytes);
  }
#undef ROUND
  /* the bits that differ between keys, from each run's OR and AND */
  {
    long long nn = n;
    cuportArg bits_args[] = {CUPORT_ARG_P(keys), CUPORT_ARG_V(nn), CUPORT_ARG_V(per),
                             CUPORT_ARG_V(kind), CUPORT_ARG_V(desc), CUPORT_ARG_P(ors),
                             CUPORT_ARG_P(ands)};
    unsigned char *host = malloc((size_t)threads * key_bytes * 2);
    if (!host) {
      cuportFree(scratch);
      return cuport_fail(cuportErrorMemoryAllocation, "cuportAlgoSortPairs: no host memory");
    }
    e = cuport_own_launch(p, "cuport_sort_bits", (unsigned)groups, LOCAL, 0, stream, 7, bits_args);
    if (!e)
      e = stream ? cuportMemcpyAsync(host, ors, (size_t)threads * key_bytes * 2,
                                     cuportMemcpyDeviceToHost, stream)
                 : cuportMemcpy(host, ors, (size_t)threads * key_bytes * 2,
                                cuportMemcpyDeviceToHost);
    if (!e && stream)
      e = cuportStreamSynchronize(stream);
    if (!e) {
      unsigned long long o = 0, a = ~0ull;
      for (long long t = 0; t < threads; t++) {
        if (key64) {
          unsigned long long x, y;
          memcpy(&x, host + t * 8, 8);
          memcpy(&y, host + (size_t)threads * 8 + t * 8, 8);
          o |= x, a &= y;
        } else {
          unsigned x, y;
          memcpy(&x, host + t * 4, 4);
          memcpy(&y, host + (size_t)threads * 4 + t * 4, 4);
          o |= x, a &= y;
        }
      }
      varying = o ^ a;
    }
    free(host);
  }
  {
    long long nn = n;
    void *kin = keys, *kout = kalt, *vin = values ? values : keys, *vout = valt;
    for (shift = 0; shift < bits && !e; shift += 4) {
      if (!((varying >> shift) & 15u))
        continue; /* every key has this digit: the pass would move nothing */
      cuportArg count_args[] = {CUPORT_ARG_P(kin), CUPORT_ARG_V(nn), CUPORT_ARG_V(per),
                                CUPORT_ARG_V(kind), CUPORT_ARG_V(desc), CUPORT_ARG_V(shift),
                                CUPORT_ARG_P(counts)};
      cuportArg scatter_args[] = {CUPORT_ARG_P(kin), CUPORT_ARG_P(kout), CUPORT_ARG_P(vin),
                                  CUPORT_ARG_P(vout), CUPORT_ARG_V(vsize), CUPORT_ARG_V(nn),
                                  CUPORT_ARG_V(per), CUPORT_ARG_V(kind), CUPORT_ARG_V(desc),
                                  CUPORT_ARG_V(shift), CUPORT_ARG_P(counts)};
      void *t;
      e = cuport_own_launch(p, "cuport_sort_count", (unsigned)groups, LOCAL, 0, stream, 7,
                            count_args);
      if (!e)
        e = cuportAlgoScan(scan_temp, &scan_bytes, counts, counts, threads * 16,
                           CUPORT_SCALAR_U32, CUPORT_REDUCE_SUM, 1, &zero, stream);
      if (!e)
        e = cuport_own_launch(p, "cuport_sort_scatter", (unsigned)groups, LOCAL, 0, stream, 11,
                              scatter_args);
      t = kin, kin = kout, kout = t;
      t = vin, vin = vout, vout = t;
    }
    /* after an odd number of passes the result is in the scratch */
    if (!e && kin != keys) {
      e = cuportMemcpyAsync(keys, kin, (size_t)n * key_bytes, cuportMemcpyDeviceToDevice, stream);
      if (!e && values)
        e = cuportMemcpyAsync(values, vin, (size_t)n * value_size, cuportMemcpyDeviceToDevice,
                              stream);
    }
  }
  /* the scratch is freed once the passes are done */
  e2 = stream ? cuportStreamSynchronize(stream) : cuportDeviceSynchronize();
  cuportFree(scratch);
  return e ? e : e2;
}
