// A base-class initializer of the first base: the base's constructor builds the fields the
// derived struct starts with, stored through a cast of self before the members' own
// initializers run, also in a class template whose base names the template's arguments
// (Base<T, N>(d, s): the arguments are not initializers). A second base's initializer is
// reported (CUPORT1202).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
struct Span {
    // CUPORT1209:0: 'Span' holds a pointer ('data'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
    float *data;
    int n;
};

struct Tag {
    int id;
};

struct Scaled : Span {
    float scale;
};

struct Both : Span, Tag {
    // CUPORT1202:1: 'Both (a base-class initializer)' is a member function cuport does not translate here (a constructor run for each element of an array, a base-class initializer, an initializer in another file or a macro, or a call with no object); OpenCL C has no member functions: make it a free __device__ function
};

template <typename T, int N> struct Strided {
    // CUPORT1209:2: 'Strided_float_2' holds a pointer ('base'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
    T *base;
    int step;
};

template <typename T, int N> struct Offset : Strided<T, N> {
    T off;
};

void scale_all(float *out, int n);

// cuport: this unit's OpenCL C kernels (kernel_base_init.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_base_init.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_base_init.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Offset_float_2 {\n"
	"    ulong base; /* float *: a device address */\n"
	"    int step;\n"
	"    float off;\n"
	"} Offset_float_2;\n"
	"\n"
	"typedef struct Strided_float_2 {\n"
	"    ulong base; /* float *: a device address */\n"
	"    int step;\n"
	"} Strided_float_2;\n"
	"\n"
	"typedef struct Scaled {\n"
	"    ulong data; /* float *: a device address */\n"
	"    int n;\n"
	"    float scale;\n"
	"} Scaled;\n"
	"\n"
	"typedef struct Span {\n"
	"    ulong data; /* float *: a device address */\n"
	"    int n;\n"
	"} Span;\n"
	"\n"
	"typedef struct Both {\n"
	"    ulong data; /* float *: a device address */\n"
	"    int n;\n"
	"    int id;\n"
	"} Both;\n"
	"\n"
	"typedef struct Tag {\n"
	"    int id;\n"
	"} Tag;\n"
	"\n"
	"Strided_float_2 Strided_float_2_new(__global float *d, int s)\n"
	"{\n"
	"    Strided_float_2 cuport_obj;\n"
	"    __private Strided_float_2 *self = &cuport_obj;\n"
	"    self->base = (ulong)(d);\n"
	"    self->step = s * 2;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Offset_float_2 Offset_float_2_new(__global float *d, int s, float o)\n"
	"{\n"
	"    Offset_float_2 cuport_obj;\n"
	"    __private Offset_float_2 *self = &cuport_obj;\n"
	"    *(__private Strided_float_2 *)self = Strided_float_2_new(d, s);\n"
	"    self->off = o;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"float Strided_float_2_at(__private const Strided_float_2 *self, int i)\n"
	"{ return ((__global float *)self->base)[i * self->step]; }\n"
	"\n"
	"float Offset_float_2_get(__private const Offset_float_2 *self, int i)\n"
	"{ return Strided_float_2_at((__private Strided_float_2 *)self, i) + self->off; }\n"
	"\n"
	"Span Span_new(__global float *d, int count)\n"
	"{\n"
	"    Span cuport_obj;\n"
	"    __private Span *self = &cuport_obj;\n"
	"    self->data = (ulong)(d);\n"
	"    self->n = count;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Scaled Scaled_new(__global float *d, int count, float s)\n"
	"{\n"
	"    Scaled cuport_obj;\n"
	"    __private Scaled *self = &cuport_obj;\n"
	"    *(__private Span *)self = Span_new(d, count);\n"
	"    self->scale = s;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"int Span_size(__private const Span *self)\n"
	"{ return self->n; }\n"
	"\n"
	"__global float *Scaled_op_index_int(__private Scaled *self, int i)\n"
	"{ return &(((__global float *)self->data)[i]); }\n"
	"\n"
	"Tag Tag_new(int i)\n"
	"{\n"
	"    Tag cuport_obj;\n"
	"    __private Tag *self = &cuport_obj;\n"
	"    self->id = i;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Both Both_new(__global float *d, int count)\n"
	"{\n"
	"    Both cuport_obj;\n"
	"    __private Both *self = &cuport_obj;\n"
	"    *(__private Span *)self = Span_new(d, count);\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"__kernel void scale_all(__global float *out, int n)\n"
	"{\n"
	"    Offset_float_2 o = Offset_float_2_new(out, 1, 0.5f);\n"
	"    float first = Offset_float_2_get(&(o), 0);\n"
	"    Scaled a = Scaled_new(out, n, 2.0f);\n"
	"    for (int i = get_local_id(0); i < Span_size((__private Span *)&(a)); i += (uint)get_local_size(0))\n"
	"        (*Scaled_op_index_int(&(a), i)) = i * a.scale;\n"
	"    Both b = Both_new(out, n);\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        out[0] += Span_size((__private Span *)&(b)) + first;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"scale_all", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_base_init.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
