// Synchronisation the portable path compiles cheaply (PoCL's work-group compiler): a block
// or tile sync inside a branch made convergent for a shuffle runs unguarded (a guarded one
// would be a barrier only some work-items reach), and `#pragma unroll` before a loop that
// synchronises becomes CUPORT_PRAGMA_UNROLL_SYNC(n): unrolled on the native paths only.
// Loops that do not synchronise keep their pragma as written. A branch whose only exchange
// is a tile's cg::sync is predicated too (its barrier must be reached by every work-item).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void sums(const float *in, float *out, int n);

void tile_sums(const int *in, int *out);

void run(const float *i, float *o, int n) { cuportLaunch<decltype(sums)>(cuport_unit_program(), "sums", 4, 256, 0, 0, i, o, n); }
void run2(const int *i, int *o) { cuportLaunch<decltype(tile_sums)>(cuport_unit_program(), "tile_sums", 4, 64, 0, 0, i, o); }

// cuport: this unit's OpenCL C kernels (kernel_sync_portable.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_sync_portable.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_sync_portable.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float warp_sum(float v, __local ulong *cuport_ws)\n"
	"{\n"
	"CUPORT_PRAGMA_UNROLL_SYNC()\n"
	"    for (int d = 16; d > 0; d /= 2)\n"
	"        // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        v += cuport_shfl_down_f32(cuport_ws, 0xffffffffu, v, d, 32);\n"
	"    return v;\n"
	"}\n"
	"\n"
	"__kernel void sums(__global const float *in, __global float *out, int n)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local float part[32] __attribute__((aligned(16)));\n"
	"    __local float vals[256] __attribute__((aligned(16)));\n"
	"    /* block: the thread block */\n"
	"    cuport_group tile = cuport_tile_group(16u);\n"
	"    float v = in[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)];\n"
	"    { const bool cuport_p0 = ((uint)get_local_id(0) < 64); {\n"
	"        if (cuport_p0) vals[get_local_id(0)] = v;\n"
	"        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"        { float cuport_t = v; cuport_t = warp_sum(v + vals[(uint)get_local_id(0) ^ 1], cuport_ws); if (cuport_p0) v = cuport_t; }\n"
	"        cuport_group_sync(cuport_ws, tile);\n"
	"        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    } }\n"
	"    if ((uint)get_local_id(0) % 32 == 0)\n"
	"        part[(uint)get_local_id(0) / 32] = v;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"CUPORT_PRAGMA_UNROLL_SYNC(4)\n"
	"    for (int i = 0; i < 4; i++) {\n"
	"        vals[get_local_id(0)] += part[i];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    }\n"
	"#pragma unroll\n"
	"    for (int i = 0; i < 8; i++)\n"
	"        v += vals[((uint)get_local_id(0) + i) % 256];\n"
	"    out[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)] = v;\n"
	"}\n"
	"\n"
	"__kernel void tile_sums(__global const int *in, __global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local int vals[16] __attribute__((aligned(16)));\n"
	"    cuport_group tile = cuport_tile_group(16u);\n"
	"    int r = 0;\n"
	"    { const bool cuport_p0 = ((uint)get_local_id(0) < 16); {\n"
	"        if (cuport_p0) vals[get_local_id(0)] = in[(uint)get_group_id(0) * 16 + (uint)get_local_id(0)];\n"
	"        cuport_group_sync(cuport_ws, tile);\n"
	"        if (cuport_p0) r = vals[(uint)get_local_id(0) ^ 1];\n"
	"    } }\n"
	"    out[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)] = r;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"sums", 0, nullptr, 0},
	{"tile_sums", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_sync_portable.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
