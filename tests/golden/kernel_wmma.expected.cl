// OpenCL C 1.2 migrated by cuport from kernel_wmma.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define LAYOUT 1
#define TILE_BYTES (16 * 16 * sizeof(half))

CUPORT_WMMA_LOAD(a, a_m16n16k16_f16_row, cuport_half, ushort, 16, 16, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_f16_col, cuport_half, ushort, 16, 16, 16, 8, col, global)
CUPORT_WMMA_MMA(m16n16k16, 16, 8, f16, row, col, f32, f32, float)
CUPORT_WMMA_FILL(acc_m16n16k16_f32, float)
CUPORT_WMMA_STORE_ACC(acc_m16n16k16_f32, float, float, 16, 16, 8, local)
CUPORT_WMMA_LOAD(a, a_m16n16k8_tf32_col, float, float, 16, 16, 8, 8, col, global)
CUPORT_WMMA_LOAD(b, b_m16n16k8_tf32_row, float, float, 16, 16, 8, 8, row, global)
CUPORT_WMMA_LOAD_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)
CUPORT_WMMA_MMA(m16n16k8, 8, 8, tf32, col, row, f32, f32, float)
CUPORT_WMMA_STORE_ACC(acc_m16n16k8_f32, float, float, 16, 16, 8, global)
// a device function taking fragments by reference
void step_(__private cuport_wmma_acc_m16n16k16_f32 *acc, __global const cuport_half *a, __global const cuport_half *b, int ld)
{
    cuport_wmma_a_m16n16k16_f16_row af;
    cuport_wmma_b_m16n16k16_f16_col bf;
    cuport_wmma_load_a_m16n16k16_f16_row_global(&(af), a, ld);
    cuport_wmma_load_b_m16n16k16_f16_col_global(&(bf), b, ld);
    cuport_wmma_mma_m16n16k16_f16_row_col_f32_f32(&((*acc)), &(af), &(bf), &((*acc)));
}

__kernel void gemm(__global const cuport_half *a, __global const cuport_half *b, __global float *c, int k, float alpha)
{
    __local float tile[16 * 16] __attribute__((aligned(16)));
    cuport_wmma_acc_m16n16k16_f32 acc[2];
    cuport_wmma_fill_acc_m16n16k16_f32(&(acc[0]), 0.0f);
    for (int i = 0; i < k; i += 16)
        step_(&(acc[0]), a + i, b + i, k);
    for (int t = 0; t < cuport_wmma_acc_m16n16k16_f32_num; t++)
        acc[0].x[t] *= alpha;
    cuport_wmma_store_acc_m16n16k16_f32_local(tile, &(acc[0]), 16, LAYOUT);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    c[get_local_id(0)] = tile[get_local_id(0)] + TILE_BYTES;
}

// tf32: each element rounded; the accumulator loaded from memory; B row-major
__kernel void gemm_tf32(__global const float *a, __global const float *b, __global float *c)
{
    cuport_wmma_a_m16n16k8_tf32_col af = ((cuport_wmma_a_m16n16k8_tf32_col){0});
    cuport_wmma_b_m16n16k8_tf32_row bf;
    cuport_wmma_acc_m16n16k8_f32 cf;
    cuport_wmma_load_a_m16n16k8_tf32_col_global(&(af), a, 16);
    cuport_wmma_load_b_m16n16k8_tf32_row_global(&(bf), b, 16);
    for (int t = 0; t < cuport_wmma_a_m16n16k8_tf32_col_num; t++)
        af.x[t] = cuport_float_to_tf32(af.x[t]);
    cuport_wmma_load_acc_m16n16k8_f32_global(&(cf), c, 16, 0);
    cuport_wmma_mma_m16n16k8_tf32_col_row_f32_f32(&(cf), &(af), &(bf), &(cf));
    cuport_wmma_store_acc_m16n16k8_f32_global(c, &(cf), 16, 0);
}
