// cuport-test: no-build (what it keeps as written does not compile, by design)
// What cuport does not translate of wmma is reported (CUPORT1253) and kept as written:
// sub-byte element types, mma_sync with saturation.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_mma.h"

// unsupported: sub-byte elements, and saturation
void refused(const int *a, const unsigned char *b, int *c);

int main()
{
    int *i;
    unsigned char *u;
    cuportLaunch<decltype(refused)>(cuport_unit_program(), "refused", 1, 32, 0, 0, i, u, i);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_wmma_refused.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_wmma_refused.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_wmma_refused.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_u8_row, uchar, uchar, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_u8_col, uchar, uchar, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_FILL(acc_m16n16k16_i32, int)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m16n16k16_i32, int, int, 16, 16, 8, global)\n"
	"// unsupported: sub-byte elements, and saturation\n"
	"__kernel void refused(__global const int *a, __global const uchar *b, __global int *c)\n"
	"{\n"
	"    // CUPORT1253:0: 'af' holds sub-byte elements (wmma::experimental), which cuport does not translate; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, \"Warp matrix operations\")\n"
	"    fragment<matrix_a, 8, 8, 32, u4, row_major> af;\n"
	"    cuport_wmma_a_m16n16k16_u8_row a8;\n"
	"    cuport_wmma_b_m16n16k16_u8_col b8;\n"
	"    cuport_wmma_acc_m16n16k16_i32 acc;\n"
	"    cuport_wmma_load_a_m16n16k16_u8_row_global(&(a8), b, 16);\n"
	"    cuport_wmma_load_b_m16n16k16_u8_col_global(&(b8), b, 16);\n"
	"    cuport_wmma_fill_acc_m16n16k16_i32(&(acc), 0);\n"
	"    // CUPORT1253:6: 'wmma::mma_sync(acc, a8, b8, acc, true)' saturates (satf), which cuport does not translate; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, \"Warp matrix operations\")\n"
	"    mma_sync(acc, a8, b8, acc, true);\n"
	"    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(acc), 16, 0);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"refused", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_wmma_refused.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
