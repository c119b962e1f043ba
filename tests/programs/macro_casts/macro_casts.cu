// macro_casts: conversion macros in the style of mixed-precision kernels, written with C++
// casts: one casts to the kernel template's accumulation type (a template parameter), one
// to a fixed type; the kernel is instantiated for two input types with one accumulator.
#include <cstdio>

#define TO_ACC(x) static_cast<acc_t>(x)
#define TO_INT(x) static_cast<int>(x)

template <typename T, typename acc_t>
__global__ void blend(const T *in, acc_t *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = TO_ACC(in[i]) * (acc_t)0.5 + TO_INT(in[i] * (T)3) + TO_ACC(TO_INT(in[i]));
}

int main()
{
  const int n = 200;
  float hf[n];
  int hi[n];
  double of[n], oi[n];
  for (int i = 0; i < n; i++) {
    hf[i] = i * 0.37f - 20.0f;
    hi[i] = i * 7 - 500;
  }
  float *df;
  int *di;
  double *dof, *doi;
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&dof, sizeof of);
  cudaMalloc(&doi, sizeof oi);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  blend<float, double><<<2, 128>>>(df, dof, n);
  blend<int, double><<<2, 128>>>(di, doi, n);
  cudaMemcpy(of, dof, sizeof of, cudaMemcpyDeviceToHost);
  cudaMemcpy(oi, doi, sizeof oi, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double wf = (double)hf[i] * 0.5 + (int)(hf[i] * 3.0f) + (double)(int)hf[i];
    double wi = (double)hi[i] * 0.5 + hi[i] * 3 + (double)hi[i];
    if (of[i] != wf && bad++ < 4)
      printf("float[%d] = %g, want %g\n", i, of[i], wf);
    if (oi[i] != wi && bad++ < 4)
      printf("int[%d] = %g, want %g\n", i, oi[i], wi);
  }
  cudaFree(df);
  cudaFree(di);
  cudaFree(dof);
  cudaFree(doi);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
