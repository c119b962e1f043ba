// __shared__ raw storage for a class type, as std::aligned_storage<size, align>::type (in a
// kernel template, spelled with typename): an array of N-byte structs of alignment A, which
// the kernel reinterprets as the class.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <type_traits>

struct Moments {
    float mean, m2;
    long n;
};

template <typename T>
void reverse_moments(const T *in, T *out);

void run(const float *in, float *out)
{
    cuportLaunch<decltype(reverse_moments<float>)>(cuport_unit_program(), "reverse_moments_float", 1, 64, 0, 0, in, out);
}

// cuport: this unit's OpenCL C kernels (kernel_aligned_storage.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_aligned_storage.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_aligned_storage.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Moments {\n"
	"    float mean;\n"
	"    float m2;\n"
	"    long n;\n"
	"} Moments;\n"
	"\n"
	"__kernel void reverse_moments_float(__global const float *in, __global float *out)\n"
	"{\n"
	"    __local struct __attribute__((aligned(8))) { uchar cuport_bytes[16]; } raw[64] __attribute__((aligned(16)));\n"
	"    __local Moments *m = ((__local Moments *)(raw));\n"
	"    m[get_local_id(0)].mean = (float)in[get_local_id(0)];\n"
	"    m[get_local_id(0)].n = (uint)get_local_id(0);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    out[get_local_id(0)] = (float)(m[63 - (uint)get_local_id(0)].mean + (float)m[63 - (uint)get_local_id(0)].n);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"reverse_moments_float", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_aligned_storage.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
