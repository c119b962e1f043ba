// Warp-level operations: the sync shuffles with and without width, the legacy names, votes,
// and cooperative groups (block, 32- and 8-wide tiles, cg::reduce).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#define FULL 0xffffffffu

void warps(const float *in, float *out, int *votes, double *dv);

void groups(const float *in, float *out);

// Exchanges in branches that only some threads take are made convergent (predicated), so
// they also work where a warp exchange is a work-group barrier.
void divergent(const float *in, float *out, int n);

// A mask that is not all 32 lanes is reported: only NVIDIA honours it.
void partial(const float *in, float *out);

void run(const float *i, float *o, int *v, double *d)
{
    cuportLaunch<decltype(warps)>(cuport_unit_program(), "warps", 1, 64, 0, 0, i, o, v, d);
    cuportLaunch<decltype(groups)>(cuport_unit_program(), "groups", 1, 64, 0, 0, i, o);
    cuportLaunch<decltype(divergent)>(cuport_unit_program(), "divergent", 1, 64, 0, 0, i, o, 64);
    cuportLaunch<decltype(partial)>(cuport_unit_program(), "partial", 1, 32, 0, 0, i, o);
}

// cuport: this unit's OpenCL C kernels (kernel_warp.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_warp.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_warp.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define FULL 0xffffffffu\n"
	"\n"
	"/* cg::reduce(g, v, cg::plus<float>()) over a tile of n threads, the block (n 0)\n"
	"   or a tile of several warps; lanes past the block's end take no part */\n"
	"float cuport_tile_reduce_plus_f32(__local ulong *ws, uint n, float v)\n"
	"{\n"
	"    uint w = n == 0u || n > 32u \077 32u : n;\n"
	"    uint mask = w < 32u \077 cuport_tile_mask(w) : cuport_warp_lanes_mask();\n"
	"    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
	"    for (uint d = w / 2u; d > 0u; d /= 2u) {\n"
	"        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);\n"
	"        if ((lid ^ d) < size)\n"
	"            v = v + o;\n"
	"    }\n"
	"    if (w == n)\n"
	"        return v;\n"
	"    /* lane 0 of each warp holds its warp's result (one word per warp) */\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    if ((lid & 31u) == 0u)\n"
	"        *(__local float *)(ws + (lid >> 5)) = v;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    uint first = n == 0u \077 0u : (lid & ~(n - 1u)) >> 5;\n"
	"    uint count = n == 0u \077 cuport_warp_count() : n >> 5;\n"
	"    v = *(__local float *)(ws + first);\n"
	"    for (uint i = 1u; i < count; i++) {\n"
	"        float o = *(__local float *)(ws + first + i);\n"
	"        v = v + o;\n"
	"    }\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    return v;\n"
	"}\n"
	"\n"
	"/* cg::reduce(g, v, cg::greater<float>()) over a tile of n threads, the block (n 0)\n"
	"   or a tile of several warps; lanes past the block's end take no part */\n"
	"float cuport_tile_reduce_greater_f32(__local ulong *ws, uint n, float v)\n"
	"{\n"
	"    uint w = n == 0u || n > 32u \077 32u : n;\n"
	"    uint mask = w < 32u \077 cuport_tile_mask(w) : cuport_warp_lanes_mask();\n"
	"    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
	"    for (uint d = w / 2u; d > 0u; d /= 2u) {\n"
	"        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);\n"
	"        if ((lid ^ d) < size)\n"
	"            v = max(v, o);\n"
	"    }\n"
	"    if (w == n)\n"
	"        return v;\n"
	"    /* lane 0 of each warp holds its warp's result (one word per warp) */\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    if ((lid & 31u) == 0u)\n"
	"        *(__local float *)(ws + (lid >> 5)) = v;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    uint first = n == 0u \077 0u : (lid & ~(n - 1u)) >> 5;\n"
	"    uint count = n == 0u \077 cuport_warp_count() : n >> 5;\n"
	"    v = *(__local float *)(ws + first);\n"
	"    for (uint i = 1u; i < count; i++) {\n"
	"        float o = *(__local float *)(ws + first + i);\n"
	"        v = max(v, o);\n"
	"    }\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    return v;\n"
	"}\n"
	"\n"
	"float warpSum(float v, __local ulong *cuport_ws)\n"
	"{\n"
	"    for (int o = 16; o > 0; o >>= 1)\n"
	"        // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        v += cuport_shfl_down_f32(cuport_ws, FULL, v, o, 32);\n"
	"    return v;\n"
	"}\n"
	"\n"
	"__kernel void warps(__global const float *in, __global float *out, __global int *votes, __global double *dv)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    float v = in[get_local_id(0)];\n"
	"    v = warpSum(v, cuport_ws);\n"
	"    int lane = (uint)get_local_id(0) & 31;\n"
	"    // CUPORT1207:1: '__shfl_up_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    float up = cuport_shfl_up_f32(cuport_ws, FULL, v, 1, 16);\n"
	"    float x = cuport_shfl_xor_f32(cuport_ws, FULL, v, 4, 32);\n"
	"    float b = cuport_shfl_idx_f32(cuport_ws, FULL, v, 0, 32);\n"
	"    int legacy = cuport_shfl_down_i32(cuport_ws, 0xffffffffu, (int)v, 2, 32);\n"
	"    double d = cuport_shfl_xor_f64(cuport_ws, FULL, dv[get_local_id(0)], 1, 32);\n"
	"    unsigned ballot = cuport_ballot(cuport_ws, FULL, v > 0.0f);\n"
	"    int any_ = cuport_any(cuport_ws, FULL, lane == 3);\n"
	"    int all_ = cuport_all(cuport_ws, FULL, v >= 0.0f);\n"
	"    unsigned active = cuport_activemask(cuport_ws);\n"
	"    cuport_syncwarp(cuport_ws, 0xffffffffu);\n"
	"    votes[get_local_id(0)] = (int)popcount(ballot) + any_ + all_ + (32 - (int)clz((active) & -(active))) + legacy;\n"
	"    out[get_local_id(0)] = v + up + x + b + (float)d;\n"
	"}\n"
	"\n"
	"__kernel void groups(__global const float *in, __global float *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    /* block: the thread block */\n"
	"    /* warp: a tile of 32 threads */\n"
	"    /* tile8: a tile of 8 threads */\n"
	"    float v = in[cuport_linear_local_id()];\n"
	"    for (int o = 32u / 2; o > 0; o /= 2)\n"
	"        // CUPORT1207:2: 'shfl_down' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        v += cuport_shfl_down_f32(cuport_ws, 0xffffffffu, v, o, 32);\n"
	"    float t = cuport_tile_reduce_plus_f32(cuport_ws, 8u, v);\n"
	"    float m = cuport_tile_reduce_greater_f32(cuport_ws, 32u, v);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    // CUPORT1214:3: this branch or loop holds warp exchanges that not every thread may reach, and cuport could not make it convergent (a return inside it, a break or continue of a loop whose trip count differs between threads, or an exchange stored straight to memory); on devices without native warp support it needs restructuring by hand\n"
	"    if (cuport_tile_rank(32u) == 0 && cuport_tile_any(cuport_ws, 8u, v > 1.0f))\n"
	"        out[cuport_tile_meta_rank(32u)] = v + t + m + cuport_shfl_idx_f32(cuport_ws, cuport_tile_mask(8u), v, 0, 8);\n"
	"    cuport_tile_sync(cuport_ws, 8u);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"}\n"
	"\n"
	"// Exchanges in branches that only some threads take are made convergent (predicated), so\n"
	"// they also work where a warp exchange is a work-group barrier.\n"
	"__kernel void divergent(__global const float *in, __global float *out, int n)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    /* block: the thread block */\n"
	"    /* tile8: a tile of 8 threads */\n"
	"    float v = in[get_local_id(0)];\n"
	"    int warp = (uint)get_local_id(0) / 32;\n"
	"    { const bool cuport_p0 = (warp == 0);\n"
	"        { float cuport_t = v; cuport_t = warpSum(v, cuport_ws); if (cuport_p0) v = cuport_t; } }\n"
	"    { const bool cuport_p1 = ((uint)get_local_id(0) < 16); {\n"
	"        float t = cuport_p1 \077 (in[(uint)get_local_id(0) + n]) : 0;\n"
	"        for (int o = 4; o > 0; o /= 2)\n"
	"            // CUPORT1207:4: 'shfl_down' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"            t += cuport_shfl_down_f32(cuport_ws, cuport_tile_mask(8u), t, o, 8);\n"
	"        if (cuport_p1) if (cuport_tile_rank(8u) == 0)\n"
	"            out[(uint)get_local_id(0) / 8] = t;\n"
	"    } { const bool cuport_p2 = !cuport_p1; {\n"
	"        { float cuport_t = v; cuport_t += cuport_shfl_xor_f32(cuport_ws, FULL, v, 1, 32); if (cuport_p2) v = cuport_t; }\n"
	"    } } }\n"
	"    out[get_local_id(0)] = v;\n"
	"}\n"
	"\n"
	"// A mask that is not all 32 lanes is reported: only NVIDIA honours it.\n"
	"__kernel void partial(__global const float *in, __global float *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    // CUPORT1207:5: '__ballot_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    unsigned mask = cuport_ballot(cuport_ws, FULL, in[get_local_id(0)] > 0.0f);\n"
	"    // CUPORT1213:6: '__shfl_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly\n"
	"    // CUPORT1213:7: '__shfl_down_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly\n"
	"    out[get_local_id(0)] = cuport_shfl_idx_f32(cuport_ws, mask, in[get_local_id(0)], 0, 32) + cuport_shfl_down_f32(cuport_ws, 0xffffu, 1.0f, 1, 32);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"warps", 0, nullptr, 0},
	{"groups", 0, nullptr, 0},
	{"divergent", 0, nullptr, 0},
	{"partial", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_warp.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 4, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
