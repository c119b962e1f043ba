// OpenCL C 1.2 migrated by cuport from host_legacy.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void fill(__global float *x, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        x[i] = 1.0f;
}

__kernel void twice(__global float *x, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        x[i] *= 2.0f;
}
