// OpenCL C 1.2 migrated by cuport from kernel_bf16.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

cuport_bfloat16 scale(cuport_bfloat16 x, float s)
{ return cuport_hmul_bf16(x, cuport_float2bfloat16(s)); }

cuport_bfloat16 convert___nv_bfloat16_(float v)
{ return cuport_float2bfloat16(v); }

cuport_half convert___half_(float v)
{ return cuport_float2half(v); }

__kernel void mix_(__global const cuport_bfloat16 *in, __global cuport_bfloat162 *pairs, __global cuport_bfloat16 *out, __global float *f, __global cuport_half *h, cuport_bfloat16 bias, int n)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i >= n)
    return;
  cuport_bfloat16 x = in[i];
  cuport_bfloat16 y = cuport_float2bfloat16(2.0f);
  cuport_bfloat16 z = cuport_int2bfloat16_rn(3);
  cuport_bfloat16 w = cuport_double2bfloat16(0.5);
  cuport_bfloat16 big = cuport_ll2bfloat16_rn(16777217L);
  float g = ((float)(cuport_bfloat162float(x))) + (float)cuport_bfloat162float(y);
  cuport_hadd_assign_bf16(x, bias);
  out[i] = cuport_hadd_bf16(cuport_hsub_bf16(scale(cuport_hadd_bf16(x, y), 3.0f), cuport_hmul_bf16(z, w)), big);
  h[i] = cuport_hmul(h[i], cuport_float2half(g));
  cuport_bfloat162 p = cuport_floats2bfloat162_rn(g, 1.0f);
  pairs[i] = cuport_hadd2_bf16(cuport_hfma2_bf16(p, pairs[i], cuport_halves2bfloat162(x, cuport_hneg_bf16(y))), cuport_hmul2_bf16(p, p));
  if (cuport_hgt_bf16(x, y) && cuport_hgt_bf16(x, y) && !(cuport_heq_bf16(x, y)))
    f[i] = cuport_low2float_bf16(pairs[i]) + cuport_high2float_bf16(cuport_float22bfloat162_rn((float2)(g, g)));
  // CUPORT1207:0: '__shfl_xor_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
  f[i] += cuport_bfloat162float(cuport_shfl_xor_bf16(cuport_ws, 0xffffffff, x, 1, 32)) + cuport_bfloat162int_rn(cuport_hsqrt_bf16(y));
  cuport_bfloat16 e = cuport_float2bfloat16(cuport_half2float(h[i]));
  out[n - i] = cuport_hdiv_bf16(cuport_hmax_bf16(e, cuport_ushort_as_bfloat16(0x3f80)), w);
  cuport_atomic_add_global_bf16x2(&pairs[0], p);
  cuport_atomic_add_global_bf16(out + 1, x);
  out[0] = cuport_hadd_bf16(cuport_hadd_bf16(convert___nv_bfloat16_(g), cuport_float2bfloat16((g * 2.0f))), x);
  h[0] = convert___half_(g);
  h[1] = cuport_float2half(cuport_bfloat162float(in[i]));   // through float, as CUDA's __half(__nv_bfloat16)
  out[2] = cuport_float2bfloat16(cuport_half2float(h[2]));
}
