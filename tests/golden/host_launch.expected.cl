// OpenCL C 1.2 migrated by cuport from host_launch.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void fill(__global float *restrict p, int n)
{
	int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
	if (i < n)
		p[i] = 1.0f;
}

__kernel void zero(__global float *p, int n)
{
	int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
	if (i < n)
		p[i] = 0.0f;
}

__kernel void sum(__global const float *in, __global float *out, __local uint4 *cuport_dynamic_shared)
{
	__local float *buf = (__local float *)cuport_dynamic_shared;
	buf[get_local_id(0)] = in[get_local_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	if ((uint)get_local_id(0) == 0)
		out[get_group_id(0)] = buf[0];
}

__kernel void scale_float_128(__global float *p, float s)
{
	p[(uint)get_group_id(0) * 128 + (uint)get_local_id(0)] *= s;
}

__kernel void axpy_double(__global double *p, double a)
{
	p[get_local_id(0)] += a;
}
