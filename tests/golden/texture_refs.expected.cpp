// cuport-test: no-build (the normalized-float read of linear memory is reported, not translated)
// Legacy texture references: a reference read by tex1Dfetch is a device symbol holding the
// address cudaBindTexture bound it to (in a device function too, and passed down); one
// bound to an array (cudaBindTextureToArray, C++ and C forms) or to pitched memory
// (cudaBindTexture2D) and read by tex2D is an image and a sampler of its kernels, made from
// the reference's fields; a surface reference holds the address of its array's surface
// buffer. One read as normalized float from linear memory is reported (CUPORT1216). Old
// code names a symbol by a string (cudaMemcpyToSymbol("coef", ...)) and compares runtime
// calls with the driver API's CUDA_SUCCESS.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_runtime.h"

cuportTexture<float, 1, cuportReadModeElementType> t_in;
cuportTexture<cuport_uint4, 1> t_nodes;
cuportTexture<unsigned char, 1, cuportReadModeNormalizedFloat> t_bytes;
cuportTexture<float, 2, cuportReadModeElementType> t_image;
cuportTexture<cuport_uchar4, 2, cuportReadModeNormalizedFloat> t_pitched;
cuportSurface<void, 2> s_out;
float coef[4];

void lookup(float *out, int n);

void images(float *out);

void refused(float *out);

int run(const float *in, const cuport_uint4 *nodes, float *out, int n, const float *c)
{
    cuportChannelFormatDesc d = cuportCreateChannelDesc<float>();
    if (cuportBindTexture(NULL, cuport_unit_program(), "t_in", in, &d, n * sizeof(float)) != cuportSuccess)
        return 1;
    cuportBindTexture(0, cuport_unit_program(), "t_nodes", nodes, n * sizeof(cuport_uint4));
    cuportMemcpyToSymbol(cuport_unit_program(), "coef", c, 4 * sizeof(float), 0, cuportMemcpyHostToDevice);
    cuportLaunch<decltype(lookup)>(cuport_unit_program(), "lookup", (n + 255) / 256, 256, 0, 0, cuportSymbols("coef", "t_in", "t_nodes"), out, n);
    cuportLaunch<decltype(refused)>(cuport_unit_program(), "refused", 1, 32, 0, 0, cuportSymbols("t_bytes"), out);
    return 0;
}

int bind(cuportArray_t a, cuportArray_t b, const cuport_uchar4 *p, size_t pitch, float *out)
{
    t_image.normalized = true;
    t_image.filterMode = cuportFilterModeLinear;
    t_image.addressMode[0] = cuportAddressModeWrap;
    cuportBindTextureToArray(cuport_unit_program(), "t_image", cuport_texref(t_image), a);
    cuportChannelFormatDesc d = cuportCreateChannelDesc<float>();
    cuportBindTextureToArray(cuport_unit_program(), "t_image", cuport_texref(&t_image), a, &d);
    cuportBindTexture2D(0, cuport_unit_program(), "t_pitched", cuport_texref(t_pitched), p, 16, 16, pitch);
    cuportBindSurfaceToArray(cuport_unit_program(), "s_out", b);
    cuportLaunch<decltype(images)>(cuport_unit_program(), "images", 1, 16, 0, 0, cuportSymbols("t_image", "t_pitched", "s_out"), out);
    cuportUnbindTexture(cuport_unit_program(), "t_pitched");
    cuportUnbindTexture(cuport_unit_program(), "t_nodes");
    return cuportUnbindTexture(cuport_unit_program(), "t_in") != cuportSuccess;
}

// cuport: this unit's OpenCL C kernels (texture_refs.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/texture_refs.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from texture_refs.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"unsigned int node_key(int i, __global ulong *t_nodes)\n"
	"{\n"
	"    return cuport_tex1Dfetch(uint4, (*t_nodes), i).x;\n"
	"}\n"
	"\n"
	"__kernel void lookup(__global float *out, int n, __constant float *coef, __global ulong *t_in, __global ulong *t_nodes)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        out[i] = coef[i % 4] * cuport_tex1Dfetch(float, (*t_in), node_key(i, t_nodes));\n"
	"}\n"
	"\n"
	"float4 rgba(float x, float y, __read_only image2d_t t_pitched, sampler_t t_pitched_sampler)\n"
	"{\n"
	"    return cuport_tex2D_f(t_pitched, t_pitched_sampler, x, y);\n"
	"}\n"
	"\n"
	"__kernel void images(__global float *out, __read_only image2d_t t_image, sampler_t t_image_sampler, __read_only image2d_t t_pitched, sampler_t t_pitched_sampler, __global ulong *s_out)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    out[i] = cuport_tex2D_f(t_image, t_image_sampler, i, 0.5f).x + rgba(i, 0.5f, t_pitched, t_pitched_sampler).w;\n"
	"    cuport_surf2Dwrite(float, out[i], (*s_out), i * 4, 0, cudaBoundaryModeTrap);\n"
	"}\n"
	"\n"
	"__kernel void refused(__global float *out, __global ulong *t_bytes)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    // CUPORT1216:1: 'tex1Dfetch' reads a texture or a surface in a form cuport does not translate (the out-parameter fetch overloads, a texture reference read by fetches of different kinds or as normalized float from linear memory, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)\n"
	"    out[i] = tex1Dfetch((*t_bytes), i);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"coef", "t_in", "t_nodes"};
static const char *const cuport_unit_symbols_1[] = {"t_image", "t_pitched", "s_out"};
static const char *const cuport_unit_symbols_2[] = {"t_bytes"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"lookup", 3, cuport_unit_symbols_0, 0},
	{"images", 3, cuport_unit_symbols_1, 0},
	{"refused", 1, cuport_unit_symbols_2, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("texture_refs.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "t_in", sizeof(t_in), &t_in);
			cuportRegisterSymbol(p, "t_nodes", sizeof(t_nodes), &t_nodes);
			cuportRegisterSymbol(p, "t_bytes", sizeof(t_bytes), &t_bytes);
			cuportRegisterSymbol(p, "t_image", sizeof(t_image), &t_image);
			cuportRegisterSymbol(p, "t_pitched", sizeof(t_pitched), &t_pitched);
			cuportRegisterSymbol(p, "s_out", sizeof(s_out), &s_out);
			cuportRegisterSymbol(p, "coef", sizeof(coef), &coef);
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
