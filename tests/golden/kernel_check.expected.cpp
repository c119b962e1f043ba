// cuport-test: no-build (the kernel check's own case: the .cl must fail to compile)
// What is emitted is compiled: an error in the .cl is CUPORT1230 at the CUDA line the failing
// .cl line came from, the .cl is still written, and the unit counts as not migrated. The
// lines of the .cl drift from the source's (hoisted __shared__, hidden parameters, diagnostic
// comments), and each error must still land on its own CUDA line.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
// CUPORT1206:3: '__prof_trigger' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
template <typename T>
void scale(T *p, int n);

void fine(float *p);

void run(float *f, double *d, int n)
{
    cuportLaunch<decltype(scale<float>)>(cuport_unit_program(), "scale_float", (n + 63) / 64, 64, 0, 0, f, n);
    cuportLaunch<decltype(scale<double>)>(cuport_unit_program(), "scale_double", (n + 63) / 64, 64, 0, 0, d, n);
    cuportLaunch<decltype(fine)>(cuport_unit_program(), "fine", 1, TILE, 0, 0, f);
}

// cuport: this unit's OpenCL C kernels (kernel_check.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_check.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_check.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fine(__global float *p)\n"
	"{\n"
	"    p[get_local_id(0)] *= TILE;\n"
	"}\n"
	"\n"
	"// cuport-test: no-build (the kernel check's own case: the .cl must fail to compile)\n"
	"// What is emitted is compiled: an error in the .cl is CUPORT1230 at the CUDA line the failing\n"
	"// .cl line came from, the .cl is still written, and the unit counts as not migrated. The\n"
	"// lines of the .cl drift from the source's (hoisted __shared__, hidden parameters, diagnostic\n"
	"// comments), and each error must still land on its own CUDA line.\n"
	"float helper(__global const float *row, int i, __local float *helper_cache)\n"
	"{\n"
	"    /* __shared__ cache: a parameter */\n"
	"    helper_cache[i] = row[i];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"\n"
	"    // CUPORT1206:1: '__dp2a_lo' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    return helper_cache[i] * (float)(__dp2a_lo(i, i, 0) & 1);\n"
	"}\n"
	"\n"
	"float __prof_scale(float x)\n"
	"{ __prof_trigger(10); return x; }\n"
	"\n"
	"__kernel void scale_float(__global float *p, int n)\n"
	"{\n"
	"    __local float helper_cache[64] __attribute__((aligned(16)));\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n) {\n"
	"        float v = helper((__global const float *)p, i % TILE, helper_cache);\n"
	"        p[i] = (float)(v * __prof_scale(2.0f));\n"
	"    }\n"
	"    // CUPORT1206:6: '__dp2a_lo' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    if (__dp2a_lo(n, n, 0) < 0)\n"
	"        p[0] = 0;\n"
	"}\n"
	"\n"
	"__kernel void scale_double(__global double *p, int n)\n"
	"{\n"
	"    __local float helper_cache[64] __attribute__((aligned(16)));\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n) {\n"
	"        float v = helper((__global const float *)p, i % TILE, helper_cache);\n"
	"        p[i] = (double)(v * __prof_scale(2.0f));\n"
	"    }\n"
	"    // CUPORT1206:6: '__dp2a_lo' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    if (__dp2a_lo(n, n, 0) < 0)\n"
	"        p[0] = 0;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fine", 0, nullptr, 0},
	{"scale_float", 0, nullptr, 0},
	{"scale_double", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_check.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramSetBuildOptions(p, "-DTILE=64");
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
