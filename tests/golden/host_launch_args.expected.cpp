// Launch arguments a forwarding call would not take as CUDA's launch does: 0 and NULL
// given to a pointer parameter become nullptr (nullptr stays), and parameters left to
// their defaults get them written out, also in templates and from macros.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
#include <cstddef>

#define WIDTH 32
#define COPY_ALL(dst) cuportLaunch<decltype(maybeCopy)>(cuport_unit_program(), "maybeCopy", 1, WIDTH, 0, 0, dst, WIDTH, nullptr)

void maybeCopy(int *d, int w, int *p = NULL);

void scaled(float *a, int n = WIDTH, float s = 1.5f);

template <class T> void addFrom(T *a, const T *b = nullptr, int n = 4);

template <class T> void addAll(T *a, const T *b)
{
    cuportLaunch<decltype(addFrom<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&addFrom<T>>), 1, 32, 0, 0, a, nullptr, 4);
    cuportLaunch<decltype(addFrom<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&addFrom<T>>), 1, 32, 0, 0, a, b, 2);
    cuportLaunch<decltype(addFrom<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&addFrom<T>>), 1, 32, 0, 0, a, nullptr, 4);
}

void run(int *d, float *f)
{
    cuportLaunch<decltype(maybeCopy)>(cuport_unit_program(), "maybeCopy", 1, 32, 0, 0, d, 32, nullptr);
    cuportLaunch<decltype(maybeCopy)>(cuport_unit_program(), "maybeCopy", 1, 32, 0, 0, d, 32, nullptr);
    cuportLaunch<decltype(maybeCopy)>(cuport_unit_program(), "maybeCopy", 1, 32, 0, 0, d, 32, nullptr);
    cuportLaunch<decltype(maybeCopy)>(cuport_unit_program(), "maybeCopy", 1, 32, 0, 0, d, 32, nullptr);
    COPY_ALL(d);
    cuportLaunch<decltype(scaled)>(cuport_unit_program(), "scaled", 1, 32, 0, 0, f, WIDTH, 1.5f);
    cuportLaunch<decltype(scaled)>(cuport_unit_program(), "scaled", 1, 32, 0, 0, f, 8, 1.5f);
    addAll(f, f);
}

// cuport: this unit's OpenCL C kernels (host_launch_args.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_launch_args.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_launch_args.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void maybeCopy(__global int *d, int w, __global int *p)\n"
	"{\n"
	"    if (p)\n"
	"        d[get_local_id(0)] = p[get_local_id(0)] + w;\n"
	"}\n"
	"\n"
	"__kernel void scaled(__global float *a, int n, float s)\n"
	"{ a[get_local_id(0)] = n * s; }\n"
	"\n"
	"__kernel void addFrom_float(__global float *a, __global const float *b, int n)\n"
	"{\n"
	"    a[get_local_id(0)] += b \077 b[get_local_id(0)] : (float)n;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"maybeCopy", 0, nullptr, 0},
	{"scaled", 0, nullptr, 0},
	{"addFrom_float", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_launch_args.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
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
		{&cuport::kernel_key<static_cast<void (*)(int *, int, int *)>(&maybeCopy)>, "maybeCopy", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(float *, int, float)>(&scaled)>, "scaled", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(float *, const float *, int)>(&addFrom<float>)>, "addFrom_float", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
