// Declarations inside device functions that C has no place for: a local alias and a local
// typedef of a dependent type (one per instance), a member typedef named through its class,
// a struct defined in a function template (one per instance, aligned), static_assert, std::uint8_t and the other <cstdint> names,
// UINT64_C, an array typedef, and a member template whose name meets an overload's
// (hash<unsigned> and hash_(unsigned)).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdint>
#include <type_traits>
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

template <typename T>
struct Wide {
    typedef T type;
};
template <>
struct Wide<float> {
    typedef double type;
};

typedef float row_t[4];

template <class K>
struct Hasher {
    template <class T>
    static T hash(T x) { return hash_(x); }
    static std::uint32_t hash_(std::uint32_t x) { return x * 0x9E3779B1u; }
    static std::uint64_t hash_(std::uint64_t x) { return x * UINT64_C(0x9E3779B97F4A7C15); }
};

void local_types(float *f, int *n, std::uint64_t *h);

int main()
{
    float *f;
    int *n;
    std::uint64_t *h;
    cuportMalloc(&f, 4 * sizeof(float));
    cuportMalloc(&n, 2 * sizeof(int));
    cuportMalloc(&h, 2 * sizeof(std::uint64_t));
    cuportLaunch<decltype(local_types)>(cuport_unit_program(), "local_types", 1, 1, 0, 0, f, n, h);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_local_types.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_local_types.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_local_types.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef float row_t[4];\n"
	"\n"
	"typedef struct sum_vec_float_4_Vec {\n"
	"    float v[4];\n"
	"} __attribute__((aligned(16))) sum_vec_float_4_Vec;\n"
	"\n"
	"typedef struct sum_vec_int_2_Vec {\n"
	"    int v[2];\n"
	"} __attribute__((aligned(8))) sum_vec_int_2_Vec;\n"
	"\n"
	"float sum_vec_float_4(__global const float *in, __private float *r)\n"
	"{\n"
	"    sum_vec_float_4_Vec x = *((__global const sum_vec_float_4_Vec *)(in));\n"
	"    double s = 0;\n"
	"    double bias = (double)1;\n"
	"    for (uchar i = 0; i < 4; i++)\n"
	"        s += (double)x.v[i] + r[i % 4];\n"
	"    return (float)(s + bias);\n"
	"}\n"
	"\n"
	"int sum_vec_int_2(__global const int *in, __private float *r)\n"
	"{\n"
	"    sum_vec_int_2_Vec x = *((__global const sum_vec_int_2_Vec *)(in));\n"
	"    int s = 0;\n"
	"    int bias = (int)1;\n"
	"    for (uchar i = 0; i < 2; i++)\n"
	"        s += (int)x.v[i] + r[i % 4];\n"
	"    return (int)(s + bias);\n"
	"}\n"
	"\n"
	"ulong Hasher_ulong_hash_ulong_4(ulong x)\n"
	"{ return x * UINT64_C(0x9E3779B97F4A7C15); }\n"
	"\n"
	"ulong Hasher_ulong_hash_ulong(ulong x)\n"
	"{ return Hasher_ulong_hash_ulong_4(x); }\n"
	"\n"
	"unsigned int Hasher_uint_hash_unsigned_int(unsigned int x)\n"
	"{ return x * 0x9E3779B1u; }\n"
	"\n"
	"unsigned int Hasher_uint_hash_uint(unsigned int x)\n"
	"{ return Hasher_uint_hash_unsigned_int(x); }\n"
	"\n"
	"__kernel void local_types(__global float *f, __global int *n, __global ulong *h)\n"
	"{\n"
	"    row_t r = {1, 2, 3, 4};\n"
	"    f[0] = sum_vec_float_4(f, r);\n"
	"    n[0] = sum_vec_int_2(n, r);\n"
	"    h[0] = Hasher_ulong_hash_ulong(h[0]) + Hasher_uint_hash_uint((uint)h[1]);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"local_types", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_local_types.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
