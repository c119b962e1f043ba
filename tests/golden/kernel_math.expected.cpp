// The math API, intrinsics, vector types and their constructors, min/max overloads.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void math(const cuport_float4 *in, cuport_float3 *pts, double *d, unsigned *u, int n);

void run(const cuport_float4 *a, cuport_float3 *p, double *d, unsigned *u, int n)
{
    cuportLaunch<decltype(math)>(cuport_unit_program(), "math", n / 64, 64, 0, 0, a, p, d, u, n);
}

// cuport: this unit's OpenCL C kernels (kernel_math.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_math.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_math.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// The math API, intrinsics, vector types and their constructors, min/max overloads.\n"
	"cuport_float3 add3(cuport_float3 a, cuport_float3 b)\n"
	"{\n"
	"    return cuport_make_float3(a.x + b.x, a.y + b.y, a.z + b.z);\n"
	"}\n"
	"\n"
	"__kernel void math(__global const float4 *in, __global cuport_float3 *pts, __global double *d, __global unsigned int *u, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    float4 v = in[i];\n"
	"    float s = sqrt(v.x) + rsqrt(v.y) + native_exp(v.z) + native_divide(v.w, 3.0f) + fabs(-v.x);\n"
	"    float c, sn;\n"
	"    cuport_sincos(s, &sn, &c);\n"
	"    s += clamp(c, 0.0f, 1.0f) + fma(sn, 2.0f, 1.0f) + pow(s, 2.0f) + floor(s) + exp(1.0f);\n"
	"    double e = exp(d[i]) + sqrt((double)i) + fabs(d[i]);\n"
	"    unsigned bits = as_uint(s);\n"
	"    int lead = (int)clz((int)(bits)) + (int)popcount(bits) + (32 - (int)clz((bits) & -(bits))) + mul24(i, 3) + convert_int_rte(s);\n"
	"    ulong big = 1ul << 40;\n"
	"    long neg = -5;\n"
	"    pts[i] = add3(pts[i], cuport_make_float3(s, (float)e, (float)lead));\n"
	"    u[i] = min(bits, 7u) + max(i, n) + min(3u, bits) + (unsigned)(big >> 38) + (unsigned)neg;\n"
	"    d[i] = fmax(e, 1.0) + as_double(as_long(e));\n"
	"    float4 w = (float4)(1.0f, 2.0f, 3.0f, 4.0f);\n"
	"    uchar4 c4 = (uchar4)(1, 2, 3, 4);\n"
	"    u[i] += c4.x + (unsigned)w.y + (int)abs(-3) + (unsigned)min(s, 2.0f);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"math", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_math.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
