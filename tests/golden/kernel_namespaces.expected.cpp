// Names device code reaches through namespaces, and the host constants it reads:
// namespace aliases, using-declarations and using-directives (at namespace scope and in
// a function), namespace-scope const and constexpr scalars, arrays and structs, static
// constexpr members, variable templates, constexpr functions (nvcc's
// --expt-relaxed-constexpr).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

namespace mylib {
namespace math {
inline float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
const float kScale = 2.5f;
constexpr int kTaps = 3;
constexpr unsigned kMask = 0xffu;
constexpr double kTiny = 1e-300;
constexpr long long kBig = -9223372036854775807LL - 1;
struct Range {
    float lo, hi;
};
constexpr Range kRange = {-1.0f, 10.0f};
constexpr int twice(int v) { return 2 * v; }
} // namespace math
constexpr float kWeights[math::kTaps] = {0.25f, 0.5f, 0.25f};
} // namespace mylib

namespace m = mylib::math;
using mylib::math::clampf;

struct Params {
    static constexpr int kLen = 4;
    static const int kOff = 1;
    static constexpr float kHalf = 0.5f;
};

template <typename T>
constexpr T pi = T(3.14159265358979);

template <int N>
constexpr int squared = N * N;

void taps(float *out, const float *in, int n);

int main()
{
    float *d;
    cuportMalloc(&d, 64 * sizeof(float));
    cuportLaunch<decltype(taps)>(cuport_unit_program(), "taps", 1, 64, 0, 0, cuportSymbols("kWeights"), d, d, 64);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_namespaces.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_namespaces.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_namespaces.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Range {\n"
	"    float lo;\n"
	"    float hi;\n"
	"} Range;\n"
	"\n"
	"enum { kTaps = 3 };\n"
	"__constant float kScale = 2.5f;\n"
	"__constant Range kRange = {(-1.0f), 10.0f};\n"
	"enum { Params_kLen = 4 };\n"
	"enum { Params_kOff = 1 };\n"
	"__constant float Params_kHalf = 0.5f;\n"
	"__constant float pi_float = 3.1415927f;\n"
	"__constant double pi_double = 3.14159265358979;\n"
	"enum { squared_3 = 9 };\n"
	"enum { squared_4 = 16 };\n"
	"__constant unsigned int kMask = 255u;\n"
	"__constant double kTiny = 1e-300;\n"
	"__constant long kBig = (-9223372036854775807L - 1);\n"
	"\n"
	"float sq(float x)\n"
	"{ return x * x; }\n"
	"\n"
	"float clampf(float v, float lo, float hi)\n"
	"{\n"
	"    return v < lo \077 lo : (v > hi \077 hi : v);\n"
	"}\n"
	"\n"
	"int twice(int v)\n"
	"{ return 2 * v; }\n"
	"\n"
	"__kernel void taps(__global float *out, __global const float *in, int n, __global float *kWeights)\n"
	"{\n"
	"    __local float tile[kTaps * 32] __attribute__((aligned(16)));\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i >= n)\n"
	"        return;\n"
	"    tile[(uint)get_local_id(0) % (kTaps * 32)] = in[i];\n"
	"    float acc = 0.0f;\n"
	"    for (int t = 0; t < kTaps; ++t)\n"
	"        acc += kWeights[t] * in[(i + t) % n];\n"
	"    acc = sq(acc) * kScale + sq(kRange.lo);\n"
	"    acc = clampf(acc, kRange.lo, kRange.hi);\n"
	"    acc += twice(Params_kLen) + Params_kOff + Params_kHalf;\n"
	"    acc += pi_float + (float)pi_double + squared_3 + squared_4;\n"
	"    acc += (i & kMask) + (float)kTiny + (kBig < 0 \077 1 : 0);\n"
	"    out[i] = acc + tile[0];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"kWeights"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"taps", 1, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_namespaces.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "kWeights", sizeof(mylib::kWeights), &mylib::kWeights);
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
