// fresh_heap: host arrays allocated before the first CUDA call and never written.
//
// A new process's heap is zero, and real programs rely on it without knowing: they allocate
// their accumulators with malloc or posix_memalign at the start of main, copy them to the
// device unwritten, and add into them there. Under CUDA that works, since nothing has used
// the heap before main. A migrated program must find it as clean: the runtime's own start
// (the OpenCL drivers it opens before main) must not leave freed blocks in main's heap for
// these allocations to reuse.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void accumulate(float *acc, const float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        acc[i] += v[i];
}

// One array of n floats, through malloc or posix_memalign, as the programs do.
static float *host_array(int n, bool aligned)
{
    void *p = nullptr;
    if (aligned) {
        if (posix_memalign(&p, 32, n * sizeof(float)) != 0)
            return nullptr;
    } else {
        p = malloc(n * sizeof(float));
    }
    return (float *)p;
}

int main()
{
    // sizes from a few cache lines to half the default mmap threshold, so that each comes
    // from the heap itself
    const int sizes[] = {64, 1000, 4096, 16384};
    const int count = sizeof sizes / sizeof sizes[0];
    float *acc[2 * count], *val[2 * count];
    int failures = 0;

    for (int k = 0; k < 2 * count; k++) {
        acc[k] = host_array(sizes[k % count], k >= count); // never written on the host
        val[k] = host_array(sizes[k % count], false);
        for (int i = 0; i < sizes[k % count]; i++)
            val[k][i] = (float)(i % 97) + 0.5f;
    }
    for (int k = 0; k < 2 * count; k++) {
        int n = sizes[k % count];
        float *d_acc, *d_val;
        cudaMalloc(&d_acc, n * sizeof(float));
        cudaMalloc(&d_val, n * sizeof(float));
        cudaMemcpy(d_acc, acc[k], n * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(d_val, val[k], n * sizeof(float), cudaMemcpyHostToDevice);
        accumulate<<<(n + 127) / 128, 128>>>(d_acc, d_val, n);
        cudaMemcpy(acc[k], d_acc, n * sizeof(float), cudaMemcpyDeviceToHost);
        int bad = 0;
        for (int i = 0; i < n; i++)
            bad += acc[k][i] != val[k][i];
        if (bad) {
            printf("array %d (%d floats, %s): %d elements were not zero before the sum\n", k, n,
                   k >= count ? "posix_memalign" : "malloc", bad);
            failures++;
        }
        cudaFree(d_acc);
        cudaFree(d_val);
    }
    if (cudaGetLastError() != cudaSuccess) {
        printf("FAIL: a CUDA call failed\n");
        return 1;
    }
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures != 0;
}
