// Every atomic family and overload, including scoped variants and a CAS-based float max.
#include <cuda_runtime.h>
__device__ float atomicMaxFloat(float *addr, float value) {
  int *ai = (int *)addr;
  int old = *ai, assumed;
  do {
    assumed = old;
    old = atomicCAS(ai, assumed, __float_as_int(fmaxf(value, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}
__device__ double atomicAddDouble(double *address, double val) {
  unsigned long long *a = (unsigned long long *)address, old = *a, assumed;
  do {
    assumed = old;
    old = atomicCAS(a, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
__global__ void atomics(int *i, unsigned *u, unsigned long long *ull, float *f, double *d, long long *ll) {
  atomicAdd(i, 1); atomicAdd(u, 1u); atomicAdd(ull, 1ull); atomicAdd(f, 1.0f); atomicAdd(d, 1.0);
  atomicSub(i, 1); atomicSub(u, 1u);
  atomicExch(i, 2); atomicExch(u, 2u); atomicExch(ull, 2ull); atomicExch(f, 2.0f);
  atomicMin(i, 0); atomicMin(u, 0u); atomicMin(ull, 0ull); atomicMin(ll, 0ll);
  atomicMax(i, 9); atomicMax(u, 9u); atomicMax(ull, 9ull); atomicMax(ll, 9ll);
  atomicInc(u, 100u); atomicDec(u, 100u);
  atomicCAS(i, 0, 1); atomicCAS(u, 0u, 1u); atomicCAS(ull, 0ull, 1ull);
  atomicAnd(i, 3); atomicOr(u, 4u); atomicXor(ull, 5ull);
  atomicAdd_block(i, 1); atomicAdd_system(f, 1.0f); atomicCAS_block(u, 1u, 2u);
  atomicExch_system(ull, 7ull); atomicMax_block(i, 3); atomicOr_system(i, 1);
  atomicMaxFloat(f, 3.0f); atomicAddDouble(d, 2.0);
}
int main() {
  int *i; unsigned *u; unsigned long long *ull; float *f; double *d; long long *ll;
  cudaMalloc(&i, 4); cudaMalloc(&u, 4); cudaMalloc(&ull, 8); cudaMalloc(&f, 4); cudaMalloc(&d, 8); cudaMalloc(&ll, 8);
  atomics<<<1, 32>>>(i, u, ull, f, d, ll);
  cudaDeviceSynchronize();
}
