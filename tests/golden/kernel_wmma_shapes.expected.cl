// OpenCL C 1.2 migrated by cuport from kernel_wmma_shapes.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

CUPORT_WMMA_LOAD(a, a_m16n16k16_f16_row, cuport_half, ushort, 16, 16, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_f16_col, cuport_half, ushort, 16, 16, 16, 8, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m16n16k16_f32, float, float, 16, 16, 8, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, row, col, f32, f32, float)
CUPORT_WMMA_STORE_ACC(acc_m16n16k16_f32, float, float, 16, 16, 8, global)
CUPORT_WMMA_LOAD(a, a_m16n16k16_f16_col, cuport_half, ushort, 16, 16, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_f16_row, cuport_half, ushort, 16, 16, 16, 8, row, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, col, row, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m32n8k16_f16_row, cuport_half, ushort, 32, 8, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_f16_col, cuport_half, ushort, 32, 8, 16, 8, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m32n8k16_f32, float, float, 32, 8, 8, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, row, col, f32, f32, float)
CUPORT_WMMA_STORE_ACC(acc_m32n8k16_f32, float, float, 32, 8, 8, global)
CUPORT_WMMA_LOAD(a, a_m32n8k16_f16_col, cuport_half, ushort, 32, 8, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_f16_row, cuport_half, ushort, 32, 8, 16, 8, row, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, col, row, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m8n32k16_f16_row, cuport_half, ushort, 8, 32, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_f16_col, cuport_half, ushort, 8, 32, 16, 8, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m8n32k16_f32, float, float, 8, 32, 8, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, row, col, f32, f32, float)
CUPORT_WMMA_STORE_ACC(acc_m8n32k16_f32, float, float, 8, 32, 8, global)
CUPORT_WMMA_LOAD(a, a_m8n32k16_f16_col, cuport_half, ushort, 8, 32, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_f16_row, cuport_half, ushort, 8, 32, 16, 8, row, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, col, row, f32, f32, float)
CUPORT_WMMA_LOAD_ACC(acc_m16n16k16_f16, cuport_half, ushort, 16, 16, 8, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, row, col, f16, f16, float)
CUPORT_WMMA_STORE_ACC(acc_m16n16k16_f16, cuport_half, ushort, 16, 16, 8, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, col, row, f16, f16, float)
CUPORT_WMMA_LOAD_ACC(acc_m32n8k16_f16, cuport_half, ushort, 32, 8, 8, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, row, col, f16, f16, float)
CUPORT_WMMA_STORE_ACC(acc_m32n8k16_f16, cuport_half, ushort, 32, 8, 8, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, f16, col, row, f16, f16, float)
CUPORT_WMMA_LOAD_ACC(acc_m8n32k16_f16, cuport_half, ushort, 8, 32, 8, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, row, col, f16, f16, float)
CUPORT_WMMA_STORE_ACC(acc_m8n32k16_f16, cuport_half, ushort, 8, 32, 8, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, f16, col, row, f16, f16, float)
CUPORT_WMMA_LOAD(a, a_m16n16k16_bf16_row, cuport_bfloat16, ushort, 16, 16, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_bf16_col, cuport_bfloat16, ushort, 16, 16, 16, 8, col, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, bf16, row, col, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m16n16k16_bf16_col, cuport_bfloat16, ushort, 16, 16, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_bf16_row, cuport_bfloat16, ushort, 16, 16, 16, 8, row, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, bf16, col, row, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m32n8k16_bf16_row, cuport_bfloat16, ushort, 32, 8, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_bf16_col, cuport_bfloat16, ushort, 32, 8, 16, 8, col, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, bf16, row, col, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m32n8k16_bf16_col, cuport_bfloat16, ushort, 32, 8, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_bf16_row, cuport_bfloat16, ushort, 32, 8, 16, 8, row, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, bf16, col, row, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m8n32k16_bf16_row, cuport_bfloat16, ushort, 8, 32, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_bf16_col, cuport_bfloat16, ushort, 8, 32, 16, 8, col, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, bf16, row, col, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m8n32k16_bf16_col, cuport_bfloat16, ushort, 8, 32, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_bf16_row, cuport_bfloat16, ushort, 8, 32, 16, 8, row, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, bf16, col, row, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m16n16k16_u8_row, uchar, uchar, 16, 16, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_u8_col, uchar, uchar, 16, 16, 16, 8, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m16n16k16_i32, int, int, 16, 16, 8, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, u8, row, col, i32, i32, int)
CUPORT_WMMA_STORE_ACC(acc_m16n16k16_i32, int, int, 16, 16, 8, global)
CUPORT_WMMA_LOAD(a, a_m16n16k16_u8_col, uchar, uchar, 16, 16, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_u8_row, uchar, uchar, 16, 16, 16, 8, row, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, u8, col, row, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m32n8k16_u8_row, uchar, uchar, 32, 8, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_u8_col, uchar, uchar, 32, 8, 16, 8, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m32n8k16_i32, int, int, 32, 8, 8, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, u8, row, col, i32, i32, int)
CUPORT_WMMA_STORE_ACC(acc_m32n8k16_i32, int, int, 32, 8, 8, global)
CUPORT_WMMA_LOAD(a, a_m32n8k16_u8_col, uchar, uchar, 32, 8, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_u8_row, uchar, uchar, 32, 8, 16, 8, row, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, u8, col, row, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m8n32k16_u8_row, uchar, uchar, 8, 32, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_u8_col, uchar, uchar, 8, 32, 16, 8, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m8n32k16_i32, int, int, 8, 32, 8, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, u8, row, col, i32, i32, int)
CUPORT_WMMA_STORE_ACC(acc_m8n32k16_i32, int, int, 8, 32, 8, global)
CUPORT_WMMA_LOAD(a, a_m8n32k16_u8_col, uchar, uchar, 8, 32, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_u8_row, uchar, uchar, 8, 32, 16, 8, row, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, u8, col, row, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m16n16k16_s8_row, char, char, 16, 16, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_s8_col, char, char, 16, 16, 16, 8, col, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, s8, row, col, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m16n16k16_s8_col, char, char, 16, 16, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_s8_row, char, char, 16, 16, 16, 8, row, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, s8, col, row, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m32n8k16_s8_row, char, char, 32, 8, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_s8_col, char, char, 32, 8, 16, 8, col, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, s8, row, col, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m32n8k16_s8_col, char, char, 32, 8, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m32n8k16_s8_row, char, char, 32, 8, 16, 8, row, global)
CUPORT_WMMA_MMA(m32n8k16, 16, 8, s8, col, row, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m8n32k16_s8_row, char, char, 8, 32, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_s8_col, char, char, 8, 32, 16, 8, col, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, s8, row, col, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m8n32k16_s8_col, char, char, 8, 32, 16, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m8n32k16_s8_row, char, char, 8, 32, 16, 8, row, global)
CUPORT_WMMA_MMA(m8n32k16, 16, 8, s8, col, row, i32, i32, int)
CUPORT_WMMA_LOAD(a, a_m16n16k8_tf32_row, float, float, 16, 16, 8, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m16n16k8_tf32_col, float, float, 16, 16, 8, 8, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)
CUPORT_WMMA_MMA(m16n16k8, 8, 8, tf32, row, col, f32, f32, float)
CUPORT_WMMA_STORE_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)
CUPORT_WMMA_LOAD(a, a_m16n16k8_tf32_col, float, float, 16, 16, 8, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m16n16k8_tf32_row, float, float, 16, 16, 8, 8, row, global)
CUPORT_WMMA_MMA(m16n16k8, 8, 8, tf32, col, row, f32, f32, float)
CUPORT_WMMA_LOAD(a, a_m8n8k4_f64_row, double, double, 8, 8, 4, 2, row, global)
CUPORT_WMMA_LOAD(b, b_m8n8k4_f64_col, double, double, 8, 8, 4, 2, col, global)
CUPORT_WMMA_LOAD_ACC(acc_m8n8k4_f64, double, double, 8, 8, 2, global)
CUPORT_WMMA_MMA(m8n8k4, 4, 2, f64, row, col, f64, f64, double)
CUPORT_WMMA_STORE_ACC(acc_m8n8k4_f64, double, double, 8, 8, 2, global)
CUPORT_WMMA_LOAD(a, a_m8n8k4_f64_col, double, double, 8, 8, 4, 2, col, global)
CUPORT_WMMA_LOAD(b, b_m8n8k4_f64_row, double, double, 8, 8, 4, 2, row, global)
CUPORT_WMMA_MMA(m8n8k4, 4, 2, f64, col, row, f64, f64, double)
__kernel void mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)
{
    cuport_wmma_a_m16n16k16_f16_row af;
    cuport_wmma_b_m16n16k16_f16_col bf;
    cuport_wmma_acc_m16n16k16_f32 cf;
    cuport_wmma_load_a_m16n16k16_f16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_f16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_f16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)
{
    cuport_wmma_a_m16n16k16_f16_col af;
    cuport_wmma_b_m16n16k16_f16_row bf;
    cuport_wmma_acc_m16n16k16_f32 cf;
    cuport_wmma_load_a_m16n16k16_f16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_f16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_f16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)
{
    cuport_wmma_a_m32n8k16_f16_row af;
    cuport_wmma_b_m32n8k16_f16_col bf;
    cuport_wmma_acc_m32n8k16_f32 cf;
    cuport_wmma_load_a_m32n8k16_f16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_f16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_f16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)
{
    cuport_wmma_a_m32n8k16_f16_col af;
    cuport_wmma_b_m32n8k16_f16_row bf;
    cuport_wmma_acc_m32n8k16_f32 cf;
    cuport_wmma_load_a_m32n8k16_f16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_f16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_f16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)
{
    cuport_wmma_a_m8n32k16_f16_row af;
    cuport_wmma_b_m8n32k16_f16_col bf;
    cuport_wmma_acc_m8n32k16_f32 cf;
    cuport_wmma_load_a_m8n32k16_f16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_f16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_f16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int ld)
{
    cuport_wmma_a_m8n32k16_f16_col af;
    cuport_wmma_b_m8n32k16_f16_row bf;
    cuport_wmma_acc_m8n32k16_f32 cf;
    cuport_wmma_load_a_m8n32k16_f16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_f16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_f16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)
{
    cuport_wmma_a_m16n16k16_f16_row af;
    cuport_wmma_b_m16n16k16_f16_col bf;
    cuport_wmma_acc_m16n16k16_f16 cf;
    cuport_wmma_load_a_m16n16k16_f16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_f16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_f16_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_f16_row_col_f16_f16(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_f16_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)
{
    cuport_wmma_a_m16n16k16_f16_col af;
    cuport_wmma_b_m16n16k16_f16_row bf;
    cuport_wmma_acc_m16n16k16_f16 cf;
    cuport_wmma_load_a_m16n16k16_f16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_f16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_f16_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_f16_col_row_f16_f16(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_f16_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)
{
    cuport_wmma_a_m32n8k16_f16_row af;
    cuport_wmma_b_m32n8k16_f16_col bf;
    cuport_wmma_acc_m32n8k16_f16 cf;
    cuport_wmma_load_a_m32n8k16_f16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_f16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_f16_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_f16_row_col_f16_f16(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_f16_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)
{
    cuport_wmma_a_m32n8k16_f16_col af;
    cuport_wmma_b_m32n8k16_f16_row bf;
    cuport_wmma_acc_m32n8k16_f16 cf;
    cuport_wmma_load_a_m32n8k16_f16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_f16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_f16_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_f16_col_row_f16_f16(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_f16_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16___half___half_nvcuda_wmma_row_major_nvcuda_wmma_col_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)
{
    cuport_wmma_a_m8n32k16_f16_row af;
    cuport_wmma_b_m8n32k16_f16_col bf;
    cuport_wmma_acc_m8n32k16_f16 cf;
    cuport_wmma_load_a_m8n32k16_f16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_f16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_f16_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_f16_row_col_f16_f16(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_f16_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16___half___half_nvcuda_wmma_col_major_nvcuda_wmma_row_major___half(__global const cuport_half *a, __global const cuport_half *b, __global cuport_half *c, int ld)
{
    cuport_wmma_a_m8n32k16_f16_col af;
    cuport_wmma_b_m8n32k16_f16_row bf;
    cuport_wmma_acc_m8n32k16_f16 cf;
    cuport_wmma_load_a_m8n32k16_f16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_f16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_f16_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_f16_col_row_f16_f16(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_f16_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)
{
    cuport_wmma_a_m16n16k16_bf16_row af;
    cuport_wmma_b_m16n16k16_bf16_col bf;
    cuport_wmma_acc_m16n16k16_f32 cf;
    cuport_wmma_load_a_m16n16k16_bf16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_bf16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_bf16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)
{
    cuport_wmma_a_m16n16k16_bf16_col af;
    cuport_wmma_b_m16n16k16_bf16_row bf;
    cuport_wmma_acc_m16n16k16_f32 cf;
    cuport_wmma_load_a_m16n16k16_bf16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_bf16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_bf16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)
{
    cuport_wmma_a_m32n8k16_bf16_row af;
    cuport_wmma_b_m32n8k16_bf16_col bf;
    cuport_wmma_acc_m32n8k16_f32 cf;
    cuport_wmma_load_a_m32n8k16_bf16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_bf16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_bf16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)
{
    cuport_wmma_a_m32n8k16_bf16_col af;
    cuport_wmma_b_m32n8k16_bf16_row bf;
    cuport_wmma_acc_m32n8k16_f32 cf;
    cuport_wmma_load_a_m32n8k16_bf16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_bf16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_bf16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)
{
    cuport_wmma_a_m8n32k16_bf16_row af;
    cuport_wmma_b_m8n32k16_bf16_col bf;
    cuport_wmma_acc_m8n32k16_f32 cf;
    cuport_wmma_load_a_m8n32k16_bf16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_bf16_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_bf16_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16___nv_bfloat16___nv_bfloat16_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const cuport_bfloat16 *a, __global const cuport_bfloat16 *b, __global float *c, int ld)
{
    cuport_wmma_a_m8n32k16_bf16_col af;
    cuport_wmma_b_m8n32k16_bf16_row bf;
    cuport_wmma_acc_m8n32k16_f32 cf;
    cuport_wmma_load_a_m8n32k16_bf16_col_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_bf16_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_bf16_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)
{
    cuport_wmma_a_m16n16k16_u8_row af;
    cuport_wmma_b_m16n16k16_u8_col bf;
    cuport_wmma_acc_m16n16k16_i32 cf;
    cuport_wmma_load_a_m16n16k16_u8_row_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_u8_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_u8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)
{
    cuport_wmma_a_m16n16k16_u8_col af;
    cuport_wmma_b_m16n16k16_u8_row bf;
    cuport_wmma_acc_m16n16k16_i32 cf;
    cuport_wmma_load_a_m16n16k16_u8_col_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_u8_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_u8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)
{
    cuport_wmma_a_m32n8k16_u8_row af;
    cuport_wmma_b_m32n8k16_u8_col bf;
    cuport_wmma_acc_m32n8k16_i32 cf;
    cuport_wmma_load_a_m32n8k16_u8_row_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_u8_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_u8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)
{
    cuport_wmma_a_m32n8k16_u8_col af;
    cuport_wmma_b_m32n8k16_u8_row bf;
    cuport_wmma_acc_m32n8k16_i32 cf;
    cuport_wmma_load_a_m32n8k16_u8_col_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_u8_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_u8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16_uchar_uchar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)
{
    cuport_wmma_a_m8n32k16_u8_row af;
    cuport_wmma_b_m8n32k16_u8_col bf;
    cuport_wmma_acc_m8n32k16_i32 cf;
    cuport_wmma_load_a_m8n32k16_u8_row_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_u8_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_u8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16_uchar_uchar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const uchar *a, __global const uchar *b, __global int *c, int ld)
{
    cuport_wmma_a_m8n32k16_u8_col af;
    cuport_wmma_b_m8n32k16_u8_row bf;
    cuport_wmma_acc_m8n32k16_i32 cf;
    cuport_wmma_load_a_m8n32k16_u8_col_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_u8_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_u8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const char *a, __global const char *b, __global int *c, int ld)
{
    cuport_wmma_a_m16n16k16_s8_row af;
    cuport_wmma_b_m16n16k16_s8_col bf;
    cuport_wmma_acc_m16n16k16_i32 cf;
    cuport_wmma_load_a_m16n16k16_s8_row_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_s8_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_s8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const char *a, __global const char *b, __global int *c, int ld)
{
    cuport_wmma_a_m16n16k16_s8_col af;
    cuport_wmma_b_m16n16k16_s8_row bf;
    cuport_wmma_acc_m16n16k16_i32 cf;
    cuport_wmma_load_a_m16n16k16_s8_col_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_s8_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k16_s8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const char *a, __global const char *b, __global int *c, int ld)
{
    cuport_wmma_a_m32n8k16_s8_row af;
    cuport_wmma_b_m32n8k16_s8_col bf;
    cuport_wmma_acc_m32n8k16_i32 cf;
    cuport_wmma_load_a_m32n8k16_s8_row_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_s8_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_s8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_32_8_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const char *a, __global const char *b, __global int *c, int ld)
{
    cuport_wmma_a_m32n8k16_s8_col af;
    cuport_wmma_b_m32n8k16_s8_row bf;
    cuport_wmma_acc_m32n8k16_i32 cf;
    cuport_wmma_load_a_m32n8k16_s8_col_global(&(af), a, ld);
    cuport_wmma_load_b_m32n8k16_s8_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m32n8k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m32n8k16_s8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m32n8k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16_schar_schar_nvcuda_wmma_row_major_nvcuda_wmma_col_major_int(__global const char *a, __global const char *b, __global int *c, int ld)
{
    cuport_wmma_a_m8n32k16_s8_row af;
    cuport_wmma_b_m8n32k16_s8_col bf;
    cuport_wmma_acc_m8n32k16_i32 cf;
    cuport_wmma_load_a_m8n32k16_s8_row_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_s8_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_s8_row_col_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_32_16_schar_schar_nvcuda_wmma_col_major_nvcuda_wmma_row_major_int(__global const char *a, __global const char *b, __global int *c, int ld)
{
    cuport_wmma_a_m8n32k16_s8_col af;
    cuport_wmma_b_m8n32k16_s8_row bf;
    cuport_wmma_acc_m8n32k16_i32 cf;
    cuport_wmma_load_a_m8n32k16_s8_col_global(&(af), a, ld);
    cuport_wmma_load_b_m8n32k16_s8_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n32k16_i32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n32k16_s8_col_row_i32_i32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n32k16_i32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_row_major_nvcuda_wmma_col_major_float(__global const float *a, __global const float *b, __global float *c, int ld)
{
    cuport_wmma_a_m16n16k8_tf32_row af;
    cuport_wmma_b_m16n16k8_tf32_col bf;
    cuport_wmma_acc_m16n16k8_f32 cf;
    cuport_wmma_load_a_m16n16k8_tf32_row_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k8_tf32_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k8_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k8_tf32_row_col_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k8_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_16_16_8_nvcuda_wmma_precision_tf32_float_nvcuda_wmma_col_major_nvcuda_wmma_row_major_float(__global const float *a, __global const float *b, __global float *c, int ld)
{
    cuport_wmma_a_m16n16k8_tf32_col af;
    cuport_wmma_b_m16n16k8_tf32_row bf;
    cuport_wmma_acc_m16n16k8_f32 cf;
    cuport_wmma_load_a_m16n16k8_tf32_col_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k8_tf32_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m16n16k8_f32_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m16n16k8_tf32_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k8_f32_global(c, &(cf), ld, 1);
}

__kernel void mm_8_8_4_double_double_nvcuda_wmma_row_major_nvcuda_wmma_col_major_double(__global const double *a, __global const double *b, __global double *c, int ld)
{
    cuport_wmma_a_m8n8k4_f64_row af;
    cuport_wmma_b_m8n8k4_f64_col bf;
    cuport_wmma_acc_m8n8k4_f64 cf;
    cuport_wmma_load_a_m8n8k4_f64_row_global(&(af), a, ld);
    cuport_wmma_load_b_m8n8k4_f64_col_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n8k4_f64_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n8k4_f64_row_col_f64_f64(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n8k4_f64_global(c, &(cf), ld, 1);
}

__kernel void mm_8_8_4_double_double_nvcuda_wmma_col_major_nvcuda_wmma_row_major_double(__global const double *a, __global const double *b, __global double *c, int ld)
{
    cuport_wmma_a_m8n8k4_f64_col af;
    cuport_wmma_b_m8n8k4_f64_row bf;
    cuport_wmma_acc_m8n8k4_f64 cf;
    cuport_wmma_load_a_m8n8k4_f64_col_global(&(af), a, ld);
    cuport_wmma_load_b_m8n8k4_f64_row_global(&(bf), b, ld);
    cuport_wmma_load_acc_m8n8k4_f64_global(&(cf), c, ld, 0);
    cuport_wmma_mma_m8n8k4_f64_col_row_f64_f64(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m8n8k4_f64_global(c, &(cf), ld, 1);
}
