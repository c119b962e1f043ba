// cuComplex.h: cuFloatComplex and cuDoubleComplex are float2 and double2 in the .cl, their
// functions the device header's cuport_c*; on the host cuport_complex.h's cuport* names.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_complex.h"

typedef cuportDoubleComplex zval;   // the user's typedef of a CUDA one keeps its name

void cplx(const cuportFloatComplex *a, cuportFloatComplex *out, zval *z, float *mag);

int main()
{
  cuportFloatComplex h[32], *a, *o;
  zval *z;
  float *m;
  for (int i = 0; i < 32; i++)
    h[i] = make_cuportFloatComplex(i, -i);
  cuportMalloc(&a, sizeof h);
  cuportMalloc(&o, 2 * sizeof h);
  cuportMalloc(&z, 32 * sizeof(zval));
  cuportMalloc(&m, 32 * sizeof(float));
  cuportMemcpy(a, h, sizeof h, cuportMemcpyHostToDevice);
  cuportLaunch<decltype(cplx)>(cuport_unit_program(), "cplx", 1, 32, 0, 0, a, o, z, m);
  cuportDoubleComplex d = cuportCsub(make_cuportDoubleComplex(1, 2), cuportComplexFloatToDouble(h[3]));
  return cuportCreal(d) > cuportCimag(d) ? 0 : 1;
}

// cuport: this unit's OpenCL C kernels (kernel_complex.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_complex.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_complex.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef double2 zval;\n"
	"\n"
	"float2 twist(float2 z)\n"
	"{ return cuport_cmulf(z, cuport_make_cfloat(0.0f, 1.0f)); }\n"
	"\n"
	"__kernel void cplx(__global const float2 *a, __global float2 *out, __global zval *z, __global float *mag)\n"
	"{\n"
	"  int i = get_local_id(0);\n"
	"  float2 x = a[i];\n"
	"  float2 q = cuport_cdivf(cuport_caddf(x, cuport_conjf(x)), cuport_make_cfloat(2.0f, 0.0f));\n"
	"  out[i] = cuport_cfmaf(twist(x), q, cuport_csubf(x, q));\n"
	"  mag[i] = cuport_cabsf(x) + cuport_crealf(q) - cuport_cimagf(q);\n"
	"  double2 w = cuport_cfloat_to_double(x);\n"
	"  z[i] = cuport_cadd(cuport_cmul(w, w), cuport_cdiv(w, cuport_make_cdouble(cuport_cabs(w), 1.0)));\n"
	"  out[i + 32] = cuport_cdouble_to_float(cuport_conj(z[i]));\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"cplx", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_complex.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
