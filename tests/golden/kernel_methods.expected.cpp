// Member functions in device code become free functions taking the object as `self`, in
// the address space of the object they are called on; static members are plain functions.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Vec3 {
    float x, y, z;

};

struct Particle {
    Vec3 pos;
    float mass;
};

void physics(Particle *ps, float *out, int n);

void run(Particle *p, float *o, int n) { cuportLaunch<decltype(physics)>(cuport_unit_program(), "physics", (n + 63) / 64, 64, 0, 0, p, o, n); }

// cuport: this unit's OpenCL C kernels (kernel_methods.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_methods.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_methods.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Vec3 {\n"
	"    float x;\n"
	"    float y;\n"
	"    float z;\n"
	"} Vec3;\n"
	"\n"
	"typedef struct Particle {\n"
	"    Vec3 pos;\n"
	"    float mass;\n"
	"} Particle;\n"
	"\n"
	"Vec3 Vec3_make(float v)\n"
	"{ Vec3 r = {v, v, v}; return r; }\n"
	"\n"
	"void Vec3_scale_private(__private Vec3 *self, float s)\n"
	"{\n"
	"        self->x *= s;\n"
	"        self->y *= s;\n"
	"        self->z *= s;\n"
	"    }\n"
	"\n"
	"void Vec3_scale_global(__global Vec3 *self, float s)\n"
	"{\n"
	"        self->x *= s;\n"
	"        self->y *= s;\n"
	"        self->z *= s;\n"
	"    }\n"
	"\n"
	"float Vec3_dot_private(__private const Vec3 *self, const Vec3 o)\n"
	"{ return self->x * o.x + self->y * o.y + self->z * o.z; }\n"
	"\n"
	"float Vec3_norm2_private(__private const Vec3 *self)\n"
	"{ return Vec3_dot_private(self, *self); }\n"
	"\n"
	"float Vec3_dot_local(__local const Vec3 *self, const Vec3 o)\n"
	"{ return self->x * o.x + self->y * o.y + self->z * o.z; }\n"
	"\n"
	"float Vec3_dot_global(__global const Vec3 *self, const Vec3 o)\n"
	"{ return self->x * o.x + self->y * o.y + self->z * o.z; }\n"
	"\n"
	"float Vec3_norm2_global(__global const Vec3 *self)\n"
	"{ return Vec3_dot_global(self, *self); }\n"
	"\n"
	"float Particle_energy(__global const Particle *self)\n"
	"{ return 0.5f * self->mass * Vec3_norm2_global(&(self->pos)); }\n"
	"\n"
	"__kernel void physics(__global Particle *ps, __global float *out, int n)\n"
	"{\n"
	"    __local Vec3 centre;\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    if ((uint)get_local_id(0) == 0)\n"
	"        centre = Vec3_make(1.0f);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (i < n) {\n"
	"        Vec3 v = ps[i].pos;\n"
	"        Vec3_scale_private(&(v), 2.0f);\n"
	"        Vec3_scale_global(&(ps[i].pos), 0.5f);\n"
	"        __global Particle *p = &ps[i];\n"
	"        out[i] = Vec3_norm2_private(&(v)) + Vec3_dot_local(&(centre), v) + Particle_energy(p) + Particle_energy(&(ps[i]));\n"
	"    }\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"physics", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_methods.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
