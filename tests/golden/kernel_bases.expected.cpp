// Base classes in device code: a derived struct holds its bases' fields first, in order (a
// base naming the template's parameters is known by its members' uses), and a base's method
// runs on the derived object through a cast of its address; a const member is assigned by
// its constructor. Functors: temporaries of classes with no constructor of their own are
// compound literals, an rvalue-reference parameter takes a copy, std::forward and std::move
// are their argument.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <utility>

struct Range {
    int lo, hi;
};

class Clamp {
protected:
    Range r;
};

template <typename T>
class Reader : protected Clamp {
protected:
    // CUPORT1209:0: 'Reader_float' holds a pointer ('src'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
    const T *src;
};

template <typename T>
class Window : public Reader<T> {
    T sum;
public:
};

struct Scaled {
    const float k;
};
struct Neg {  };
struct Shift { float by;  };

void k(const float *in, float *out, int n);

// cuport: this unit's OpenCL C kernels (kernel_bases.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_bases.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_bases.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Range {\n"
	"    int lo;\n"
	"    int hi;\n"
	"} Range;\n"
	"\n"
	"typedef struct Window_float {\n"
	"    Range r;\n"
	"    ulong src; /* const float *: a device address */\n"
	"    float sum;\n"
	"} Window_float;\n"
	"\n"
	"typedef struct Reader_float {\n"
	"    Range r;\n"
	"    ulong src; /* const float *: a device address */\n"
	"} Reader_float;\n"
	"\n"
	"typedef struct Clamp {\n"
	"    Range r;\n"
	"} Clamp;\n"
	"\n"
	"typedef struct Scaled {\n"
	"    float k;\n"
	"} Scaled;\n"
	"\n"
	"typedef struct Neg {\n"
	"    char cuport_empty;\n"
	"} Neg;\n"
	"\n"
	"typedef struct Shift {\n"
	"    float by;\n"
	"} Shift;\n"
	"\n"
	"void Window_float_open(__private Window_float *self, __global const float *p, int n)\n"
	"{ self->src = (ulong)(p); self->r.lo = 0; self->r.hi = n - 1; self->sum = 0; }\n"
	"\n"
	"int Clamp_clamp(__private const Clamp *self, int i)\n"
	"{ return i < self->r.lo \077 self->r.lo : (i > self->r.hi \077 self->r.hi : i); }\n"
	"\n"
	"float Reader_float_read(__private const Reader_float *self, int i)\n"
	"{ return ((__global const float *)self->src)[Clamp_clamp((__private Clamp *)self, i)]; }\n"
	"\n"
	"float Window_float_add(__private Window_float *self, int i)\n"
	"{ self->sum += Reader_float_read((__private Reader_float *)self, i); return self->sum; }\n"
	"\n"
	"Scaled Scaled_new(float s)\n"
	"{\n"
	"    Scaled cuport_obj;\n"
	"    __private Scaled *self = &cuport_obj;\n"
	"    self->k = s;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"float Scaled_op_call_float(const Scaled cuport_self_value, float v)\n"
	"{\n"
	"    __private const Scaled *self = &cuport_self_value; return self->k * v; }\n"
	"\n"
	"float call_Scaled(float v, Scaled op)\n"
	"{ return Scaled_op_call_float(op, v); }\n"
	"\n"
	"float Neg_op_call_float(const Neg cuport_self_value, float v)\n"
	"{\n"
	"    __private const Neg *self = &cuport_self_value; return -v; }\n"
	"\n"
	"float call_Neg(float v, Neg op)\n"
	"{ return Neg_op_call_float(op, v); }\n"
	"\n"
	"float Shift_op_call_float(const Shift cuport_self_value, float v)\n"
	"{\n"
	"    __private const Shift *self = &cuport_self_value; return v + self->by; }\n"
	"\n"
	"float call_Shift(float v, Shift op)\n"
	"{ return Shift_op_call_float(op, v); }\n"
	"\n"
	"float pass_Shift(float v, Shift op)\n"
	"{ return call_Shift(Shift_op_call_float((op), v), (op)); }\n"
	"\n"
	"float pass_Neg(float v, Neg op)\n"
	"{ return call_Neg(Neg_op_call_float((op), v), (op)); }\n"
	"\n"
	"__kernel void k(__global const float *in, __global float *out, int n)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    Window_float w;\n"
	"    Window_float_open(&(w), in, n);\n"
	"    Window_float_add(&(w), i - 1);\n"
	"    float v = Window_float_add(&(w), i + 1);\n"
	"    Scaled s = Scaled_new(0.5f);\n"
	"    out[i] = call_Scaled(v, s) + call_Neg(v, ((Neg){0})) + pass_Shift(v, (Shift){2.0f}) + pass_Neg(v, ((Neg){0}));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_bases.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
