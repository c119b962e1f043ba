// The device heap: malloc/free, new/delete and the device runtime's cudaMalloc/cudaFree in
// kernels take the runtime's heap as the hidden parameter cuport_heap (passed down to a
// device function that allocates); new T(args) runs the constructor and stores the object
// into its block; new T[n] of a plain type is a malloc; a placement new puts the object
// where it is told (shared memory: no heap); cudaMalloc stores into a pointer kept in a
// local, a struct member or a pointer table (what is refused: kernel_device_heap_refused).
#include <cstdio>

struct Pair {
  int a, b;
  __device__ Pair(int x) : a(x), b(2 * x) {}
};

struct Plain {
  int a;
  float f;
};

struct Mesh {
  int n;
  float *verts;
};

__device__ float *scratch(int n)
{
  return (float *)malloc(n * sizeof(float));
}

__global__ void heap(int **slots, Mesh *m, float **tables, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = (int *)malloc(4 * sizeof(int));
  slots[i] = p;
  float *f = scratch(n);
  free(f);
  Pair *q = new Pair(i);
  Plain *z = new Plain();
  Plain *u = new Plain;
  int *v = new int(7);
  int *row = new int[n];
  delete q;
  delete z;
  delete u;
  delete v;
  delete[] row;
  float *local;
  if (cudaMalloc((void **)&local, n * sizeof(float)) == cudaSuccess)
    cudaFree(local);
  cudaMalloc((void **)&m[i].verts, m[i].n * sizeof(float));
  cudaMalloc((void **)&tables[i], sizeof(float));
}

__global__ void placed(int *out)
{
  __shared__ __align__(8) unsigned char buf[sizeof(Pair)];
  __shared__ Pair *shared_pair;
  if (threadIdx.x == 0)
    shared_pair = new (buf) Pair(3);
  __syncthreads();
  out[threadIdx.x] = shared_pair->b;
}

int main()
{
  int **slots;
  Mesh *m;
  float **tables;
  int *out;
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 20);
  heap<<<1, 32>>>(slots, m, tables, 8);
  placed<<<1, 32>>>(out);
  return 0;
}
