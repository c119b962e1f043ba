// __constant__ and __device__ variables used by kernels, directly and through a device
// function: each becomes a hidden kernel parameter after the kernel's own.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Params {
    float scale;
    int count;
    unsigned long long seed;
};

Params c_params;
float c_weights[5];
unsigned int d_counter;
float d_table[16] = {1.0f, 2.0f};

void useSymbols(float *out);

void bumpCounter(void);

void run(float *o)
{
    cuportLaunch<decltype(useSymbols)>(cuport_unit_program(), "useSymbols", 2, 64, 0, 0, cuportSymbols("c_params", "c_weights", "d_table", "d_counter"), o);
    cuportLaunch<decltype(bumpCounter)>(cuport_unit_program(), "bumpCounter", 1, 1, 0, 0, cuportSymbols("d_counter"));
}

// cuport: this unit's OpenCL C kernels (kernel_symbols.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_symbols.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_symbols.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Params {\n"
	"    float scale;\n"
	"    int count;\n"
	"    ulong seed;\n"
	"} Params;\n"
	"\n"
	"float weighted(int k, __constant float *c_weights, __global float *d_table)\n"
	"{\n"
	"    return c_weights[k] * d_table[k % 16];\n"
	"}\n"
	"\n"
	"__kernel void useSymbols(__global float *out, __constant Params *c_params, __constant float *c_weights, __global float *d_table, __global unsigned int *d_counter)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < (*c_params).count)\n"
	"        out[i] = weighted(i % 5, c_weights, d_table) * (*c_params).scale;\n"
	"    cuport_atomic_add_global_u32(&(*d_counter), 1u);\n"
	"}\n"
	"\n"
	"__kernel void bumpCounter(__global unsigned int *d_counter)\n"
	"{\n"
	"    (*d_counter) += 1;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"c_params", "c_weights", "d_table", "d_counter"};
static const char *const cuport_unit_symbols_1[] = {"d_counter"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"useSymbols", 4, cuport_unit_symbols_0, 0},
	{"bumpCounter", 1, cuport_unit_symbols_1, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_symbols.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "c_params", sizeof(c_params), &c_params);
			cuportRegisterSymbol(p, "c_weights", sizeof(c_weights), &c_weights);
			cuportRegisterSymbol(p, "d_counter", sizeof(d_counter), &d_counter);
			cuportRegisterSymbol(p, "d_table", sizeof(d_table), &d_table);
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
