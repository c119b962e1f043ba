// Code written for older CUDA releases: the cudaThread* names, cudaDeviceProp fields that
// CUDA 13 dropped, device limits and cache preferences, and kernels whose parameter list
// is followed by a comment.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <stdio.h>

void fill(float *x, int n); // one value per thread

void twice(float *x, /* in and out */
                      int n); /* elements */

int main()
{
    cuportDeviceProp prop;
    cuportGetDeviceProperties(&prop, 0);
    printf("%d kHz, memory %d kHz, mode %d, overlap %d\n", prop.clockRate, prop.memoryClockRate,
           prop.computeMode, prop.deviceOverlap);
    size_t stack = 0;
    cuportDeviceSetLimit(cuportLimitStackSize, 2048);
    cuportDeviceGetLimit(&stack, cuportLimitStackSize);
    cuportDeviceSetLimit(cuportLimitMallocHeapSize, 1 << 24);
    cuportDeviceSetCacheConfig(cuportFuncCachePreferL1);
    cuportFuncCache cache;
    cuportDeviceGetCacheConfig(&cache);
    cuportDeviceSetSharedMemConfig(cuportSharedMemBankSizeFourByte);
    float *d;
    cuportMalloc(&d, 256 * sizeof(float));
    cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", 2, 128, 0, 0, d, 256);
    cuportLaunch<decltype(twice)>(cuport_unit_program(), "twice", 2, 128, 0, 0, d, 256);
    cuportDeviceSynchronize();
    cuportFree(d);
    cuportDeviceReset();
    return 0;
}

// cuport: this unit's OpenCL C kernels (host_legacy.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_legacy.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_legacy.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fill(__global float *x, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        x[i] = 1.0f;\n"
	"}\n"
	"\n"
	"__kernel void twice(__global float *x, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        x[i] *= 2.0f;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fill", 0, nullptr, 0},
	{"twice", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_legacy.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
