// OpenCL C 1.2 migrated by cuport from kernel_mixed_overloads.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define MIN_INTERVAL 5.0e-37

__kernel void mixed(__global const float *x, __global const int *k, __global unsigned int *u, __global ulong *ul, __global double *d, __global float *f, __global int *e)
{
    int i = get_local_id(0);
    float t = x[i];
    int ki = k[i];
    unsigned ui = u[i];
    long li = ki;
    u[i] = max((unsigned int)(ki), ui) + min(ui, (unsigned int)(ki));
    ul[i] = max(ul[i], (ulong)(li)) + min(ul[i], 1ul);
    d[i] = max(MIN_INTERVAL, (double)(t)) + fmin(d[i], (double)(t)) + pow((double)(ki), (double)(2)) + sqrt((double)(ki));
    f[i] = pow(t, (float)(ki)) + pow((double)(t), (double)(2)) + fmax(t, (float)(1)) + ldexp(t, ki) + ldexp(t, 2);
    int ex;
    f[i] += frexp(t, &ex);
    e[i] = ex + (int)(long)round(t);
}
