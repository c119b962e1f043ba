// A .cu file that includes another .cu file: the include names the migrated file.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <stdio.h>
#include "include/scale_kernel.cpp"

int main()
{
    float *d;
    cuportMalloc(&d, 64 * sizeof(float));
    cuportLaunch<decltype(scale)>(cuport_unit_program(), "scale", 1, 64, 0, 0, d, 2.0f, 64);
    cuportDeviceSynchronize();
    cuportFree(d);
    return 0;
}

// cuport: this unit's OpenCL C kernels (host_include_cu.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_include_cu.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_include_cu.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// Included by host_include_cu.cu; never compiled on its own.\n"
	"__kernel void scale(__global float *x, float s, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        x[i] *= s;\n"
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
		if (cuportRegisterProgram("host_include_cu.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
