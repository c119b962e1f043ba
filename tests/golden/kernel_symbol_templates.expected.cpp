// Variable templates as device symbols: one OpenCL variable (a hidden kernel parameter) per
// instance, named after its arguments; the host registers each instance and finds the one a
// template's symbol copy names (taps<T>) by its address. An instance whose arguments are not
// spelled (a class template's instance) is reported: CUPORT1418.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
static const char *cuport_unit_symbol(const void *host);
#define W 4

template <typename T> T taps[W];
template <typename T, int K> T bias[K] = {T(1), T(2)};
namespace filt {
template <typename T> T gain;
struct Pair { float a, b; };
template <typename P> P pairs[2];
}

// CUPORT1418:0: device variable 'hits_bd8be142' is an instance of a variable template whose arguments cuport cannot spell in host code (a qualified type, a class template's instance); kernels take it by that name, but the unit does not register it, so their launches fail until it is registered with cuportRegisterSymbol
// CUPORT1418:1: device variable 'hits_c08be5fb' is an instance of a variable template whose arguments cuport cannot spell in host code (a qualified type, a class template's instance); kernels take it by that name, but the unit does not register it, so their launches fail until it is registered with cuportRegisterSymbol
template <typename T> int hits;
template <typename T> struct Box { T v; };

template <typename T>
void apply(T *out);

template <typename T>
void upload(const T *h, T *d)
{
    cuportMemcpyToSymbol(cuport_unit_program(), cuport_unit_symbol((const void *)&(taps<T>)), h, W * sizeof(T), 0, cuportMemcpyHostToDevice);
    cuportLaunch<decltype(apply<T>)>(cuport_unit_program(), cuport_unit_kernel(&cuport::kernel_key<&apply<T>>), 1, 32, 0, 0, d);
}

int main()
{
    float hf[W] = {1, 2, 3, 4}, *df = 0, g = 2;
    unsigned hu[W] = {1, 2, 3, 4}, *du = 0;
    upload(hf, df);
    upload(hu, du);
    cuportMemcpyToSymbol(cuport_unit_program(), cuport_unit_symbol((const void *)&(filt::gain<float>)), &g, sizeof g, 0, cuportMemcpyHostToDevice);
    float back[2];
    cuportMemcpyFromSymbol(back, cuport_unit_program(), cuport_unit_symbol((const void *)&(bias<float, 2>)), sizeof back, 0, cuportMemcpyDeviceToHost);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_symbol_templates.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_symbol_templates.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_symbol_templates.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define W 4\n"
	"\n"
	"typedef struct Pair {\n"
	"    float a;\n"
	"    float b;\n"
	"} Pair;\n"
	"\n"
	"__kernel void apply_float(__global float *out, __global int *hits_floatp, __global int *hits_bd8be142, __constant float *taps_float, __global float *gain_float, __global float *bias_float_2, __constant Pair *pairs_Pair)\n"
	"{\n"
	"    cuport_atomic_add_global_i32(&(*hits_floatp), 1);\n"
	"    cuport_atomic_add_global_i32(&(*hits_bd8be142), 1);   // an argument whose spelling is not read from its USR\n"
	"    int i = get_local_id(0);\n"
	"    out[i] = taps_float[i % W] * (*gain_float) + bias_float_2[i & 1] + pairs_Pair[0].a;\n"
	"}\n"
	"\n"
	"__kernel void apply_uint(__global unsigned int *out, __global int *hits_uintp, __global int *hits_c08be5fb, __constant unsigned int *taps_uint, __global unsigned int *gain_uint, __global unsigned int *bias_uint_2, __constant Pair *pairs_Pair)\n"
	"{\n"
	"    cuport_atomic_add_global_i32(&(*hits_uintp), 1);\n"
	"    cuport_atomic_add_global_i32(&(*hits_c08be5fb), 1);   // an argument whose spelling is not read from its USR\n"
	"    int i = get_local_id(0);\n"
	"    out[i] = taps_uint[i % W] * (*gain_uint) + bias_uint_2[i & 1] + pairs_Pair[0].a;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"hits_floatp", "hits_bd8be142", "taps_float", "gain_float", "bias_float_2", "pairs_Pair"};
static const char *const cuport_unit_symbols_1[] = {"hits_uintp", "hits_c08be5fb", "taps_uint", "gain_uint", "bias_uint_2", "pairs_Pair"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"apply_float", 6, cuport_unit_symbols_0, 0},
	{"apply_uint", 6, cuport_unit_symbols_1, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_symbol_templates.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "hits_floatp", sizeof(hits<float *>), &hits<float *>);
			cuportRegisterSymbol(p, "taps_float", sizeof(taps<float>), &taps<float>);
			cuportRegisterSymbol(p, "gain_float", sizeof(filt::gain<float>), &filt::gain<float>);
			cuportRegisterSymbol(p, "bias_float_2", sizeof(bias<float, 2>), &bias<float, 2>);
			cuportRegisterSymbol(p, "pairs_Pair", sizeof(filt::pairs<filt::Pair>), &filt::pairs<filt::Pair>);
			cuportRegisterSymbol(p, "hits_uintp", sizeof(hits<unsigned int *>), &hits<unsigned int *>);
			cuportRegisterSymbol(p, "taps_uint", sizeof(taps<unsigned int>), &taps<unsigned int>);
			cuportRegisterSymbol(p, "gain_uint", sizeof(filt::gain<unsigned int>), &filt::gain<unsigned int>);
			cuportRegisterSymbol(p, "bias_uint_2", sizeof(bias<unsigned int, 2>), &bias<unsigned int, 2>);
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
// The runtime's names of the variable templates' instances its kernels use, by host address.
static const char *cuport_unit_symbol(const void *host)
{
	if (host == (const void *)&hits<float *>)
		return "hits_floatp";
	if (host == (const void *)&taps<float>)
		return "taps_float";
	if (host == (const void *)&filt::gain<float>)
		return "gain_float";
	if (host == (const void *)&bias<float, 2>)
		return "bias_float_2";
	if (host == (const void *)&filt::pairs<filt::Pair>)
		return "pairs_Pair";
	if (host == (const void *)&hits<unsigned int *>)
		return "hits_uintp";
	if (host == (const void *)&taps<unsigned int>)
		return "taps_uint";
	if (host == (const void *)&filt::gain<unsigned int>)
		return "gain_uint";
	if (host == (const void *)&bias<unsigned int, 2>)
		return "bias_uint_2";
	(void)host;
	return "";   /* not one its kernels use: cudaErrorInvalidSymbol */
}

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const char *const cuport_symbols_0[] = {"hits_floatp", "hits_bd8be142", "taps_float", "gain_float", "bias_float_2", "pairs_Pair"};
	static const char *const cuport_symbols_1[] = {"hits_uintp", "hits_c08be5fb", "taps_uint", "gain_uint", "bias_uint_2", "pairs_Pair"};
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)(float *)>(&apply<float>)>, "apply_float", cuport_symbols_0, 6, false},
		{&cuport::kernel_key<static_cast<void (*)(unsigned int *)>(&apply<unsigned int>)>, "apply_uint", cuport_symbols_1, 6, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
