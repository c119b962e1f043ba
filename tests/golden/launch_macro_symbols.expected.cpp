// A launch macro whose parameter is the kernel, over kernels that take different
// __device__ variables: launched by the kernel's address, whose table entry supplies them.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
int counter;
float scale;

#define run(k, blocks) cuportLaunch<cuport::KernelType<decltype(k)>>(cuport_unit_program(), cuport_unit_kernel(reinterpret_cast<const void *>(k)), blocks, 64, 0, 0)

void count();
void rescale();
void plain();

void all()
{
  run(count, 4);
  run(rescale, 1);
  run(plain, 2);
}

// cuport: this unit's OpenCL C kernels (launch_macro_symbols.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/launch_macro_symbols.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from launch_macro_symbols.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void count(__global int *counter)\n"
	"{ cuport_atomic_add_global_i32(&(*counter), 1); }\n"
	"\n"
	"__kernel void rescale(__global float *scale)\n"
	"{ (*scale) *= 2.0f; }\n"
	"\n"
	"__kernel void plain(void)\n"
	"{}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"counter"};
static const char *const cuport_unit_symbols_1[] = {"scale"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"count", 1, cuport_unit_symbols_0, 0},
	{"rescale", 1, cuport_unit_symbols_1, 0},
	{"plain", 0, nullptr, 0},
};

// The kernels whose address this unit takes, so that a pointer to one means it in every unit.
static const cuportKernelAddress cuport_unit_addresses[] = {
	{reinterpret_cast<const void *>(static_cast<void (*)()>(&count)), "count",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)()>(&count))>>},
	{reinterpret_cast<const void *>(static_cast<void (*)()>(&rescale)), "rescale",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)()>(&rescale))>>},
	{reinterpret_cast<const void *>(static_cast<void (*)()>(&plain)), "plain",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)()>(&plain))>>},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("launch_macro_symbols.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "counter", sizeof(counter), &counter);
			cuportRegisterSymbol(p, "scale", sizeof(scale), &scale);
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
			cuportProgramDeclareKernelAddresses(p, 3, cuport_unit_addresses);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// The host side of the kernels whose address the program takes: never called (the
// kernel runs from the .cl), a definition of its own gives each a distinct address.
inline void count()
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}
inline void rescale()
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}
inline void plain()
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const char *const cuport_symbols_0[] = {"counter"};
	static const char *const cuport_symbols_1[] = {"scale"};
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)()>(&count)>, "count", cuport_symbols_0, 1, false},
		{reinterpret_cast<const void *>(static_cast<void (*)()>(&count)), "count", cuport_symbols_0, 1, false},
		{&cuport::kernel_key<static_cast<void (*)()>(&rescale)>, "rescale", cuport_symbols_1, 1, false},
		{reinterpret_cast<const void *>(static_cast<void (*)()>(&rescale)), "rescale", cuport_symbols_1, 1, false},
		{&cuport::kernel_key<static_cast<void (*)()>(&plain)>, "plain", nullptr, 0, false},
		{reinterpret_cast<const void *>(static_cast<void (*)()>(&plain)), "plain", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
