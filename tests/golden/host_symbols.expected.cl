// OpenCL C 1.2 migrated by cuport from host_symbols.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void apply(__global float *p, __constant float *weights, __global float *table, __global unsigned int *counter)
{
	p[get_local_id(0)] *= weights[(uint)get_local_id(0) % 16] + table[0];
	cuport_atomic_add_global_u32(&(*counter), 1u);
}
