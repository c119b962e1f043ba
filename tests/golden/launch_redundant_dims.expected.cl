// OpenCL C 1.2 migrated by cuport from launch_redundant_dims.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define LANE get_local_id(0)
#define ROW_OF(t) ((t).y)

__kernel void rows(int n, __global const float *a, __global float *x)
{
	int i = (uint)get_group_id(0) * (uint)get_local_size(0) + LANE;
	if (i < n)
		for (int j = 0; j < n; j++)
			x[i] += a[i * n + j];
}

__kernel void plane(__global float *x)
{
	x[(uint)get_local_id(1) * (uint)get_local_size(0) + (uint)get_local_id(0)] += 1.0f;
}

__kernel void whole(__global float *x)
{
	uint3 t = (uint3)((uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2));
	x[t.x] += 1.0f;
}

__kernel void argument(__global float *x)
{
	x[ROW_OF((uint3)((uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2)))] += 1.0f;
}

void deep(__global float *x)
{ x[get_local_id(2)] += 1.0f; }

__kernel void through(__global float *x)
{ deep(x); }

__kernel void counts(__global float *x)
{ cuport_atomic_add_global_f32(&x[get_local_id(0)], 1.0f); }

__kernel void prints(__global float *x)
{ printf("%f\n", x[get_local_id(0)]); }

__kernel void votes(__global int *x)
{
    CUPORT_WARP_SCRATCH(cuport_ws); x[get_local_id(0)] = cuport_any(cuport_ws, 0xffffffffu, x[0]); }

__kernel void ranks(__global int *x)
{ x[cuport_linear_local_id()] = 1; }
