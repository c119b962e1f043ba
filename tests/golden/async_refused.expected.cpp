// Split barriers that a work-group barrier cannot express (kernel/async.c): threads that
// arrive without waiting, leave the barrier, or arrive for others; a barrier in global memory.
// Each is kept as written with CUPORT1251.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

// CUPORT1401:0: 'cuda::barrier' comes from the CUDA headers but no rule maps it; it is kept as written
// CUPORT1401:1: 'cuda::thread_scope::thread_scope_device' comes from the CUDA headers but no rule maps it; it is kept as written
cuda::barrier<cuda::thread_scope_device> grid_bar;

void refused(int *out);

int main()
{
    cuportLaunch<decltype(refused)>(cuport_unit_program(), "refused", 1, 64, 0, 0, cuportSymbols("grid_bar"), nullptr);
    return 0;
}

// cuport: this unit's OpenCL C kernels (async_refused.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/async_refused.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from async_refused.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void refused(__global int *out, __global uchar *grid_bar)\n"
	"{\n"
	"    /* bar: a barrier: its waits are work-group barriers */\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        (void)0;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    out[get_local_id(0)] = get_local_id(0);\n"
	"    if ((uint)get_local_id(0) >= 32) {\n"
	"        // CUPORT1251:3: 'bar.arrive()' arrives and drops its token, so this thread never waits for the phase: a work-group barrier at the other threads' wait would need it too; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, \"Split barriers and asynchronous copies\")\n"
	"        bar.arrive();\n"
	"        // CUPORT1251:5: 'bar.arrive_and_drop()' leaves the barrier, so its later phases wait for fewer threads than the block: a work-group barrier cannot shrink; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, \"Split barriers and asynchronous copies\")\n"
	"        bar.arrive_and_drop();\n"
	"        return;\n"
	"    }\n"
	"    // CUPORT1251:6: 'bar.arrive(2)' arrives for several threads at once, so the threads that wait are fewer than those a work-group barrier needs; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, \"Split barriers and asynchronous copies\")\n"
	"    /* token: a barrier's arrival token, not needed */\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    // CUPORT1251:8: 'grid_bar.arrive_and_wait()' is a barrier in global memory, which the blocks of a grid share: OpenCL C 1.2 has no barrier across work-groups; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, \"Split barriers and asynchronous copies\")\n"
	"    (*grid_bar).arrive_and_wait();\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"grid_bar"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"refused", 1, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("async_refused.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "grid_bar", sizeof(grid_bar), &grid_bar);
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
