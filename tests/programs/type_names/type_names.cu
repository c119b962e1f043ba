// type_names: parameters, locals and members named like CUDA's vector types (dim3, the
// name real index helpers give their third extent).  CUDA's type names are no keywords, so
// such a name is an ordinary identifier; only a use as a type maps to OpenCL's vector type.
#include <cstdio>

struct Extent {
  int dim3;  // a member of that name
};

__host__ __device__ inline int flat3(int a, int b, int c, int dim2, int dim3)
{
  return a * dim2 * dim3 + b * dim3 + c;
}

__global__ void gather(const float *in, float *out, Extent e, int dim2, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int dim3 = e.dim3;  // a local of that name
  int c = i % dim3, b = (i / dim3) % dim2, a = i / (dim2 * dim3);
  out[i] = in[flat3(a, b, c, dim2, dim3)] * 2.0f;
}

int main()
{
  const int d1 = 3, d2 = 5, d3 = 7, n = d1 * d2 * d3;
  float h[n], r[n];
  for (int i = 0; i < n; i++)
    h[i] = i * 0.5f;
  float *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  Extent e = {d3};
  dim3 block(32), grid((n + 31) / 32);
  gather<<<grid, block>>>(din, dout, e, d2, n);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float want = h[flat3(i / (d2 * d3), (i / d3) % d2, i % d3, d2, d3)] * 2.0f;
    if (r[i] != want && bad++ < 5)
      printf("out[%d] = %g, want %g\n", i, r[i], want);
  }
  cudaFree(din);
  cudaFree(dout);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
