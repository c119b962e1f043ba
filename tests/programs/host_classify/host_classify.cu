// host_classify: the C99 classification functions called unqualified, with only <cmath>
// included, from a host function template (a result checker that skips non-finite
// reference values, as validation code does) and from a kernel, on float and double.
#include <cmath>
#include <cfloat>
#include <cstdio>

template <class T>
__global__ void classify(const T *in, int *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (isfinite(in[i]) ? 1 : 0) | (isnan(in[i]) ? 2 : 0) | (isinf(in[i]) ? 4 : 0) |
             (signbit(in[i]) ? 8 : 0);
}

template <class T>
int check(const T *ref, const int *got, int n, const char *what)
{
  int bad = 0;
  for (int i = 0; i < n; i++) {
    int want = (isfinite(ref[i]) ? 1 : 0) | (isnan(ref[i]) ? 2 : 0) | (isinf(ref[i]) ? 4 : 0) |
               (signbit(ref[i]) ? 8 : 0);
    if (got[i] != want && bad++ < 4)
      printf("%s[%d]: %d, want %d\n", what, i, got[i], want);
  }
  return bad;
}

template <class T>
int run(const char *what)
{
  const int n = 8;
  T h[n] = {(T)1.5, (T)-2.0, (T)0.0, -(T)0.0, (T)INFINITY, -(T)INFINITY, (T)NAN, (T)FLT_MIN};
  int got[n], *dout;
  T *din;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof got);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  classify<T><<<1, 32>>>(din, dout, n);
  cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
  cudaFree(din);
  cudaFree(dout);
  return check(h, got, n, what);
}

int main()
{
  int bad = run<float>("float") + run<double>("double");
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
