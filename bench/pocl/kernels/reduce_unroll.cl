/* A block sum made of warp sums (a shuffle-down loop) and a second warp sum over
   the warps' results, called five times in a loop: the shape of a kernel that
   reduces several vectors per step.  -DMODE= says how the shuffle loop is marked:
   0 #pragma unroll (as CUDA code often writes it), 1 nothing, 2 #pragma nounroll. */
#if MODE == 0
#define UNROLL _Pragma("unroll")
#elif MODE == 2
#define UNROLL _Pragma("nounroll")
#else
#define UNROLL
#endif

float warp_sum(float v, __local ulong *ws)
{
  UNROLL
  for (int d = 16; d > 0; d /= 2)
    v += cuport_shfl_down_f32(ws, 0xffffffffu, v, d, 32);
  return v;
}

float block_sum(__local const float *x, int n, __local float *part, __local ulong *ws)
{
  uint lane = get_local_id(0) % 32, warp = get_local_id(0) / 32;
  float v = 0.0f;
  for (int i = get_local_id(0); i < n; i += get_local_size(0))
    v += x[i];
  v = warp_sum(v, ws);
  if (lane == 0)
    part[warp] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  v = get_local_id(0) < get_local_size(0) / 32 ? part[lane] : 0.0f;
  v = warp_sum(v, ws);
  barrier(CLK_LOCAL_MEM_FENCE);
  return v;
}

__kernel void sums(__global float *out, __global const float *in, int n, int steps)
{
  __local float x[1024], part[32];
  CUPORT_WARP_SCRATCH(ws);
  float acc = 0.0f;
  for (int s = 0; s < steps; s++) {
    for (int i = get_local_id(0); i < n; i += get_local_size(0))
      x[i] = in[(size_t)s * n + i];
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += block_sum(x, n, part, ws);
    acc += block_sum(x, n / 2, part, ws);
    acc += block_sum(x, n / 4, part, ws);
    acc += block_sum(x, n / 8, part, ws);
    acc += block_sum(x, n / 16, part, ws);
  }
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = acc;
}
