// cuport-test: no-build (the refused calls stay as written)
// CUB that cuport does not translate is reported, never dropped: a collective of a user's
// struct with CUB's own Sum, a logical warp wider than 32, a collective written in a
// macro's body, and BlockRadixSort.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_cub.h"

struct Pair { int a, b; };

#define EXCHANGE(items) Exchange(etemp).BlockedToStriped(items, items)

void refused(const int *in, int *out);

int main()
{
  int *d;
  cuportMalloc(&d, 64 * sizeof(int));
  cuportLaunch<decltype(refused)>(cuport_unit_program(), "refused", 1, 64, 0, 0, d, d);
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_cub_refused.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_cub_refused.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_cub_refused.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define EXCHANGE(items) Exchange(etemp).BlockedToStriped(items, items)\n"
	"\n"
	"typedef struct Pair {\n"
	"    int a;\n"
	"    int b;\n"
	"} Pair;\n"
	"\n"
	"__kernel void refused(__global const int *in, __global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"  /* wtemp: CUB's temporary storage, not needed */\n"
	"  /* etemp: CUB's temporary storage, not needed */\n"
	"  /* stemp: CUB's temporary storage, not needed */\n"
	"  /* ptemp: CUB's temporary storage, not needed */\n"
	"  int v = in[get_local_id(0)];\n"
	"  // CUPORT1206:3: 'cub::WarpReduce of 64 threads' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  int w = cub::WarpReduce<int, 64>(wtemp).Sum(v);\n"
	"  int items[2] = {v, v + 1};\n"
	"  // CUPORT1206:6: 'cub::BlockExchange::BlockedToStriped in a macro' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  EXCHANGE(items);\n"
	"  // CUPORT1206:8: 'cub::BlockRadixSort::Sort' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  cub::BlockRadixSort<int, 64, 2>(stemp).Sort(items);\n"
	"  Pair p = {v, v};\n"
	"  // CUPORT1206:9: 'cub::BlockReduce::Sum of a type other than a 32- or 64-bit scalar with CUB's own operator' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  Pair q = BlockReduce<Pair, 64>(ptemp).Sum(p);\n"
	"  out[get_local_id(0)] = w + items[1] + q.a;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"refused", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_cub_refused.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
