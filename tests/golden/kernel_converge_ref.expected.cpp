// A warp exchange accumulated into a reference parameter inside a branch only some threads
// take, then a split barrier (cuda-samples simpleAWBarrier's reduction): the predicated
// store reads and writes the reference through its pointer, and the arrival token's
// declaration, which holds nothing, is not predicated.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void k(const double *in, double *out, int n);

int main()
{
  double *in, *out;
  cuportMalloc(&in, 256 * sizeof(double));
  cuportMalloc(&out, 4 * sizeof(double));
  cuportLaunch<decltype(k)>(cuport_unit_program(), "k", 1, 128, 0, 0, in, out, 256);
  cuportDeviceSynchronize();
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_converge_ref.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_converge_ref.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_converge_ref.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"void reduce(__private double *sum, cuport_group tile, __global double *out, uchar bar, __local ulong *cuport_ws, int cuport_active)\n"
	"{\n"
	"CUPORT_PRAGMA_UNROLL_SYNC()\n"
	"  for (int offset = 32u / 2; offset > 0; offset /= 2)\n"
	"    // CUPORT1207:0: 'shfl_down' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    { double cuport_t = (*sum); cuport_t += cuport_shfl_down_f64(cuport_ws, 0xffffffffu, (*sum), offset, 32); if (cuport_active) (*sum) = cuport_t; }\n"
	"  if (cuport_active) if (cuport_tile_rank(32u) == 0)\n"
	"    out[cuport_tile_meta_rank(32u)] = (*sum);\n"
	"  /* token: a barrier's arrival token, not needed */\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"}\n"
	"\n"
	"__kernel void k(__global const double *in, __global double *out, int n)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"  /* bar: a barrier: its waits are work-group barriers */\n"
	"  /* b: the thread block */\n"
	"  if (cuport_linear_local_id() == 0)\n"
	"    (void)0;\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  /* t: a tile of 32 threads */\n"
	"  double s = 0;\n"
	"  for (int i = get_local_id(0); i < n; i += (uint)get_local_size(0))\n"
	"    s += in[i];\n"
	"  reduce(&(s), cuport_tile_group(32u), out, (uchar)0, cuport_ws, 1);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_converge_ref.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
