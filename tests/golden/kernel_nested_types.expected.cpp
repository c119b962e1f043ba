// Member types: a class template's member of another class template comes after that
// template's struct; a nested class template and class-scope enums get their enclosing
// instance's name (Worker_4_Col_true, Buf_4_SIZE), so two instances do not collide; two
// classes' member structs of one name are two structs; Outer::Inner spelled in a kernel.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <int N> struct Buf {
    enum { SIZE = N * 2 };
    int data[SIZE];
};

template <int W> struct Worker {
    typedef Buf<W> B;
    template <bool CHECK> struct Col {
        int off;
    };
    B buf;
};

struct Grid { struct Cell { int a, b; }; enum Kind { kOpen = 1, kWall = 2 }; Cell cell; };
struct Mesh { struct Cell { float w; }; Cell cell; };

template <int W> void work(int *out);

void cells(int *out, Grid g, Mesh m);

void launch(int *d, Grid g, Mesh m)
{
    cuportLaunch<decltype(work<4>)>(cuport_unit_program(), "work_4", 1, 32, 0, 0, d);
    cuportLaunch<decltype(work<2>)>(cuport_unit_program(), "work_2", 1, 32, 0, 0, d);
    cuportLaunch<decltype(cells)>(cuport_unit_program(), "cells", 1, 32, 0, 0, d, g, m);
}

// cuport: this unit's OpenCL C kernels (kernel_nested_types.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_nested_types.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_nested_types.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Grid_Cell {\n"
	"    int a;\n"
	"    int b;\n"
	"} Grid_Cell;\n"
	"\n"
	"typedef struct Grid {\n"
	"    Grid_Cell cell;\n"
	"} Grid;\n"
	"\n"
	"typedef struct Mesh_Cell {\n"
	"    float w;\n"
	"} Mesh_Cell;\n"
	"\n"
	"typedef struct Mesh {\n"
	"    Mesh_Cell cell;\n"
	"} Mesh;\n"
	"\n"
	"typedef enum Grid_Kind {\n"
	"    Grid_kOpen = 1,\n"
	"    Grid_kWall = 2,\n"
	"} Grid_Kind;\n"
	"\n"
	"typedef struct Buf_4 {\n"
	"    int data[8];\n"
	"} Buf_4;\n"
	"\n"
	"typedef struct Worker_4 {\n"
	"    Buf_4 buf;\n"
	"} Worker_4;\n"
	"\n"
	"enum {\n"
	"    Buf_4_SIZE = 8,\n"
	"};\n"
	"\n"
	"typedef struct Worker_4_Col_true {\n"
	"    int off;\n"
	"} Worker_4_Col_true;\n"
	"\n"
	"typedef struct Buf_2 {\n"
	"    int data[4];\n"
	"} Buf_2;\n"
	"\n"
	"typedef struct Worker_2 {\n"
	"    Buf_2 buf;\n"
	"} Worker_2;\n"
	"\n"
	"enum {\n"
	"    Buf_2_SIZE = 4,\n"
	"};\n"
	"\n"
	"typedef struct Worker_2_Col_true {\n"
	"    int off;\n"
	"} Worker_2_Col_true;\n"
	"\n"
	"__kernel void cells(__global int *out, Grid g, Mesh m)\n"
	"{\n"
	"    Grid_Cell c = g.cell;\n"
	"    Mesh_Cell d = m.cell;\n"
	"    Grid_Kind k = Grid_kWall;\n"
	"    out[get_local_id(0)] = c.a + (int)d.w + k;\n"
	"}\n"
	"\n"
	"int Buf_4_get_int(__private const Buf_4 *self, int i)\n"
	"{ return self->data[i % Buf_4_SIZE]; }\n"
	"\n"
	"int Worker_4_Col_true_at_Buf_4(__private const Worker_4_Col_true *self, const Buf_4 b)\n"
	"{ return true \077 Buf_4_get_int(&(b), self->off) : 0; }\n"
	"\n"
	"int Worker_4_run_int(__private Worker_4 *self, int i)\n"
	"{\n"
	"        for (int j = 0; j < Buf_4_SIZE; j++)\n"
	"            self->buf.data[j] = j;\n"
	"        Worker_4_Col_true c;\n"
	"        c.off = i;\n"
	"        return Worker_4_Col_true_at_Buf_4(&(c), self->buf);\n"
	"    }\n"
	"\n"
	"__kernel void work_4(__global int *out)\n"
	"{\n"
	"    Worker_4 w;\n"
	"    out[get_local_id(0)] = Worker_4_run_int(&(w), get_local_id(0));\n"
	"}\n"
	"\n"
	"int Buf_2_get_int(__private const Buf_2 *self, int i)\n"
	"{ return self->data[i % Buf_2_SIZE]; }\n"
	"\n"
	"int Worker_2_Col_true_at_Buf_2(__private const Worker_2_Col_true *self, const Buf_2 b)\n"
	"{ return true \077 Buf_2_get_int(&(b), self->off) : 0; }\n"
	"\n"
	"int Worker_2_run_int(__private Worker_2 *self, int i)\n"
	"{\n"
	"        for (int j = 0; j < Buf_2_SIZE; j++)\n"
	"            self->buf.data[j] = j;\n"
	"        Worker_2_Col_true c;\n"
	"        c.off = i;\n"
	"        return Worker_2_Col_true_at_Buf_2(&(c), self->buf);\n"
	"    }\n"
	"\n"
	"__kernel void work_2(__global int *out)\n"
	"{\n"
	"    Worker_2 w;\n"
	"    out[get_local_id(0)] = Worker_2_run_int(&(w), get_local_id(0));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"cells", 0, nullptr, 0},
	{"work_4", 0, nullptr, 0},
	{"work_2", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_nested_types.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
