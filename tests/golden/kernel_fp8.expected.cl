// OpenCL C 1.2 migrated by cuport from kernel_fp8.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

uchar quantize(float v, float scale, const unsigned int kind)
{
    return cuport_cvt_float_to_fp8(v / scale, 1, kind);
}

__kernel void pack(__global const float *in, __global uchar *q, __global ushort *pairs, __global float *back, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i >= n)
        return;
    unsigned int kind = i & 1 ? 1 : 0;
    q[i] = quantize(in[i], 2.0f, kind);
    pairs[i] = cuport_cvt_float2_to_fp8x2((float2)(in[i], 1.0f), 0, 0);
    cuport_half h = (cuport_cvt_fp8_to_halfraw(q[i], kind));
    back[i] = cuport_half2float(h);
    cuport_half raw = (h);
    q[n + i] = cuport_cvt_halfraw_to_fp8(raw, 1, 1);
}
