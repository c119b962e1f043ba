// __reduce_{add,min,max,and,or,xor}_sync over full warps, on int and unsigned, checked on
// every lane against the host.
#include <cstdio>

#include <cuda_runtime.h>

#define FULL 0xffffffffu
#define RFIELDS 8

__global__ void warpReduce(const int *in, unsigned *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[t];
    unsigned u = (unsigned)v * 2654435761u;
    unsigned *o = out + t * RFIELDS;
    o[0] = (unsigned)__reduce_add_sync(FULL, v);
    o[1] = (unsigned)__reduce_min_sync(FULL, v);
    o[2] = (unsigned)__reduce_max_sync(FULL, v);
    o[3] = __reduce_add_sync(FULL, u);
    o[4] = __reduce_min_sync(FULL, u);
    o[5] = __reduce_and_sync(FULL, u | 0x10u);
    o[6] = __reduce_or_sync(FULL, u & 0xf0f0u);
    o[7] = __reduce_xor_sync(FULL, u);
}

int checkWarpReduce()
{
    const unsigned n = 256;
    int in[n], *din;
    static unsigned got[n * RFIELDS];
    unsigned *dout;
    for (unsigned i = 0; i < n; i++)
        in[i] = (int)((i * 7919u) % 1000u) - 500;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dout, sizeof got);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    warpReduce<<<2, 128>>>(din, dout);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    cudaFree(din);
    cudaFree(dout);
    static const char *name[RFIELDS] = {"add int", "min int", "max int", "add unsigned",
                                        "min unsigned", "and", "or", "xor"};
    for (unsigned w = 0; w < n; w += 32) {
        int sum = 0, mn = in[w], mx = in[w];
        unsigned usum = 0, umin = 0xffffffffu, uand = 0xffffffffu, uor = 0, uxor = 0;
        for (unsigned l = w; l < w + 32; l++) {
            unsigned u = (unsigned)in[l] * 2654435761u;
            sum += in[l];
            mn = in[l] < mn ? in[l] : mn;
            mx = in[l] > mx ? in[l] : mx;
            usum += u;
            umin = u < umin ? u : umin;
            uand &= u | 0x10u;
            uor |= u & 0xf0f0u;
            uxor ^= u;
        }
        unsigned want[RFIELDS] = {(unsigned)sum, (unsigned)mn, (unsigned)mx, usum, umin, uand, uor, uxor};
        for (unsigned l = w; l < w + 32; l++)
            for (int f = 0; f < RFIELDS; f++)
                if (got[l * RFIELDS + f] != want[f]) {
                    printf("FAIL: lane %u: __reduce %s = 0x%x, expected 0x%x\n", l, name[f],
                           got[l * RFIELDS + f], want[f]);
                    return 1;
                }
    }
    printf("__reduce_*_sync: %u lanes agree\n", n);
    return 0;
}
