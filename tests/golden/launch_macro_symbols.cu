// A launch macro whose parameter is the kernel, over kernels that take different
// __device__ variables: launched by the kernel's address, whose table entry supplies them.
__device__ int counter;
__device__ float scale;

#define run(k, blocks) k<<<blocks, 64>>>()

__global__ void count() { atomicAdd(&counter, 1); }
__global__ void rescale() { scale *= 2.0f; }
__global__ void plain() {}

void all()
{
  run(count, 4);
  run(rescale, 1);
  run(plain, 2);
}
