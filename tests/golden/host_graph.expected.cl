// OpenCL C 1.2 migrated by cuport from host_graph.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void bump(__global int *p, __global int *counter)
{ p[get_local_id(0)] += (*counter); }

__kernel void total(__global const float *in, __global float *out, __local uint4 *cuport_dynamic_shared)
{
	__local float *part = (__local float *)cuport_dynamic_shared;
	part[get_local_id(0)] = in[get_local_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	if ((uint)get_local_id(0) == 0)
		out[get_group_id(0)] = part[0];
}

__kernel void scale_float(__global float *p, float s)
{ p[get_local_id(0)] *= s; }
