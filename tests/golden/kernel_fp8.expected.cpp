// cuda_fp8.h in device and host code: the __nv_cvt_* conversions become the device header's
// and cuport_fp8.h's cuport_cvt_*, the storage types are bytes, CUDA's enumerations
// (__nv_fp8_interpretation_t) are their integer type and their enumerators their values in
// the .cl, a cast between __half and __half_raw (one type in the .cl) is its operand.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_fp8.h"

void pack(const float *in, cuport_fp8_storage_t *q, cuport_fp8x2_storage_t *pairs, float *back, int n);

int main()
{
    cuport_fp8_e4m3 one(1.0f);
    cuport_fp8_storage_t s = cuport_cvt_float_to_fp8(448.0f, CUPORT_SATFINITE, CUPORT_E4M3);
    float *in = 0, *back = 0;
    cuport_fp8_storage_t *q = 0;
    cuport_fp8x2_storage_t *pairs = 0;
    cuportLaunch<decltype(pack)>(cuport_unit_program(), "pack", 1, 32, 0, 0, in, q, pairs, back, 32);
    return s == one.__x;
}

// cuport: this unit's OpenCL C kernels (kernel_fp8.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_fp8.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_fp8.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"uchar quantize(float v, float scale, const unsigned int kind)\n"
	"{\n"
	"    return cuport_cvt_float_to_fp8(v / scale, 1, kind);\n"
	"}\n"
	"\n"
	"__kernel void pack(__global const float *in, __global uchar *q, __global ushort *pairs, __global float *back, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i >= n)\n"
	"        return;\n"
	"    unsigned int kind = i & 1 \077 1 : 0;\n"
	"    q[i] = quantize(in[i], 2.0f, kind);\n"
	"    pairs[i] = cuport_cvt_float2_to_fp8x2((float2)(in[i], 1.0f), 0, 0);\n"
	"    cuport_half h = (cuport_cvt_fp8_to_halfraw(q[i], kind));\n"
	"    back[i] = cuport_half2float(h);\n"
	"    cuport_half raw = (h);\n"
	"    q[n + i] = cuport_cvt_halfraw_to_fp8(raw, 1, 1);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"pack", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_fp8.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
