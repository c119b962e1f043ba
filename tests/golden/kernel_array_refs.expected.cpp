// References to arrays become pointers to their first element (the array decays, so
// items[i] and a macro body's items[i] read as written); array types named by alias
// templates are written out in declarations and pointer casts; a pointer type named by a
// traits class keeps its pointee; a qualified enumerator in a macro body is named as the
// instance sees it (its value where a local hides its name); a braced list initialising a
// pointer member stores the address.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <int n> using Row = int[2 * n];
template <int n> using Bytes = unsigned char[n];
template <int n> using Words = long long[(n + 7) / 8];
template <typename T> struct Traits { typedef T *__restrict__ Ptr; };
// CUPORT1209:0: 'View_float' holds a pointer ('data'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
template <typename T> struct View { typename Traits<T>::Ptr data; int stride; };
enum Kind { fluid, wall, bounce };
#define MARK(f, v) if (f == Kind::bounce) out[v] = Kind::wall;
#define PUT(i, v) row[i] = v

template <int n>
void k(const float *in, float *out, int valid);

int main() { cuportLaunch<decltype(k<2>)>(cuport_unit_program(), "k_2", 1, 4, 0, 0, nullptr, nullptr, 0); return 0; }

// cuport: this unit's OpenCL C kernels (kernel_array_refs.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_array_refs.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_array_refs.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define MARK(f, v) if (f == bounce) out[v] = (1 /* wall */);\n"
	"#define PUT(i, v) row[i] = v\n"
	"\n"
	"typedef struct View_float {\n"
	"    ulong data; /* float *: a device address */\n"
	"    int stride;\n"
	"} View_float;\n"
	"\n"
	"typedef enum Kind {\n"
	"    fluid = 0,\n"
	"    wall = 1,\n"
	"    bounce = 2,\n"
	"} Kind;\n"
	"\n"
	"void load_float_4_const_floatp(int tid, __global const float *in, __private float *items, int valid)\n"
	"{\n"
	"  for (int i = 0; i < 4; i++)\n"
	"    if (tid * 4 + i < valid) items[i] = in[tid * 4 + i];\n"
	"}\n"
	"\n"
	"int fill_2_local_local(__local int *row, __local long *w, int base)\n"
	"{\n"
	"  __local uchar *b = *((__local uchar (*)[8])(&w[0]));\n"
	"  for (int i = 0; i < 2 * 2; i++) PUT(i, base + i);\n"
	"  return b[0];\n"
	"}\n"
	"\n"
	"int fill_2_private_local(__private int *row, __local long *w, int base)\n"
	"{\n"
	"  __local uchar *b = *((__local uchar (*)[8])(&w[0]));\n"
	"  for (int i = 0; i < 2 * 2; i++) PUT(i, base + i);\n"
	"  return b[0];\n"
	"}\n"
	"\n"
	"__kernel void k_2(__global const float *in, __global float *out, int valid)\n"
	"{\n"
	"  __local int rows[4][4] __attribute__((aligned(16)));\n"
	"  __local long words[4][1] __attribute__((aligned(16)));\n"
	"  int mine[4];\n"
	"  float items[4];\n"
	"  load_float_4_const_floatp(get_local_id(0), in, items, valid);\n"
	"  int wall = fill_2_local_local(rows[get_local_id(0)], words[get_local_id(0)], get_local_id(0));\n"
	"  wall += fill_2_private_local(mine, words[get_local_id(0)], 1);\n"
	"  View_float v = {(ulong)(out), 1};\n"
	"  __global float *restrict p = ((__global float *)v.data);\n"
	"  p[get_local_id(0)] = items[0] + wall;\n"
	"  int f = (int)in[0];\n"
	"  MARK(f, 0)\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k_2", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_array_refs.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
