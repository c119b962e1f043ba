// Pointers into __shared__ memory: a local array of pointers whose elements are set to
// shared addresses is declared pointing into __local memory (cdpQuadtree's volatile int
// *rows[4] over an extern __shared__ buffer), and reads through its elements stay __local;
// a __shared__ pointer variable is itself in __local memory (every work-item of the block
// sees the one the first set) and points where its uses say.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#define WARPS 4

void rows(int *out);

void shared_ptr(float *in, float *out);

int main()
{
  int *out;
  float *a, *b;
  cuportLaunch<decltype(rows)>(cuport_unit_program(), "rows", 1, 128, 16 * sizeof(int), 0, cuportDynamicShared, out);
  cuportLaunch<decltype(shared_ptr)>(cuport_unit_program(), "shared_ptr", 1, 64, 0, 0, a, b);
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_shared_pointers.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_shared_pointers.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_shared_pointers.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define WARPS 4\n"
	"\n"
	"__kernel void rows(__global int *out, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"  __local int *smem = (__local int *)cuport_dynamic_shared;\n"
	"  __local volatile int *counts[4];\n"
	"  for (int i = 0; i < 4; ++i)\n"
	"    counts[i] = (__local volatile int *)&smem[i * WARPS];\n"
	"  int w = (uint)get_local_id(0) / 32;\n"
	"  if ((uint)get_local_id(0) % 32 == 0)\n"
	"    for (int i = 0; i < 4; ++i)\n"
	"      counts[i][w] = i * w;\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  if ((uint)get_local_id(0) < 4)\n"
	"    out[get_local_id(0)] = counts[get_local_id(0)][WARPS - 1];\n"
	"}\n"
	"\n"
	"__kernel void shared_ptr(__global float *in, __global float *out)\n"
	"{\n"
	"  __local float tile[64] __attribute__((aligned(16)));\n"
	"  __global float *__local src;\n"
	"  __local float *__local dst;\n"
	"  if ((uint)get_local_id(0) == 0) {\n"
	"    src = in + (uint)get_group_id(0) * 64;\n"
	"    dst = tile;\n"
	"  }\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  dst[get_local_id(0)] = src[get_local_id(0)];\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  out[get_local_id(0)] = tile[63 - (uint)get_local_id(0)];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"rows", 0, nullptr, 1},
	{"shared_ptr", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_shared_pointers.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
