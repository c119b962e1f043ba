// OpenCL C 1.2 migrated by cuport from kernel_math.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// The math API, intrinsics, vector types and their constructors, min/max overloads.
cuport_float3 add3(cuport_float3 a, cuport_float3 b)
{
    return cuport_make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}

__kernel void math(__global const float4 *in, __global cuport_float3 *pts, __global double *d, __global unsigned int *u, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    float4 v = in[i];
    float s = sqrt(v.x) + rsqrt(v.y) + native_exp(v.z) + native_divide(v.w, 3.0f) + fabs(-v.x);
    float c, sn;
    cuport_sincos(s, &sn, &c);
    s += clamp(c, 0.0f, 1.0f) + fma(sn, 2.0f, 1.0f) + pow(s, 2.0f) + floor(s) + exp(1.0f);
    double e = exp(d[i]) + sqrt((double)i) + fabs(d[i]);
    unsigned bits = as_uint(s);
    int lead = (int)clz((int)(bits)) + (int)popcount(bits) + (32 - (int)clz((bits) & -(bits))) + mul24(i, 3) + convert_int_rte(s);
    ulong big = 1ul << 40;
    long neg = -5;
    pts[i] = add3(pts[i], cuport_make_float3(s, (float)e, (float)lead));
    u[i] = min(bits, 7u) + max(i, n) + min(3u, bits) + (unsigned)(big >> 38) + (unsigned)neg;
    d[i] = fmax(e, 1.0) + as_double(as_long(e));
    float4 w = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    uchar4 c4 = (uchar4)(1, 2, 3, 4);
    u[i] += c4.x + (unsigned)w.y + (int)abs(-3) + (unsigned)min(s, 2.0f);
}
