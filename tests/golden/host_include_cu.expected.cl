// OpenCL C 1.2 migrated by cuport from host_include_cu.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// Included by host_include_cu.cu; never compiled on its own.
__kernel void scale(__global float *x, float s, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        x[i] *= s;
}
