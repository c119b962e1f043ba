// OpenCL C 1.2 migrated by cuport from memory_hints_cuda13.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// CUDA 13's prefetch and advice name the place by a cudaMemLocation (prefetch also takes
// flags); CUDA 12's device-number forms and its _v2 names stay valid: all are migrated.
__kernel void inc(__global float *a, int n)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i < n)
    a[i] += 1;
}
