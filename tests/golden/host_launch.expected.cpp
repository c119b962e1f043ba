// Every form of launch: integers or dim3, with and without dynamic shared memory and a
// stream, templates with explicit and deduced arguments, launches inside macros (the
// #define is rewritten once; a kernel that is a macro parameter becomes #k when the
// expansions launch different kernels), and cudaLaunchKernel. Arguments are evaluated
// once and converted to the kernel's parameter types by cuportLaunch.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

#define BLOCK 128
#define LAUNCH1(k, n, p) cuportLaunch<decltype(k)>(cuport_unit_program(), #k, ((n) + BLOCK - 1) / BLOCK, BLOCK, 0, 0, p, n)

void fill(float *__restrict__ p, int n);

void zero(float *p, int n);

template <typename T, int N>
void scale(T *p, T s);

template <typename T>
void axpy(T *p, T a);

void sum(const float *in, float *out);

void run(float *d, double *dd, int n, cuportStream_t stream)
{
	cuportDim3 grid(n / BLOCK), block(BLOCK);
	cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", grid, block, 0, 0, d, n);
	cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", n / BLOCK, BLOCK, 0, stream, d, n);
	cuportLaunch<decltype(scale<float, BLOCK>)>(cuport_unit_program(), "scale_float_128", grid, block, 0, 0, d, 2.0);  /* 2.0 converts to float */
	cuportLaunch<decltype(axpy<double>)>(cuport_unit_program(), "axpy_double", grid, BLOCK, 0, stream, dd, 0.5);      /* deduced: axpy<double> */
	cuportLaunch<decltype(sum)>(cuport_unit_program(), "sum", grid, block, BLOCK * sizeof(float), stream, cuportDynamicShared, d, d + n);
	LAUNCH1(fill, n, d);
	LAUNCH1(zero, n, d);
	void *args[] = {&d, &n};
	cuportLaunchArgv<decltype(fill)>(cuport_unit_program(), "fill", grid, block, args, 0, stream);
	cuportLaunchArgv<decltype(zero)>(cuport_unit_program(), "zero", grid, block, args, 0, 0);
	cuportFuncAttributes attr;
	cuportFuncGetAttributes(&attr, cuportKernelNamed(cuport_unit_program(), "fill"));
	if (cuportGetLastError() != cuportSuccess)
		return;
}

// cuport: this unit's OpenCL C kernels (host_launch.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_launch.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_launch.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fill(__global float *restrict p, int n)\n"
	"{\n"
	"\tint i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"\tif (i < n)\n"
	"\t\tp[i] = 1.0f;\n"
	"}\n"
	"\n"
	"__kernel void zero(__global float *p, int n)\n"
	"{\n"
	"\tint i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"\tif (i < n)\n"
	"\t\tp[i] = 0.0f;\n"
	"}\n"
	"\n"
	"__kernel void sum(__global const float *in, __global float *out, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"\t__local float *buf = (__local float *)cuport_dynamic_shared;\n"
	"\tbuf[get_local_id(0)] = in[get_local_id(0)];\n"
	"\tbarrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"\tif ((uint)get_local_id(0) == 0)\n"
	"\t\tout[get_group_id(0)] = buf[0];\n"
	"}\n"
	"\n"
	"__kernel void scale_float_128(__global float *p, float s)\n"
	"{\n"
	"\tp[(uint)get_group_id(0) * 128 + (uint)get_local_id(0)] *= s;\n"
	"}\n"
	"\n"
	"__kernel void axpy_double(__global double *p, double a)\n"
	"{\n"
	"\tp[get_local_id(0)] += a;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fill", 0, nullptr, 0},
	{"zero", 0, nullptr, 0},
	{"sum", 0, nullptr, 1},
	{"scale_float_128", 0, nullptr, 0},
	{"axpy_double", 0, nullptr, 0},
};

// The launch dimensions each kernel cannot tell apart (bits 0-2 block x, y, z; 3-5 grid):
// its launches run them with size 1 (docs/kernels.md).
static const unsigned cuport_unit_kernel_dims[] = {066, 066, 066, 066, 076};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_launch.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 5, cuport_unit_kernels);
			cuportProgramDeclareKernelDims(p, 5, cuport_unit_kernel_dims);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
