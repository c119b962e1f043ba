// Macros defined inside device function bodies: one the unit defines once is copied,
// translated, to the top of the .cl and leaves the body (with its #undef); a name defined
// differently in two kernels keeps its definitions where they are.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct S {
};
void k(float *out);
void ka(float *o);
void kb(float *o);
void kc(float *o);
int main()
{
  float *o;
  cuportMalloc(&o, 64 * sizeof(float));
  cuportLaunch<decltype(k)>(cuport_unit_program(), "k", 1, 64, 0, 0, o);
  cuportLaunch<decltype(ka)>(cuport_unit_program(), "ka", 1, 64, 0, 0, o);
  cuportLaunch<decltype(kb)>(cuport_unit_program(), "kb", 1, 64, 0, 0, o);
  cuportLaunch<decltype(kc)>(cuport_unit_program(), "kc", 1, 64, 0, 0, o);
  cuportDeviceSynchronize();
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_body_macros.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_body_macros.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_body_macros.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"#define STEP(a) a = S_tw(a) + 1.0f;\n"
	"#define BUMP(a) a = twice(a) + convert_float_rte((int)(get_local_id(0)));\n"
	"#define F(x) ((x) + 1.0f)\n"
	"#define G(v) ((v) - (float)get_local_id(0))\n"
	"\n"
	"typedef struct S {\n"
	"    char cuport_empty;\n"
	"} S;\n"
	"\n"
	"// Macros defined inside device function bodies: one the unit defines once is copied,\n"
	"// translated, to the top of the .cl and leaves the body (with its #undef); a name defined\n"
	"// differently in two kernels keeps its definitions where they are.\n"
	"float twice(float x)\n"
	"{ return 2.0f * x; }\n"
	"\n"
	"float S_tw(float x)\n"
	"{ return 2.0f * x; }\n"
	"\n"
	"float S_run(__private S *self, float v)\n"
	"{\n"
	"\n"
	"    STEP(v)\n"
	"    return v;\n"
	"  }\n"
	"\n"
	"__kernel void k(__global float *out)\n"
	"{\n"
	"\n"
	"  float v = out[get_local_id(0)];\n"
	"  BUMP(v)\n"
	"  S s;\n"
	"  out[get_local_id(0)] = S_run(&(s), v);\n"
	"}\n"
	"\n"
	"__kernel void ka(__global float *o)\n"
	"{\n"
	"#define F(x) ((x) * 2.0f)\n"
	"  o[get_local_id(0)] = F(o[(uint)get_local_id(0)]);\n"
	"#undef F\n"
	"}\n"
	"\n"
	"__kernel void kb(__global float *o)\n"
	"{\n"
	"#define F(x) ((x) + 1.0f)\n"
	"  o[get_local_id(0)] = F(o[(uint)get_local_id(0)]);\n"
	"#undef F\n"
	"}\n"
	"\n"
	"__kernel void kc(__global float *o)\n"
	"{\n"
	"\n"
	"  o[get_local_id(0)] = G(o[(uint)get_local_id(0)]);\n"
	"\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k", 0, nullptr, 0},
	{"ka", 0, nullptr, 0},
	{"kb", 0, nullptr, 0},
	{"kc", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_body_macros.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 4, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
