// Kernels used as values where CUDA takes `const void *`: through a helper's `void *`
// parameter, a local `void *`, a function pointer, and the launch calls; the runtime tells
// the kernel from the value when the call runs.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
#include <cstdio>

void square(int *a, int n);

void twice(int *a, int n);

static double report(void *kernel, int blockSize, size_t smem)
{
    int blocks = 0;
    cuportFuncAttributes attr;
    cuportFuncGetAttributes(&attr, cuportKernelValue(kernel));
    cuportOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, cuportKernelValue(kernel), blockSize, smem);
    return (double)blocks * blockSize / attr.maxThreadsPerBlock;
}

int run(int *d, int n)
{
    int minGrid = 0, block = 0;
    void *k = (void *)cuportKernelFunc<decltype(square)>(cuport_unit_program(), "square");
    cuportOccupancyMaxPotentialBlockSize(&minGrid, &block, cuportKernelValue(k), 0, 0);
    double occ = report((void *)cuportKernelFunc<decltype(square)>(cuport_unit_program(), "square"), block, 0);
    void (*fp)(int *, int) = twice;
    cuportFuncAttributes attr;
    cuportFuncGetAttributes(&attr, cuportKernelValue(fp));
    cuportFuncSetAttribute(cuportKernelValue(fp), cuportFuncAttributeMaxDynamicSharedMemorySize, 1024);
    void *args[] = {&d, &n};
    cuportLaunchKernelParams(cuportKernelValue(k), cuportDim3((n + block - 1) / block), cuportDim3(block), args, 0, 0);
    cuportLaunchArgv<cuport::KernelType<decltype(fp)>>(cuport_unit_program(), cuport_unit_kernel(reinterpret_cast<const void *>(fp)), cuportDim3(1), cuportDim3(n), args, 0, 0);
    cuportLaunchArgv<decltype(twice)>(cuport_unit_program(), "twice", cuportDim3(1), cuportDim3(n), args, 0, 0);
    printf("%f\n", occ);
    return cuportDeviceSynchronize();
}

// cuport: this unit's OpenCL C kernels (host_kernel_values.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_kernel_values.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_kernel_values.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void square(__global int *a, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        a[i] *= a[i];\n"
	"}\n"
	"\n"
	"__kernel void twice(__global int *a, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        a[i] *= 2;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"square", 0, nullptr, 0},
	{"twice", 0, nullptr, 0},
};

// The kernels whose address this unit takes, so that a pointer to one means it in every unit.
static const cuportKernelAddress cuport_unit_addresses[] = {
	{reinterpret_cast<const void *>(static_cast<void (*)(int *, int)>(&twice)), "twice",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)(int *, int)>(&twice))>>},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_kernel_values.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
			cuportProgramDeclareKernelAddresses(p, 1, cuport_unit_addresses);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// The host side of the kernels whose address the program takes: never called (the
// kernel runs from the .cl), a definition of its own gives each a distinct address.
inline void twice(int *, int)
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)(int *, int)>(&square)>, "square", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(int *, int)>(&twice)>, "twice", nullptr, 0, false},
		{reinterpret_cast<const void *>(static_cast<void (*)(int *, int)>(&twice)), "twice", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
