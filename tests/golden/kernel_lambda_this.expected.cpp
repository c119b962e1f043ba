// A lambda using the object of the member function it is written in has no translation:
// its closure struct would need the object, and the lambda is reported (CUPORT1221).
// cuport-test: no-build (the lambda is reported, and its .cl does not build)
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"

struct Acc {
    float total;
};

void accumulate(const float *in, float *out);

// cuport: this unit's OpenCL C kernels (kernel_lambda_this.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_lambda_this.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_lambda_this.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Acc {\n"
	"    float total;\n"
	"} Acc;\n"
	"\n"
	"typedef struct add_lambda_10_18 {\n"
	"    char cuport_none;   /* captures nothing */\n"
	"} add_lambda_10_18;\n"
	"\n"
	"void add_lambda_10_18_op_call_float(const add_lambda_10_18 cuport_self_value, float x)\n"
	"{\n"
	"    __private const add_lambda_10_18 *self = &cuport_self_value; self->total += x; }\n"
	"\n"
	"void Acc_add(__private Acc *self, float v)\n"
	"{\n"
	"        // CUPORT1221:1: this lambda uses the member 'total' of 'this', which cuport does not translate (OpenCL C has no lambdas: each becomes a struct of its captures, built where the lambda is written, and a function taking it); rewrite it as a __device__ function given what it uses\n"
	"        add_lambda_10_18 f = (add_lambda_10_18){0};\n"
	"        add_lambda_10_18_op_call_float(f, v);\n"
	"    }\n"
	"\n"
	"__kernel void accumulate(__global const float *in, __global float *out)\n"
	"{\n"
	"    Acc acc = {0.0f};\n"
	"    Acc_add(&(acc), in[get_local_id(0)]);\n"
	"    out[get_local_id(0)] = acc.total;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"accumulate", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_lambda_this.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
