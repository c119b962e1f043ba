// Enumerators that a local variable or parameter hides: C++ names them qualified
// (Axis::x), C cannot name them at all, so the .cl takes their value there.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
enum Axis { x, y, z };
enum Face { front = 4, back = 8 };

void axes(int *out, int n);

void run(int *out, int n) { cuportLaunch<decltype(axes)>(cuport_unit_program(), "axes", 1, 64, 0, 0, out, n); }

// cuport: this unit's OpenCL C kernels (kernel_enum_hidden.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_enum_hidden.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_enum_hidden.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef enum Axis {\n"
	"    x = 0,\n"
	"    y = 1,\n"
	"    z = 2,\n"
	"} Axis;\n"
	"\n"
	"typedef enum Face {\n"
	"    front = 4,\n"
	"    back = 8,\n"
	"} Face;\n"
	"\n"
	"int weight(int y)\n"
	"{\n"
	"    return y * (1 /* y */) + back;   /* the parameter y hides Axis::y */\n"
	"}\n"
	"\n"
	"__kernel void axes(__global int *out, int n)\n"
	"{\n"
	"    for (int x = get_local_id(0); x < n; x += (uint)get_local_size(0))\n"
	"        out[x] = weight(x) + (0 /* x */) + 10 * z + front;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"axes", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_enum_hidden.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
