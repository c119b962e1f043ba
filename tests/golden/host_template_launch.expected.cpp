// Launches written in templates: the kernel depends on the template's parameters, so the
// launch chooses its instance by key when it runs (cuport_unit_kernel, after the program),
// and the .cl holds every instance clang made: from deduced and explicit host template
// arguments, a class template's member, an explicit instantiation, a non-type parameter;
// cudaLaunchKernel of a template's kernel instance likewise.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
float scale;

template <class T> void fill(T *d, T v, int n);

namespace ops {
template <int N> void addN(int *d, int n);
}

void plain(int *d, int n);

template <class T> void fillAll(T *d, T v, int n)
{
    cuportLaunch<decltype(fill<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&fill<T>>), (n + 127) / 128, 128, 0, 0, d, v, n);
}

template <int N, class T> void addAll(T *d, int n)
{
    cuportLaunch<decltype(ops::addN<N>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&ops::addN<N>>), 1, n, n * sizeof(int), 0, (int *)d, n);
    cuportLaunch<decltype(plain)>(cuport_unit_program(), "plain", 1, 1, 0, 0, (int *)d, n);
}

template <class T> struct Filler {
    T value;
    void apply(T *d, int n) { cuportLaunch<decltype(fill<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&fill<T>>), 1, n, 0, 0, d, value, n); }
};

template <class T> void neverCalled(T *d) { cuportLaunch<decltype(fill<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&fill<T>>), 1, 1, 0, 0, d, T(), 1); }

template <class T> void fillByApi(T *d, T v, int n)
{
    void *args[] = {&d, &v, &n};
    cuportLaunchArgv<decltype(fill<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&fill<T>>), cuportDim3(1), cuportDim3(n), args, 0, 0);
}

template <class T> void fillTwice(T *d, int n);
template <class T> void fillTwice(T *d, int n)
{
    fillAll(d, T(2), n);
    fillAll<T>(d, T(3), n);
}
template void fillTwice<double>(double *, int);

void run(float *f, int *i, char *c, int n)
{
    fillAll(f, 1.5f, n);
    fillAll<int>(i, 7, n);
    addAll<4>(i, n);
    addAll<8, int>(i, n);
    Filler<char> filler = {'x'};
    filler.apply(c, n);
    fillByApi(c, 'y', n);
}

// cuport: this unit's OpenCL C kernels (host_template_launch.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_template_launch.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_template_launch.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void plain(__global int *d, int n)\n"
	"{ d[0] = n; }\n"
	"\n"
	"__kernel void fill_double(__global double *d, double v, int n, __constant float *scale)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        d[i] = v * (double)(*scale);\n"
	"}\n"
	"\n"
	"__kernel void fill_float(__global float *d, float v, int n, __constant float *scale)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        d[i] = v * (float)(*scale);\n"
	"}\n"
	"\n"
	"__kernel void fill_int(__global int *d, int v, int n, __constant float *scale)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        d[i] = v * (int)(*scale);\n"
	"}\n"
	"\n"
	"__kernel void addN_4(__global int *d, int n, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __local int *tile = (__local int *)cuport_dynamic_shared;\n"
	"    tile[get_local_id(0)] = 4;\n"
	"    if ((uint)get_local_id(0) < n)\n"
	"        d[get_local_id(0)] += tile[get_local_id(0)];\n"
	"}\n"
	"\n"
	"__kernel void addN_8(__global int *d, int n, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __local int *tile = (__local int *)cuport_dynamic_shared;\n"
	"    tile[get_local_id(0)] = 8;\n"
	"    if ((uint)get_local_id(0) < n)\n"
	"        d[get_local_id(0)] += tile[get_local_id(0)];\n"
	"}\n"
	"\n"
	"__kernel void fill_char(__global char *d, char v, int n, __constant float *scale)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        d[i] = v * (char)(*scale);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_1[] = {"scale"};
static const char *const cuport_unit_symbols_2[] = {"scale"};
static const char *const cuport_unit_symbols_3[] = {"scale"};
static const char *const cuport_unit_symbols_6[] = {"scale"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"plain", 0, nullptr, 0},
	{"fill_double", 1, cuport_unit_symbols_1, 0},
	{"fill_float", 1, cuport_unit_symbols_2, 0},
	{"fill_int", 1, cuport_unit_symbols_3, 0},
	{"addN_4", 0, nullptr, 1},
	{"addN_8", 0, nullptr, 1},
	{"fill_char", 1, cuport_unit_symbols_6, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_template_launch.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "scale", sizeof(scale), &scale);
			cuportProgramDeclareKernels(p, 7, cuport_unit_kernels);
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
	static const char *const cuport_symbols_1[] = {"scale"};
	static const char *const cuport_symbols_2[] = {"scale"};
	static const char *const cuport_symbols_3[] = {"scale"};
	static const char *const cuport_symbols_6[] = {"scale"};
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)(int *, int)>(&plain)>, "plain", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(double *, double, int)>(&fill<double>)>, "fill_double", cuport_symbols_1, 1, false},
		{&cuport::kernel_key<static_cast<void (*)(float *, float, int)>(&fill<float>)>, "fill_float", cuport_symbols_2, 1, false},
		{&cuport::kernel_key<static_cast<void (*)(int *, int, int)>(&fill<int>)>, "fill_int", cuport_symbols_3, 1, false},
		{&cuport::kernel_key<static_cast<void (*)(int *, int)>(&ops::addN<4>)>, "addN_4", nullptr, 0, true},
		{&cuport::kernel_key<static_cast<void (*)(int *, int)>(&ops::addN<8>)>, "addN_8", nullptr, 0, true},
		{&cuport::kernel_key<static_cast<void (*)(char *, char, int)>(&fill<char>)>, "fill_char", cuport_symbols_6, 1, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
