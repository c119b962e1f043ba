// CUB's device-wide algorithms called from the host become the runtime's typed wrappers
// (cuport_cub.h): the callee however it is spelled (qualified, after `using namespace cub`,
// with explicit template arguments, in a macro's argument, in a template), the operator of
// Reduce and the scans as CUPORT_REDUCE_*, cub::KeyValuePair as cuportKeyValuePair.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>
#include "cuport_cub.h"

#define CHECK(call) do { if ((call) != cuportSuccess) printf("error at %d\n", __LINE__); } while (0)

void iota(int *p, int n);

template <typename T>
void scan_in_place(T *d, int n, cuportStream_t stream)
{
  void *temp = nullptr;
  size_t bytes = 0;
  CHECK(cuportDeviceScanInclusiveSum(temp, bytes, d, n, stream));
  CHECK(cuportMalloc(&temp, bytes));
  CHECK(cuportDeviceScanInclusiveSum(temp, bytes, d, n, stream));
  cuportFree(temp);
}

int main()
{
  const int n = 1000;
  int *d_in, *d_out;
  double *d_x, *d_max;
  long long *d_index;
  cuportKeyValuePair<int, double> *d_pair;
  cuportMalloc(&d_in, n * sizeof(int));
  cuportMalloc(&d_out, n * sizeof(int));
  cuportMalloc(&d_x, n * sizeof(double));
  cuportMalloc(&d_max, sizeof(double));
  cuportMalloc(&d_index, sizeof(long long));
  cuportMalloc(&d_pair, sizeof *d_pair);
  cuportLaunch<decltype(iota)>(cuport_unit_program(), "iota", (n + 255) / 256, 256, 0, 0, d_in, n);

  void *d_temp = NULL;
  size_t temp_bytes = 0;
  cuportDeviceReduceSum(d_temp, temp_bytes, d_in, d_out, n);
  cuportMalloc(&d_temp, temp_bytes);
  cuportDeviceReduceSum(d_temp, temp_bytes, d_in, d_out, n);
  cuportDeviceReduceMax(d_temp, temp_bytes, d_in, d_out + 1, n, 0);
  cuportDeviceReduceReduce(d_temp, temp_bytes, d_in, d_out + 2, n, CUPORT_REDUCE_MIN, 100);
  cuportDeviceReduceReduce(d_temp, temp_bytes, d_in, d_out, n,
                                          CUPORT_REDUCE_SUM, 0);
  cuportDeviceReduceArgMax(d_temp, temp_bytes, d_x, d_max, d_index, n);
  cuportDeviceReduceArgMin(d_temp, temp_bytes, d_x, d_pair, n);

  cuportStream_t stream;
  cuportStreamCreate(&stream);
  CHECK(cuportDeviceScanExclusiveSum(d_temp, temp_bytes, d_in, d_out, n, stream));
  CHECK(cuportDeviceScanExclusiveScan(d_temp, temp_bytes, d_in, d_out, CUPORT_REDUCE_MAX, -1,
                                       n, stream));
  {
    using namespace cub;
    cuportDeviceScanInclusiveScan(d_temp, temp_bytes, d_in, d_out, CUPORT_REDUCE_MIN, n);
  }
  scan_in_place(d_in, n, stream);
  cuportStreamSynchronize(stream);

  cuportKeyValuePair<int, double> pair;
  cuportMemcpy(&pair, d_pair, sizeof pair, cuportMemcpyDeviceToHost);
  printf("%d %f\n", pair.key, pair.value);
  return 0;
}

// cuport: this unit's OpenCL C kernels (host_cub.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_cub.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_cub.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void iota(__global int *p, int n)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  if (i < n)\n"
	"    p[i] = i;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"iota", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_cub.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
