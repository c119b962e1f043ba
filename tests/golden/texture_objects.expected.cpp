// Texture objects: a kernel parameter becomes an image and its sampler (or, for tex1Dfetch,
// a pointer to the linear memory); each fetch reads the image by its type and narrows the
// result to it; an object passed to a device function takes its sampler along.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

void reads2D(cuportTextureObject_t img, cuportTextureObject_t bytes, float *out,
                        cuport_uchar4 *px, int *small, cuport_short2 *pairs, int w);

void fetches(cuportTextureObject_t lin, cuportTextureObject_t line, float *out, int n);

void volumes(cuportTextureObject_t vol, cuportTextureObject_t layers, float *out);

void run(cuportTextureObject_t a, cuportTextureObject_t b, float *out, cuport_uchar4 *px, int *small,
         cuport_short2 *pairs)
{
    cuportLaunch<decltype(reads2D)>(cuport_unit_program(), "reads2D", 1, cuportDim3(8, 8), 0, 0, a, b, out, px, small, pairs, 8);
    cuportLaunch<decltype(fetches)>(cuport_unit_program(), "fetches", 4, 64, 0, 0, a, b, out, 256);
    cuportLaunch<decltype(volumes)>(cuport_unit_program(), "volumes", 1, cuportDim3(4, 4, 2), 0, 0, a, b, out);
}

// cuport: this unit's OpenCL C kernels (texture_objects.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/texture_objects.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from texture_objects.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float sample(__read_only image2d_t t, sampler_t t_sampler, float x, float y)\n"
	"{\n"
	"    return cuport_tex2D_f(t, t_sampler, x + 0.5f, y + 0.5f).x;\n"
	"}\n"
	"\n"
	"float twice(__read_only image2d_t t, sampler_t t_sampler, float x, float y)\n"
	"{\n"
	"    return 2.0f * sample(t, t_sampler, x, y);\n"
	"}\n"
	"\n"
	"__kernel void reads2D(__read_only image2d_t img, sampler_t img_sampler, __read_only image2d_t bytes, sampler_t bytes_sampler, __global float *out, __global uchar4 *px, __global int *small, __global short2 *pairs, int w)\n"
	"{\n"
	"    int x = get_local_id(0), y = get_local_id(1);\n"
	"    out[y * w + x] = twice(img, img_sampler, x, y) + cuport_tex2D_f(bytes, bytes_sampler, x, y).w;\n"
	"    px[y * w + x] = convert_uchar4(cuport_tex2D_u(bytes, bytes_sampler, x + 0.5f, y + 0.5f));\n"
	"    small[y * w + x] = ((uchar)cuport_tex2D_u(bytes, bytes_sampler, 0.5f, 0.5f).x) + cuport_tex2D_i(img, img_sampler, 0.0f, 0.0f).x;\n"
	"    pairs[y * w + x] = convert_short2(cuport_tex2D_i(bytes, bytes_sampler, 1.5f, 0.5f).xy);\n"
	"}\n"
	"\n"
	"__kernel void fetches(__global const void *lin, __read_only image1d_t line, sampler_t line_sampler, __global float *out, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n) {\n"
	"        float4 v = cuport_tex1Dfetch(float4, lin, i);\n"
	"        out[i] = v.x + v.w + cuport_tex1D_f(line, line_sampler, i + 0.5f).x;\n"
	"    }\n"
	"}\n"
	"\n"
	"__kernel void volumes(__read_only image3d_t vol, sampler_t vol_sampler, __read_only image2d_array_t layers, sampler_t layers_sampler, __global float *out)\n"
	"{\n"
	"    int x = get_local_id(0), y = get_local_id(1), z = get_local_id(2);\n"
	"    out[x] = cuport_tex3D_f(vol, vol_sampler, x + 0.5f, y + 0.5f, z + 0.5f).x +\n"
	"             cuport_tex2DLayered_f(layers, layers_sampler, x + 0.5f, y + 0.5f, z).x;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"reads2D", 0, nullptr, 0},
	{"fetches", 0, nullptr, 0},
	{"volumes", 0, nullptr, 0},
};

// The launch dimensions each kernel cannot tell apart (bits 0-2 block x, y, z; 3-5 grid):
// its launches run them with size 1 (docs/kernels.md).
static const unsigned cuport_unit_kernel_dims[] = {074, 066, 070};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("texture_objects.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
			cuportProgramDeclareKernelDims(p, 3, cuport_unit_kernel_dims);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
