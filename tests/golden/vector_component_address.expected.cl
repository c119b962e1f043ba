// OpenCL C 1.2 migrated by cuport from vector_component_address.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// The address of a component of a vector OpenCL C holds as its own (float4, uint4, int2,
// double2): an offset into the vector's address, in the vector's space.
float first(__private float4 *p)
{ return (((__private float *)p))[0] + *(((__private float *)p + 1)); }

__kernel void k(__global float4 *g, __global float *out)
{
  __local uint4 s[32];
  float4 v = g[get_local_id(0)];
  uint4 u = (uint4)(1, 2, 3, 4);
  s[get_local_id(0)] = u;
  float r = 0.f;
  for (int i = 0; i < 4; i++)
    r += (((__private float *)&v))[i] + (float)(((__local unsigned int *)&s[get_local_id(0)]))[i] + (((__global float *)&g[0]))[i];
  double2 d = (double2)(1.0, 2.0);
  double *dp = ((__private double *)&d + 1);
  (((__private float *)&v))[(uint)get_local_id(0) & 3] = r + (float)*dp;
  out[get_local_id(0)] = first(&v);
}
