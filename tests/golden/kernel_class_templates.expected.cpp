// Class templates in device code: each specialization used is its own struct, named with its
// arguments (Complex<float> -> Complex_float, Small<int, 4> -> Small_int_4); inside its
// members the class's parameters and its injected name are the specialization's.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <typename T> struct Complex {
    T re, im;
    Complex(T r, T i) : re(r), im(i) {}
    Complex operator*(const Complex &o) const
    {
        Complex r(re * o.re - im * o.im, re * o.im + im * o.re);
        return r;
    }
    T norm() const
    {
        T s = re * re;
        return s + im * im;
    }
};

template <typename T, int N> struct Small {
    T v[N];
};

void mandel(Complex<float> *z, const Complex<double> *w, Small<int, 4> *s, float *out);

void run(Complex<float> *z, const Complex<double> *w, Small<int, 4> *s, float *out)
{
    cuportLaunch<decltype(mandel)>(cuport_unit_program(), "mandel", 1, 32, 0, 0, z, w, s, out);
}

// cuport: this unit's OpenCL C kernels (kernel_class_templates.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_class_templates.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_class_templates.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Complex_float {\n"
	"    float re;\n"
	"    float im;\n"
	"} Complex_float;\n"
	"\n"
	"typedef struct Complex_double {\n"
	"    double re;\n"
	"    double im;\n"
	"} Complex_double;\n"
	"\n"
	"typedef struct Small_int_4 {\n"
	"    int v[4];\n"
	"} Small_int_4;\n"
	"\n"
	"Complex_float Complex_float_new_float_float(float r, float i)\n"
	"{\n"
	"    Complex_float cuport_obj;\n"
	"    __private Complex_float *self = &cuport_obj;\n"
	"    self->re = r;\n"
	"    self->im = i;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Complex_float Complex_float_op_mul_Complex_float(const Complex_float cuport_self_value, const Complex_float o)\n"
	"{\n"
	"    __private const Complex_float *self = &cuport_self_value;\n"
	"        Complex_float r = Complex_float_new_float_float(self->re * o.re - self->im * o.im, self->re * o.im + self->im * o.re);\n"
	"        return r;\n"
	"    }\n"
	"\n"
	"Complex_double Complex_double_new_double_double(double r, double i)\n"
	"{\n"
	"    Complex_double cuport_obj;\n"
	"    __private Complex_double *self = &cuport_obj;\n"
	"    self->re = r;\n"
	"    self->im = i;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Complex_double Complex_double_op_mul_Complex_double(const Complex_double cuport_self_value, const Complex_double o)\n"
	"{\n"
	"    __private const Complex_double *self = &cuport_self_value;\n"
	"        Complex_double r = Complex_double_new_double_double(self->re * o.re - self->im * o.im, self->re * o.im + self->im * o.re);\n"
	"        return r;\n"
	"    }\n"
	"\n"
	"float Complex_float_norm(__private const Complex_float *self)\n"
	"{\n"
	"        float s = self->re * self->re;\n"
	"        return s + self->im * self->im;\n"
	"    }\n"
	"\n"
	"double Complex_double_norm(__private const Complex_double *self)\n"
	"{\n"
	"        double s = self->re * self->re;\n"
	"        return s + self->im * self->im;\n"
	"    }\n"
	"\n"
	"int Small_int_4_last(__global const Small_int_4 *self)\n"
	"{ return self->v[4 - 1]; }\n"
	"\n"
	"__kernel void mandel(__global Complex_float *z, __global const Complex_double *w, __global Small_int_4 *s, __global float *out)\n"
	"{\n"
	"    Complex_float c = Complex_float_new_float_float(0.25f, 0.5f);\n"
	"    Complex_float a = Complex_float_op_mul_Complex_float(z[get_local_id(0)], c);\n"
	"    Complex_double b = Complex_double_op_mul_Complex_double(w[0], Complex_double_new_double_double(1.0, 2.0));\n"
	"    out[get_local_id(0)] = Complex_float_norm(&(a)) + (float)Complex_double_norm(&(b)) + Small_int_4_last(s);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"mandel", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_class_templates.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
