// Thrust in host code: the includes become cuport_thrust.h, the thrust:: names stay, each
// algorithm call gets a note on where it runs, a __device__ lambda loses its keyword and a
// __device__-only functor handed to Thrust stays in the host file.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_thrust.h"
#include "cuport_thrust.h"
#include "cuport_thrust.h"
#include "cuport_thrust.h"
#include "cuport_thrust.h"
#include "cuport_thrust.h"

struct shift {
  int by;
  int operator()(int x) const { return x + by; }
};

struct kernel_only {
};

void scale(int *p, int n);

int main()
{
  const int n = 1000;
  cuportStream_t s;
  cuportStreamCreate(&s);
  thrust::device_vector<int> d(n, 1);
  cuportLaunch<decltype(scale)>(cuport_unit_program(), "scale", (n + 255) / 256, 256, 0, s, thrust::raw_pointer_cast(d.data()), n);
  // CUPORT1420:0: 'thrust::transform' runs on the host: cuport's Thrust subset copies the device ranges it reads to the host, runs it there and copies what it writes back
  thrust::transform(thrust::cuda::par.on(s), d.begin(), d.end(), d.begin(), shift{3});
  // CUPORT1420:1: 'thrust::transform' runs on the host: cuport's Thrust subset copies the device ranges it reads to the host, runs it there and copies what it writes back
  thrust::transform(d.begin(), d.end(), d.begin(), [=] (int x) { return x * n; });
  // CUPORT1420:2: 'thrust::sort' runs on the host: cuport's Thrust subset copies the device ranges it reads to the host, runs it there and copies what it writes back; with less or greater over keys of int, unsigned, long long, float or double in device memory (and values there) it is a radix sort on the device instead
  thrust::sort(thrust::device, d.begin(), d.end());
  // CUPORT1420:3: 'thrust::reduce' runs on the host: cuport's Thrust subset copies the device ranges it reads to the host, runs it there and copies what it writes back; with plus, maximum or minimum over int, unsigned, long long, float or double in device memory it runs on the device instead
  int sum = thrust::reduce(d.begin(), d.end(), 0, thrust::plus<int>());
  thrust::host_vector<int> h = d;
  cuportStreamDestroy(s);
  return sum == 3 * n * n && h[0] == 3 * n ? 0 : 1;
}

// cuport: this unit's OpenCL C kernels (host_thrust.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_thrust.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_thrust.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct kernel_only {\n"
	"    char cuport_empty;\n"
	"} kernel_only;\n"
	"\n"
	"int kernel_only_op_call_int(const kernel_only cuport_self_value, int x)\n"
	"{\n"
	"    __private const kernel_only *self = &cuport_self_value; return x - 1; }\n"
	"\n"
	"__kernel void scale(__global int *p, int n)\n"
	"{\n"
	"  kernel_only f;\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  if (i < n)\n"
	"    p[i] = kernel_only_op_call_int(f, p[i]) * 2;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"scale", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_thrust.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
