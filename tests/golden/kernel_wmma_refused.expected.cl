// OpenCL C 1.2 migrated by cuport from kernel_wmma_refused.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

CUPORT_WMMA_LOAD(a, a_m16n16k16_u8_row, uchar, uchar, 16, 16, 16, 8, row, global)
CUPORT_WMMA_LOAD(b, b_m16n16k16_u8_col, uchar, uchar, 16, 16, 16, 8, col, global)
CUPORT_WMMA_FILL(acc_m16n16k16_i32, int)
CUPORT_WMMA_STORE_ACC(acc_m16n16k16_i32, int, int, 16, 16, 8, global)
// unsupported: sub-byte elements, and saturation
__kernel void refused(__global const int *a, __global const uchar *b, __global int *c)
{
    // CUPORT1253:0: 'af' holds sub-byte elements (wmma::experimental), which cuport does not translate; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, "Warp matrix operations")
    fragment<matrix_a, 8, 8, 32, u4, row_major> af; // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_wmma_refused.cl:12:5: use of undeclared identifier 'fragment'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_wmma_refused.cl:12:14: use of undeclared identifier 'matrix_a'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:3: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_wmma_refused.cl:12:34: use of undeclared identifier 'u4'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:4: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_wmma_refused.cl:12:38: use of undeclared identifier 'row_major'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:5: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_wmma_refused.cl:12:49: use of undeclared identifier 'af'; the .cl is written, but the runtime cannot build it until it is fixed
    cuport_wmma_a_m16n16k16_u8_row a8;
    cuport_wmma_b_m16n16k16_u8_col b8;
    cuport_wmma_acc_m16n16k16_i32 acc;
    cuport_wmma_load_a_m16n16k16_u8_row_global(&(a8), b, 16);
    cuport_wmma_load_b_m16n16k16_u8_col_global(&(b8), b, 16);
    cuport_wmma_fill_acc_m16n16k16_i32(&(acc), 0);
    // CUPORT1253:6: 'wmma::mma_sync(acc, a8, b8, acc, true)' saturates (satf), which cuport does not translate; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, "Warp matrix operations")
    mma_sync(acc, a8, b8, acc, true); // CUPORT1230:7: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_wmma_refused.cl:20:5: use of undeclared identifier 'mma_sync'; the .cl is written, but the runtime cannot build it until it is fixed
    cuport_wmma_store_acc_m16n16k16_i32_global(c, &(acc), 16, 0);
}
