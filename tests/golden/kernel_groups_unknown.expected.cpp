// cuport-test: no-build
// A tile whose size is only known at run time cannot become a cuport_group: reported
// (CUPORT1212), and the .cl does not build until it is given a constant size.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void runtimeSize(int *out, int n);

void run(int *o, int n) { cuportLaunch<decltype(runtimeSize)>(cuport_unit_program(), "runtimeSize", 1, 64, 0, 0, o, n); }

// cuport: this unit's OpenCL C kernels (kernel_groups_unknown.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_groups_unknown.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_groups_unknown.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"int rank(cuport_group g)\n"
	"{ return cuport_group_rank(g); }\n"
	"\n"
	"__kernel void runtimeSize(__global int *out, int n)\n"
	"{\n"
	"    // CUPORT1212:1: cooperative group 'v': its declaration (a tiled_partition of a size not constant?) is not translated, its kind (the block or a tile of constant size) being known only at run time; size(), num_threads(), thread_rank() and sync() are\n"
	"    cg::thread_group v = cg::tiled_partition(cg::this_thread_block(), n);\n"
	"    // CUPORT1212:3: cooperative group 'cg::tiled_partition(cg::this_thread_block(), n)': passing it is not translated, its kind (the block or a tile of constant size) being known only at run time; size(), num_threads(), thread_rank() and sync() are\n"
	"    out[get_local_id(0)] = rank(cg::tiled_partition(cg::this_thread_block(), n));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"runtimeSize", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_groups_unknown.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
