// thrust::tie(a, b) = pair in a kernel: the unit parses (the parse's thrust::tie assigns in
// device code too), its host code is migrated, and the kernel's pair is a struct, make_pair
// a compound literal, the tie a block unpacking the pair (docs/thrust.md, "In device code").
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_thrust.h"
#include "cuport_thrust.h"

void sort2(int *v);

int main()
{
  int *v, a, b;
  cuportMalloc(&v, 64 * sizeof(int));
  cuportLaunch<decltype(sort2)>(cuport_unit_program(), "sort2", 1, 32, 0, 0, v);
  thrust::tie(a, b) = thrust::make_pair(1, 2);   // on the host: std::tie
  return a + b == 3 ? 0 : 1;
}

// cuport: this unit's OpenCL C kernels (kernel_thrust_tie.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_thrust_tie.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_thrust_tie.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct cuport_pair_int_int {\n"
	"    int first;\n"
	"    int second;\n"
	"} cuport_pair_int_int;\n"
	"\n"
	"cuport_pair_int_int order(int a, int b)\n"
	"{\n"
	"  return (cuport_pair_int_int){min(a, b), max(a, b)};\n"
	"}\n"
	"\n"
	"__kernel void sort2(__global int *v)\n"
	"{\n"
	"  int lo, hi;\n"
	"  { cuport_pair_int_int cuport_tied = order(v[2 * (uint)get_local_id(0)], v[2 * (uint)get_local_id(0) + 1]); lo = cuport_tied.first; hi = cuport_tied.second; }\n"
	"  v[2 * (uint)get_local_id(0)] = lo;\n"
	"  v[2 * (uint)get_local_id(0) + 1] = hi;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"sort2", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_thrust_tie.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
