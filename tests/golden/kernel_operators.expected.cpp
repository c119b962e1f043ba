// User operators and overloads (helper_math.h style): operators on float3 (a struct in the
// .cl) become calls of named functions, those on float4 stay OpenCL vector arithmetic, and
// overloads get their parameter types in their names.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
inline cuport_float3 operator+(cuport_float3 a, cuport_float3 b) { return cuport_make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline cuport_float3 operator*(cuport_float3 a, float s) { return cuport_make_float3(a.x * s, a.y * s, a.z * s); }
inline void operator+=(cuport_float3 &a, cuport_float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline cuport_float3 operator-(cuport_float3 a) { return cuport_make_float3(-a.x, -a.y, -a.z); }
inline cuport_float4 operator+(cuport_float4 a, cuport_float4 b) { return cuport_make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
inline float dot(cuport_float3 a, cuport_float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline float dot(cuport_float4 a, cuport_float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
void ops(cuport_float3 *p, cuport_float4 *q, float *d);
void run(cuport_float3 *p, cuport_float4 *q, float *d) { cuportLaunch<decltype(ops)>(cuport_unit_program(), "ops", 1, 32, 0, 0, p, q, d); }

// cuport: this unit's OpenCL C kernels (kernel_operators.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_operators.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_operators.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// User operators and overloads (helper_math.h style): operators on float3 (a struct in the\n"
	"// .cl) become calls of named functions, those on float4 stay OpenCL vector arithmetic, and\n"
	"// overloads get their parameter types in their names.\n"
	"cuport_float3 cuport_op_add_float3_float3(cuport_float3 a, cuport_float3 b)\n"
	"{ return cuport_make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }\n"
	"\n"
	"cuport_float3 cuport_op_mul_float3_float(cuport_float3 a, float s)\n"
	"{ return cuport_make_float3(a.x * s, a.y * s, a.z * s); }\n"
	"\n"
	"void cuport_op_add_assign_float3_float3(__private cuport_float3 *a, cuport_float3 b)\n"
	"{ (*a).x += b.x; (*a).y += b.y; (*a).z += b.z; }\n"
	"\n"
	"cuport_float3 cuport_op_neg_float3(cuport_float3 a)\n"
	"{ return cuport_make_float3(-a.x, -a.y, -a.z); }\n"
	"\n"
	"float dot_float3_float3(cuport_float3 a, cuport_float3 b)\n"
	"{ return a.x * b.x + a.y * b.y + a.z * b.z; }\n"
	"\n"
	"float dot_float4_float4(float4 a, float4 b)\n"
	"{ return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }\n"
	"\n"
	"__kernel void ops(__global cuport_float3 *p, __global float4 *q, __global float *d)\n"
	"{\n"
	"    cuport_float3 a = p[get_local_id(0)];\n"
	"    cuport_float3 b = cuport_op_add_float3_float3(a, cuport_op_mul_float3_float(p[0], 2.0f));\n"
	"    cuport_op_add_assign_float3_float3(&(b), cuport_op_neg_float3(a));\n"
	"    p[get_local_id(0)] = b;\n"
	"    q[get_local_id(0)] = q[0] + q[1];\n"
	"    d[get_local_id(0)] = dot_float3_float3(a, b) + dot_float4_float4(q[0], q[1]);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"ops", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_operators.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
