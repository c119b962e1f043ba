// Warp reductions (__reduce_*_sync): typed butterflies of the device header; the mask is
// honoured on every path (lanes outside it give the identity), so a partial one is not reported.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void reductions(const int *in, unsigned *out, unsigned mask);

void run(const int *i, unsigned *o) { cuportLaunch<decltype(reductions)>(cuport_unit_program(), "reductions", 1, 64, 0, 0, i, o, 0xffffu); }

// cuport: this unit's OpenCL C kernels (kernel_warp_reduce.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_warp_reduce.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_warp_reduce.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// Warp reductions (__reduce_*_sync): typed butterflies of the device header; the mask is\n"
	"// honoured on every path (lanes outside it give the identity), so a partial one is not reported.\n"
	"__kernel void reductions(__global const int *in, __global unsigned int *out, unsigned int mask)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    int v = in[get_local_id(0)];\n"
	"    unsigned u = (unsigned)v;\n"
	"    // CUPORT1207:0: '__reduce_add_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    out[get_local_id(0)] = (unsigned)cuport_reduce_add_u32(cuport_ws, 0xffffffffu, v) + cuport_reduce_max_u32(cuport_ws, 0xffffffffu, u) +\n"
	"                       (unsigned)cuport_reduce_min_i32(cuport_ws, 0xffffffffu, v) + cuport_reduce_and_u32(cuport_ws, 0xffffffffu, u) +\n"
	"                       cuport_reduce_or_u32(cuport_ws, 0xffffffffu, u) + cuport_reduce_xor_u32(cuport_ws, mask, u);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"reductions", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_warp_reduce.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
