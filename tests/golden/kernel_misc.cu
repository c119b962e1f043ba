// Block-wide votes, device printf with 64-bit formats, assert, identifiers that OpenCL C
// reserves (local, global, half...), and a reference into shared memory.
#include <cassert>
#include <cstdio>

__device__ int countPositive(const float *v, int &hits)
{
    int n = __syncthreads_count(v[threadIdx.x] > 0.0f);
    hits += n;
    return n;
}

__global__ void misc(const float *v, int *out, unsigned long long big)
{
    int hits = 0;
    int global = countPositive(v, hits);
    int all = __syncthreads_and(v[threadIdx.x] >= 0.0f);
    int any = __syncthreads_or(v[threadIdx.x] > 100.0f);
    assert(global >= 0);
    if (threadIdx.x == 0)
        printf("block %d: %d positive, all=%d any=%d, big=%llu size=%zu\n", blockIdx.x, global,
               all, any, big, sizeof(big));
    float half = v[0] * 0.5f;
    out[blockIdx.x] = global + hits + (int)half;
}

void run(const float *v, int *o) { misc<<<2, 64>>>(v, o, 1ull << 40); }
