// User functions named like OpenCL C built-ins (helper_math.h style) are renamed so they do
// not clash with the built-in overloads; a __CUDA_ARCH__ test keeps its host-side branch.
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
// CUPORT1215:0: 'addDouble' tests __CUDA_ARCH__; the branch compiled for the host side (__CUDA_ARCH__ undefined) is the one translated, and the .cl keeps that branch: check it is a correct device path
void norms(const cuport_float3 *v, float *out, double *sum);

void run(const cuport_float3 *v, float *o, double *s) { cuportLaunch<decltype(norms)>(cuport_unit_program(), "norms", 1, 32, 0, 0, v, o, s); }

// cuport: this unit's OpenCL C kernels (kernel_names.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_names.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_names.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// User functions named like OpenCL C built-ins (helper_math.h style) are renamed so they do\n"
	"// not clash with the built-in overloads; a __CUDA_ARCH__ test keeps its host-side branch.\n"
	"float dot_(cuport_float3 a, cuport_float3 b)\n"
	"{ return a.x * b.x + a.y * b.y + a.z * b.z; }\n"
	"\n"
	"float length_(cuport_float3 a)\n"
	"{ return sqrt(dot_(a, a)); }\n"
	"\n"
	"double addDouble(__global double *p, double v)\n"
	"{\n"
	"#if __CUDA_ARCH__ >= 600\n"
	"    return atomicAdd(p, v);\n"
	"#else\n"
	"    __global ulong *bits = (__global ulong *)p;\n"
	"    ulong old = *bits, assumed;\n"
	"    do {\n"
	"        assumed = old;\n"
	"        old = cuport_atomic_cas_global_u64(bits, assumed, as_long(v + as_double((long)(assumed))));\n"
	"    } while (assumed != old);\n"
	"    return as_double((long)(old));\n"
	"#endif\n"
	"}\n"
	"\n"
	"__kernel void norms(__global const cuport_float3 *v, __global float *out, __global double *sum)\n"
	"{\n"
	"    out[get_local_id(0)] = length_(v[get_local_id(0)]);\n"
	"    addDouble(sum, (double)out[get_local_id(0)]);\n"
	"}\n"
	;

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_names.cl", cuport_unit_source, &p) == cuportSuccess) {
		}
		return p;
	}();
	return program;
}
