// Variables and parameters named like the OpenCL C built-ins that CUDA's built-ins become: a
// parameter `round` would capture the round() that lroundf expands into, a local `clz` the
// clz() of __ffs (whose template repeats its argument, so it is translated as text), `clamp`
// the clamp() of __saturatef. They are renamed with a trailing '_'; fields, calls and a
// __device__ variable's host name are not affected.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Params {
    float clamp;   // a field hides nothing: kept
    int min;
};

float scaleBy;
void shadowed(const float *in, int *out, bool round, Params p);

int main()
{
    float *in;
    int *out;
    cuportMalloc(&in, 64 * sizeof(float));
    cuportMalloc(&out, 64 * sizeof(int));
    Params p = {0.5f, 3};
    cuportLaunch<decltype(shadowed)>(cuport_unit_program(), "shadowed", 1, 64, 0, 0, cuportSymbols("scaleBy"), in, out, true, p);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_builtin_shadow.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_builtin_shadow.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_builtin_shadow.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Params {\n"
	"    float clamp;\n"
	"    int min;\n"
	"} Params;\n"
	"\n"
	"int roundTrip(float x, bool round_)\n"
	"{\n"
	"    return round_ \077 (long)round(x) : (int)x;\n"
	"}\n"
	"\n"
	"int pick_int(int select_, int max_)\n"
	"{\n"
	"    return select_ > max_ \077 select_ : max(select_, max_);\n"
	"}\n"
	"\n"
	"__kernel void shadowed(__global const float *in, __global int *out, uchar round_, Params p, __global float *scaleBy)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    int clz_ = as_int(in[i]);\n"
	"    float clamp_ = in[i] * p.clamp;\n"
	"    float mad_ = clamp(clamp_, 0.0f, 1.0f) + rsqrt(fabs(clamp_) + 1.0f);\n"
	"    out[i] = roundTrip(in[i] * (*scaleBy), round_) + (32 - (int)clz((clz_) & -(clz_))) + pick_int(p.min, clz_) + (long)rint(mad_);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"scaleBy"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"shadowed", 1, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_builtin_shadow.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "scaleBy", sizeof(scaleBy), &scaleBy);
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
