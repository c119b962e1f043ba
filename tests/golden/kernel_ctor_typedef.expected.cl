// OpenCL C 1.2 migrated by cuport from kernel_ctor_typedef.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct ival_double {
    double lo;
    double hi;
} ival_double;

ival_double ival_double_new_double_double(double a, double b)
{
    ival_double cuport_obj;
    __private ival_double *self = &cuport_obj;
    self->lo = a;
    self->hi = b;
    return cuport_obj;
}

ival_double cuport_op_mul_ival_double_ival_double(const ival_double a, const ival_double b)
{
    return ival_double_new_double_double(a.lo * b.lo, a.hi * b.hi);
}

ival_double cuport_op_sub_ival_double_ival_double(const ival_double a, const ival_double b)
{
    return ival_double_new_double_double(a.lo - b.hi, a.hi - b.lo);
}

ival_double ival_double_new_double(double v)
{
    ival_double cuport_obj;
    __private ival_double *self = &cuport_obj;
    self->lo = v;
    self->hi = v;
    return cuport_obj;
}

ival_double f_double(const ival_double x, int id)
{
    double alpha = -((double)(id)) / ((double)(4));
    return cuport_op_mul_ival_double_ival_double((cuport_op_sub_ival_double_ival_double(x, ival_double_new_double(1))), ival_double_new_double(alpha));
}

__kernel void k(__global double *out)
{
    ival_double x = ival_double_new_double_double(2.0, 3.0);
    ival_double r = f_double(x, get_local_id(0));
    out[get_local_id(0)] = r.lo + r.hi;
}
