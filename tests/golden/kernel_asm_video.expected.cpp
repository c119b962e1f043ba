// PTX's SIMD video instructions in inline asm (a sum of absolute differences as stereo
// matching writes it, saturating and averaging lanes, vset's comparisons): each becomes the
// device header's cuport_vop4/cuport_vop2 with the instruction's mode as a literal. (A lane
// selector or a mask, %0.b10, is not translated: such asm stays, reported as CUPORT1218.)
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void video(const unsigned *a, const unsigned *b, unsigned *out);

int main()
{
    unsigned *a, *b, *out;
    cuportMalloc(&a, 128);
    cuportMalloc(&b, 128);
    cuportMalloc(&out, 6 * 128);
    cuportLaunch<decltype(video)>(cuport_unit_program(), "video", 1, 32, 0, 0, a, b, out);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_asm_video.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_asm_video.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_asm_video.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// PTX's SIMD video instructions in inline asm (a sum of absolute differences as stereo\n"
	"// matching writes it, saturating and averaging lanes, vset's comparisons): each becomes the\n"
	"// device header's cuport_vop4/cuport_vop2 with the instruction's mode as a literal. (A lane\n"
	"// selector or a mask, %0.b10, is not translated: such asm stays, reported as CUPORT1218.)\n"
	"unsigned int sad4(unsigned int a, unsigned int b, unsigned int acc)\n"
	"{\n"
	"    unsigned r;\n"
	"    r = cuport_vop4(a, b, acc, 0x103);\n"
	"    return r;\n"
	"}\n"
	"\n"
	"__kernel void video(__global const unsigned int *a, __global const unsigned int *b, __global unsigned int *out)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    unsigned x = a[i], y = b[i], r[6];\n"
	"    r[0] = sad4(x, y, 0);\n"
	"    r[1] = cuport_vop4(x, y, 0, 0xf0);\n"
	"    r[2] = cuport_vop2(x, y, 0u, 0x2);\n"
	"    r[3] = cuport_vop2(x, y, r[0], 0x174);\n"
	"    r[4] = cuport_vop4(x, y, 0, 0x107);\n"
	"    r[5] = cuport_vop4(x, y, 0, 0x1);\n"
	"    for (int k = 0; k < 6; k++)\n"
	"        out[6 * i + k] = r[k];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"video", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_asm_video.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
