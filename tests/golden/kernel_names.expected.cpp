// User functions named like OpenCL C built-ins (helper_math.h style) are renamed so they do
// not clash with the built-in overloads; a __CUDA_ARCH__ test takes the device side (the
// kernels come from a device-side parse).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void norms(const cuport_float3 *v, float *out, double *sum);

void run(const cuport_float3 *v, float *o, double *s) { cuportLaunch<decltype(norms)>(cuport_unit_program(), "norms", 1, 32, 0, 0, v, o, s); }

// cuport: this unit's OpenCL C kernels (kernel_names.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_names.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_names.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"/* Translated from the device compilation's view of the code: its\n"
	"   __CUDA_ARCH__ branches are the ones translated, so they are the ones built. */\n"
	"#define __CUDA_ARCH__ 800\n"
	"\n"
	"// User functions named like OpenCL C built-ins (helper_math.h style) are renamed so they do\n"
	"// not clash with the built-in overloads; a __CUDA_ARCH__ test takes the device side (the\n"
	"// kernels come from a device-side parse).\n"
	"float dot_(cuport_float3 a, cuport_float3 b)\n"
	"{ return a.x * b.x + a.y * b.y + a.z * b.z; }\n"
	"\n"
	"float length_(cuport_float3 a)\n"
	"{ return sqrt(dot_(a, a)); }\n"
	"\n"
	"double addDouble(__global double *p, double v)\n"
	"{\n"
	"#if __CUDA_ARCH__ >= 600\n"
	"    return cuport_atomic_add_global_f64(p, v);\n"
	"#else\n"
	"    ulong *bits = (ulong *)p;\n"
	"    ulong old = *bits, assumed;\n"
	"    do {\n"
	"        assumed = old;\n"
	"        old = atomicCAS(bits, assumed, __double_as_longlong(v + __longlong_as_double(assumed)));\n"
	"    } while (assumed != old);\n"
	"    return __longlong_as_double(old);\n"
	"#endif\n"
	"}\n"
	"\n"
	"__kernel void norms(__global const cuport_float3 *v, __global float *out, __global double *sum)\n"
	"{\n"
	"    out[get_local_id(0)] = length_(v[get_local_id(0)]);\n"
	"    addDouble(sum, (double)out[get_local_id(0)]);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"norms", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_names.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
