// Block-wide votes, device printf with 64-bit formats, assert, identifiers that OpenCL C
// reserves (local, global, half...), and a reference into shared memory.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cassert>
#include <cstdio>

void misc(const float *v, int *out, unsigned long long big);

void run(const float *v, int *o) { cuportLaunch<decltype(misc)>(cuport_unit_program(), "misc", 2, 64, 0, 0, cuportSymbols("cuport_assert_flag"), v, o, 1ull << 40); }

// cuport: this unit's OpenCL C kernels (kernel_misc.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_misc.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_misc.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"/* CUDA's device-side assert: OpenCL C has none, so a failed one prints CUDA's\n"
	"   message and the kernel goes on; the flag it sets makes the next synchronisation\n"
	"   return cudaErrorAssert. */\n"
	"#ifndef assert\n"
	"#define assert(cond) ((cond) \077 (void)0 : (void)(printf(\"%s:%d: %s: block: [%u,%u,%u], \" \\\n"
	"    \"thread: [%u,%u,%u] Assertion `%s` failed.\\n\", __FILE__, __LINE__, __func__, \\\n"
	"    (uint)get_group_id(0), (uint)get_group_id(1), (uint)get_group_id(2), \\\n"
	"    (uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2), #cond), *cuport_assert_flag = 1u))\n"
	"#endif\n"
	"\n"
	"/* __syncthreads_count/_and/_or: a barrier that also counts the\n"
	"   work-items whose predicate is true, through one __local int. Every\n"
	"   work-item adds (0 or 1): PoCL evaluates a branch between barriers\n"
	"   once for the work-group when this is called several times in a row. */\n"
	"int cuport_syncthreads_count(__local int *c, int pred)\n"
	"{\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (cuport_linear_local_id() == 0)\n"
	"        *c = 0;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    atomic_add(c, pred != 0);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    int n = *c;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    return n;\n"
	"}\n"
	"\n"
	"int cuport_syncthreads_and(__local int *c, int pred)\n"
	"{\n"
	"    return cuport_syncthreads_count(c, pred) == (int)cuport_block_size();\n"
	"}\n"
	"\n"
	"int cuport_syncthreads_or(__local int *c, int pred)\n"
	"{\n"
	"    return cuport_syncthreads_count(c, pred) != 0;\n"
	"}\n"
	"\n"
	"int countPositive(__global const float *v, __private int *hits, __local int *cuport_sync)\n"
	"{\n"
	"    int n = cuport_syncthreads_count(cuport_sync, v[get_local_id(0)] > 0.0f);\n"
	"    (*hits) += n;\n"
	"    return n;\n"
	"}\n"
	"\n"
	"__kernel void misc(__global const float *v, __global int *out, ulong big, __global volatile uint *cuport_assert_flag)\n"
	"{\n"
	"    CUPORT_BLOCK_COUNTER(cuport_sync);\n"
	"    int hits = 0;\n"
	"    int global_ = countPositive(v, &(hits), cuport_sync);\n"
	"    int all_ = cuport_syncthreads_and(cuport_sync, v[get_local_id(0)] >= 0.0f);\n"
	"    int any_ = cuport_syncthreads_or(cuport_sync, v[get_local_id(0)] > 100.0f);\n"
	"    assert(global_ >= 0);\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        printf(\"block %d: %d positive, all=%d any=%d, big=%lu size=%lu\\n\", (uint)get_group_id(0), global_,\n"
	"               all_, any_, big, sizeof(big));\n"
	"    float half_ = v[0] * 0.5f;\n"
	"    out[get_group_id(0)] = global_ + hits + (int)half_;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"cuport_assert_flag"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"misc", 1, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_misc.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
