// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer
// with nothing between the statements, counting on lock-step (a classic final-warp
// reduction, and a scan written as chained assignments). Each statement is split into its
// read, a barrier every work-item reaches, its write and a barrier, the branches around it
// predicated; __syncwarp() between them, or a plain (not volatile) array, is not such code.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void reduce(const float *in, float *out, int *scan);

void run(const float *i, float *o, int *s) { cuportLaunch<decltype(reduce)>(cuport_unit_program(), "reduce", 1, 64, 0, 0, i, o, s); }

// A scan through a volatile pointer parameter, each step in its own if (HeCBench's split
// writes it so), called by every thread and then under `if (idx < 32)`: made convergent.
void steps(unsigned *out);

// A return in the branch: it cannot be predicated, and is reported.
void early(float *out);

// cuport: this unit's OpenCL C kernels (kernel_lockstep.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_lockstep.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_lockstep.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer\n"
	"// with nothing between the statements, counting on lock-step (a classic final-warp\n"
	"// reduction, and a scan written as chained assignments). Each statement is split into its\n"
	"// read, a barrier every work-item reaches, its write and a barrier, the branches around it\n"
	"// predicated; __syncwarp() between them, or a plain (not volatile) array, is not such code.\n"
	"void warpReduce(__local volatile float *s, unsigned int tid, int cuport_active)\n"
	"{\n"
	"    { cuport_lockstep_sync(); volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active \077 *cuport_a + (s[tid + 32]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active \077 *cuport_a + (s[tid + 16]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active \077 *cuport_a + (s[tid + 8]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active \077 *cuport_a + (s[tid + 4]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active \077 *cuport_a + (s[tid + 2]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active \077 *cuport_a + (s[tid + 1]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"}\n"
	"\n"
	"int warpScan(int v, __local volatile int *s, int cuport_active)\n"
	"{\n"
	"    int idx = 2 * (uint)get_local_id(0) - ((uint)get_local_id(0) & 31);\n"
	"    if (cuport_active) s[idx] = 0;\n"
	"    if (cuport_active) idx += 32;\n"
	"    int t = cuport_active \077 (s[idx] = v) : 0;\n"
	"    { cuport_lockstep_sync(); volatile __local int *cuport_a = &(s[idx]); int cuport_l = cuport_active \077 (t += s[idx - 1]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    { volatile __local int *cuport_a = &(s[idx]); int cuport_l = cuport_active \077 (t += s[idx - 2]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    { volatile __local int *cuport_a = &(s[idx]); int cuport_l = cuport_active \077 (t += s[idx - 4]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }\n"
	"    return cuport_active \077 (s[idx - 1]) : 0;\n"
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
	"    { const bool cuport_p0 = (tid < 32);\n"
	"        warpReduce(sdata, tid, cuport_p0); }\n"
	"    scan[tid] = warpScan((int)in[tid], sscan, 1);\n"
	"    // synchronised: not reported\n"
	"    { const bool cuport_p1 = (tid < 32); {\n"
	"        __local volatile float *v = sdata;\n"
	"        if (cuport_p1) v[tid] += v[tid + 16];\n"
	"        // CUPORT1207:0: '__syncwarp' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        cuport_syncwarp(cuport_ws, 0xffffffffu);\n"
	"        if (cuport_p1) v[tid] += v[tid + 8];\n"
	"    } }\n"
	"    // CUPORT1229:1: in kernel 'reduce', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */\n"
	"    if (tid == 0)\n"
	"        out[get_group_id(0)] = sdata[0];\n"
	"}\n"
	"\n"
	"// A scan through a volatile pointer parameter, each step in its own if (HeCBench's split\n"
	"// writes it so), called by every thread and then under `if (idx < 32)`: made convergent.\n"
	"unsigned int scanSteps(unsigned int val, __local volatile unsigned int *s, int maxlevel, int cuport_active)\n"
	"{\n"
	"    int idx = 2 * (uint)get_local_id(0) - ((uint)get_local_id(0) & 31);\n"
	"    if (cuport_active) s[idx] = 0;\n"
	"    if (cuport_active) idx += 32;\n"
	"    if (cuport_active) s[idx] = val;\n"
	"    { const bool cuport_p0 = cuport_active && (0 <= maxlevel); { { cuport_lockstep_sync(); volatile __local unsigned int *cuport_a = &(s[idx]); unsigned int cuport_l = cuport_p0 \077 *cuport_a + (s[idx - 1]) : 0; cuport_lockstep_sync(); if (cuport_p0) *cuport_a = cuport_l; cuport_lockstep_sync(); } } }\n"
	"    { const bool cuport_p1 = cuport_active && (1 <= maxlevel); { { volatile __local unsigned int *cuport_a = &(s[idx]); unsigned int cuport_l = cuport_p1 \077 *cuport_a + (s[idx - 2]) : 0; cuport_lockstep_sync(); if (cuport_p1) *cuport_a = cuport_l; cuport_lockstep_sync(); } } }\n"
	"    { const bool cuport_p2 = cuport_active && (2 <= maxlevel); { volatile __local unsigned int *cuport_a = &(s[idx]); unsigned int cuport_l = cuport_p2 \077 *cuport_a + (s[idx - 4]) : 0; cuport_lockstep_sync(); if (cuport_p2) *cuport_a = cuport_l; cuport_lockstep_sync(); } }\n"
	"    return cuport_active \077 (s[idx] - val) : 0;\n"
	"}\n"
	"\n"
	"__kernel void steps(__global unsigned int *out)\n"
	"{\n"
	"    __local unsigned sm[256] __attribute__((aligned(16)));\n"
	"    unsigned v = scanSteps((uint)get_local_id(0), sm, 2, 1);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    { const bool cuport_p0 = ((uint)get_local_id(0) < 32);\n"
	"        { unsigned int cuport_h1 = scanSteps(v, sm, 1, cuport_p0); if (cuport_p0) out[get_local_id(0)] = cuport_h1; } }\n"
	"}\n"
	"\n"
	"// A return in the branch: it cannot be predicated, and is reported.\n"
	"__kernel void early(__global float *out)\n"
	"{\n"
	"    __local float s[64] __attribute__((aligned(16)));\n"
	"    unsigned t = get_local_id(0);\n"
	"    s[t] = out[t];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    // CUPORT1214:2: this branch or loop holds warp exchanges that not every thread may reach, and cuport could not make it convergent (a return inside it, a break or continue of a loop whose trip count differs between threads, or an exchange stored straight to memory); on devices without native warp support it needs restructuring by hand\n"
	"    if (t < 32) {\n"
	"        __local volatile float *v = s;\n"
	"        if (out[t] < 0)\n"
	"            return;\n"
	"        // CUPORT1222:3: these statements exchange data between the lanes of a warp through 'v' with no synchronisation between them, counting on the warp running in lock-step, in a branch cuport could not make every work-item run (a return inside it); cuport puts a warp barrier (cuport_lockstep) after each, which holds on NVIDIA and on sub-groups of 32, but on devices without either (CPUs, PoCL) the lanes do not run in lock-step and the result is wrong: move the return out of the branch, or rewrite the code with shuffles\n"
	"        v[t] += v[t + 16]; cuport_lockstep();\n"
	"        v[t] += v[t + 8]; cuport_lockstep();\n"
	"    }\n"
	"    out[t] = s[t];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"reduce", 0, nullptr, 0},
	{"steps", 0, nullptr, 0},
	{"early", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_lockstep.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
