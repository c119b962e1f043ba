// vector_components: device code that indexes a CUDA vector as an array, by the address of
// its first component ((&v.x)[i]) or by a cast of its address (((float *)&v)[i]): reads and
// writes of private, __shared__ and global vectors, of several vector types. OpenCL C
// forbids the address of a vector component, so the migrator must keep the meaning another way.
#include <cstdio>
#include <cstring>

__device__ float sum4(const float4 &v)
{
  float s = 0.f;
  for (int i = 0; i < 4; i++)
    s += (&v.x)[i];
  return s;
}

__global__ void components(const float4 *in, float *out, float4 *gv, uint4 *gu, int n)
{
  __shared__ float4 tile[64];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  if (i >= n)
    return;
  float4 v = in[i];
  float r[4];
  for (int k = 0; k < 4; k++)             // private read through &v.x
    r[k] = (&v.x)[k] * 2.f;
  for (int k = 0; k < 4; k++)             // private write through &v.x
    (&v.x)[k] = r[3 - k];
  float *p = (float *)&v;                 // a pointer kept in a variable
  p[1] += 100.f;
  // __shared__ write through a cast, of a global vector read through &in[i].x (a vector
  // store followed by component updates through a float * is what nvcc -O3 gets wrong)
  for (int k = 0; k < 4; k++)
    ((float *)&tile[t])[k] = (&in[i].x)[k] + (float)k;
  uint4 u = make_uint4(0, 0, 0, 0);
  for (int k = 0; k < 4; k++)
    (&u.x)[k] = (unsigned)(k + i);
  int2 q = make_int2(i, -i);
  int qs = (&q.x)[0] + (&q.y)[0] + (&q.x)[1];   // (&q.y)[0] is q.y, (&q.x)[1] also
  for (int k = 0; k < 4; k++)             // global write through &gv[i].x
    (&gv[i].x)[k] = ((float *)&tile[t])[k] + sum4(v);
  gu[i] = u;
  ((unsigned *)&gu[i])[3] += 7u;
  double2 d = make_double2(1.5, 2.5);
  double *dp = &d.y;
  *dp += 1.0;
  out[i] = v.y + (float)qs + (float)(&d.x)[1];
}

int main(int argc, char **argv)
{
  int n = argc > 1 && !strcmp(argv[1], "--quick") ? 256 : 4096, wrong = 0;
  float4 *h = new float4[n], *gback = new float4[n], *din, *dgv;
  float *out = new float[n], *dout;
  uint4 *uback = new uint4[n], *dgu;
  for (int i = 0; i < n; i++)
    h[i] = make_float4(i, i + 1, i + 2, i + 3);
  cudaMalloc(&din, n * sizeof(float4));
  cudaMalloc(&dgv, n * sizeof(float4));
  cudaMalloc(&dgu, n * sizeof(uint4));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(din, h, n * sizeof(float4), cudaMemcpyHostToDevice);
  components<<<n / 64, 64>>>(din, dout, dgv, dgu, n);
  cudaMemcpy(out, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(gback, dgv, n * sizeof(float4), cudaMemcpyDeviceToHost);
  cudaMemcpy(uback, dgu, n * sizeof(uint4), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) {
    // v after the swaps: (2(i+3), 2(i+2) + 100, 2(i+1), 2i)
    float vy = 2.f * (i + 2) + 100.f, vs = 2.f * (i + 3) + vy + 2.f * (i + 1) + 2.f * i;
    float qs = i - i - i;
    wrong += out[i] != vy + qs + 3.5f;
    float hv[4] = {h[i].x, h[i].y, h[i].z, h[i].w}, gv[4] = {gback[i].x, gback[i].y, gback[i].z, gback[i].w};
    for (int k = 0; k < 4; k++)
      wrong += gv[k] != hv[k] + k + vs;
    wrong += uback[i].x != (unsigned)i || uback[i].y != (unsigned)i + 1 ||
             uback[i].z != (unsigned)i + 2 || uback[i].w != (unsigned)i + 10;
  }
  printf("%d wrong\n%s\n", wrong, wrong ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dgv);
  cudaFree(dgu);
  cudaFree(dout);
  delete[] h;
  delete[] gback;
  delete[] uback;
  delete[] out;
  return wrong != 0;
}
