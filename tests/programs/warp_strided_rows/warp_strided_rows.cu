// warp_strided_rows: the attention-style loop in which each warp takes the rows warp,
// warp + NWARPS, ... of a matrix (so warps run different numbers of iterations), loads
// each row's part into an array of float2 declared inside the loop, and reduces the dot
// product across a group of lanes with __shfl_xor_sync in a device function. Lane 0 of
// each group stores the result; the maximum is kept per thread across iterations.
#include <cstdio>
#include <cfloat>

#define WARP 32
#define GROUP 4          /* lanes that share one row */
#define NWARPS 4
#define VECS 2           /* float2 per lane per row */
#define COLS (GROUP * VECS * 2)

template <int G>
__device__ float group_sum(float v)
{
#pragma unroll
  for (int m = G / 2; m >= 1; m /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  return v;
}

struct Dot {
  template <int N>
  __device__ static float dot(const float2 (&q)[N], const float2 (&k)[N])
  {
    float s = 0.f;
    for (int i = 0; i < N; i++)
      s += q[i].x * k[i].x + q[i].y * k[i].y;
    return group_sum<GROUP>(s);
  }
};

__global__ void rows(const float *mat, const int *perm, const float *q, int nrows, float *out,
                     float *rowmax)
{
  const int warp = threadIdx.x / WARP, lane = threadIdx.x % WARP;
  const int group = lane / GROUP, member = lane % GROUP;
  const int groups = WARP / GROUP;
  float2 qv[VECS];
  for (int j = 0; j < VECS; j++)
    qv[j] = reinterpret_cast<const float2 *>(q)[member + j * GROUP];
  float best = -FLT_MAX;
  for (int r = warp * groups + group; r < nrows; r += NWARPS * groups) {
    float2 kv[VECS];
    const long row = static_cast<long>(perm[r]);   /* a load in a cast, ending the initializer */
    for (int j = 0; j < VECS; j++)
      kv[j] = reinterpret_cast<const float2 *>(mat + row * COLS)[member + j * GROUP];
    float d = Dot::dot<VECS>(qv, kv);
    if (member == 0) {
      out[r] = d;
      best = fmaxf(best, d);
    }
  }
  if (member == 0)
    rowmax[warp * groups + group] = best;
}

int main()
{
  const int nrows = 203;   /* not a multiple of NWARPS * groups: warps differ */
  static float h[nrows * COLS], hq[COLS], o[nrows], m[NWARPS * WARP / GROUP];
  static int hp[nrows];
  for (int i = 0; i < nrows; i++)
    hp[i] = (i * 7) % nrows;
  for (int i = 0; i < nrows * COLS; i++)
    h[i] = ((i * 7) % 19) * 0.125f - 1.0f;
  for (int i = 0; i < COLS; i++)
    hq[i] = (i % 5) * 0.5f - 0.75f;
  float *dm, *dq, *dout, *dmax;
  int *dp;
  cudaMalloc(&dp, sizeof hp);
  cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
  cudaMalloc(&dm, sizeof h);
  cudaMalloc(&dq, sizeof hq);
  cudaMalloc(&dout, sizeof o);
  cudaMalloc(&dmax, sizeof m);
  cudaMemcpy(dm, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dq, hq, sizeof hq, cudaMemcpyHostToDevice);
  rows<<<1, NWARPS * WARP>>>(dm, dp, dq, nrows, dout, dmax);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(m, dmax, sizeof m, cudaMemcpyDeviceToHost);
  int bad = 0;
  const int slots = NWARPS * WARP / GROUP;
  float want_max[slots];
  for (int s = 0; s < slots; s++)
    want_max[s] = -FLT_MAX;
  for (int r = 0; r < nrows; r++) {
    /* the kernel's order: each member sums its own float2s, then the group tree */
    float part[GROUP];
    for (int mbr = 0; mbr < GROUP; mbr++) {
      part[mbr] = 0.f;
      for (int j = 0; j < VECS; j++) {
        int c = 2 * (mbr + j * GROUP);
        part[mbr] += hq[c] * h[hp[r] * COLS + c] + hq[c + 1] * h[hp[r] * COLS + c + 1];
      }
    }
    float want = (part[0] + part[2]) + (part[1] + part[3]);
    if (o[r] != want && bad++ < 5)
      printf("row %d: %g, want %g\n", r, o[r], want);
    int s = r % slots;
    want_max[s] = want > want_max[s] ? want : want_max[s];
  }
  for (int s = 0; s < slots; s++)
    if (m[s] != want_max[s] && bad++ < 10)
      printf("max %d: %g, want %g\n", s, m[s], want_max[s]);
  cudaFree(dm);
  cudaFree(dq);
  cudaFree(dout);
  cudaFree(dmax);
  cudaFree(dp);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
