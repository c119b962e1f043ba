// OpenCL C 1.2 migrated by cuport from macro_launch.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void zero(__global float *p)
{ p[get_local_id(0)] = 0.0f; }
