// Split barriers and asynchronous copies (kernel/async.c): what becomes a work-group
// barrier, what is made at once, and what cuport reports because no work-group barrier can
// express it (async_refused.cu: what is kept as written).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
namespace cg = cooperative_groups;

__device__ float exchange(cuda::barrier<cuda::thread_scope_block> &bar, float *tmp, float v)
{
    tmp[threadIdx.x] = v;
    auto token = bar.arrive();
    bar.wait(std::move(token));
    return tmp[blockDim.x - 1 - threadIdx.x];
}

__global__ void barriers(float *out, int n)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar, half;
    __shared__ float tmp[256];
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) {
        init(&bar, block.size());
        init(&half, n);   // not visibly the block's size: CUPORT1250
    }
    block.sync();
    out[threadIdx.x] = exchange(bar, tmp, out[threadIdx.x]);
    bar.arrive_and_wait();
    half.arrive_and_wait();
}

__global__ void copies(const float4 *in, float4 *out)
{
    __shared__ float4 stage[2][128];
    __shared__ float words[128];
    auto block = cg::this_thread_block();
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    pipe.producer_acquire();
    cuda::memcpy_async(&stage[0][threadIdx.x], &in[threadIdx.x],
                       cuda::aligned_size_t<16>(sizeof(float4)), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    pipe.consumer_release();
    cg::memcpy_async(block, words, (const float *)in, sizeof(words));
    cg::wait(block);
    __pipeline_memcpy_async(&stage[1][threadIdx.x], &in[threadIdx.x + 128], 16, 4);
    __pipeline_commit();
    __pipeline_wait_prior(0);
    out[threadIdx.x].x = stage[0][threadIdx.x].x + stage[1][threadIdx.x].y + words[threadIdx.x];
}

__global__ void roles(const int *in, int *out)
{
    __shared__ int buf[4][64];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 4> state;
    auto block = cg::this_thread_block();
    auto shared = cuda::make_pipeline(block, &state);
    shared.producer_acquire();
    cuda::memcpy_async(block, buf[0], in, sizeof(int) * 64, shared);
    shared.producer_commit();
    shared.consumer_wait();
    shared.consumer_release();
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 4> state2;
    const auto role = threadIdx.x < 32 ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
    auto split = cuda::make_pipeline(block, &state2, role);
    if (threadIdx.x < 32) {
        split.producer_acquire();
        cuda::memcpy_async(&buf[1][threadIdx.x], &in[threadIdx.x], sizeof(int), split);
        split.producer_commit();
    } else {
        split.consumer_wait();   // CUPORT1252
        out[threadIdx.x] = buf[0][threadIdx.x % 64] + buf[1][threadIdx.x % 32];
        split.consumer_release();
    }
}

int main()
{
    barriers<<<1, 64>>>(nullptr, 64);
    copies<<<1, 128>>>(nullptr, nullptr);
    roles<<<1, 64>>>(nullptr, nullptr);
    return 0;
}
