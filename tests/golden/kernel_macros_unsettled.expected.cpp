// cuport-test: no-build (what a macro body cannot be given is reported, CUPORT1208)
// A macro needed in two forms on one line (an atomic on __shared__ and on global memory),
// and a built-in whose name comes from a macro argument, so no copied body holds it.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#define ADD(p, v) atomicAdd(p, v)
#define APPLY(f, x) f(0xffffffff, x, 0)

void count(int *total, int *out);
    // CUPORT1208:4: '__shfl_sync' in a macro takes its OpenCL C form from where the macro is expanded (its types, its address space, the calling function), and cuport could not settle it: its name is not spelled in the body of a macro cuport copies; the call is copied into the .cl as written and must be checked by hand

int main()
{
    cuportLaunch<decltype(count)>(cuport_unit_program(), "count", 1, 32, 0, 0, nullptr, nullptr);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_macros_unsettled.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_macros_unsettled.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_macros_unsettled.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define ADD(p, v) cuport_atomic_add_global_i32(p, v)\n"
	"#define APPLY(f, x) f(0xffffffff, x, 0)\n"
	"\n"
	"__kernel void count(__global int *total, __global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local int local_total;\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        local_total = 0;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    // CUPORT1208:1: 'atomicAdd' in macro 'ADD' takes its OpenCL C form from where the macro is expanded (its types, its address space, the calling function), and cuport could not settle it: it is needed in two ways on one line; the call is copied into the .cl as written and must be checked by hand\n"
	"    ADD(total, 1); ADD(&local_total, 1);\n"
	"    // CUPORT1207:3: '__shfl_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    out[get_local_id(0)] = APPLY(__shfl_sync, local_total);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"count", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_macros_unsettled.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
