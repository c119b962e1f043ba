// OpenCL C 1.2 migrated by cuport from kernel_symbols.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Params {
    float scale;
    int count;
    ulong seed;
} Params;

float weighted(int k, __constant float *c_weights, __global float *d_table)
{
    return c_weights[k] * d_table[k % 16];
}

__kernel void useSymbols(__global float *out, __constant Params *c_params, __constant float *c_weights, __global float *d_table, __global unsigned int *d_counter)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < (*c_params).count)
        out[i] = weighted(i % 5, c_weights, d_table) * (*c_params).scale;
    cuport_atomic_add_global_u32(&(*d_counter), 1u);
}

__kernel void bumpCounter(__global unsigned int *d_counter)
{
    (*d_counter) += 1;
}
