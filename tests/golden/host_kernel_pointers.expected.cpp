// Launches through function pointers: the launch looks its kernel up by the pointer's
// value, and each kernel whose address the unit takes gets a host definition of its own
// (a stub never called) so that its address is distinct and linkable. Names used only as
// a launch's callee, in decltype or as a kernel API's argument take no address.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
template <int N> void addN(int *d);
void addOne(int *d);
void launchedOnly(int *d);
namespace ops {
template <class T, int M> void scaleBy(T *d, int n);
}

typedef void (*Kernel)(int *);

template <class K> void launchAny(K k, int *d) { cuportLaunch<cuport::KernelType<decltype(k)>>(cuport_unit_program(), cuport_unit_kernel(reinterpret_cast<const void *>(k)), 1, 32, 0, 0, d); }

void run(int *d, float *f, bool fast)
{
    cuportLaunch<decltype(launchedOnly)>(cuport_unit_program(), "launchedOnly", 1, 32, 0, 0, d);
    auto k = addN<256>;
    cuportLaunch<cuport::KernelType<decltype(k)>>(cuport_unit_program(), cuport_unit_kernel(reinterpret_cast<const void *>(k)), 1, 32, 0, 0, d);
    Kernel pick = fast ? addOne : addN<7>;
    cuportLaunch<cuport::KernelType<decltype(pick)>>(cuport_unit_program(), cuport_unit_kernel(reinterpret_cast<const void *>(pick)), 1, 32, 0, 0, d);
    launchAny(addOne, d);
    void (*g)(float *, int) = ops::scaleBy<float, 3>;
    int n = 2;
    void *args[] = {&f, &n};
    cuportLaunchArgv<cuport::KernelType<decltype(g)>>(cuport_unit_program(), cuport_unit_kernel(reinterpret_cast<const void *>(g)), cuportDim3(1), cuportDim3(32), args, 0, 0);
    decltype(launchedOnly) *same = nullptr;
    (void)same;
}

// cuport: this unit's OpenCL C kernels (host_kernel_pointers.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_kernel_pointers.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_kernel_pointers.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void addOne(__global int *d)\n"
	"{ d[get_local_id(0)] += 1; }\n"
	"\n"
	"__kernel void launchedOnly(__global int *d)\n"
	"{ d[get_local_id(0)] = 0; }\n"
	"\n"
	"// Launches through function pointers: the launch looks its kernel up by the pointer's\n"
	"// value, and each kernel whose address the unit takes gets a host definition of its own\n"
	"// (a stub never called) so that its address is distinct and linkable. Names used only as\n"
	"// a launch's callee, in decltype or as a kernel API's argument take no address.\n"
	"__kernel void addN_256(__global int *d)\n"
	"{ d[get_local_id(0)] += 256; }\n"
	"\n"
	"// Launches through function pointers: the launch looks its kernel up by the pointer's\n"
	"// value, and each kernel whose address the unit takes gets a host definition of its own\n"
	"// (a stub never called) so that its address is distinct and linkable. Names used only as\n"
	"// a launch's callee, in decltype or as a kernel API's argument take no address.\n"
	"__kernel void addN_7(__global int *d)\n"
	"{ d[get_local_id(0)] += 7; }\n"
	"\n"
	"__kernel void scaleBy_float_3(__global float *d, int n)\n"
	"{ d[get_local_id(0)] *= (float)(3 + n); }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"addOne", 0, nullptr, 0},
	{"launchedOnly", 0, nullptr, 0},
	{"addN_256", 0, nullptr, 0},
	{"addN_7", 0, nullptr, 0},
	{"scaleBy_float_3", 0, nullptr, 0},
};

// The kernels whose address this unit takes, so that a pointer to one means it in every unit.
static const cuportKernelAddress cuport_unit_addresses[] = {
	{reinterpret_cast<const void *>(static_cast<void (*)(int *)>(&addN<256>)), "addN_256",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)(int *)>(&addN<256>))>>},
	{reinterpret_cast<const void *>(static_cast<void (*)(int *)>(&addOne)), "addOne",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)(int *)>(&addOne))>>},
	{reinterpret_cast<const void *>(static_cast<void (*)(int *)>(&addN<7>)), "addN_7",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)(int *)>(&addN<7>))>>},
	{reinterpret_cast<const void *>(static_cast<void (*)(float *, int)>(&ops::scaleBy<float, 3>)), "scaleBy_float_3",
	 cuport::describe_kernel<cuport::KernelType<decltype(static_cast<void (*)(float *, int)>(&ops::scaleBy<float, 3>))>>},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_kernel_pointers.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 5, cuport_unit_kernels);
			cuportProgramDeclareKernelAddresses(p, 4, cuport_unit_addresses);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// The host side of the kernels whose address the program takes: never called (the
// kernel runs from the .cl), a definition of its own gives each a distinct address.
template <int N> void addN(int *)
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}
inline void addOne(int *)
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}
template <typename T, int M> void ops::scaleBy(T *, int)
{
	static char cuport_stub;
	cuport::kernel_stub(&cuport_stub);
}

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)(int *)>(&addOne)>, "addOne", nullptr, 0, false},
		{reinterpret_cast<const void *>(static_cast<void (*)(int *)>(&addOne)), "addOne", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(int *)>(&launchedOnly)>, "launchedOnly", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(int *)>(&addN<256>)>, "addN_256", nullptr, 0, false},
		{reinterpret_cast<const void *>(static_cast<void (*)(int *)>(&addN<256>)), "addN_256", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(int *)>(&addN<7>)>, "addN_7", nullptr, 0, false},
		{reinterpret_cast<const void *>(static_cast<void (*)(int *)>(&addN<7>)), "addN_7", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(float *, int)>(&ops::scaleBy<float, 3>)>, "scaleBy_float_3", nullptr, 0, false},
		{reinterpret_cast<const void *>(static_cast<void (*)(float *, int)>(&ops::scaleBy<float, 3>)), "scaleBy_float_3", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
