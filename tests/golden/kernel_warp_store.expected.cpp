// A value from a shuffle reduction stored by every lane to one address (y[m] with m from
// threadIdx.y, out[blockIdx.x], a __shared__ row): on a GPU the lowest lane's store wins in
// practice, so the store is made by the lowest active lane holding that address alone
// (cuport_store_first) and CUPORT1223 says so. Stores to a lane's own address, under a
// condition on the lane, or of a value no shuffle made are left as written.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <int BS>
void rows(const size_t nrows, const size_t *start, const float *v, float *y);

void warps(const int *in, int *out, int *all, int *firsts);

void run(const size_t *s, const float *v, float *y, const int *i, int *o, int *a, int *f)
{
    cuportLaunch<decltype(rows<8>)>(cuport_unit_program(), "rows_8", 4, cuportDim3(8, 4), 0, 0, 16, s, v, y);
    cuportLaunch<decltype(warps)>(cuport_unit_program(), "warps", 2, 64, 0, 0, i, o, a, f);
}

// cuport: this unit's OpenCL C kernels (kernel_warp_store.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_warp_store.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_warp_store.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void warps(__global const int *in, __global int *out, __global int *all_, __global int *firsts)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local int row[4] __attribute__((aligned(16)));\n"
	"    int v = in[(uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0)];\n"
	"    for (int o = 16; o > 0; o >>= 1)\n"
	"        // CUPORT1207:2: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"        v += cuport_shfl_down_i32(cuport_ws, 0xffffffffu, v, o, 32);\n"
	"    // CUPORT1223:3: every lane stores 'v', a value from a warp shuffle, to the same address; the store is made by the lowest active lane of the warp holding that address alone, as NVIDIA GPUs do in practice (elsewhere the last work-item would win, whose value is not the shuffle's result)\n"
	"    cuport_store_first(cuport_ws, 1, out[get_group_id(0)], v);            // every lane, one address: rewritten\n"
	"    // CUPORT1223:4: every lane stores 'v', a value from a warp shuffle, to the same address; the store is made by the lowest active lane of the warp holding that address alone, as NVIDIA GPUs do in practice (elsewhere the last work-item would win, whose value is not the shuffle's result)\n"
	"    cuport_store_first(cuport_ws, 1, row[get_local_id(1)], v);           // a __shared__ row: rewritten\n"
	"    all_[get_local_id(0)] = v;           // each lane its own element: as written\n"
	"    if ((uint)get_local_id(0) % 32 == 0)\n"
	"        firsts[get_group_id(0)] = v;     // one lane by its own test: as written\n"
	"    out[get_num_groups(0)] = get_local_id(0);   // no shuffle made it: as written\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        out[get_group_id(0)] += row[0];\n"
	"}\n"
	"\n"
	"__kernel void rows_8(const ulong nrows, __global const size_t *start, __global const float *v, __global float *y)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    size_t m = (uint)get_group_id(0) * (uint)get_local_size(1) + (uint)get_local_id(1);\n"
	"    { const bool cuport_p0 = (m < nrows); {\n"
	"        float temp = 0;\n"
	"        if (cuport_p0) for (size_t n = start[m] + (uint)get_local_id(0); n < start[m + 1]; n += 8)\n"
	"            temp += v[n];\n"
	"        for (int i = 8 >> 1; i > 0; i >>= 1)\n"
	"            // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"            temp += cuport_shfl_down_f32(cuport_ws, 0xFFFFFFFF, temp, i, 8);\n"
	"        // CUPORT1223:1: every lane stores 'temp', a value from a warp shuffle, to the same address; the store is made by the lowest active lane of the warp holding that address alone, as NVIDIA GPUs do in practice (elsewhere the last work-item would win, whose value is not the shuffle's result)\n"
	"        cuport_store_first(cuport_ws, cuport_p0, y[m], temp);\n"
	"    } }\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"warps", 0, nullptr, 0},
	{"rows_8", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_warp_store.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
