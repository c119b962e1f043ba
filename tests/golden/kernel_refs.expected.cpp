// C++ references in device code: a non-const reference parameter or local becomes a pointer
// in the address space of what it is bound to; a const reference is passed by value.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Acc {
    float sum;
    int n;
};

void refs(float *data, const Acc *accs, int *counts);

void run(float *d, const Acc *a, int *c) { cuportLaunch<decltype(refs)>(cuport_unit_program(), "refs", 1, 64, 0, 0, d, a, c); }

// cuport: this unit's OpenCL C kernels (kernel_refs.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_refs.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_refs.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Acc {\n"
	"    float sum;\n"
	"    int n;\n"
	"} Acc;\n"
	"\n"
	"void add_private_private(__private float *total, const Acc a, __private int *count)\n"
	"{\n"
	"    (*total) += a.sum;\n"
	"    (*count) += a.n;\n"
	"}\n"
	"\n"
	"void add_global_global(__global float *total, const Acc a, __global int *count)\n"
	"{\n"
	"    (*total) += a.sum;\n"
	"    (*count) += a.n;\n"
	"}\n"
	"\n"
	"void swap(__local float *x, __private float *y)\n"
	"{\n"
	"    float t = (*x);\n"
	"    (*x) = (*y);\n"
	"    (*y) = t;\n"
	"}\n"
	"\n"
	"__kernel void refs(__global float *data, __global const Acc *accs, __global int *counts)\n"
	"{\n"
	"    __local float s[64] __attribute__((aligned(16)));\n"
	"    float local_ = 0.0f;\n"
	"    int c = 0;\n"
	"    s[get_local_id(0)] = data[get_local_id(0)];\n"
	"    add_private_private(&(local_), accs[get_local_id(0)], &(c));\n"
	"    add_global_global(&(data[get_local_id(0)]), accs[0], &(counts[get_local_id(0)]));\n"
	"    swap(&(s[get_local_id(0)]), &(local_));\n"
	"    __global float *slot = &(data[get_group_id(0)]);\n"
	"    // CUPORT1229:0: in kernel 'refs', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */\n"
	"    const float first = s[0];\n"
	"    (*slot) += local_ + first + c;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"refs", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_refs.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
