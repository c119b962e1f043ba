// CUDA's math overloads that mix argument types, resolved by C++ rules, and how the .cl
// converts the arguments so OpenCL C picks the same overload: min/max of int and unsigned,
// of long long and unsigned long long, of double and float; pow, fmin and sqrt with
// arguments of other types; abs of an unsigned; a macro constant as an argument.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#define MIN_INTERVAL 5.0e-37

void mixed(const float *x, const int *k, unsigned *u, unsigned long long *ul,
                      double *d, float *f, int *e);

void run(const float *x, const int *k, unsigned *u, unsigned long long *ul, double *d,
         float *f, int *e)
{
    cuportLaunch<decltype(mixed)>(cuport_unit_program(), "mixed", 1, 32, 0, 0, x, k, u, ul, d, f, e);
}

// cuport: this unit's OpenCL C kernels (kernel_mixed_overloads.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_mixed_overloads.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_mixed_overloads.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define MIN_INTERVAL 5.0e-37\n"
	"\n"
	"__kernel void mixed(__global const float *x, __global const int *k, __global unsigned int *u, __global ulong *ul, __global double *d, __global float *f, __global int *e)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    float t = x[i];\n"
	"    int ki = k[i];\n"
	"    unsigned ui = u[i];\n"
	"    long li = ki;\n"
	"    u[i] = max((unsigned int)(ki), ui) + min(ui, (unsigned int)(ki));\n"
	"    ul[i] = max(ul[i], (ulong)(li)) + min(ul[i], 1ul);\n"
	"    d[i] = max(MIN_INTERVAL, (double)(t)) + fmin(d[i], (double)(t)) + pow((double)(ki), (double)(2)) + sqrt((double)(ki));\n"
	"    f[i] = pow(t, (float)(ki)) + pow((double)(t), (double)(2)) + fmax(t, (float)(1)) + ldexp(t, ki) + ldexp(t, 2);\n"
	"    int ex;\n"
	"    f[i] += frexp(t, &ex);\n"
	"    e[i] = ex + (int)(long)round(t);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"mixed", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_mixed_overloads.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
