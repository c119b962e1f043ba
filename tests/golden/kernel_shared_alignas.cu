// __shared__ arrays that cuport declares anew keep the alignment CUDA code asks for: a
// device function's (hoisted into its kernel) with a literal and with alignof, and a
// kernel's own declared in a nested block (moved to the top of the kernel).
struct alignas(32) Quad {
  float v[8];
};

__device__ float rotate(float x)
{
  __shared__ alignas(32) float ring[64];
  __shared__ alignas(alignof(Quad)) float quads[64];
  ring[threadIdx.x] = x;
  quads[threadIdx.x] = 2.0f * x;
  __syncthreads();
  return ring[(threadIdx.x + 1) % 64] + quads[threadIdx.x ^ 1];
}

__global__ void kern(float *out, int twice)
{
  float r = rotate(out[threadIdx.x]);
  if (twice) {
    __shared__ alignas(64) double wide[8];
    if (threadIdx.x < 8)
      wide[threadIdx.x] = r;
    __syncthreads();
    r += (float)wide[threadIdx.x % 8];
  }
  out[threadIdx.x] = r;
}

int main()
{
  float *out;
  cudaMalloc(&out, 64 * sizeof(float));
  kern<<<1, 64>>>(out, 1);
  cudaDeviceSynchronize();
  return 0;
}
