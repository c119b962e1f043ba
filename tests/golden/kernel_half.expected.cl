// OpenCL C 1.2 migrated by cuport from kernel_half.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

cuport_half scale(cuport_half x, float s)
{ return cuport_hmul(x, cuport_float2half(s)); }

__kernel void mix_halves(__global const cuport_half *in, __global cuport_half2 *pairs, __global cuport_half *out, __global float *f, cuport_half bias, int n)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i >= n)
    return;
  cuport_half x = in[i];
  cuport_half y = cuport_float2half(2.0f);
  cuport_half z = cuport_float2half((float)(1));
  cuport_half w = cuport_double2half(0.5);
  float g = ((float)(cuport_half2float(x))) + (float)cuport_half2float(y);
  cuport_hadd_assign(x, bias);
  out[i] = cuport_hsub(scale(cuport_hadd(x, y), 3.0f), cuport_hmul(z, w));
  cuport_half2 p = cuport_floats2half2_rn(g, 1.0f);
  pairs[i] = cuport_hadd2(cuport_hfma2(p, pairs[i], cuport_halves2half2(x, cuport_hneg(y))), p);
  if (cuport_hgt(x, y) && cuport_hbeq2(cuport_hgt2(p, p), p))
    f[i] = cuport_low2float(pairs[i]);
  // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
  f[i] += cuport_half2float(cuport_shfl_down_f16(cuport_ws, 0xffffffff, x, 1, 32));
  cuport_atomic_add_global_f16x2(&pairs[0], p);
  cuport_atomic_add_global_f16(out + 1, x);
  cuport_hadd_assign(out[n - i], w);
}
