// Launches from device code (dynamic parallelism): each becomes a call of the launched
// kernel's launcher, which records it for the runtime; a dim3 configuration stays a uint3,
// a number is widened; the stream is dropped (children run after their parent); pointers
// travel as device addresses; a kernel template launched from its own instance is
// respelled by the parse and emitted; the device runtime's calls map to the device header;
// a device-side cudaDeviceSynchronize and a __shared__ pointer passed to a child are
// reported.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>

struct Box {
  float lo, hi;
};

void child(float *out, Box b, int n);

template <int N>
void nest(int *out, int depth);

void parent(float *out, int n);

int main()
{
  float *d;
  int *levels;
  cuportMalloc(&d, 256 * sizeof(float));
  cuportMalloc(&levels, 3 * 4 * sizeof(int));
  cuportLaunch<decltype(parent)>(cuport_unit_program(), "parent", 1, 32, 0, 0, cuportSymbols("cuport_launch_queue"), d, 256);
  cuportLaunch<decltype(nest<4>)>(cuport_unit_program(), "nest_4", 1, 4, 0, 0, cuportSymbols("cuport_launch_queue"), levels, 0);
  cuportDeviceSynchronize();
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_device_launch.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_device_launch.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_device_launch.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Box {\n"
	"    float lo;\n"
	"    float hi;\n"
	"} Box;\n"
	"\n"
	"/* child<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */\n"
	"void cuport_launch_child(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, Box a1, int a2)\n"
	"{\n"
	"    uint off = cuport_launch_args_at(3u);\n"
	"    uint o0 = off;\n"
	"    off = cuport_launch_next(off, sizeof a0);\n"
	"    uint o1 = off;\n"
	"    off = cuport_launch_next(off, sizeof a1);\n"
	"    uint o2 = off;\n"
	"    off = cuport_launch_next(off, sizeof a2);\n"
	"    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 0u, grid, block, shared, 3u, off);\n"
	"    if (!r)\n"
	"        return;\n"
	"    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;\n"
	"    *(__global Box *)cuport_launch_arg(r, 1u, o1, sizeof a1, 0) = a1;\n"
	"    *(__global int *)cuport_launch_arg(r, 2u, o2, sizeof a2, 0) = a2;\n"
	"    cuport_launch_done(cuport_launch_queue);\n"
	"}\n"
	"\n"
	"/* nest_4<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */\n"
	"void cuport_launch_nest_4(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, int a1)\n"
	"{\n"
	"    uint off = cuport_launch_args_at(2u);\n"
	"    uint o0 = off;\n"
	"    off = cuport_launch_next(off, sizeof a0);\n"
	"    uint o1 = off;\n"
	"    off = cuport_launch_next(off, sizeof a1);\n"
	"    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 1u, grid, block, shared, 2u, off);\n"
	"    if (!r)\n"
	"        return;\n"
	"    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;\n"
	"    *(__global int *)cuport_launch_arg(r, 1u, o1, sizeof a1, 0) = a1;\n"
	"    cuport_launch_done(cuport_launch_queue);\n"
	"}\n"
	"\n"
	"__kernel void child(__global float *out, Box b, int n)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  if (i < n)\n"
	"    out[i] = b.lo + (b.hi - b.lo) * i / n;\n"
	"}\n"
	"\n"
	"__kernel void parent(__global float *out, int n, __global uint *cuport_launch_queue)\n"
	"{\n"
	"  __local float tile[32] __attribute__((aligned(16)));\n"
	"  tile[get_local_id(0)] = 0.0f;\n"
	"  // CUPORT1229:0: in kernel 'parent', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */\n"
	"  if ((uint)get_local_id(0) == 0) {\n"
	"    cudaStream_t s;\n"
	"    cuport_stream_create(&s, cudaStreamNonBlocking);\n"
	"    Box b = {1.0f, 2.0f};\n"
	"    cuport_launch_child(cuport_launch_queue, (uint3)((uint)get_num_groups(0), (uint)get_num_groups(1), (uint)get_num_groups(2)), (uint3)((uint)get_local_size(0), (uint)get_local_size(1), (uint)get_local_size(2)), (uint)(0), (ulong)(out), b, n);\n"
	"    cuport_launch_child(cuport_launch_queue, cuport_launch_dim((n + 31) / 32), cuport_launch_dim((uint)get_local_size(0)), 0u, (ulong)(out), b, n);\n"
	"    // CUPORT1203:1: kernel 'child' is launched from device code (dynamic parallelism) in a way cuport does not translate: a pointer to __shared__ memory is passed to the child, which CUDA does not allow either\n"
	"    cuport_launch_child(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(32), (uint)(0), (ulong)(tile), b, 32);\n"
	"    cudaError_t e = cuport_launch_error(cuport_launch_queue);\n"
	"    if (e != cudaSuccess)\n"
	"      printf(\"launch failed: %s\\n\", cuport_error_string(e));\n"
	"    // CUPORT1227:2: cudaDeviceSynchronize() in device code cannot wait for the kernel's child grids (CUDA 12 removed it): the children run after the kernel ends, so the call returns cudaSuccess at once and what follows it does not see their results\n"
	"    cudaSuccess;\n"
	"    cuport_stream_destroy(s);\n"
	"  }\n"
	"}\n"
	"\n"
	"__kernel void nest_4(__global int *out, int depth, __global uint *cuport_launch_queue)\n"
	"{\n"
	"  out[depth * 4 + (uint)get_local_id(0)] = depth;\n"
	"  if (depth < 2 && (uint)get_local_id(0) == 0)\n"
	"    cuport_launch_nest_4(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(4), 0u, (ulong)(out), depth + 1);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_1[] = {"cuport_launch_queue"};
static const char *const cuport_unit_symbols_2[] = {"cuport_launch_queue"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"child", 0, nullptr, 0},
	{"parent", 1, cuport_unit_symbols_1, 0},
	{"nest_4", 1, cuport_unit_symbols_2, 0},
};

// The launch dimensions each kernel cannot tell apart (bits 0-2 block x, y, z; 3-5 grid):
// its launches run them with size 1 (docs/kernels.md).
static const unsigned cuport_unit_kernel_dims[] = {066, 00, 00};

// The kernels its kernels launch (dynamic parallelism): a launch in a kernel records the
// index of its kernel here, and the runtime launches it after that kernel.
static const char *const cuport_unit_device_launches[] = {"child", "nest_4"};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_device_launch.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
			cuportProgramDeclareKernelDims(p, 3, cuport_unit_kernel_dims);
			cuportProgramDeclareDeviceLaunches(p, 2, cuport_unit_device_launches);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
