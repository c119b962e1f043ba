// OpenCL C 1.2 migrated by cuport from kernel_half_refused.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void shift_halves(__global cuport_half *out, cuport_half w, int n)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  cuport_hadd_assign(out[n - i], w);
  // CUPORT1206:1: 'operator-=' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  out[min(i, n - 1)] -= w;   // its left operand would be evaluated twice: reported // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_half_refused.cl:9:22: invalid operands to binary expression ('__global cuport_half' and '__private cuport_half'); the .cl is written, but the runtime cannot build it until it is fixed
}
