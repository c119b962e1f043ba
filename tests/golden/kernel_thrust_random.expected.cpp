// cuport-test: no-build (the .cl is expected not to build: device-side Thrust is not translated yet)
// Thrust's engines, distributions and fancy iterators named in a kernel: the unit parses
// (they are __host__ __device__ in the subset, as in Thrust) and its host code is migrated;
// their device calls have no OpenCL C translation yet, and each says so (CUPORT1206), so
// the .cl is written but does not build (docs/thrust.md, "In device code"). On the host
// the same engine gives Thrust's numbers.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_thrust.h"
#include "cuport_thrust.h"
#include "cuport_thrust.h"

void noise(float *out, int *a, int *b, int n);

int main()
{
  float *out;
  int *a, *b;
  cuportMalloc(&out, 64 * sizeof(float));
  cuportMalloc(&a, 64 * sizeof(int));
  cuportMalloc(&b, 64 * sizeof(int));
  cuportLaunch<decltype(noise)>(cuport_unit_program(), "noise", 1, 64, 0, 0, out, a, b, 64);
  thrust::default_random_engine host_rng(1234);
  return host_rng() == 59566414u ? 0 : 1;
}

// cuport: this unit's OpenCL C kernels (kernel_thrust_random.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_thrust_random.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_thrust_random.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void noise(__global float *out, __global int *a, __global int *b, int n)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  default_random_engine rng(i);\n"
	"  uniform_real_distribution<float> u(0.0f, 1.0f);\n"
	"  // CUPORT1206:4: 'discard' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  rng.discard(3);\n"
	"  if (i < n)\n"
	"    // CUPORT1206:7: 'operator()' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    out[i] = u(rng);\n"
	"  // CUPORT1206:9: 'make_zip_iterator' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  // CUPORT1206:10: 'make_tuple' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  thrust::zip_iterator<std::tuple<int *, int *>> z = make_zip_iterator(make_tuple(a, b));\n"
	"  if (i == 0)\n"
	"    // CUPORT1206:13: 'operator-' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    // CUPORT1206:14: 'operator+' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    out[0] += (float)((z + 2) - z);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"noise", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_thrust_random.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
