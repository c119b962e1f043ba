// Default arguments of device functions, supplied at the calls that leave them out: written
// as the callee's code (a template's T(2) in its instance, warpSize), with what they use
// (a __constant__ symbol) passed to the caller; a default added by a later declaration, a
// method's, a constructor's, and a call in a macro body.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
int c_shift[1];

struct Acc {
    float sum;
};

#define SPREAD(x) spread(x)

void defaults(float *out, int *iout);

// cuport: this unit's OpenCL C kernels (kernel_default_args.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_default_args.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_default_args.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define SPREAD(x) spread_float(x, ((float)(2)), CUPORT_WARP_SIZE, 0xffffffffu)\n"
	"\n"
	"typedef struct Acc {\n"
	"    float sum;\n"
	"} Acc;\n"
	"\n"
	"Acc Acc_new(float s)\n"
	"{\n"
	"    Acc cuport_obj;\n"
	"    __private Acc *self = &cuport_obj;\n"
	"    self->sum = s;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"void Acc_add(__private Acc *self, float v, float w)\n"
	"{ self->sum += v * w; }\n"
	"\n"
	"float scale(float v, float f)\n"
	"{ return v * f; }\n"
	"\n"
	"float spread_float(float v, float f, int width, unsigned int mask)\n"
	"{\n"
	"    return mask \077 v * f + (float)width : v;\n"
	"}\n"
	"\n"
	"double spread_double(double v, double f, int width, unsigned int mask)\n"
	"{\n"
	"    return mask \077 v * f + (double)width : v;\n"
	"}\n"
	"\n"
	"float late(float x, float y)\n"
	"{ return x - y; }\n"
	"\n"
	"int shifted(int v, int by)\n"
	"{ return v + by; }\n"
	"\n"
	"int spread_int(int v, int f, int width, unsigned int mask)\n"
	"{\n"
	"    return mask \077 v * f + (int)width : v;\n"
	"}\n"
	"\n"
	"__kernel void defaults(__global float *out, __global int *iout, __constant int *c_shift)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    Acc a = Acc_new(1.0f);\n"
	"    Acc_add(&(a), out[i], 0.5f);\n"
	"    out[i] = scale(out[i], 2.0f) + spread_float(out[i], ((float)(2)), CUPORT_WARP_SIZE, 0xffffffffu) + spread_double(1.0, 3.0, CUPORT_WARP_SIZE, 0xffffffffu) + late(out[i], 0.5f) + a.sum +\n"
	"             SPREAD(2.0f);\n"
	"    iout[i] = shifted(iout[i], c_shift[0]) + spread_int(i, ((int)(2)), CUPORT_WARP_SIZE, 0xffffffffu);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"c_shift"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"defaults", 1, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_default_args.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "c_shift", sizeof(c_shift), &c_shift);
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
