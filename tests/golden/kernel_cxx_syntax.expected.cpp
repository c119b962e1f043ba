// C++ spellings C lacks: alternative tokens (also in a macro body), direct initialisation
// (T v(e), T v{e}, T v{}, arrays and structs, a copy, a loop counter; a user constructor
// stays a constructor call), a functional cast whose type is a macro (fp(1.6)), and braced
// lists ending in a comma (`return {a, b,};`, a constructor's call takes no trailing comma).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#define fp float
#define EITHER(a, b) ((a) or (b))

struct Pair { int a, b; };
struct Vec { float x;  };
struct Vec2 { float x, y;  };

void syntax(const bool *v, int *out, float *f, int n);

// cuport: this unit's OpenCL C kernels (kernel_cxx_syntax.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_cxx_syntax.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_cxx_syntax.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define EITHER(a, b) ((a) || (b))\n"
	"\n"
	"typedef struct Pair {\n"
	"    int a;\n"
	"    int b;\n"
	"} Pair;\n"
	"\n"
	"typedef struct Vec {\n"
	"    float x;\n"
	"} Vec;\n"
	"\n"
	"typedef struct Vec2 {\n"
	"    float x;\n"
	"    float y;\n"
	"} Vec2;\n"
	"\n"
	"Vec Vec_new(float v)\n"
	"{\n"
	"    Vec cuport_obj;\n"
	"    __private Vec *self = &cuport_obj;\n"
	"    self->x = v;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Vec2 Vec2_new(float a, float b)\n"
	"{\n"
	"    Vec2 cuport_obj;\n"
	"    __private Vec2 *self = &cuport_obj;\n"
	"    self->x = a;\n"
	"    self->y = b;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Vec2 twice(float a, float b)\n"
	"{\n"
	"    return Vec2_new(\n"
	"        2.0f * a,\n"
	"        2.0f * b\n"
	"    );\n"
	"}\n"
	"\n"
	"Pair swapped(Pair p)\n"
	"{ return (Pair){p.b, p.a,}; }\n"
	"\n"
	"__kernel void syntax(__global const bool *v, __global int *out, __global float *f, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i < n && (! v[i] || i == 0) && EITHER(i != 3, v[0]))\n"
	"        out[i] = (i & 1) | (~ i ^ 2);\n"
	"    const float d = (2.0f / 64);\n"
	"    float xf = ((((int)(i)) - 32) * d);\n"
	"    int k = {3}, e = {0};\n"
	"    int a[2] = {1, 2};\n"
	"    Pair p = {i, k};\n"
	"    Pair q = (p);\n"
	"    Vec w = Vec_new(xf);\n"
	"    for (int j = (0); j < 2; j++)\n"
	"        xf += (float)a[j] + (float)e;\n"
	"    Vec2 t = twice(xf, 1.0f);\n"
	"    Pair s = swapped(q);\n"
	"    f[i] = pow(xf, ((float)(1.6))) + ((float)(q.a)) + w.x + t.y + (float)s.a;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"syntax", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_cxx_syntax.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
