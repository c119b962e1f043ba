// Inline PTX reading special registers (cuda-samples inlinePTX reads %laneid): the lane and
// the lane masks must be what CUDA defines for a one-dimensional block; the warp and
// multiprocessor ids only lie below their counts (their values are the hardware's). And the
// one-instruction forms programs write (brev, bfind, popc, prmt, lop3), checked against the
// same bit arithmetic on the host.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define THREADS 128
#define BLOCKS 4
#define FIELDS 16

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
    unsigned int x = (blockIdx.x * blockDim.x + threadIdx.x) * 2654435761u, y = x ^ 0x5bd1e995u;
    int sx = (int)x >> 3;
    asm("brev.b32 %0, %1;" : "=r"(o[8]) : "r"(x));
    asm("bfind.u32 %0, %1;" : "=r"(o[9]) : "r"(x >> (threadIdx.x % 32)));
    asm("bfind.s32 %0, %1;" : "=r"(o[10]) : "r"(sx));
    asm("popc.b32 %0, %1;" : "=r"(o[11]) : "r"(x));
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o[12]) : "r"(x), "r"(y), "r"(0x7531u));
    asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(o[13]) : "r"(x), "r"(y), "r"(lane));
    asm("lop3.b32 %0, %1, %2, %3, 0xe8;" : "=r"(o[14]) : "r"(x), "r"(y), "r"(lt));
    asm("lop3.b32 %0, %1, %2, %3, 0x1b;" : "=r"(o[15]) : "r"(x), "r"(y), "r"(ge));
}

static unsigned int msb(unsigned int v)
{
    unsigned int r = 0xffffffffu;
    for (unsigned int b = 0; b < 32; b++)
        if (v >> b & 1u)
            r = b;
    return r;
}

static unsigned int lut(unsigned int a, unsigned int b, unsigned int c, unsigned int table)
{
    unsigned int r = 0;
    for (unsigned int bit = 0; bit < 32; bit++) {
        unsigned int i = (a >> bit & 1u) << 2 | (b >> bit & 1u) << 1 | (c >> bit & 1u);
        r |= (table >> i & 1u) << bit;
    }
    return r;
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
        unsigned int x = (unsigned int)t * 2654435761u, y = x ^ 0x5bd1e995u, rev = 0, pop = 0;
        int sx = (int)x >> 3;
        for (int b = 0; b < 32; b++) {
            rev |= (x >> b & 1u) << (31 - b);
            pop += x >> b & 1u;
        }
        unsigned long long xy = (unsigned long long)y << 32 | x;   /* prmt's bytes 0-7 */
        unsigned int perm = 0;
        for (int k = 0; k < 4; k++)
            perm |= (unsigned int)(xy >> (8 * (0x7531u >> (4 * k) & 7u)) & 0xffu) << (8 * k);
        const unsigned int want[FIELDS] = {lane, lt, le, eq, ~le, ~lt, 1u, 1u, rev,
                                           msb(x >> (t % THREADS % 32)),
                                           msb(sx < 0 ? ~(unsigned int)sx : (unsigned int)sx), pop, perm,
                                           lut(x, y, lane, 0x96), lut(x, y, lt, 0xe8), lut(x, y, ~lt, 0x1b)};
        for (int f = 0; f < FIELDS; f++)
            if (h[t * FIELDS + f] != want[f] && bad++ < 8)
                printf("thread %d field %d: %u, expected %u\n", t, f, h[t * FIELDS + f], want[f]);
    }
    cudaFree(d);
    free(h);
    printf("%d mismatches\n%s\n", bad, bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
