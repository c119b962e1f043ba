// Inline PTX reading a special register becomes the device header's expression for it: the
// lane, the lane masks, the warp's index and count, the multiprocessor (0 of 1: OpenCL names
// none); a clock read keeps its counter; one instruction of one result from its inputs is a
// function of them (brev, bfind, lop3 with its table, prmt, the approximate math). Other PTX
// is kept and reported (CUPORT1218, golden kernel_unsupported).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void regs(unsigned int *out);

int main()
{
    unsigned int *d = 0;
    cuportLaunch<decltype(regs)>(cuport_unit_program(), "regs", 1, 64, 0, 0, d);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_asm_registers.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_asm_registers.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_asm_registers.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// Inline PTX reading a special register becomes the device header's expression for it: the\n"
	"// lane, the lane masks, the warp's index and count, the multiprocessor (0 of 1: OpenCL names\n"
	"// none); a clock read keeps its counter; one instruction of one result from its inputs is a\n"
	"// function of them (brev, bfind, lop3 with its table, prmt, the approximate math). Other PTX\n"
	"// is kept and reported (CUPORT1218, golden kernel_unsupported).\n"
	"__kernel void regs(__global unsigned int *out)\n"
	"{\n"
	"    CUPORT_CLOCK(cuport_clk);\n"
	"    unsigned int lane, lt, le, eq, gt, ge, warp, nwarp, sm, nsm, x = out[0], r;\n"
	"    lane = cuport_lane_id();\n"
	"    lt = cuport_lanemask_lt();\n"
	"    le = cuport_lanemask_le();\n"
	"    eq = cuport_lanemask_eq();\n"
	"    gt = cuport_lanemask_gt();\n"
	"    ge = cuport_lanemask_ge();\n"
	"    warp = cuport_warp_id();\n"
	"    nwarp = cuport_warp_count();\n"
	"    sm = 0u;\n"
	"    nsm = 1u;\n"
	"    long t;\n"
	"    t = cuport_clock64(cuport_clk);\n"
	"    r = cuport_brev(x);\n"
	"    unsigned int l3, p, msb;\n"
	"    l3 = cuport_lop3(x, r + 1, (uint)get_local_id(0), 0x96);\n"
	"    p = cuport_byte_perm(x, r, 0x3210u);\n"
	"    msb = cuport_bfind_u32(x);\n"
	"    float y;\n"
	"    y = native_exp2((float)x);\n"
	"    out[get_local_id(0)] = lane + lt + le + eq + gt + ge + warp + nwarp + sm + nsm + (unsigned)t + r + l3 + p + msb + (unsigned)y;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"regs", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_asm_registers.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
