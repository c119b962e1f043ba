// Kernel and device-function templates: one instance per launched combination, named after
// its arguments, with type and non-type parameters (a tile size) substituted.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <typename T, int TILE, bool CHECK>
void scaleSquares(T *data, int n, T factor);

// CUPORT1210:0: kernel template 'neverLaunched' is not launched in this unit, so no instance of it is emitted into the .cl
template <typename T>
void neverLaunched(T *p);

void run(float *f, double *d, unsigned int *u, int n)
{
    cuportLaunch<decltype(scaleSquares<float, 128, true>)>(cuport_unit_program(), "scaleSquares_float_128_true", n / 128, 128, 0, 0, f, n, 2.0f);
    cuportLaunch<decltype(scaleSquares<double, 64, false>)>(cuport_unit_program(), "scaleSquares_double_64_false", n / 64, 64, 0, 0, d, n, 0.5);
    cuportLaunch<decltype(scaleSquares<unsigned int, 256, true>)>(cuport_unit_program(), "scaleSquares_uint_256_true", n / 256, 256, 0, 0, u, n, 3u);
}

// cuport: this unit's OpenCL C kernels (kernel_templates.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_templates.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_templates.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float square_float(float v)\n"
	"{ return v * v; }\n"
	"\n"
	"__kernel void scaleSquares_float_128_true(__global float *data, int n, float factor)\n"
	"{\n"
	"    __local float tile[128] __attribute__((aligned(16)));\n"
	"    int i = (uint)get_group_id(0) * 128 + (uint)get_local_id(0);\n"
	"    if (true && i >= n)\n"
	"        return;\n"
	"    tile[get_local_id(0)] = square_float(data[i]) * factor;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"#pragma unroll\n"
	"    for (int k = 0; k < 128 / 32; ++k)\n"
	"        data[i] += (float)k;\n"
	"    data[i] = tile[128 - 1 - (uint)get_local_id(0)] + ((float)(sizeof(float)));\n"
	"}\n"
	"\n"
	"double square_double(double v)\n"
	"{ return v * v; }\n"
	"\n"
	"__kernel void scaleSquares_double_64_false(__global double *data, int n, double factor)\n"
	"{\n"
	"    __local double tile[64] __attribute__((aligned(16)));\n"
	"    int i = (uint)get_group_id(0) * 64 + (uint)get_local_id(0);\n"
	"    if (false && i >= n)\n"
	"        return;\n"
	"    tile[get_local_id(0)] = square_double(data[i]) * factor;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"#pragma unroll\n"
	"    for (int k = 0; k < 64 / 32; ++k)\n"
	"        data[i] += (double)k;\n"
	"    data[i] = tile[64 - 1 - (uint)get_local_id(0)] + ((double)(sizeof(double)));\n"
	"}\n"
	"\n"
	"unsigned int square_uint(unsigned int v)\n"
	"{ return v * v; }\n"
	"\n"
	"__kernel void scaleSquares_uint_256_true(__global unsigned int *data, int n, unsigned int factor)\n"
	"{\n"
	"    __local unsigned int tile[256] __attribute__((aligned(16)));\n"
	"    int i = (uint)get_group_id(0) * 256 + (uint)get_local_id(0);\n"
	"    if (true && i >= n)\n"
	"        return;\n"
	"    tile[get_local_id(0)] = square_uint(data[i]) * factor;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"#pragma unroll\n"
	"    for (int k = 0; k < 256 / 32; ++k)\n"
	"        data[i] += (unsigned int)k;\n"
	"    data[i] = tile[256 - 1 - (uint)get_local_id(0)] + ((unsigned int)(sizeof(unsigned int)));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"scaleSquares_float_128_true", 0, nullptr, 0},
	{"scaleSquares_double_64_false", 0, nullptr, 0},
	{"scaleSquares_uint_256_true", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_templates.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
