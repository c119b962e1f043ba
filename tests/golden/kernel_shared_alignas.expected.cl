// OpenCL C 1.2 migrated by cuport from kernel_shared_alignas.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float rotate_(float x, __local float *rotate_ring, __local float *rotate_quads)
{
  /* __shared__ ring: a parameter */
  /* __shared__ quads: a parameter */
  rotate_ring[get_local_id(0)] = x;
  rotate_quads[get_local_id(0)] = 2.0f * x;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  return rotate_ring[((uint)get_local_id(0) + 1) % 64] + rotate_quads[(uint)get_local_id(0) ^ 1];
}

__kernel void kern(__global float *out, int twice)
{
    __local float rotate_ring[64] __attribute__((aligned(32)));
    __local float rotate_quads[64] __attribute__((aligned(32)));
    __local double wide[8] __attribute__((aligned(64)));
  float r = rotate_(out[get_local_id(0)], rotate_ring, rotate_quads);
  if (twice) {
    /* __shared__ wide: moved to the top of the kernel */
    if ((uint)get_local_id(0) < 8)
      wide[get_local_id(0)] = r;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    r += (float)wide[(uint)get_local_id(0) % 8];
  }
  out[get_local_id(0)] = r;
}
