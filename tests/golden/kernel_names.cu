// User functions named like OpenCL C built-ins (helper_math.h style) are renamed so they do
// not clash with the built-in overloads; a __CUDA_ARCH__ test takes the device side (the
// kernels come from a device-side parse).
__device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__device__ float length(float3 a) { return sqrtf(dot(a, a)); }

__device__ double addDouble(double *p, double v)
{
#if __CUDA_ARCH__ >= 600
    return atomicAdd(p, v);
#else
    unsigned long long *bits = (unsigned long long *)p;
    unsigned long long old = *bits, assumed;
    do {
        assumed = old;
        old = atomicCAS(bits, assumed, __double_as_longlong(v + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
#endif
}

__global__ void norms(const float3 *v, float *out, double *sum)
{
    out[threadIdx.x] = length(v[threadIdx.x]);
    addDouble(sum, (double)out[threadIdx.x]);
}

void run(const float3 *v, float *o, double *s) { norms<<<1, 32>>>(v, o, s); }
