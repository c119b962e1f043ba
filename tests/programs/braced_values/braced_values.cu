// braced_values: braced lists as values in device code, not as a declaration's
// initializer: assigned to a vector element of shared memory and to local vectors and
// structs, passed by value and by const reference, returned (empty and full).
#include <cstdio>

struct Pair { int lo; float hi; };

__device__ float weigh(Pair p) { return p.lo * p.hi; }
__device__ float weigh_ref(const Pair &p) { return p.lo + p.hi; }
__device__ float len2(float2 v) { return v.x * v.x + v.y * v.y; }
__device__ Pair split(int x)
{
  if (x < 0)
    return {};
  return {x / 4, (x % 4) * 0.5f};
}

__global__ void braces(const int *in, float *out, uchar4 *bytes)
{
  extern __shared__ uchar4 row[];
  int t = threadIdx.x;
  int x = in[t];
  if (x % 3 == 0)
    row[t] = {(unsigned char)x, 1, 2, 3};
  else
    row[t] = {0, 0, 0, 0};
  __syncthreads();
  bytes[t] = row[(t + 1) % blockDim.x];
  float2 v;
  v = {x * 0.5f, 2.0f};
  Pair p;
  p = {x, 0.25f};
  float4 acc = {0.f, 0.f, 0.f, 0.f};
  acc = {weigh(p), weigh({x + 1, 2.0f}), len2(v) + len2({1.0f, (float)x}), weigh_ref({x, 1.5f})};
  Pair q = split(x - 8);
  out[5 * t + 0] = acc.x;
  out[5 * t + 1] = acc.y;
  out[5 * t + 2] = acc.z;
  out[5 * t + 3] = acc.w;
  out[5 * t + 4] = q.lo + q.hi;
}

int main()
{
  const int n = 48;
  int h[n], *din;
  float o[5 * n], *dout;
  uchar4 b[n], *db;
  for (int i = 0; i < n; i++)
    h[i] = (i * 5) % 37;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMalloc(&db, sizeof b);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  braces<<<1, n, n * sizeof(uchar4)>>>(din, dout, db);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; t++) {
    int x = h[t], y = h[(t + 1) % n];
    float hv = x * 0.5f;
    int ql = x - 8 < 0 ? 0 : (x - 8) / 4;
    float qh = x - 8 < 0 ? 0.f : ((x - 8) % 4) * 0.5f;
    float want[5] = {x * 0.25f, (x + 1) * 2.0f, (hv * hv + 4.0f) + (1.0f + (float)x * (float)x),
                     x + 1.5f, ql + qh};
    for (int k = 0; k < 5; k++)
      if (o[5 * t + k] != want[k] && bad++ < 8)
        printf("out %d.%d: %g, want %g\n", t, k, o[5 * t + k], want[k]);
    uchar4 wb = y % 3 == 0 ? make_uchar4((unsigned char)y, 1, 2, 3) : make_uchar4(0, 0, 0, 0);
    if ((b[t].x != wb.x || b[t].y != wb.y || b[t].z != wb.z || b[t].w != wb.w) && bad++ < 8)
      printf("bytes %d: %d %d %d %d\n", t, b[t].x, b[t].y, b[t].z, b[t].w);
  }
  cudaFree(din);
  cudaFree(dout);
  cudaFree(db);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
