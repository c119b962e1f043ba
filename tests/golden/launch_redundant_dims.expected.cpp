// The launch dimensions a kernel cannot tell apart (cuport_unit_kernel_dims): those whose
// index and size it never reads, through macros and device functions too, unless something
// counts or tells apart its threads (atomics, printf, warp operations, cooperative groups).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>
#define LANE threadIdx.x
#define ROW_OF(t) ((t).y)

void rows(int n, const float *a, float *x);   // block y, z and grid y, z

void plane(float *x);                        // block z, grid x, y, z

void whole(float *x);                        // the block's all read: grid only

void argument(float *x);                     // a macro argument: all read

void through(float *x);         // block x, y and the grid

void counts(float *x);     // none
void prints(float *x);      // none
// CUPORT1207:0: '__any_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
void votes(int *x);  // none
void ranks(int *x); // none

int main()
{
	float *x;
	int *ix;
	cuportDim3 block(32, 8), grid(4, 2);
	cuportMalloc(&x, 4096 * sizeof(float));
	cuportMalloc(&ix, 4096 * sizeof(int));
	cuportLaunch<decltype(rows)>(cuport_unit_program(), "rows", grid, block, 0, 0, 64, x, x);
	cuportLaunch<decltype(plane)>(cuport_unit_program(), "plane", grid, block, 0, 0, x);
	cuportLaunch<decltype(whole)>(cuport_unit_program(), "whole", grid, block, 0, 0, x);
	cuportLaunch<decltype(argument)>(cuport_unit_program(), "argument", grid, block, 0, 0, x);
	cuportLaunch<decltype(through)>(cuport_unit_program(), "through", grid, cuportDim3(4, 4, 4), 0, 0, x);
	cuportLaunch<decltype(counts)>(cuport_unit_program(), "counts", grid, block, 0, 0, x);
	cuportLaunch<decltype(prints)>(cuport_unit_program(), "prints", 1, block, 0, 0, x);
	cuportLaunch<decltype(votes)>(cuport_unit_program(), "votes", 1, block, 0, 0, ix);
	cuportLaunch<decltype(ranks)>(cuport_unit_program(), "ranks", 1, block, 0, 0, ix);
	cuportDeviceSynchronize();
	return 0;
}

// cuport: this unit's OpenCL C kernels (launch_redundant_dims.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/launch_redundant_dims.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from launch_redundant_dims.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define LANE get_local_id(0)\n"
	"#define ROW_OF(t) ((t).y)\n"
	"\n"
	"__kernel void rows(int n, __global const float *a, __global float *x)\n"
	"{\n"
	"\tint i = (uint)get_group_id(0) * (uint)get_local_size(0) + LANE;\n"
	"\tif (i < n)\n"
	"\t\tfor (int j = 0; j < n; j++)\n"
	"\t\t\tx[i] += a[i * n + j];\n"
	"}\n"
	"\n"
	"__kernel void plane(__global float *x)\n"
	"{\n"
	"\tx[(uint)get_local_id(1) * (uint)get_local_size(0) + (uint)get_local_id(0)] += 1.0f;\n"
	"}\n"
	"\n"
	"__kernel void whole(__global float *x)\n"
	"{\n"
	"\tuint3 t = (uint3)((uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2));\n"
	"\tx[t.x] += 1.0f;\n"
	"}\n"
	"\n"
	"__kernel void argument(__global float *x)\n"
	"{\n"
	"\tx[ROW_OF((uint3)((uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2)))] += 1.0f;\n"
	"}\n"
	"\n"
	"void deep(__global float *x)\n"
	"{ x[get_local_id(2)] += 1.0f; }\n"
	"\n"
	"__kernel void through(__global float *x)\n"
	"{ deep(x); }\n"
	"\n"
	"__kernel void counts(__global float *x)\n"
	"{ cuport_atomic_add_global_f32(&x[get_local_id(0)], 1.0f); }\n"
	"\n"
	"__kernel void prints(__global float *x)\n"
	"{ printf(\"%f\\n\", x[get_local_id(0)]); }\n"
	"\n"
	"__kernel void votes(__global int *x)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH(cuport_ws); x[get_local_id(0)] = cuport_any(cuport_ws, 0xffffffffu, x[0]); }\n"
	"\n"
	"__kernel void ranks(__global int *x)\n"
	"{ x[cuport_linear_local_id()] = 1; }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"rows", 0, nullptr, 0},
	{"plane", 0, nullptr, 0},
	{"whole", 0, nullptr, 0},
	{"argument", 0, nullptr, 0},
	{"through", 0, nullptr, 0},
	{"counts", 0, nullptr, 0},
	{"prints", 0, nullptr, 0},
	{"votes", 0, nullptr, 0},
	{"ranks", 0, nullptr, 0},
};

// The launch dimensions each kernel cannot tell apart (bits 0-2 block x, y, z; 3-5 grid):
// its launches run them with size 1 (docs/kernels.md).
static const unsigned cuport_unit_kernel_dims[] = {066, 074, 070, 070, 073, 00, 00, 00, 00};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("launch_redundant_dims.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 9, cuport_unit_kernels);
			cuportProgramDeclareKernelDims(p, 9, cuport_unit_kernel_dims);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
