// portable_sync: synchronisation and warp exchanges as the portable path (PoCL) runs them,
// checked against a host computation:
//  1. a tile sync inside a branch that splits the block (only the first 16 threads of each
//     64 take it, as a 4x4 pixel block loaded by 16 threads): the threads exchange through
//     shared memory around the sync, so a sync that only some work-items reach gives wrong
//     sums or hangs;
//  2. long runs of exchanges of different kinds back to back (shfl down/xor/idx/up, ballot,
//     match_any, a __syncthreads between some), in an unrolled loop and out of it, with the
//     results of each feeding the next: any exchange that read a slot the next one had
//     already overwritten shows in the checksum;
//  3. a block sum of warp sums called several times per step (the shape of a kernel that
//     reduces several vectors each iteration).
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
namespace cg = cooperative_groups;

#define CHECK(x)                                                                        \
    do {                                                                                \
        cudaError_t e_ = (x);                                                           \
        if (e_ != cudaSuccess) {                                                        \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                       \
            exit(1);                                                                    \
        }                                                                               \
    } while (0)

// 1. 64 threads per block; threads 0..15 hold a 4x4 block of values
__global__ void tile_in_branch(const int *in, int *out)
{
    __shared__ int vals[16];
    __shared__ int sums[16];
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(cta, 16);
    const int idx = threadIdx.x;
    int r = 0;
    if (idx < 16) {
        vals[idx] = in[blockIdx.x * 16 + idx];
        cg::sync(tile);
        sums[idx] = vals[idx] + vals[idx ^ 8];
        cg::sync(tile);
        sums[idx] += sums[idx ^ 4];
        cg::sync(tile);
        sums[idx] += sums[idx ^ 2];
        cg::sync(tile);
        sums[idx] += sums[idx ^ 1];
        cg::sync(tile);
        int rank = 0;
        for (int i = 0; i < 16; i++)
            rank += vals[i] < vals[idx] || (vals[i] == vals[idx] && i < idx);
        r = sums[0] * 100 + rank;
    }
    cg::sync(cta);
    if (idx < 16)
        out[blockIdx.x * 16 + idx] = r;
}

// 2. exchanges back to back
__global__ void chains(const unsigned *in, unsigned *out)
{
    const unsigned t = threadIdx.x;
    unsigned v = in[blockIdx.x * blockDim.x + t];
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
        v += __shfl_xor_sync(0xffffffffu, v, d) * 3u;
        v ^= __ballot_sync(0xffffffffu, (v >> 3) & 1u);
    }
    v += __shfl_down_sync(0xffffffffu, v, 5);
    v += __shfl_up_sync(0xffffffffu, v, 3);
    v += __shfl_sync(0xffffffffu, v, (t * 7) % 32);
    __syncthreads();
    v += (unsigned)__popc(__match_any_sync(0xffffffffu, v & 3u));
    v += __shfl_sync(0xffffffffu, v, 31 - t % 32);
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d, 16);
    out[blockIdx.x * blockDim.x + t] = v;
}

// 3. block sums of warp sums, five per step
__device__ float warp_sum(float v)
{
#pragma unroll
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    return v;
}

__device__ float block_sum(const float *x, int n)
{
    __shared__ float part[32];
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    float v = 0.0f;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        v += x[i];
    v = warp_sum(v);
    if (lane == 0)
        part[warp] = v;
    __syncthreads();
    v = threadIdx.x < blockDim.x / 32 ? part[lane] : 0.0f;
    if (warp == 0)
        v = warp_sum(v);
    if (threadIdx.x == 0)
        part[0] = v;
    __syncthreads();
    v = part[0];
    __syncthreads();
    return v;
}

__global__ void sums(const float *in, float *out, int n, int steps)
{
    __shared__ float x[256];
    float acc = 0.0f;
    for (int s = 0; s < steps; s++) {
        for (int i = threadIdx.x; i < n; i += blockDim.x)
            x[i] = in[(size_t)(blockIdx.x * steps + s) * n + i];
        __syncthreads();
        for (int k = 1; k <= 16; k *= 2)
            acc += block_sum(x, n / k) * k;
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = acc;
}

// host references of the same exchanges, one warp of 32 lanes at a time
static unsigned ballot(const unsigned *p)
{
    unsigned r = 0;
    for (int l = 0; l < 32; l++)
        r |= ((p[l] >> 3) & 1u) << l;
    return r;
}

static void chains_host(const unsigned *in, unsigned *out, int n)
{
    for (int w = 0; w < n; w += 32) {
        unsigned v[32], o[32];
        memcpy(v, in + w, sizeof v);
        for (int d = 1; d < 32; d *= 2) {
            for (int l = 0; l < 32; l++)
                o[l] = v[l] + v[l ^ d] * 3u;
            memcpy(v, o, sizeof v);
            unsigned b = ballot(v);
            for (int l = 0; l < 32; l++)
                v[l] ^= b;
        }
        for (int l = 0; l < 32; l++)
            o[l] = v[l] + (l + 5 < 32 ? v[l + 5] : v[l]);
        memcpy(v, o, sizeof v);
        for (int l = 0; l < 32; l++)
            o[l] = v[l] + (l >= 3 ? v[l - 3] : v[l]);
        memcpy(v, o, sizeof v);
        for (int l = 0; l < 32; l++)
            o[l] = v[l] + v[(l * 7) % 32];
        memcpy(v, o, sizeof v);
        for (int l = 0; l < 32; l++) {
            int m = 0;
            for (int k = 0; k < 32; k++)
                m += (v[k] & 3u) == (v[l] & 3u);
            o[l] = v[l] + (unsigned)m;
        }
        memcpy(v, o, sizeof v);
        for (int l = 0; l < 32; l++)
            o[l] = v[l] + v[31 - l];
        memcpy(v, o, sizeof v);
        for (int d = 16; d > 0; d /= 2) {
            for (int l = 0; l < 32; l++)
                o[l] = v[l] + ((l % 16) + d < 16 ? v[l + d] : v[l]);
            memcpy(v, o, sizeof v);
        }
        memcpy(out + w, v, sizeof v);
    }
}

int main(int argc, char **argv)
{
    const bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const int blocks = quick ? 8 : 64, steps = 3, n = 256;
    int bad = 0;

    // 1
    int *hi = (int *)malloc(blocks * 16 * sizeof(int)), *ho = (int *)malloc(blocks * 16 * sizeof(int));
    for (int i = 0; i < blocks * 16; i++)
        hi[i] = (i * 37 + 11) % 101;
    int *di, *dout;
    CHECK(cudaMalloc(&di, blocks * 16 * sizeof(int)));
    CHECK(cudaMalloc(&dout, blocks * 16 * sizeof(int)));
    CHECK(cudaMemcpy(di, hi, blocks * 16 * sizeof(int), cudaMemcpyHostToDevice));
    tile_in_branch<<<blocks, 64>>>(di, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ho, dout, blocks * 16 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; b++) {
        int s = 0;
        for (int i = 0; i < 16; i++)
            s += hi[b * 16 + i];
        for (int i = 0; i < 16; i++) {
            int rank = 0, x = hi[b * 16 + i];
            for (int k = 0; k < 16; k++)
                rank += hi[b * 16 + k] < x || (hi[b * 16 + k] == x && k < i);
            if (ho[b * 16 + i] != s * 100 + rank)
                bad++;
        }
    }
    printf("tile sync in a branch: %d wrong\n", bad);

    // 2
    const int nt = blocks * 128;
    unsigned *ui = (unsigned *)malloc(nt * sizeof(unsigned)), *uo = (unsigned *)malloc(nt * sizeof(unsigned));
    unsigned *ur = (unsigned *)malloc(nt * sizeof(unsigned));
    for (int i = 0; i < nt; i++)
        ui[i] = (unsigned)i * 2654435761u;
    unsigned *dui, *duo;
    CHECK(cudaMalloc(&dui, nt * sizeof(unsigned)));
    CHECK(cudaMalloc(&duo, nt * sizeof(unsigned)));
    CHECK(cudaMemcpy(dui, ui, nt * sizeof(unsigned), cudaMemcpyHostToDevice));
    chains<<<blocks, 128>>>(dui, duo);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(uo, duo, nt * sizeof(unsigned), cudaMemcpyDeviceToHost));
    chains_host(ui, ur, nt);
    int bad2 = 0;
    for (int i = 0; i < nt; i++)
        bad2 += uo[i] != ur[i];
    printf("exchange chains: %d wrong\n", bad2);
    bad += bad2;

    // 3
    const int nf = blocks * steps * n;
    float *fi = (float *)malloc(nf * sizeof(float)), *fo = (float *)malloc(blocks * sizeof(float));
    for (int i = 0; i < nf; i++)
        fi[i] = (float)((i * 13) % 17) - 8.0f;
    float *dfi, *dfo;
    CHECK(cudaMalloc(&dfi, nf * sizeof(float)));
    CHECK(cudaMalloc(&dfo, blocks * sizeof(float)));
    CHECK(cudaMemcpy(dfi, fi, nf * sizeof(float), cudaMemcpyHostToDevice));
    sums<<<blocks, 256>>>(dfi, dfo, n, steps);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(fo, dfo, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    int bad3 = 0;
    for (int b = 0; b < blocks; b++) {
        double acc = 0.0;
        for (int s = 0; s < steps; s++)
            for (int k = 1; k <= 16; k *= 2) {
                double t = 0.0;
                for (int i = 0; i < n / k; i++)
                    t += fi[(size_t)(b * steps + s) * n + i];
                acc += t * k;
            }
        if (fo[b] != (float)acc)
            bad3++;
    }
    printf("block sums of warp sums: %d wrong\n", bad3);
    bad += bad3;

    CHECK(cudaFree(di));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dui));
    CHECK(cudaFree(duo));
    CHECK(cudaFree(dfi));
    CHECK(cudaFree(dfo));
    free(hi); free(ho); free(ui); free(uo); free(ur); free(fi); free(fo);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? 1 : 0;
}
