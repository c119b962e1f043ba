// OpenCL C 1.2 migrated by cuport from texture_refs.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

unsigned int node_key(int i, __global ulong *t_nodes)
{
    return cuport_tex1Dfetch(uint4, (*t_nodes), i).x;
}

__kernel void lookup(__global float *out, int n, __constant float *coef, __global ulong *t_in, __global ulong *t_nodes)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n)
        out[i] = coef[i % 4] * cuport_tex1Dfetch(float, (*t_in), node_key(i, t_nodes));
}

float4 rgba(float x, float y, __read_only image2d_t t_pitched, sampler_t t_pitched_sampler)
{
    return cuport_tex2D_f(t_pitched, t_pitched_sampler, x, y);
}

__kernel void images(__global float *out, __read_only image2d_t t_image, sampler_t t_image_sampler, __read_only image2d_t t_pitched, sampler_t t_pitched_sampler, __global ulong *s_out)
{
    int i = get_local_id(0);
    out[i] = cuport_tex2D_f(t_image, t_image_sampler, i, 0.5f).x + rgba(i, 0.5f, t_pitched, t_pitched_sampler).w;
    cuport_surf2Dwrite(float, out[i], (*s_out), i * 4, 0, cudaBoundaryModeTrap);
}

__kernel void refused(__global float *out, __global ulong *t_bytes)
{
    int i = get_local_id(0);
    // CUPORT1216:1: 'tex1Dfetch' reads a texture or a surface in a form cuport does not translate (the out-parameter fetch overloads, a texture reference read by fetches of different kinds or as normalized float from linear memory, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    out[i] = tex1Dfetch((*t_bytes), i); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refs.cl:32:14: use of undeclared identifier 'tex1Dfetch'; the .cl is written, but the runtime cannot build it until it is fixed
}
