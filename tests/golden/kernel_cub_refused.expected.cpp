// cuport-test: no-build (the refused calls stay as written)
// CUB that cuport does not translate is reported, never dropped: a user's operator, several
// items per thread in a scan, a collective of a user's struct.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_cub.h"

struct AbsMax {
};

struct Pair { int a, b; };

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
	"typedef struct AbsMax {\n"
	"    char cuport_empty;\n"
	"} AbsMax;\n"
	"\n"
	"typedef struct Pair {\n"
	"    int a;\n"
	"    int b;\n"
	"} Pair;\n"
	"\n"
	"__kernel void refused(__global const int *in, __global int *out)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"  /* temp: CUB's temporary storage, not needed */\n"
	"  /* stemp: CUB's temporary storage, not needed */\n"
	"  /* ptemp: CUB's temporary storage, not needed */\n"
	"  int v = in[get_local_id(0)];\n"
	"  // CUPORT1206:3: 'cub::BlockReduce::Reduce with an operator other than CUB's Sum, Max or Min' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  int m = cub::BlockReduce<int, 64>(temp).Reduce(v, AbsMax());\n"
	"  int items[2] = {v, v + 1};\n"
	"  // CUPORT1206:5: 'cub::BlockScan::InclusiveSum of several items per thread' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  cub::BlockScan<int, 64>(stemp).InclusiveSum(items, items);\n"
	"  Pair p = {v, v};\n"
	"  // CUPORT1206:6: 'cub::BlockReduce::Sum of a type other than a 32- or 64-bit scalar' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  Pair q = BlockReduce<Pair, 64>(ptemp).Sum(p);\n"
	"  out[get_local_id(0)] = m + items[1] + q.a;\n"
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
