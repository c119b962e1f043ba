// OpenCL C 1.2 migrated by cuport from host_launch_spaced.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void fill(__global int *p, int v, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        p[i] = v;
}
