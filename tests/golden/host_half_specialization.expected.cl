// OpenCL C 1.2 migrated by cuport from host_half_specialization.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void copy___half2(__global const cuport_half2 *p, __global cuport_half2 *g)
{ g[get_local_id(0)] = p[get_local_id(0)]; }

__kernel void copy___half(__global const cuport_half *p, __global cuport_half *g)
{ g[get_local_id(0)] = p[get_local_id(0)]; }
