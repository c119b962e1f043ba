// The address of a component of a vector OpenCL C holds as its own (float4, uint4, int2,
// double2): an offset into the vector's address, in the vector's space.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
void k(cuport_float4 *g, float *out);

// cuport: this unit's OpenCL C kernels (vector_component_address.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/vector_component_address.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from vector_component_address.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// The address of a component of a vector OpenCL C holds as its own (float4, uint4, int2,\n"
	"// double2): an offset into the vector's address, in the vector's space.\n"
	"float first(__private float4 *p)\n"
	"{ return (((__private float *)p))[0] + *(((__private float *)p + 1)); }\n"
	"\n"
	"__kernel void k(__global float4 *g, __global float *out)\n"
	"{\n"
	"  __local uint4 s[32];\n"
	"  float4 v = g[get_local_id(0)];\n"
	"  uint4 u = (uint4)(1, 2, 3, 4);\n"
	"  s[get_local_id(0)] = u;\n"
	"  float r = 0.f;\n"
	"  for (int i = 0; i < 4; i++)\n"
	"    r += (((__private float *)&v))[i] + (float)(((__local unsigned int *)&s[get_local_id(0)]))[i] + (((__global float *)&g[0]))[i];\n"
	"  double2 d = (double2)(1.0, 2.0);\n"
	"  double *dp = ((__private double *)&d + 1);\n"
	"  (((__private float *)&v))[(uint)get_local_id(0) & 3] = r + (float)*dp;\n"
	"  out[get_local_id(0)] = first(&v);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("vector_component_address.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
