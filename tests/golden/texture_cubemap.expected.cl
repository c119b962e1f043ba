// OpenCL C 1.2 migrated by cuport from texture_cubemap.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float4 sky(__read_only image2d_array_t env, sampler_t env_sampler, cuport_float3 d, int layer)
{
    return cuport_texCubemapLayered_f(env, env_sampler, d.x, d.y, d.z, layer);
}

__kernel void shade(__read_only image2d_array_t cube, sampler_t cube_sampler, __read_only image2d_array_t env, sampler_t env_sampler, __global const cuport_float3 *dirs, __global float *out, __global uchar2 *bytes)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    cuport_float3 d = dirs[i];
    out[i] = cuport_texCubemap_f(cube, cube_sampler, d.x, d.y, d.z).x + sky(env, env_sampler, d, i % 2).w;
    bytes[i] = convert_uchar2(cuport_texCubemap_u(cube, cube_sampler, -d.x, d.y, -d.z).xy);
}
