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

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("macro_launch.cl", cuport_unit_source, &p) == cuportSuccess) {
		}
		return p;
	}();
	return program;
}
