// CUDA 12.8's __nv_atomic_* built-ins: cuport_nv_<op>_<space>_<type> of the runtime's
// device header, for global and __shared__ pointers; the memory order stays an argument,
// the scope after it is dropped (OpenCL C 1.2 atomics are device-wide). cuda.h defines
// CUDA_VERSION, which the .cl then states.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void nv(unsigned long long *m, int *c, unsigned *f, float *x);

void run(unsigned long long *m, int *c, unsigned *f, float *x)
{
    cuportLaunch<decltype(nv)>(cuport_unit_program(), "nv", 1, 64, 0, 0, m, c, f, x);
}

// cuport: this unit's OpenCL C kernels (kernel_nv_atomics.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_nv_atomics.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_nv_atomics.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"/* The CUDA version the code was migrated with, as its #if tests saw it. */\n"
	"#define CUDA_VERSION 12080\n"
	"\n"
	"ulong atomic_min64_(__global ulong *address, ulong val)\n"
	"{\n"
	"#if CUDA_VERSION >= 12080\n"
	"    ulong ret = cuport_nv_load_n_global_u64(address, __NV_ATOMIC_RELAXED);\n"
	"#else\n"
	"    ulong ret = *address;\n"
	"#endif\n"
	"    while (val < ret) {\n"
	"        ulong old = ret;\n"
	"        if ((ret = cuport_atomic_cas_global_u64(address, old, val)) == old)\n"
	"            break;\n"
	"    }\n"
	"    return ret;\n"
	"}\n"
	"\n"
	"__kernel void nv(__global ulong *m, __global int *c, __global unsigned int *f, __global float *x)\n"
	"{\n"
	"    __local int s;\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        cuport_nv_store_n_local_i32(&s, 0, __NV_ATOMIC_RELAXED);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    atomic_min64_(m, (uint)get_local_id(0));\n"
	"    cuport_nv_fetch_add_global_i32(&c[0], 1, __NV_ATOMIC_RELAXED);\n"
	"    cuport_nv_fetch_sub_global_i32(&c[1], 1, __NV_ATOMIC_RELEASE);\n"
	"    cuport_nv_fetch_min_global_i32(&c[2], (int)get_local_id(0), __NV_ATOMIC_ACQUIRE);\n"
	"    cuport_nv_fetch_max_global_i32(&c[3], (int)get_local_id(0), __NV_ATOMIC_ACQ_REL);\n"
	"    cuport_nv_fetch_and_global_u32(&f[0], 1u, __NV_ATOMIC_RELAXED);\n"
	"    cuport_nv_fetch_or_global_u32(&f[1], 2u, __NV_ATOMIC_RELAXED);\n"
	"    cuport_nv_fetch_xor_global_u32(&f[2], 4u, __NV_ATOMIC_SEQ_CST);\n"
	"    cuport_nv_fetch_add_local_i32(&s, 1, __NV_ATOMIC_RELAXED);\n"
	"    int expected = 0, desired = 5, got;\n"
	"    cuport_nv_compare_exchange_n_global_i32(&c[4], &expected, 1, false, __NV_ATOMIC_ACQ_REL,\n"
	"                                   __NV_ATOMIC_RELAXED);\n"
	"    cuport_nv_compare_exchange_global_i32(&c[5], &expected, &desired, true, __NV_ATOMIC_SEQ_CST,\n"
	"                                 __NV_ATOMIC_RELAXED);\n"
	"    float old = cuport_nv_exchange_n_global_f32(x, 1.0f, __NV_ATOMIC_RELAXED);\n"
	"    cuport_nv_exchange_global_i32(&c[6], &desired, &got, __NV_ATOMIC_RELAXED);\n"
	"    cuport_nv_load_global_i32(&c[7], &got, __NV_ATOMIC_ACQUIRE);\n"
	"    cuport_nv_store_global_i32(&c[8], &got, __NV_ATOMIC_RELEASE);\n"
	"    cuport_nv_thread_fence(__NV_ATOMIC_SEQ_CST);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        c[9] = cuport_nv_load_n_local_i32(&s, __NV_ATOMIC_ACQUIRE) + (int)old;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"nv", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_nv_atomics.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
