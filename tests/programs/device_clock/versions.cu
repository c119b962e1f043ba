// CUDA's version macros tested inside device code take the branch the host side takes:
// CUDART_VERSION and CUDA_VERSION (cuda.h included), nvcc's __CUDACC_VER_MAJOR__ and
// __CUDACC__, and the legacy __ballot selected by #if CUDART_VERSION < 9000 as in old code.
#include <cuda.h>
#include "checks.h"

__device__ int vote(int pred)
{
#if (CUDART_VERSION < 9000)
    return __popc(__ballot(pred));
#else
    return __popc(__ballot_sync(0xffffffff, pred));
#endif
}

__global__ void versions(int *out)
{
    int votes = vote(threadIdx.x % 4 == 0);
    if (threadIdx.x != 0)
        return;
    out[0] = CUDART_VERSION;
    out[1] = CUDA_VERSION;
    out[2] = __CUDACC_VER_MAJOR__;
#if defined(__CUDACC__)
    out[3] = 1;
#else
    out[3] = 0;
#endif
#if CUDART_VERSION >= 11000 && __CUDACC_VER_MAJOR__ >= 11
    out[4] = 11;
#else
    out[4] = 10;
#endif
    out[5] = votes;
}

int check_versions(void)
{
    int failures = 0;
    int *d, h[6];
    CUDA_CHECK(cudaMalloc(&d, sizeof h));
    versions<<<1, 32>>>(d);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h[0] == CUDART_VERSION, "device CUDART_VERSION %d, host %d", h[0], CUDART_VERSION);
    EXPECT(h[1] == CUDA_VERSION, "device CUDA_VERSION %d, host %d", h[1], CUDA_VERSION);
    EXPECT(h[2] == __CUDACC_VER_MAJOR__, "device __CUDACC_VER_MAJOR__ %d, host %d", h[2],
           __CUDACC_VER_MAJOR__);
    EXPECT(h[3] == 1, "device code without __CUDACC__");
#if CUDART_VERSION >= 11000 && __CUDACC_VER_MAJOR__ >= 11
    EXPECT(h[4] == 11, "device took the pre-11 branch, the host the 11 one");
#else
    EXPECT(h[4] == 10, "device took the 11 branch, the host the pre-11 one");
#endif
    EXPECT(h[5] == 8, "ballot counted %d lanes of 8", h[5]);
    CUDA_CHECK(cudaFree(d));
    return failures;
}
