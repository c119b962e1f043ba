// OpenCL C 1.2 migrated by cuport from host_cufft.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void scale(__global float2 *d, int n, float s)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i < n) {
    d[i].x *= s;
    d[i].y *= s;
  }
}
