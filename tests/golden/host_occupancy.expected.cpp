// Occupancy queries name the kernel; the runtime applies CUDA's occupancy model to the
// device's limits.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void work(float *p);

int pick(float *p)
{
    int minGrid = 0, block = 0, perSm = 0;
    cuportOccupancyMaxPotentialBlockSize(&minGrid, &block, cuportKernelNamed(cuport_unit_program(), "work"));
    cuportOccupancyMaxPotentialBlockSize(&minGrid, &block, cuportKernelNamed(cuport_unit_program(), "work"), 0, 256);
    cuportOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, cuportKernelNamed(cuport_unit_program(), "work"), block, 0);
    cuportLaunch<decltype(work)>(cuport_unit_program(), "work", minGrid, block, 0, 0, p);
    return perSm;
}

// cuport: this unit's OpenCL C kernels (host_occupancy.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_occupancy.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_occupancy.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// Occupancy queries name the kernel; the runtime applies CUDA's occupancy model to the\n"
	"// device's limits.\n"
	"__kernel void work(__global float *p)\n"
	"{ p[get_local_id(0)] *= 2.0f; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"work", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_occupancy.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
