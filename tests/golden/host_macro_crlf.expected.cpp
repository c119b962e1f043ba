// A source written on Windows (CRLF line ends): the launch macro whose parameter is the
// kernel launches kernels that take different device variables, so it is rewritten to
// launch by the kernel's address; a __managed__ variable spelled through the program's own
// macro is reported as one spelled directly is.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
#define MANAGED 
#define run(k, blocks, threads) \
  { \
    cuportLaunch<cuport::KernelType<decltype(k)>>(cuport_unit_program(), cuport_unit_kernel(reinterpret_cast<const void *>(k)), blocks, threads, 0, 0); \
    cuportDeviceSynchronize(); \
  }

int counts[64];
int total;
// CUPORT1409:0: __managed__ variable 'done' becomes a device symbol with a host copy: the runtime copies the host's writes to the device before device work and the device's values back once the host has waited for it, so host code must not touch it while kernels run, and '&done' in host code is a host address that kernels cannot use (give them cudaGetSymbolAddress's pointer)
MANAGED int done;

void fill();

void sum();

int main()
{
  run(fill, 1, 64);
  run(sum, 1, 64);
  return done ? 0 : 1;
}

// cuport: this unit's OpenCL C kernels (host_macro_crlf.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_macro_crlf.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_macro_crlf.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fill(__global int *counts)\n"
	"{\015\n"
	"  counts[get_local_id(0)] = get_local_id(0);\015\n"
	"}\n"
	"\n"
	"__kernel void sum(__global int *total, __global int *counts, __global int *done)\n"
	"{\015\n"
	"  cuport_atomic_add_global_i32(&(*total), counts[get_local_id(0)]);\015\n"
	"  (*done) = 1;\015\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"counts"};
static const char *const cuport_unit_symbols_1[] = {"total", "counts", "done"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fill", 1, cuport_unit_symbols_0, 0},
	{"sum", 3, cuport_unit_symbols_1, 0},
};

// The kernels whose address this unit takes, so that a pointer to one means it in every unit.
static const cuportKernelAddress cuport_unit_addresses[] = {
	{reinterpret_cast<const void *>(static_cast<void (*)()>(&fill)), "fill",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)()>(&fill))>>},
	{reinterpret_cast<const void *>(static_cast<void (*)()>(&sum)), "sum",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)()>(&sum))>>},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_macro_crlf.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "counts", sizeof(counts), &counts);
			cuportRegisterSymbol(p, "total", sizeof(total), &total);
			cuportRegisterManagedSymbol(p, "done", sizeof(done), &done);
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
			cuportProgramDeclareKernelAddresses(p, 2, cuport_unit_addresses);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// The host side of the kernels whose address the program takes: never called (the
// kernel runs from the .cl), a definition of its own gives each a distinct address.
inline void fill()
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}
inline void sum()
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const char *const cuport_symbols_0[] = {"counts"};
	static const char *const cuport_symbols_1[] = {"total", "counts", "done"};
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)()>(&fill)>, "fill", cuport_symbols_0, 1, false},
		{reinterpret_cast<const void *>(static_cast<void (*)()>(&fill)), "fill", cuport_symbols_0, 1, false},
		{&cuport::kernel_key<static_cast<void (*)()>(&sum)>, "sum", cuport_symbols_1, 3, false},
		{reinterpret_cast<const void *>(static_cast<void (*)()>(&sum)), "sum", cuport_symbols_1, 3, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
