// A compound assignment on __half whose left operand has a call: cuport writes `a op= b`
// on halves as a macro that names `a` twice, so this one is reported (CUPORT1206) rather
// than translated, and the kernel check fails where it is used.
// cuport-test: no-build
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"

void shift_halves(cuport_half *out, cuport_half w, int n);

// cuport: this unit's OpenCL C kernels (kernel_half_refused.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_half_refused.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_half_refused.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void shift_halves(__global cuport_half *out, cuport_half w, int n)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  cuport_hadd_assign(out[n - i], w);\n"
	"  // CUPORT1206:1: 'operator-=' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  out[min(i, n - 1)] -= w;   // its left operand would be evaluated twice: reported\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"shift_halves", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_half_refused.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
