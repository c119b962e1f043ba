// Grid-wide synchronisation: a cooperative launch sized by the occupancy calculator, whose
// kernel passes values between blocks through global memory across hundreds of
// grid.sync() barriers (written three ways: grid.sync(), cg::sync(grid) in a device
// function taking the grid by reference, this_grid().sync()), then sums the blocks'
// partial sums after a last barrier, as reductionMultiBlockCG does. A barrier that lets a
// block through early shows as a wrong element. The launch is repeated (the barrier's
// counter is reused), and a grid one block larger than the calculator allows is refused
// with cudaErrorCooperativeLaunchTooLarge.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cooperative_groups.h>
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

// One round: every element takes its right neighbour's value (in another block at the
// block's edge), written in the previous round.
__device__ void step(const cg::grid_group &grid, unsigned *from, unsigned *to, unsigned n,
                     unsigned round)
{
    for (unsigned i = grid.thread_rank(); i < n; i += grid.size())
        to[i] = from[i] + 3u * from[(i + 1) % n] + round;
    cg::sync(grid);
}

__global__ void rounds(unsigned *a, unsigned *b, unsigned n, int nrounds, unsigned *partial,
                       unsigned *total)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    __shared__ unsigned sum[BLOCK];
    for (int r = 0; r < nrounds; r += 2) {
        step(grid, a, b, n, (unsigned)r);
        for (unsigned i = grid.thread_rank(); i < n; i += grid.size())
            a[i] = b[i] ^ (b[(i + n - 1) % n] >> 3);
        grid.sync();
    }
    unsigned s = 0;
    for (unsigned i = grid.thread_rank(); i < n; i += grid.size())
        s += a[i];
    sum[block.thread_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        unsigned t = 0;
        for (int i = 0; i < BLOCK; i++)
            t += sum[i];
        partial[blockIdx.x] = t;
    }
    cg::this_grid().sync();
    if (grid.thread_rank() == 0) {
        unsigned t = 0;
        for (unsigned i = 0; i < gridDim.x; i++)
            t += partial[i];
        *total = t;
    }
}

static void host_rounds(std::vector<unsigned> &a, int nrounds)
{
    unsigned n = (unsigned)a.size();
    std::vector<unsigned> b(n);
    for (int r = 0; r < nrounds; r += 2) {
        for (unsigned i = 0; i < n; i++)
            b[i] = a[i] + 3u * a[(i + 1) % n] + (unsigned)r;
        for (unsigned i = 0; i < n; i++)
            a[i] = b[i] ^ (b[(i + n - 1) % n] >> 3);
    }
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    int dev = 0, coop = 0, sms = 0, perSm = 0;
    CUDA_CHECK(cudaGetDevice(&dev));
    CUDA_CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
    CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
    if (!coop || !prop.cooperativeLaunch) {
        printf("FAIL: the device does not say it supports cooperative launches\n");
        return 1;
    }
    CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, rounds, BLOCK, 0));
    int blocks = perSm * sms;
    if (blocks < 1) {
        printf("FAIL: occupancy %d blocks per multiprocessor\n", perSm);
        return 1;
    }
    unsigned n = (unsigned)(blocks * BLOCK * 3 + 5);
    int nrounds = quick ? 200 : 2000, launches = quick ? 4 : 20;
    std::vector<unsigned> h(n), want(n), got(n);
    for (unsigned i = 0; i < n; i++)
        h[i] = i * 2654435761u;
    unsigned *a, *b, *partial, *total;
    CUDA_CHECK(cudaMalloc(&a, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&b, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&partial, (blocks + 1) * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&total, sizeof(unsigned)));
    want = h;
    int bad = 0;
    for (int l = 0; l < launches && !bad; l++) {
        CUDA_CHECK(cudaMemcpy(a, want.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
        void *args[] = {&a, &b, &n, &nrounds, &partial, &total};
        CUDA_CHECK(cudaLaunchCooperativeKernel((void *)rounds, dim3(blocks), dim3(BLOCK), args, 0, 0));
        CUDA_CHECK(cudaDeviceSynchronize());
        host_rounds(want, nrounds);
        CUDA_CHECK(cudaMemcpy(got.data(), a, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
        unsigned t = 0, sum = 0;
        CUDA_CHECK(cudaMemcpy(&t, total, sizeof t, cudaMemcpyDeviceToHost));
        for (unsigned i = 0; i < n; i++) {
            sum += want[i];
            if (got[i] != want[i] && bad++ < 5)
                printf("FAIL: launch %d, element %u is %u, expected %u\n", l, i, got[i], want[i]);
        }
        if (t != sum && bad++ < 5)
            printf("FAIL: launch %d, grid sum %u, expected %u\n", l, t, sum);
    }
    // one block more than can be resident: CUDA refuses it, and so does cuport
    void *args[] = {&a, &b, &n, &nrounds, &partial, &total};
    cudaError_t e = cudaLaunchCooperativeKernel((void *)rounds, dim3(blocks + 1), dim3(BLOCK), args, 0, 0);
    if (e != cudaErrorCooperativeLaunchTooLarge) {
        printf("FAIL: a grid of %d blocks (at most %d resident) gave \"%s\"\n", blocks + 1, blocks,
               cudaGetErrorString(e));
        bad++;
    }
    cudaGetLastError();
    CUDA_CHECK(cudaFree(a));
    CUDA_CHECK(cudaFree(b));
    CUDA_CHECK(cudaFree(partial));
    CUDA_CHECK(cudaFree(total));
    if (bad)
        return 1;
    printf("%d blocks of %d, %d launches of %d rounds\nPASS\n", blocks, BLOCK, launches, nrounds);
    return 0;
}
