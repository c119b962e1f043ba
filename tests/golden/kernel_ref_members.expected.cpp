// Reference members: a pointer in the .cl, into the space the constructor binds it to.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <typename T>
struct Raw {
    unsigned int words[(sizeof(T) + 3) / 4];
};

struct Tile { float v[64]; };

struct Stage {
    Tile &tile;           // __shared__
    float (&row)[4];      // an array in registers
    const float &scale;   // a copy
};

void stage_kernel(const float *in, float *out, float s);

int main()
{
    float *in, *out;
    cuportMalloc(&in, 64 * sizeof(float));
    cuportMalloc(&out, 64 * sizeof(float));
    cuportLaunch<decltype(stage_kernel)>(cuport_unit_program(), "stage_kernel", 1, 64, 0, 0, in, out, 2.0f);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_ref_members.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_ref_members.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_ref_members.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Raw_Tile {\n"
	"    unsigned int words[64];\n"
	"} Raw_Tile;\n"
	"\n"
	"typedef struct Tile {\n"
	"    float v[64];\n"
	"} Tile;\n"
	"\n"
	"typedef struct Stage {\n"
	"    __local Tile *tile;\n"
	"    __private float *row;\n"
	"    float scale;\n"
	"} Stage;\n"
	"\n"
	"__local Tile *Raw_Tile_As(__local Raw_Tile *self)\n"
	"{ return &((*(__local Tile *)&(*self))); }\n"
	"\n"
	"Stage Stage_new(__local Raw_Tile *r, __private float *w, const float s)\n"
	"{\n"
	"    Stage cuport_obj;\n"
	"    __private Stage *self = &cuport_obj;\n"
	"    self->tile = &((*Raw_Tile_As(&((*r)))));\n"
	"    self->row = (w);\n"
	"    self->scale = s;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"float Stage_Mix(Stage cuport_self_value, int i)\n"
	"{\n"
	"    __private Stage *self = &cuport_self_value; return (*self->tile).v[i] * self->scale + self->row[i % 4]; }\n"
	"\n"
	"__kernel void stage_kernel(__global const float *in, __global float *out, float s)\n"
	"{\n"
	"    __local Raw_Tile raw;\n"
	"    float w[4] = {1, 2, 3, 4};\n"
	"    (*Raw_Tile_As(&(raw))).v[get_local_id(0)] = in[get_local_id(0)];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    out[get_local_id(0)] = Stage_Mix(Stage_new(&(raw), w, s), 63 - (uint)get_local_id(0));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"stage_kernel", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_ref_members.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
