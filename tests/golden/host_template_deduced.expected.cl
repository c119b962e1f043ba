// OpenCL C 1.2 migrated by cuport from host_template_deduced.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void set_double(__global double *d, double v)
{ d[get_local_id(0)] = v; }

__kernel void fill_true_float(int n, __global float *w, float value)
{
    int j = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (j < n)
        w[j] = true ? (float)(j + 1) : value;
}

__kernel void fill_false_double(int n, __global double *w, double value)
{
    int j = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (j < n)
        w[j] = false ? (double)(j + 1) : value;
}

__kernel void axpy_float(__global const float *x, __global float *y, float a, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        y[i] += a * x[i];
}

__kernel void gather_float_int(__global const float *src, __global const int *idx, __global float *dst, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        dst[i] = src[idx[i]];
}

__kernel void axpy_double(__global const double *x, __global double *y, double a, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        y[i] += a * x[i];
}

__kernel void gather_double_int(__global const double *src, __global const int *idx, __global double *dst, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        dst[i] = src[idx[i]];
}

__kernel void set_float(__global float *d, float v)
{ d[get_local_id(0)] = v; }

__kernel void mirror_float_float(__global float *s, __global float *g)
{ g[0] = (float)s[0]; }
