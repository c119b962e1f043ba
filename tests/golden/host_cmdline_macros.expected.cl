// OpenCL C 1.2 migrated by cuport from host_cmdline_macros.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void fill(__global float *p, int n)
{
	int i = (uint)get_group_id(0) * BLOCK + (uint)get_local_id(0);
	if (i < n)
		p[i] = SCALE;
}
