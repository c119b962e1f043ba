// When the device-side parse of a unit fails (here the device branch calls a host-only
// function, which only the device compilation rejects), the kernels come from the host-side
// parse: the host branch of __CUDA_ARCH__ is translated, and that is reported (1215).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
int hostOnly(int x) { return x + 1; }

// CUPORT1215:0: 'pick' tests __CUDA_ARCH__, and the device-side parse of the unit failed; the branch compiled for the host side (__CUDA_ARCH__ undefined) is the one translated and kept in the .cl: check it is a correct device path
void fallback(int *p);

void run(int *p) { cuportLaunch<decltype(fallback)>(cuport_unit_program(), "fallback", 1, 32, 0, 0, p); }

// cuport: this unit's OpenCL C kernels (kernel_cuda_arch_fallback.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_cuda_arch_fallback.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_cuda_arch_fallback.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"int pick(int x)\n"
	"{\n"
	"#ifdef __CUDA_ARCH__\n"
	"    return hostOnly(x);\n"
	"#else\n"
	"    return x * 2;\n"
	"#endif\n"
	"}\n"
	"\n"
	"__kernel void fallback(__global int *p)\n"
	"{ p[get_local_id(0)] = pick(p[get_local_id(0)]); }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fallback", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_cuda_arch_fallback.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
