// Atomics on global and shared memory for every type CUDA defines them on.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void atomics(int *i, unsigned int *u, unsigned long long *ull, float *f, double *d);

void run(int *i, unsigned *u, unsigned long long *l, float *f, double *d)
{
    cuportLaunch<decltype(atomics)>(cuport_unit_program(), "atomics", 1, 32, 0, 0, i, u, l, f, d);
}

// cuport: this unit's OpenCL C kernels (kernel_atomics.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_atomics.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_atomics.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// Atomics on global and shared memory for every type CUDA defines them on.\n"
	"__kernel void atomics(__global int *i, __global unsigned int *u, __global ulong *ull, __global float *f, __global double *d)\n"
	"{\n"
	"    __local unsigned int hist[32] __attribute__((aligned(16)));\n"
	"    __local float fsum;\n"
	"    __local double dsum;\n"
	"    hist[(uint)get_local_id(0) % 32] = 0;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    cuport_atomic_add_local_u32(&hist[(uint)get_local_id(0) % 32], 1u);\n"
	"    cuport_atomic_add_local_f32(&fsum, 1.5f);\n"
	"    cuport_atomic_add_local_f64(&dsum, 2.5);\n"
	"    cuport_atomic_add_global_i32(i, 1);\n"
	"    cuport_atomic_sub_global_i32(i, 2);\n"
	"    cuport_atomic_exch_global_u32(u, 3u);\n"
	"    cuport_atomic_min_global_i32(i, -4);\n"
	"    cuport_atomic_max_global_u32(u, 5u);\n"
	"    cuport_atomic_inc_global_u32(u, 100u);\n"
	"    cuport_atomic_dec_global_u32(u, 100u);\n"
	"    cuport_atomic_cas_global_i32(i, 0, 1);\n"
	"    cuport_atomic_and_global_u32(u, 0xffu);\n"
	"    cuport_atomic_or_global_u32(u, 0x100u);\n"
	"    cuport_atomic_xor_global_u32(u, 0x3u);\n"
	"    cuport_atomic_add_global_u64(ull, 1ul);\n"
	"    cuport_atomic_cas_global_u64(ull, 0ul, 2ul);\n"
	"    cuport_atomic_add_global_f32(f, 0.5f);\n"
	"    cuport_atomic_exch_global_f32(f, 0.0f);\n"
	"    cuport_atomic_add_global_f64(d, 0.25);\n"
	"    cuport_atomic_add_global_i32(i, 1);\n"
	"    cuport_atomic_add_global_u32(u, 1u);\n"
	"    cuport_threadfence();\n"
	"    cuport_threadfence_block();\n"
	"    cuport_threadfence();\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        *f += fsum + (float)dsum + hist[0];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"atomics", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_atomics.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
