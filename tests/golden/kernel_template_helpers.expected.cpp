// Helpers of kernel templates: a stateless struct template with explicit specializations
// whose conversion operator and method hand out the dynamic shared memory (empty structs
// get one byte, as in C++), a pointer returned in __local space flowing into a variable,
// and non-type parameters tested in the body.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
template <class T> struct SharedMemory {
};

template <> struct SharedMemory<double> {
};

template <class T, unsigned int blockSize, bool nIsPow2>
void reduceBlock(T *g_idata, T *g_odata, unsigned int n);

void copyThrough(double *in, double *out);

void run(int *i, float *f, double *d, unsigned int n)
{
    cuportLaunch<decltype(reduceBlock<int, 512, true>)>(cuport_unit_program(), "reduceBlock_int_512_true", n / 1024, 512, 512 * sizeof(int), 0, cuportDynamicShared, i, i, n);
    cuportLaunch<decltype(reduceBlock<float, 64, false>)>(cuport_unit_program(), "reduceBlock_float_64_false", n / 128, 64, 64 * sizeof(float), 0, cuportDynamicShared, f, f, n);
    cuportLaunch<decltype(reduceBlock<double, 128, true>)>(cuport_unit_program(), "reduceBlock_double_128_true", n / 256, 128, 128 * sizeof(double), 0, cuportDynamicShared, d, d, n);
    cuportLaunch<decltype(copyThrough)>(cuport_unit_program(), "copyThrough", 1, 64, 64 * sizeof(double), 0, cuportDynamicShared, d, d);
}

// cuport: this unit's OpenCL C kernels (kernel_template_helpers.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_template_helpers.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_template_helpers.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct SharedMemory_double {\n"
	"    char cuport_empty;\n"
	"} SharedMemory_double;\n"
	"\n"
	"typedef struct SharedMemory_int {\n"
	"    char cuport_empty;\n"
	"} SharedMemory_int;\n"
	"\n"
	"typedef struct SharedMemory_float {\n"
	"    char cuport_empty;\n"
	"} SharedMemory_float;\n"
	"\n"
	"__local double *SharedMemory_double_getPointer(__private SharedMemory_double *self, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"        __local double *__smem_d = (__local double *)cuport_dynamic_shared;\n"
	"        return __smem_d;\n"
	"    }\n"
	"\n"
	"__kernel void copyThrough(__global double *in, __global double *out, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    SharedMemory_double smem;\n"
	"    __local double *s = SharedMemory_double_getPointer(&(smem), cuport_dynamic_shared);\n"
	"    s[get_local_id(0)] = in[get_local_id(0)];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    out[get_local_id(0)] = s[(uint)get_local_size(0) - 1 - (uint)get_local_id(0)];\n"
	"}\n"
	"\n"
	"__local int *SharedMemory_int_op_to_intp(SharedMemory_int cuport_self_value, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __private SharedMemory_int *self = &cuport_self_value;\n"
	"        __local int *__smem = (__local int *)cuport_dynamic_shared;\n"
	"        return (__local int *)__smem;\n"
	"    }\n"
	"\n"
	"__kernel void reduceBlock_int_512_true(__global int *g_idata, __global int *g_odata, unsigned int n, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __local int *sdata = SharedMemory_int_op_to_intp((SharedMemory_int){0}, cuport_dynamic_shared);\n"
	"    unsigned int tid = get_local_id(0);\n"
	"    unsigned int i = (uint)get_group_id(0) * 512u * 2 + (uint)get_local_id(0);\n"
	"    int sum = 0;\n"
	"    if (i < n)\n"
	"        sum = g_idata[i];\n"
	"    if (true || i + 512u < n)\n"
	"        sum += g_idata[i + 512u];\n"
	"    sdata[tid] = sum;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (512u >= 512 && tid < 256)\n"
	"        sdata[tid] = sum = sum + sdata[tid + 256];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (512u >= 64 && tid < 32)\n"
	"        sdata[tid] = sum = sum + sdata[tid + 32];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (tid == 0)\n"
	"        g_odata[get_group_id(0)] = sum;\n"
	"}\n"
	"\n"
	"__local float *SharedMemory_float_op_to_floatp(SharedMemory_float cuport_self_value, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __private SharedMemory_float *self = &cuport_self_value;\n"
	"        __local int *__smem = (__local int *)cuport_dynamic_shared;\n"
	"        return (__local float *)__smem;\n"
	"    }\n"
	"\n"
	"__kernel void reduceBlock_float_64_false(__global float *g_idata, __global float *g_odata, unsigned int n, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __local float *sdata = SharedMemory_float_op_to_floatp((SharedMemory_float){0}, cuport_dynamic_shared);\n"
	"    unsigned int tid = get_local_id(0);\n"
	"    unsigned int i = (uint)get_group_id(0) * 64u * 2 + (uint)get_local_id(0);\n"
	"    float sum = 0;\n"
	"    if (i < n)\n"
	"        sum = g_idata[i];\n"
	"    if (false || i + 64u < n)\n"
	"        sum += g_idata[i + 64u];\n"
	"    sdata[tid] = sum;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (64u >= 512 && tid < 256)\n"
	"        sdata[tid] = sum = sum + sdata[tid + 256];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (64u >= 64 && tid < 32)\n"
	"        sdata[tid] = sum = sum + sdata[tid + 32];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (tid == 0)\n"
	"        g_odata[get_group_id(0)] = sum;\n"
	"}\n"
	"\n"
	"__local double *SharedMemory_double_op_to_doublep(SharedMemory_double cuport_self_value, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __private SharedMemory_double *self = &cuport_self_value;\n"
	"        __local double *__smem_d = (__local double *)cuport_dynamic_shared;\n"
	"        return (__local double *)__smem_d;\n"
	"    }\n"
	"\n"
	"__kernel void reduceBlock_double_128_true(__global double *g_idata, __global double *g_odata, unsigned int n, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    __local double *sdata = SharedMemory_double_op_to_doublep((SharedMemory_double){0}, cuport_dynamic_shared);\n"
	"    unsigned int tid = get_local_id(0);\n"
	"    unsigned int i = (uint)get_group_id(0) * 128u * 2 + (uint)get_local_id(0);\n"
	"    double sum = 0;\n"
	"    if (i < n)\n"
	"        sum = g_idata[i];\n"
	"    if (true || i + 128u < n)\n"
	"        sum += g_idata[i + 128u];\n"
	"    sdata[tid] = sum;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (128u >= 512 && tid < 256)\n"
	"        sdata[tid] = sum = sum + sdata[tid + 256];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (128u >= 64 && tid < 32)\n"
	"        sdata[tid] = sum = sum + sdata[tid + 32];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"    if (tid == 0)\n"
	"        g_odata[get_group_id(0)] = sum;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"copyThrough", 0, nullptr, 1},
	{"reduceBlock_int_512_true", 0, nullptr, 1},
	{"reduceBlock_float_64_false", 0, nullptr, 1},
	{"reduceBlock_double_128_true", 0, nullptr, 1},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_template_helpers.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 4, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
