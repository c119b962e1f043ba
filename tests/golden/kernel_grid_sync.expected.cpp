// Grid-wide synchronisation: grid.sync(), cg::sync(grid) in a device function that takes
// the grid by reference, this_grid().sync(); the kernel takes the runtime's barrier counter
// as the hidden symbol cuport_grid_barrier, threaded through the device function.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void twoPhase(const float *in, float *tmp, float *out, unsigned n);

void run(const float *in, float *tmp, float *out, unsigned n, int blocks)
{
    void *args[] = {&in, &tmp, &out, &n};
    cuportLaunchArgv<decltype(twoPhase)>(cuport_unit_program(), "twoPhase", cuportDim3(blocks), cuportDim3(128), args, 0, 0, cuportSymbols("cuport_grid_barrier"));
}

// cuport: this unit's OpenCL C kernels (kernel_grid_sync.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_grid_sync.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_grid_sync.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"void publish(uchar grid, __global float *out, float v, __global volatile uint *cuport_grid_barrier)\n"
	"{\n"
	"    out[cuport_grid_rank()] = v;\n"
	"    // CUPORT1217:0: 'grid.sync()' synchronises the whole grid: it becomes the runtime's grid barrier, which holds when every block is resident at once; the runtime refuses a launch of the kernel with more blocks than the occupancy calculator's figure (cudaErrorCooperativeLaunchTooLarge): size the grid with it, as for cudaLaunchCooperativeKernel\n"
	"    cuport_grid_sync(cuport_grid_barrier);\n"
	"}\n"
	"\n"
	"__kernel void twoPhase(__global const float *in, __global float *tmp, __global float *out, unsigned int n, __global volatile uint *cuport_grid_barrier)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    /* grid: the grid */\n"
	"    unsigned i = cuport_grid_rank();\n"
	"    publish((uchar)0, tmp, i < n \077 in[i] : 0.0f, cuport_grid_barrier);\n"
	"    out[i] = tmp[(i + 1) % cuport_grid_size()];\n"
	"    // CUPORT1217:1: 'grid.sync()' synchronises the whole grid: it becomes the runtime's grid barrier, which holds when every block is resident at once; the runtime refuses a launch of the kernel with more blocks than the occupancy calculator's figure (cudaErrorCooperativeLaunchTooLarge): size the grid with it, as for cudaLaunchCooperativeKernel\n"
	"    cuport_grid_sync(cuport_grid_barrier);\n"
	"    if (i == 0)\n"
	"        out[0] += out[cuport_grid_size() - 1];\n"
	"    // CUPORT1217:2: 'grid.sync()' synchronises the whole grid: it becomes the runtime's grid barrier, which holds when every block is resident at once; the runtime refuses a launch of the kernel with more blocks than the occupancy calculator's figure (cudaErrorCooperativeLaunchTooLarge): size the grid with it, as for cudaLaunchCooperativeKernel\n"
	"    cuport_grid_sync(cuport_grid_barrier);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"cuport_grid_barrier"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"twoPhase", 1, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_grid_sync.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
