/*
 * simd_ref.h: a host model of CUDA's SIMD-in-a-word intrinsics (__v<op>2 on two
 * 16-bit lanes, __v<op>4 on four 8-bit lanes) and Hopper's DPX ones (__vi<op>),
 * written from CUDA's math API documentation lane by lane in plain int
 * arithmetic, and the inputs both checks use.  Read by this program (against
 * nvcc's or the migrated device code) and by the runtime's device-header suite
 * (tests/runtime/devfn_cases.c, against cuport_device.h).  C and C++.
 */
#ifndef SIMD_REF_H
#define SIMD_REF_H

#include <stdint.h>

/* Every function under test, in the order the kernels write their results:
   X(name, arguments) with arguments 1 (a), 2 (a, b), 3 (a, b, c); B (bool
   results) for the __vib functions, whose predicates are one more result. */
#define SIMD_BYTE_HALF(X, OP, K) X(OP##2, K) X(OP##4, K)
#define SIMD_FUNCTIONS(X)                                                                          \
  SIMD_BYTE_HALF(X, vabs, 1) SIMD_BYTE_HALF(X, vabsss, 1) SIMD_BYTE_HALF(X, vneg, 1)               \
  SIMD_BYTE_HALF(X, vnegss, 1) SIMD_BYTE_HALF(X, vabsdiffs, 2) SIMD_BYTE_HALF(X, vabsdiffu, 2)     \
  SIMD_BYTE_HALF(X, vadd, 2) SIMD_BYTE_HALF(X, vaddss, 2) SIMD_BYTE_HALF(X, vaddus, 2)             \
  SIMD_BYTE_HALF(X, vsub, 2) SIMD_BYTE_HALF(X, vsubss, 2) SIMD_BYTE_HALF(X, vsubus, 2)             \
  SIMD_BYTE_HALF(X, vavgs, 2) SIMD_BYTE_HALF(X, vavgu, 2) SIMD_BYTE_HALF(X, vhaddu, 2)             \
  SIMD_BYTE_HALF(X, vmaxs, 2) SIMD_BYTE_HALF(X, vmaxu, 2) SIMD_BYTE_HALF(X, vmins, 2)              \
  SIMD_BYTE_HALF(X, vminu, 2) SIMD_BYTE_HALF(X, vsads, 2) SIMD_BYTE_HALF(X, vsadu, 2)              \
  SIMD_BYTE_HALF(X, vcmpeq, 2) SIMD_BYTE_HALF(X, vcmpne, 2) SIMD_BYTE_HALF(X, vcmpges, 2)          \
  SIMD_BYTE_HALF(X, vcmpgeu, 2) SIMD_BYTE_HALF(X, vcmpgts, 2) SIMD_BYTE_HALF(X, vcmpgtu, 2)        \
  SIMD_BYTE_HALF(X, vcmples, 2) SIMD_BYTE_HALF(X, vcmpleu, 2) SIMD_BYTE_HALF(X, vcmplts, 2)        \
  SIMD_BYTE_HALF(X, vcmpltu, 2) SIMD_BYTE_HALF(X, vseteq, 2) SIMD_BYTE_HALF(X, vsetne, 2)          \
  SIMD_BYTE_HALF(X, vsetges, 2) SIMD_BYTE_HALF(X, vsetgeu, 2) SIMD_BYTE_HALF(X, vsetgts, 2)        \
  SIMD_BYTE_HALF(X, vsetgtu, 2) SIMD_BYTE_HALF(X, vsetles, 2) SIMD_BYTE_HALF(X, vsetleu, 2)        \
  SIMD_BYTE_HALF(X, vsetlts, 2) SIMD_BYTE_HALF(X, vsetltu, 2)                                      \
  X(vimax_s32_relu, 2) X(vimax_s16x2_relu, 2) X(vimin_s32_relu, 2) X(vimin_s16x2_relu, 2)          \
  X(vimax3_s32, 3) X(vimax3_s16x2, 3) X(vimax3_u32, 3) X(vimax3_u16x2, 3)                          \
  X(vimin3_s32, 3) X(vimin3_s16x2, 3) X(vimin3_u32, 3) X(vimin3_u16x2, 3)                          \
  X(vimax3_s32_relu, 3) X(vimax3_s16x2_relu, 3) X(vimin3_s32_relu, 3) X(vimin3_s16x2_relu, 3)      \
  X(viaddmax_s32, 3) X(viaddmax_s16x2, 3) X(viaddmax_u32, 3) X(viaddmax_u16x2, 3)                  \
  X(viaddmin_s32, 3) X(viaddmin_s16x2, 3) X(viaddmin_u32, 3) X(viaddmin_u16x2, 3)                  \
  X(viaddmax_s32_relu, 3) X(viaddmax_s16x2_relu, 3) X(viaddmin_s32_relu, 3)                        \
  X(viaddmin_s16x2_relu, 3) X(vibmax_s32, B) X(vibmax_u32, B) X(vibmin_s32, B) X(vibmin_u32, B)    \
  X(vibmax_s16x2, B) X(vibmax_u16x2, B) X(vibmin_s16x2, B) X(vibmin_u16x2, B)

/* ------------------------------------------------------------ lanes */

/* lane i of a word of lanes of `bits` bits, unsigned or sign-extended */
static inline int64_t simd_lane(uint32_t w, int bits, int i, int sgn)
{
  uint32_t m = bits == 32 ? 0xffffffffu : (1u << bits) - 1u, v = i ? (w >> (bits * i)) & m : w & m;
  return sgn && (v >> (bits - 1)) ? (int64_t)v - ((int64_t)1 << bits) : (int64_t)v;
}
static inline int64_t simd_clamp(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

/* one lane operation, applied to every lane and packed (wrapping to the lane) */
enum simd_op {
  S_ABS, S_ABSSS, S_NEG, S_NEGSS, S_ABSDIFF, S_ADD, S_ADDSS, S_SUB, S_SUBSS, S_AVGS, S_AVGU,
  S_HADD, S_MAX, S_MIN, S_EQ, S_NE, S_GE, S_GT, S_LE, S_LT
};
static inline int64_t simd_op1(enum simd_op op, int64_t x, int64_t y, int bits, int sgn)
{
  int64_t lo = sgn ? -((int64_t)1 << (bits - 1)) : 0;
  int64_t hi = sgn ? ((int64_t)1 << (bits - 1)) - 1 : ((int64_t)1 << bits) - 1;
  switch (op) {
  case S_ABS: return x < 0 ? -x : x;
  case S_ABSSS: return simd_clamp(x < 0 ? -x : x, lo, hi);
  case S_NEG: return -x;
  case S_NEGSS: return simd_clamp(-x, lo, hi);
  case S_ABSDIFF: return x > y ? x - y : y - x;
  case S_ADD: return x + y;
  case S_ADDSS: return simd_clamp(x + y, lo, hi);
  case S_SUB: return x - y;
  case S_SUBSS: return simd_clamp(x - y, lo, hi);
  case S_AVGS: /* half away from zero */
    return (x + y) >= 0 ? (x + y + 1) / 2 : -((-(x + y) + 1) / 2);
  case S_AVGU: return (x + y + 1) / 2;
  case S_HADD: return (x + y) / 2;
  case S_MAX: return x > y ? x : y;
  case S_MIN: return x < y ? x : y;
  case S_EQ: return x == y;
  case S_NE: return x != y;
  case S_GE: return x >= y;
  case S_GT: return x > y;
  case S_LE: return x <= y;
  case S_LT: return x < y;
  }
  return 0;
}

/* cmp: 0 the value, 1 a comparison giving 1 per lane, 2 one giving all ones */
static inline uint32_t simd_map(enum simd_op op, uint32_t a, uint32_t b, int lanes, int sgn, int cmp)
{
  int bits = 32 / lanes, i;
  uint32_t r = 0, m = (1u << bits) - 1u;
  for (i = 0; i < lanes; i++) {
    int64_t v = simd_op1(op, simd_lane(a, bits, i, sgn), simd_lane(b, bits, i, sgn), bits, sgn);
    if (cmp == 2)
      v = v ? (int64_t)m : 0;
    r |= ((uint32_t)v & m) << (bits * i);
  }
  return r;
}
static inline uint32_t simd_sad(uint32_t a, uint32_t b, int lanes, int sgn)
{
  int bits = 32 / lanes, i;
  int64_t s = 0;
  for (i = 0; i < lanes; i++)
    s += simd_op1(S_ABSDIFF, simd_lane(a, bits, i, sgn), simd_lane(b, bits, i, sgn), bits, sgn);
  return (uint32_t)s;
}

/* ------------------------------------------------------------- the model */

#define SIMD_REF_PAIR(NAME, OP, SGN, CMP)                                                          \
  static inline uint32_t ref_##NAME##2(uint32_t a, uint32_t b) { return simd_map(OP, a, b, 2, SGN, CMP); } \
  static inline uint32_t ref_##NAME##4(uint32_t a, uint32_t b) { return simd_map(OP, a, b, 4, SGN, CMP); }
SIMD_REF_PAIR(vabs, S_ABS, 1, 0)
SIMD_REF_PAIR(vabsss, S_ABSSS, 1, 0)
SIMD_REF_PAIR(vneg, S_NEG, 1, 0)
SIMD_REF_PAIR(vnegss, S_NEGSS, 1, 0)
SIMD_REF_PAIR(vabsdiffs, S_ABSDIFF, 1, 0)
SIMD_REF_PAIR(vabsdiffu, S_ABSDIFF, 0, 0)
SIMD_REF_PAIR(vadd, S_ADD, 0, 0)
SIMD_REF_PAIR(vaddss, S_ADDSS, 1, 0)
SIMD_REF_PAIR(vaddus, S_ADDSS, 0, 0)
SIMD_REF_PAIR(vsub, S_SUB, 0, 0)
SIMD_REF_PAIR(vsubss, S_SUBSS, 1, 0)
SIMD_REF_PAIR(vsubus, S_SUBSS, 0, 0)
SIMD_REF_PAIR(vavgs, S_AVGS, 1, 0)
SIMD_REF_PAIR(vavgu, S_AVGU, 0, 0)
SIMD_REF_PAIR(vhaddu, S_HADD, 0, 0)
SIMD_REF_PAIR(vmaxs, S_MAX, 1, 0)
SIMD_REF_PAIR(vmaxu, S_MAX, 0, 0)
SIMD_REF_PAIR(vmins, S_MIN, 1, 0)
SIMD_REF_PAIR(vminu, S_MIN, 0, 0)
SIMD_REF_PAIR(vcmpeq, S_EQ, 0, 2)
SIMD_REF_PAIR(vcmpne, S_NE, 0, 2)
SIMD_REF_PAIR(vcmpges, S_GE, 1, 2)
SIMD_REF_PAIR(vcmpgeu, S_GE, 0, 2)
SIMD_REF_PAIR(vcmpgts, S_GT, 1, 2)
SIMD_REF_PAIR(vcmpgtu, S_GT, 0, 2)
SIMD_REF_PAIR(vcmples, S_LE, 1, 2)
SIMD_REF_PAIR(vcmpleu, S_LE, 0, 2)
SIMD_REF_PAIR(vcmplts, S_LT, 1, 2)
SIMD_REF_PAIR(vcmpltu, S_LT, 0, 2)
SIMD_REF_PAIR(vseteq, S_EQ, 0, 1)
SIMD_REF_PAIR(vsetne, S_NE, 0, 1)
SIMD_REF_PAIR(vsetges, S_GE, 1, 1)
SIMD_REF_PAIR(vsetgeu, S_GE, 0, 1)
SIMD_REF_PAIR(vsetgts, S_GT, 1, 1)
SIMD_REF_PAIR(vsetgtu, S_GT, 0, 1)
SIMD_REF_PAIR(vsetles, S_LE, 1, 1)
SIMD_REF_PAIR(vsetleu, S_LE, 0, 1)
SIMD_REF_PAIR(vsetlts, S_LT, 1, 1)
SIMD_REF_PAIR(vsetltu, S_LT, 0, 1)
static inline uint32_t ref_vsads2(uint32_t a, uint32_t b) { return simd_sad(a, b, 2, 1); }
static inline uint32_t ref_vsads4(uint32_t a, uint32_t b) { return simd_sad(a, b, 4, 1); }
static inline uint32_t ref_vsadu2(uint32_t a, uint32_t b) { return simd_sad(a, b, 2, 0); }
static inline uint32_t ref_vsadu4(uint32_t a, uint32_t b) { return simd_sad(a, b, 4, 0); }

/* DPX: lanes: 1 (32-bit) or 2 (16x2); relu clamps each lane's result at 0;
   kind: 0 max3, 1 min3, 2 add then max, 3 add then min (the sum wraps to the lane) */
static inline uint32_t simd_dpx(int kind, uint32_t a, uint32_t b, uint32_t c, int lanes, int sgn, int relu)
{
  int bits = 32 / lanes, i;
  uint32_t r = 0, m = lanes == 1 ? 0xffffffffu : 0xffffu;
  for (i = 0; i < lanes; i++) {
    int64_t x = simd_lane(a, bits, i, sgn), y = simd_lane(b, bits, i, sgn), z = simd_lane(c, bits, i, sgn), v;
    if (kind >= 2) /* the lane's wrapped sum, read back with the lane's sign */
      x = simd_lane((uint32_t)(x + y) & m, bits, 0, sgn);
    if (kind == 0)
      v = simd_op1(S_MAX, simd_op1(S_MAX, x, y, bits, sgn), z, bits, sgn);
    else if (kind == 1)
      v = simd_op1(S_MIN, simd_op1(S_MIN, x, y, bits, sgn), z, bits, sgn);
    else
      v = simd_op1(kind == 2 ? S_MAX : S_MIN, x, z, bits, sgn);
    if (relu && v < 0)
      v = 0;
    r |= ((uint32_t)v & m) << (bits * i);
  }
  return r;
}
#define SIMD_REF_DPX3(OP, KIND)                                                                    \
  static inline uint32_t ref_##OP##_s32(uint32_t a, uint32_t b, uint32_t c) { return simd_dpx(KIND, a, b, c, 1, 1, 0); } \
  static inline uint32_t ref_##OP##_u32(uint32_t a, uint32_t b, uint32_t c) { return simd_dpx(KIND, a, b, c, 1, 0, 0); } \
  static inline uint32_t ref_##OP##_s16x2(uint32_t a, uint32_t b, uint32_t c) { return simd_dpx(KIND, a, b, c, 2, 1, 0); } \
  static inline uint32_t ref_##OP##_u16x2(uint32_t a, uint32_t b, uint32_t c) { return simd_dpx(KIND, a, b, c, 2, 0, 0); } \
  static inline uint32_t ref_##OP##_s32_relu(uint32_t a, uint32_t b, uint32_t c) { return simd_dpx(KIND, a, b, c, 1, 1, 1); } \
  static inline uint32_t ref_##OP##_s16x2_relu(uint32_t a, uint32_t b, uint32_t c) { return simd_dpx(KIND, a, b, c, 2, 1, 1); }
SIMD_REF_DPX3(vimax3, 0)
SIMD_REF_DPX3(vimin3, 1)
SIMD_REF_DPX3(viaddmax, 2)
SIMD_REF_DPX3(viaddmin, 3)
/* two-operand max/min with relu: the three-way one with b repeated */
static inline uint32_t ref_vimax_s32_relu(uint32_t a, uint32_t b) { return simd_dpx(0, a, b, b, 1, 1, 1); }
static inline uint32_t ref_vimax_s16x2_relu(uint32_t a, uint32_t b) { return simd_dpx(0, a, b, b, 2, 1, 1); }
static inline uint32_t ref_vimin_s32_relu(uint32_t a, uint32_t b) { return simd_dpx(1, a, b, b, 1, 1, 1); }
static inline uint32_t ref_vimin_s16x2_relu(uint32_t a, uint32_t b) { return simd_dpx(1, a, b, b, 2, 1, 1); }
/* __vib<max|min>: the max/min, and *pred = 1 where a was chosen (a >= b, a <= b): bit 1
   the high lane's, bit 0 the low lane's (the only one for 32 bits) */
static inline uint32_t simd_vib(int mx, uint32_t a, uint32_t b, int lanes, int sgn, uint32_t *pred)
{
  int bits = 32 / lanes, i;
  uint32_t r = 0, m = lanes == 1 ? 0xffffffffu : 0xffffu;
  *pred = 0;
  for (i = 0; i < lanes; i++) {
    int64_t x = simd_lane(a, bits, i, sgn), y = simd_lane(b, bits, i, sgn);
    int took_a = mx ? x >= y : x <= y;
    *pred |= (uint32_t)took_a << i;
    r |= ((uint32_t)(took_a ? x : y) & m) << (bits * i);
  }
  return r;
}
#define SIMD_REF_VIB(OP, MX)                                                                       \
  static inline uint32_t ref_##OP##_s32(uint32_t a, uint32_t b, uint32_t *p) { return simd_vib(MX, a, b, 1, 1, p); } \
  static inline uint32_t ref_##OP##_u32(uint32_t a, uint32_t b, uint32_t *p) { return simd_vib(MX, a, b, 1, 0, p); } \
  static inline uint32_t ref_##OP##_s16x2(uint32_t a, uint32_t b, uint32_t *p) { return simd_vib(MX, a, b, 2, 1, p); } \
  static inline uint32_t ref_##OP##_u16x2(uint32_t a, uint32_t b, uint32_t *p) { return simd_vib(MX, a, b, 2, 0, p); }
SIMD_REF_VIB(vibmax, 1)
SIMD_REF_VIB(vibmin, 0)

/* The reference of function f (0-based, SIMD_FUNCTIONS order) on one input: its
   result, and for __vib its predicates as one more result in *pred. */
static inline uint32_t simd_ref(int f, uint32_t a, uint32_t b, uint32_t c, uint32_t *pred)
{
  int k = 0;
  *pred = 0;
#define SIMD_REF_CASE_1(N) if (f == k++) return ref_##N(a, 0);
#define SIMD_REF_CASE_2(N) if (f == k++) return ref_##N(a, b);
#define SIMD_REF_CASE_3(N) if (f == k++) return ref_##N(a, b, c);
#define SIMD_REF_CASE_B(N) if (f == k++) return ref_##N(a, b, pred);
#define SIMD_REF_CASE(N, K) SIMD_REF_CASE_##K(N)
  SIMD_FUNCTIONS(SIMD_REF_CASE)
#undef SIMD_REF_CASE
  return 0;
}
#define SIMD_COUNT_ONE(N, K) +1
enum { SIMD_FUNCTION_COUNT = 0 SIMD_FUNCTIONS(SIMD_COUNT_ONE) };
#define SIMD_NAME_OF(N, K) #N,
static const char *const simd_names[] = {SIMD_FUNCTIONS(SIMD_NAME_OF)};

/* Input i of n: lanes at the edges (0, 1, the signed and unsigned limits and
   their neighbours) in every combination of a and b first, then a xorshift
   sequence. */
static inline void simd_input(uint32_t i, uint32_t *a, uint32_t *b, uint32_t *c)
{
  static const uint32_t edge[] = {0x00000000u, 0x00010001u, 0x7f7f7f7fu, 0x80808080u, 0x81818181u,
                                  0xffffffffu, 0x7fff7fffu, 0x80008000u, 0x80017ffeu, 0x00ff7f80u,
                                  0xff0180feu, 0x7fffffffu, 0x80000000u, 0x40003fffu, 0xc000bfffu,
                                  0x01fe7f81u};
  enum { E = sizeof edge / sizeof edge[0] };
  uint32_t x = i * 2654435761u + 0x9e3779b9u;
  if (i < E * E) {
    *a = edge[i / E];
    *b = edge[i % E];
    *c = edge[(i * 7u) % E];
    return;
  }
  x ^= x << 13, x ^= x >> 17, x ^= x << 5;
  *a = x;
  x ^= x << 13, x ^= x >> 17, x ^= x << 5;
  *b = (i & 3u) == 0 ? *a : (i & 3u) == 1 ? *a ^ 0x00800080u : x;
  x ^= x << 13, x ^= x >> 17, x ^= x << 5;
  *c = x;
}

#endif
