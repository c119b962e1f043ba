// CUDA's version macros tested in device code: the .cl defines the ones its code tests with
// the values the parse saw (cuport's headers: CUDA 12.8), so each #if keeps the branch
// that was translated; CUDA_VERSION only where cuda.h defined it, as nvcc does.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

void versions(int *out, unsigned *votes);

void run(int *out, unsigned *votes)
{
    cuportLaunch<decltype(versions)>(cuport_unit_program(), "versions", 1, 32, 0, 0, out, votes);
}

// cuport: this unit's OpenCL C kernels (kernel_versions.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_versions.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_versions.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"/* The CUDA version the code was migrated with, as its #if tests saw it. */\n"
	"#define CUDART_VERSION 12080\n"
	"#define CUDA_VERSION 12080\n"
	"#define __CUDACC__ 1\n"
	"#define __CUDACC_VER_MAJOR__ 12\n"
	"#define __CUDACC_VER_MINOR__ 8\n"
	"\n"
	"unsigned int vote(int pred, __local ulong *cuport_ws)\n"
	"{\n"
	"#if (CUDART_VERSION < 9000)\n"
	"    return __ballot(pred);\n"
	"#else\n"
	"    // CUPORT1207:0: '__ballot_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    return cuport_ballot(cuport_ws, 0xffffffff, pred);\n"
	"#endif\n"
	"}\n"
	"\n"
	"__kernel void versions(__global int *out, __global unsigned int *votes)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    votes[get_local_id(0)] = vote((uint)get_local_id(0) & 1, cuport_ws);\n"
	"#if CUDA_VERSION >= 12080 && __CUDACC_VER_MAJOR__ >= 12\n"
	"    out[get_local_id(0)] = __CUDACC_VER_MINOR__;\n"
	"#elif defined(__CUDACC__)\n"
	"    out[threadIdx.x] = -1;\n"
	"#endif\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"versions", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_versions.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
