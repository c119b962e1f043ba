// Explicit specializations name CUDA types in their template arguments, which libclang
// shows as no cursor; the kernel table spells the instances' types itself.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);

template <typename T, typename G>
void cpu(const T *p, G *g, int n);

template <>
void cpu<cuport_half, float>(const cuport_half *p, float *g, int n)
{
  for (int i = 0; i < n; i++)
    g[i] = cuport_half2float(p[i]);
}

template <typename T>
void copy(const T *p, T *g);

template <typename T>
void run(const T *p, T *g) { cuportLaunch<decltype(copy<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&copy<T>>), 1, 32, 0, 0, p, g); }

template <>
void run<cuport_half2>(const cuport_half2 *p, cuport_half2 *g) { cuportLaunch<decltype(copy<cuport_half2>)>(cuport_unit_program(), "copy___half2", 1, 16, 0, 0, p, g); }

int main()
{
  cuport_half *a, *b;
  cuportMalloc(&a, 64);
  cuportMalloc(&b, 64);
  run<cuport_half>(a, b);
  run<cuport_half2>((cuport_half2 *)a, (cuport_half2 *)b);
  float f[32];
  cuport_half h[32];
  cpu<cuport_half, float>(h, f, 32);
  return 0;
}

// cuport: this unit's OpenCL C kernels (host_half_specialization.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_half_specialization.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_half_specialization.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void copy___half2(__global const cuport_half2 *p, __global cuport_half2 *g)\n"
	"{ g[get_local_id(0)] = p[get_local_id(0)]; }\n"
	"\n"
	"__kernel void copy___half(__global const cuport_half *p, __global cuport_half *g)\n"
	"{ g[get_local_id(0)] = p[get_local_id(0)]; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"copy___half2", 0, nullptr, 0},
	{"copy___half", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_half_specialization.cl", cuport_unit_source, &p) == cuportSuccess) {
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
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half2 *, cuport_half2 *)>(&copy<cuport_half2>)>, "copy___half2", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const cuport_half *, cuport_half *)>(&copy<cuport_half>)>, "copy___half", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
