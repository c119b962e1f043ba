// OpenCL C 1.2 migrated by cuport from host_template_launch.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void plain(__global int *d, int n)
{ d[0] = n; }

__kernel void fill_double(__global double *d, double v, int n, __constant float *scale)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        d[i] = v * (double)(*scale);
}

__kernel void fill_float(__global float *d, float v, int n, __constant float *scale)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        d[i] = v * (float)(*scale);
}

__kernel void fill_int(__global int *d, int v, int n, __constant float *scale)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        d[i] = v * (int)(*scale);
}

__kernel void addN_4(__global int *d, int n, __local uint4 *cuport_dynamic_shared)
{
    __local int *tile = (__local int *)cuport_dynamic_shared;
    tile[get_local_id(0)] = 4;
    if ((uint)get_local_id(0) < n)
        d[get_local_id(0)] += tile[get_local_id(0)];
}

__kernel void addN_8(__global int *d, int n, __local uint4 *cuport_dynamic_shared)
{
    __local int *tile = (__local int *)cuport_dynamic_shared;
    tile[get_local_id(0)] = 8;
    if ((uint)get_local_id(0) < n)
        d[get_local_id(0)] += tile[get_local_id(0)];
}

__kernel void fill_char(__global char *d, char v, int n, __constant float *scale)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        d[i] = v * (char)(*scale);
}
