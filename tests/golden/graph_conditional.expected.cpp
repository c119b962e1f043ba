// Conditional graph nodes: the handle a kernel takes is a 64-bit value (ulong in the .cl)
// and cudaGraphSetConditional becomes a store through it (the device header's
// cuport_graph_set_conditional), under a branch or not; the host side's handle,
// node parameters, node and capture calls and their enums are renamed.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

void again(const int *left, cuportGraphConditionalHandle loop);

void pick(const unsigned int *mode, cuportGraphConditionalHandle which);

void build(cuportStream_t s, int *left)
{
	cuportGraph_t g;
	cuportGraphNode_t n;
	cuportGraphConditionalHandle h;
	cuportGraphCreate(&g, 0);
	cuportGraphConditionalHandleCreate(&h, g, 1, cuportGraphCondAssignDefault);
	cuportGraphNodeParams p = {cuportGraphNodeTypeConditional};
	p.conditional.handle = h;
	p.conditional.type = cuportGraphCondTypeWhile;
	p.conditional.size = 1;
	cuportGraphAddNode(&n, g, NULL, 0, &p);
	cuportGraph_t body = p.conditional.phGraph_out[0];
	cuportStreamBeginCaptureToGraph(s, body, NULL, NULL, 0, cuportStreamCaptureModeGlobal);
	cuportLaunch<decltype(again)>(cuport_unit_program(), "again", 1, 1, 0, s, left, h);
	cuportStreamEndCapture(s, NULL);
	cuportStreamUpdateCaptureDependencies(s, &n, 1, cuportStreamSetCaptureDependencies);
}

// cuport: this unit's OpenCL C kernels (graph_conditional.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/graph_conditional.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from graph_conditional.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void again(__global const int *left, ulong loop)\n"
	"{\n"
	"\tif (*left > 0)\n"
	"\t\tcuport_graph_set_conditional(loop, 1);\n"
	"\telse\n"
	"\t\tcuport_graph_set_conditional(loop, 0);\n"
	"}\n"
	"\n"
	"void choose(ulong h, unsigned int v)\n"
	"{ cuport_graph_set_conditional(h, v); }\n"
	"\n"
	"__kernel void pick(__global const unsigned int *mode, ulong which)\n"
	"{\n"
	"\tchoose(which, mode[get_group_id(0)]);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"again", 0, nullptr, 0},
	{"pick", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("graph_conditional.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
