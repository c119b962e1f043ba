// A compound assignment on __half whose left operand has a call: cuport writes `a op= b`
// on halves as a macro that names `a` twice, so this one is reported (CUPORT1206) rather
// than translated, and the kernel check fails where it is used.
// cuport-test: no-build
#include <cuda_fp16.h>

__global__ void shift_halves(half *out, __half w, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[n - i] += w;
  out[min(i, n - 1)] -= w;   // its left operand would be evaluated twice: reported
}
