// Launch brackets written with spaces, as nvcc accepts them (and code formatters write
// them): every spelling is a launch; the same characters in comments, strings and C++
// that is no launch stay as written.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>
#include <vector>

void fill(int *p, int v, int n);

template <class T> struct Box;
template <class T> int show(const Box<T> &);
template <class T> struct Box {
    T v;
    friend int show< >(const Box<T> &);
};
template <class T> int operator<<(int a, const Box<T> &b) { return a + (int)b.v; }

int run(int *d, int n)
{
    // k << < grid, block >> > (args) in a comment stays
    const char *s = "fill << < 1, 1 >> > (d)";
    std::vector<std::vector<std::vector<int>> > nested;
    Box<int> b{2};
    int shifted = 1 << 3 >> 1;
    cuportLaunch<decltype(fill )>(cuport_unit_program(), "fill",  (n + 127) / 128, 128 , 0, 0, d, 1, n);
    cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", n >> 7, 128, 0, 0, d, 2, n);
    cuportLaunch<decltype(fill )>(cuport_unit_program(), "fill", 1, 32, 0, 0, d, 3, n);
    cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", 1, 32, 0, 0, d, 4, n);
    cuportLaunch<decltype(fill)>(cuport_unit_program(), "fill", 1, 1, 0, 0, d, 5, n);
    printf("%s %zu %d %d\n", s, nested.size(), shifted, operator<< <int>(1, b));
    return cuportDeviceSynchronize();
}

// cuport: this unit's OpenCL C kernels (host_launch_spaced.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_launch_spaced.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_launch_spaced.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void fill(__global int *p, int v, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n)\n"
	"        p[i] = v;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"fill", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_launch_spaced.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
