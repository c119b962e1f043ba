// cuport-test: no-build (every construct here is reported as untranslatable)
// Constructs OpenCL C 1.2 cannot express: each gets its own diagnostic, nothing is dropped.

#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
// CUPORT1205:0: 'fact' is called recursively, which OpenCL C does not allow; rewrite it as a loop
void child(int *p);

// CUPORT1400:1: 'cudaTextureObject_t' has no counterpart in the cuport runtime (textures); it is kept as written and must be migrated by hand
void unsupported(int *p, cudaTextureObject_t tex);

// CUPORT1400:6: 'cudaTextureObject_t' has no counterpart in the cuport runtime (textures); it is kept as written and must be migrated by hand
void run(int *p, cudaTextureObject_t t) { cuportLaunch<decltype(unsupported)>(cuport_unit_program(), "unsupported", 1, 1, 0, 0, p, t); }

// cuport: this unit's OpenCL C kernels (kernel_unsupported.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_unsupported.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_unsupported.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void child(__global int *p)\n"
	"{ p[0] = 1; }\n"
	"\n"
	"int fact(int n)\n"
	"{ return n <= 1 \077 1 : n * fact(n - 1); }\n"
	"\n"
	"void bump(__private int *x)\n"
	"{ (*x)++; }\n"
	"\n"
	"__kernel void unsupported(__global int *p, ulong tex)\n"
	"{\n"
	"    p[1] = fact(5);\n"
	"    int v = 0;\n"
	"    bump(&(v));\n"
	"    // CUPORT1206:2: 'clock' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    p[2] = v + (int)clock();\n"
	"    // CUPORT1206:3: 'tex1Dfetch' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    p[3] = tex1Dfetch<int>(tex, 0);\n"
	"    // CUPORT1206:4: 'inline PTX (asm)' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"    asm volatile(\"membar.gl;\");\n"
	"    // CUPORT1203:5: kernel 'child' is launched from device code (dynamic parallelism), which OpenCL C 1.2 cannot express; move the launch to the host\n"
	"    child<<<1, 1>>>(p);\n"
	"}\n"
	;

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_unsupported.cl", cuport_unit_source, &p) == cuportSuccess) {
		}
		return p;
	}();
	return program;
}
