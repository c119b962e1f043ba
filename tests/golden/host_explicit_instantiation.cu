// Explicit instantiations of host templates name CUDA types in their template arguments and
// parameters; libclang shows them as no cursor, so their names are renamed from the text.
// A member access spelled like a type (.float2 here is a field) is left alone.
#include <cuda_fp16.h>

struct Pair { int float2; };

template <typename T> __global__ void fill(T *x, T v) { x[threadIdx.x] = v; }

template <typename T> int run(T *x, T v, int n)
{
  fill<<<1, n>>>(x, v);
  return cudaDeviceSynchronize() == cudaSuccess;
}

#define INSTANTIATE 1
template int run<__half>(__half *x, __half v, int n);
template int run(float2 *, float2, int);
extern template int run<int2>(int2 *, int2, int);

int get(Pair p) { return p.float2; }
