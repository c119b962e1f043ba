// if constexpr: only the branch the instance's constant condition takes is emitted (the
// other may not compile for its types: a float has no .v); else-if chains, branches with
// and without braces, a false one with no else, and one in a plain function.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <type_traits>

struct Pair { int v; };

constexpr int kMode = 2;

void branches(float *out, int *iout, Pair p);

// cuport: this unit's OpenCL C kernels (kernel_if_constexpr.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_if_constexpr.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_if_constexpr.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Pair {\n"
	"    int v;\n"
	"} Pair;\n"
	"\n"
	"enum { kMode = 2 };\n"
	"\n"
	"float pick_1(float x)\n"
	"{\n"
	"    return x * 2.0f;\n"
	"}\n"
	"\n"
	"float pick_2(float x)\n"
	"{\n"
	"    {\n"
	"        return x * 3.0f;\n"
	"    }\n"
	"}\n"
	"\n"
	"float pick_3(float x)\n"
	"{\n"
	"    return x;\n"
	"}\n"
	"\n"
	"int width_Pair(Pair x)\n"
	"{\n"
	"    int r = 0;\n"
	"    r = x.v;\n"
	"    ;\n"
	"    return r;\n"
	"}\n"
	"\n"
	"int width_float(float x)\n"
	"{\n"
	"    int r = 0;\n"
	"    r = (int)x;\n"
	"    ;\n"
	"    return r;\n"
	"}\n"
	"\n"
	"int width_double(double x)\n"
	"{\n"
	"    int r = 0;\n"
	"    r = (int)x;\n"
	"    r += 1;\n"
	"    return r;\n"
	"}\n"
	"\n"
	"int mode(int x)\n"
	"{\n"
	"    {\n"
	"        x += 10;\n"
	"    }\n"
	"    return x;\n"
	"}\n"
	"\n"
	"__kernel void branches(__global float *out, __global int *iout, Pair p)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    out[i] = pick_1(out[i]) + pick_2(out[i]) + pick_3(out[i]);\n"
	"    iout[i] = width_Pair(p) + width_float(out[i]) + width_double(1.0) + mode(i);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"branches", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_if_constexpr.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
