// bfloat16: cuda_bf16.h's types, constructors, conversions, operators and the intrinsics it
// overloads on __half under the same names (resolved by the argument's type), in device code
// beside __half, and __nv_bfloat16 arrays built on the host.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdio>
#include "cuport_bf16.h"

// a C-style cast to a 16-bit type is its constructor; in a template, per instance
void mix(const cuport_bfloat16 *in, cuport_bfloat162 *pairs, cuport_bfloat16 *out, float *f,
                    cuport_half *h, cuport_bfloat16 bias, int n);

int main()
{
  cuport_bfloat16 b[4];
  for (int i = 0; i < 4; i++)
    b[i] = cuport_float2bfloat16(i * 0.5f);
  cuport_bfloat16 *d;
  cuportMalloc(&d, 4 * sizeof(cuport_bfloat16));
  cuportMemcpy(d, b, sizeof b, cuportMemcpyHostToDevice);
  cuport_bfloat162 bp = cuport_halves2bfloat162(b[0], b[1]);
  float s = b[1] + b[2];
  printf("%f %f %f %f\n", cuport_bfloat162float(cuport_hmul(b[1], b[2])), cuport_low2float(bp), s,
         (float)(b[3] * b[3]));
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_bf16.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_bf16.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_bf16.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"cuport_bfloat16 scale(cuport_bfloat16 x, float s)\n"
	"{ return cuport_hmul_bf16(x, cuport_float2bfloat16(s)); }\n"
	"\n"
	"cuport_bfloat16 convert___nv_bfloat16_(float v)\n"
	"{ return cuport_float2bfloat16(v); }\n"
	"\n"
	"cuport_half convert___half_(float v)\n"
	"{ return cuport_float2half(v); }\n"
	"\n"
	"__kernel void mix_(__global const cuport_bfloat16 *in, __global cuport_bfloat162 *pairs, __global cuport_bfloat16 *out, __global float *f, __global cuport_half *h, cuport_bfloat16 bias, int n)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  if (i >= n)\n"
	"    return;\n"
	"  cuport_bfloat16 x = in[i];\n"
	"  cuport_bfloat16 y = cuport_float2bfloat16(2.0f);\n"
	"  cuport_bfloat16 z = cuport_int2bfloat16_rn(3);\n"
	"  cuport_bfloat16 w = cuport_double2bfloat16(0.5);\n"
	"  cuport_bfloat16 big = cuport_ll2bfloat16_rn(16777217L);\n"
	"  float g = ((float)(cuport_bfloat162float(x))) + (float)cuport_bfloat162float(y);\n"
	"  cuport_hadd_assign_bf16(x, bias);\n"
	"  out[i] = cuport_hadd_bf16(cuport_hsub_bf16(scale(cuport_hadd_bf16(x, y), 3.0f), cuport_hmul_bf16(z, w)), big);\n"
	"  h[i] = cuport_hmul(h[i], cuport_float2half(g));\n"
	"  cuport_bfloat162 p = cuport_floats2bfloat162_rn(g, 1.0f);\n"
	"  pairs[i] = cuport_hadd2_bf16(cuport_hfma2_bf16(p, pairs[i], cuport_halves2bfloat162(x, cuport_hneg_bf16(y))), cuport_hmul2_bf16(p, p));\n"
	"  if (cuport_hgt_bf16(x, y) && cuport_hgt_bf16(x, y) && !(cuport_heq_bf16(x, y)))\n"
	"    f[i] = cuport_low2float_bf16(pairs[i]) + cuport_high2float_bf16(cuport_float22bfloat162_rn((float2)(g, g)));\n"
	"  // CUPORT1207:0: '__shfl_xor_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"  f[i] += cuport_bfloat162float(cuport_shfl_xor_bf16(cuport_ws, 0xffffffff, x, 1, 32)) + cuport_bfloat162int_rn(cuport_hsqrt_bf16(y));\n"
	"  cuport_bfloat16 e = cuport_float2bfloat16(cuport_half2float(h[i]));\n"
	"  out[n - i] = cuport_hdiv_bf16(cuport_hmax_bf16(e, cuport_ushort_as_bfloat16(0x3f80)), w);\n"
	"  cuport_atomic_add_global_bf16x2(&pairs[0], p);\n"
	"  cuport_atomic_add_global_bf16(out + 1, x);\n"
	"  out[0] = cuport_hadd_bf16(cuport_hadd_bf16(convert___nv_bfloat16_(g), cuport_float2bfloat16((g * 2.0f))), x);\n"
	"  h[0] = convert___half_(g);\n"
	"  h[1] = cuport_float2half(cuport_bfloat162float(in[i]));   // through float, as CUDA's __half(__nv_bfloat16)\n"
	"  out[2] = cuport_float2bfloat16(cuport_half2float(h[2]));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"mix_", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_bf16.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
