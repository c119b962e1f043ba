// Surface objects: a cudaSurfaceObject_t parameter is the device address of its array's
// surface buffer (__global uchar *), passed on to device functions as it is; the reads and
// writes name their texel type, x stays a byte offset, and CUDA's default boundary mode
// (trap) is written out. The out-parameter read assigns through its pointer.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

void blur(cuportSurfaceObject_t in, cuportSurfaceObject_t out, int w);

void run(cuportArray_t a, cuportArray_t b, int w, int h)
{
    cuportResourceDesc r = {};
    r.resType = cuportResourceTypeArray;
    r.res.array.array = a;
    cuportSurfaceObject_t in, out;
    // CUPORT1402:0: 'cudaCreateSurfaceObject' is migrated to 'cuportCreateSurfaceObject', which differs from CUDA: the array (made with cudaArraySurfaceLoadStore) is copied into device memory that kernels read and write by byte offset; read back before the host or a texture reads the array; out of range, trap mode drops writes and reads zeros as zero mode does
    cuportCreateSurfaceObject(&in, &r);
    r.res.array.array = b;
    // CUPORT1402:1: 'cudaCreateSurfaceObject' is migrated to 'cuportCreateSurfaceObject', which differs from CUDA: the array (made with cudaArraySurfaceLoadStore) is copied into device memory that kernels read and write by byte offset; read back before the host or a texture reads the array; out of range, trap mode drops writes and reads zeros as zero mode does
    cuportCreateSurfaceObject(&out, &r);
    cuportLaunch<decltype(blur)>(cuport_unit_program(), "blur", cuportDim3((w + 63) / 64, h), 64, 0, 0, in, out, w);
    cuportDestroySurfaceObject(in);
    cuportDestroySurfaceObject(out);
}

// cuport: this unit's OpenCL C kernels (surface_objects.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/surface_objects.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from surface_objects.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"float4 load(__global uchar *s, int x, int y)\n"
	"{\n"
	"    return cuport_surf2Dread(float4, s, x * sizeof(float4), y, cudaBoundaryModeClamp);\n"
	"}\n"
	"\n"
	"__kernel void blur(__global uchar *in, __global uchar *out, int w)\n"
	"{\n"
	"    int x = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0), y = get_group_id(1);\n"
	"    if (x >= w)\n"
	"        return;\n"
	"    float4 a = load(in, x - 1, y), b = load(in, x + 1, y);\n"
	"    cuport_surf2Dwrite(float4, (float4)((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2, 1.0f), out,\n"
	"                x * sizeof(float4), y, cudaBoundaryModeTrap);\n"
	"    int n;\n"
	"    (*(&n) = cuport_surf1Dread(int, in, 0, cudaBoundaryModeTrap));\n"
	"    cuport_surf3Dwrite(int, n, out, 0, 0, 0, cudaBoundaryModeZero);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"blur", 0, nullptr, 0},
};

// The launch dimensions each kernel cannot tell apart (bits 0-2 block x, y, z; 3-5 grid):
// its launches run them with size 1 (docs/kernels.md).
static const unsigned cuport_unit_kernel_dims[] = {046};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("surface_objects.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
			cuportProgramDeclareKernelDims(p, 1, cuport_unit_kernel_dims);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
