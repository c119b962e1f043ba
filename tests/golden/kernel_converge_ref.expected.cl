// OpenCL C 1.2 migrated by cuport from kernel_converge_ref.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

void reduce(__private double *sum, cuport_group tile, __global double *out, uchar bar, __local ulong *cuport_ws, int cuport_active)
{
CUPORT_PRAGMA_UNROLL_SYNC()
  for (int offset = 32u / 2; offset > 0; offset /= 2)
    // CUPORT1207:0: 'shfl_down' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    { double cuport_t = (*sum); cuport_t += cuport_shfl_down_f64(cuport_ws, 0xffffffffu, (*sum), offset, 32); if (cuport_active) (*sum) = cuport_t; }
  if (cuport_active) if (cuport_tile_rank(32u) == 0)
    out[cuport_tile_meta_rank(32u)] = (*sum);
  /* token: a barrier's arrival token, not needed */
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

__kernel void k(__global const double *in, __global double *out, int n)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
  /* bar: a barrier: its waits are work-group barriers */
  /* b: the thread block */
  if (cuport_linear_local_id() == 0)
    (void)0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  /* t: a tile of 32 threads */
  double s = 0;
  for (int i = get_local_id(0); i < n; i += (uint)get_local_size(0))
    s += in[i];
  reduce(&(s), cuport_tile_group(32u), out, (uchar)0, cuport_ws, 1);
}
