// OpenCL C 1.2 migrated by cuport from kernel_names.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

/* Translated from the device compilation's view of the code: its
   __CUDA_ARCH__ branches are the ones translated, so they are the ones built. */
#define __CUDA_ARCH__ 800

// User functions named like OpenCL C built-ins (helper_math.h style) are renamed so they do
// not clash with the built-in overloads; a __CUDA_ARCH__ test takes the device side (the
// kernels come from a device-side parse).
float dot_(cuport_float3 a, cuport_float3 b)
{ return a.x * b.x + a.y * b.y + a.z * b.z; }

float length_(cuport_float3 a)
{ return sqrt(dot_(a, a)); }

double addDouble(__global double *p, double v)
{
#if __CUDA_ARCH__ >= 600
    return cuport_atomic_add_global_f64(p, v);
#else
    ulong *bits = (ulong *)p;
    ulong old = *bits, assumed;
    do {
        assumed = old;
        old = atomicCAS(bits, assumed, __double_as_longlong(v + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
#endif
}

__kernel void norms(__global const cuport_float3 *v, __global float *out, __global double *sum)
{
    out[get_local_id(0)] = length_(v[get_local_id(0)]);
    addDouble(sum, (double)out[get_local_id(0)]);
}
