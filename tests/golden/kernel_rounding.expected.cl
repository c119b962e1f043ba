// OpenCL C 1.2 migrated by cuport from kernel_rounding.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Interval {
    float lo;
    float hi;
} Interval;

Interval div_pos(Interval a, Interval b)
{
    return (Interval){cuport_fdiv_rd(a.lo, b.hi), cuport_fdiv_ru(a.hi, b.lo)};
}

Interval add(Interval a, Interval b)
{
    return (Interval){cuport_fadd_rd(a.lo, b.lo), cuport_fadd_ru(a.hi, b.hi)};
}

__kernel void bounds(__global const float *x, __global const double *y, __global float *fo, __global double *dout)
{
    int i = get_local_id(0);
    Interval v = {x[i], x[i]}, w = {cuport_fsqrt_rd(x[i]), cuport_fsqrt_ru(x[i])};
    Interval s = div_pos(add(v, w), w);
    fo[2 * i] = cuport_fmul_rz(s.lo, cuport_frcp_rd(3.0f)) + cuport_fsub_ru(s.hi, s.lo) + cuport_fmaf_rd(s.lo, s.hi, 1.0f);
    fo[2 * i + 1] = cuport_fdiv_rn(s.hi, 3.0f) + cuport_fsqrt_rn(s.lo) + cuport_frcp_rn(s.hi);
    double d = y[i];
    dout[2 * i] = cuport_dadd_rd(d, 1.0) + cuport_dsub_ru(d, 1.0) + cuport_dmul_rz(d, d) + cuport_ddiv_ru(d, 3.0) +
                  cuport_dsqrt_rd(d) + cuport_drcp_ru(d) + ((d) / (3.0)) + ((d) - (0.5));
    dout[2 * i + 1] = fma(d, d, 1.0) + as_double(0xfff0000000000000ul) + ((void)(""), as_double(0x7ff8000000000000ul)) +
                      (1L << 40) + ((void)(""), as_float(0x7fc00000u));
}
