// pasted_vectors: host code that names CUDA's vector types and make_ functions through
// token pasting (PRECISION comes from the build: -DPRECISION=double), so no CUDA name is
// spelled where the migrator could rename it; the migrated build must still know them.
#include <cstdio>
#include <cstring>

#define PASTE(a, b) a##b
#define EVAL(a, b) PASTE(a, b)
#define REAL2 EVAL(PRECISION, 2)
#define REAL3 EVAL(PRECISION, 3)
#define MAKE_REAL2 EVAL(make_, REAL2)
#define VEC(t, n) EVAL(t, n)

__global__ void rotate(const REAL2 *in, REAL3 *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i].x = -in[i].y;
    out[i].y = in[i].x;
    out[i].z = in[i].x + in[i].y;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 && !strcmp(argv[1], "--quick") ? 1000 : 100000, wrong = 0;
  REAL2 *h = new REAL2[n], *din;
  REAL3 *back = new REAL3[n], *dout;
  for (int i = 0; i < n; i++)
    h[i] = MAKE_REAL2((PRECISION)i, (PRECISION)(2 * i));
  cudaMalloc(&din, n * sizeof(REAL2));
  cudaMalloc(&dout, n * sizeof(REAL3));
  cudaMemcpy(din, h, n * sizeof(REAL2), cudaMemcpyHostToDevice);
  rotate<<<(n + 127) / 128, 128>>>(din, dout, n);
  cudaMemcpy(back, dout, n * sizeof(REAL3), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    wrong += back[i].x != -2.0 * i || back[i].y != i || back[i].z != 3.0 * i;
  VEC(int, 3) c = EVAL(make_, VEC(int, 3))(1, 2, 3);  // another family, pasted too
  VEC(uchar, 4) u = EVAL(make_uchar, 4)(1, 2, 3, 4);
  dim3 grid = dim3(4);
  wrong += sizeof(REAL2) != 2 * sizeof(PRECISION) || sizeof(REAL3) != 3 * sizeof(PRECISION);
  wrong += c.z != 3 || u.w != 4 || grid.x * grid.y != 4;
  printf("%d wrong\n%s\n", wrong, wrong ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  delete[] h;
  delete[] back;
  return wrong != 0;
}
