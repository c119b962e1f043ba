// Explicit instantiations of host templates name CUDA types in their template arguments and
// parameters; libclang shows them as no cursor, so their names are renamed from the text.
// A member access spelled like a type (.float2 here is a field) is left alone.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);

struct Pair { int float2; };

template <typename T> void fill(T *x, T v);

template <typename T> int run(T *x, T v, int n)
{
  cuportLaunch<decltype(fill<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&fill<T>>), 1, n, 0, 0, x, v);
  return cuportDeviceSynchronize() == cuportSuccess;
}

#define INSTANTIATE 1
template int run<cuport_half>(cuport_half *x, cuport_half v, int n);
template int run(cuport_float2 *, cuport_float2, int);
extern template int run<cuport_int2>(cuport_int2 *, cuport_int2, int);

int get(Pair p) { return p.float2; }

// cuport: this unit's OpenCL C kernels (host_explicit_instantiation.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_explicit_instantiation.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_explicit_instantiation.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fill___half(__global cuport_half *x, cuport_half v)\n"
	"{ x[get_local_id(0)] = v; }\n"
	"\n"
	"__kernel void fill_float2(__global float2 *x, float2 v)\n"
	"{ x[get_local_id(0)] = v; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fill___half", 0, nullptr, 0},
	{"fill_float2", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_explicit_instantiation.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)(cuport_half *, cuport_half)>(&fill<cuport_half>)>, "fill___half", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(cuport_float2 *, cuport_float2)>(&fill<cuport_float2>)>, "fill_float2", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
