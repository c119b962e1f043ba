// pasted_math: device code whose math functions are named through a pasting macro
// (real.h: LOG is MATHFN(log), logf with -DFLOAT), as programs that build in one of several
// precisions write them; a device overload named as a built-in (helper_math.h's style);
// host helpers in a C unit.
#include <cstdio>
#include <cstring>
#include "stats.h"

inline __host__ __device__ float2 fminf(float2 a, float2 b)
{
  return make_float2(fminf(a.x, b.x), fminf(a.y, b.y));
}

DEV static real_t energy(const real_t a, const real_t b)
{
  if (a < b)
    return a - LOG1P(EXP(a - b));
  else if (b < a)
    return b - LOG1P(EXP(b - a));
  return a - LOG(2);
}

__global__ void kernel(const real_t *in, real_t *e, real_t *s, float2 *m, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  real_t v = in[i];
  e[i] = energy(v, in[n - 1 - i]);
  // integer arguments convert as the C prototypes convert them: LOG(2) is logf(2.0f)
  s[i] = SQRT(v) + POW(v, 2) + FMAX(v, 3) + ATAN2(v, 2) + LDEXP(v, 3) + LOG(2);
  m[i] = fminf(make_float2(v, 1.5f), make_float2(2.5f, v));
}

int main(int argc, char **argv)
{
  const int n = 256;
  real_t h[n], e[n], s[n];
  float2 m[n];
  for (int i = 0; i < n; i++)
    h[i] = (real_t)(0.25 + 0.03125 * i);
  real_t *din, *de, *ds;
  float2 *dm;
  CU(cudaMalloc(&din, sizeof h));
  CU(cudaMalloc(&de, sizeof e));
  CU(cudaMalloc(&ds, sizeof s));
  CU(cudaMalloc(&dm, sizeof m));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  kernel<<<(n + 63) / 64, 64>>>(din, de, ds, dm, n);
  CU(cudaGetLastError());
  cudaMemcpy(e, de, sizeof e, cudaMemcpyDeviceToHost);
  cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost);
  cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    real_t we = host_energy(h[i], h[n - 1 - i]), ws = host_shape(h[i]);
    float mx = h[i] < 2.5f ? (float)h[i] : 2.5f, my = h[i] < 1.5f ? (float)h[i] : 1.5f;
    bool ok = fabs(e[i] - we) <= 1e-5 * (1 + fabs(we)) && fabs(s[i] - ws) <= 1e-5 * (1 + fabs(ws)) &&
              m[i].x == mx && m[i].y == my;
    if (!ok && bad++ < 5)
      printf("[%d] e %g (%g) s %g (%g) m %g %g\n", i, (double)e[i], (double)we, (double)s[i],
             (double)ws, m[i].x, m[i].y);
  }
  cudaFree(din);
  cudaFree(de);
  cudaFree(ds);
  cudaFree(dm);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
