// CUDA 13's prefetch and advice name the place by a cudaMemLocation (prefetch also takes
// flags); CUDA 12's device-number forms and its _v2 names stay valid: all are migrated.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void inc(float *a, int n);

void hints(float *a, int n, cuportStream_t s)
{
  cuportMemLocation loc;
  loc.type = cuportMemLocationTypeDevice;
  loc.id = 0;
  cuportMemAdvise(a, n * sizeof(float), cuportMemAdviseSetPreferredLocation, loc);
  cuportMemAdvise(a, n * sizeof(float), cuportMemAdviseSetAccessedBy, 0);
  cuportMemAdvise_v2(a, n * sizeof(float), cuportMemAdviseSetReadMostly, loc);
  cuportMemPrefetchAsync(a, n * sizeof(float), loc, 0, s);
  cuportMemPrefetchAsync(a, n * sizeof(float), loc, 0);
  cuportMemPrefetchAsync(a, n * sizeof(float), cuportCpuDeviceId, s);
  cuportMemPrefetchAsync_v2(a, n * sizeof(float), loc, 0, s);
  cuportLaunch<decltype(inc)>(cuport_unit_program(), "inc", n / 256, 256, 0, s, a, n);
  loc.type = cuportMemLocationTypeInvalid;
}

// cuport: this unit's OpenCL C kernels (memory_hints_cuda13.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/memory_hints_cuda13.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from memory_hints_cuda13.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// CUDA 13's prefetch and advice name the place by a cudaMemLocation (prefetch also takes\n"
	"// flags); CUDA 12's device-number forms and its _v2 names stay valid: all are migrated.\n"
	"__kernel void inc(__global float *a, int n)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  if (i < n)\n"
	"    a[i] += 1;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"inc", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("memory_hints_cuda13.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
