// A source written on Windows (CRLF line ends): the launch macro whose parameter is the
// kernel launches kernels that take different device variables, so it is rewritten to
// launch by the kernel's address; a __managed__ variable spelled through the program's own
// macro is reported as one spelled directly is.
#define MANAGED __managed__
#define run(k, blocks, threads) \
  { \
    k<<<blocks, threads>>>(); \
    cudaDeviceSynchronize(); \
  }

__device__ int counts[64];
__device__ int total;
MANAGED __device__ int done;

__global__ void fill()
{
  counts[threadIdx.x] = threadIdx.x;
}

__global__ void sum()
{
  atomicAdd(&total, counts[threadIdx.x]);
  done = 1;
}

int main()
{
  run(fill, 1, 64);
  run(sum, 1, 64);
  return done ? 0 : 1;
}
