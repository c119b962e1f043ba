// bf16_precision: every bfloat16 result is compared bit for bit with a reference rounding
// computed here on the host in long double (exact for +, -, * of bfloat16s, the fma's sum
// rounded to odd first; a single correct rounding for /, sqrt and integers), so the
// program prints PASS only where the device rounds exactly as CUDA's bf16 instructions do.
// The host's own cuda_bf16.h functions and operators are checked against the same values.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define CHECK(x)                                                                      \
  do {                                                                                \
    cudaError_t e_ = (x);                                                             \
    if (e_ != cudaSuccess) {                                                          \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__);         \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

enum { RN, RZ, RD, RU };

// The reference: v rounded to bfloat16 (8 significant bits, float's exponent range) in
// mode m, by scaling to the value's quantum.
static unsigned short ref_bf16(long double v, int m)
{
  if (v != v)
    return 0x7fff;
  unsigned short s = (v < 0 || (v == 0 && 1.0L / v < 0)) ? 0x8000 : 0;
  long double a = s ? -v : v;
  if (a == (long double)INFINITY)
    return s | 0x7f80;
  int e;
  frexpl(a, &e);
  int q = a < 0x1p-126L ? -133 : e - 8;
  long double n = ldexpl(a, -q), r;
  bool up = (m == RU && !s) || (m == RD && s);
  if (m == RN) {
    r = floorl(n);
    long double f = n - r;
    if (f > 0.5L || (f == 0.5L && fmodl(r, 2.0L) == 1.0L))
      r += 1.0L;
  } else {
    r = up ? ceill(n) : floorl(n);
  }
  long double val = ldexpl(r, q);
  if (val > 0x1.fep127L)
    return s | ((m == RN || up) ? 0x7f80 : 0x7f7f);
  if (val < 0x1p-126L)
    return s | (unsigned short)r;   // a subnormal (128 units is the smallest normal)
  frexpl(val, &e);
  return s | (unsigned short)(((e - 1 + 127) << 7) | ((unsigned)ldexpl(val, 8 - e) - 128u));
}

static long double ref_value(unsigned short b)
{
  unsigned u = (unsigned)b << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

// p + z rounded to odd in long double (64 bits), which then rounds to bfloat16 as the
// exact sum would: Knuth's TwoSum gives what the long double sum dropped.
static long double sum_odd(long double p, long double z)
{
  volatile long double s = p + z, bb = s - p;
  long double err = (p - (s - bb)) + (z - bb);
  if (err == 0 || !std::isfinite(s))
    return s;
  long double t = nextafterl(s, err > 0 ? INFINITY : -INFINITY);
  int e;
  long double m = frexpl(s, &e);
  bool odd = fmodl(ldexpl(m, 64), 2.0L) != 0;   // the last of the 64 bits
  return odd ? s : t;
}

static unsigned short bits(__nv_bfloat16 h) { unsigned short b; memcpy(&b, &h, 2); return b; }
static __nv_bfloat16 from_bits(unsigned short b) { __nv_bfloat16 h; memcpy(&h, &b, 2); return h; }
static unsigned short hbits(__half h) { unsigned short b; memcpy(&b, &h, 2); return b; }

static int failures = 0;
static void expect(const char *what, int i, unsigned got, unsigned want)
{
  if (got != want && failures++ < 20)
    printf("FAIL %s [%d]: got 0x%04x, want 0x%04x\n", what, i, got, want);
}

// ---- conversions: float -> bfloat16 in the four modes, back, and integers
__global__ void convert(const float *in, unsigned short *out, float *back, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_bfloat16 h = __float2bfloat16(in[i]);
  out[4 * i] = __bfloat16_as_ushort(h);
  out[4 * i + 1] = __bfloat16_as_ushort(__float2bfloat16_rz(in[i]));
  out[4 * i + 2] = __bfloat16_as_ushort(__float2bfloat16_rd(in[i]));
  out[4 * i + 3] = __bfloat16_as_ushort(__float2bfloat16_ru(in[i]));
  back[i] = __bfloat162float(h);
}

__global__ void integers(const long long *in, __nv_bfloat16 *out, int *back, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  long long v = in[i];
  out[6 * i] = __ll2bfloat16_rn(v);
  out[6 * i + 1] = __ll2bfloat16_rz(v);
  out[6 * i + 2] = __int2bfloat16_rn((int)v);
  out[6 * i + 3] = __uint2bfloat16_rd((unsigned)v);
  __nv_bfloat16 c = (int)v;   // the constructor rounds once, as __int2bfloat16_rn
  out[6 * i + 4] = c;
  out[6 * i + 5] = __ull2bfloat16_ru((unsigned long long)v);
  back[2 * i] = __bfloat162int_rn(out[6 * i]);
  back[2 * i + 1] = __bfloat162int_rz(__float2bfloat16((float)v * 0.75f));
}

__device__ __nv_bfloat16 axpy(__nv_bfloat16 a, __nv_bfloat16 x, __nv_bfloat16 y) { return a * x + y; }

// ---- scalar arithmetic, intrinsics and operators; the __half overloads beside them
#define NOPS 16
__global__ void arith(const __nv_bfloat16 *a, const __nv_bfloat16 *b, const __nv_bfloat16 *c,
                      __nv_bfloat16 *out, __half *hout, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_bfloat16 x = a[i], y = b[i];
  __nv_bfloat16 *o = out + NOPS * i;
  o[0] = __hadd(x, y);
  o[1] = __hsub(x, y);
  o[2] = __hmul(x, y);
  o[3] = __hfma(x, y, c[i]);
  o[4] = x + y;
  o[5] = x * y;
  __nv_bfloat16 acc = x;
  acc -= y;
  o[6] = acc;
  o[7] = -x;
  o[8] = __habs(y);
  o[9] = __hmax(x, y);
  o[10] = __hmin(x, y);
  o[11] = __float2bfloat16((x < y ? 1.0f : 0.0f) + (__hgt(x, y) ? 2.0f : 0.0f) +
                           (x == y ? 4.0f : 0.0f) + (__hle(x, y) ? 8.0f : 0.0f));
  o[12] = axpy(x, y, c[i]);
  nv_bfloat16 h(static_cast<float>(x) * 0.5f);
  o[13] = h;
  o[14] = __hneg(__hsub(y, x));
  float f = y;
  o[15] = __float2bfloat16(f);
  // the same names on halves stay the half functions
  __half hx = __float2half(0.25f * (float)(i % 64)), hy = __float2half(1.5f);
  hout[i] = __hadd(__hmul(hx, hy), hy);
}

// ---- pairs, division, square root, shuffles and atomicAdd
__global__ void pairs(const __nv_bfloat162 *a, const __nv_bfloat162 *b, __nv_bfloat162 *out,
                      float2 *fl, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_bfloat162 x = a[i], y = b[i];
  __nv_bfloat162 *o = out + 6 * i;
  o[0] = __hadd2(x, y);
  o[1] = __hmul2(x, y);
  o[2] = __hfma2(x, y, __float2bfloat162_rn(1.0f));
  o[3] = x - y;
  o[4] = __halves2bfloat162(__high2bfloat16(x), __low2bfloat16(y));
  o[5] = __hgt2(x, y);
  fl[i] = __bfloat1622float2(x);
}

__global__ void divide(const __nv_bfloat16 *a, const __nv_bfloat16 *b, __nv_bfloat16 *q,
                       __nv_bfloat16 *r, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    q[i] = a[i] / b[i];
    r[i] = hsqrt(__habs(a[i]));
  }
}

__global__ void exchange(__nv_bfloat16 *out, __nv_bfloat162 *out2, __nv_bfloat162 *sum2,
                         __nv_bfloat16 *sum)
{
  int i = threadIdx.x;
  __nv_bfloat16 v = __float2bfloat16((float)i);
  __nv_bfloat162 v2 = __floats2bfloat162_rn((float)i, (float)(2 * i));
  __nv_bfloat16 d = __shfl_down_sync(0xffffffff, v, 1);
  __nv_bfloat162 d2 = __shfl_xor_sync(0xffffffff, v2, 3);
  out[i] = d;
  out2[i] = d2;
  atomicAdd(sum2, __floats2bfloat162_rn(1.0f, 0.5f));
  atomicAdd(&sum[i & 1], __float2bfloat16(i & 1 ? 0.25f : 1.0f));
}

static unsigned lcg = 2024u;
static unsigned next_random() { lcg = lcg * 1103515245u + 12345u; return lcg >> 8; }
// A finite bfloat16 with an exponent within 2^-60..2^60 (products and sums stay normal
// floats, where CUDA's fma and the device's float fma agree).
static unsigned short random_bf16()
{
  unsigned r = next_random();
  unsigned e = 127 - 60 + r % 121;
  return (unsigned short)(((r >> 7) & 1) << 15 | e << 7 | ((r >> 8) & 0x7f));
}

static void test_convert()
{
  static const float edge[] = {
    0.0f, -0.0f, 1.0f, -1.0f, 0x1.fep127f, 0x1.fefffep127f, 0x1.ff0000p127f, -0x1.ffp127f,
    INFINITY, -INFINITY, NAN, 0x1p-133f, 0x1p-134f, 0x1.8p-134f, 0x1.8p-133f, 0x1p-135f,
    -0x1p-134f, 0x1p-126f, 0x1.fcp-127f, 0x1.fep-127f, 1.0f + 0x1p-8f, 1.0f + 0x3p-8f,
    1.0f + 0x1p-9f, 1.0f + 0x1.000002p-8f, 257.0f, 259.0f, 0.1f, -0.3f, 3.14159265f,
    1e-40f, -6.1e-39f, 1e-45f, 12345.678f, 3.0e38f};
  const int ne = sizeof(edge) / sizeof(edge[0]), n = ne + 256;
  float *in = (float *)malloc(n * sizeof(float)), *back = (float *)malloc(n * sizeof(float));
  unsigned short *out = (unsigned short *)malloc(4 * n * sizeof(unsigned short));
  memcpy(in, edge, sizeof edge);
  for (int i = ne; i < n; i++) {
    unsigned r = next_random();
    in[i] = ldexpf((float)(r & 0xffffff) / 16777216.0f, (int)(r % 250) - 135) * (r & 1 ? -1 : 1);
  }
  float *d_in, *d_back;
  unsigned short *d_out;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_back, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, 4 * n * sizeof(unsigned short)));
  CHECK(cudaMemcpy(d_in, in, n * sizeof(float), cudaMemcpyHostToDevice));
  convert<<<(n + 127) / 128, 128>>>(d_in, d_out, d_back, n);
  CHECK(cudaMemcpy(out, d_out, 4 * n * sizeof(unsigned short), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(back, d_back, n * sizeof(float), cudaMemcpyDeviceToHost));
  static const char *const names[] = {"__float2bfloat16", "__float2bfloat16_rz",
                                      "__float2bfloat16_rd", "__float2bfloat16_ru"};
  for (int i = 0; i < n; i++) {
    for (int m = 0; m < 4; m++)
      expect(names[m], i, out[4 * i + m], ref_bf16(in[i], m));
    long double v = ref_value(out[4 * i]);
    bool same = (v != v && back[i] != back[i]) || (long double)back[i] == v;
    expect("__bfloat162float", i, same ? 0 : 1, 0);
    expect("host __float2bfloat16", i, bits(__float2bfloat16(in[i])), out[4 * i]);
  }
  cudaFree(d_in); cudaFree(d_back); cudaFree(d_out);
  free(in); free(back); free(out);
}

static void test_integers()
{
  static const long long v[] = {0, 1, -1, 255, 257, -259, 16777217, 16777219, -16777221,
                                0x1008001, 0x7fffffff, -0x7fffffffLL - 1, 0x40400001,
                                0x123456789abLL, -0x7fffffffffffffffLL, 3, 1000, -65793};
  const int n = sizeof(v) / sizeof(v[0]);
  __nv_bfloat16 out[6 * n], *d_out;
  int back[2 * n], *d_back;
  long long *d_in;
  CHECK(cudaMalloc(&d_in, sizeof v));
  CHECK(cudaMalloc(&d_out, sizeof out));
  CHECK(cudaMalloc(&d_back, sizeof back));
  CHECK(cudaMemcpy(d_in, v, sizeof v, cudaMemcpyHostToDevice));
  integers<<<1, 32>>>(d_in, d_out, d_back, n);
  CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(back, d_back, sizeof back, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    unsigned short rn = ref_bf16((long double)v[i], RN);
    expect("__ll2bfloat16_rn", i, bits(out[6 * i]), rn);
    expect("__ll2bfloat16_rz", i, bits(out[6 * i + 1]), ref_bf16((long double)v[i], RZ));
    expect("__int2bfloat16_rn", i, bits(out[6 * i + 2]), ref_bf16((long double)(int)v[i], RN));
    expect("__uint2bfloat16_rd", i, bits(out[6 * i + 3]),
           ref_bf16((long double)(unsigned)v[i], RD));
    expect("__nv_bfloat16(int)", i, bits(out[6 * i + 4]), ref_bf16((long double)(int)v[i], RN));
    expect("__ull2bfloat16_ru", i, bits(out[6 * i + 5]),
           ref_bf16((long double)(unsigned long long)v[i], RU));
    // __bfloat162int_rn saturates; __bfloat162int_rz truncates
    long double r = ref_value(rn);
    long double want = r >= 2147483648.0L ? 2147483647.0L : r < -2147483648.0L ? -2147483648.0L : r;
    expect("__bfloat162int_rn", i, (unsigned)back[2 * i], (unsigned)(int)want);
    long double t = truncl(ref_value(ref_bf16((long double)(float)((float)v[i] * 0.75f), RN)));
    t = t >= 2147483648.0L ? 2147483647.0L : t < -2147483648.0L ? -2147483648.0L : t;
    expect("__bfloat162int_rz", i, (unsigned)back[2 * i + 1], (unsigned)(int)t);
    // the host's integer conversions round as the device's
    expect("host __ll2bfloat16_rn", i, bits(__ll2bfloat16_rn(v[i])), rn);
    __nv_bfloat16 hc = (int)v[i];
    expect("host __nv_bfloat16(int)", i, bits(hc), ref_bf16((long double)(int)v[i], RN));
  }
  cudaFree(d_in); cudaFree(d_out); cudaFree(d_back);
}

static void test_arith(int n)
{
  size_t sz = n * sizeof(__nv_bfloat16);
  __nv_bfloat16 *a = (__nv_bfloat16 *)malloc(sz), *b = (__nv_bfloat16 *)malloc(sz);
  __nv_bfloat16 *c = (__nv_bfloat16 *)malloc(sz), *out = (__nv_bfloat16 *)malloc(NOPS * sz);
  __half *hout = (__half *)malloc(n * sizeof(__half));
  static const unsigned short special[][3] = {
    {0x0000, 0x8000, 0x0000}, {0x8000, 0x0000, 0x8000}, {0x3f80, 0x3f80, 0x3f80},
    {0x7f7f, 0x7f7f, 0x0000}, {0x7f7f, 0x3f80, 0x7f7f}, {0x3f81, 0x3f81, 0xbf80},
    {0x7f80, 0x3f80, 0x0000}, {0x5f7f, 0x5f7f, 0xff7f}, {0x0080, 0x8001, 0x0001},
    {0x3f81, 0x3f83, 0x2000}, {0x4049, 0xc049, 0x3f80}, {0x0001, 0x0001, 0x0001}};
  const int ns = sizeof(special) / sizeof(special[0]);
  for (int i = 0; i < n; i++) {
    a[i] = from_bits(i < ns ? special[i][0] : random_bf16());
    b[i] = from_bits(i < ns ? special[i][1] : random_bf16());
    c[i] = from_bits(i < ns ? special[i][2] : random_bf16());
  }
  __nv_bfloat16 *d_a, *d_b, *d_c, *d_out;
  __half *d_hout;
  CHECK(cudaMalloc(&d_a, sz));
  CHECK(cudaMalloc(&d_b, sz));
  CHECK(cudaMalloc(&d_c, sz));
  CHECK(cudaMalloc(&d_out, NOPS * sz));
  CHECK(cudaMalloc(&d_hout, n * sizeof(__half)));
  CHECK(cudaMemcpy(d_a, a, sz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, b, sz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_c, c, sz, cudaMemcpyHostToDevice));
  arith<<<(n + 63) / 64, 64>>>(d_a, d_b, d_c, d_out, d_hout, n);
  CHECK(cudaMemcpy(out, d_out, NOPS * sz, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hout, d_hout, n * sizeof(__half), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    long double x = ref_value(bits(a[i])), y = ref_value(bits(b[i])), z = ref_value(bits(c[i]));
    unsigned short sum = ref_bf16(x + y, RN), prod = ref_bf16(x * y, RN);
    unsigned short fma = ref_bf16(sum_odd(x * y, z), RN);
    unsigned short want[NOPS] = {
      sum, ref_bf16(x - y, RN), prod, fma, sum, prod, ref_bf16(x - y, RN),
      (unsigned short)(bits(a[i]) ^ 0x8000), (unsigned short)(bits(b[i]) & 0x7fff),
      (x > y || (x == y && !(bits(a[i]) & 0x8000))) ? bits(a[i]) : bits(b[i]),
      (x < y || (x == y && (bits(a[i]) & 0x8000))) ? bits(a[i]) : bits(b[i]),
      ref_bf16((x < y) + 2 * (x > y) + 4 * (x == y) + 8 * (x <= y), RN),
      ref_bf16(sum_odd(ref_value(prod), z), RN), ref_bf16(x * 0.5L, RN),
      (unsigned short)(ref_bf16(y - x, RN) ^ 0x8000), bits(b[i])};
    // an fma whose product is below float's normal range is exact in CUDA, not in float
    bool tiny = x * y != 0 && fabsl(x * y) < 0x1p-126L;
    for (int k = 0; k < NOPS; k++) {
      if ((k == 3 || k == 12) && (tiny || (std::isinf(x) && y == 0)))
        continue;
      // nvcc contracts axpy's a * x + y into one fma (-fmad=true), cuport does not: either
      if (k == 12 && bits(out[NOPS * i + k]) == fma)
        continue;
      char what[32];
      snprintf(what, sizeof what, "arith op %d", k);
      expect(what, i, bits(out[NOPS * i + k]), want[k]);
    }
    // host operators and intrinsics round as the device does
    expect("host a + b", i, bits(a[i] + b[i]), sum);
    expect("host __hmul", i, bits(__hmul(a[i], b[i])), prod);
    expect("host __hmax", i, bits(__hmax(a[i], b[i])), want[9]);
    long double hx = 0.25L * (i % 64);
    expect("__hadd(__half)", i, hbits(hout[i]), hbits(__float2half((float)(hx * 1.5L + 1.5L))));
  }
  cudaFree(d_a); cudaFree(d_b); cudaFree(d_c); cudaFree(d_out); cudaFree(d_hout);
  free(a); free(b); free(c); free(out); free(hout);
}

static void test_pairs(int n)
{
  size_t sz = n * sizeof(__nv_bfloat162);
  __nv_bfloat162 *a = (__nv_bfloat162 *)malloc(sz), *b = (__nv_bfloat162 *)malloc(sz);
  __nv_bfloat162 *out = (__nv_bfloat162 *)malloc(6 * sz);
  float2 *fl = (float2 *)malloc(n * sizeof(float2));
  for (int i = 0; i < n; i++) {
    a[i] = __halves2bfloat162(from_bits(random_bf16()), from_bits(random_bf16()));
    b[i] = __halves2bfloat162(from_bits(random_bf16()), from_bits(random_bf16()));
  }
  __nv_bfloat162 *d_a, *d_b, *d_out;
  float2 *d_fl;
  CHECK(cudaMalloc(&d_a, sz));
  CHECK(cudaMalloc(&d_b, sz));
  CHECK(cudaMalloc(&d_out, 6 * sz));
  CHECK(cudaMalloc(&d_fl, n * sizeof(float2)));
  CHECK(cudaMemcpy(d_a, a, sz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, b, sz, cudaMemcpyHostToDevice));
  pairs<<<(n + 63) / 64, 64>>>(d_a, d_b, d_out, d_fl, n);
  CHECK(cudaMemcpy(out, d_out, 6 * sz, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(fl, d_fl, n * sizeof(float2), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    for (int l = 0; l < 2; l++) {
      __nv_bfloat16 ha = l ? __high2bfloat16(a[i]) : __low2bfloat16(a[i]);
      __nv_bfloat16 hb = l ? __high2bfloat16(b[i]) : __low2bfloat16(b[i]);
      long double x = ref_value(bits(ha)), y = ref_value(bits(hb));
      unsigned short want[6] = {ref_bf16(x + y, RN), ref_bf16(x * y, RN),
                                ref_bf16(sum_odd(x * y, 1), RN), ref_bf16(x - y, RN),
                                l ? bits(__low2bfloat16(b[i])) : bits(__high2bfloat16(a[i])),
                                (unsigned short)(x > y ? 0x3f80 : 0)};
      for (int k = 0; k < 6; k++) {
        __nv_bfloat16 got = l ? __high2bfloat16(out[6 * i + k]) : __low2bfloat16(out[6 * i + k]);
        char what[32];
        snprintf(what, sizeof what, "pair op %d lane %d", k, l);
        expect(what, i, bits(got), want[k]);
      }
      expect("__bfloat1622float2", i, (long double)(l ? fl[i].y : fl[i].x) == x ? 0 : 1, 0);
    }
    expect("host __low2float", i, __low2float(a[i]) == ref_value(bits(__low2bfloat16(a[i]))), 1);
  }
  cudaFree(d_a); cudaFree(d_b); cudaFree(d_out); cudaFree(d_fl);
  free(a); free(b); free(out); free(fl);
}

static void test_divide(int n)
{
  size_t sz = n * sizeof(__nv_bfloat16);
  __nv_bfloat16 *a = (__nv_bfloat16 *)malloc(sz), *b = (__nv_bfloat16 *)malloc(sz);
  __nv_bfloat16 *q = (__nv_bfloat16 *)malloc(sz), *r = (__nv_bfloat16 *)malloc(sz);
  for (int i = 0; i < n; i++) {
    a[i] = from_bits(random_bf16());
    b[i] = i == 0 ? from_bits(0) : from_bits(random_bf16());
  }
  __nv_bfloat16 *d_a, *d_b, *d_q, *d_r;
  CHECK(cudaMalloc(&d_a, sz));
  CHECK(cudaMalloc(&d_b, sz));
  CHECK(cudaMalloc(&d_q, sz));
  CHECK(cudaMalloc(&d_r, sz));
  CHECK(cudaMemcpy(d_a, a, sz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, b, sz, cudaMemcpyHostToDevice));
  divide<<<(n + 63) / 64, 64>>>(d_a, d_b, d_q, d_r, n);
  CHECK(cudaMemcpy(q, d_q, sz, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(r, d_r, sz, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    long double x = ref_value(bits(a[i])), y = ref_value(bits(b[i]));
    unsigned short want = y == 0 ? (unsigned short)((bits(a[i]) ^ bits(b[i])) & 0x8000 | 0x7f80)
                                 : ref_bf16(x / y, RN);
    expect("operator/", i, bits(q[i]), want);
    expect("host __hdiv", i, bits(__hdiv(a[i], b[i])), want);
    expect("hsqrt", i, bits(r[i]), ref_bf16(sqrtl(fabsl(x)), RN));
  }
  cudaFree(d_a); cudaFree(d_b); cudaFree(d_q); cudaFree(d_r);
  free(a); free(b); free(q); free(r);
}

static void test_exchange()
{
  __nv_bfloat16 out[64], sum[2], *d_out, *d_sum;
  __nv_bfloat162 out2[64], sum2, *d_out2, *d_sum2;
  CHECK(cudaMalloc(&d_out, sizeof out));
  CHECK(cudaMalloc(&d_out2, sizeof out2));
  CHECK(cudaMalloc(&d_sum, sizeof sum));
  CHECK(cudaMalloc(&d_sum2, sizeof sum2));
  CHECK(cudaMemset(d_sum, 0, sizeof sum));
  CHECK(cudaMemset(d_sum2, 0, sizeof sum2));
  exchange<<<1, 64>>>(d_out, d_out2, d_sum2, d_sum);
  CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(out2, d_out2, sizeof out2, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sum, d_sum, sizeof sum, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&sum2, d_sum2, sizeof sum2, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; i++) {
    int lane = i & 31, src = (lane + 1 < 32 ? lane + 1 : lane) + (i & 32), x = i ^ 3;
    expect("__shfl_down_sync(__nv_bfloat16)", i, bits(out[i]), ref_bf16(src, RN));
    expect("__shfl_xor_sync(__nv_bfloat162).x", i, bits(__low2bfloat16(out2[i])), ref_bf16(x, RN));
    expect("__shfl_xor_sync(__nv_bfloat162).y", i, bits(__high2bfloat16(out2[i])), ref_bf16(2 * x, RN));
  }
  // exact sums in any order: 64 * 1, 64 * 0.5, 32 * 1, 32 * 0.25
  expect("atomicAdd(__nv_bfloat162).x", 0, bits(__low2bfloat16(sum2)), ref_bf16(64, RN));
  expect("atomicAdd(__nv_bfloat162).y", 0, bits(__high2bfloat16(sum2)), ref_bf16(32, RN));
  expect("atomicAdd(__nv_bfloat16) even", 0, bits(sum[0]), ref_bf16(32, RN));
  expect("atomicAdd(__nv_bfloat16) odd", 0, bits(sum[1]), ref_bf16(8, RN));
  cudaFree(d_out); cudaFree(d_out2); cudaFree(d_sum); cudaFree(d_sum2);
}

int main(int argc, char **argv)
{
  bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
  if (sizeof(__nv_bfloat16) != 2 || sizeof(__nv_bfloat162) != 4 ||
      alignof(__nv_bfloat162) != 4) {
    printf("FAIL sizes %d %d\n", (int)sizeof(__nv_bfloat16), (int)sizeof(__nv_bfloat162));
    return 1;
  }
  test_convert();
  test_integers();
  test_arith(quick ? 1024 : 8192);
  test_pairs(quick ? 512 : 4096);
  test_divide(quick ? 512 : 4096);
  test_exchange();
  if (failures) {
    printf("%d mismatches\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
