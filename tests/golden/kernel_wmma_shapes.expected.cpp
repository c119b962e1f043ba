// Every fragment type and shape of wmma that cuport translates, with B in both layouts (the
// device header's mma_sync is a dot product for a col_major B, an outer product for a
// row_major one) and A in the other: each instance a line of the device header's generators.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdint>
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
#include "cuport_bf16.h"
#include "cuport_mma.h"

template <int M, int N, int K, typename T, typename S, typename LA, typename LB, typename C>
void mm(const S *a, const S *b, C *c, int ld);

template <int M, int N, int K, typename T, typename S, typename C>
void both(const S *a, const S *b, C *c)
{
    cuportLaunch<decltype(mm<M, N, K, T, S, wmma::row_major, wmma::col_major, C>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&mm<M, N, K, T, S, wmma::row_major, wmma::col_major, C>>), 1, 32, 0, 0, a, b, c, 32);
    cuportLaunch<decltype(mm<M, N, K, T, S, wmma::col_major, wmma::row_major, C>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&mm<M, N, K, T, S, wmma::col_major, wmma::row_major, C>>), 1, 32, 0, 0, a, b, c, 32);
}

template <typename T, typename C>
void shapes16(const T *a, const T *b, C *c)
{
    both<16, 16, 16, T, T, C>(a, b, c);
    both<32, 8, 16, T, T, C>(a, b, c);
    both<8, 32, 16, T, T, C>(a, b, c);
}

int main()
{
    cuport_half *h;
    cuport_bfloat16 *bf;
    uint8_t *u;
    int8_t *s;
    float *f;
    int *i;
    double *d;
    shapes16(h, h, f);
    shapes16(h, h, h);
    shapes16(bf, bf, f);
    shapes16(u, u, i);
    shapes16(s, s, i);
    both<16, 16, 8, wmma::precision::tf32, float, float>(f, f, f);
    both<8, 8, 4, double, double, double>(d, d, d);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_wmma_shapes.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_wmma_shapes.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_wmma_shapes.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_f16_row, cuport_half, ushort, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_f16_col, cuport_half, ushort, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m16n16k16_f32, float, float, 16, 16, 8, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m16n16k16_f32, float, float, 16, 16, 8, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_f16_col, cuport_half, ushort, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_f16_row, cuport_half, ushort, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_f16_row, cuport_half, ushort, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_f16_col, cuport_half, ushort, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m32n8k16_f32, float, float, 32, 8, 8, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m32n8k16_f32, float, float, 32, 8, 8, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_f16_col, cuport_half, ushort, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_f16_row, cuport_half, ushort, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_f16_row, cuport_half, ushort, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_f16_col, cuport_half, ushort, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m8n32k16_f32, float, float, 8, 32, 8, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m8n32k16_f32, float, float, 8, 32, 8, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_f16_col, cuport_half, ushort, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_f16_row, cuport_half, ushort, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m16n16k16_f16, cuport_half, ushort, 16, 16, 8, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, row, col, f16, f16, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m16n16k16_f16, cuport_half, ushort, 16, 16, 8, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, col, row, f16, f16, float)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m32n8k16_f16, cuport_half, ushort, 32, 8, 8, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, row, col, f16, f16, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m32n8k16_f16, cuport_half, ushort, 32, 8, 8, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, col, row, f16, f16, float)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m8n32k16_f16, cuport_half, ushort, 8, 32, 8, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, row, col, f16, f16, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m8n32k16_f16, cuport_half, ushort, 8, 32, 8, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, col, row, f16, f16, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_bf16_row, cuport_bfloat16, ushort, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_bf16_col, cuport_bfloat16, ushort, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, bf16, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_bf16_col, cuport_bfloat16, ushort, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_bf16_row, cuport_bfloat16, ushort, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, bf16, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_bf16_row, cuport_bfloat16, ushort, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_bf16_col, cuport_bfloat16, ushort, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, bf16, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_bf16_col, cuport_bfloat16, ushort, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_bf16_row, cuport_bfloat16, ushort, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, bf16, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_bf16_row, cuport_bfloat16, ushort, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_bf16_col, cuport_bfloat16, ushort, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, bf16, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_bf16_col, cuport_bfloat16, ushort, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_bf16_row, cuport_bfloat16, ushort, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, bf16, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_u8_row, uchar, uchar, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_u8_col, uchar, uchar, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m16n16k16_i32, int, int, 16, 16, 8, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, u8, row, col, i32, i32, int)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m16n16k16_i32, int, int, 16, 16, 8, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_u8_col, uchar, uchar, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_u8_row, uchar, uchar, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, u8, col, row, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_u8_row, uchar, uchar, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_u8_col, uchar, uchar, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m32n8k16_i32, int, int, 32, 8, 8, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, u8, row, col, i32, i32, int)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m32n8k16_i32, int, int, 32, 8, 8, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_u8_col, uchar, uchar, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_u8_row, uchar, uchar, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, u8, col, row, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_u8_row, uchar, uchar, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_u8_col, uchar, uchar, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m8n32k16_i32, int, int, 8, 32, 8, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, u8, row, col, i32, i32, int)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m8n32k16_i32, int, int, 8, 32, 8, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_u8_col, uchar, uchar, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_u8_row, uchar, uchar, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, u8, col, row, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_s8_row, char, char, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_s8_col, char, char, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, s8, row, col, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k16_s8_col, char, char, 16, 16, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k16_s8_row, char, char, 16, 16, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m16n16k16, 16, 8, s8, col, row, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_s8_row, char, char, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_s8_col, char, char, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, s8, row, col, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m32n8k16_s8_col, char, char, 32, 8, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m32n8k16_s8_row, char, char, 32, 8, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m32n8k16, 16, 8, s8, col, row, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_s8_row, char, char, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_s8_col, char, char, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, s8, row, col, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n32k16_s8_col, char, char, 8, 32, 16, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n32k16_s8_row, char, char, 8, 32, 16, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m8n32k16, 16, 8, s8, col, row, i32, i32, int)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k8_tf32_row, float, float, 16, 16, 8, 8, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k8_tf32_col, float, float, 16, 16, 8, 8, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)\n"
	"CUPORT_WMMA_MMA(m16n16k8, 8, 8, tf32, row, col, f32, f32, float)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m16n16k8_tf32_col, float, float, 16, 16, 8, 8, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m16n16k8_tf32_row, float, float, 16, 16, 8, 8, row, global)\n"
	"CUPORT_WMMA_MMA(m16n16k8, 8, 8, tf32, col, row, f32, f32, float)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n8k4_f64_row, double, double, 8, 8, 4, 2, row, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n8k4_f64_col, double, double, 8, 8, 4, 2, col, global)\n"
	"CUPORT_WMMA_LOAD_ACC(acc_m8n8k4_f64, double, double, 8, 8, 2, global)\n"
	"CUPORT_WMMA_MMA(m8n8k4, 4, 2, f64, row, col, f64, f64, double)\n"
	"CUPORT_WMMA_STORE_ACC(acc_m8n8k4_f64, double, double, 8, 8, 2, global)\n"
	"CUPORT_WMMA_LOAD(a, a_m8n8k4_f64_col, double, double, 8, 8, 4, 2, col, global)\n"
	"CUPORT_WMMA_LOAD(b, b_m8n8k4_f64_row, double, double, 8, 8, 4, 2, row, global)\n"
	"CUPORT_WMMA_MMA(m8n8k4, 4, 2, f64, col, row, f64, f64, double)\n"
	"__kernel void mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_f16_row af;\n"
	"    cuport_wmma_b_m16n16k16_f16_col bf;\n"
	"    cuport_wmma_acc_m16n16k16_f32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_f16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_f16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_f16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_f16_col af;\n"
	"    cuport_wmma_b_m16n16k16_f16_row bf;\n"
	"    cuport_wmma_acc_m16n16k16_f32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_f16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_f16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_f16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_f16_row af;\n"
	"    cuport_wmma_b_m32n8k16_f16_col bf;\n"
	"    cuport_wmma_acc_m32n8k16_f32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_f16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_f16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_f16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_f16_col af;\n"
	"    cuport_wmma_b_m32n8k16_f16_row bf;\n"
	"    cuport_wmma_acc_m32n8k16_f32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_f16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_f16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_f16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_f16_row af;\n"
	"    cuport_wmma_b_m8n32k16_f16_col bf;\n"
	"    cuport_wmma_acc_m8n32k16_f32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_f16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_f16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_f16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_f16_col af;\n"
	"    cuport_wmma_b_m8n32k16_f16_row bf;\n"
	"    cuport_wmma_acc_m8n32k16_f32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_f16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_f16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_f16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_f16_row af;\n"
	"    cuport_wmma_b_m16n16k16_f16_col bf;\n"
	"    cuport_wmma_acc_m16n16k16_f16 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_f16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_f16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_f16_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_f16_row_col_f16_f16(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_f16_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_f16_col af;\n"
	"    cuport_wmma_b_m16n16k16_f16_row bf;\n"
	"    cuport_wmma_acc_m16n16k16_f16 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_f16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_f16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_f16_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_f16_col_row_f16_f16(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_f16_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_f16_row af;\n"
	"    cuport_wmma_b_m32n8k16_f16_col bf;\n"
	"    cuport_wmma_acc_m32n8k16_f16 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_f16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_f16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_f16_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_f16_row_col_f16_f16(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_f16_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_f16_col af;\n"
	"    cuport_wmma_b_m32n8k16_f16_row bf;\n"
	"    cuport_wmma_acc_m32n8k16_f16 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_f16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_f16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_f16_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_f16_col_row_f16_f16(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_f16_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_f16_row af;\n"
	"    cuport_wmma_b_m8n32k16_f16_col bf;\n"
	"    cuport_wmma_acc_m8n32k16_f16 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_f16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_f16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_f16_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_f16_row_col_f16_f16(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_f16_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_f16_col af;\n"
	"    cuport_wmma_b_m8n32k16_f16_row bf;\n"
	"    cuport_wmma_acc_m8n32k16_f16 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_f16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_f16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_f16_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_f16_col_row_f16_f16(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_f16_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_bf16_row af;\n"
	"    cuport_wmma_b_m16n16k16_bf16_col bf;\n"
	"    cuport_wmma_acc_m16n16k16_f32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_bf16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_bf16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_bf16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_bf16_col af;\n"
	"    cuport_wmma_b_m16n16k16_bf16_row bf;\n"
	"    cuport_wmma_acc_m16n16k16_f32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_bf16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_bf16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_bf16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_bf16_row af;\n"
	"    cuport_wmma_b_m32n8k16_bf16_col bf;\n"
	"    cuport_wmma_acc_m32n8k16_f32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_bf16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_bf16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_bf16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_bf16_col af;\n"
	"    cuport_wmma_b_m32n8k16_bf16_row bf;\n"
	"    cuport_wmma_acc_m32n8k16_f32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_bf16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_bf16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_bf16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_bf16_row af;\n"
	"    cuport_wmma_b_m8n32k16_bf16_col bf;\n"
	"    cuport_wmma_acc_m8n32k16_f32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_bf16_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_bf16_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_bf16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_bf16_col af;\n"
	"    cuport_wmma_b_m8n32k16_bf16_row bf;\n"
	"    cuport_wmma_acc_m8n32k16_f32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_bf16_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_bf16_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_bf16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_u8_row af;\n"
	"    cuport_wmma_b_m16n16k16_u8_col bf;\n"
	"    cuport_wmma_acc_m16n16k16_i32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_u8_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_u8_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_u8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_u8_col af;\n"
	"    cuport_wmma_b_m16n16k16_u8_row bf;\n"
	"    cuport_wmma_acc_m16n16k16_i32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_u8_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_u8_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_u8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_u8_row af;\n"
	"    cuport_wmma_b_m32n8k16_u8_col bf;\n"
	"    cuport_wmma_acc_m32n8k16_i32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_u8_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_u8_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_u8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_u8_col af;\n"
	"    cuport_wmma_b_m32n8k16_u8_row bf;\n"
	"    cuport_wmma_acc_m32n8k16_i32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_u8_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_u8_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_u8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_u8_row af;\n"
	"    cuport_wmma_b_m8n32k16_u8_col bf;\n"
	"    cuport_wmma_acc_m8n32k16_i32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_u8_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_u8_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_u8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_u8_col af;\n"
	"    cuport_wmma_b_m8n32k16_u8_row bf;\n"
	"    cuport_wmma_acc_m8n32k16_i32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_u8_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_u8_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_u8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const char *a, __global const char *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_s8_row af;\n"
	"    cuport_wmma_b_m16n16k16_s8_col bf;\n"
	"    cuport_wmma_acc_m16n16k16_i32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_s8_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_s8_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_s8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const char *a, __global const char *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k16_s8_col af;\n"
	"    cuport_wmma_b_m16n16k16_s8_row bf;\n"
	"    cuport_wmma_acc_m16n16k16_i32 cf;\n"
	"    cuport_wmma_load_a_m16n16k16_s8_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k16_s8_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k16_s8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const char *a, __global const char *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_s8_row af;\n"
	"    cuport_wmma_b_m32n8k16_s8_col bf;\n"
	"    cuport_wmma_acc_m32n8k16_i32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_s8_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_s8_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_s8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_32_8_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const char *a, __global const char *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m32n8k16_s8_col af;\n"
	"    cuport_wmma_b_m32n8k16_s8_row bf;\n"
	"    cuport_wmma_acc_m32n8k16_i32 cf;\n"
	"    cuport_wmma_load_a_m32n8k16_s8_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m32n8k16_s8_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m32n8k16_s8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const char *a, __global const char *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_s8_row af;\n"
	"    cuport_wmma_b_m8n32k16_s8_col bf;\n"
	"    cuport_wmma_acc_m8n32k16_i32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_s8_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_s8_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_s8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_32_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const char *a, __global const char *b, __global int *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n32k16_s8_col af;\n"
	"    cuport_wmma_b_m8n32k16_s8_row bf;\n"
	"    cuport_wmma_acc_m8n32k16_i32 cf;\n"
	"    cuport_wmma_load_a_m8n32k16_s8_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n32k16_s8_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n32k16_s8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const float *a, __global const float *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k8_tf32_row af;\n"
	"    cuport_wmma_b_m16n16k8_tf32_col bf;\n"
	"    cuport_wmma_acc_m16n16k8_f32 cf;\n"
	"    cuport_wmma_load_a_m16n16k8_tf32_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k8_tf32_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k8_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k8_tf32_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k8_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const float *a, __global const float *b, __global float *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m16n16k8_tf32_col af;\n"
	"    cuport_wmma_b_m16n16k8_tf32_row bf;\n"
	"    cuport_wmma_acc_m16n16k8_f32 cf;\n"
	"    cuport_wmma_load_a_m16n16k8_tf32_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m16n16k8_tf32_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m16n16k8_f32_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m16n16k8_tf32_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m16n16k8_f32_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_8_4_double_double_nvcuda_wmma_row_major_nvcuda_wmma_col_major_double(__global const double *a, __global const double *b, __global double *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n8k4_f64_row af;\n"
	"    cuport_wmma_b_m8n8k4_f64_col bf;\n"
	"    cuport_wmma_acc_m8n8k4_f64 cf;\n"
	"    cuport_wmma_load_a_m8n8k4_f64_row_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n8k4_f64_col_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n8k4_f64_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n8k4_f64_row_col_f64_f64(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n8k4_f64_global(c, &(cf), ld, 1);\n"
	"}\n"
	"\n"
	"__kernel void mm_8_8_4_double_double_nvcuda_wmma_col_major_nvcuda_wmma_row_major_double(__global const double *a, __global const double *b, __global double *c, int ld)\n"
	"{\n"
	"    cuport_wmma_a_m8n8k4_f64_col af;\n"
	"    cuport_wmma_b_m8n8k4_f64_row bf;\n"
	"    cuport_wmma_acc_m8n8k4_f64 cf;\n"
	"    cuport_wmma_load_a_m8n8k4_f64_col_global(&(af), a, ld);\n"
	"    cuport_wmma_load_b_m8n8k4_f64_row_global(&(bf), b, ld);\n"
	"    cuport_wmma_load_acc_m8n8k4_f64_global(&(cf), c, ld, 0);\n"
	"    cuport_wmma_mma_m8n8k4_f64_col_row_f64_f64(&(cf), &(af), &(bf), &(cf));\n"
	"    cuport_wmma_store_acc_m8n8k4_f64_global(c, &(cf), ld, 1);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", 0, nullptr, 0},
	{"mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", 0, nullptr, 0},
	{"mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", 0, nullptr, 0},
	{"mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", 0, nullptr, 0},
	{"mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", 0, nullptr, 0},
	{"mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", 0, nullptr, 0},
	{"mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half", 0, nullptr, 0},
	{"mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half", 0, nullptr, 0},
	{"mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half", 0, nullptr, 0},
	{"mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half", 0, nullptr, 0},
	{"mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half", 0, nullptr, 0},
	{"mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half", 0, nullptr, 0},
	{"mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", 0, nullptr, 0},
	{"mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", 0, nullptr, 0},
	{"mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", 0, nullptr, 0},
	{"mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", 0, nullptr, 0},
	{"mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", 0, nullptr, 0},
	{"mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", 0, nullptr, 0},
	{"mm_16_16_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", 0, nullptr, 0},
	{"mm_16_16_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", 0, nullptr, 0},
	{"mm_32_8_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", 0, nullptr, 0},
	{"mm_32_8_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", 0, nullptr, 0},
	{"mm_8_32_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", 0, nullptr, 0},
	{"mm_8_32_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", 0, nullptr, 0},
	{"mm_16_16_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", 0, nullptr, 0},
	{"mm_16_16_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", 0, nullptr, 0},
	{"mm_32_8_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", 0, nullptr, 0},
	{"mm_32_8_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", 0, nullptr, 0},
	{"mm_8_32_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", 0, nullptr, 0},
	{"mm_8_32_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", 0, nullptr, 0},
	{"mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", 0, nullptr, 0},
	{"mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", 0, nullptr, 0},
	{"mm_8_8_4_double_double_nvcuda_wmma_row_major_nvcuda_wmma_col_major_double", 0, nullptr, 0},
	{"mm_8_8_4_double_double_nvcuda_wmma_col_major_nvcuda_wmma_row_major_double", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_wmma_shapes.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 34, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, float *, int)>(&mm<16, 16, 16, cuport_half, cuport_half, nvcuda::wmma::row_major, nvcuda::wmma::col_major, float>)>, "mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, float *, int)>(&mm<16, 16, 16, cuport_half, cuport_half, nvcuda::wmma::col_major, nvcuda::wmma::row_major, float>)>, "mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, float *, int)>(&mm<32, 8, 16, cuport_half, cuport_half, nvcuda::wmma::row_major, nvcuda::wmma::col_major, float>)>, "mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, float *, int)>(&mm<32, 8, 16, cuport_half, cuport_half, nvcuda::wmma::col_major, nvcuda::wmma::row_major, float>)>, "mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, float *, int)>(&mm<8, 32, 16, cuport_half, cuport_half, nvcuda::wmma::row_major, nvcuda::wmma::col_major, float>)>, "mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, float *, int)>(&mm<8, 32, 16, cuport_half, cuport_half, nvcuda::wmma::col_major, nvcuda::wmma::row_major, float>)>, "mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, cuport_half *, int)>(&mm<16, 16, 16, cuport_half, cuport_half, nvcuda::wmma::row_major, nvcuda::wmma::col_major, cuport_half>)>, "mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, cuport_half *, int)>(&mm<16, 16, 16, cuport_half, cuport_half, nvcuda::wmma::col_major, nvcuda::wmma::row_major, cuport_half>)>, "mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, cuport_half *, int)>(&mm<32, 8, 16, cuport_half, cuport_half, nvcuda::wmma::row_major, nvcuda::wmma::col_major, cuport_half>)>, "mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, cuport_half *, int)>(&mm<32, 8, 16, cuport_half, cuport_half, nvcuda::wmma::col_major, nvcuda::wmma::row_major, cuport_half>)>, "mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, cuport_half *, int)>(&mm<8, 32, 16, cuport_half, cuport_half, nvcuda::wmma::row_major, nvcuda::wmma::col_major, cuport_half>)>, "mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, const cuport_half *, cuport_half *, int)>(&mm<8, 32, 16, cuport_half, cuport_half, nvcuda::wmma::col_major, nvcuda::wmma::row_major, cuport_half>)>, "mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_bfloat16 *, const cuport_bfloat16 *, float *, int)>(&mm<16, 16, 16, cuport_bfloat16, cuport_bfloat16, nvcuda::wmma::row_major, nvcuda::wmma::col_major, float>)>, "mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_bfloat16 *, const cuport_bfloat16 *, float *, int)>(&mm<16, 16, 16, cuport_bfloat16, cuport_bfloat16, nvcuda::wmma::col_major, nvcuda::wmma::row_major, float>)>, "mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_bfloat16 *, const cuport_bfloat16 *, float *, int)>(&mm<32, 8, 16, cuport_bfloat16, cuport_bfloat16, nvcuda::wmma::row_major, nvcuda::wmma::col_major, float>)>, "mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_bfloat16 *, const cuport_bfloat16 *, float *, int)>(&mm<32, 8, 16, cuport_bfloat16, cuport_bfloat16, nvcuda::wmma::col_major, nvcuda::wmma::row_major, float>)>, "mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_bfloat16 *, const cuport_bfloat16 *, float *, int)>(&mm<8, 32, 16, cuport_bfloat16, cuport_bfloat16, nvcuda::wmma::row_major, nvcuda::wmma::col_major, float>)>, "mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_bfloat16 *, const cuport_bfloat16 *, float *, int)>(&mm<8, 32, 16, cuport_bfloat16, cuport_bfloat16, nvcuda::wmma::col_major, nvcuda::wmma::row_major, float>)>, "mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const unsigned char *, const unsigned char *, int *, int)>(&mm<16, 16, 16, unsigned char, unsigned char, nvcuda::wmma::row_major, nvcuda::wmma::col_major, int>)>, "mm_16_16_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const unsigned char *, const unsigned char *, int *, int)>(&mm<16, 16, 16, unsigned char, unsigned char, nvcuda::wmma::col_major, nvcuda::wmma::row_major, int>)>, "mm_16_16_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const unsigned char *, const unsigned char *, int *, int)>(&mm<32, 8, 16, unsigned char, unsigned char, nvcuda::wmma::row_major, nvcuda::wmma::col_major, int>)>, "mm_32_8_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const unsigned char *, const unsigned char *, int *, int)>(&mm<32, 8, 16, unsigned char, unsigned char, nvcuda::wmma::col_major, nvcuda::wmma::row_major, int>)>, "mm_32_8_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const unsigned char *, const unsigned char *, int *, int)>(&mm<8, 32, 16, unsigned char, unsigned char, nvcuda::wmma::row_major, nvcuda::wmma::col_major, int>)>, "mm_8_32_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const unsigned char *, const unsigned char *, int *, int)>(&mm<8, 32, 16, unsigned char, unsigned char, nvcuda::wmma::col_major, nvcuda::wmma::row_major, int>)>, "mm_8_32_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const signed char *, const signed char *, int *, int)>(&mm<16, 16, 16, signed char, signed char, nvcuda::wmma::row_major, nvcuda::wmma::col_major, int>)>, "mm_16_16_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const signed char *, const signed char *, int *, int)>(&mm<16, 16, 16, signed char, signed char, nvcuda::wmma::col_major, nvcuda::wmma::row_major, int>)>, "mm_16_16_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const signed char *, const signed char *, int *, int)>(&mm<32, 8, 16, signed char, signed char, nvcuda::wmma::row_major, nvcuda::wmma::col_major, int>)>, "mm_32_8_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const signed char *, const signed char *, int *, int)>(&mm<32, 8, 16, signed char, signed char, nvcuda::wmma::col_major, nvcuda::wmma::row_major, int>)>, "mm_32_8_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const signed char *, const signed char *, int *, int)>(&mm<8, 32, 16, signed char, signed char, nvcuda::wmma::row_major, nvcuda::wmma::col_major, int>)>, "mm_8_32_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const signed char *, const signed char *, int *, int)>(&mm<8, 32, 16, signed char, signed char, nvcuda::wmma::col_major, nvcuda::wmma::row_major, int>)>, "mm_8_32_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const float *, const float *, float *, int)>(&mm<16, 16, 8, nvcuda::wmma::precision::tf32, float, nvcuda::wmma::row_major, nvcuda::wmma::col_major, float>)>, "mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const float *, const float *, float *, int)>(&mm<16, 16, 8, nvcuda::wmma::precision::tf32, float, nvcuda::wmma::col_major, nvcuda::wmma::row_major, float>)>, "mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const double *, const double *, double *, int)>(&mm<8, 8, 4, double, double, nvcuda::wmma::row_major, nvcuda::wmma::col_major, double>)>, "mm_8_8_4_double_double_nvcuda_wmma_row_major_nvcuda_wmma_col_major_double", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const double *, const double *, double *, int)>(&mm<8, 8, 4, double, double, nvcuda::wmma::col_major, nvcuda::wmma::row_major, double>)>, "mm_8_8_4_double_double_nvcuda_wmma_col_major_nvcuda_wmma_row_major_double", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
