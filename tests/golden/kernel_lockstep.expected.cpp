// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer
// with nothing between the statements, counting on lock-step (a classic final-warp
// reduction, and a scan written as chained assignments). Reported (CUPORT1222), with a
// warp barrier between the statements; __syncwarp() between them, or a plain (not
// volatile) array, is not such code.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void reduce(const float *in, float *out, int *scan);

void run(const float *i, float *o, int *s) { cuportLaunch<decltype(reduce)>(cuport_unit_program(), "reduce", 1, 64, 0, 0, i, o, s); }

// cuport: this unit's OpenCL C kernels (kernel_lockstep.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_lockstep.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_lockstep.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer\n"
	"// with nothing between the statements, counting on lock-step (a classic final-warp\n"
	"// reduction, and a scan written as chained assignments). Reported (CUPORT1222), with a\n"
	"// warp barrier between the statements; __syncwarp() between them, or a plain (not\n"
	"// volatile) array, is not such code.\n"
	"void warpReduce(__local volatile float *s, unsigned int tid)\n"
	"{\n"
	"    // CUPORT1222:0: these statements exchange data between the lanes of a warp through 's' with no synchronisation between them, counting on the warp running in lock-step; cuport puts a warp barrier (cuport_lockstep) between them, which holds on NVIDIA and on sub-groups of 32, but on devices without either (CPUs, PoCL) the lanes do not run in lock-step and the result is wrong: rewrite it with shuffles, or with __syncwarp()/__syncthreads() between the reads and the writes in code every thread reaches\n"
	"    s[tid] += s[tid + 32]; cuport_lockstep();\n"
	"    s[tid] += s[tid + 16]; cuport_lockstep();\n"
	"    s[tid] += s[tid + 8]; cuport_lockstep();\n"
	"    s[tid] += s[tid + 4]; cuport_lockstep();\n"
	"    s[tid] += s[tid + 2]; cuport_lockstep();\n"
	"    s[tid] += s[tid + 1];\n"
	"}\n"
	"\n"
	"int warpScan(int v, __local volatile int *s)\n"
	"{\n"
	"    int idx = 2 * (uint)get_local_id(0) - ((uint)get_local_id(0) & 31);\n"
	"    s[idx] = 0;\n"
	"    idx += 32;\n"
	"    int t = s[idx] = v;\n"
	"    // CUPORT1222:1: these statements exchange data between the lanes of a warp through 's' with no synchronisation between them, counting on the warp running in lock-step; cuport puts a warp barrier (cuport_lockstep) between them, which holds on NVIDIA and on sub-groups of 32, but on devices without either (CPUs, PoCL) the lanes do not run in lock-step and the result is wrong: rewrite it with shuffles, or with __syncwarp()/__syncthreads() between the reads and the writes in code every thread reaches\n"
	"    s[idx] = t += s[idx - 1]; cuport_lockstep();\n"
	"    s[idx] = t += s[idx - 2]; cuport_lockstep();\n"
	"    s[idx] = t += s[idx - 4];\n"
	"    return s[idx - 1];\n"
	"}\n"
	"\n"
	"__kernel void reduce(__global const float *in, __global float *out, __global int *scan)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local float sdata[128] __attribute__((aligned(16)));\n"
	"    __local int sscan[128] __attribute__((aligned(16)));\n"
	"    unsigned tid = get_local_id(0);\n"
	"    sdata[tid] = in[tid];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (tid < 32)\n"
	"        warpReduce(sdata, tid);\n"
	"    scan[tid] = warpScan((int)in[tid], sscan);\n"
	"    // synchronised: not reported\n"
	"    { const bool cuport_p0 = (tid < 32); {\n"
	"        __local volatile float *v = sdata;\n"
	"        if (cuport_p0) v[tid] += v[tid + 16];\n"
	"        // CUPORT1207:2: '__syncwarp' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        cuport_syncwarp(cuport_ws, 0xffffffffu);\n"
	"        if (cuport_p0) v[tid] += v[tid + 8];\n"
	"    } }\n"
	"    if (tid == 0)\n"
	"        out[get_group_id(0)] = sdata[0];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"reduce", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_lockstep.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
