// Cubemap textures (kernel/texture.c): a texture object read by texCubemap or
// texCubemapLayered is a 2-D image array of six faces a layer, through a device function too.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

void shade(cuportTextureObject_t cube, cuportTextureObject_t env, const cuport_float3 *dirs,
                      float *out, cuport_uchar2 *bytes);

int main()
{
    cuportChannelFormatDesc desc = cuportCreateChannelDesc<float>();
    cuportArray_t a;
    // CUPORT1402:0: 'cudaMalloc3DArray' is migrated to 'cuportMalloc3DArray', which differs from CUDA: 3-D, layered and cubemap arrays; a cubemap's faces are the layers of an OpenCL 2-D image array, filtered within each face (no seamless filtering across its edges)
    cuportMalloc3DArray(&a, &desc, make_cuportExtent(16, 16, 6), cuportArrayCubemap);
    cuportLaunch<decltype(shade)>(cuport_unit_program(), "shade", 1, 32, 0, 0, 0, 0, nullptr, nullptr, nullptr);
    return 0;
}

// cuport: this unit's OpenCL C kernels (texture_cubemap.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/texture_cubemap.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from texture_cubemap.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float4 sky(__read_only image2d_array_t env, sampler_t env_sampler, cuport_float3 d, int layer)\n"
	"{\n"
	"    return cuport_texCubemapLayered_f(env, env_sampler, d.x, d.y, d.z, layer);\n"
	"}\n"
	"\n"
	"__kernel void shade(__read_only image2d_array_t cube, sampler_t cube_sampler, __read_only image2d_array_t env, sampler_t env_sampler, __global const cuport_float3 *dirs, __global float *out, __global uchar2 *bytes)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    cuport_float3 d = dirs[i];\n"
	"    out[i] = cuport_texCubemap_f(cube, cube_sampler, d.x, d.y, d.z).x + sky(env, env_sampler, d, i % 2).w;\n"
	"    bytes[i] = convert_uchar2(cuport_texCubemap_u(cube, cube_sampler, -d.x, d.y, -d.z).xy);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"shade", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("texture_cubemap.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
