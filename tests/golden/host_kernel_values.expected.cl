// OpenCL C 1.2 migrated by cuport from host_kernel_values.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void square(__global int *a, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        a[i] *= a[i];
}

__kernel void twice(__global int *a, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        a[i] *= 2;
}
