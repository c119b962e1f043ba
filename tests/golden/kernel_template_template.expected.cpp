// Template template parameters: Op<T> in the instance is the struct of the template the
// instance was given, and the instances are named after it (combine_float_Add).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
template <typename T> struct Add {
};
template <typename T> struct Max {
};

void reduce(float *out, const float *in);

// cuport: this unit's OpenCL C kernels (kernel_template_template.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_template_template.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_template_template.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Add_float {\n"
	"    char cuport_empty;\n"
	"} Add_float;\n"
	"\n"
	"typedef struct Max_float {\n"
	"    char cuport_empty;\n"
	"} Max_float;\n"
	"\n"
	"typedef struct Max_int {\n"
	"    char cuport_empty;\n"
	"} Max_int;\n"
	"\n"
	"float Add_float_op_call_float_float(const Add_float cuport_self_value, float a, float b)\n"
	"{\n"
	"    __private const Add_float *self = &cuport_self_value; return a + b; }\n"
	"\n"
	"float combine_float_Add(float a, float b)\n"
	"{\n"
	"    Add_float op;\n"
	"    return Add_float_op_call_float_float(op, a, b);\n"
	"}\n"
	"\n"
	"float fold_Add_4(__global const float *v)\n"
	"{\n"
	"    float acc = v[0];\n"
	"    for (int j = 1; j < 4; j++)\n"
	"        acc = combine_float_Add(acc, v[j]);\n"
	"    return acc;\n"
	"}\n"
	"\n"
	"float Max_float_op_call_float_float(const Max_float cuport_self_value, float a, float b)\n"
	"{\n"
	"    __private const Max_float *self = &cuport_self_value; return a > b \077 a : b; }\n"
	"\n"
	"float combine_float_Max(float a, float b)\n"
	"{\n"
	"    Max_float op;\n"
	"    return Max_float_op_call_float_float(op, a, b);\n"
	"}\n"
	"\n"
	"float fold_Max_4(__global const float *v)\n"
	"{\n"
	"    float acc = v[0];\n"
	"    for (int j = 1; j < 4; j++)\n"
	"        acc = combine_float_Max(acc, v[j]);\n"
	"    return acc;\n"
	"}\n"
	"\n"
	"int Max_int_op_call_int_int(const Max_int cuport_self_value, int a, int b)\n"
	"{\n"
	"    __private const Max_int *self = &cuport_self_value; return a > b \077 a : b; }\n"
	"\n"
	"int combine_int_Max(int a, int b)\n"
	"{\n"
	"    Max_int op;\n"
	"    return Max_int_op_call_int_int(op, a, b);\n"
	"}\n"
	"\n"
	"__kernel void reduce(__global float *out, __global const float *in)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    out[i] = fold_Add_4(in + 4 * i) + fold_Max_4(in + 4 * i) + combine_int_Max(i, 3);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"reduce", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_template_template.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
