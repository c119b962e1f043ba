// OpenCL C 1.2 migrated by cuport from host_macro_crlf.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void fill(__global int *counts)
{
  counts[get_local_id(0)] = get_local_id(0);
}

__kernel void sum(__global int *total, __global int *counts, __global int *done)
{
  cuport_atomic_add_global_i32(&(*total), counts[get_local_id(0)]);
  (*done) = 1;
}
