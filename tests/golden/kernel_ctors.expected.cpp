// Constructors and member operators in device code, as value types (vectors, rays) are
// written: a constructor becomes a function returning the object (Class_new), a member
// operator a method (Class_op_add); const operators, and methods called on a temporary,
// take the object by value (the _value clone).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Vec3 {
    float x, y, z;
    Vec3() : x(0), y(0), z(0) {}
    Vec3(float a, float b, float c) : x(a), y(b), z{c} {}
    explicit Vec3(float s) : x(s), y(s), z(s) {}
    Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    Vec3 operator-() const { return Vec3(-x, -y, -z); }
    Vec3 &operator+=(const Vec3 &o)
    {
        x += o.x;
        y += o.y;
        z += o.z;
        return *this;
    }
    float operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
    float length2() const { return x * x + y * y + z * z; }
};

struct Ray {
    Vec3 origin, dir;
    float tmax = 1e30f;
};

struct Hit {
    Vec3 p{1.0f, 1.0f, 1.0f};
    int id;
};

void trace(const Vec3 *in, Vec3 *out, float *len, int n);

// A delegating constructor; not translated, reported: a constructor run for each element of
// an array.
struct Acc {
    float s;
};

// A pointer member is a 64-bit address in the .cl: set with a cast, read back through one.
class Counter {
  public:
  private:
    // CUPORT1209:0: 'Counter' holds a pointer ('slot'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
    int *slot;
    int n;
};

void partials(float *out, int *count);

void run(const Vec3 *in, Vec3 *out, float *len, int n)
{
    cuportLaunch<decltype(trace)>(cuport_unit_program(), "trace", (n + 63) / 64, 64, 0, 0, in, out, len, n);
    cuportLaunch<decltype(partials)>(cuport_unit_program(), "partials", 1, 32, 0, 0, len, (int *)out);
}

// cuport: this unit's OpenCL C kernels (kernel_ctors.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_ctors.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_ctors.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Vec3 {\n"
	"    float x;\n"
	"    float y;\n"
	"    float z;\n"
	"} Vec3;\n"
	"\n"
	"typedef struct Ray {\n"
	"    Vec3 origin;\n"
	"    Vec3 dir;\n"
	"    float tmax;\n"
	"} Ray;\n"
	"\n"
	"typedef struct Hit {\n"
	"    Vec3 p;\n"
	"    int id;\n"
	"} Hit;\n"
	"\n"
	"typedef struct Counter {\n"
	"    ulong slot; /* int *: a device address */\n"
	"    int n;\n"
	"} Counter;\n"
	"\n"
	"typedef struct Acc {\n"
	"    float s;\n"
	"} Acc;\n"
	"\n"
	"Vec3 Vec3_new_float_float_float(float a, float b, float c)\n"
	"{\n"
	"    Vec3 cuport_obj;\n"
	"    __private Vec3 *self = &cuport_obj;\n"
	"    self->x = a;\n"
	"    self->y = b;\n"
	"    self->z = c;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Vec3 Vec3_new(void)\n"
	"{\n"
	"    Vec3 cuport_obj;\n"
	"    __private Vec3 *self = &cuport_obj;\n"
	"    self->x = 0;\n"
	"    self->y = 0;\n"
	"    self->z = 0;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"float Vec3_length2_private(__private const Vec3 *self)\n"
	"{ return self->x * self->x + self->y * self->y + self->z * self->z; }\n"
	"\n"
	"Ray Ray_new(const Vec3 o, const Vec3 d)\n"
	"{\n"
	"    Ray cuport_obj;\n"
	"    __private Ray *self = &cuport_obj;\n"
	"    self->origin = o;\n"
	"    self->dir = d;\n"
	"    self->tmax = 1e30f;\n"
	"        if (Vec3_length2_private(&(d)) == 0.0f)\n"
	"            return cuport_obj;\n"
	"        self->tmax = 100.0f;\n"
	"    return cuport_obj;\n"
	"    }\n"
	"\n"
	"Hit Hit_new(int i)\n"
	"{\n"
	"    Hit cuport_obj;\n"
	"    __private Hit *self = &cuport_obj;\n"
	"    self->id = i;\n"
	"    self->p = Vec3_new_float_float_float(1.0f, 1.0f, 1.0f);\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Vec3 Vec3_op_add_Vec3(const Vec3 cuport_self_value, const Vec3 o)\n"
	"{\n"
	"    __private const Vec3 *self = &cuport_self_value; return Vec3_new_float_float_float(self->x + o.x, self->y + o.y, self->z + o.z); }\n"
	"\n"
	"Vec3 Vec3_op_mul_float(const Vec3 cuport_self_value, float s)\n"
	"{\n"
	"    __private const Vec3 *self = &cuport_self_value; return Vec3_new_float_float_float(self->x * s, self->y * s, self->z * s); }\n"
	"\n"
	"Vec3 Ray_at_private(__private const Ray *self, float t)\n"
	"{ return Vec3_op_add_Vec3(self->origin, Vec3_op_mul_float(self->dir, t)); }\n"
	"\n"
	"Vec3 Vec3_op_neg(const Vec3 cuport_self_value)\n"
	"{\n"
	"    __private const Vec3 *self = &cuport_self_value; return Vec3_new_float_float_float(-self->x, -self->y, -self->z); }\n"
	"\n"
	"__private Vec3 *Vec3_op_add_assign_Vec3(__private Vec3 *self, const Vec3 o)\n"
	"{\n"
	"        self->x += o.x;\n"
	"        self->y += o.y;\n"
	"        self->z += o.z;\n"
	"        return &(*self);\n"
	"    }\n"
	"\n"
	"Vec3 Vec3_new_float(float s)\n"
	"{\n"
	"    Vec3 cuport_obj;\n"
	"    __private Vec3 *self = &cuport_obj;\n"
	"    self->x = s;\n"
	"    self->y = s;\n"
	"    self->z = s;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"float Vec3_length2_value(const Vec3 cuport_self_value)\n"
	"{\n"
	"    __private const Vec3 *self = &cuport_self_value; return self->x * self->x + self->y * self->y + self->z * self->z; }\n"
	"\n"
	"float Vec3_op_index_int(const Vec3 cuport_self_value, int i)\n"
	"{\n"
	"    __private const Vec3 *self = &cuport_self_value; return i == 0 \077 self->x : i == 1 \077 self->y : self->z; }\n"
	"\n"
	"Vec3 Ray_at_value(const Ray cuport_self_value, float t)\n"
	"{\n"
	"    __private const Ray *self = &cuport_self_value; return Vec3_op_add_Vec3(self->origin, Vec3_op_mul_float(self->dir, t)); }\n"
	"\n"
	"__kernel void trace(__global const Vec3 *in, __global Vec3 *out, __global float *len, int n)\n"
	"{\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if (i >= n)\n"
	"        return;\n"
	"    Vec3 o = Vec3_new_float_float_float(1.0f, 2.0f, 3.0f);\n"
	"    Vec3 zero = Vec3_new();\n"
	"    Vec3 d = Vec3_new_float_float_float(0.0f, 0.0f, 1.0f);\n"
	"    Ray r = Ray_new(o, in[i]);\n"
	"    Hit h = Hit_new(i);\n"
	"    Vec3 p = Vec3_op_add_Vec3(Ray_at_private(&(r), 2.0f), Vec3_op_neg(d));\n"
	"    Vec3_op_add_assign_Vec3(&(p), Vec3_new_float(0.5f));\n"
	"    Vec3_op_add_assign_Vec3(&(p), Vec3_op_mul_float(in[i], 2.0f));\n"
	"    out[i] = Vec3_op_add_Vec3(Vec3_op_add_Vec3(p, zero), h.p);\n"
	"    len[i] = Vec3_length2_value((Vec3_op_add_Vec3(p, o))) + Vec3_op_index_int(p, 1) + Vec3_op_index_int(Ray_at_value(Ray_new(o, d), 1.0f), 2) + r.tmax;\n"
	"}\n"
	"\n"
	"Counter Counter_new(__global int *p)\n"
	"{\n"
	"    Counter cuport_obj;\n"
	"    __private Counter *self = &cuport_obj;\n"
	"    self->slot = (ulong)(p);\n"
	"    self->n = 0;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"void Counter_add(__private Counter *self, int v)\n"
	"{ self->n += v; }\n"
	"\n"
	"void Counter_flush(__private Counter *self)\n"
	"{ cuport_atomic_add_global_i32(((__global int *)self->slot), self->n); }\n"
	"\n"
	"Acc Acc_new_float(float v)\n"
	"{\n"
	"    Acc cuport_obj;\n"
	"    __private Acc *self = &cuport_obj;\n"
	"    self->s = v;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Acc Acc_new(void)\n"
	"{\n"
	"    Acc cuport_obj;\n"
	"    __private Acc *self = &cuport_obj;\n"
	"    cuport_obj = Acc_new_float(0.0f);\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"__kernel void partials(__global float *out, __global int *count)\n"
	"{\n"
	"    Counter c = Counter_new(count);\n"
	"    Counter_add(&(c), 1);\n"
	"    Counter_flush(&(c));\n"
	"    // CUPORT1202:1: 'Acc (a constructor run for every element of an array)' is a member function cuport does not translate here (a constructor run for each element of an array, a base-class initializer, an initializer in another file or a macro, or a call with no object); OpenCL C has no member functions: make it a free __device__ function\n"
	"    Acc parts[4];\n"
	"    Acc one = Acc_new_float(1.0f), none = Acc_new();\n"
	"    parts[0] = one;\n"
	"    out[get_local_id(0)] = parts[0].s + none.s;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"trace", 0, nullptr, 0},
	{"partials", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_ctors.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
