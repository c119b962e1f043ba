// OpenCL C 1.2 migrated by cuport from kernel_complex.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef double2 zval;

float2 twist(float2 z)
{ return cuport_cmulf(z, cuport_make_cfloat(0.0f, 1.0f)); }

__kernel void cplx(__global const float2 *a, __global float2 *out, __global zval *z, __global float *mag)
{
  int i = get_local_id(0);
  float2 x = a[i];
  float2 q = cuport_cdivf(cuport_caddf(x, cuport_conjf(x)), cuport_make_cfloat(2.0f, 0.0f));
  out[i] = cuport_cfmaf(twist(x), q, cuport_csubf(x, q));
  mag[i] = cuport_cabsf(x) + cuport_crealf(q) - cuport_cimagf(q);
  double2 w = cuport_cfloat_to_double(x);
  z[i] = cuport_cadd(cuport_cmul(w, w), cuport_cdiv(w, cuport_make_cdouble(cuport_cabs(w), 1.0)));
  out[i + 32] = cuport_cdouble_to_float(cuport_conj(z[i]));
}
