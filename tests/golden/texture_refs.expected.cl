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

__kernel void refused(__global float *out, __global ulong *t_bytes, __global ulong *t_image)
{
    int i = get_local_id(0);
    // CUPORT1216:2: 'tex1Dfetch' reads or writes a surface, or a texture in a form cuport does not translate (the out-parameter overloads, a texture reference read otherwise than by tex1Dfetch in element mode, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    // CUPORT1216:3: 'tex2D' reads or writes a surface, or a texture in a form cuport does not translate (the out-parameter overloads, a texture reference read otherwise than by tex1Dfetch in element mode, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    out[i] = tex1Dfetch((*t_bytes), i) + tex2D((*t_image), i, 0.5f); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refs.cl:21:14: use of undeclared identifier 'tex1Dfetch'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refs.cl:21:42: use of undeclared identifier 'tex2D'; the .cl is written, but the runtime cannot build it until it is fixed
}
