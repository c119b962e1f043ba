// OpenCL C 1.2 migrated by cuport from host_kernel_pointers.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void addOne(__global int *d)
{ d[get_local_id(0)] += 1; }

__kernel void launchedOnly(__global int *d)
{ d[get_local_id(0)] = 0; }

// Launches through function pointers: the launch looks its kernel up by the pointer's
// value, and each kernel whose address the unit takes gets a host definition of its own
// (a stub never called) so that its address is distinct and linkable. Names used only as
// a launch's callee, in decltype or as a kernel API's argument take no address.
__kernel void addN_256(__global int *d)
{ d[get_local_id(0)] += 256; }

// Launches through function pointers: the launch looks its kernel up by the pointer's
// value, and each kernel whose address the unit takes gets a host definition of its own
// (a stub never called) so that its address is distinct and linkable. Names used only as
// a launch's callee, in decltype or as a kernel API's argument take no address.
__kernel void addN_7(__global int *d)
{ d[get_local_id(0)] += 7; }

__kernel void scaleBy_float_3(__global float *d, int n)
{ d[get_local_id(0)] *= (float)(3 + n); }
