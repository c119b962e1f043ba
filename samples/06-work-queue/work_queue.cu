// Global work queue with persistent blocks.
//
// The work is a list of items of very uneven size: item k covers
// items[k].count seeds starting at items[k].start, and the cost of each seed
// (the length of its Collatz trajectory) varies too. Instead of one block per
// item, a fixed number of blocks loop: thread 0 takes the next item index with
// atomicAdd on a global counter, broadcasts the item to the block through
// shared memory, and the block processes it together. Per-item results are
// reduced in shared memory; grand totals use 64-bit atomicAdd and atomicMax.
//
//   ./work-queue           full-size problem (GPU)
//   ./work-queue --quick   small problem (CPU OpenCL devices)

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            printf("FAIL: CUDA error \"%s\" at %s:%d (%s)\n",                \
                   cudaGetErrorString(err_), __FILE__, __LINE__, #call);     \
            exit(EXIT_FAILURE);                                              \
        }                                                                    \
    } while (0)

#define BLOCK_SIZE 256

struct WorkItem {
    unsigned int start; // first seed of the item
    unsigned int count; // number of seeds
};

struct QueueParams {
    unsigned int numItems;
    unsigned int maxSteps; // trajectories are cut off after this many steps
};

__constant__ QueueParams c_params;

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

// Steps of the Collatz map until v reaches 1 (capped at maxSteps).
__host__ __device__ inline unsigned int collatzSteps(unsigned long long v, unsigned int maxSteps)
{
    unsigned int steps = 0;
    while (v != 1ull && steps < maxSteps) {
        v = (v & 1ull) ? 3ull * v + 1ull : v >> 1;
        ++steps;
    }
    return steps;
}

__global__ void processQueue(const WorkItem *__restrict__ items,
                             const unsigned int *__restrict__ seeds,
                             unsigned int *__restrict__ itemSteps,
                             unsigned int *__restrict__ itemMax, unsigned int *queueHead,
                             unsigned long long *totalSteps, unsigned int *globalMax)
{
    __shared__ unsigned int s_item;
    __shared__ WorkItem s_work;
    __shared__ unsigned int s_sum[BLOCK_SIZE];
    __shared__ unsigned int s_max[BLOCK_SIZE];

    const unsigned int tid = threadIdx.x;

    for (;;) {
        // Fetch the next item and broadcast it to the block.
        if (tid == 0) {
            unsigned int item = atomicAdd(queueHead, 1u);
            s_item = item;
            if (item < c_params.numItems)
                s_work = items[item];
        }
        __syncthreads();

        const unsigned int item = s_item;
        if (item >= c_params.numItems)
            break; // the queue is empty (the same answer for the whole block)
        const WorkItem work = s_work;

        unsigned int sum = 0, mx = 0;
        for (unsigned int k = tid; k < work.count; k += BLOCK_SIZE) {
            unsigned int steps = collatzSteps(seeds[work.start + k], c_params.maxSteps);
            sum += steps;
            mx = max(mx, steps);
        }
        s_sum[tid] = sum;
        s_max[tid] = mx;
        __syncthreads();

        for (unsigned int s = BLOCK_SIZE / 2; s > 0; s >>= 1) {
            if (tid < s) {
                s_sum[tid] += s_sum[tid + s];
                s_max[tid] = max(s_max[tid], s_max[tid + s]);
            }
            __syncthreads();
        }

        if (tid == 0) {
            itemSteps[item] = s_sum[0];
            itemMax[item] = s_max[0];
            atomicAdd(totalSteps, (unsigned long long)s_sum[0]);
            atomicMax(globalMax, s_max[0]);
        }
        // Nobody may still be reading s_item/s_work/s_sum when thread 0
        // fetches the next item.
        __syncthreads();
    }
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    const unsigned int numItems = quick ? 96 : 4000;
    const int iters = quick ? 10 : 20;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s (%d multiprocessors)\n", prop.name, prop.multiProcessorCount);

    // Uneven items: mostly small, every 16th one large.
    std::vector<WorkItem> h_items(numItems);
    unsigned int seed = 99991u;
    unsigned int totalSeeds = 0;
    for (unsigned int k = 0; k < numItems; ++k) {
        unsigned int r = lcgNext(seed) >> 8;
        unsigned int count = (k % 16 == 5) ? 2048u + (r % 6144u) : 16u + (r % 496u);
        if (quick)
            count = (count + 7u) / 8u;
        h_items[k].start = totalSeeds;
        h_items[k].count = count;
        totalSeeds += count;
    }
    std::vector<unsigned int> h_seeds(totalSeeds);
    for (unsigned int i = 0; i < totalSeeds; ++i)
        h_seeds[i] = (lcgNext(seed) >> 4) | 1u; // odd seeds below 2^28

    QueueParams h_params;
    h_params.numItems = numItems;
    h_params.maxSteps = 1000;
    CUDA_CHECK(cudaMemcpyToSymbol(c_params, &h_params, sizeof(QueueParams)));

    const int blocks = prop.multiProcessorCount * 4;
    printf("items = %u, seeds = %u, blocks = %d, iterations = %d\n", numItems, totalSeeds,
           blocks, iters);

    WorkItem *d_items;
    unsigned int *d_seeds, *d_itemSteps, *d_itemMax, *d_head, *d_globalMax;
    unsigned long long *d_total;
    CUDA_CHECK(cudaMalloc(&d_items, sizeof(WorkItem) * numItems));
    CUDA_CHECK(cudaMalloc(&d_seeds, sizeof(unsigned int) * totalSeeds));
    CUDA_CHECK(cudaMalloc(&d_itemSteps, sizeof(unsigned int) * numItems));
    CUDA_CHECK(cudaMalloc(&d_itemMax, sizeof(unsigned int) * numItems));
    CUDA_CHECK(cudaMalloc(&d_head, sizeof(unsigned int)));
    CUDA_CHECK(cudaMalloc(&d_globalMax, sizeof(unsigned int)));
    CUDA_CHECK(cudaMalloc(&d_total, sizeof(unsigned long long)));
    CUDA_CHECK(cudaMemcpy(d_items, h_items.data(), sizeof(WorkItem) * numItems,
                          cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_seeds, h_seeds.data(), sizeof(unsigned int) * totalSeeds,
                          cudaMemcpyHostToDevice));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Main loop (the first pass is a warm-up): reset the queue and the totals,
    // then drain the queue. time_ms is the average per iteration.
    float ms = 0.0f;
    for (int it = -1; it < iters; ++it) {
        if (it == 0)
            CUDA_CHECK(cudaEventRecord(start, 0));
        CUDA_CHECK(cudaMemsetAsync(d_head, 0, sizeof(unsigned int), 0));
        CUDA_CHECK(cudaMemsetAsync(d_globalMax, 0, sizeof(unsigned int), 0));
        CUDA_CHECK(cudaMemsetAsync(d_total, 0, sizeof(unsigned long long), 0));
        processQueue<<<blocks, BLOCK_SIZE>>>(d_items, d_seeds, d_itemSteps, d_itemMax, d_head,
                                             d_total, d_globalMax);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    std::vector<unsigned int> h_itemSteps(numItems), h_itemMax(numItems);
    unsigned long long gpuTotal = 0;
    unsigned int gpuMax = 0, head = 0;
    CUDA_CHECK(cudaMemcpy(h_itemSteps.data(), d_itemSteps, sizeof(unsigned int) * numItems,
                          cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(h_itemMax.data(), d_itemMax, sizeof(unsigned int) * numItems,
                          cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&gpuTotal, d_total, sizeof(gpuTotal), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&gpuMax, d_globalMax, sizeof(gpuMax), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&head, d_head, sizeof(head), cudaMemcpyDeviceToHost));

    // CPU reference, item by item.
    char failure[256] = "";
    unsigned long long cpuTotal = 0, weighted = 0;
    unsigned int cpuMax = 0;
    for (unsigned int k = 0; k < numItems; ++k) {
        unsigned int sum = 0, mx = 0;
        for (unsigned int i = 0; i < h_items[k].count; ++i) {
            unsigned int s = collatzSteps(h_seeds[h_items[k].start + i], h_params.maxSteps);
            sum += s;
            mx = s > mx ? s : mx;
        }
        cpuTotal += sum;
        cpuMax = mx > cpuMax ? mx : cpuMax;
        weighted += (unsigned long long)(k + 1) * h_itemSteps[k];
        if (!failure[0] && (h_itemSteps[k] != sum || h_itemMax[k] != mx))
            snprintf(failure, sizeof(failure), "item %u: GPU steps %u max %u, CPU steps %u max %u",
                     k, h_itemSteps[k], h_itemMax[k], sum, mx);
    }
    if (!failure[0] && (gpuTotal != cpuTotal || gpuMax != cpuMax))
        snprintf(failure, sizeof(failure), "totals: GPU %llu/%u, CPU %llu/%u", gpuTotal, gpuMax,
                 cpuTotal, cpuMax);
    // Every block stops after one failed fetch, so the head ends at numItems + blocks.
    if (!failure[0] && head != numItems + (unsigned int)blocks)
        snprintf(failure, sizeof(failure), "queue head is %u, expected %u", head,
                 numItems + (unsigned int)blocks);

    printf("time_ms: %.4f\n", ms / iters);
    printf("result: total_steps=%llu max_steps=%u weighted=%llu\n", gpuTotal, gpuMax, weighted);

    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_items));
    CUDA_CHECK(cudaFree(d_seeds));
    CUDA_CHECK(cudaFree(d_itemSteps));
    CUDA_CHECK(cudaFree(d_itemMax));
    CUDA_CHECK(cudaFree(d_head));
    CUDA_CHECK(cudaFree(d_globalMax));
    CUDA_CHECK(cudaFree(d_total));

    if (failure[0]) {
        printf("FAIL: %s\n", failure);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}
