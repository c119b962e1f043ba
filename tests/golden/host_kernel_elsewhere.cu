// A kernel declared here and defined in another unit (ordinary CUDA, no -rdc): the launch
// names it, and the runtime finds it in the program of the unit that defines it, with the
// hidden parameters that unit declares. This unit has no kernel of its own, so its program
// declares none, and an extern __device__ variable is the defining unit's symbol.
#include <cuda_runtime.h>

__global__ void scale_elsewhere(float *v, float s, int n);
template <typename T> __global__ void fill_elsewhere(T *v, T x, int n);
extern __device__ int hits;

void run(float *v, int *iv, int n, cudaStream_t st)
{
    scale_elsewhere<<<(n + 255) / 256, 256, 0, st>>>(v, 2.0f, n);
    fill_elsewhere<<<(n + 255) / 256, 256>>>(iv, 7, n);
    int zero = 0;
    cudaMemcpyToSymbol(hits, &zero, sizeof zero);
}
