// A host constant whose value is built by a constructor: its value has no OpenCL C
// spelling, so it is reported (CUPORT1225) and the kernel check fails where it is used.
// cuport-test: no-build
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

struct Vec {
    float a, b;
    constexpr Vec(float x) : a(x), b(2 * x) {}
};
// CUPORT1225:0: host constant 'kVec' is read by device code, but its value is not one cuport can write in OpenCL C (it is built by a constructor or holds an address); it is not declared in the .cl, which will not build until it is: make it a __constant__ variable
constexpr Vec kVec(1.5f);
// CUPORT1225:1: host constant 'kPair' is read by device code, but its value is not one cuport can write in OpenCL C (it is built by a constructor or holds an address); it is not declared in the .cl, which will not build until it is: make it a __constant__ variable
constexpr Vec kPair = {1.0f};   // brace-initialized, but still through the constructor

void first(float *out);

int main()
{
    float *d;
    cuportMalloc(&d, sizeof(float));
    cuportLaunch<decltype(first)>(cuport_unit_program(), "first", 1, 1, 0, 0, d);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_host_constant_ctor.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_host_constant_ctor.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_host_constant_ctor.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Vec {\n"
	"    float a;\n"
	"    float b;\n"
	"} Vec;\n"
	"\n"
	"\n"
	"__kernel void first(__global float *out)\n"
	"{ out[0] = kVec.a + kPair.b; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"first", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_host_constant_ctor.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
