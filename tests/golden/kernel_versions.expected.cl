// OpenCL C 1.2 migrated by cuport from kernel_versions.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

/* The CUDA version the code was migrated with, as its #if tests saw it. */
#define CUDART_VERSION 12080
#define CUDA_VERSION 12080
#define __CUDACC__ 1
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 8

unsigned int vote(int pred, __local ulong *cuport_ws)
{
#if (CUDART_VERSION < 9000)
    return __ballot(pred);
#else
    // CUPORT1207:0: '__ballot_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_ballot(cuport_ws, 0xffffffff, pred);
#endif
}

__kernel void versions(__global int *out, __global unsigned int *votes)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    votes[get_local_id(0)] = vote((uint)get_local_id(0) & 1, cuport_ws);
#if CUDA_VERSION >= 12080 && __CUDACC_VER_MAJOR__ >= 12
    out[get_local_id(0)] = __CUDACC_VER_MINOR__;
#elif defined(__CUDACC__)
    out[threadIdx.x] = -1;
#endif
}
