// A struct that points to its own type (a linked list in device memory): its pointer member
// is a 64-bit address in the .cl, read back as a __global pointer when followed.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Node {
    int value;
    // CUPORT1209:0: 'Node' holds a pointer ('next'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
    Node *next;
};

void sumList(const Node *head, int *out);

void run(const Node *h, int *o) { cuportLaunch<decltype(sumList)>(cuport_unit_program(), "sumList", 1, 1, 0, 0, h, o); }

// cuport: this unit's OpenCL C kernels (kernel_linked.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_linked.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_linked.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Node {\n"
	"    int value;\n"
	"    ulong next; /* Node *: a device address */\n"
	"} Node;\n"
	"\n"
	"__kernel void sumList(__global const Node *head, __global int *out)\n"
	"{\n"
	"    int s = 0;\n"
	"    for (__global const Node *p = head; p; p = ((__global Node *)p->next))\n"
	"        s += p->value;\n"
	"    out[get_group_id(0)] = s;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"sumList", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_linked.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
