// math_out_params: __sincosf(phase, &t.y, &t.x) on a struct passed by reference (an FFT's
// twiddle), sincosf and sincospif into locals and shared memory, and __hiloint2double.
#include <cmath>
#include <cstdio>

typedef struct {
  float x, y;
} fComplex;

inline __device__ void getTwiddle(fComplex &twiddle, float phase)
{
  __sincosf(phase, &twiddle.y, &twiddle.x);
}

inline __device__ void halfTurn(fComplex &t, float v) { sincospif(v, &t.y, &t.x); }

__global__ void twiddles(fComplex *tw, fComplex *hp, float *sum, double *dd, int n)
{
  __shared__ float s[64], c[64];
  int i = threadIdx.x;
  if (i >= n)
    return;
  fComplex t;
  getTwiddle(t, 0.05f * i);
  tw[i] = t;
  halfTurn(hp[i], 0.01f * i);
  sincosf(0.02f * i, &s[i], &c[i]);
  sum[i] = s[i] * s[i] + c[i] * c[i];
  double v = 1.0 + i;
  dd[i] = __hiloint2double(__double2hiint(v), __double2loint(v));
}

int main()
{
  const int n = 64;
  fComplex *dtw, *dhp, tw[n], hp[n];
  float *dsum, sum[n];
  double *ddd, dd[n];
  cudaMalloc(&dtw, sizeof tw);
  cudaMalloc(&dhp, sizeof hp);
  cudaMalloc(&dsum, sizeof sum);
  cudaMalloc(&ddd, sizeof dd);
  twiddles<<<1, n>>>(dtw, dhp, dsum, ddd, n);
  cudaMemcpy(tw, dtw, sizeof tw, cudaMemcpyDeviceToHost);
  cudaMemcpy(hp, dhp, sizeof hp, cudaMemcpyDeviceToHost);
  cudaMemcpy(sum, dsum, sizeof sum, cudaMemcpyDeviceToHost);
  cudaMemcpy(dd, ddd, sizeof dd, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double p = 0.05 * i, q = 0.01 * i * M_PI;
    bool ok = fabs(tw[i].x - cos(p)) < 1e-5 && fabs(tw[i].y - sin(p)) < 1e-5 &&
              fabs(hp[i].x - cos(q)) < 1e-5 && fabs(hp[i].y - sin(q)) < 1e-5 &&
              fabs(sum[i] - 1.0f) < 1e-5 && dd[i] == 1.0 + i;
    if (!ok && bad++ < 5)
      printf("[%d] tw %g %g hp %g %g sum %g dd %g\n", i, tw[i].x, tw[i].y, hp[i].x, hp[i].y,
             sum[i], dd[i]);
  }
  cudaFree(dtw);
  cudaFree(dhp);
  cudaFree(dsum);
  cudaFree(ddd);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
