// OpenCL C 1.2 migrated by cuport from kernel_auto_vectors.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Box_uint3 {
    cuport_uint3 v;
} Box_uint3;

cuport_uint3 first_uint3(__global const cuport_uint3 *p)
{
    cuport_uint3 v = p[0];
    return v;
}

__kernel void hash3(__global const unsigned int *in, __global unsigned int *out, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i >= n)
        return;
    __global const cuport_uint3 *k = (__global const cuport_uint3 *)in;
    cuport_uint3 a = k[i];
    cuport_uint3 b = a;
    cuport_float3 c = cuport_make_float3(1.0f, 2.0f, 3.0f);
    __global const cuport_uint3 *e = &k[0];
    cuport_uint3 d = first_uint3(k + i);
    Box_uint3 box;
    box.v = d;
    out[i] = a.x + b.y + d.z + box.v.x + e->y + (unsigned int)c.y;
}

cuport_double3 first_double3(__global const cuport_double3 *p)
{
    cuport_double3 v = p[0];
    return v;
}

__kernel void pick(__global const cuport_double3 *in, __global double *out)
{
    cuport_double3 v = in[get_local_id(0)];
    cuport_double3 w = first_double3(in);
    out[get_local_id(0)] = v.z + w.x;
}
