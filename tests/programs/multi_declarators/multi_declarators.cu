// multi_declarators: one declaration of several variables in device code, the way C code
// declares its scratch pointers: `T *v1, *v2;` (both into global memory), `T *g, x, *s, *p`
// (into global, a value, into shared, into the thread's own), a for statement's `T *a, *b`.
#include <cstdio>

typedef float real_t;

__device__ real_t *pick(real_t *v, int i, int n) { return i >= 0 && i < n ? v + i : 0; }

__global__ void sums(real_t *v, real_t *out, int n)
{
  __shared__ real_t sh[64];
  int t = threadIdx.x;
  real_t acc = 0;
  real_t *v1, *v2;
  if ((v1 = pick(v, t, n)) && (v2 = pick(v, n - 1 - t, n)))
    acc += *v1 + *v2;
  real_t *g = v + t, x = 2, *s = sh + t, *p = &x;
  *s = *g * x + *p;
  __syncthreads();
  acc += sh[(t + 1) % 64];
  for (real_t *a = v, *b = v + 3; a < b; a++)
    acc += *a;
  out[t] = acc;
}

int main()
{
  const int n = 64;
  real_t h[n], o[n];
  for (int i = 0; i < n; i++)
    h[i] = 0.5f * i + 1;
  real_t *dv, *dout;
  cudaMalloc(&dv, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice);
  sums<<<1, n>>>(dv, dout, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; t++) {
    real_t want = h[t] + h[n - 1 - t] + (h[(t + 1) % 64] * 2 + 2) + h[0] + h[1] + h[2];
    if (o[t] != want && bad++ < 5)
      printf("[%d] %g, want %g\n", t, o[t], want);
  }
  cudaFree(dv);
  cudaFree(dout);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
