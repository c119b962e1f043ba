// A comment for a launch inside a multi-line macro goes above the whole #define, so the
// macro still works.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#define LAUNCH(k, n, p) \
	do { \
		cuportLaunch<decltype(k)>(cuport_unit_program(), "zero", (n) / 64, 64, 0, 0, p); \
	} while (0)

void zero(float *p);

void run(float *p) { LAUNCH(zero, 128, p); }

// cuport: this unit's OpenCL C kernels (macro_launch.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/macro_launch.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from macro_launch.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void zero(__global float *p)\n"
	"{ p[get_local_id(0)] = 0.0f; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"zero", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("macro_launch.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
