// OpenCL C 1.2 migrated by cuport from kernel_shared_pointers.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define WARPS 4

__kernel void rows(__global int *out, __local uint4 *cuport_dynamic_shared)
{
  __local int *smem = (__local int *)cuport_dynamic_shared;
  __local volatile int *counts[4];
  for (int i = 0; i < 4; ++i)
    counts[i] = (__local volatile int *)&smem[i * WARPS];
  int w = (uint)get_local_id(0) / 32;
  if ((uint)get_local_id(0) % 32 == 0)
    for (int i = 0; i < 4; ++i)
      counts[i][w] = i * w;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if ((uint)get_local_id(0) < 4)
    out[get_local_id(0)] = counts[get_local_id(0)][WARPS - 1];
}

__kernel void shared_ptr(__global float *in, __global float *out)
{
  __local float tile[64] __attribute__((aligned(16)));
  __global float *__local src;
  __local float *__local dst;
  if ((uint)get_local_id(0) == 0) {
    src = in + (uint)get_group_id(0) * 64;
    dst = tile;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  dst[get_local_id(0)] = src[get_local_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[get_local_id(0)] = tile[63 - (uint)get_local_id(0)];
}
