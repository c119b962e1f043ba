// __shared__ arrays that cuport declares anew keep the alignment CUDA code asks for: a
// device function's (hoisted into its kernel) with a literal and with alignof, and a
// kernel's own declared in a nested block (moved to the top of the kernel).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct alignas(32) Quad {
  float v[8];
};

void kern(float *out, int twice);

int main()
{
  float *out;
  cuportMalloc(&out, 64 * sizeof(float));
  cuportLaunch<decltype(kern)>(cuport_unit_program(), "kern", 1, 64, 0, 0, out, 1);
  cuportDeviceSynchronize();
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_shared_alignas.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_shared_alignas.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_shared_alignas.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float rotate_(float x, __local float *rotate_ring, __local float *rotate_quads)\n"
	"{\n"
	"  /* __shared__ ring: a parameter */\n"
	"  /* __shared__ quads: a parameter */\n"
	"  rotate_ring[get_local_id(0)] = x;\n"
	"  rotate_quads[get_local_id(0)] = 2.0f * x;\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  return rotate_ring[((uint)get_local_id(0) + 1) % 64] + rotate_quads[(uint)get_local_id(0) ^ 1];\n"
	"}\n"
	"\n"
	"__kernel void kern(__global float *out, int twice)\n"
	"{\n"
	"    __local float rotate_ring[64] __attribute__((aligned(32)));\n"
	"    __local float rotate_quads[64] __attribute__((aligned(32)));\n"
	"    __local double wide[8] __attribute__((aligned(64)));\n"
	"  float r = rotate_(out[get_local_id(0)], rotate_ring, rotate_quads);\n"
	"  if (twice) {\n"
	"    /* __shared__ wide: moved to the top of the kernel */\n"
	"    if ((uint)get_local_id(0) < 8)\n"
	"      wide[get_local_id(0)] = r;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    r += (float)wide[(uint)get_local_id(0) % 8];\n"
	"  }\n"
	"  out[get_local_id(0)] = r;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"kern", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_shared_alignas.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
