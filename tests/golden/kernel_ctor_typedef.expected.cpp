// A class template's constructor called through another name of the class (a typedef in
// a function template, as interval arithmetic code writes I(1)) inside an expression whose
// operators take const references: the call is the constructor's, never a declaration.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <class T> struct ival {
    T lo, hi;
};

void k(double *out);

void run(double *o) { cuportLaunch<decltype(k)>(cuport_unit_program(), "k", 1, 4, 0, 0, o); }

// cuport: this unit's OpenCL C kernels (kernel_ctor_typedef.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_ctor_typedef.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_ctor_typedef.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct ival_double {\n"
	"    double lo;\n"
	"    double hi;\n"
	"} ival_double;\n"
	"\n"
	"ival_double ival_double_new_double_double(double a, double b)\n"
	"{\n"
	"    ival_double cuport_obj;\n"
	"    __private ival_double *self = &cuport_obj;\n"
	"    self->lo = a;\n"
	"    self->hi = b;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"ival_double cuport_op_mul_ival_double_ival_double(const ival_double a, const ival_double b)\n"
	"{\n"
	"    return ival_double_new_double_double(a.lo * b.lo, a.hi * b.hi);\n"
	"}\n"
	"\n"
	"ival_double cuport_op_sub_ival_double_ival_double(const ival_double a, const ival_double b)\n"
	"{\n"
	"    return ival_double_new_double_double(a.lo - b.hi, a.hi - b.lo);\n"
	"}\n"
	"\n"
	"ival_double ival_double_new_double(double v)\n"
	"{\n"
	"    ival_double cuport_obj;\n"
	"    __private ival_double *self = &cuport_obj;\n"
	"    self->lo = v;\n"
	"    self->hi = v;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"ival_double f_double(const ival_double x, int id)\n"
	"{\n"
	"    double alpha = -((double)(id)) / ((double)(4));\n"
	"    return cuport_op_mul_ival_double_ival_double((cuport_op_sub_ival_double_ival_double(x, ival_double_new_double(1))), ival_double_new_double(alpha));\n"
	"}\n"
	"\n"
	"__kernel void k(__global double *out)\n"
	"{\n"
	"    ival_double x = ival_double_new_double_double(2.0, 3.0);\n"
	"    ival_double r = f_double(x, get_local_id(0));\n"
	"    out[get_local_id(0)] = r.lo + r.hi;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_ctor_typedef.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
