// OpenCL C 1.2 migrated by cuport from host_explicit_instantiation.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void fill___half(__global cuport_half *x, cuport_half v)
{ x[get_local_id(0)] = v; }

__kernel void fill_float2(__global float2 *x, float2 v)
{ x[get_local_id(0)] = v; }
