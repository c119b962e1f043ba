// OpenCL C 1.2 migrated by cuport from kernel_class_templates.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Complex_float {
    float re;
    float im;
} Complex_float;

typedef struct Complex_double {
    double re;
    double im;
} Complex_double;

typedef struct Small_int_4 {
    int v[4];
} Small_int_4;

Complex_float Complex_float_new_float_float(float r, float i)
{
    Complex_float cuport_obj;
    __private Complex_float *self = &cuport_obj;
    self->re = r;
    self->im = i;
    return cuport_obj;
}

Complex_float Complex_float_op_mul_Complex_float(const Complex_float cuport_self_value, const Complex_float o)
{
    __private const Complex_float *self = &cuport_self_value;
        Complex_float r = Complex_float_new_float_float(self->re * o.re - self->im * o.im, self->re * o.im + self->im * o.re);
        return r;
    }

Complex_double Complex_double_new_double_double(double r, double i)
{
    Complex_double cuport_obj;
    __private Complex_double *self = &cuport_obj;
    self->re = r;
    self->im = i;
    return cuport_obj;
}

Complex_double Complex_double_op_mul_Complex_double(const Complex_double cuport_self_value, const Complex_double o)
{
    __private const Complex_double *self = &cuport_self_value;
        Complex_double r = Complex_double_new_double_double(self->re * o.re - self->im * o.im, self->re * o.im + self->im * o.re);
        return r;
    }

float Complex_float_norm(__private const Complex_float *self)
{
        float s = self->re * self->re;
        return s + self->im * self->im;
    }

double Complex_double_norm(__private const Complex_double *self)
{
        double s = self->re * self->re;
        return s + self->im * self->im;
    }

int Small_int_4_last(__global const Small_int_4 *self)
{ return self->v[4 - 1]; }

__kernel void mandel(__global Complex_float *z, __global const Complex_double *w, __global Small_int_4 *s, __global float *out)
{
    Complex_float c = Complex_float_new_float_float(0.25f, 0.5f);
    Complex_float a = Complex_float_op_mul_Complex_float(z[get_local_id(0)], c);
    Complex_double b = Complex_double_op_mul_Complex_double(w[0], Complex_double_new_double_double(1.0, 2.0));
    out[get_local_id(0)] = Complex_float_norm(&(a)) + (float)Complex_double_norm(&(b)) + Small_int_4_last(s);
}
