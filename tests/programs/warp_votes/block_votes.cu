// Block-wide votes (__syncthreads_count, __syncthreads_and, __syncthreads_or; one in a
// device function, which receives the block's counter) back to back over 8 blocks launched
// many times: a count that includes another block's threads, or that takes one thread's
// predicate for all of them, fails.
#include <cstdio>

#include <cuda_runtime.h>

__device__ int blockAny(int p)
{
    return __syncthreads_or(p);
}

__global__ void blockVotes(const int *pred, unsigned *out, int rounds)
{
    unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned acc = 0;
    for (int r = 0; r < rounds; r++) {
        int p = pred[(tid + r * 5) % (gridDim.x * blockDim.x)];
        int count = __syncthreads_count(p);
        int all = __syncthreads_and(p);
        int any = blockAny(p);
        acc = acc * 131u + (unsigned)count * 4u + (unsigned)all * 2u + (unsigned)any;
    }
    out[tid] = acc;
}

int checkBlockVotes(bool quick)
{
    const unsigned block = 96, grid = 8, n = block * grid;
    const int rounds = 8, launches = quick ? 40 : 200;
    int *pred = new int[n], *dpred;
    unsigned *got = new unsigned[n], *dout;
    unsigned seed = 777u;
    int bad = 0;
    cudaMalloc(&dpred, n * sizeof(int));
    cudaMalloc(&dout, n * sizeof(unsigned));
    for (int launch = 0; launch < launches && !bad; launch++) {
        for (unsigned i = 0; i < n; i++) {
            seed = seed * 1664525u + 1013904223u;
            int kind = launch % 3;
            pred[i] = kind == 0 ? 1 : kind == 1 ? (int)((seed >> 20) & 1u) : ((seed >> 16) % 200 == 0);
        }
        cudaMemcpy(dpred, pred, n * sizeof(int), cudaMemcpyHostToDevice);
        blockVotes<<<grid, block>>>(dpred, dout, rounds);
        if (cudaMemcpy(got, dout, n * sizeof(unsigned), cudaMemcpyDeviceToHost) != cudaSuccess) {
            printf("FAIL: block votes: %s\n", cudaGetErrorString(cudaGetLastError()));
            bad = 1;
            break;
        }
        for (unsigned b = 0; b < grid && !bad; b++) {
            unsigned want = 0;
            for (int r = 0; r < rounds; r++) {
                unsigned count = 0;
                for (unsigned t = 0; t < block; t++)
                    count += pred[(b * block + t + r * 5) % n] != 0;
                want = want * 131u + count * 4u + (count == block) * 2u + (count != 0);
            }
            for (unsigned t = 0; t < block && !bad; t++)
                if (got[b * block + t] != want) {
                    printf("FAIL: launch %d, block %u, thread %u: block votes 0x%08x, expected 0x%08x\n",
                           launch, b, t, got[b * block + t], want);
                    bad = 1;
                }
        }
    }
    cudaFree(dpred);
    cudaFree(dout);
    delete[] pred;
    delete[] got;
    if (!bad)
        printf("%d launches of %u threads: __syncthreads_count/_and/_or agree\n", launches, n);
    return bad;
}
