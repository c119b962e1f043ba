// Groups made by a vote of the lanes that run the code: coalesced_threads() with
// warp-aggregated atomics in divergent branches (in a device function, whose body is then
// predicated on the flag its callers pass), __activemask() in a predicated branch,
// labeled_partition and binary_partition of a tile, a tile of a tile with its meta-group,
// and __match_any_sync / __match_all_sync.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void filter(int *dst, int *nres, const int *src, int n);

void active(const int *in, unsigned *masks, int *ranks);

void partitions(const int *in, int *out);

void matches(const int *in, const double *d, unsigned *out);

void run(int *d, int *n, const int *s, unsigned *m, double *dd)
{
    cuportLaunch<decltype(filter)>(cuport_unit_program(), "filter", 4, 64, 0, 0, d, n, s, 256);
    cuportLaunch<decltype(active)>(cuport_unit_program(), "active", 1, 64, 0, 0, s, m, d);
    cuportLaunch<decltype(partitions)>(cuport_unit_program(), "partitions", 1, 64, 0, 0, s, d);
    cuportLaunch<decltype(matches)>(cuport_unit_program(), "matches", 1, 64, 0, 0, s, dd, m);
}

// cuport: this unit's OpenCL C kernels (kernel_coalesced.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_coalesced.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_coalesced.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"int atomicAggInc(__global int *ctr, __local ulong *cuport_ws, int cuport_active)\n"
	"{\n"
	"    cuport_group g = cuport_coalesced_group(cuport_ws, cuport_active);\n"
	"    int warp_res;\n"
	"    if (cuport_active) if (cuport_group_rank(g) == 0)\n"
	"        warp_res = cuport_atomic_add_global_i32(ctr, (int)cuport_group_size(g));\n"
	"    // CUPORT1207:0: 'shfl' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    return cuport_shfl_idx_i32(cuport_ws, g.run, warp_res, cuport_group_lane(g, 0), 32) + cuport_group_rank(g);\n"
	"}\n"
	"\n"
	"__kernel void filter(__global int *dst, __global int *nres, __global const int *src, int n)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    int i = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);\n"
	"    { const bool cuport_p0 = (i < n && src[i] > 0);\n"
	"        { int cuport_h1 = atomicAggInc(nres, cuport_ws, cuport_p0); if (cuport_p0) dst[cuport_h1] = src[i]; } }\n"
	"}\n"
	"\n"
	"__kernel void active(__global const int *in, __global unsigned int *masks, __global int *ranks)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    unsigned t = get_local_id(0);\n"
	"    unsigned m = 0;\n"
	"    { const bool cuport_p0 = (in[t] % 3 == 0); {\n"
	"        // CUPORT1207:1: '__activemask' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        { unsigned int cuport_t = m; cuport_t = cuport_active_mask(cuport_ws, cuport_p0); if (cuport_p0) m = cuport_t; }\n"
	"        cuport_group g = cuport_coalesced_group(cuport_ws, cuport_p0);\n"
	"        { int cuport_h1 = cuport_group_any(cuport_ws, g, in[t] > 5); if (cuport_p0) ranks[t] = (int)cuport_group_rank(g) + 100 * (int)cuport_group_size(g) + 10000 * cuport_h1; }\n"
	"    } }\n"
	"    masks[t] = m;\n"
	"}\n"
	"\n"
	"__kernel void partitions(__global const int *in, __global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    /* block: the thread block */\n"
	"    /* tile32: a tile of 32 threads */\n"
	"    /* tile4: a tile of 4 threads */\n"
	"    unsigned t = get_local_id(0);\n"
	"    // CUPORT1207:2: 'labeled_partition' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    cuport_group byLabel = cuport_labeled_group(cuport_ws, cuport_tile_group(32u), in[t] % 4);\n"
	"    cuport_group odd = cuport_binary_group(cuport_ws, cuport_tile_group(32u), (in[t] & 1) != 0);\n"
	"    int sum = cuport_shfl_idx_i32(cuport_ws, byLabel.run, in[t], cuport_group_lane(byLabel, 0), 32) + cuport_shfl_idx_i32(cuport_ws, odd.run, in[t], cuport_group_lane_down(odd, 1), 32);\n"
	"    out[t] = sum + (int)(cuport_group_size(byLabel) * 100 + cuport_group_rank(odd) * 1000) +\n"
	"             (int)(cuport_subtile_meta_rank(4u, 32u) * 100000 + cuport_subtile_meta_size(4u, 32u) * 1000000);\n"
	"}\n"
	"\n"
	"__kernel void matches(__global const int *in, __global const double *d, __global unsigned int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    unsigned t = get_local_id(0);\n"
	"    int pred = 0;\n"
	"    // CUPORT1207:3: '__match_any_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    unsigned any_ = cuport_match_any_i32(cuport_ws, 0xffffffffu, in[t] % 5);\n"
	"    unsigned all_ = cuport_match_all_f64(cuport_ws, cuport_ballot(cuport_ws, 0xffffffffu, t < 40), d[t / 8], &pred);\n"
	"    out[t] = any_ ^ all_ ^ (unsigned)pred;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"filter", 0, nullptr, 0},
	{"active", 0, nullptr, 0},
	{"partitions", 0, nullptr, 0},
	{"matches", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_coalesced.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 4, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
