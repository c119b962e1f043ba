// A kernel declared here and defined in another unit (ordinary CUDA, no -rdc): the launch
// names it, and the runtime finds it in the program of the unit that defines it, with the
// hidden parameters that unit declares. This unit has no kernel of its own, so its program
// declares none, and an extern __device__ variable is the defining unit's symbol.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

void scale_elsewhere(float *v, float s, int n);
template <typename T> void fill_elsewhere(T *v, T x, int n);
// CUPORT1408:0: device variable 'hits' is defined in another translation unit; the runtime finds it by name among the symbols of the migrated unit that defines it, which must be part of the program
extern int hits;

void run(float *v, int *iv, int n, cuportStream_t st)
{
    // CUPORT1413:1: kernel 'scale_elsewhere' is defined in another translation unit; the runtime finds it by name in the program of the migrated unit that defines it, with the hidden parameters declared there, so that unit must be part of the program
    cuportLaunch<decltype(scale_elsewhere)>(cuport_unit_program(), "scale_elsewhere", (n + 255) / 256, 256, 0, st, v, 2.0f, n);
    // CUPORT1413:2: kernel 'fill_elsewhere_int' is defined in another translation unit; the runtime finds it by name in the program of the migrated unit that defines it, with the hidden parameters declared there, so that unit must be part of the program
    cuportLaunch<decltype(fill_elsewhere<int>)>(cuport_unit_program(), "fill_elsewhere_int", (n + 255) / 256, 256, 0, 0, iv, 7, n);
    int zero = 0;
    // CUPORT1408:3: device variable 'hits' is defined in another translation unit; the runtime finds it by name among the symbols of the migrated unit that defines it, which must be part of the program
    cuportMemcpyToSymbol(cuport_unit_program(), "hits", &zero, sizeof zero, 0, cuportMemcpyHostToDevice);
}

// cuport: this unit's OpenCL C kernels (host_kernel_elsewhere.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_kernel_elsewhere.cl instead.
static const char cuport_unit_source[] =
	""
	;

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_kernel_elsewhere.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 0, nullptr);
		}
		return p;
	}();
	return program;
}
