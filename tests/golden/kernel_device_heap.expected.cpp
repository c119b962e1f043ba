// The device heap: malloc/free, new/delete and the device runtime's cudaMalloc/cudaFree in
// kernels take the runtime's heap as the hidden parameter cuport_heap (passed down to a
// device function that allocates); new T(args) runs the constructor and stores the object
// into its block; new T[n] of a plain type is a malloc; a placement new puts the object
// where it is told (shared memory: no heap); cudaMalloc stores into a pointer kept in a
// local, a struct member or a pointer table (what is refused: kernel_device_heap_refused).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>

struct Pair {
  int a, b;
};

struct Plain {
  int a;
  float f;
};

struct Mesh {
  int n;
  // CUPORT1209:0: 'Mesh' holds a pointer ('verts'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
  float *verts;
};

void heap(int **slots, Mesh *m, float **tables, int n);

void placed(int *out);

int main()
{
  int **slots;
  Mesh *m;
  float **tables;
  int *out;
  cuportDeviceSetLimit(cuportLimitMallocHeapSize, 1 << 20);
  cuportLaunch<decltype(heap)>(cuport_unit_program(), "heap", 1, 32, 0, 0, cuportSymbols("cuport_heap"), slots, m, tables, 8);
  cuportLaunch<decltype(placed)>(cuport_unit_program(), "placed", 1, 32, 0, 0, out);
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_device_heap.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_device_heap.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_device_heap.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Mesh {\n"
	"    int n;\n"
	"    ulong verts; /* float *: a device address */\n"
	"} Mesh;\n"
	"\n"
	"typedef struct Pair {\n"
	"    int a;\n"
	"    int b;\n"
	"} Pair;\n"
	"\n"
	"typedef struct Plain {\n"
	"    int a;\n"
	"    float f;\n"
	"} Plain;\n"
	"\n"
	"/* new Pair(...): the object built, stored into its block (none when the device\n"
	"   heap is exhausted: then NULL, and nothing is stored) */\n"
	"__global Pair *cuport_new_global_Pair(__global void *p, Pair v)\n"
	"{\n"
	"    if (p)\n"
	"        *(__global Pair *)p = v;\n"
	"    return (__global Pair *)p;\n"
	"}\n"
	"\n"
	"/* new int(...): the object built, stored into its block (none when the device\n"
	"   heap is exhausted: then NULL, and nothing is stored) */\n"
	"__global int *cuport_new_global_int(__global void *p, int v)\n"
	"{\n"
	"    if (p)\n"
	"        *(__global int *)p = v;\n"
	"    return (__global int *)p;\n"
	"}\n"
	"\n"
	"/* new Pair(...): the object built, stored into its block (none when the device\n"
	"   heap is exhausted: then NULL, and nothing is stored) */\n"
	"__local Pair *cuport_new_local_Pair(__local void *p, Pair v)\n"
	"{\n"
	"    if (p)\n"
	"        *(__local Pair *)p = v;\n"
	"    return (__local Pair *)p;\n"
	"}\n"
	"\n"
	"__global float *scratch(int n, __global uint *cuport_heap)\n"
	"{\n"
	"  return (__global float *)cuport_malloc(cuport_heap, n * sizeof(float));\n"
	"}\n"
	"\n"
	"Pair Pair_new(int x)\n"
	"{\n"
	"    Pair cuport_obj;\n"
	"    __private Pair *self = &cuport_obj;\n"
	"    self->a = x;\n"
	"    self->b = 2 * x;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"__kernel void heap(__global ulong *slots, __global Mesh *m, __global ulong *tables, int n, __global uint *cuport_heap)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  __global int *p = (__global int *)cuport_malloc(cuport_heap, 4 * sizeof(int));\n"
	"  slots[i] = (ulong)(p);\n"
	"  __global float *f = scratch(n, cuport_heap);\n"
	"  cuport_free(cuport_heap, f);\n"
	"  __global Pair *q = cuport_new_global_Pair(cuport_malloc(cuport_heap, sizeof(Pair)), Pair_new(i));\n"
	"  __global Plain *z = ((__global Plain *)cuport_calloc(cuport_heap, sizeof(Plain)));\n"
	"  __global Plain *u = ((__global Plain *)cuport_malloc(cuport_heap, sizeof(Plain)));\n"
	"  __global int *v = cuport_new_global_int(cuport_malloc(cuport_heap, sizeof(int)), (7));\n"
	"  __global int *row = ((__global int *)cuport_malloc(cuport_heap, sizeof(int) * (ulong)(n)));\n"
	"  cuport_free(cuport_heap, q);\n"
	"  cuport_free(cuport_heap, z);\n"
	"  cuport_free(cuport_heap, u);\n"
	"  cuport_free(cuport_heap, v);\n"
	"  cuport_free(cuport_heap, row);\n"
	"  __global float *local_;\n"
	"  if (cuport_cuda_malloc_private(cuport_heap, (__private ulong *)&local_, n * sizeof(float)) == cudaSuccess)\n"
	"    cuport_cuda_free(cuport_heap, local_);\n"
	"  cuport_cuda_malloc_global(cuport_heap, (__global ulong *)&m[i].verts, m[i].n * sizeof(float));\n"
	"  cuport_cuda_malloc_global(cuport_heap, (__global ulong *)&tables[i], sizeof(float));\n"
	"}\n"
	"\n"
	"__kernel void placed(__global int *out)\n"
	"{\n"
	"  __local __align__(8) unsigned char buf[sizeof(Pair)];\n"
	"  __local Pair *__local shared_pair;\n"
	"  if ((uint)get_local_id(0) == 0)\n"
	"    shared_pair = cuport_new_local_Pair((__local void *)(buf), Pair_new(3));\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  out[get_local_id(0)] = shared_pair->b;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"cuport_heap"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"heap", 1, cuport_unit_symbols_0, 0},
	{"placed", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_device_heap.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
