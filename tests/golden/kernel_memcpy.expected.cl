// OpenCL C 1.2 migrated by cuport from kernel_memcpy.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Pair {
    float a;
    float b;
} Pair;

__kernel void copies(__global const float *in, __global float *out)
{
    __local float stage[64] __attribute__((aligned(16)));
    float local_[2];
    Pair p;
    cuport_memcpy_private_global(local_, in + 2 * (uint)get_local_id(0), sizeof(local_));
    cuport_memcpy_private_private(&p, local_, sizeof(p));
    cuport_memset_local(stage + (uint)get_local_id(0), 0, sizeof(float));
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    cuport_memcpy_local_private(stage + (uint)get_local_id(0), &p.a, sizeof(float));
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    cuport_memcpy_global_local(out + (uint)get_local_id(0), stage + ((uint)get_local_id(0) + 1) % 64, sizeof(float));
    cuport_memset_private(&p, 0, sizeof(p));
    out[get_local_id(0)] += p.b;
}
