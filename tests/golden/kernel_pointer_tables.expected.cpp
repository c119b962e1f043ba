// A pointer to pointers as a kernel parameter (a table of device arrays): OpenCL C 1.2 does
// not allow it, so the table holds 64-bit device addresses, read back as __global pointers.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void gather(float **tables, const int *which, float *out, float *spare);

void run(float **t, const int *w, float *o, float *s) { cuportLaunch<decltype(gather)>(cuport_unit_program(), "gather", 1, 32, 0, 0, t, w, o, s); }

// cuport: this unit's OpenCL C kernels (kernel_pointer_tables.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_pointer_tables.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_pointer_tables.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// A pointer to pointers as a kernel parameter (a table of device arrays): OpenCL C 1.2 does\n"
	"// not allow it, so the table holds 64-bit device addresses, read back as __global pointers.\n"
	"__kernel void gather(__global ulong *tables, __global const int *which, __global float *out, __global float *spare)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    __global const float *t = ((__global float *)tables[which[i]]);\n"
	"    out[i] = t[i] + (((__global float *)*tables))[0];\n"
	"    if (i == 0)\n"
	"        tables[1] = (ulong)(spare);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"gather", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_pointer_tables.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
