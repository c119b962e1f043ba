// Split barriers and asynchronous copies (kernel/async.c): what becomes a work-group
// barrier, what is made at once, and what cuport reports because no work-group barrier can
// express it (async_refused.cu: what is kept as written).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
void barriers(float *out, int n);

void copies(const cuport_float4 *in, cuport_float4 *out);

void roles(const int *in, int *out);

int main()
{
    cuportLaunch<decltype(barriers)>(cuport_unit_program(), "barriers", 1, 64, 0, 0, nullptr, 64);
    cuportLaunch<decltype(copies)>(cuport_unit_program(), "copies", 1, 128, 0, 0, nullptr, nullptr);
    cuportLaunch<decltype(roles)>(cuport_unit_program(), "roles", 1, 64, 0, 0, nullptr, nullptr);
    return 0;
}

// cuport: this unit's OpenCL C kernels (async_barrier.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/async_barrier.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from async_barrier.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float exchange(uchar bar, __local float *tmp, float v)\n"
	"{\n"
	"    tmp[get_local_id(0)] = v;\n"
	"    /* token: a barrier's arrival token, not needed */\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    return tmp[(uint)get_local_size(0) - 1 - (uint)get_local_id(0)];\n"
	"}\n"
	"\n"
	"__kernel void barriers(__global float *out, int n)\n"
	"{\n"
	"    /* bar: a barrier: its waits are work-group barriers */\n"
	"    __local float tmp[256] __attribute__((aligned(16)));\n"
	"    /* block: the thread block */\n"
	"    if (cuport_linear_local_id() == 0) {\n"
	"        (void)0;\n"
	"        // CUPORT1250:0: barrier '&half' is initialised with expected count 'n', which cuport cannot show is the thread count of the block; its waits become work-group barriers, which hold only when every thread of the block arrives at each phase: check that the count is the block's size\n"
	"        (void)0;   // not visibly the block's size: CUPORT1250\n"
	"    }\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    out[get_local_id(0)] = exchange((uchar)0, tmp, out[get_local_id(0)]);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"}\n"
	"\n"
	"__kernel void copies(__global const float4 *in, __global float4 *out)\n"
	"{\n"
	"    __local float4 stage[2][128];\n"
	"    __local float words[128] __attribute__((aligned(16)));\n"
	"    /* block: the thread block */\n"
	"    /* pipe: a pipeline: its copies are made when they are issued */\n"
	"    (void)0;\n"
	"    cuport_async_copy_local_global(&stage[0][get_local_id(0)], &in[get_local_id(0)],\n"
	"                       (size_t)(sizeof(float4)), 0, 0u, 1u);\n"
	"    (void)0;\n"
	"    (void)0;\n"
	"    (void)0;\n"
	"    cuport_async_copy_local_global(words, (__global const float *)in, sizeof(words), 0, cuport_group_rank(cuport_block_group()), cuport_group_size(cuport_block_group()));\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    cuport_async_copy_local_global(&stage[1][get_local_id(0)], &in[(uint)get_local_id(0) + 128], 16, 4, 0u, 1u);\n"
	"    (void)0;\n"
	"    (void)0;\n"
	"    out[get_local_id(0)].x = stage[0][get_local_id(0)].x + stage[1][get_local_id(0)].y + words[get_local_id(0)];\n"
	"}\n"
	"\n"
	"__kernel void roles(__global const int *in, __global int *out)\n"
	"{\n"
	"    __local int buf[4][64] __attribute__((aligned(16)));\n"
	"    /* state: a pipeline's shared state, not needed */\n"
	"    /* block: the thread block */\n"
	"    /* shared: a pipeline: its copies are made when they are issued */\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    cuport_async_copy_local_global(buf[0], in, sizeof(int) * 64, 0, cuport_group_rank(cuport_block_group()), cuport_group_size(cuport_block_group()));\n"
	"    (void)0;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    (void)0;\n"
	"    /* state2: a pipeline's shared state, not needed */\n"
	"    /* role: a pipeline role, not needed */\n"
	"    /* split: a pipeline: its copies are made when they are issued */\n"
	"    if ((uint)get_local_id(0) < 32) {\n"
	"        (void)0;\n"
	"        cuport_async_copy_local_global(&buf[1][get_local_id(0)], &in[get_local_id(0)], sizeof(int), 0, 0u, 1u);\n"
	"        (void)0;\n"
	"    } else {\n"
	"        // CUPORT1252:1: pipeline 'split' is shared by producer and consumer threads that synchronise only with each other, which OpenCL C 1.2 cannot express (a barrier is reached by the whole work-group or by none of it): its copies are made when issued and its waits wait for nothing, so a consumer may read a stage before its producer wrote it; restructure the kernel so that every thread copies, then all wait at a barrier\n"
	"        (void)0;   // CUPORT1252\n"
	"        out[get_local_id(0)] = buf[0][(uint)get_local_id(0) % 64] + buf[1][(uint)get_local_id(0) % 32];\n"
	"        (void)0;\n"
	"    }\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"barriers", 0, nullptr, 0},
	{"copies", 0, nullptr, 0},
	{"roles", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("async_barrier.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
