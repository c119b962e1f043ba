// Launches from device code of a kernel whose name is an overload set (declared with other
// parameters before its definition: the respelled launch's name is resolved by its
// arguments) and of a kernel declared here and defined in another unit (a launcher from its
// declaration); cudaMemcpyAsync in a kernel is a copy by the calling thread.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
static const cuport::KernelEntry *cuport_unit_kernel(const void *key);
void ext(int *a, int n);
void halve(int *dst, const int *src, int n);

void halve(int *dst, const int *src, int off, int n); cuport::KernelOf<static_cast<void (*)(int *, const int *, int, int)>(&halve)> cuport_pick_halve(int *, const int *, int, int);

int main()
{
  int *a, *b;
  cuportLaunchPicked(cuport_unit_program(), cuport_unit_kernel, [](auto &&...cuport_a) -> decltype(cuport_pick_halve(static_cast<decltype(cuport_a) &&>(cuport_a)...)) { return {}; }, 1, 32, 0, 0, a, b, 0, 100);
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_device_launch_overloads.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_device_launch_overloads.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_device_launch_overloads.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"/* halve<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */\n"
	"void cuport_launch_halve(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, ulong a1, int a2, int a3)\n"
	"{\n"
	"    uint off = cuport_launch_args_at(4u);\n"
	"    uint o0 = off;\n"
	"    off = cuport_launch_next(off, sizeof a0);\n"
	"    uint o1 = off;\n"
	"    off = cuport_launch_next(off, sizeof a1);\n"
	"    uint o2 = off;\n"
	"    off = cuport_launch_next(off, sizeof a2);\n"
	"    uint o3 = off;\n"
	"    off = cuport_launch_next(off, sizeof a3);\n"
	"    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 0u, grid, block, shared, 4u, off);\n"
	"    if (!r)\n"
	"        return;\n"
	"    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;\n"
	"    *(__global ulong *)cuport_launch_arg(r, 1u, o1, sizeof a1, 1) = a1;\n"
	"    *(__global int *)cuport_launch_arg(r, 2u, o2, sizeof a2, 0) = a2;\n"
	"    *(__global int *)cuport_launch_arg(r, 3u, o3, sizeof a3, 0) = a3;\n"
	"    cuport_launch_done(cuport_launch_queue);\n"
	"}\n"
	"\n"
	"/* ext<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */\n"
	"void cuport_launch_ext(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, int a1)\n"
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
	"__kernel void halve(__global int *dst, __global const int *src, int off, int n, __global uint *cuport_launch_queue)\n"
	"{\n"
	"  int half_ = n / 2;\n"
	"  cudaStream_t s;\n"
	"  cuport_stream_create(&s, cudaStreamNonBlocking);\n"
	"  ((void)cuport_memcpy_global_global(dst + off, src + off, half_ * sizeof(int)), cudaSuccess);\n"
	"  if (half_)\n"
	"    cuport_launch_halve(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(32), (uint)(0), (ulong)(dst), (ulong)(src), off + half_, n - half_);\n"
	"  cuport_launch_ext(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(32), 0u, (ulong)(dst), n);\n"
	"  cuport_stream_destroy(s);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"cuport_launch_queue"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"halve", 1, cuport_unit_symbols_0, 0},
};

// The kernels its kernels launch (dynamic parallelism): a launch in a kernel records the
// index of its kernel here, and the runtime launches it after that kernel.
static const char *const cuport_unit_device_launches[] = {"halve", "ext"};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_device_launch_overloads.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
			cuportProgramDeclareDeviceLaunches(p, 2, cuport_unit_device_launches);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// The kernels of this unit's .cl by key, for the launches written in templates,
// which choose their kernel instance when they run (cuport_launch.h).
static const cuport::KernelEntry *cuport_unit_kernel(const void *key)
{
	static const char *const cuport_symbols_0[] = {"cuport_launch_queue"};
	static const cuport::KernelEntry kernels[] = {
		{&cuport::kernel_key<static_cast<void (*)(int *, const int *, int, int)>(&halve)>, "halve", cuport_symbols_0, 1, false},
	};
	for (const cuport::KernelEntry &k : kernels)
		if (k.key == key)
			return &k;
	return cuport::kernel_elsewhere(key);
}
