// OpenCL C 1.2 migrated by cuport from host_launch_args.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void maybeCopy(__global int *d, int w, __global int *p)
{
    if (p)
        d[get_local_id(0)] = p[get_local_id(0)] + w;
}

__kernel void scaled(__global float *a, int n, float s)
{ a[get_local_id(0)] = n * s; }

__kernel void addFrom_float(__global float *a, __global const float *b, int n)
{
    a[get_local_id(0)] += b ? b[get_local_id(0)] : (float)n;
}
