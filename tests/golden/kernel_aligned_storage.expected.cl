// OpenCL C 1.2 migrated by cuport from kernel_aligned_storage.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Moments {
    float mean;
    float m2;
    long n;
} Moments;

__kernel void reverse_moments_float(__global const float *in, __global float *out)
{
    __local struct __attribute__((aligned(8))) { uchar cuport_bytes[16]; } raw[64] __attribute__((aligned(16)));
    __local Moments *m = ((__local Moments *)(raw));
    m[get_local_id(0)].mean = (float)in[get_local_id(0)];
    m[get_local_id(0)].n = (uint)get_local_id(0);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = (float)(m[63 - (uint)get_local_id(0)].mean + (float)m[63 - (uint)get_local_id(0)].n);
}
