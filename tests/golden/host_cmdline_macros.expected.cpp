// Macros from the compile command (host_cmdline_macros.args, and the argument file it names):
// a -D that names a CUDA API is migrated where it is used, in code and in #define bodies,
// since the migrated build keeps the flag as written; a function-like one is reported. The
// .cl is built with the command's macros, which its kernels still name.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>

#define WAIT_ALL() cuportDeviceSynchronize()
#define BACK_TO_HOST cuportMemcpyDeviceToHost

void fill(float *p, int n);

int main()
{
	float *d, h[BLOCK];
	cuportMalloc(&d, sizeof h);
	cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", 1, BLOCK, 0, 0, d, BLOCK);
	cuportDeviceSynchronize();
	WAIT_ALL();
	cuportMemcpy(h, d, sizeof h, BACK_TO_HOST);
	// CUPORT1400:0: 'ERROR_TEXT' has no counterpart in the cuport runtime (a function-like command-line macro whose body names 'cudaGetErrorString'; cuport rewrites the uses of object-like ones only); it is kept as written and must be migrated by hand
	printf("%g %s\n", h[0], ERROR_TEXT(cuportGetLastError()));
	cuportFree(d);
	return 0;
}

// cuport: this unit's OpenCL C kernels (host_cmdline_macros.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_cmdline_macros.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_cmdline_macros.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fill(__global float *p, int n)\n"
	"{\n"
	"\tint i = (uint)get_group_id(0) * BLOCK + (uint)get_local_id(0);\n"
	"\tif (i < n)\n"
	"\t\tp[i] = SCALE;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fill", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_cmdline_macros.cl", cuport_unit_source, &p) == cuportSuccess) {
			// cuport: not passed to the OpenCL build (function-like, or a space or quote in it): -DERROR_TEXT(e)=cudaGetErrorString(e) -DGREETING=hello world
			cuportProgramSetBuildOptions(p, "-DcudaThreadSynchronize=cudaDeviceSynchronize -DBLOCK=64 -DSCALE=2.5f -DTO_HOST=cudaMemcpyDeviceToHost");
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
