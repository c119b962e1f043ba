// OpenCL C 1.2 migrated by cuport from texture_refused.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void refused(__global const ulong *many, __read_only image2d_t mixed, sampler_t mixed_sampler, __read_only image2d_t unread, sampler_t unread_sampler, __read_only image2d_t wide, sampler_t wide_sampler, __global float *out)
{
    int i = get_local_id(0);
    cudaTextureObject_t t = many[i]; // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refused.cl:7:5: use of undeclared identifier 'cudaTextureObject_t'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1240:5: texture object 't' is not a texture-object parameter of the function (a variable, a member or an element); OpenCL C reads images only through parameters
    out[i] = tex2D<float>(t, i, 0.5f); // CUPORT1230:3: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refused.cl:9:14: use of undeclared identifier 'tex2D'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:4: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refused.cl:9:20: expected expression; the .cl is written, but the runtime cannot build it until it is fixed
    out[i] += cuport_tex1D_f(mixed, mixed_sampler, i).x + cuport_tex2D_f(mixed, mixed_sampler, i, 0.5f).x; // CUPORT1230:6: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refused.cl:10:30: passing '__private __read_only image2d_t' to parameter of incompatible type '__read_only image1d_t'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1240:10: texture object 'wide' is fetched by tex2D as cuport_float3, which no OpenCL image read gives (1, 2 or 4 channels of 8-, 16- or 32-bit integers or floats)
    cuport_float3 v = tex2D<cuport_float3>(wide, i, 0.5f); // CUPORT1230:7: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refused.cl:12:23: use of undeclared identifier 'tex2D'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:8: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refused.cl:12:29: unexpected type name 'cuport_float3': expected expression; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:9: the OpenCL C translated from here does not compile (portable and NVIDIA paths): texture_refused.cl:12:48: invalid operands to binary expression ('__private __read_only image2d_t' and '__private int'); the .cl is written, but the runtime cannot build it until it is fixed
    out[i] += v.x;
}
