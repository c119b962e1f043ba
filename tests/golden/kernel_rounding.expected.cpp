// CUDA's arithmetic in a rounding direction (interval arithmetic's bounds): each becomes the
// device header's cuport_<f|d><op>_<rz|ru|rd>, the nearest result stepped by the sign of its
// exact error. Float division, root and reciprocal to nearest are correctly rounded ones
// (OpenCL's / and sqrt are not). (A double fma in a direction, __fma_ru, has no translation
// yet: CUPORT1206.) Interval code's infinities and NaN: a long long literal loses one 'l'
// (clang takes OpenCL's long long as 128 bits), nan("") is a quiet NaN.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Interval {
    float lo, hi;
};

void bounds(const float *x, const double *y, float *fo, double *dout);

int main()
{
    float *x, *fo;
    double *y, *dout;
    cuportMalloc(&x, 64 * sizeof(float));
    cuportMalloc(&y, 64 * sizeof(double));
    cuportMalloc(&fo, 128 * sizeof(float));
    cuportMalloc(&dout, 128 * sizeof(double));
    cuportLaunch<decltype(bounds)>(cuport_unit_program(), "bounds", 1, 64, 0, 0, x, y, fo, dout);
    cuportDeviceSynchronize();
    return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_rounding.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_rounding.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_rounding.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Interval {\n"
	"    float lo;\n"
	"    float hi;\n"
	"} Interval;\n"
	"\n"
	"Interval div_pos(Interval a, Interval b)\n"
	"{\n"
	"    return (Interval){cuport_fdiv_rd(a.lo, b.hi), cuport_fdiv_ru(a.hi, b.lo)};\n"
	"}\n"
	"\n"
	"Interval add(Interval a, Interval b)\n"
	"{\n"
	"    return (Interval){cuport_fadd_rd(a.lo, b.lo), cuport_fadd_ru(a.hi, b.hi)};\n"
	"}\n"
	"\n"
	"__kernel void bounds(__global const float *x, __global const double *y, __global float *fo, __global double *dout)\n"
	"{\n"
	"    int i = get_local_id(0);\n"
	"    Interval v = {x[i], x[i]}, w = {cuport_fsqrt_rd(x[i]), cuport_fsqrt_ru(x[i])};\n"
	"    Interval s = div_pos(add(v, w), w);\n"
	"    fo[2 * i] = cuport_fmul_rz(s.lo, cuport_frcp_rd(3.0f)) + cuport_fsub_ru(s.hi, s.lo) + cuport_fmaf_rd(s.lo, s.hi, 1.0f);\n"
	"    fo[2 * i + 1] = cuport_fdiv_rn(s.hi, 3.0f) + cuport_fsqrt_rn(s.lo) + cuport_frcp_rn(s.hi);\n"
	"    double d = y[i];\n"
	"    dout[2 * i] = cuport_dadd_rd(d, 1.0) + cuport_dsub_ru(d, 1.0) + cuport_dmul_rz(d, d) + cuport_ddiv_ru(d, 3.0) +\n"
	"                  cuport_dsqrt_rd(d) + cuport_drcp_ru(d) + ((d) / (3.0)) + ((d) - (0.5));\n"
	"    dout[2 * i + 1] = fma(d, d, 1.0) + as_double(0xfff0000000000000ul) + ((void)(\"\"), as_double(0x7ff8000000000000ul)) +\n"
	"                      (1L << 40) + ((void)(\"\"), as_float(0x7fc00000u));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"bounds", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_rounding.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
