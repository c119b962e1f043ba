// Address spaces by data flow: pointer locals take the space of what they are given, and a
// device function called with __global and with __local pointers is cloned per space.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void spaces(float *data, int n);

void run(float *d) { cuportLaunch<decltype(spaces)>(cuport_unit_program(), "spaces", 1, 64, 0, 0, d, 3); }

// cuport: this unit's OpenCL C kernels (kernel_spaces.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_spaces.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_spaces.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__global float *advance(__global float *p, int n)\n"
	"{\n"
	"    return p + n;\n"
	"}\n"
	"\n"
	"// Address spaces by data flow: pointer locals take the space of what they are given, and a\n"
	"// device function called with __global and with __local pointers is cloned per space.\n"
	"float sum3_global(__global const float *p)\n"
	"{\n"
	"    return p[0] + p[1] + p[2];\n"
	"}\n"
	"\n"
	"float sum3_local(__local const float *p)\n"
	"{\n"
	"    return p[0] + p[1] + p[2];\n"
	"}\n"
	"\n"
	"float sum3_private(__private const float *p)\n"
	"{\n"
	"    return p[0] + p[1] + p[2];\n"
	"}\n"
	"\n"
	"__kernel void spaces(__global float *data, int n)\n"
	"{\n"
	"    __local float cache[64] __attribute__((aligned(16)));\n"
	"    float priv[3] = {1.0f, 2.0f, 3.0f};\n"
	"    __global float *g = data + (uint)get_group_id(0) * 64;\n"
	"    __local float *l;\n"
	"    l = &cache[get_local_id(0)];\n"
	"    *l = g[get_local_id(0)];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    __global float *h = advance(g, n);\n"
	"    __local const float *r = (uint)get_local_id(0) & 1 \077 cache : cache + 3;\n"
	"    h[get_local_id(0)] = sum3_global(g) + sum3_local(cache) + sum3_private(priv) + sum3_local(r);\n"
	"    // Casts keep the space of their operand: vector loads from global and shared memory.\n"
	"    float4 v4 = ((__global const float4 *)data)[(uint)get_local_id(0) / 4];\n"
	"    float4 s4 = ((__local float4 *)(cache))[(uint)get_local_id(0) / 4];\n"
	"    g[0] = v4.x + s4.y;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"spaces", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_spaces.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
