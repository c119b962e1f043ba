// Function-like macros in device code: the definitions go into the .cl with their bodies
// translated; built-ins whose form depends on types (shuffles, atomics) or on the calling
// function (a clone, hidden arguments) take it from the expansions, and a macro is defined
// again where an expansion needs another form. Typedefs named like OpenCL's types.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <sys/types.h>

typedef unsigned int uint;
typedef unsigned char uchar;
typedef unsigned short half;

#define IMUL(a, b) __mul24(a, b)
#define UMAD(a, b, c) (IMUL((a), (b)) + (c))
#define SQ(x) ((x) * (x))
#define SAT(x) __saturatef(x)
#define LOAD(p) __ldg(p)
#define VEC(x) make_float4(x, x, x, 1.0f)
#define SYNC() __syncthreads()
#define __shfl(v, d) __shfl_sync(0xffffffff, v, d)
#define ADD(p, v) atomicAdd(p, v)
#define SCALE(p) scale(p)

void ints(uint *out, int *count, const uchar *in);

void floats(float *out, const float *in, cuport_float4 *vec, ushort *tag);

int main()
{
    cuportLaunch<decltype(ints)>(cuport_unit_program(), "ints", 1, 32, 0, 0, nullptr, nullptr, nullptr);
    cuportLaunch<decltype(floats)>(cuport_unit_program(), "floats", 1, 32, 0, 0, nullptr, nullptr, nullptr, nullptr);
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_macros.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_macros.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_macros.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define IMUL(a, b) mul24((int)(a), (int)(b))\n"
	"#define UMAD(a, b, c) (IMUL((a), (b)) + (c))\n"
	"#define SQ(x) ((x) * (x))\n"
	"#define SAT(x) clamp(x, 0.0f, 1.0f)\n"
	"#define LOAD(p) (*(p))\n"
	"#define VEC(x) (float4)(x, x, x, 1.0f)\n"
	"#define SYNC() barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)\n"
	"#define __shfl(v, d) cuport_shfl_idx_i32(cuport_ws, 0xffffffff, v, d, 32)\n"
	"#define ADD(p, v) cuport_atomic_add_local_i32(p, v)\n"
	"#define SCALE(p) scale_local(p)\n"
	"\n"
	"typedef ushort half_;\n"
	"\n"
	"__kernel void ints(__global uint *out, __global int *count, __global const uchar *in)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local int local_count;\n"
	"    uint i = UMAD((uint)get_group_id(0), (uint)get_local_size(0), (uint)get_local_id(0));\n"
	"    // CUPORT1207:0: '__shfl_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    int v = __shfl((int)in[i], 0) + SQ((uint)get_local_id(0));\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        local_count = 0;\n"
	"    SYNC();\n"
	"    ADD(&local_count, 1);\n"
	"    SYNC();\n"
	"    out[i] = IMUL(v, 3) + (uint)local_count;\n"
	"#undef ADD\n"
	"#define ADD(p, v) cuport_atomic_add_global_i32(p, v)\n"
	"    ADD(count, v);\n"
	"}\n"
	"\n"
	"void scale_local(__local float *p)\n"
	"{ *p *= 2.0f; }\n"
	"\n"
	"void scale_global(__global float *p)\n"
	"{ *p *= 2.0f; }\n"
	"\n"
	"#undef __shfl\n"
	"#define __shfl(v, d) cuport_shfl_idx_f32(cuport_ws, 0xffffffff, v, d, 32)\n"
	"\n"
	"__kernel void floats(__global float *out, __global const float *in, __global float4 *vec, __global ushort *tag)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws);\n"
	"    __local float tile[32] __attribute__((aligned(16)));\n"
	"    uint i = UMAD((uint)get_group_id(0), (uint)get_local_size(0), (uint)get_local_id(0));\n"
	"    float x = SAT(LOAD(in + i));\n"
	"    // CUPORT1207:1: '__shfl_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask\n"
	"    tile[(uint)get_local_id(0) % 32] = __shfl(x, 1);\n"
	"    SCALE(&tile[(uint)get_local_id(0) % 32]);\n"
	"#undef SCALE\n"
	"#define SCALE(p) scale_global(p)\n"
	"    SCALE(out + i);\n"
	"    out[i] += tile[(uint)get_local_id(0) % 32];\n"
	"    vec[i] = VEC(x);\n"
	"    half_ h = (half_)i;\n"
	"    tag[i] = (ushort)h;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"ints", 0, nullptr, 0},
	{"floats", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_macros.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
