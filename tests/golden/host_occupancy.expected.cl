// OpenCL C 1.2 migrated by cuport from host_occupancy.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// Occupancy queries name the kernel; the runtime applies CUDA's occupancy model to the
// device's limits.
__kernel void work(__global float *p)
{ p[get_local_id(0)] *= 2.0f; }
