// CUDA's version macros tested in device code: the .cl defines the ones its code tests with
// the values the parse saw (cuport's headers: CUDA 12.8), so each #if keeps the branch
// that was translated; CUDA_VERSION only where cuda.h defined it, as nvcc does.
#include <cuda.h>

__device__ unsigned vote(int pred)
{
#if (CUDART_VERSION < 9000)
    return __ballot(pred);
#else
    return __ballot_sync(0xffffffff, pred);
#endif
}

__global__ void versions(int *out, unsigned *votes)
{
    votes[threadIdx.x] = vote(threadIdx.x & 1);
#if CUDA_VERSION >= 12080 && __CUDACC_VER_MAJOR__ >= 12
    out[threadIdx.x] = __CUDACC_VER_MINOR__;
#elif defined(__CUDACC__)
    out[threadIdx.x] = -1;
#endif
}

void run(int *out, unsigned *votes)
{
    versions<<<1, 32>>>(out, votes);
}
