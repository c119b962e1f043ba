// Lambdas in device code. Each becomes a struct of its captures (by value: a copy made where
// the lambda is written; by reference, and __shared__ variables: an address) and a function
// taking it: named and called later, mutable, called where written, passed to a device
// function template, capturing the parameters of a device function.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"

void forms(float *out, const float *in, int n);

// cuport: this unit's OpenCL C kernels (kernel_lambdas.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_lambdas.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_lambdas.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct forms_lambda_38_20 {\n"
	"    float scale;\n"
	"} forms_lambda_38_20;\n"
	"\n"
	"typedef struct forms_lambda_39_18 {\n"
	"    __private int *count;\n"
	"} forms_lambda_39_18;\n"
	"\n"
	"typedef struct forms_lambda_40_16 {\n"
	"    __local float *tile;\n"
	"    __global float *__private *out;\n"
	"    __private float *scale;\n"
	"    __private int *count;\n"
	"} forms_lambda_40_16;\n"
	"\n"
	"typedef struct forms_lambda_41_19 {\n"
	"    float scale;\n"
	"    __global const float * in;\n"
	"} forms_lambda_41_19;\n"
	"\n"
	"typedef struct forms_lambda_43_20 {\n"
	"    int calls;\n"
	"} forms_lambda_43_20;\n"
	"\n"
	"typedef struct forms_lambda_48_36 {\n"
	"    char cuport_none;   /* captures nothing */\n"
	"} forms_lambda_48_36;\n"
	"\n"
	"typedef struct forms_lambda_49_30 {\n"
	"    float scale;\n"
	"    __private int *count;\n"
	"} forms_lambda_49_30;\n"
	"\n"
	"typedef struct forms_lambda_50_18 {\n"
	"    __private int *count;\n"
	"} forms_lambda_50_18;\n"
	"\n"
	"typedef struct pick_lambda_15_16 {\n"
	"    __private uint4 *a;\n"
	"    __private uint4 *b;\n"
	"} pick_lambda_15_16;\n"
	"\n"
	"void forms_lambda_39_18_op_call_int(const forms_lambda_39_18 cuport_self_value, int k)\n"
	"{\n"
	"    __private const forms_lambda_39_18 *self = &cuport_self_value; (*self->count) += k; }\n"
	"\n"
	"int forms_lambda_43_20_op_call(__private forms_lambda_43_20 *self)\n"
	"{ return ++self->calls; }\n"
	"\n"
	"float forms_lambda_48_36_op_call_float(const forms_lambda_48_36 cuport_self_value, float v)\n"
	"{\n"
	"    __private const forms_lambda_48_36 *self = &cuport_self_value; return v * 2; }\n"
	"\n"
	"float apply_lambda_48_36(float x, forms_lambda_48_36 f)\n"
	"{\n"
	"    return forms_lambda_48_36_op_call_float(f, x) + forms_lambda_48_36_op_call_float(f, 1.0f);\n"
	"}\n"
	"\n"
	"float forms_lambda_49_30_op_call_float(const forms_lambda_49_30 cuport_self_value, float v)\n"
	"{\n"
	"    __private const forms_lambda_49_30 *self = &cuport_self_value; return v * self->scale + (*self->count); }\n"
	"\n"
	"float apply_lambda_49_30(float x, forms_lambda_49_30 f)\n"
	"{\n"
	"    return forms_lambda_49_30_op_call_float(f, x) + forms_lambda_49_30_op_call_float(f, 1.0f);\n"
	"}\n"
	"\n"
	"int forms_lambda_50_18_op_call_int(const forms_lambda_50_18 cuport_self_value, int a)\n"
	"{\n"
	"    __private const forms_lambda_50_18 *self = &cuport_self_value; return a + (*self->count); }\n"
	"\n"
	"const uint4 pick_lambda_15_16_op_call_unsigned_int(const pick_lambda_15_16 cuport_self_value, unsigned int idx)\n"
	"{\n"
	"    __private const pick_lambda_15_16 *self = &cuport_self_value;\n"
	"        switch (idx) {\n"
	"        case 0:\n"
	"            return (*self->a);\n"
	"        case 1:\n"
	"            return (*self->b);\n"
	"        }\n"
	"        return (uint4)(0);\n"
	"    }\n"
	"\n"
	"uint4 pick(uint4 a, uint4 b, unsigned int i)\n"
	"{\n"
	"    pick_lambda_15_16 get = (pick_lambda_15_16){&(a), &(b)};\n"
	"    uint4 r = pick_lambda_15_16_op_call_unsigned_int(get, i);\n"
	"    a.x += 10;\n"
	"    r.y += pick_lambda_15_16_op_call_unsigned_int(get, 0).x;\n"
	"    return r;\n"
	"}\n"
	"\n"
	"float forms_lambda_38_20_op_call_float(const forms_lambda_38_20 cuport_self_value, float v)\n"
	"{\n"
	"    __private const forms_lambda_38_20 *self = &cuport_self_value; return v * self->scale; }\n"
	"\n"
	"float forms_lambda_40_16_op_call_int(const forms_lambda_40_16 cuport_self_value, int k)\n"
	"{\n"
	"    __private const forms_lambda_40_16 *self = &cuport_self_value; return self->tile[k % 64] + (*self->out)[0] * (*self->scale) + (*self->count); }\n"
	"\n"
	"float forms_lambda_41_19_op_call_float(const forms_lambda_41_19 cuport_self_value, float v)\n"
	"{\n"
	"    __private const forms_lambda_41_19 *self = &cuport_self_value; return v + self->scale + self->in[0]; }\n"
	"\n"
	"__kernel void forms(__global float *out, __global const float *in, int n)\n"
	"{\n"
	"    __local float tile[64] __attribute__((aligned(16)));\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    float scale = 2.0f;\n"
	"    int count = 0;\n"
	"    tile[(uint)get_local_id(0) % 64] = in[i % n];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    forms_lambda_38_20 byValue = (forms_lambda_38_20){scale};\n"
	"    forms_lambda_39_18 byRef = (forms_lambda_39_18){&(count)};\n"
	"    forms_lambda_40_16 all_ = (forms_lambda_40_16){tile, &(out), &(scale), &(count)};\n"
	"    forms_lambda_41_19 copies = (forms_lambda_41_19){scale, in};\n"
	"    int calls = 0;\n"
	"    forms_lambda_43_20 counter = (forms_lambda_43_20){calls};\n"
	"    scale = 3.0f;\n"
	"    forms_lambda_39_18_op_call_int(byRef, 1);\n"
	"    forms_lambda_39_18_op_call_int(byRef, 2);\n"
	"    forms_lambda_43_20_op_call(&(counter));\n"
	"    float twice = apply_lambda_48_36(in[i % n], (forms_lambda_48_36){0});\n"
	"    float capt = apply_lambda_49_30(1.0f, (forms_lambda_49_30){scale, &(count)});\n"
	"    int direct = forms_lambda_50_18_op_call_int((forms_lambda_50_18){&(count)}, 5);\n"
	"    uint4 u = pick((uint4)(1, 2, 3, 4), (uint4)(5, 6, 7, 8), i & 1);\n"
	"    if (i < n)\n"
	"        out[i] = u.x + forms_lambda_38_20_op_call_float(byValue, 1.0f) + forms_lambda_40_16_op_call_int(all_, i) + forms_lambda_41_19_op_call_float(copies, 0.5f) + forms_lambda_43_20_op_call(&(counter)) + twice + capt + direct;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"forms", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_lambdas.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
