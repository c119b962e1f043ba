// complex_numbers: cuComplex.h in device and host code.  A kernel applies each function of
// the float and the double family to pairs of complex numbers; the host computes the same
// with the same functions and with a plain long double reference, and both must agree.
// The pairs include values near the ends of the float range, where only CUDA's scaled
// division and overflow-safe absolute value give a finite, accurate result.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <cfloat>
#include <cuda_runtime.h>
#include <cuComplex.h>

#define CHECK(x)                                                                      \
  do {                                                                                \
    cudaError_t e_ = (x);                                                             \
    if (e_ != cudaSuccess) {                                                          \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__);         \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

enum { ADD, SUB, MUL, DIV, FMA, CONJ, ABS, PARTS, WIDEN, NARROW, OPS };

struct Pair {
  cuDoubleComplex a, b;   // a struct of complex members travels as CUDA lays it out
};

__device__ cuFloatComplex scale_by(cuFloatComplex z, float s)
{
  return make_cuFloatComplex(cuCrealf(z) * s, cuCimagf(z) * s);
}

__global__ void float_ops(const cuFloatComplex *a, const cuComplex *b, cuFloatComplex *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  cuFloatComplex x = a[i], y = b[i];
  cuFloatComplex *o = out + i * OPS;
  o[ADD] = cuCaddf(x, y);
  o[SUB] = cuCsubf(x, y);
  o[MUL] = cuCmulf(x, y);
  o[DIV] = cuCdivf(x, y);
  o[FMA] = cuCfmaf(x, y, scale_by(x, 0.5f));
  o[CONJ] = cuConjf(x);
  o[ABS] = make_cuComplex(cuCabsf(x), cuCabsf(y));
  o[PARTS] = make_cuFloatComplex(cuCimagf(x), cuCrealf(y));
  cuDoubleComplex w = cuComplexFloatToDouble(x);
  o[WIDEN] = make_cuFloatComplex((float)(cuCreal(w) * 2.0), (float)cuCimag(w));
  o[NARROW] = cuComplexDoubleToFloat(make_cuDoubleComplex(cuCreal(w) / 3.0, 1.0));
}

__global__ void double_ops(const Pair *p, cuDoubleComplex *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  cuDoubleComplex x = p[i].a, y = p[i].b;
  cuDoubleComplex *o = out + i * OPS;
  o[ADD] = cuCadd(x, y);
  o[SUB] = cuCsub(x, y);
  o[MUL] = cuCmul(x, y);
  o[DIV] = cuCdiv(x, y);
  o[FMA] = cuCfma(x, y, make_cuDoubleComplex(1.0, -1.0));
  o[CONJ] = cuConj(x);
  o[ABS] = make_cuDoubleComplex(cuCabs(x), cuCabs(y));
  o[PARTS] = make_cuDoubleComplex(cuCimag(x), cuCreal(y));
  o[WIDEN] = x;
  o[NARROW] = y;
}

static bool near(long double got, long double want, long double tol)
{
  if (std::isnan((double)want))
    return std::isnan((double)got);
  long double scale = fabsl(want) > 1 ? fabsl(want) : 1;
  return fabsl(got - want) <= tol * scale;
}

// The long double reference of one float pair: what each slot must hold.
static void reference(cuFloatComplex x, cuFloatComplex y, long double r[OPS][2])
{
  long double xr = x.x, xi = x.y, yr = y.x, yi = y.y, d = yr * yr + yi * yi;
  long double v[OPS][2] = {
      {xr + yr, xi + yi}, {xr - yr, xi - yi}, {xr * yr - xi * yi, xr * yi + xi * yr},
      {(xr * yr + xi * yi) / d, (xi * yr - xr * yi) / d},
      {xr * yr - xi * yi + xr / 2, xr * yi + xi * yr + xi / 2}, {xr, -xi},
      {sqrtl(xr * xr + xi * xi), sqrtl(yr * yr + yi * yi)}, {xi, yr},
      {(long double)(float)(xr * 2), xi}, {(long double)(float)(xr / 3), 1}};
  memcpy(r, v, sizeof v);
}

int main(int argc, char **argv)
{
  int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 256 : 4096;
  cuFloatComplex *ha = (cuFloatComplex *)malloc(n * sizeof *ha);
  cuComplex *hb = (cuComplex *)malloc(n * sizeof *hb);
  Pair *hp = (Pair *)malloc(n * sizeof *hp);
  srand(7);
  for (int i = 0; i < n; i++) {
    float s = (i % 8 == 1) ? 1e30f : (i % 8 == 2) ? 1e-30f : 1.0f;   // the float range's edges
    ha[i] = make_cuFloatComplex(s * (rand() % 2001 - 1000) / 100.0f, s * (rand() % 2001 - 1000) / 100.0f);
    hb[i] = make_cuComplex(s * (rand() % 2001 - 1000) / 100.0f + s * 0.5f, s * (rand() % 200 + 1) / 100.0f);
    hp[i].a = cuComplexFloatToDouble(ha[i]);
    hp[i].b = make_cuDoubleComplex(hb[i].x, (double)hb[i].y * 3.0);
  }
  cuFloatComplex *da, *db, *dfo;
  Pair *dp;
  cuDoubleComplex *ddo;
  CHECK(cudaMalloc(&da, n * sizeof *da));
  CHECK(cudaMalloc(&db, n * sizeof *db));
  CHECK(cudaMalloc(&dp, n * sizeof *dp));
  CHECK(cudaMalloc(&dfo, n * OPS * sizeof *dfo));
  CHECK(cudaMalloc(&ddo, n * OPS * sizeof *ddo));
  CHECK(cudaMemcpy(da, ha, n * sizeof *da, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb, n * sizeof *db, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dp, hp, n * sizeof *dp, cudaMemcpyHostToDevice));
  float_ops<<<(n + 63) / 64, 64>>>(da, db, dfo, n);
  double_ops<<<(n + 63) / 64, 64>>>(dp, ddo, n);
  CHECK(cudaGetLastError());
  cuFloatComplex *fo = (cuFloatComplex *)malloc(n * OPS * sizeof *fo);
  cuDoubleComplex *dout = (cuDoubleComplex *)malloc(n * OPS * sizeof *dout);
  CHECK(cudaMemcpy(fo, dfo, n * OPS * sizeof *fo, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(dout, ddo, n * OPS * sizeof *dout, cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < n; i++) {
    long double r[OPS][2];
    reference(ha[i], hb[i], r);
    // the same functions on the host
    cuFloatComplex h[OPS] = {cuCaddf(ha[i], hb[i]), cuCsubf(ha[i], hb[i]), cuCmulf(ha[i], hb[i]),
                             cuCdivf(ha[i], hb[i]), cuCfmaf(ha[i], hb[i], make_cuFloatComplex(ha[i].x / 2, ha[i].y / 2)),
                             cuConjf(ha[i]), make_cuFloatComplex(cuCabsf(ha[i]), cuCabsf(hb[i])),
                             make_cuFloatComplex(cuCimagf(ha[i]), cuCrealf(hb[i])),
                             make_cuFloatComplex(ha[i].x * 2, ha[i].y),
                             cuComplexDoubleToFloat(make_cuDoubleComplex((double)ha[i].x / 3.0, 1.0))};
    bool edge = i % 8 == 1 || i % 8 == 2;
    for (int k = 0; k < OPS; k++) {
      // products of values near the edges overflow or underflow in float, as they do in CUDA
      if (edge && (k == MUL || k == FMA))
        continue;
      long double tol = k == DIV || k == ABS ? 1e-5L : 1e-6L;
      bool ok = near(fo[i * OPS + k].x, r[k][0], tol) && near(fo[i * OPS + k].y, r[k][1], tol) &&
                near(h[k].x, r[k][0], tol) && near(h[k].y, r[k][1], tol);
      if (!ok && bad++ < 5)
        printf("float pair %d op %d: device (%g, %g) host (%g, %g) want (%Lg, %Lg)\n", i, k,
               fo[i * OPS + k].x, fo[i * OPS + k].y, h[k].x, h[k].y, r[k][0], r[k][1]);
    }
    cuDoubleComplex x = hp[i].a, y = hp[i].b;
    cuDoubleComplex g[OPS] = {cuCadd(x, y), cuCsub(x, y), cuCmul(x, y), cuCdiv(x, y),
                              cuCfma(x, y, make_cuDoubleComplex(1.0, -1.0)), cuConj(x),
                              make_cuDoubleComplex(cuCabs(x), cuCabs(y)),
                              make_cuDoubleComplex(cuCimag(x), cuCreal(y)), x, y};
    for (int k = 0; k < OPS; k++) {
      const cuDoubleComplex &d = dout[i * OPS + k];
      if (!near(d.x, g[k].x, 1e-13L) || !near(d.y, g[k].y, 1e-13L)) {
        if (bad++ < 5)
          printf("double pair %d op %d: device (%g, %g) host (%g, %g)\n", i, k, d.x, d.y, g[k].x, g[k].y);
      }
    }
    long double q = (long double)x.x * y.x + (long double)x.y * y.y, m = (long double)y.x * y.x + (long double)y.y * y.y;
    if (!edge && !near(g[DIV].x, q / m, 1e-13L))
      bad++;
  }
  // cuCabsf and cuCdivf where the plain formulas overflow: |(3e30, 4e30)| = 5e30
  cuFloatComplex big = make_cuFloatComplex(3e30f, 4e30f);
  cuFloatComplex one = cuCdivf(big, big);
  if (!near(cuCabsf(big), 5e30L, 1e-6L) || !near(one.x, 1, 1e-6L) || !near(one.y, 0, 1e-6L)) {
    printf("host: |big| %g, big / big (%g, %g)\n", cuCabsf(big), one.x, one.y);
    bad++;
  }
  printf("%d pairs, %d mismatches\n", n, bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  CHECK(cudaFree(da));
  CHECK(cudaFree(db));
  CHECK(cudaFree(dp));
  CHECK(cudaFree(dfo));
  CHECK(cudaFree(ddo));
  free(ha); free(hb); free(hp); free(fo); free(dout);
  return bad ? 1 : 0;
}
