// asm_video: PTX's SIMD video instructions written as inline asm: a block-matching sum of
// absolute differences with vabsdiff4.add (as stereo disparity codes accumulate it), and
// saturating, averaging, min/max and vset forms, checked against a host model of the PTX
// ISA's definitions.
#include <cstdio>
#include <cstdint>

#define NMODES 7

__device__ unsigned sad_acc(unsigned a, unsigned b, unsigned acc)
{
  unsigned r;
  asm("vabsdiff4.u32.u32.u32.add"
      " %0, %1, %2, %3;"
      : "=r"(r)
      : "r"(a), "r"(b), "r"(acc));
  return r;
}

__global__ void block_sad(const unsigned *left, const unsigned *right, unsigned *sad, int w)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= w)
    return;
  unsigned acc = 0;
  for (int k = 0; k < 8; k++)
    acc = sad_acc(left[(i + k) % w], right[(i + 2 * k) % w], acc);
  sad[i] = acc;
}

__global__ void video_ops(const unsigned *a, const unsigned *b, unsigned *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = a[i], y = b[i];
  unsigned *o = out + NMODES * i;
  asm("vadd4.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(o[0]) : "r"(x), "r"(y), "r"(0));
  asm("vsub2.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(o[1]) : "r"(x), "r"(y), "r"(0));
  asm("vavrg4.s32.s32.s32 %0, %1, %2, %3;" : "=r"(o[2]) : "r"(x), "r"(y), "r"(0));
  asm("vmax2.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(o[3]) : "r"(x), "r"(y), "r"(i));
  asm("vmin4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(o[4]) : "r"(x), "r"(y), "r"(0));
  asm("vset4.s32.s32.lt.add %0, %1, %2, %3;" : "=r"(o[5]) : "r"(x), "r"(y), "r"(100));
  asm("vabsdiff2.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(o[6]) : "r"(x), "r"(y), "r"(7));
}

// The host model: lanes of 8 (4 per word) or 16 (2) bits, sign-extended when signed.
static int64_t lane(uint32_t v, int l, int bits, bool sgn)
{
  int64_t x = (v >> (bits * l)) & ((1ll << bits) - 1);
  return sgn && x >= (1ll << (bits - 1)) ? x - (1ll << bits) : x;
}

enum Op { ADD, SUB, AVRG, ABSDIFF, MIN, MAX, LT };

static uint32_t model(Op op, int lanes, bool sgn, bool sat, bool add, uint32_t a, uint32_t b,
                      uint32_t c)
{
  int bits = 32 / lanes;
  int64_t sum = 0;
  uint32_t packed = 0;
  for (int l = 0; l < lanes; l++) {
    int64_t x = lane(a, l, bits, sgn), y = lane(b, l, bits, sgn), t = 0;
    switch (op) {
    case ADD: t = x + y; break;
    case SUB: t = x - y; break;
    case AVRG: t = x + y >= 0 ? (x + y + 1) / 2 : -((-(x + y)) / 2) - ((x + y) & 1); break;
    case ABSDIFF: t = x > y ? x - y : y - x; break;
    case MIN: t = x < y ? x : y; break;
    case MAX: t = x > y ? x : y; break;
    case LT: t = x < y; break;
    }
    if (sat) {
      int64_t lo = sgn ? -(1ll << (bits - 1)) : 0;
      int64_t hi = sgn ? (1ll << (bits - 1)) - 1 : (1ll << bits) - 1;
      t = t < lo ? lo : t > hi ? hi : t;
    }
    sum += t;
    packed |= (uint32_t)(t & ((1ll << bits) - 1)) << (bits * l);
  }
  return add ? c + (uint32_t)sum : packed;
}

static uint32_t next(uint64_t *s)
{
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return (uint32_t)(*s >> 32);
}

int main()
{
  const int n = 1024;
  static unsigned a[n], b[n], out[NMODES * n], sad[n];
  uint64_t st = 7;
  for (int i = 0; i < n; i++) {
    a[i] = i < 4 ? (unsigned[]){0x7f7f7f7fu, 0x80808080u, 0xffffffffu, 0}[i] : next(&st);
    b[i] = i < 4 ? (unsigned[]){0x01010101u, 0x7f7f7f7fu, 0x80008000u, 0xffffffffu}[i] : next(&st);
  }
  unsigned *da, *db, *dout, *dsad;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dout, sizeof out);
  cudaMalloc(&dsad, sizeof sad);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  video_ops<<<n / 128, 128>>>(da, db, dout, n);
  block_sad<<<n / 128, 128>>>(da, db, dsad, n);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(sad, dsad, sizeof sad, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    uint32_t x = a[i], y = b[i];
    uint32_t want[NMODES] = {
        model(ADD, 4, true, true, false, x, y, 0),     model(SUB, 2, false, true, false, x, y, 0),
        model(AVRG, 4, true, false, false, x, y, 0),   model(MAX, 2, true, false, true, x, y, i),
        model(MIN, 4, false, false, false, x, y, 0),   model(LT, 4, true, false, true, x, y, 100),
        model(ABSDIFF, 2, true, false, true, x, y, 7)};
    for (int m = 0; m < NMODES; m++)
      if (out[NMODES * i + m] != want[m] && bad++ < 5)
        printf("op %d (%08x, %08x) = %08x, want %08x\n", m, x, y, out[NMODES * i + m], want[m]);
    uint32_t acc = 0;
    for (int k = 0; k < 8; k++)
      acc = model(ABSDIFF, 4, false, false, true, a[(i + k) % n], b[(i + 2 * k) % n], acc);
    if (sad[i] != acc && bad++ < 5)
      printf("sad[%d] = %u, want %u\n", i, sad[i], acc);
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
