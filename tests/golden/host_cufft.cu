// cuFFT in host code: plans, executions, types, enumerators and macros map to the runtime's
// cuport_fft.h; code under cufft.h's guard is kept; cufftXt's plan of data types maps with
// a note (half precision is not covered); its multi-GPU and callback functions are reported
// by name and kept.
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>
#include <cufftXt.h>

#ifdef _CUFFT_H_
static const char *fft_name(cufftResult r)
{
  switch (r) {
  case CUFFT_SUCCESS: return "CUFFT_SUCCESS";
  case CUFFT_INVALID_PLAN: return "CUFFT_INVALID_PLAN";
  default: return "other";
  }
}
#endif

__global__ void scale(cufftComplex *d, int n, float s)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    d[i].x *= s;
    d[i].y *= s;
  }
}

int convolve(cufftComplex *d_sig, cufftReal *d_real, cufftDoubleComplex *d_z, int n,
             cudaStream_t stream)
{
  cufftHandle plan, real_plan, many;
  int dims[2] = {n, n}, embed[2] = {n, n + 2};
  size_t work = 0;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    return 1;
  cufftSetStream(plan, stream);
  cufftExecC2C(plan, d_sig, d_sig, CUFFT_FORWARD);
  scale<<<(n + 255) / 256, 256, 0, stream>>>(d_sig, n, 1.0f / n);
  cufftExecC2C(plan, d_sig, d_sig, CUFFT_INVERSE);
  cufftPlan2d(&real_plan, n, n, CUFFT_R2C);
  cufftExecR2C(real_plan, d_real, d_sig);
  cufftCreate(&many);
  cufftSetAutoAllocation(many, 0);
  cufftMakePlanMany(many, 2, dims, embed, 1, n * (n + 2), embed, 1, n * (n + 2), CUFFT_Z2Z, 3,
                    &work);
  cufftExecZ2Z(many, d_z, d_z, CUFFT_INVERSE);
  cufftHandle xt;
  long long nl = n;
  cufftCreate(&xt);
  cufftXtMakePlanMany(xt, 1, &nl, NULL, 1, 1, CUDA_C_32F, NULL, 1, 1, CUDA_C_32F, 1, &work,
                      CUDA_C_32F);
  cufftXtExec(xt, d_sig, d_sig, CUFFT_FORWARD);
  cufftDestroy(xt);
  int gpus[2] = {0, 1};
  cufftXtSetGPUs(many, 2, gpus);
  cufftResult r = cufftDestroy(plan);
  printf("%s\n", fft_name(r));
  cufftDestroy(real_plan);
  cufftDestroy(many);
  return r == CUFFT_SUCCESS ? 0 : 1;
}
