// __shared__ in every form: static arrays and scalars at kernel scope, one inside a nested
// block (moved to kernel scope), one inside a __device__ function (hoisted into each kernel
// that reaches it and passed down), and two extern __shared__ arrays aliasing one buffer.
// Arrays of 16 bytes or more are declared 16-byte aligned (float4 already is; 8 bytes of char
// are left alone).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#define BLOCK 128

void staticShared(const float *in, float *out);

void dynamicShared(const int *in, float *out, int n);

void run(const float *fi, float *fo, const int *ii)
{
    cuportLaunch<decltype(staticShared)>(cuport_unit_program(), "staticShared", 4, cuportDim3(BLOCK, 1), 0, 0, fi, fo);
    cuportLaunch<decltype(dynamicShared)>(cuport_unit_program(), "dynamicShared", 4, BLOCK, 2 * BLOCK * sizeof(int), 0, cuportDynamicShared, ii, fo, BLOCK);
}

// cuport: this unit's OpenCL C kernels (kernel_shared.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_shared.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_shared.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define BLOCK 128\n"
	"\n"
	"float blockSum(float v, __local float *blockSum_partial, __local int *blockSum_count)\n"
	"{\n"
	"    /* __shared__ partial: a parameter */\n"
	"    /* __shared__ count: a parameter */\n"
	"    blockSum_partial[get_local_id(0)] = v;\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        (*blockSum_count) = 0;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    for (int s = BLOCK / 2; s > 0; s >>= 1) {\n"
	"        if ((uint)get_local_id(0) < s)\n"
	"            blockSum_partial[get_local_id(0)] += blockSum_partial[(uint)get_local_id(0) + s];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    }\n"
	"    return blockSum_partial[0] + (*blockSum_count);\n"
	"}\n"
	"\n"
	"__kernel void staticShared(__global const float *in, __global float *out)\n"
	"{\n"
	"    __local float blockSum_partial[128] __attribute__((aligned(16)));\n"
	"    __local int blockSum_count;\n"
	"    __local float nested[4] __attribute__((aligned(16)));\n"
	"    __local float tile[BLOCK][BLOCK + 1] __attribute__((aligned(16)));\n"
	"    __local int flag;\n"
	"    __local float a[4] __attribute__((aligned(16))), b[8] __attribute__((aligned(16)));\n"
	"    __local float4 v4[2];\n"
	"    __local char bytes[8];\n"
	"    __local double d2[2] __attribute__((aligned(16)));\n"
	"    tile[get_local_id(1)][get_local_id(0)] = in[get_local_id(0)];\n"
	"    // CUPORT1229:0: in kernel 'staticShared', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */\n"
	"    a[(uint)get_local_id(0) % 4] = b[(uint)get_local_id(0) % 8] = v4[0].x + bytes[1] + (float)d2[1];\n"
	"    // CUPORT1229:1: in kernel 'staticShared', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */\n"
	"    if ((uint)get_local_id(0) == 0) {\n"
	"        /* __shared__ nested: moved to the top of the kernel */\n"
	"        nested[0] = 1.0f;\n"
	"        flag = (int)nested[0];\n"
	"    }\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    out[get_group_id(0)] = tile[get_local_id(0)][get_local_id(1)] + flag + blockSum(in[get_local_id(0)], blockSum_partial, &blockSum_count);\n"
	"}\n"
	"\n"
	"__kernel void dynamicShared(__global const int *in, __global float *out, int n, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __local float blockSum_partial[128] __attribute__((aligned(16)));\n"
	"    __local int blockSum_count;\n"
	"    __local int *ints = (__local int *)cuport_dynamic_shared;\n"
	"    __local float *floats = (__local float *)cuport_dynamic_shared;\n"
	"    ints[get_local_id(0)] = in[get_local_id(0)];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    floats[(uint)get_local_id(0) + n] = (float)ints[get_local_id(0)];\n"
	"    out[get_local_id(0)] = blockSum(floats[(uint)get_local_id(0) + n], blockSum_partial, &blockSum_count);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"staticShared", 0, nullptr, 0},
	{"dynamicShared", 0, nullptr, 1},
};

// The launch dimensions each kernel cannot tell apart (bits 0-2 block x, y, z; 3-5 grid):
// its launches run them with size 1 (docs/kernels.md).
static const unsigned cuport_unit_kernel_dims[] = {064, 076};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_shared.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
			cuportProgramDeclareKernelDims(p, 2, cuport_unit_kernel_dims);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
