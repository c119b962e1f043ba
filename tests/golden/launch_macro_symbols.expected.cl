// OpenCL C 1.2 migrated by cuport from launch_macro_symbols.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void count(__global int *counter)
{ cuport_atomic_add_global_i32(&(*counter), 1); }

__kernel void rescale(__global float *scale)
{ (*scale) *= 2.0f; }

__kernel void plain(void)
{}
