/*
 * devfn_cases.c: the device-header checks.  One OpenCL program holds a
 * kernel per function under test; it is generated here (atomics for every
 * op/space/type combination CUDA has, shuffles for every mode and type) and
 * built once per process.  Expected values come from models of CUDA's
 * definitions written independently of the header:
 *  - atomics: many work-items update one cell; whatever the order, the
 *    returned old values and the final value form a chain s0 -> s1 -> ... ->
 *    sn with s(k+1) = op(s(k), v), so multiset(olds + final) must equal
 *    multiset(op(old_i, v_i) + init); commutative ops also have a known final;
 *  - shuffles: CUDA's documented source-lane rules for every width;
 *  - votes, lane/warp ids, masks, tiles: bit arithmetic on the inputs;
 *  - SIMD-in-a-word and DPX intrinsics: the lane-by-lane model of
 *    tests/programs/simd_video/simd_ref.h, which that program checks against
 *    CUDA itself.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuport_runtime.h"
#include "devfn_cases.h"
#include "simd_ref.h"

#define FAIL(...) devfn_fail(msg, size, __VA_ARGS__)

static int devfn_fail(char *msg, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int devfn_fail(char *msg, size_t size, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, size, fmt, ap);
  va_end(ap);
  return 1;
}

/* ------------------------------------------------------------------ types */

typedef enum { T_I32, T_U32, T_I64, T_U64, T_F32, T_F64 } vtype;
static const char *const type_suffix[] = {"i32", "u32", "i64", "u64", "f32", "f64"};
static const char *const type_cl[] = {"int", "uint", "long", "ulong", "float", "double"};
static const size_t type_size[] = {4, 4, 8, 8, 4, 8};

/* Feature guard of the kernels for a type (the device header's condition). */
static const char *atomic_guard(vtype t)
{
  if (t == T_F64)
    return "defined(CUPORT_HAS_FP64) && (defined(CUPORT_NVIDIA) || defined(CUPORT_HAS_INT64_ATOMICS))";
  if (t == T_I64 || t == T_U64)
    return "defined(CUPORT_HAS_INT64_ATOMICS)";
  return "1";
}

/* Values are kept as 64-bit patterns; these convert for one type. */
static uint64_t load(const unsigned char *p, vtype t)
{
  uint64_t v = 0;
  memcpy(&v, p, type_size[t]);
  return v;
}

static void store(unsigned char *p, vtype t, uint64_t v)
{
  memcpy(p, &v, type_size[t]);
}

static float as_f(uint64_t v) { float f; uint32_t u = (uint32_t)v; memcpy(&f, &u, 4); return f; }
static double as_d(uint64_t v) { double d; memcpy(&d, &v, 8); return d; }
static uint64_t from_f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t from_d(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

/* ---------------------------------------------------------------- atomics */

typedef enum { OP_ADD, OP_SUB, OP_EXCH, OP_MIN, OP_MAX, OP_INC, OP_DEC, OP_AND, OP_OR, OP_XOR, OP_CAS } aop;
static const char *const op_name[] = {"add", "sub", "exch", "min", "max", "inc",
                                      "dec", "and", "or", "xor", "cas"};

typedef struct atomic_combo {
  aop op;
  vtype t;
} atomic_combo;

/* Exactly the combinations CUDA has. */
static const atomic_combo combos[] = {
    {OP_ADD, T_I32}, {OP_ADD, T_U32}, {OP_ADD, T_U64}, {OP_ADD, T_F32}, {OP_ADD, T_F64},
    {OP_SUB, T_I32}, {OP_SUB, T_U32},
    {OP_EXCH, T_I32}, {OP_EXCH, T_U32}, {OP_EXCH, T_U64}, {OP_EXCH, T_F32},
    {OP_MIN, T_I32}, {OP_MIN, T_U32}, {OP_MIN, T_U64}, {OP_MIN, T_I64},
    {OP_MAX, T_I32}, {OP_MAX, T_U32}, {OP_MAX, T_U64}, {OP_MAX, T_I64},
    {OP_INC, T_U32}, {OP_DEC, T_U32},
    {OP_AND, T_I32}, {OP_AND, T_U32}, {OP_AND, T_U64},
    {OP_OR, T_I32}, {OP_OR, T_U32}, {OP_OR, T_U64},
    {OP_XOR, T_I32}, {OP_XOR, T_U32}, {OP_XOR, T_U64},
    {OP_CAS, T_I32}, {OP_CAS, T_U32}, {OP_CAS, T_U64},
};
#define NCOMBOS (int)(sizeof combos / sizeof combos[0])

/* CUDA's definition of each atomic: the new value from old and v. */
static uint64_t apply(aop op, vtype t, uint64_t old, uint64_t v)
{
  int w32 = type_size[t] == 4;
  uint64_t mask = w32 ? 0xffffffffull : ~0ull;
  int64_t so = w32 ? (int32_t)old : (int64_t)old, sv = w32 ? (int32_t)v : (int64_t)v;
  int is_signed = t == T_I32 || t == T_I64;

  switch (op) {
  case OP_ADD:
    if (t == T_F32)
      return from_f(as_f(old) + as_f(v));
    if (t == T_F64)
      return from_d(as_d(old) + as_d(v));
    return (old + v) & mask;
  case OP_SUB: return (old - v) & mask;
  case OP_EXCH: return v;
  case OP_MIN: return is_signed ? (sv < so ? v : old) : (v < old ? v : old);
  case OP_MAX: return is_signed ? (sv > so ? v : old) : (v > old ? v : old);
  case OP_INC: return old >= v ? 0 : old + 1;
  case OP_DEC: return (old == 0 || old > v) ? v : old - 1;
  case OP_AND: return old & v;
  case OP_OR: return old | v;
  case OP_XOR: return old ^ v;
  case OP_CAS: return (old + 1) & mask;
  }
  return old;
}

/* Operand of work-item i (uniform for inc/dec, which wrap at it). */
static uint64_t operand(aop op, vtype t, unsigned i)
{
  uint64_t h = (uint64_t)i * 0x9E3779B97F4A7C15ull;
  if (t == T_F32)
    return from_f((float)((int)(i % 13) - 6) * 0.5f);
  if (t == T_F64)
    return from_d((double)((int)(i % 11) - 5) * 0.25);
  switch (op) {
  case OP_INC:
  case OP_DEC: return 37;
  case OP_AND: return type_size[t] == 4 ? ~(1ull << (i % 32)) & 0xffffffffull : ~(1ull << (i % 64));
  case OP_OR: return 1ull << (i % (type_size[t] * 8));
  case OP_ADD:
  case OP_SUB: return type_size[t] == 4 ? (uint64_t)(uint32_t)(i * 7 + 0x7fffff00u) : h;
  default: return type_size[t] == 4 ? (h >> 32) & 0xffffffffull : h;
  }
}

static uint64_t initial(aop op, vtype t, unsigned cell)
{
  if (t == T_F32)
    return from_f(1000.0f + (float)cell);
  if (t == T_F64)
    return from_d(-1000.0 - (double)cell);
  if (op == OP_INC)
    return 5 + cell;
  if (op == OP_DEC)
    return 3 + cell;
  if (op == OP_AND)
    return type_size[t] == 4 ? 0xffffffffull : ~0ull;
  return type_size[t] == 4 ? 0x12345678u + cell : 0x0123456789abcdefull + cell;
}

static int cmp_u64(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* The chain check for one cell updated by items [first, first+n). */
static int check_chain(const atomic_combo *c, uint64_t init, uint64_t final, const uint64_t *olds,
                       const uint64_t *vals, unsigned n, char *msg, size_t size)
{
  uint64_t *a = malloc((n + 1) * sizeof *a), *b = malloc((n + 1) * sizeof *b);
  unsigned i;
  int bad = 0;

  for (i = 0; i < n; i++) {
    a[i] = olds[i];
    b[i] = apply(c->op, c->t, olds[i], vals[i]);
  }
  a[n] = final;
  b[n] = init;
  qsort(a, n + 1, sizeof *a, cmp_u64);
  qsort(b, n + 1, sizeof *b, cmp_u64);
  if (memcmp(a, b, (n + 1) * sizeof *a) != 0)
    bad = FAIL("old values and final value are not a chain of %s steps", op_name[c->op]);
  if (!bad && c->op != OP_EXCH) {
    uint64_t s = init;
    for (i = 0; i < n; i++)
      s = apply(c->op, c->t, s, vals[i]);
    if (s != final)
      bad = FAIL("final value 0x%llx, expected 0x%llx", (unsigned long long)final,
                 (unsigned long long)s);
  }
  free(a);
  free(b);
  return bad;
}

static char *program_source(void);

static cuportProgram_t the_program(void)
{
  static cuportProgram_t p;
  if (!p) {
    char *src = program_source();
    if (cuportRegisterProgram("devfn/checks.cl", src, &p) != cuportSuccess)
      p = NULL;
    free(src);
  }
  return p;
}

/* The kernel, or NULL with *skip set when the device lacks the feature. */
static cuportKernel_t kernel(const char *name, int *skip, char *msg, size_t size)
{
  cuportKernel_t k = NULL;
  cuportError_t e = cuportGetKernel(the_program(), name, &k);
  *skip = e == cuportErrorInvalidDeviceFunction;
  if (e && !*skip)
    FAIL("%s: %s: %s", name, cuportGetErrorName(e), cuportGetErrorDetail());
  if (e)
    cuportGetLastError();
  return e ? NULL : k;
}

#define GROUPS 4
#define BLOCK 64
#define ITEMS (GROUPS * BLOCK)

static int run_atomic(const atomic_combo *c, int local, char *msg, size_t size)
{
  char name[64];
  int skip, bad = 0;
  unsigned i, cells = local ? GROUPS : 1, g;
  size_t es = type_size[c->t];
  unsigned char hcell[GROUPS * 8], hvals[ITEMS * 8], holds[ITEMS * 8];
  uint64_t vals[ITEMS], olds[ITEMS];
  void *dcell, *dvals, *dolds;
  cuportKernel_t k;

  snprintf(name, sizeof name, "at_%s_%s_%s", op_name[c->op], local ? "local" : "global",
           type_suffix[c->t]);
  if (!(k = kernel(name, &skip, msg, size)))
    return skip ? -1 : 1;
  for (i = 0; i < cells; i++)
    store(hcell + i * es, c->t, initial(c->op, c->t, i));
  for (i = 0; i < ITEMS; i++)
    store(hvals + i * es, c->t, vals[i] = operand(c->op, c->t, i));
  if (cuportMalloc(&dcell, cells * es) || cuportMalloc(&dvals, ITEMS * es) ||
      cuportMalloc(&dolds, ITEMS * es))
    return FAIL("allocation: %s", cuportGetErrorDetail());
  cuportMemcpy(dcell, hcell, cells * es, cuportMemcpyHostToDevice);
  cuportMemcpy(dvals, hvals, ITEMS * es, cuportMemcpyHostToDevice);
  {
    cuportArg args[] = {CUPORT_ARG_P(dcell), CUPORT_ARG_P(dvals), CUPORT_ARG_P(dolds)};
    if (cuportLaunchKernel(k, cuport_dim3(GROUPS, 1, 1), cuport_dim3(BLOCK, 1, 1), 0, NULL, 3,
                           args) ||
        cuportMemcpy(hcell, dcell, cells * es, cuportMemcpyDeviceToHost) ||
        cuportMemcpy(holds, dolds, ITEMS * es, cuportMemcpyDeviceToHost))
      bad = FAIL("%s: %s", name, cuportGetErrorDetail());
  }
  for (i = 0; i < ITEMS && !bad; i++)
    olds[i] = load(holds + i * es, c->t);
  for (g = 0; g < cells && !bad; g++) {
    unsigned first = local ? g * BLOCK : 0, n = local ? BLOCK : ITEMS;
    bad = check_chain(c, initial(c->op, c->t, g), load(hcell + g * es, c->t), olds + first,
                      vals + first, n, msg, size);
  }
  cuportFree(dcell);
  cuportFree(dvals);
  cuportFree(dolds);
  if (bad) {
    size_t len = strlen(msg);
    snprintf(msg + len, size - len, " [%s]", name);
  }
  return bad;
}

static int check_atomics(int local, char *msg, size_t size)
{
  int i, r, ran = 0;
  for (i = 0; i < NCOMBOS; i++) {
    r = run_atomic(&combos[i], local, msg, size);
    if (r > 0)
      return 1;
    ran += r == 0;
  }
  return ran ? 0 : -1;
}

static int atomics_on_global_memory(char *msg, size_t size) { return check_atomics(0, msg, size); }
static int atomics_on_local_memory(char *msg, size_t size) { return check_atomics(1, msg, size); }

/* Global kernels update cell[0]; local ones a __local copy of cell[group]. */
static const char global_template[] =
    "#if %s\n__kernel void at_%s_global_%s(__global %s *cell, __global const %s *vals,"
    " __global %s *olds) {\n"
    "  size_t i = get_global_id(0);\n"
    "%s"
    "}\n#endif\n";
static const char local_template[] =
    "#if %s\n__kernel void at_%s_local_%s(__global %s *cell, __global const %s *vals,"
    " __global %s *olds) {\n"
    "  size_t i = get_global_id(0), g = get_group_id(0);\n"
    "  __local %s c;\n"
    "  if (get_local_id(0) == 0) c = cell[g];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "%s"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (get_local_id(0) == 0) cell[g] = c;\n"
    "}\n#endif\n";

static void atomic_kernels(char *s, size_t cap)
{
  int i, local;
  for (i = 0; i < NCOMBOS; i++)
    for (local = 0; local < 2; local++) {
      const atomic_combo *c = &combos[i];
      const char *T = type_cl[c->t], *sp = local ? "local" : "global", *ty = type_suffix[c->t];
      const char *cell = local ? "(&c)" : "cell";
      char body[400];
      size_t len = strlen(s);
      if (c->op == OP_CAS)
        snprintf(body, sizeof body,
                 "  %s old = *%s, got;\n"
                 "  while ((got = cuport_atomic_cas_%s_%s(%s, old, old + 1)) != old) old = got;\n"
                 "  olds[i] = old;\n", T, cell, sp, ty, cell);
      else
        snprintf(body, sizeof body, "  olds[i] = cuport_atomic_%s_%s_%s(%s, vals[i]);\n",
                 op_name[c->op], sp, ty, cell);
      if (local)
        snprintf(s + len, cap - len, local_template, atomic_guard(c->t), op_name[c->op], ty, T, T,
                 T, T, body);
      else
        snprintf(s + len, cap - len, global_template, atomic_guard(c->t), op_name[c->op], ty, T,
                 T, T, body);
    }
}

/* --------------------------------------------------------------- shuffles */

static const char *const mode_name[] = {"idx", "up", "down", "xor"};

/* CUDA's source lane for each shuffle, as the programming guide states it. */
static unsigned cuda_src(int mode, unsigned lane, int b, int width)
{
  unsigned w = (unsigned)width, base = lane & ~(w - 1), local = lane & (w - 1);
  unsigned d = (unsigned)b & 31u;
  switch (mode) {
  case 0: return base + ((unsigned)b & (w - 1));
  case 1: return local >= d ? lane - d : lane;
  case 2: return local + d < w ? lane + d : lane;
  default: {
    unsigned src = lane ^ d;
    return src >= base + w ? lane : src;
  }
  }
}

static int shuffle_type(int mode, vtype t, char *msg, size_t size)
{
  static const int widths[] = {32, 16, 8, 4, 2, 1};
  static const int uniform_args[] = {0, 1, 3, 16, 31};
  char name[32];
  int skip, wi, ai, bad = 0;
  unsigned i;
  size_t es = type_size[t];
  unsigned char in[128 * 8], out[128 * 8];
  int arg[128];
  void *din, *dout, *darg;
  cuportKernel_t k;

  snprintf(name, sizeof name, "sh_%s_%s", mode_name[mode], type_suffix[t]);
  if (!(k = kernel(name, &skip, msg, size)))
    return skip ? -1 : 1;
  for (i = 0; i < 128; i++) {
    uint64_t v = 0x0101010101010101ull * (i + 1) ^ ((uint64_t)i << 40);
    if (t == T_F32) v = from_f((float)i * 1.25f - 7.0f);
    if (t == T_F64) v = from_d((double)i * -3.5 + 0.125);
    store(in + i * es, t, v);
  }
  cuportMalloc(&din, 128 * es);
  cuportMalloc(&dout, 128 * es);
  cuportMalloc(&darg, sizeof arg);
  cuportMemcpy(din, in, 128 * es, cuportMemcpyHostToDevice);
  for (wi = 0; wi < 6 && !bad; wi++)
    for (ai = 0; ai < 6 && !bad; ai++) {
      int width = widths[wi];
      /* block (8,4,2): warps span rows and layers of the block */
      cuportArg args[] = {CUPORT_ARG_P(din), CUPORT_ARG_P(dout), CUPORT_ARG_P(darg), CUPORT_ARG_V(width)};
      for (i = 0; i < 128; i++)
        arg[i] = ai < 5 ? uniform_args[ai] : (mode == 0 ? (int)((i * 7 + 3) % 40) - 4 : (int)(i % 5));
      cuportMemcpy(darg, arg, sizeof arg, cuportMemcpyHostToDevice);
      if (cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(8, 4, 2), 0, NULL, 4, args) ||
          cuportMemcpy(out, dout, 128 * es, cuportMemcpyDeviceToHost)) {
        bad = FAIL("%s: %s", name, cuportGetErrorDetail());
        break;
      }
      for (i = 0; i < 128 && !bad; i++) {
        unsigned src = (i & ~31u) + cuda_src(mode, i & 31u, arg[i], width);
        if (load(out + i * es, t) != load(in + src * es, t))
          bad = FAIL("%s width %d arg %d: item %u got 0x%llx, expected item %u's 0x%llx", name,
                     width, arg[i], i, (unsigned long long)load(out + i * es, t), src,
                     (unsigned long long)load(in + src * es, t));
      }
    }
  cuportFree(din);
  cuportFree(dout);
  cuportFree(darg);
  return bad;
}

static int check_shuffles(int mode, char *msg, size_t size)
{
  int t, r, ran = 0;
  for (t = T_I32; t <= T_F64; t++) {
    r = shuffle_type(mode, (vtype)t, msg, size);
    if (r > 0)
      return 1;
    ran += r == 0;
  }
  return ran ? 0 : -1;
}

static int shfl_idx_all_types_and_widths(char *m, size_t s) { return check_shuffles(0, m, s); }
static int shfl_up_all_types_and_widths(char *m, size_t s) { return check_shuffles(1, m, s); }
static int shfl_down_all_types_and_widths(char *m, size_t s) { return check_shuffles(2, m, s); }
static int shfl_xor_all_types_and_widths(char *m, size_t s) { return check_shuffles(3, m, s); }

static void shuffle_kernels(char *s, size_t cap)
{
  int mode, t;
  for (mode = 0; mode < 4; mode++)
    for (t = T_I32; t <= T_F64; t++) {
      size_t len = strlen(s);
      snprintf(s + len, cap - len,
               "#if %s\n__kernel void sh_%s_%s(__global const %s *in, __global %s *out,"
               " __global const int *arg, int width) {\n"
               "  CUPORT_WARP_SCRATCH(scratch);\n"
               "  size_t g = cuport_linear_group_id() * cuport_block_size() + cuport_linear_local_id();\n"
               "  out[g] = cuport_shfl_%s_%s(scratch, 0xffffffffu, in[g], arg[g], width);\n}\n#endif\n",
               t == T_F64 ? "defined(CUPORT_HAS_FP64)" : "1", mode_name[mode], type_suffix[t],
               type_cl[t], type_cl[t], mode_name[mode], type_suffix[t]);
    }
}

/* ------------------------------------------------------- votes and indices */

#define VOTE_FIELDS 12

static const char votes_src[] =
    "__kernel void votes(__global const int *pred, __global uint *out) {\n"
    "  CUPORT_WARP_SCRATCH(scratch);\n"
    "  uint lid = cuport_linear_local_id();\n"
    "  size_t g = cuport_linear_group_id() * cuport_block_size() + lid;\n"
    "  int p = pred[g];\n"
    "  uint act = cuport_activemask(scratch);\n"
    "  __global uint *o = out + g * 12;\n"
    "  o[0] = cuport_ballot(scratch, act, p);\n"
    "  o[1] = (uint)cuport_any(scratch, act, p);\n"
    "  o[2] = (uint)cuport_all(scratch, act, p);\n"
    "  o[3] = act;\n"
    "  o[4] = cuport_lane_id();\n"
    "  o[5] = cuport_warp_id();\n"
    "  o[6] = cuport_lanemask_lt();\n"
    "  o[7] = cuport_lanemask_le();\n"
    "  o[8] = cuport_lanemask_gt();\n"
    "  o[9] = cuport_lanemask_ge() ^ cuport_lanemask_eq();\n"
    "  o[10] = cuport_warp_count();\n"
    "  o[11] = cuport_warp_lanes_mask();\n"
    "  cuport_threadfence(); cuport_threadfence_block();\n"
    "}\n";

/* Block (16,3): 48 threads, so warp 1 has only lanes 0..15. */
static int votes_for(const int *pred, unsigned n, unsigned block, char *msg, size_t size)
{
  int skip, bad = 0;
  unsigned i, *out = calloc(n * VOTE_FIELDS, sizeof *out);
  void *dpred, *dout;
  cuportKernel_t k = kernel("votes", &skip, msg, size);

  if (!k) {
    free(out);
    return 1;
  }
  cuportMalloc(&dpred, n * sizeof(int));
  cuportMalloc(&dout, n * VOTE_FIELDS * sizeof(unsigned));
  cuportMemcpy(dpred, pred, n * sizeof(int), cuportMemcpyHostToDevice);
  {
    cuportArg args[] = {CUPORT_ARG_P(dpred), CUPORT_ARG_P(dout)};
    if (cuportLaunchKernel(k, cuport_dim3(n / block, 1, 1), cuport_dim3(16, block / 16, 1), 0,
                           NULL, 2, args) ||
        cuportMemcpy(out, dout, n * VOTE_FIELDS * sizeof(unsigned), cuportMemcpyDeviceToHost))
      bad = FAIL("votes: %s", cuportGetErrorDetail());
  }
  for (i = 0; i < n && !bad; i++) {
    unsigned lid = i % block, lane = lid % 32, base = i - lane;
    unsigned lanes = block - (lid - lane) >= 32 ? 32 : block - (lid - lane);
    unsigned exist = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1, ballot = 0, j;
    unsigned want[VOTE_FIELDS], f;
    for (j = 0; j < lanes; j++)
      ballot |= (unsigned)(pred[base + j] != 0) << j;
    want[0] = ballot;
    want[1] = ballot != 0;
    want[2] = ballot == exist;
    want[3] = exist;
    want[4] = lane;
    want[5] = lid / 32;
    want[6] = (1u << lane) - 1;
    want[7] = want[6] | (1u << lane);
    want[8] = ~want[7];
    want[9] = ~want[6] ^ (1u << lane);
    want[10] = (block + 31) / 32;
    want[11] = exist;
    for (f = 0; f < VOTE_FIELDS && !bad; f++)
      if (out[i * VOTE_FIELDS + f] != want[f])
        bad = FAIL("votes field %u of item %u: 0x%x, expected 0x%x", f, i,
                   out[i * VOTE_FIELDS + f], want[f]);
  }
  cuportFree(dpred);
  cuportFree(dout);
  free(out);
  return bad;
}

static int ballot_any_all_activemask_and_lane_ids(char *msg, size_t size)
{
  int pred[96], i, pattern, bad = 0;
  for (pattern = 0; pattern < 4 && !bad; pattern++) {
    for (i = 0; i < 96; i++)
      pred[i] = pattern == 0 ? (i * 37 % 5) < 2 : pattern == 1 ? 1 : pattern == 2 ? 0 : (i % 32) == 7;
    bad = votes_for(pred, 96, 48, msg, size);
  }
  return bad;
}

/* ---------------------------------------------------------- tiles, syncwarp */

static const char tiles_src[] =
    "__kernel void tiles(__global const int *pred, __global uint *out, uint n) {\n"
    "  CUPORT_WARP_SCRATCH(scratch);\n"
    "  uint lid = cuport_linear_local_id();\n"
    "  size_t g = cuport_linear_group_id() * cuport_block_size() + lid;\n"
    "  int p = pred[g];\n"
    "  __global uint *o = out + g * 8;\n"
    "  o[0] = cuport_tile_rank(n);\n"
    "  o[1] = cuport_tile_meta_rank(n);\n"
    "  o[2] = cuport_tile_mask(n);\n"
    "  o[3] = cuport_tile_ballot(scratch, n, p);\n"
    "  o[4] = (uint)cuport_tile_any(scratch, n, p);\n"
    "  o[5] = (uint)cuport_tile_all(scratch, n, p);\n"
    "  o[6] = cuport_tile_meta_size(n);\n"
    "  int v = (int)g;\n"
    "  for (uint off = n / 2; off > 0; off >>= 1)\n"
    "    v += cuport_shfl_xor_i32(scratch, cuport_tile_mask(n), v, (int)off, (int)n);\n"
    "  cuport_tile_sync(scratch, n);\n"
    "  o[7] = (uint)v;\n"
    "}\n"
    "__kernel void syncw(__global int *out) {\n"
    "  CUPORT_WARP_SCRATCH(scratch);\n"
    "  __local int buf[64];\n"
    "  uint lid = cuport_linear_local_id();\n"
    "  buf[lid] = (int)lid * 3;\n"
    "  cuport_syncwarp(scratch, 0xffffffffu);\n"
    "  int a = buf[lid ^ 1];\n"
    "  cuport_syncwarp(scratch, 0xffffffffu);\n"
    "  buf[lid] = a + 1;\n"
    "  cuport_syncwarp(scratch, 0xffffffffu);\n"
    "  out[get_group_id(0) * 64 + lid] = buf[lid ^ 31];\n"
    "}\n";

static int tiles_for(unsigned n, const int *pred, char *msg, size_t size)
{
  int skip, bad = 0;
  unsigned i, out[128 * 8];
  void *dpred, *dout;
  cuportKernel_t k = kernel("tiles", &skip, msg, size);

  if (!k)
    return 1;
  cuportMalloc(&dpred, 128 * sizeof(int));
  cuportMalloc(&dout, sizeof out);
  cuportMemcpy(dpred, pred, 128 * sizeof(int), cuportMemcpyHostToDevice);
  {
    cuportArg args[] = {CUPORT_ARG_P(dpred), CUPORT_ARG_P(dout), CUPORT_ARG_V(n)};
    if (cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 3, args) ||
        cuportMemcpy(out, dout, sizeof out, cuportMemcpyDeviceToHost))
      bad = FAIL("tiles: %s", cuportGetErrorDetail());
  }
  for (i = 0; i < 128 && !bad; i++) {
    unsigned lane = i % 32, first = i - (i % n), bits = n == 32 ? 0xffffffffu : (1u << n) - 1;
    unsigned ballot = 0, j, want[8], f;
    int sum = 0;
    for (j = 0; j < n; j++) {
      ballot |= (unsigned)(pred[first + j] != 0) << j;
      sum += (int)(first + j);
    }
    want[0] = i % n;
    want[1] = (i % 64) / n;
    want[2] = bits << (lane - lane % n);
    want[3] = ballot;
    want[4] = ballot != 0;
    want[5] = ballot == bits;
    want[6] = 64 / n;
    want[7] = (unsigned)sum;
    for (f = 0; f < 8 && !bad; f++)
      if (out[i * 8 + f] != want[f])
        bad = FAIL("tile %u field %u of item %u: 0x%x, expected 0x%x", n, f, i, out[i * 8 + f],
                   want[f]);
  }
  cuportFree(dpred);
  cuportFree(dout);
  return bad;
}

static int sub_warp_tiles(char *msg, size_t size)
{
  int pred[128], i, bad = 0;
  unsigned n;
  for (i = 0; i < 128; i++)
    pred[i] = (i * 11 % 7) < 4;
  for (n = 1; n <= 32 && !bad; n *= 2)
    bad = tiles_for(n, pred, msg, size);
  for (i = 0; i < 128; i++)
    pred[i] = 1;
  for (n = 1; n <= 32 && !bad; n *= 2)
    bad = tiles_for(n, pred, msg, size);
  return bad;
}

static int syncwarp_orders_local_memory(char *msg, size_t size)
{
  int skip, out[128], i, bad = 0;
  void *dout;
  cuportKernel_t k = kernel("syncw", &skip, msg, size);
  if (!k)
    return 1;
  cuportMalloc(&dout, sizeof out);
  {
    cuportArg args[] = {CUPORT_ARG_P(dout)};
    if (cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 1, args) ||
        cuportMemcpy(out, dout, sizeof out, cuportMemcpyDeviceToHost))
      bad = FAIL("syncw: %s", cuportGetErrorDetail());
  }
  for (i = 0; i < 128 && !bad; i++) {
    int lid = i % 64, want = ((lid ^ 31) ^ 1) * 3 + 1;
    if (out[i] != want)
      bad = FAIL("syncwarp item %d: %d, expected %d", i, out[i], want);
  }
  cuportFree(dout);
  return bad;
}

/* ------------------------------------------------------------ vector types */

static const char vectors_src[] =
    "typedef struct { char a; cuport_long4 b; } padded;\n"
    "__kernel void vectors(__global int *sizes, __global cuport_float3 *f3, __global cuport_int4 *i4,\n"
    "                      __global padded *pad) {\n"
    "  sizes[0] = sizeof(cuport_float3); sizes[1] = sizeof(cuport_int4);\n"
    "  sizes[2] = sizeof(cuport_long4); sizes[3] = sizeof(cuport_char3);\n"
    "  sizes[4] = sizeof(cuport_float2); sizes[5] = sizeof(cuport_float1);\n"
    "  sizes[6] = (int)((__global char *)&pad->b - (__global char *)pad);\n"
    "  sizes[7] = sizeof(padded);\n"
    "  f3[0] = cuport_make_float3(1.0f, 2.0f, 3.0f); f3[1] = cuport_make_float3(4.0f, 5.0f, 6.0f);\n"
    "  i4[0] = cuport_make_int4(7, 8, 9, 10);\n"
    "  pad->a = 'x'; pad->b = cuport_make_long4(1, 2, 3, -4);\n"
    "}\n";

typedef struct { char a; cuport_long4 b; } host_padded;

static int vector_types_match_the_host_layout(char *msg, size_t size)
{
  int skip, sizes[8], bad = 0;
  cuport_float3 f3[2];
  cuport_int4 i4;
  host_padded pad;
  void *ds, *df, *di, *dp;
  cuportKernel_t k = kernel("vectors", &skip, msg, size);
  const int want[8] = {(int)sizeof(cuport_float3), (int)sizeof(cuport_int4), (int)sizeof(cuport_long4),
                       (int)sizeof(cuport_char3), (int)sizeof(cuport_float2), (int)sizeof(cuport_float1),
                       (int)offsetof(host_padded, b), (int)sizeof(host_padded)};
  int i;
  if (!k)
    return 1;
  cuportMalloc(&ds, sizeof sizes);
  cuportMalloc(&df, sizeof f3);
  cuportMalloc(&di, sizeof i4);
  cuportMalloc(&dp, sizeof pad);
  {
    cuportArg args[] = {CUPORT_ARG_P(ds), CUPORT_ARG_P(df), CUPORT_ARG_P(di), CUPORT_ARG_P(dp)};
    if (cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, NULL, 4, args) ||
        cuportMemcpy(sizes, ds, sizeof sizes, cuportMemcpyDeviceToHost) ||
        cuportMemcpy(f3, df, sizeof f3, cuportMemcpyDeviceToHost) ||
        cuportMemcpy(&i4, di, sizeof i4, cuportMemcpyDeviceToHost) ||
        cuportMemcpy(&pad, dp, sizeof pad, cuportMemcpyDeviceToHost))
      bad = FAIL("vectors: %s", cuportGetErrorDetail());
  }
  for (i = 0; i < 8 && !bad; i++)
    if (sizes[i] != want[i])
      bad = FAIL("layout %d: device %d, host %d", i, sizes[i], want[i]);
  if (!bad && (f3[1].x != 4.0f || f3[1].z != 6.0f || i4.w != 10 || pad.a != 'x' || pad.b.w != -4))
    bad = FAIL("vector values differ between device and host");
  cuportFree(ds);
  cuportFree(df);
  cuportFree(di);
  cuportFree(dp);
  return bad;
}

/* ------------------------------------------------- pointers stored in memory */

static const char table_src[] =
    "__kernel void via_table(__global ulong *tab, int n) {\n"
    "  int i = get_global_id(0);\n"
    "  __global float *s = (__global float *)tab[0];\n"
    "  __global float *d = (__global float *)tab[1];\n"
    "  if (i < n) d[i] = 3.0f * s[i];\n"
    "}\n";

/* Not a header function, but the memory model the kernels rely on: SVM
   pointers read from device memory (with the runtime's per-device choice of
   sending CL_KERNEL_EXEC_INFO_SVM_PTRS), including an interior pointer. */
static int pointer_tables_in_device_memory(char *msg, size_t size)
{
  int skip, n = 4096, i, bad = 0;
  float *h = malloc(2 * (size_t)n * sizeof(float)), *back = malloc((size_t)n * sizeof(float));
  float *a, *b;
  void *table[2], **dtab;
  cuportKernel_t k = kernel("via_table", &skip, msg, size);

  if (!k || !h || !back) {
    free(h);
    free(back);
    return 1;
  }
  for (i = 0; i < 2 * n; i++)
    h[i] = (float)i;
  cuportMalloc((void **)&dtab, sizeof table);
  cuportMalloc((void **)&a, 2 * (size_t)n * sizeof(float));
  cuportMalloc((void **)&b, (size_t)n * sizeof(float));
  cuportMemcpy(a, h, 2 * (size_t)n * sizeof(float), cuportMemcpyHostToDevice);
  table[0] = a + n;
  table[1] = b;
  cuportMemcpy(dtab, table, sizeof table, cuportMemcpyHostToDevice);
  {
    cuportArg args[] = {CUPORT_ARG_P(dtab), CUPORT_ARG_V(n)};
    if (cuportLaunchKernel(k, cuport_dim3((unsigned)n / 256, 1, 1), cuport_dim3(256, 1, 1), 0, NULL,
                           2, args) ||
        cuportMemcpy(back, b, (size_t)n * sizeof(float), cuportMemcpyDeviceToHost))
      bad = FAIL("via_table: %s", cuportGetErrorDetail());
  }
  for (i = 0; i < n && !bad; i++)
    if (back[i] != 3.0f * (float)(n + i))
      bad = FAIL("item %d: %f, expected %f", i, (double)back[i], 3.0 * (n + i));
  cuportFree(dtab);
  cuportFree(a);
  cuportFree(b);
  free(h);
  free(back);
  return bad;
}

/* ------------------------------------------------ SIMD-in-a-word and DPX */

/* One kernel calls every function on input i and writes result f at
   out[i * F + f], a __vib function's predicates at preds[i * F + f]. */
static void simd_kernel(char *s, size_t cap)
{
  size_t len = strlen(s);
  int k = 0;
  len += (size_t)snprintf(s + len, cap - len,
                          "__kernel void simd_all(__global const uint *in, __global uint *out,\n"
                          "                       __global uint *preds, int n) {\n"
                          "  int i = get_global_id(0);\n"
                          "  if (i >= n) return;\n"
                          "  uint a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];\n"
                          "  __global uint *o = out + i * %d, *p = preds + i * %d;\n"
                          "  bool hi = false, lo = false;\n",
                          SIMD_FUNCTION_COUNT, SIMD_FUNCTION_COUNT);
#define SIMD_ARGS_1 "a"
#define SIMD_ARGS_2 "a, b"
#define SIMD_ARGS_3 "a, b, c"
#define SIMD_LINE(N, K)                                                                            \
  if (len < cap)                                                                                   \
    len += (size_t)snprintf(s + len, cap - len, "  o[%d] = cuport_" #N "(" SIMD_ARGS_##K ");\n", k); \
  k++;
#define SIMD_LINE_B(N, K)                                                                          \
  if (len < cap)                                                                                   \
    len += (size_t)snprintf(s + len, cap - len,                                                    \
                            strstr(#N, "16x2") ? "  o[%d] = cuport_" #N "(a, b, &hi, &lo);\n"      \
                                               : "  hi = false;\n  o[%d] = cuport_" #N "(a, b, &lo);\n", \
                            k);                                                                    \
  if (len < cap)                                                                                   \
    len += (size_t)snprintf(s + len, cap - len, "  p[%d] = (hi ? 2u : 0u) | (lo ? 1u : 0u);\n", k); \
  k++;
#define SIMD_PICK_1 SIMD_LINE
#define SIMD_PICK_2 SIMD_LINE
#define SIMD_PICK_3 SIMD_LINE
#define SIMD_PICK_B SIMD_LINE_B
#define SIMD_EMIT(N, K) SIMD_PICK_##K(N, K)
  SIMD_FUNCTIONS(SIMD_EMIT)
  if (len < cap)
    snprintf(s + len, cap - len, "}\n");
}

static int simd_video_and_dpx_intrinsics_match_cuda(char *msg, size_t size)
{
  enum { F = SIMD_FUNCTION_COUNT, N = 4096 };
  int skip, bad = 0, f, i;
  uint32_t *in = malloc(3 * N * sizeof *in), *out = malloc((size_t)N * F * sizeof *out);
  uint32_t *preds = calloc((size_t)N * F, sizeof *preds);
  void *din = NULL, *dout = NULL, *dpreds = NULL;
  cuportKernel_t k = kernel("simd_all", &skip, msg, size);
  if (!k || !in || !out || !preds) {
    free(in);
    free(out);
    free(preds);
    return 1;
  }
  for (i = 0; i < N; i++)
    simd_input((uint32_t)i, &in[3 * i], &in[3 * i + 1], &in[3 * i + 2]);
  cuportMalloc(&din, 3 * N * sizeof *in);
  cuportMalloc(&dout, (size_t)N * F * sizeof *out);
  cuportMalloc(&dpreds, (size_t)N * F * sizeof *preds);
  cuportMemcpy(din, in, 3 * N * sizeof *in, cuportMemcpyHostToDevice);
  cuportMemcpy(dpreds, preds, (size_t)N * F * sizeof *preds, cuportMemcpyHostToDevice);
  {
    int n = N;
    cuportArg args[] = {CUPORT_ARG_P(din), CUPORT_ARG_P(dout), CUPORT_ARG_P(dpreds), CUPORT_ARG_V(n)};
    if (cuportLaunchKernel(k, cuport_dim3(N / 64, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 4, args) ||
        cuportMemcpy(out, dout, (size_t)N * F * sizeof *out, cuportMemcpyDeviceToHost) ||
        cuportMemcpy(preds, dpreds, (size_t)N * F * sizeof *preds, cuportMemcpyDeviceToHost))
      bad = FAIL("simd_all: %s", cuportGetErrorDetail());
  }
  for (f = 0; f < F && !bad; f++)
    for (i = 0; i < N && !bad; i++) {
      uint32_t pred, want = simd_ref(f, in[3 * i], in[3 * i + 1], in[3 * i + 2], &pred);
      if (out[(size_t)i * F + (size_t)f] != want || preds[(size_t)i * F + (size_t)f] != pred)
        bad = FAIL("__%s(%08x, %08x, %08x) = %08x (pred %u), CUDA's is %08x (pred %u)", simd_names[f],
                   in[3 * i], in[3 * i + 1], in[3 * i + 2], out[(size_t)i * F + (size_t)f],
                   preds[(size_t)i * F + (size_t)f], want, pred);
    }
  cuportFree(din);
  cuportFree(dout);
  cuportFree(dpreds);
  free(in);
  free(out);
  free(preds);
  return bad;
}

/* ---------------------------------------------------------------- program */

static char *program_source(void)
{
  size_t cap = 1 << 20;
  char *s = calloc(cap, 1);
  if (!s)
    return NULL;
  atomic_kernels(s, cap);
  shuffle_kernels(s, cap);
  strncat(s, votes_src, cap - strlen(s) - 1);
  strncat(s, tiles_src, cap - strlen(s) - 1);
  strncat(s, vectors_src, cap - strlen(s) - 1);
  strncat(s, table_src, cap - strlen(s) - 1);
  simd_kernel(s, cap);
  return s;
}

const devfn_case devfn_cases[] = {
    {"atomics on global memory", atomics_on_global_memory},
    {"atomics on local memory", atomics_on_local_memory},
    {"shfl idx, all types and widths", shfl_idx_all_types_and_widths},
    {"shfl up, all types and widths", shfl_up_all_types_and_widths},
    {"shfl down, all types and widths", shfl_down_all_types_and_widths},
    {"shfl xor, all types and widths", shfl_xor_all_types_and_widths},
    {"ballot, any, all, activemask, lane and warp ids", ballot_any_all_activemask_and_lane_ids},
    {"sub-warp tiles", sub_warp_tiles},
    {"syncwarp orders local memory", syncwarp_orders_local_memory},
    {"vector types match the host layout", vector_types_match_the_host_layout},
    {"pointer tables in device memory are followed", pointer_tables_in_device_memory},
    {"SIMD video and DPX intrinsics match CUDA", simd_video_and_dpx_intrinsics_match_cuda},
};
const int devfn_case_count = (int)(sizeof devfn_cases / sizeof devfn_cases[0]);
