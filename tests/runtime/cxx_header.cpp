// cxx_header.cpp: the public headers seen from C++: extern "C" linkage,
// cuportDim3's CUDA-like constructors and conversions, the CUDA names (by default,
// whatever way the name is formed), the CUDA 12 and 13 forms of the overloaded calls,
// and vector layouts; cuport_bf16.h's C++: constructors, operators and the overloads of
// the names it shares with cuport_half.h.  Exits non-zero on the first failure.
#include "cuport_runtime.h"
#include "cuport_bf16.h"

#include <cstddef>
#include <cstdio>

#define EXPECT(c)                                                  \
  do {                                                             \
    if (!(c)) {                                                    \
      std::printf("failed: %s (line %d)\n", #c, __LINE__);         \
      return 1;                                                    \
    }                                                              \
  } while (0)

static unsigned threads(cuportDim3 b) { return b.x * b.y * b.z; }

int main()
{
  cuportDim3 a;
  cuportDim3 b(4);
  cuportDim3 c(4, 2);
  dim3 d = 8;  // converting constructor, as CUDA code writes it
  cuport_uint3 u = cuport_make_uint3(3, 5, 7);
  dim3 e = u;
  cuport_uint3 back = e;
  EXPECT(a.x == 1 && a.y == 1 && a.z == 1);
  EXPECT(b.x == 4 && b.y == 1 && b.z == 1);
  EXPECT(c.x == 4 && c.y == 2 && c.z == 1);
  EXPECT(d.x == 8 && threads(16) == 16);
  EXPECT(e.y == 5 && back.z == 7);
  EXPECT(cuport_dim3(2, 3, 4).z == 4);

  float4 f = make_float4(1, 2, 3, 4);
  float3 g = make_float3(1, 2, 3);
  EXPECT(sizeof(float4) == 16 && alignof(float4) == 16 && f.w == 4);
  EXPECT(sizeof(float3) == 12 && g.z == 3);
  EXPECT(sizeof(double2) == 16 && alignof(double2) == 16);
  EXPECT(sizeof(int2) == 8 && alignof(int2) == 8);
  EXPECT(sizeof(uchar4) == 4 && alignof(uchar4) == 4);
  EXPECT(sizeof(longlong4) == 32 && alignof(longlong4) == 16);
#define CXX_PASTE(t, n) t##n
#define CXX_VEC(t, n) CXX_PASTE(t, n)
  CXX_VEC(double, 2) p = CXX_VEC(make_double, 2)(1.5, 2.5);  // names built by the preprocessor
  EXPECT(p.y == 2.5 && sizeof p == sizeof(cuport_double2));

  // C linkage: these resolve against the C library.
  EXPECT(cuportGetErrorName(cuportErrorInvalidValue)[0] == 'c');
  int n = -1;
  if (cuportGetDeviceCount(&n) == cuportSuccess)
    EXPECT(n >= 1);
  // CUDA 12's device number and CUDA 13's location (+ flags) under one name
  cuportMemLocation loc = {cuportMemLocationTypeDevice, 0};
  void *m = nullptr;
  if (cuportMallocManaged(&m, 64) == cuportSuccess) {
    EXPECT(cuportMemPrefetchAsync(m, 64, 0) == cuportSuccess);
    EXPECT(cuportMemPrefetchAsync(m, 64, loc, 0) == cuportSuccess);
    EXPECT(cuportMemPrefetchAsync(m, 64, loc, 0, nullptr) == cuportSuccess);
    EXPECT(cuportMemAdvise(m, 64, cuportMemAdviseSetPreferredLocation, 0) == cuportSuccess);
    EXPECT(cuportMemAdvise(m, 64, cuportMemAdviseSetPreferredLocation, loc) == cuportSuccess);
    cuportFree(m);
  }
  cuportArg args[] = {CUPORT_ARG_V(n), CUPORT_ARG_L(64)};
  EXPECT(args[0].size == sizeof n && args[1].kind == CUPORT_ARG_LOCAL);
  std::printf("C++ header checks passed\n");
  // bfloat16 as migrated host code uses it: CUDA's constructors and operators, and the
  // names cuda_fp16.h and cuda_bf16.h share picking the type by overload
  cuport_bfloat16 one = 1.0f, three = 3, big = 0x1010001;
  cuport_bfloat16 sum = one + three, q = one / three;
  cuport_half h = 2.5f;
  EXPECT(sum.x == 0x4080 && q.x == 0x3eab && big.x == 0x4b81);
  EXPECT(static_cast<float>(three * three) == 9.0f && three > one && !(one == three));
  EXPECT(cuport_hmul(three, three).x == 0x4110 && cuport_hmul(h, h).x == 0x4640);
  EXPECT(cuport_bfloat16(h).x == 0x4020 && cuport_hmax(one, -three).x == one.x);
  cuport_bfloat162 pb = cuport_floats2bfloat162_rn(1.0f, 2.0f);
  EXPECT(cuport_low2float(pb) == 1.0f && cuport_high2float(pb) == 2.0f);
  EXPECT((pb + pb).y.x == 0x4080 && cuport_hbeq2(pb, pb));
  sum -= one;
  EXPECT(sum.x == three.x && -sum == cuport_hneg_bf16(three));
  return 0;
}
