// CUDA graphs: kernels named outside a launch become their runtime handles (with the
// symbols and dynamic shared memory they take), graph types, enums and 3-D copy helpers
// are renamed, and CUDA 11's forms of instantiate and update keep their arguments.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

int counter;

void bump(int *p);

void total(const float *in, float *out);

template <typename T> void scale(T *p, T s);

#define KERNEL_PTR(k) ((void *)k)

void explicit_graph(int *d, float *f, cuportStream_t s)
{
	cuportGraph_t g;
	cuportGraphExec_t exec;
	cuportGraphNode_t n[4];
	float two = 2.0f;
	void *args1[] = {&d};
	void *args2[] = {&f, &f};
	void *args3[] = {&f, &two};
	cuportKernelNodeParams kp = {0};
	cuportMemsetParams mp = {0};
	cuportMemcpy3DParms cp = {0};
	cuportGraphCreate(&g, 0);
	kp.func = (void *)cuportKernelFunc<decltype(bump)>(cuport_unit_program(), "bump", cuportSymbols("counter"));
	kp.gridDim = cuportDim3(1);
	kp.blockDim = cuportDim3(32);
	kp.kernelParams = args1;
	cuportGraphAddKernelNode(&n[0], g, NULL, 0, &kp);
	kp.func = (void *)cuportKernelFunc<decltype(total)>(cuport_unit_program(), "total", cuportDynamicShared);
	kp.sharedMemBytes = 32 * sizeof(float);
	kp.kernelParams = args2;
	cuportGraphAddKernelNode(&n[1], g, &n[0], 1, &kp);
	kp.func = KERNEL_PTR(cuportKernelFunc<decltype(scale<float>)>(cuport_unit_program(), "scale_float"));
	kp.kernelParams = args3;
	cuportGraphAddKernelNode(&n[2], g, &n[1], 1, &kp);
	mp.dst = d;
	mp.elementSize = sizeof(int);
	mp.width = 32;
	mp.height = 1;
	cuportGraphAddMemsetNode(&n[3], g, NULL, 0, &mp);
	cuportGraphAddDependencies(g, &n[3], &n[0], 1);
	cp.srcPtr = make_cuportPitchedPtr(f, 32 * sizeof(float), 32, 1);
	cp.dstPtr = make_cuportPitchedPtr(f + 32, 32 * sizeof(float), 32, 1);
	cp.srcPos = make_cuportPos(0, 0, 0);
	cp.extent = make_cuportExtent(32 * sizeof(float), 1, 1);
	cp.kind = cuportMemcpyDeviceToDevice;
	cuportMemcpy3DAsync(&cp, s);
	cuportGraphInstantiate(&exec, g, NULL, NULL, 0);
	cuportGraphExecKernelNodeSetParams(exec, n[2], &kp);
	cuportGraphLaunch(exec, s);
	cuportGraphExecDestroy(exec);
	cuportGraphDestroy(g);
}

void captured_graph(int *d, cuportStream_t s, cuportStream_t t, cuportEvent_t e)
{
	cuportGraph_t g;
	cuportGraphExec_t exec = NULL;
	cuportStreamCaptureStatus status;
	cuportGraphExecUpdateResult result;
	cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal);
	cuportEventRecord(e, s);
	cuportStreamWaitEvent(t, e, 0);
	cuportLaunch<decltype(bump)>(cuport_unit_program(), "bump", 1, 32, 0, t, cuportSymbols("counter"), d);
	cuportEventRecord(e, t);
	cuportStreamWaitEvent(s, e, 0);
	cuportStreamIsCapturing(s, &status);
	cuportStreamEndCapture(s, &g);
	cuportGraphInstantiate(&exec, g, 0);
	if (cuportGraphExecUpdate(exec, g, NULL, &result) != cuportSuccess ||
	    result != cuportGraphExecUpdateSuccess)
		cuportGraphExecDestroy(exec);
}

// cuport: this unit's OpenCL C kernels (host_graph.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_graph.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_graph.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void bump(__global int *p, __global int *counter)\n"
	"{ p[get_local_id(0)] += (*counter); }\n"
	"\n"
	"__kernel void total(__global const float *in, __global float *out, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"\t__local float *part = (__local float *)cuport_dynamic_shared;\n"
	"\tpart[get_local_id(0)] = in[get_local_id(0)];\n"
	"\tbarrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"\tif ((uint)get_local_id(0) == 0)\n"
	"\t\tout[get_group_id(0)] = part[0];\n"
	"}\n"
	"\n"
	"__kernel void scale_float(__global float *p, float s)\n"
	"{ p[get_local_id(0)] *= s; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"counter"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"bump", 1, cuport_unit_symbols_0, 0},
	{"total", 0, nullptr, 1},
	{"scale_float", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_graph.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "counter", sizeof(counter), &counter);
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
