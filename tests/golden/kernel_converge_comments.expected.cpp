// Branches holding warp code are predicated (a flag computed once, every work-item running
// the exchange): the text cuport inserts after a condition or a statement goes before the
// comments and directive lines that follow it, never into them.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#define USE_UP 1

void comments(const int *in, int *out);

int main()
{
    int *d;
    cuportMalloc(&d, 64 * sizeof(int));
    cuportLaunch<decltype(comments)>(cuport_unit_program(), "comments", 1, 32, 0, 0, d, d + 32);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_converge_comments.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_converge_comments.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_converge_comments.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define USE_UP 1\n"
	"\n"
	"__kernel void comments(__global const int *in, __global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    int v = in[get_local_id(0)];\n"
	"    { const bool cuport_p0 = (v & 1); // odd lanes; the flag's ';' must not land in here\n"
	"    {\n"
	"        // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        { int cuport_t = v; cuport_t += cuport_shfl_down_i32(cuport_ws, 0xffffffffu, v, 1, 32); if (cuport_p0) v = cuport_t; }\n"
	"    } }\n"
	"    { const bool cuport_p1 = (v > 4); /* block comment */ { int cuport_t = v; cuport_t += cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 2, 32); if (cuport_p1) v = cuport_t; } }\n"
	"    { const bool cuport_p2 = (v > 8); {\n"
	"        { int cuport_t = v; cuport_t += cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 4, 32); if (cuport_p2) v = cuport_t; }\n"
	"    } // a comment that says else\n"
	"    { const bool cuport_p3 = !cuport_p2;\n"
	"    {\n"
	"        { int cuport_t = v; cuport_t -= cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 4, 32); if (cuport_p3) v = cuport_t; }\n"
	"    } } }\n"
	"    { const bool cuport_p4 = (v > 16);\n"
	"#if USE_UP\n"
	"    {\n"
	"        { int cuport_t = v; cuport_t += cuport_shfl_up_i32(cuport_ws, 0xffffffffu, v, 1, 32); if (cuport_p4) v = cuport_t; }\n"
	"    } }\n"
	"#else\n"
	"    {\n"
	"        v += __shfl_down_sync(0xffffffffu, v, 1);\n"
	"    }\n"
	"#endif\n"
	"    out[get_local_id(0)] = v;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"comments", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_converge_comments.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
