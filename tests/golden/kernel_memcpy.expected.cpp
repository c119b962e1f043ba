// memcpy and memset in device code: the runtime's byte copies, named by the address spaces
// of their pointers (OpenCL C has neither function nor a generic address space).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstring>

struct Pair {
    float a, b;
};

void copies(const float *in, float *out);

void run(const float *i, float *o) { cuportLaunch<decltype(copies)>(cuport_unit_program(), "copies", 1, 64, 0, 0, i, o); }

// cuport: this unit's OpenCL C kernels (kernel_memcpy.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_memcpy.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_memcpy.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Pair {\n"
	"    float a;\n"
	"    float b;\n"
	"} Pair;\n"
	"\n"
	"__kernel void copies(__global const float *in, __global float *out)\n"
	"{\n"
	"    __local float stage[64] __attribute__((aligned(16)));\n"
	"    float local_[2];\n"
	"    Pair p;\n"
	"    cuport_memcpy_private_global(local_, in + 2 * (uint)get_local_id(0), sizeof(local_));\n"
	"    cuport_memcpy_private_private(&p, local_, sizeof(p));\n"
	"    cuport_memset_local(stage + (uint)get_local_id(0), 0, sizeof(float));\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    cuport_memcpy_local_private(stage + (uint)get_local_id(0), &p.a, sizeof(float));\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    cuport_memcpy_global_local(out + (uint)get_local_id(0), stage + ((uint)get_local_id(0) + 1) % 64, sizeof(float));\n"
	"    cuport_memset_private(&p, 0, sizeof(p));\n"
	"    out[get_local_id(0)] += p.b;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"copies", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_memcpy.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
