// CUDA vector types spelled through auto, decltype and template arguments keep CUDA's
// layout in the .cl: a uint3 is the device header's 12-byte cuport_uint3, never OpenCL's
// 16-byte uint3.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"

template <typename V>
struct Box {
    V v;
};

void hash3(const unsigned int *in, unsigned int *out, int n);

void pick(const cuport_double3 *in, double *out);

// cuport: this unit's OpenCL C kernels (kernel_auto_vectors.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_auto_vectors.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_auto_vectors.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Box_uint3 {\n"
	"    cuport_uint3 v;\n"
	"} Box_uint3;\n"
	"\n"
	"cuport_uint3 first_uint3(__global const cuport_uint3 *p)\n"
	"{\n"
	"    cuport_uint3 v = p[0];\n"
	"    return v;\n"
	"}\n"
	"\n"
	"__kernel void hash3(__global const unsigned int *in, __global unsigned int *out, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i >= n)\n"
	"        return;\n"
	"    __global const cuport_uint3 *k = (__global const cuport_uint3 *)in;\n"
	"    cuport_uint3 a = k[i];\n"
	"    cuport_uint3 b = a;\n"
	"    cuport_float3 c = cuport_make_float3(1.0f, 2.0f, 3.0f);\n"
	"    __global const cuport_uint3 *e = &k[0];\n"
	"    cuport_uint3 d = first_uint3(k + i);\n"
	"    Box_uint3 box;\n"
	"    box.v = d;\n"
	"    out[i] = a.x + b.y + d.z + box.v.x + e->y + (unsigned int)c.y;\n"
	"}\n"
	"\n"
	"cuport_double3 first_double3(__global const cuport_double3 *p)\n"
	"{\n"
	"    cuport_double3 v = p[0];\n"
	"    return v;\n"
	"}\n"
	"\n"
	"__kernel void pick(__global const cuport_double3 *in, __global double *out)\n"
	"{\n"
	"    cuport_double3 v = in[get_local_id(0)];\n"
	"    cuport_double3 w = first_double3(in);\n"
	"    out[get_local_id(0)] = v.z + w.x;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"hash3", 0, nullptr, 0},
	{"pick", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_auto_vectors.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
