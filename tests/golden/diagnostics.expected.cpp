// Diagnostics land above the statement they concern, numbered per file, and the same
// ID:N appears on the console.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>
// CUPORT1000:0: header 'not_there.h' was not found; the unit is migrated without it and code that depends on it may be incomplete
#include "not_there.h"

void fill(int *p, int v);

int main()
{
	int *d = nullptr;
	cuportMalloc(&d, 256 * sizeof(int));
	cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", 2, 128, 0, 0, d, 7);
	cuportDeviceSynchronize(); cuportFree(d);
	return 0;
}

// cuport: this unit's OpenCL C kernels (diagnostics.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/diagnostics.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from diagnostics.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fill(__global int *p, int v)\n"
	"{\n"
	"\tp[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)] = v;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fill", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("diagnostics.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
