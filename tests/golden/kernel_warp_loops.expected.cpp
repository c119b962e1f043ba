// Warp exchanges in loops whose trip count differs between lanes: every work-item iterates
// while any is still in (cuport_loop_any), each one's body predicated on its own sticky flag,
// so __activemask() and coalesced_threads() see the lanes still in. Loops that run as often
// everywhere (a constant or template bound, a kernel parameter, blockDim) are left alone.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
// a grid-stride loop (for), the exchange in a branch of its body
void compact(int *dst, int *n, const int *src, int len);

// while over a per-lane count; do-while with a ballot's mask
void counts(const int *cnt, int *out, unsigned *masks);

// bounds the same everywhere: left as written
template <int W>
void uniform(const float *in, float *out, int rounds);

// a loop with a per-lane bound inside a predicated branch: its flag starts from the branch's
void nested(const int *len, const float *in, float *out);

// a break that depends on the lane: cannot be predicated, reported (CUPORT1214)
void early(const int *in, int *out);

void run(int *d, int *n, const int *s, const int *c, unsigned *m, const float *f, float *o)
{
    cuportLaunch<decltype(compact)>(cuport_unit_program(), "compact", 4, 64, 0, 0, d, n, s, 1000);
    cuportLaunch<decltype(counts)>(cuport_unit_program(), "counts", 2, 64, 0, 0, c, d, m);
    cuportLaunch<decltype(uniform<8>)>(cuport_unit_program(), "uniform_8", 1, 64, 0, 0, f, o, 3);
    cuportLaunch<decltype(nested)>(cuport_unit_program(), "nested", 1, 64, 0, 0, c, f, o);
    cuportLaunch<decltype(early)>(cuport_unit_program(), "early", 1, 64, 0, 0, s, d);
}

// cuport: this unit's OpenCL C kernels (kernel_warp_loops.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_warp_loops.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_warp_loops.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"int aggInc(__global int *counter, __local ulong *cuport_ws, int cuport_active)\n"
	"{\n"
	"    cuport_group g = cuport_coalesced_group(cuport_ws, cuport_active);\n"
	"    int res = 0;\n"
	"    if (cuport_active) if (cuport_group_rank(g) == 0)\n"
	"        res = cuport_atomic_add_global_i32(counter, (int)cuport_group_size(g));\n"
	"    // CUPORT1207:0: 'shfl' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    return cuport_shfl_idx_i32(cuport_ws, g.run, res, cuport_group_lane(g, 0), 32) + (int)cuport_group_rank(g);\n"
	"}\n"
	"\n"
	"// a grid-stride loop (for), the exchange in a branch of its body\n"
	"__kernel void compact(__global int *dst, __global int *n, __global const int *src, int len)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    { bool cuport_p0 = 1; for (int i = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0); cuport_loop_any(cuport_ws, cuport_p0 = cuport_p0 && (i < len)); cuport_p0 \077 (void)(i += (uint)get_num_groups(0) * (uint)get_local_size(0)) : (void)0)\n"
	"        { const bool cuport_p1 = cuport_p0 && (src[i] > 0);\n"
	"            { int cuport_h1 = aggInc(n, cuport_ws, cuport_p1); if (cuport_p1) dst[cuport_h1] = src[i]; } } }\n"
	"}\n"
	"\n"
	"// while over a per-lane count; do-while with a ballot's mask\n"
	"__kernel void counts(__global const int *cnt, __global int *out, __global unsigned int *masks)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    int t = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0), k = 0;\n"
	"    { bool cuport_p0 = 1; while (cuport_loop_any(cuport_ws, cuport_p0 = cuport_p0 && (k < cnt[t]))) {\n"
	"        // CUPORT1207:1: '__activemask' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        unsigned m = cuport_active_mask(cuport_ws, cuport_p0);\n"
	"        { unsigned int cuport_h1 = cuport_reduce_add_u32(cuport_ws, m, k); if (cuport_p0) out[t * 8 + k] = cuport_h1; }\n"
	"        if (cuport_p0) k++;\n"
	"    } }\n"
	"    int j = 0;\n"
	"    { bool cuport_p1 = 1; do {\n"
	"        // CUPORT1213:2: '__ballot_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly\n"
	"        unsigned m = cuport_ballot(cuport_ws, cuport_active_mask(cuport_ws, cuport_p1), j & 1);\n"
	"        if (cuport_p1) masks[t * 8 + j] = m;\n"
	"    } while (cuport_loop_any(cuport_ws, cuport_p1 = cuport_p1 && (++j < cnt[t]))); }\n"
	"}\n"
	"\n"
	"// a loop with a per-lane bound inside a predicated branch: its flag starts from the branch's\n"
	"__kernel void nested(__global const int *len, __global const float *in, __global float *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    float v = 0;\n"
	"    { const bool cuport_p0 = ((uint)get_local_id(0) < 48); {\n"
	"        { bool cuport_p1 = cuport_p0; for (int i = 0; cuport_loop_any(cuport_ws, cuport_p1 = cuport_p1 && (i < len[get_local_id(0)])); cuport_p1 \077 (void)(i++) : (void)0)\n"
	"            // CUPORT1213:5: '__shfl_down_sync' is called with a mask that may not be full; on devices without native warp support only full masks are exchanged correctly\n"
	"            // CUPORT1207:4: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"            { float cuport_t = v; cuport_t += cuport_shfl_down_f32(cuport_ws, cuport_active_mask(cuport_ws, cuport_p1), in[i], 1, 32); if (cuport_p1) v = cuport_t; } }\n"
	"    } }\n"
	"    out[get_local_id(0)] = v;\n"
	"}\n"
	"\n"
	"// a break that depends on the lane: cannot be predicated, reported (CUPORT1214)\n"
	"__kernel void early(__global const int *in, __global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    int v = in[get_local_id(0)];\n"
	"    // CUPORT1214:6: this branch or loop holds warp exchanges that not every thread may reach, and cuport could not make it convergent (a return inside it, a break or continue of a loop whose trip count differs between threads, or an exchange stored straight to memory); on devices without native warp support it needs restructuring by hand\n"
	"    for (int i = 0; i < 4; i++) {\n"
	"        if (v > 100)\n"
	"            break;\n"
	"        // CUPORT1207:7: '__shfl_xor_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        v += cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 1, 32);\n"
	"    }\n"
	"    out[get_local_id(0)] = v;\n"
	"}\n"
	"\n"
	"__kernel void uniform_8(__global const float *in, __global float *out, int rounds)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    float v = in[get_local_id(0)];\n"
	"    for (int r = 0; r < rounds; r++)\n"
	"        for (int o = 8 / 2; o > 0; o >>= 1)\n"
	"            // CUPORT1207:3: '__shfl_xor_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"            v += cuport_shfl_xor_f32(cuport_ws, 0xffffffffu, v, o, 8);\n"
	"    for (unsigned s = (uint)get_local_size(0) / 2; s > 16; s >>= 1)\n"
	"        v += cuport_shfl_down_f32(cuport_ws, 0xffffffffu, v, 1, 32);\n"
	"    out[get_local_id(0)] = v;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"compact", 0, nullptr, 0},
	{"counts", 0, nullptr, 0},
	{"nested", 0, nullptr, 0},
	{"early", 0, nullptr, 0},
	{"uniform_8", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_warp_loops.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 5, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
