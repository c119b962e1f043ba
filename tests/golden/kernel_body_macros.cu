// Macros defined inside device function bodies: one the unit defines once is copied,
// translated, to the top of the .cl and leaves the body (with its #undef); a name defined
// differently in two kernels keeps its definitions where they are.
__device__ float twice(float x) { return 2.0f * x; }
struct S {
  __device__ static float tw(float x) { return 2.0f * x; }
  __device__ float run(float v) {
    #define STEP(a) a = tw(a) + 1.0f;
    STEP(v)
    return v;
  }
};
__global__ void k(float *out)
{
  #define BUMP(a) a = twice(a) + __int2float_rn(threadIdx.x);
  float v = out[threadIdx.x];
  BUMP(v)
  S s;
  out[threadIdx.x] = s.run(v);
}
__global__ void ka(float *o)
{
#define F(x) ((x) * 2.0f)
  o[threadIdx.x] = F(o[threadIdx.x]);
#undef F
}
__global__ void kb(float *o)
{
#define F(x) ((x) + 1.0f)
  o[threadIdx.x] = F(o[threadIdx.x]);
#undef F
}
__global__ void kc(float *o)
{
#define G(v) ((v) - (float)threadIdx.x)
  o[threadIdx.x] = G(o[threadIdx.x]);
#undef G
}
int main()
{
  float *o;
  cudaMalloc(&o, 64 * sizeof(float));
  k<<<1, 64>>>(o);
  ka<<<1, 64>>>(o);
  kb<<<1, 64>>>(o);
  kc<<<1, 64>>>(o);
  cudaDeviceSynchronize();
  return 0;
}
