// cuFFT in host code: plans, executions, types, enumerators and macros map to the runtime's
// cuport_fft.h; code under cufft.h's guard is kept; cufftXt's plan of data types maps with
// a note (half precision is not covered); its multi-GPU and callback functions are reported
// by name and kept.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include <cstdio>
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_fft.h"
#include "cuport_fft.h"

#ifdef _CUFFT_H_
static const char *fft_name(cuportfftResult r)
{
  switch (r) {
  case CUPORTFFT_SUCCESS: return "CUFFT_SUCCESS";
  case CUPORTFFT_INVALID_PLAN: return "CUFFT_INVALID_PLAN";
  default: return "other";
  }
}
#endif

void scale(cuportfftComplex *d, int n, float s);

int convolve(cuportfftComplex *d_sig, cuportfftReal *d_real, cuportfftDoubleComplex *d_z, int n,
             cuportStream_t stream)
{
  cuportfftHandle plan, real_plan, many;
  int dims[2] = {n, n}, embed[2] = {n, n + 2};
  size_t work = 0;
  if (cuportfftPlan1d(&plan, n, CUPORTFFT_C2C, 1) != CUPORTFFT_SUCCESS)
    return 1;
  cuportfftSetStream(plan, stream);
  cuportfftExecC2C(plan, d_sig, d_sig, CUPORTFFT_FORWARD);
  cuportLaunch<decltype(scale)>(cuport_unit_program(), "scale", (n + 255) / 256, 256, 0, stream, d_sig, n, 1.0f / n);
  cuportfftExecC2C(plan, d_sig, d_sig, CUPORTFFT_INVERSE);
  cuportfftPlan2d(&real_plan, n, n, CUPORTFFT_R2C);
  cuportfftExecR2C(real_plan, d_real, d_sig);
  cuportfftCreate(&many);
  cuportfftSetAutoAllocation(many, 0);
  cuportfftMakePlanMany(many, 2, dims, embed, 1, n * (n + 2), embed, 1, n * (n + 2), CUPORTFFT_Z2Z, 3,
                    &work);
  cuportfftExecZ2Z(many, d_z, d_z, CUPORTFFT_INVERSE);
  cuportfftHandle xt;
  long long nl = n;
  cuportfftCreate(&xt);
  // CUPORT1402:0: 'cufftXtMakePlanMany' is migrated to 'cuportfftXtMakePlanMany', which differs from CUDA: cufftXt's single-GPU plan of data types: single and double precision (R_32F/C_32F, R_64F/C_64F) as the matching cufft.h plan; half and bfloat16 give CUFFT_NOT_SUPPORTED at run time (docs/fft.md)
  cuportfftXtMakePlanMany(xt, 1, &nl, NULL, 1, 1, CUPORT_C_32F, NULL, 1, 1, CUPORT_C_32F, 1, &work,
                      CUPORT_C_32F);
  // CUPORT1402:1: 'cufftXtExec' is migrated to 'cuportfftXtExec', which differs from CUDA: cufftXt's single-GPU plan of data types: single and double precision (R_32F/C_32F, R_64F/C_64F) as the matching cufft.h plan; half and bfloat16 give CUFFT_NOT_SUPPORTED at run time (docs/fft.md)
  cuportfftXtExec(xt, d_sig, d_sig, CUPORTFFT_FORWARD);
  cuportfftDestroy(xt);
  int gpus[2] = {0, 1};
  // CUPORT1400:2: 'cufftXtSetGPUs' has no counterpart in the cuport runtime (cuFFT's extension (cufftXt: several GPUs, descriptors, callbacks); the runtime's cuFFT runs single-GPU plans of cufft.h only (docs/fft.md)); it is kept as written and must be migrated by hand
  cufftXtSetGPUs(many, 2, gpus);
  cuportfftResult r = cuportfftDestroy(plan);
  printf("%s\n", fft_name(r));
  cuportfftDestroy(real_plan);
  cuportfftDestroy(many);
  return r == CUPORTFFT_SUCCESS ? 0 : 1;
}

// cuport: this unit's OpenCL C kernels (host_cufft.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_cufft.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_cufft.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void scale(__global float2 *d, int n, float s)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  if (i < n) {\n"
	"    d[i].x *= s;\n"
	"    d[i].y *= s;\n"
	"  }\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"scale", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_cufft.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();
