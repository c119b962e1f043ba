// Half precision: cuda_fp16.h's types, constructors, conversions, operators and intrinsics
// in device code (cuport_half of the device header), and __half arrays built on the host.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdio>
#include "cuport_runtime.h"

void mix_halves(const cuport_half *in, cuport_half2 *pairs, cuport_half *out, float *f, cuport_half bias, int n);

int main()
{
  cuport_half h[4];
  for (int i = 0; i < 4; i++)
    h[i] = cuport_float2half(i * 0.5f);
  cuport_half *d;
  cuportMalloc(&d, 4 * sizeof(cuport_half));
  cuportMemcpy(d, h, sizeof h, cuportMemcpyHostToDevice);
  cuport_half2 hp = cuport_halves2half2(h[0], h[1]);
  printf("%f %f\n", cuport_half2float(h[1] + h[2]), cuport_low2float(hp));
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_half.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_half.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_half.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"cuport_half scale(cuport_half x, float s)\n"
	"{ return cuport_hmul(x, cuport_float2half(s)); }\n"
	"\n"
	"__kernel void mix_halves(__global const cuport_half *in, __global cuport_half2 *pairs, __global cuport_half *out, __global float *f, cuport_half bias, int n)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  if (i >= n)\n"
	"    return;\n"
	"  cuport_half x = in[i];\n"
	"  cuport_half y = cuport_float2half(2.0f);\n"
	"  cuport_half z = cuport_float2half((float)(1));\n"
	"  cuport_half w = cuport_double2half(0.5);\n"
	"  float g = ((float)(cuport_half2float(x))) + (float)cuport_half2float(y);\n"
	"  cuport_hadd_assign(x, bias);\n"
	"  out[i] = cuport_hsub(scale(cuport_hadd(x, y), 3.0f), cuport_hmul(z, w));\n"
	"  cuport_half2 p = cuport_floats2half2_rn(g, 1.0f);\n"
	"  pairs[i] = cuport_hadd2(cuport_hfma2(p, pairs[i], cuport_halves2half2(x, cuport_hneg(y))), p);\n"
	"  if (cuport_hgt(x, y) && cuport_hbeq2(cuport_hgt2(p, p), p))\n"
	"    f[i] = cuport_low2float(pairs[i]);\n"
	"  // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"  f[i] += cuport_half2float(cuport_shfl_down_f16(cuport_ws, 0xffffffff, x, 1, 32));\n"
	"  cuport_atomic_add_global_f16x2(&pairs[0], p);\n"
	"  cuport_atomic_add_global_f16(out + 1, x);\n"
	"  cuport_hadd_assign(out[n - i], w);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"mix_halves", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_half.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
