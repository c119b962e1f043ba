// Structs whose declared alignment is larger than their fields need: the .cl keeps the
// layout (and the size) the host allocates and copies.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
typedef struct __align__(16)
{
    unsigned int r, g, b;
} RGB32;

typedef struct __align__(8)
{
    unsigned int l, a;
} LA32;

struct alignas(8) Pair {
    short x, y;
};

struct Plain {
    unsigned int r, g, b;
};

void copy(const RGB32 *in, RGB32 *out, LA32 *la, Pair *p, Plain *q, int n);

void run(const RGB32 *in, RGB32 *out, LA32 *la, Pair *p, Plain *q, int n)
{
    cuportLaunch<decltype(copy)>(cuport_unit_program(), "copy", (n + 63) / 64, 64, 0, 0, in, out, la, p, q, n);
}

// cuport: this unit's OpenCL C kernels (kernel_aligned.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_aligned.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_aligned.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct RGB32 {\n"
	"    unsigned int r;\n"
	"    unsigned int g;\n"
	"    unsigned int b;\n"
	"} __attribute__((aligned(16))) RGB32;\n"
	"\n"
	"typedef struct LA32 {\n"
	"    unsigned int l;\n"
	"    unsigned int a;\n"
	"} __attribute__((aligned(8))) LA32;\n"
	"\n"
	"typedef struct Pair {\n"
	"    short x;\n"
	"    short y;\n"
	"} __attribute__((aligned(8))) Pair;\n"
	"\n"
	"typedef struct Plain {\n"
	"    unsigned int r;\n"
	"    unsigned int g;\n"
	"    unsigned int b;\n"
	"} Plain;\n"
	"\n"
	"__kernel void copy(__global const RGB32 *in, __global RGB32 *out, __global LA32 *la, __global Pair *p, __global Plain *q, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n) {\n"
	"        out[i] = in[i];\n"
	"        la[i].l = in[i].r;\n"
	"        p[i].x = (short)in[i].g;\n"
	"        q[i].b = in[i].b;\n"
	"    }\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"copy", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_aligned.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
