// OpenCL C 1.2 migrated by cuport from kernel_converge_ref.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

void reduce(__private double *sum, cuport_group tile, __global double *out, __local ulong *cuport_ws, int cuport_active)
{
CUPORT_PRAGMA_UNROLL_SYNC()
  for (int offset = 32u / 2; offset > 0; offset /= 2)
    // CUPORT1207:0: 'shfl_down' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    { double cuport_t = (*sum); cuport_t += cuport_shfl_down_f64(cuport_ws, 0xffffffffu, (*sum), offset, 32); if (cuport_active) (*sum) = cuport_t; }
  if (cuport_active) if (cuport_tile_rank(32u) == 0)
    out[cuport_tile_meta_rank(32u)] = (*sum);
}

__kernel void k(__global const double *in, __global double *out, int n)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
  /* b: the thread block */
  /* t: a tile of 32 threads */
  double s = 0;
  for (int i = get_local_id(0); i < n; i += (uint)get_local_size(0))
    s += in[i];
  { const bool cuport_p0 = ((uint)get_local_id(0) < 64);
    reduce(&(s), cuport_tile_group(32u), out, cuport_ws, cuport_p0); }
}
