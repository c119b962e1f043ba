// OpenCL C 1.2 migrated by cuport from kernel_namespaces.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Range {
    float lo;
    float hi;
} Range;

enum { kTaps = 3 };
__constant float kScale = 2.5f;
__constant Range kRange = {(-1.0f), 10.0f};
enum { Params_kLen = 4 };
enum { Params_kOff = 1 };
__constant float Params_kHalf = 0.5f;
__constant float pi_float = 3.1415927f;
__constant double pi_double = 3.14159265358979;
enum { squared_3 = 9 };
enum { squared_4 = 16 };
__constant unsigned int kMask = 255u;
__constant double kTiny = 1e-300;
__constant long kBig = (-9223372036854775807L - 1);

float sq(float x)
{ return x * x; }

float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

int twice(int v)
{ return 2 * v; }

__kernel void taps(__global float *out, __global const float *in, int n, __global float *kWeights)
{
    __local float tile[kTaps * 32] __attribute__((aligned(16)));
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i >= n)
        return;
    tile[(uint)get_local_id(0) % (kTaps * 32)] = in[i];
    float acc = 0.0f;
    for (int t = 0; t < kTaps; ++t)
        acc += kWeights[t] * in[(i + t) % n];
    acc = sq(acc) * kScale + sq(kRange.lo);
    acc = clampf(acc, kRange.lo, kRange.hi);
    acc += twice(Params_kLen) + Params_kOff + Params_kHalf;
    acc += pi_float + (float)pi_double + squared_3 + squared_4;
    acc += (i & kMask) + (float)kTiny + (kBig < 0 ? 1 : 0);
    out[i] = acc + tile[0];
}
