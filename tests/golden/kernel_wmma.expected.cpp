// Warp matrix operations: fragments become the device header's structs of what one lane
// holds, their functions instances of its generators (one line each, before the kernels).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_mma.h"

#define LAYOUT wmma::mem_col_major
#define TILE_BYTES (16 * 16 * sizeof(half))

// a device function taking fragments by reference
void gemm(const cuport_half *a, const cuport_half *b, float *c, int k, float alpha);

// tf32: each element rounded; the accumulator loaded from memory; B row-major
void gemm_tf32(const float *a, const float *b, float *c);

int main()
{
    cuport_half *a, *b;
    float *c, *f;
    cuportLaunch<decltype(gemm)>(cuport_unit_program(), "gemm", 1, 256, 0, 0, a, b, c, 32, 2.0f);
    cuportLaunch<decltype(gemm_tf32)>(cuport_unit_program(), "gemm_tf32", 1, 32, 0, 0, f, f, f);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_wmma.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_wmma.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_wmma.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define LAYOUT 1\n"
	"#define TILE_BYTES (16 * 16 * sizeof(half))\n"
	"\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_f16_row, cuport_half, ushort, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_f16_col, cuport_half, ushort, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_FILL(acc_m16n16k16_f32, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m16n16k16_f32, float, float, 16, 16, 8, local)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k8_tf32_col, float, float, 16, 16, 8, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k8_tf32_row, float, float, 16, 16, 8, 8, row, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)\n"
	"CUPORT_WMMA_MMA(m16n16k8, 8, 8, tf32, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)\n"
	"// a device function taking fragments by reference\n"
	"void step_(__private cuport_wmma_acc_m16n16k16_f32 *acc, __global const cuport_half *a, __global const cuport_half *b, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_f16_row af;\n"
	"    cuport_wmma_b_m16n16k16_f16_col bf;\n"
	"    cuport_wmma_load_a_m16n16k16_f16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_f16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_mma_m16n16k16_f16_row_col_f32_f32(&((*acc)), &(af), &(bf), &((*acc)));\n"
	"}\n"
	"\n"
	"__kernel void gemm(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int k, float alpha)\n"
	"{\n"
	"    __local float tile[16 * 16] __attribute__((aligned(16)));\n"
	"    cuport_wmma_acc_m16n16k16_f32 acc[2];\n"
	"    cuport_wmma_fill_acc_m16n16k16_f32(&(acc[0]), 0.0f);\n"
	"    for (int i = 0; i < k; i += 16)\n"
	"        step_(&(acc[0]), a + i, b + i, k);\n"
	"    for (int t = 0; t < cuport_wmma_acc_m16n16k16_f32_num; t++)\n"
	"        acc[0].x[t] *= alpha;\n"
	"    cuport_wmma_store_acc_m16n16k16_f32_local(tile, &(acc[0]), 16, LAYOUT);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    c[get_local_id(0)] = tile[get_local_id(0)] + TILE_BYTES;\n"
	"}\n"
	"\n"
	"// tf32: each element rounded; the accumulator loaded from memory; B row-major\n"
	"__kernel void gemm_tf32(__global const float *a, __global const float *b, __global float *c)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k8_tf32_col af = ((cuport_wmma_a_m16n16k8_tf32_col){0});\n"
	"    cuport_wmma_b_m16n16k8_tf32_row bf;\n"
	"    cuport_wmma_acc_m16n16k8_f32 cf;\n"
	"    cuport_wmma_load_a_m16n16k8_tf32_col_global(&(af), a, 16);\n"
	"    cuport_wmma_load_b_m16n16k8_tf32_row_global(&(bf), b, 16);\n"
	"    for (int t = 0; t < cuport_wmma_a_m16n16k8_tf32_col_num; t++)\n"
	"        af.x[t] = cuport_float_to_tf32(af.x[t]);\n"
	"    cuport_wmma_load_acc_m16n16k8_f32_global(&(cf), c, 16, 0);\n"
	"    cuport_wmma_mma_m16n16k8_tf32_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k8_f32_global(c, &(cf), 16, 0);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"gemm", 0, nullptr, 0},
	{"gemm_tf32", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_wmma.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
