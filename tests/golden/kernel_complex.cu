// cuComplex.h: cuFloatComplex and cuDoubleComplex are float2 and double2 in the .cl, their
// functions the device header's cuport_c*; on the host cuport_complex.h's cuport* names.
#include <cuComplex.h>

typedef cuDoubleComplex zval;   // the user's typedef of a CUDA one keeps its name

__device__ cuComplex twist(cuComplex z) { return cuCmulf(z, make_cuComplex(0.0f, 1.0f)); }

__global__ void cplx(const cuFloatComplex *a, cuFloatComplex *out, zval *z, float *mag)
{
  int i = threadIdx.x;
  cuFloatComplex x = a[i];
  cuFloatComplex q = cuCdivf(cuCaddf(x, cuConjf(x)), make_cuFloatComplex(2.0f, 0.0f));
  out[i] = cuCfmaf(twist(x), q, cuCsubf(x, q));
  mag[i] = cuCabsf(x) + cuCrealf(q) - cuCimagf(q);
  cuDoubleComplex w = cuComplexFloatToDouble(x);
  z[i] = cuCadd(cuCmul(w, w), cuCdiv(w, make_cuDoubleComplex(cuCabs(w), 1.0)));
  out[i + 32] = cuComplexDoubleToFloat(cuConj(z[i]));
}

int main()
{
  cuFloatComplex h[32], *a, *o;
  zval *z;
  float *m;
  for (int i = 0; i < 32; i++)
    h[i] = make_cuFloatComplex(i, -i);
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&o, 2 * sizeof h);
  cudaMalloc(&z, 32 * sizeof(zval));
  cudaMalloc(&m, 32 * sizeof(float));
  cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
  cplx<<<1, 32>>>(a, o, z, m);
  cuDoubleComplex d = cuCsub(make_cuDoubleComplex(1, 2), cuComplexFloatToDouble(h[3]));
  return cuCreal(d) > cuCimag(d) ? 0 : 1;
}
