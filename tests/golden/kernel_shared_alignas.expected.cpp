// alignas written after a CUDA space, which nvcc accepts and clang refuses there: the parse
// reads it as the GNU attribute, and the .cl writes it with the device header's
// cuport_alignas (a __shared__ array of a kernel, one hoisted from a device function, the
// dynamic buffer, a __device__ variable).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
alignas(16) float table[4];

void k(const float *in, float *out);

int main()
{
    float *a = 0, *b = 0;
    cuportLaunch<decltype(k)>(cuport_unit_program(), "k", 1, 32, 32, 0, cuportSymbols("table"), cuportDynamicShared, a, b);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_shared_alignas.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_shared_alignas.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_shared_alignas.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float stage(__global const float *in, __local float *stage_buf, __global float *table)\n"
	"{\n"
	"    /* __shared__ buf: a parameter */\n"
	"    stage_buf[get_local_id(0)] = in[get_local_id(0)] + table[(uint)get_local_id(0) % 4];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    return stage_buf[31 - (uint)get_local_id(0)];\n"
	"}\n"
	"\n"
	"__kernel void k(__global const float *in, __global float *out, __global float *table, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __local float stage_buf[32] __attribute__((aligned(16)));\n"
	"    __local cuport_alignas(16) float tile[32] __attribute__((aligned(16)));\n"
	"    __local uchar *dyn = (__local uchar *)cuport_dynamic_shared;\n"
	"    tile[get_local_id(0)] = stage(in, stage_buf, table);\n"
	"    dyn[get_local_id(0)] = 1;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    out[get_local_id(0)] = tile[get_local_id(0)] + dyn[31 - (uint)get_local_id(0)];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"table"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k", 1, cuport_unit_symbols_0, 1},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_shared_alignas.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "table", sizeof(table), &table);
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
