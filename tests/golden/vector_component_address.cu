// The address of a component of a vector OpenCL C holds as its own (float4, uint4, int2,
// double2): an offset into the vector's address, in the vector's space.
__device__ float first(float4 *p) { return (&p->x)[0] + *(&p->y); }

__global__ void k(float4 *g, float *out)
{
  __shared__ uint4 s[32];
  float4 v = g[threadIdx.x];
  uint4 u = make_uint4(1, 2, 3, 4);
  s[threadIdx.x] = u;
  float r = 0.f;
  for (int i = 0; i < 4; i++)
    r += (&v.x)[i] + (float)(&s[threadIdx.x].x)[i] + (&g[0].x)[i];
  double2 d = make_double2(1.0, 2.0);
  double *dp = &d.y;
  (&v.x)[threadIdx.x & 3] = r + (float)*dp;
  out[threadIdx.x] = first(&v);
}
