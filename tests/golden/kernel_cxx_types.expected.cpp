// C++ that device code uses with types: anonymous enums, enum classes (one of another
// size than int), sizeof of a user struct, multi-dimensional __constant__ and __device__
// arrays written with cudaMemcpyToSymbol, multi-dimensional __shared__ and local arrays of
// structs, explicit specializations of a device function template and of a class
// template, a static const table in a function, a struct named only by sizeof, functional
// casts, std::min/max/abs, std::numeric_limits, std::is_same and std::enable_if (nvcc
// --expt-relaxed-constexpr), a cache-hinted store.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdio>
#include <limits>
#include <type_traits>
#include <algorithm>
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

enum { kBlock = 64, kHalf = kBlock / 2 };
enum class Op { Add, Mul };
enum class Mode : unsigned char { Fast = 1, Slow = 2 };
enum Color { Red, Green = 5 };
struct Cell {
    float v;
    int n;
    Mode m;
};

float weights[3][3];
int table[2][4];

template <typename T>
struct Traits {
};
template <>
struct Traits<int> {
};

struct OnlySized {
    double a;
    char b;
};

void types(float *out, int *iout, Mode mode);

int main()
{
    float hw[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int ht[2][4] = {{0}};
    cuportMemcpyToSymbol(cuport_unit_program(), "weights", hw, sizeof(hw), 0, cuportMemcpyHostToDevice);
    cuportMemcpyToSymbol(cuport_unit_program(), "table", ht, sizeof(ht), 0, cuportMemcpyHostToDevice);
    float *d;
    int *di;
    cuportMalloc(&d, kBlock * sizeof(float));
    cuportMalloc(&di, kBlock * sizeof(int));
    cuportLaunch<decltype(types)>(cuport_unit_program(), "types", 1, kBlock, 0, 0, cuportSymbols("weights", "table"), d, di, Mode::Fast);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_cxx_types.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_cxx_types.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_cxx_types.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef uchar Mode;\n"
	"enum {\n"
	"    Mode_Fast = 1,\n"
	"    Mode_Slow = 2,\n"
	"};\n"
	"\n"
	"typedef struct Cell {\n"
	"    float v;\n"
	"    int n;\n"
	"    Mode m;\n"
	"} Cell;\n"
	"\n"
	"enum {\n"
	"    kBlock = 64,\n"
	"    kHalf = 32,\n"
	"};\n"
	"\n"
	"typedef enum Op {\n"
	"    Op_Add = 0,\n"
	"    Op_Mul = 1,\n"
	"} Op;\n"
	"\n"
	"typedef enum Color {\n"
	"    Red = 0,\n"
	"    Green = 5,\n"
	"} Color;\n"
	"\n"
	"typedef struct OnlySized {\n"
	"    double a;\n"
	"    char b;\n"
	"} OnlySized;\n"
	"\n"
	"__constant float apply_kSteps[2] = {0.5f, 1.5f};\n"
	"\n"
	"float apply(Op op, float a, float b)\n"
	"{\n"
	"    return (op == Op_Add \077 a + b : a * b) + apply_kSteps[op == Op_Add];\n"
	"}\n"
	"\n"
	"float twice_float(float v)\n"
	"{ return v + v; }\n"
	"\n"
	"int twice_int(int v)\n"
	"{ return v * 2 + 1; }\n"
	"\n"
	"int Traits_int_zero(void)\n"
	"{ return -1; }\n"
	"\n"
	"float Traits_float_zero(void)\n"
	"{ return ((float)(0)); }\n"
	"\n"
	"float half_of_float_0_(float v)\n"
	"{ return v / ((float)(2)); }\n"
	"\n"
	"__kernel void types(__global float *out, __global int *iout, Mode mode, __constant float (*weights)[3], __global int (*table)[4])\n"
	"{\n"
	"    __local Cell cells[2][kHalf] __attribute__((aligned(16)));\n"
	"    Cell local_[2][2];\n"
	"    int t = get_local_id(0);\n"
	"    cells[t / kHalf][t % kHalf].v = (float)t;\n"
	"    cells[t / kHalf][t % kHalf].n = (int)sizeof(Cell);\n"
	"    cells[t / kHalf][t % kHalf].m = Mode_Slow;\n"
	"    local_[0][0].v = weights[0][0];\n"
	"    local_[1][1].v = weights[2][2] + table[1][3];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    float r = apply(Op_Mul, cells[0][t % kHalf].v, 2.0f) + local_[0][0].v + local_[1][1].v;\n"
	"    r += twice_float(1.5f) + twice_int(3) + Traits_int_zero() + Traits_float_zero() + Green;\n"
	"    r = min(r, FLT_MAX);\n"
	"    r = max(r, (-FLT_MAX));\n"
	"    r += fabs(-1.0f) + half_of_float_0_(4.0f) + ((float)(1)) + ((float)(Red));\n"
	"    if (true && mode == Mode_Fast)\n"
	"        r += 1.0f;\n"
	"    cuport_store(&out[t], r);\n"
	"    iout[t] = cells[1][0].n + (int)sizeof(OnlySized) + INT_MAX / 1000000000 +\n"
	"              (cells[0][0].m == Mode_Slow);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"weights", "table"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"types", 2, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_cxx_types.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "weights", sizeof(weights), &weights);
			cuportRegisterSymbol(p, "table", sizeof(table), &table);
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
