// OpenCL C 1.2 migrated by cuport from graph_conditional.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void again(__global const int *left, ulong loop)
{
	if (*left > 0)
		cuport_graph_set_conditional(loop, 1);
	else
		cuport_graph_set_conditional(loop, 0);
}

void choose(ulong h, unsigned int v)
{ cuport_graph_set_conditional(h, v); }

__kernel void pick(__global const unsigned int *mode, ulong which)
{
	choose(which, mode[get_group_id(0)]);
}
