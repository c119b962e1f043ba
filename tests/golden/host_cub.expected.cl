// OpenCL C 1.2 migrated by cuport from host_cub.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void iota(__global int *p, int n)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i < n)
    p[i] = i;
}
