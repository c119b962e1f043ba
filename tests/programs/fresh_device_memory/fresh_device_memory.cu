// fresh_device_memory: counters allocated with cudaMalloc and added into, never cleared.
//
// A new process's device allocations read as zeros (the driver maps fresh pages), and real
// programs rely on it without knowing: a histogram or a counter is cudaMalloc'd and
// atomicAdd'ed into with no cudaMemset first. A migrated program must find the same, also on
// a CPU device, whose memory comes from the process's heap: here the heap first holds blocks
// the program wrote and freed, as any program's temporaries leave it.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define BINS 16

__global__ void histogram(unsigned *bins, const int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[v[i] % BINS], 1u);
}

__global__ void total(unsigned long long *sum, const int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(sum, (unsigned long long)v[i]);
}

int main()
{
    // the program's own temporaries, written and freed, of many sizes
    for (int k = 0; k < 64; k++) {
        std::vector<int> t(500 + 131 * k, -1);
        size_t bytes = 32 + 173 * (size_t)k;
        char *p = (char *)malloc(bytes);
        memset(p, 0x5a, bytes);
        free(p);
        if (t[k] != -1)
            return 2;
    }

    const int n = 4096;
    std::vector<int> h(n);
    unsigned long long want_sum = 0;
    unsigned want[BINS] = {0};
    for (int i = 0; i < n; i++) {
        h[i] = (i * 7919) % 1000;
        want[h[i] % BINS]++;
        want_sum += h[i];
    }
    int *d_v;
    cudaMalloc(&d_v, n * sizeof(int));
    cudaMemcpy(d_v, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);

    int failures = 0;
    // several counter sizes, each a new allocation added into at once
    for (int copies = 1; copies <= 256; copies *= 4) {
        unsigned *d_bins;
        unsigned long long *d_sum;
        cudaMalloc(&d_bins, copies * BINS * sizeof(unsigned));
        cudaMalloc(&d_sum, copies * sizeof(unsigned long long));
        histogram<<<(n + 255) / 256, 256>>>(d_bins, d_v, n);
        total<<<(n + 255) / 256, 256>>>(d_sum, d_v, n);
        unsigned bins[BINS];
        unsigned long long sum;
        cudaMemcpy(bins, d_bins, sizeof bins, cudaMemcpyDeviceToHost);
        cudaMemcpy(&sum, d_sum, sizeof sum, cudaMemcpyDeviceToHost);
        for (int b = 0; b < BINS; b++)
            if (bins[b] != want[b]) {
                printf("%d copies: bin %d is %u, want %u\n", copies, b, bins[b], want[b]);
                failures++;
                break;
            }
        if (sum != want_sum) {
            printf("%d copies: sum is %llu, want %llu\n", copies, sum, want_sum);
            failures++;
        }
        // not freed: CUDA may hand freed memory back dirty, so each round's counters are
        // new allocations, as a program's are
    }
    if (cudaGetLastError() != cudaSuccess) {
        printf("FAIL: a CUDA call failed\n");
        return 1;
    }
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures != 0;
}
