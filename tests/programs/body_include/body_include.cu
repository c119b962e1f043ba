// body_include: a kernel that includes its parameters where it uses them: a header of
// macros and a header declaring constants (with a call of a math function and a macro of
// its own) written inside the kernel's body.
#include <cstdio>
#include <cmath>

__global__ void model(const float *in, float *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#include "limits.h"
  if (i >= n)
    return;
#include "params.h"
  float x = in[i];
  for (int s = 0; s < steps; s++)
    x = CLAMP(x * gain) + (float)(rd * 1e-3);
  out[i] = x * root;
}

int main()
{
  const int n = 300;
  float h[n], o[n], *din, *dout;
  for (int i = 0; i < n; i++)
    h[i] = (i % 37) * 0.1f;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  model<<<(n + 127) / 128, 128>>>(din, dout, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float x = h[i];
    for (int s = 0; s < 3; s++) {
      float y = x * 1.5f;
      x = (y < 0.25f ? 0.25f : y > 4.0f ? 4.0f : y) + (float)(287.0 * 1e-3);
    }
    float want = x * sqrtf(6.0f);
    if (fabsf(o[i] - want) > 1e-5f * fabsf(want) && bad++ < 4)
      printf("out[%d] = %g, want %g\n", i, o[i], want);
  }
  cudaFree(din);
  cudaFree(dout);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
