// Launches in templates that name no kernel instance in their text: the kernel's template
// arguments are deduced from the call's (spelled with the parameter of the enclosing
// function or class template that has their value in every instance, or with the value
// when it is the same in all; of two that do, the one named as the kernel's parameter, then
// the one at its position), and a kernel named like std::fill under `using namespace
// std;` (an overload set until the template is instantiated). A deduction no parameter
// follows (the kernel's argument is a member's type of the host template's argument) is
// reported.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
#include <algorithm>

using namespace std;

template <bool weighted, typename T> void fill(int n, T *w, T value);

template <typename T> void axpy(const T *x, T *y, T a, int n);

template <typename T, typename I> void gather(const T *src, const I *idx, T *dst, I n);

template <typename V> void set(V *d, V v);

template <bool weighted, typename T> void weights(T *d, int n)
{
    cuportLaunch<decltype(fill<weighted, T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&fill<weighted, T>>), (n + 127) / 128, 128, 0, 0, n, d, (T)2);
}

template <typename T> void axpyGather(const T *x, T *y, T *z, const int *idx, int n)
{
    cuportLaunch<decltype(axpy <T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&axpy<T>>),  (n + 63) / 64, 64 , 0, 0, x, y, (T)3, n);
    cuportLaunch<decltype(gather<T, int>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&gather<T, int>>), (n + 63) / 64, 64, 0, 0, y, idx, z, n);
}

template <typename T> struct Axpy {
    T a;
    void run(const T *x, T *y, int n) const { cuportLaunch<decltype(axpy<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&axpy<T>>), 1, n, 0, 0, x, y, a, n); }
};

template <typename T, typename P> void setBoth(T *d, P *q)
{
    cuportLaunch<decltype(set<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&set<T>>), 1, 1, 0, 0, d, (T)1);
    cuportLaunch<decltype(set<P>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&set<P>>), 1, 1, 0, 0, q, (P)2);
}

template <typename T> void setFrom(T *d, void *q, bool wide)
{
    if (wide)
        cuportLaunch<decltype(set<double>)>(cuport_unit_program(), "set_double", 1, 1, 0, 0, (double *)q, 1.0);
    cuportLaunch<decltype(set<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&set<T>>), 1, 1, 0, 0, d, (T)0);
}

template <typename S, typename G> void mirror(S *s, G *g);

// S and G are both float in the only instance: the kernel's own names are kept
template <typename S, typename G> void copyPair(S *s, G *g)
{
    cuportLaunch<decltype(mirror<S, G>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&mirror<S, G>>), 1, 1, 0, 0, s, g);
}

// and, with other names, the parameter at the same position
template <typename X, typename Y> void copyPair2(X *x, Y *y)
{
    cuportLaunch<decltype(mirror<X, Y>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&mirror<X, Y>>), 1, 1, 0, 0, x, y);
}

struct FloatBox { float *data; float v; };
struct DoubleBox { double *data; double v; };

template <typename B> void setBox(B *b)
{
    // CUPORT1405:0: this launch does not name a kernel that cuport can resolve (its template arguments are deduced inside a template, and no parameter of the template spells them in every instance); it is kept as written
    set<<<1, 1>>>(b->data, b->v);
}

void run(float *f, double *g, int *idx, int n)
{
    weights<true, float>(f, n);
    weights<false, double>(g, n);
    axpyGather(f, f, f, idx, n);
    axpyGather(g, g, g, idx, n);
    Axpy<float> a = {2.0f};
    a.run(f, f, n);
    setBoth(f, g);
    setFrom(f, g, true);
    copyPair(f, f);
    copyPair2(f, f);
    FloatBox fb = {f, 1.0f};
    DoubleBox db = {g, 2.0};
    setBox(&fb);
    setBox(&db);
    int v[3];
    fill(v, v + 3, 1);
}

// cuport: this unit's OpenCL C kernels (host_template_deduced.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_template_deduced.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_template_deduced.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void set_double(__global double *d, double v)\n"
	"{ d[get_local_id(0)] = v; }\n"
	"\n"
	"__kernel void fill_true_float(int n, __global float *w, float value)\n"
	"{\n"
	"    int j = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (j < n)\n"
	"        w[j] = true \077 (float)(j + 1) : value;\n"
	"}\n"
	"\n"
	"__kernel void fill_false_double(int n, __global double *w, double value)\n"
	"{\n"
	"    int j = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (j < n)\n"
	"        w[j] = false \077 (double)(j + 1) : value;\n"
	"}\n"
	"\n"
	"__kernel void axpy_float(__global const float *x, __global float *y, float a, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        y[i] += a * x[i];\n"
	"}\n"
	"\n"
	"__kernel void gather_float_int(__global const float *src, __global const int *idx, __global float *dst, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        dst[i] = src[idx[i]];\n"
	"}\n"
	"\n"
	"__kernel void axpy_double(__global const double *x, __global double *y, double a, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        y[i] += a * x[i];\n"
	"}\n"
	"\n"
	"__kernel void gather_double_int(__global const double *src, __global const int *idx, __global double *dst, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        dst[i] = src[idx[i]];\n"
	"}\n"
	"\n"
	"__kernel void set_float(__global float *d, float v)\n"
	"{ d[get_local_id(0)] = v; }\n"
	"\n"
	"__kernel void mirror_float_float(__global float *s, __global float *g)\n"
	"{ g[0] = (float)s[0]; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"set_double", 0, nullptr, 0},
	{"fill_true_float", 0, nullptr, 0},
	{"fill_false_double", 0, nullptr, 0},
	{"axpy_float", 0, nullptr, 0},
	{"gather_float_int", 0, nullptr, 0},
	{"axpy_double", 0, nullptr, 0},
	{"gather_double_int", 0, nullptr, 0},
	{"set_float", 0, nullptr, 0},
	{"mirror_float_float", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_template_deduced.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 9, cuport_unit_kernels);
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
		{&cuport::kernel_key<static_cast<void (*)(double *, double)>(&set<double>)>, "set_double", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(int, float *, float)>(&fill<true, float>)>, "fill_true_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(int, double *, double)>(&fill<false, double>)>, "fill_false_double", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const float *, float *, float, int)>(&axpy<float>)>, "axpy_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const float *, const int *, float *, int)>(&gather<float, int>)>, "gather_float_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const double *, double *, double, int)>(&axpy<double>)>, "axpy_double", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(const double *, const int *, double *, int)>(&gather<double, int>)>, "gather_double_int", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(float *, float)>(&set<float>)>, "set_float", nullptr, 0, false},
		{&cuport::kernel_key<static_cast<void (*)(float *, float *)>(&mirror<float, float>)>, "mirror_float_float", nullptr, 0, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
