// Split barriers and asynchronous copies into shared memory, as CUDA 11+ code writes them:
// a block-scope cuda::barrier initialised by one thread (arrive_and_wait, and arrive/wait
// with a token in a device function taking the barrier by reference), per-thread
// cuda::pipeline stages filled with cuda::memcpy_async of an aligned_size_t, a block-scope
// pipeline with a shared state used by every thread, a copy shared out by the block
// (cuda::memcpy_async(block, ..., barrier) and cooperative_groups::memcpy_async + wait), and
// the __pipeline_* primitives with a zero fill. Each kernel's output is checked on the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define BLOCK 64
#define GRID 4
#define STAGES 3

// Every thread publishes a value, then reads its neighbours' after the split wait.
__device__ float neighbours(cuda::barrier<cuda::thread_scope_block> &bar, float *tmp, float v)
{
    tmp[threadIdx.x] = v;
    auto token = bar.arrive();
    bar.wait(std::move(token));
    float s = tmp[(threadIdx.x + 1) % blockDim.x] + tmp[(threadIdx.x + blockDim.x - 1) % blockDim.x];
    bar.arrive_and_wait();   // nobody overwrites tmp before everyone has read it
    return s;
}

__global__ void barrierKernel(const float *in, float *out, int rounds)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float tmp[BLOCK];
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    float v = in[blockIdx.x * blockDim.x + threadIdx.x];
    for (int r = 0; r < rounds; r++)
        v = neighbours(bar, tmp, v) * 0.5f;
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// Per-thread pipeline: STAGES chunks in flight, each thread copying its own float4.
__global__ void threadPipelineKernel(const float *in, float *out, int chunks)
{
    __shared__ alignas(16) float buf[STAGES][BLOCK * 4];
    const auto shape = cuda::aligned_size_t<alignof(float4)>(sizeof(float4));
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    const float *src = in + blockIdx.x * chunks * BLOCK * 4;
    int fetched = 0;
    for (; fetched < STAGES && fetched < chunks; fetched++) {
        pipe.producer_acquire();
        cuda::memcpy_async(&buf[fetched % STAGES][threadIdx.x * 4],
                           &src[fetched * BLOCK * 4 + threadIdx.x * 4], shape, pipe);
        pipe.producer_commit();
    }
    float acc = 0.0f;
    for (int c = 0; c < chunks; c++) {
        pipe.consumer_wait();
        __syncthreads();   // the neighbours' float4s too
        acc += buf[c % STAGES][(threadIdx.x * 4 + 5) % (BLOCK * 4)];
        __syncthreads();
        pipe.consumer_release();
        if (fetched < chunks) {
            pipe.producer_acquire();
            cuda::memcpy_async(&buf[fetched % STAGES][threadIdx.x * 4],
                               &src[fetched * BLOCK * 4 + threadIdx.x * 4], shape, pipe);
            pipe.producer_commit();
            fetched++;
        }
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// Block-scope pipeline every thread produces and consumes; its waits are the block's.
__global__ void blockPipelineKernel(const int *in, int *out, int chunks)
{
    __shared__ int buf[2][BLOCK];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
    auto block = cg::this_thread_block();
    auto pipe = cuda::make_pipeline(block, &state);
    const int *src = in + blockIdx.x * chunks * BLOCK;
    int sum = 0;
    pipe.producer_acquire();
    cuda::memcpy_async(block, buf[0], src, sizeof(int) * BLOCK, pipe);
    pipe.producer_commit();
    for (int c = 0; c < chunks; c++) {
        if (c + 1 < chunks) {
            pipe.producer_acquire();
            cuda::memcpy_async(block, buf[(c + 1) % 2], src + (c + 1) * BLOCK, sizeof(int) * BLOCK, pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        sum += buf[c % 2][BLOCK - 1 - threadIdx.x];
        pipe.consumer_release();
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

// A copy shared out by the block, completed through a barrier and through cg::wait.
__global__ void groupCopyKernel(const int *in, int *out)
{
    __shared__ int a[BLOCK * 2], b[BLOCK * 2];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();
    cuda::memcpy_async(block, a, in + blockIdx.x * BLOCK * 2, sizeof(int) * BLOCK * 2, bar);
    bar.arrive_and_wait();
    cg::memcpy_async(block, b, in + (GRID - 1 - blockIdx.x) * BLOCK * 2, sizeof(int) * BLOCK * 2);
    cg::wait(block);
    out[blockIdx.x * blockDim.x + threadIdx.x] = a[2 * BLOCK - 1 - threadIdx.x] - b[threadIdx.x * 2];
}

// The primitives: each thread copies 8 bytes, the last 4 of them zero-filled.
__global__ void primitivesKernel(const int2 *in, int2 *out)
{
    __shared__ int2 s[BLOCK];
    __pipeline_memcpy_async(&s[threadIdx.x], &in[blockIdx.x * BLOCK + threadIdx.x], sizeof(int2),
                            threadIdx.x % 2 ? 4 : 0);
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    out[blockIdx.x * BLOCK + threadIdx.x] = s[BLOCK - 1 - threadIdx.x];
}

static int failures = 0;
static void check(bool ok, const char *what, int i)
{
    if (!ok && failures++ < 10)
        printf("mismatch in %s at %d\n", what, i);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    const int rounds = 3, chunks = 5, n = GRID * BLOCK;
    std::vector<float> hf(GRID * chunks * BLOCK * 4);
    std::vector<int> hi(GRID * chunks * BLOCK * 2);
    for (size_t i = 0; i < hf.size(); i++)
        hf[i] = (float)(i % 97) * 0.25f;
    for (size_t i = 0; i < hi.size(); i++)
        hi[i] = (int)(i * 7 % 1009);
    float *df, *dof;
    int *di, *doi;
    CUDA_CHECK(cudaMalloc(&df, hf.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&di, hi.size() * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dof, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&doi, n * 2 * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(df, hf.data(), hf.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(di, hi.data(), hi.size() * sizeof(int), cudaMemcpyHostToDevice));
    std::vector<float> of(n);
    std::vector<int> oi(n * 2);

    barrierKernel<<<GRID, BLOCK>>>(df, dof, rounds);
    CUDA_CHECK(cudaMemcpy(of.data(), dof, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++) {
        std::vector<float> v(hf.begin() + blk * BLOCK, hf.begin() + (blk + 1) * BLOCK), w(BLOCK);
        for (int r = 0; r < rounds; r++) {
            for (int t = 0; t < BLOCK; t++)
                w[t] = (v[(t + 1) % BLOCK] + v[(t + BLOCK - 1) % BLOCK]) * 0.5f;
            v = w;
        }
        for (int t = 0; t < BLOCK; t++)
            check(of[blk * BLOCK + t] == v[t], "barrierKernel", blk * BLOCK + t);
    }

    threadPipelineKernel<<<GRID, BLOCK>>>(df, dof, chunks);
    CUDA_CHECK(cudaMemcpy(of.data(), dof, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int t = 0; t < BLOCK; t++) {
            float acc = 0.0f;
            for (int c = 0; c < chunks; c++)
                acc += hf[blk * chunks * BLOCK * 4 + c * BLOCK * 4 + (t * 4 + 5) % (BLOCK * 4)];
            check(of[blk * BLOCK + t] == acc, "threadPipelineKernel", blk * BLOCK + t);
        }

    blockPipelineKernel<<<GRID, BLOCK>>>(di, doi, chunks);
    CUDA_CHECK(cudaMemcpy(oi.data(), doi, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int t = 0; t < BLOCK; t++) {
            int sum = 0;
            for (int c = 0; c < chunks; c++)
                sum += hi[blk * chunks * BLOCK + c * BLOCK + BLOCK - 1 - t];
            check(oi[blk * BLOCK + t] == sum, "blockPipelineKernel", blk * BLOCK + t);
        }

    groupCopyKernel<<<GRID, BLOCK>>>(di, doi);
    CUDA_CHECK(cudaMemcpy(oi.data(), doi, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int t = 0; t < BLOCK; t++) {
            int want = hi[blk * BLOCK * 2 + 2 * BLOCK - 1 - t] - hi[(GRID - 1 - blk) * BLOCK * 2 + t * 2];
            check(oi[blk * BLOCK + t] == want, "groupCopyKernel", blk * BLOCK + t);
        }

    primitivesKernel<<<GRID, BLOCK>>>((const int2 *)di, (int2 *)doi);
    CUDA_CHECK(cudaMemcpy(oi.data(), doi, n * 2 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int t = 0; t < BLOCK; t++) {
            int src = BLOCK - 1 - t, i = blk * BLOCK + t;
            int x = hi[(blk * BLOCK + src) * 2], y = src % 2 ? 0 : hi[(blk * BLOCK + src) * 2 + 1];
            check(oi[i * 2] == x && oi[i * 2 + 1] == y, "primitivesKernel", i);
        }

    CUDA_CHECK(cudaFree(df));
    CUDA_CHECK(cudaFree(di));
    CUDA_CHECK(cudaFree(dof));
    CUDA_CHECK(cudaFree(doi));
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
