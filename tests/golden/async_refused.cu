// Split barriers that a work-group barrier cannot express (kernel/async.c): threads that
// arrive without waiting, leave the barrier, or arrive for others; a barrier in global memory.
// Each is kept as written with CUPORT1251.
#include <cuda/barrier>

__device__ cuda::barrier<cuda::thread_scope_device> grid_bar;

__global__ void refused(int *out)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (threadIdx.x == 0)
        init(&bar, blockDim.x * blockDim.y);
    __syncthreads();
    out[threadIdx.x] = threadIdx.x;
    if (threadIdx.x >= 32) {
        bar.arrive();
        bar.arrive_and_drop();
        return;
    }
    auto token = bar.arrive(2);
    bar.wait(std::move(token));
    grid_bar.arrive_and_wait();
}

int main()
{
    refused<<<1, 64>>>(nullptr);
    return 0;
}
