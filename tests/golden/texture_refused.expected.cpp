// cuport-test: no-build (each texture use here is reported, not translated)
// Texture objects cuport cannot turn into images: one read from a variable or an array
// element (OpenCL C has images only as parameters), one read by fetches of two shapes, one
// read by no fetch, and a fetch of a type no image read gives.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

// CUPORT1240:0: texture object 'mixed' is read by fetches of different dimensions
void refused(const cuportTextureObject_t *many, cuportTextureObject_t mixed,
                        // CUPORT1240:1: texture object 'unread' is read by no fetch that cuport sees
                        cuportTextureObject_t unread, cuportTextureObject_t wide, float *out);

void run(const cuportTextureObject_t *m, cuportTextureObject_t a, cuportTextureObject_t b,
         float *out)
{
    cuportLaunch<decltype(refused)>(cuport_unit_program(), "refused", 1, 32, 0, 0, m, a, b, a, out);
}

// cuport: this unit's OpenCL C kernels (texture_refused.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/texture_refused.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from texture_refused.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void refused(__global const ulong *many, __read_only image2d_t mixed, sampler_t mixed_sampler, __read_only image2d_t unread, sampler_t unread_sampler, __read_only image2d_t wide, sampler_t wide_sampler, __global float *out)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    cudaTextureObject_t t = many[i];\n"
	"    // CUPORT1240:5: texture object 't' is not a texture-object parameter of the function (a variable, a member or an element); OpenCL C reads images only through parameters\n"
	"    out[i] = tex2D<float>(t, i, 0.5f);\n"
	"    out[i] += cuport_tex1D_f(mixed, mixed_sampler, i).x + cuport_tex2D_f(mixed, mixed_sampler, i, 0.5f).x;\n"
	"    // CUPORT1240:10: texture object 'wide' is fetched by tex2D as cuport_float3, which no OpenCL image read gives (1, 2 or 4 channels of 8-, 16- or 32-bit integers or floats)\n"
	"    cuport_float3 v = tex2D<cuport_float3>(wide, i, 0.5f);\n"
	"    out[i] += v.x;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"refused", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("texture_refused.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
