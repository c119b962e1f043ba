// cuport-test: no-build (every construct here is reported as untranslatable)
// Constructs OpenCL C 1.2 cannot express: each gets its own diagnostic, nothing is dropped.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
// CUPORT1205:0: 'fact' is called recursively, which OpenCL C does not allow; rewrite it as a loop
struct Shape {
    // CUPORT1220:2: virtual function 'area' is called from device code; OpenCL C has no virtual dispatch: replace it with a switch on a type tag
};

void child(int *p);

void unsupported(int *p, cuportTextureObject_t tex, cuportSurfaceObject_t surf,
                            const Shape *s);

void run(int *p, cuportTextureObject_t t, cuportSurfaceObject_t u, const Shape *s)
{
    cuportLaunch<decltype(unsupported)>(cuport_unit_program(), "unsupported", 1, 1, 0, 0, cuportSymbols("cuport_launch_queue"), p, t, u, s);
}

// cuport: this unit's OpenCL C kernels (kernel_unsupported.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_unsupported.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_unsupported.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Shape {\n"
	"    char cuport_empty;\n"
	"} Shape;\n"
	"\n"
	"/* child<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */\n"
	"void cuport_launch_child(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0)\n"
	"{\n"
	"    uint off = cuport_launch_args_at(1u);\n"
	"    uint o0 = off;\n"
	"    off = cuport_launch_next(off, sizeof a0);\n"
	"    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 0u, grid, block, shared, 1u, off);\n"
	"    if (!r)\n"
	"        return;\n"
	"    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;\n"
	"    cuport_launch_done(cuport_launch_queue);\n"
	"}\n"
	"\n"
	"__kernel void child(__global int *p)\n"
	"{ p[0] = 1; }\n"
	"\n"
	"int fact(int n)\n"
	"{ return n <= 1 \077 1 : n * fact(n - 1); }\n"
	"\n"
	"float Shape_twice(__global const Shape *self)\n"
	"{ return 2.0f * area(); }\n"
	"\n"
	"__kernel void unsupported(__global int *p, __global const void *tex, __global uchar *surf, __global const Shape *s, __global uint *cuport_launch_queue)\n"
	"{\n"
	"    p[1] = fact(5);\n"
	"    unsigned c0, c1;   /* a clock read in PTX cuport does not take apart */\n"
	"    // CUPORT1219:4: inline PTX reads a GPU clock register (clock, clock64, globaltimer) in a form cuport does not translate (one mov into one output operand is); it is kept as written and builds only on NVIDIA's OpenCL, if at all: use clock64() or clock() instead\n"
	"    asm volatile(\"mov.u32 %0, %%clock;\\n\\tmov.u32 %1, %%clock;\" : \"=r\"(c0), \"=r\"(c1));\n"
	"    p[2] = (int)(c1 - c0);\n"
	"    // CUPORT1216:6: 'tex1Dfetch' reads a texture or a surface in a form cuport does not translate (the out-parameter fetch overloads, a texture reference read by fetches of different kinds or as normalized float from linear memory, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)\n"
	"    tex1Dfetch(&p[3], tex, 0);   /* the out-parameter form */\n"
	"    // CUPORT1218:8: inline PTX in device code is kept as written; it builds only on NVIDIA's OpenCL, if at all: replace it with C\n"
	"    asm volatile(\"membar.gl;\");\n"
	"    // CUPORT1220:9: virtual function 'area' is called from device code; OpenCL C has no virtual dispatch: replace it with a switch on a type tag\n"
	"    p[4] = (int)s->area() + (int)Shape_twice(s);\n"
	"    cuport_launch_child(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(1), 0u, (ulong)(p));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_1[] = {"cuport_launch_queue"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"child", 0, nullptr, 0},
	{"unsupported", 1, cuport_unit_symbols_1, 0},
};

// The kernels its kernels launch (dynamic parallelism): a launch in a kernel records the
// index of its kernel here, and the runtime launches it after that kernel.
static const char *const cuport_unit_device_launches[] = {"child"};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_unsupported.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
			cuportProgramDeclareDeviceLaunches(p, 1, cuport_unit_device_launches);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
