// `register` locals in device code (old CUDA code is full of them): C++17 removed the
// storage class and nvcc only warns; OpenCL C 1.2 has none, so the .cl drops the word.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void scale(float *p, int n);

void run(float *p, int n) { cuportLaunch<decltype(scale)>(cuport_unit_program(), "scale", (n + 63) / 64, 64, 0, 0, p, n); }

// cuport: this unit's OpenCL C kernels (kernel_register.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_register.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_register.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// `register` locals in device code (old CUDA code is full of them): C++17 removed the\n"
	"// storage class and nvcc only warns; OpenCL C 1.2 has none, so the .cl drops the word.\n"
	"__kernel void scale(__global float *p, int n)\n"
	"{\n"
	"     int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"     float s = 2.0f;\n"
	"    if (i < n)\n"
	"        p[i] *= s;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"scale", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_register.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
