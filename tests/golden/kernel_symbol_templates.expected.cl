// OpenCL C 1.2 migrated by cuport from kernel_symbol_templates.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define W 4

typedef struct Pair {
    float a;
    float b;
} Pair;

__kernel void apply_float(__global float *out, __global int *hits_floatp, __global int *hits_bd8be142, __constant float *taps_float, __global float *gain_float, __global float *bias_float_2, __constant Pair *pairs_Pair)
{
    cuport_atomic_add_global_i32(&(*hits_floatp), 1);
    cuport_atomic_add_global_i32(&(*hits_bd8be142), 1);   // an argument whose spelling is not read from its USR
    int i = get_local_id(0);
    out[i] = taps_float[i % W] * (*gain_float) + bias_float_2[i & 1] + pairs_Pair[0].a;
}

__kernel void apply_uint(__global unsigned int *out, __global int *hits_uintp, __global int *hits_c08be5fb, __constant unsigned int *taps_uint, __global unsigned int *gain_uint, __global unsigned int *bias_uint_2, __constant Pair *pairs_Pair)
{
    cuport_atomic_add_global_i32(&(*hits_uintp), 1);
    cuport_atomic_add_global_i32(&(*hits_c08be5fb), 1);   // an argument whose spelling is not read from its USR
    int i = get_local_id(0);
    out[i] = taps_uint[i % W] * (*gain_uint) + bias_uint_2[i & 1] + pairs_Pair[0].a;
}
