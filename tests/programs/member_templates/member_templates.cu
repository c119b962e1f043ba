// member_templates: member function templates in device code, each instantiated with more
// than one set of arguments: value arguments used in the body (a loop bound, an array
// size), type arguments deduced from a parameter, from an array reference, from a class
// template's argument, and given only explicitly (used in the return type), and a member
// template of a class template.
#include <cstdio>

template <typename T> struct Box { T v; };

struct Ops {
  template <int N, typename T>
  __device__ static T sum(const T (&a)[N])
  {
    T s = 0;
    for (int i = 0; i < N; i++)
      s += a[i];
    return s;
  }
  template <typename T>
  __device__ static T open(Box<T> b) { return b.v + (T)1; }
  template <typename T>
  __device__ static T half(int x) { return (T)x / (T)2; }
  template <bool Square, typename T>
  __device__ static T power(T x) { return Square ? x * x : x; }
};

template <typename S>
struct Scaler {
  S k;
  template <int Shift>
  __device__ S apply(S x) const { return (x << Shift) * k; }
};

__global__ void run(const int *in, float *fout, int *iout)
{
  int t = threadIdx.x;
  float f3[3] = {in[t] * 0.5f, 1.0f, 2.0f};
  int i5[5] = {in[t], 1, 2, 3, 4};
  double d2[2] = {in[t] * 0.25, 0.75};
  Box<float> bf = {in[t] * 1.5f};
  Box<int> bi = {in[t]};
  Scaler<int> sc = {3};
  fout[4 * t + 0] = Ops::sum<3>(f3) + (float)Ops::sum(d2);
  fout[4 * t + 1] = Ops::open(bf) + Ops::half<float>(in[t]);
  fout[4 * t + 2] = Ops::power<true>(f3[0]) + Ops::power<false>(2.5f);
  fout[4 * t + 3] = (float)Ops::half<double>(in[t] + 1);
  iout[3 * t + 0] = Ops::sum(i5) + Ops::open(bi);
  iout[3 * t + 1] = sc.apply<1>(in[t]) + sc.apply<2>(1);
  iout[3 * t + 2] = Ops::power<true>(in[t]) + Ops::half<int>(in[t]);
}

int main()
{
  const int n = 32;
  int h[n], io[3 * n], *din, *dio;
  float fo[4 * n], *dfo;
  for (int i = 0; i < n; i++)
    h[i] = i * 3 - 20;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dfo, sizeof fo);
  cudaMalloc(&dio, sizeof io);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  run<<<1, n>>>(din, dfo, dio);
  cudaMemcpy(fo, dfo, sizeof fo, cudaMemcpyDeviceToHost);
  cudaMemcpy(io, dio, sizeof io, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; t++) {
    int x = h[t];
    float a = x * 0.5f;
    float wf[4] = {(a + 1.0f + 2.0f) + (float)(x * 0.25 + 0.75),
                   (x * 1.5f + 1.0f) + (float)x / 2.0f,
                   a * a + 2.5f,
                   (float)((double)(x + 1) / 2.0)};
    int wi[3] = {x + 1 + 2 + 3 + 4 + (x + 1), (x << 1) * 3 + (1 << 2) * 3, x * x + x / 2};
    for (int k = 0; k < 4; k++)
      if (fo[4 * t + k] != wf[k] && bad++ < 8)
        printf("float %d.%d: %g, want %g\n", t, k, fo[4 * t + k], wf[k]);
    for (int k = 0; k < 3; k++)
      if (io[3 * t + k] != wi[k] && bad++ < 8)
        printf("int %d.%d: %d, want %d\n", t, k, io[3 * t + k], wi[k]);
  }
  cudaFree(din);
  cudaFree(dfo);
  cudaFree(dio);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
