// OpenCL C 1.2 migrated by cuport from kernel_names.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// User functions named like OpenCL C built-ins (helper_math.h style) are renamed so they do
// not clash with the built-in overloads; a __CUDA_ARCH__ test keeps its host-side branch.
float dot_(cuport_float3 a, cuport_float3 b)
{ return a.x * b.x + a.y * b.y + a.z * b.z; }

float length_(cuport_float3 a)
{ return sqrt(dot_(a, a)); }

double addDouble(__global double *p, double v)
{
#if __CUDA_ARCH__ >= 600
    return atomicAdd(p, v);
#else
    __global ulong *bits = (__global ulong *)p;
    ulong old = *bits, assumed;
    do {
        assumed = old;
        old = cuport_atomic_cas_global_u64(bits, assumed, as_long(v + as_double((long)(assumed))));
    } while (assumed != old);
    return as_double((long)(old));
#endif
}

__kernel void norms(__global const cuport_float3 *v, __global float *out, __global double *sum)
{
    out[get_local_id(0)] = length_(v[get_local_id(0)]);
    addDouble(sum, (double)out[get_local_id(0)]);
}
