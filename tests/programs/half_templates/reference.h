// The host reference, templated on the storage and the accumulation type and specialized for
// __half, in a header as benchmark code keeps it.
#ifndef REFERENCE_H
#define REFERENCE_H
#include <cuda_fp16.h>

template <typename T, typename A>
void scale_cpu(const T *x, T *y, int n, float s);

template <>
void scale_cpu<float, float>(const float *x, float *y, int n, float s)
{
  for (int i = 0; i < n; i++)
    y[i] = x[i] * s;
}

template <>
void scale_cpu<__half, float>(const __half *x, __half *y, int n, float s)
{
  for (int i = 0; i < n; i++)
    y[i] = __float2half(__half2float(x[i]) * s);
}

template <typename T>
int verify(const T *a, const T *b, int n);

template <>
int verify<__half>(const __half *a, const __half *b, int n)
{
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (__half2float(a[i]) != __half2float(b[i]))
      bad++;
  return bad;
}

template <>
int verify<float>(const float *a, const float *b, int n)
{
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (a[i] != b[i])
      bad++;
  return bad;
}
#endif
