// Cooperative groups as parameters of device functions: a thread_group (by value and by
// reference) holds its kind at run time; thread_block and thread_block_tile<N> parameters
// keep what their type says. Call sites pass the group as a value.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
// Only a free cg::sync of a tile made inside: the function still gets the exchange state.
// CUPORT1207:1: 'any' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
void groups(int *out);

// cg's shfl takes any type: vectors go component by component, small integers as int.
void vectorShuffles(cuport_uint4 *v, cuport_float2 *f, short *s);

void run(int *o)
{
    cuportLaunch<decltype(groups)>(cuport_unit_program(), "groups", 1, 64, 0, 0, o);
    cuportLaunch<decltype(vectorShuffles)>(cuport_unit_program(), "vectorShuffles", 1, 64, 0, 0, (cuport_uint4 *)o, (cuport_float2 *)o, (short *)o);
}

// cuport: this unit's OpenCL C kernels (kernel_groups.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_groups.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_groups.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"int rankSum(cuport_group g, __local int *s, int v, __local ulong *cuport_ws, int cuport_active)\n"
	"{\n"
	"    if (cuport_active) s[cuport_group_rank(g)] = v;\n"
	"    cuport_group_sync(cuport_ws, g);\n"
	"    int total = 0;\n"
	"    if (cuport_active) for (int i = 0; i < (int)cuport_group_size(g); i++)\n"
	"        total += s[i];\n"
	"    cuport_group_sync(cuport_ws, g);\n"
	"    return total;\n"
	"}\n"
	"\n"
	"unsigned int count(cuport_group g)\n"
	"{ return cuport_group_size(g); }\n"
	"\n"
	"int lead(cuport_group cta, cuport_group t, int v, __local ulong *cuport_ws)\n"
	"{\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    cuport_tile_sync(cuport_ws, 16u);\n"
	"    // CUPORT1207:0: 'shfl' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    return cuport_shfl_idx_i32(cuport_ws, cuport_tile_mask(16u), v, 0, 16) + (int)cuport_tile_meta_rank(16u) + (int)cuport_linear_local_id();\n"
	"}\n"
	"\n"
	"bool anyIn(cuport_group t, bool p, __local ulong *cuport_ws)\n"
	"{ return cuport_tile_any(cuport_ws, 8u, p); }\n"
	"\n"
	"// Only a free cg::sync of a tile made inside: the function still gets the exchange state.\n"
	"void tileBarrier(cuport_group cta, __local ulong *cuport_ws)\n"
	"{\n"
	"    /* t: a tile of 8 threads */\n"
	"    cuport_tile_sync(cuport_ws, 8u);\n"
	"}\n"
	"\n"
	"__kernel void groups(__global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local int s[256] __attribute__((aligned(16)));\n"
	"    /* block: the thread block */\n"
	"    /* tile16: a tile of 16 threads */\n"
	"    /* tile8: a tile of 8 threads */\n"
	"    cuport_group dyn = cuport_tile_group(4u);\n"
	"    int r = rankSum(cuport_block_group(), s, 1, cuport_ws, 1) + rankSum(cuport_tile_group(16u), s, 2, cuport_ws, 1) + rankSum(dyn, s, 3, cuport_ws, 1);\n"
	"    r += (int)count(cuport_block_group()) + (int)count(dyn);\n"
	"    r += lead(cuport_block_group(), cuport_tile_group(16u), r, cuport_ws) + anyIn(cuport_tile_group(8u), r > 3, cuport_ws);\n"
	"    tileBarrier(cuport_block_group(), cuport_ws);\n"
	"    /* grid: the grid */\n"
	"    out[cuport_grid_rank()] = r + (int)cuport_group_rank(dyn) + (int)(cuport_grid_size() + cuport_grid_blocks() + cuport_linear_group_id());\n"
	"}\n"
	"\n"
	"// cg's shfl takes any type: vectors go component by component, small integers as int.\n"
	"__kernel void vectorShuffles(__global uint4 *v, __global float2 *f, __global short *s)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    /* tile: a tile of 32 threads */\n"
	"    unsigned i = get_local_id(0);\n"
	"    // CUPORT1207:2: 'shfl_xor' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    v[i] = cuport_shfl_xor_u32x4(cuport_ws, 0xffffffffu, v[i], 1, 32);\n"
	"    f[i] = cuport_shfl_down_f32x2(cuport_ws, 0xffffffffu, f[i], 2, 32);\n"
	"    s[i] = (short)cuport_shfl_idx_i32(cuport_ws, 0xffffffffu, s[i], 0, 32);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"groups", 0, nullptr, 0},
	{"vectorShuffles", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_groups.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
