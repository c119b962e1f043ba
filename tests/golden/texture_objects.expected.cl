// OpenCL C 1.2 migrated by cuport from texture_objects.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float sample(__read_only image2d_t t, sampler_t t_sampler, float x, float y)
{
    return cuport_tex2D_f(t, t_sampler, x + 0.5f, y + 0.5f).x;
}

float twice(__read_only image2d_t t, sampler_t t_sampler, float x, float y)
{
    return 2.0f * sample(t, t_sampler, x, y);
}

__kernel void reads2D(__read_only image2d_t img, sampler_t img_sampler, __read_only image2d_t bytes, sampler_t bytes_sampler, __global float *out, __global uchar4 *px, __global int *small, __global short2 *pairs, int w)
{
    int x = get_local_id(0), y = get_local_id(1);
    out[y * w + x] = twice(img, img_sampler, x, y) + cuport_tex2D_f(bytes, bytes_sampler, x, y).w;
    px[y * w + x] = convert_uchar4(cuport_tex2D_u(bytes, bytes_sampler, x + 0.5f, y + 0.5f));
    small[y * w + x] = ((uchar)cuport_tex2D_u(bytes, bytes_sampler, 0.5f, 0.5f).x) + cuport_tex2D_i(img, img_sampler, 0.0f, 0.0f).x;
    pairs[y * w + x] = convert_short2(cuport_tex2D_i(bytes, bytes_sampler, 1.5f, 0.5f).xy);
}

__kernel void fetches(__global const void *lin, __read_only image1d_t line, sampler_t line_sampler, __global float *out, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n) {
        float4 v = cuport_tex1Dfetch(float4, lin, i);
        out[i] = v.x + v.w + cuport_tex1D_f(line, line_sampler, i + 0.5f).x;
    }
}

__kernel void volumes(__read_only image3d_t vol, sampler_t vol_sampler, __read_only image2d_array_t layers, sampler_t layers_sampler, __global float *out)
{
    int x = get_local_id(0), y = get_local_id(1), z = get_local_id(2);
    out[x] = cuport_tex3D_f(vol, vol_sampler, x + 0.5f, y + 0.5f, z + 0.5f).x +
             cuport_tex2DLayered_f(layers, layers_sampler, x + 0.5f, y + 0.5f, z).x;
}
