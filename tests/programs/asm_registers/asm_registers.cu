// Inline PTX reading special registers (cuda-samples inlinePTX reads %laneid): the lane and
// the lane masks must be what CUDA defines for a one-dimensional block; the warp and
// multiprocessor ids only lie below their counts (their values are the hardware's).
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define THREADS 128
#define BLOCKS 4
#define FIELDS 8

__global__ void regs(unsigned int *out)
{
    unsigned int lane, lt, le, eq, gt, ge, warp, nwarp, sm, nsm;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    asm("mov.u32 %0, %%lanemask_le;" : "=r"(le));
    asm("mov.u32 %0, %%lanemask_eq;" : "=r"(eq));
    asm("mov.u32 %0, %%lanemask_gt;" : "=r"(gt));
    asm("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
    asm("mov.u32 %0, %%warpid;" : "=r"(warp));
    asm("mov.u32 %0, %%nwarpid;" : "=r"(nwarp));
    asm("mov.u32 %0, %%smid;" : "=r"(sm));
    asm("mov.u32 %0, %%nsmid;" : "=r"(nsm));
    unsigned int *o = out + (blockIdx.x * blockDim.x + threadIdx.x) * FIELDS;
    o[0] = lane;
    o[1] = lt;
    o[2] = le;
    o[3] = eq;
    o[4] = gt;
    o[5] = ge;
    o[6] = warp < nwarp;
    o[7] = sm < nsm;
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    const int n = THREADS * BLOCKS * FIELDS;
    unsigned int *d, *h = (unsigned int *)malloc(n * sizeof(unsigned int));
    cudaMalloc(&d, n * sizeof(unsigned int));
    regs<<<BLOCKS, THREADS>>>(d);
    cudaMemcpy(h, d, n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int t = 0; t < THREADS * BLOCKS; t++) {
        unsigned int lane = t % THREADS % 32, eq = 1u << lane, lt = eq - 1u, le = lt | eq;
        const unsigned int want[FIELDS] = {lane, lt, le, eq, ~le, ~lt, 1u, 1u};
        for (int f = 0; f < FIELDS; f++)
            if (h[t * FIELDS + f] != want[f] && bad++ < 8)
                printf("thread %d field %d: %u, expected %u\n", t, f, h[t * FIELDS + f], want[f]);
    }
    cudaFree(d);
    free(h);
    printf("%d mismatches\n%s\n", bad, bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
