// Cooperative groups that reach device functions as parameters: a thread_group by value
// (called with the block, a thread_block_tile<16> and a tiled_partition(block, 8)), a
// thread_block by const reference, a thread_block_tile<32> by value and a
// thread_block_tile<8> by reference; tile shuffles (shfl, shfl_up, shfl_down, shfl_xor)
// of int, unsigned, float, double, long long, short, uint4 and float2; memcpy and memset in
// device code between private, global and shared memory. Every thread's results are checked
// against the host, as are the grid group's rank and size.
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

#define BLOCK 128
#define GRID 2
#define FIELDS 15
#define VFIELDS 6

// Sum of v over the group, through shared memory; every member gets the sum.
__device__ int groupSum(cg::thread_group g, int *scratch, int v)
{
    int rank = g.thread_rank();
    scratch[rank] = v;
    g.sync();
    for (int half = g.size() / 2; half > 0; half /= 2) {
        if (rank < half)
            scratch[rank] += scratch[rank + half];
        g.sync();
    }
    int total = scratch[0];
    g.sync();
    return total;
}

// The block by reference: its size and this thread's rank, with a barrier between.
__device__ int blockInfo(const cg::thread_block &block, int *flag)
{
    if (block.thread_rank() == 0)
        *flag = (int)block.size();
    block.sync();
    return *flag * 1000 + (int)block.thread_rank();
}

// A warp-sized tile by value: a shuffle reduction and its place in the block.
__device__ float warpSum(cg::thread_block_tile<32> warp, float v)
{
    for (int o = warp.size() / 2; o > 0; o /= 2)
        v += warp.shfl_down(v, o);
    return warp.shfl(v, 0) + 0.0f * warp.meta_group_rank();
}

// A tile of 8 by reference: the rank and a vote.
__device__ int tileRankAndVote(cg::thread_block_tile<8> &tile, int pred)
{
    return (int)tile.thread_rank() * 10 + (tile.any(pred) ? 1 : 0);
}

// The block by value; a tile made from it inside, synchronised with the free cg::sync:
// a sum over each warp through shared memory.
__device__ int warpSumShared(cg::thread_block cta, volatile int *s, int v)
{
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
    int t = cta.thread_rank();
    s[t] = v;
    cg::sync(tile32);
    for (int i = 16; i > 0; i >>= 1) {
        int lane = t & 31;
        int other = lane < i ? s[t + i] : 0;
        cg::sync(tile32);
        if (lane < i)
            s[t] = v = v + other;
        cg::sync(tile32);
    }
    int r = s[t - (t & 31)];
    cg::sync(cta);
    return r;
}

__global__ void groupsAsParameters(int *out)
{
    __shared__ int scratch[BLOCK];
    __shared__ int flag;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile16 = cg::tiled_partition<16>(block);
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(block);
    cg::thread_group dyn8 = cg::tiled_partition(block, 8);
    int t = block.thread_rank();
    int *o = out + (blockIdx.x * BLOCK + t) * FIELDS;

    o[0] = groupSum(block, scratch, t);
    block.sync();
    int base16 = t - (int)tile16.thread_rank();
    o[1] = groupSum(tile16, scratch + base16, t);
    block.sync();
    int base8 = t - (int)dyn8.thread_rank();
    o[2] = groupSum(dyn8, scratch + base8, t + 1);
    o[3] = (int)dyn8.size();
    o[4] = blockInfo(block, &flag);
    o[5] = (int)warpSum(warp, (float)t);
    o[6] = tileRankAndVote(tile8, t % 16 == 3);
    o[7] = groupSum(cg::this_thread_block(), scratch, 1);
    block.sync();
    o[12] = warpSumShared(block, scratch, 2 * t);
    cg::grid_group grid = cg::this_grid();
    o[13] = (int)grid.thread_rank();
    o[14] = (int)grid.size() * 100 + (int)grid.num_blocks() * 10 + (int)grid.block_rank();
}

// Tile shuffles of several types; the values are exact in every type.
__global__ void tileShuffles(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(block);
    int t = block.thread_rank();
    int *o = out + (blockIdx.x * BLOCK + t) * FIELDS + 8;
    int i = t * 3;
    unsigned u = 7u * t;
    float f = 0.5f * t;
    double d = 0.25 * t;
    long long ll = 100000000000LL + t;
    int a = warp.shfl(i, 5) + tile8.shfl_up(i, 1);
    unsigned b = warp.shfl_down(u, 3) + tile8.shfl_xor(u, 2);
    float c = warp.shfl_xor(f, 16) + tile8.shfl(f, 7);
    double e = tile8.shfl_down(d, 1) + warp.shfl_up(d, 4);
    long long g = warp.shfl_xor(ll, 1) - 100000000000LL;
    o[0] = a + (int)b;
    o[1] = (int)(c * 4.0f);
    o[2] = (int)(e * 8.0);
    o[3] = (int)g;
}

struct Packed {
    uint4 a, b;
};

// Vector and small-integer tile shuffles; memcpy/memset through every kind of memory.
__global__ void vectorsAndMemory(const int *in, int *out)
{
    __shared__ int stage[BLOCK * 2];
    cg::thread_block block = cg::this_thread_block();
    const auto tile = cg::tiled_partition<32>(block);
    int t = block.thread_rank();
    int *o = out + (blockIdx.x * BLOCK + t) * VFIELDS;
    uint4 v = make_uint4(t, t + 1, t + 2, t + 3);
    v = tile.shfl_xor(v, 1);
    float2 f = make_float2(0.5f * t, 2.0f * t);
    f = tile.shfl_down(f, 2);
    short sh = (short)(t - 64);
    sh = tile.shfl_up(sh, 1);
    o[0] = (int)(v.x + v.y + v.z + v.w);
    o[1] = (int)(f.x * 2.0f + f.y);
    o[2] = sh;
    unsigned words[8];
    for (int i = 0; i < 8; i++)
        words[i] = (unsigned)(t * 8 + i);
    Packed p;
    memcpy(&p, words, sizeof(p));                        // private <- private
    int fromGlobal[2];
    memcpy(fromGlobal, in + 2 * t, 2 * sizeof(int));     // private <- global
    memset(stage + 2 * t, 0, 2 * sizeof(int));           // shared
    block.sync();
    memcpy(stage + 2 * t, fromGlobal, 2 * sizeof(int));  // shared <- private
    block.sync();
    memcpy(o + 4, stage + 2 * ((t + 1) % BLOCK), 2 * sizeof(int));  // global <- shared
    o[3] = (int)(p.a.x + p.b.w);
}

static int shfl_src(int lane, int width, int mode, int arg)
{
    int base = lane & ~(width - 1), r = lane & (width - 1), s;
    switch (mode) {
    case 0: s = arg; break;                                  // idx
    case 1: s = r - arg; if (s < 0) s = r; break;            // up
    case 2: s = r + arg; if (s >= width) s = r; break;       // down
    default: s = r ^ arg; break;                             // xor
    }
    return base + s;
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    const int n = BLOCK * GRID;
    std::vector<int> got(n * FIELDS, 0);
    int *dout;
    CUDA_CHECK(cudaMalloc(&dout, n * FIELDS * sizeof(int)));
    CUDA_CHECK(cudaMemset(dout, 0, n * FIELDS * sizeof(int)));
    groupsAsParameters<<<GRID, BLOCK>>>(dout);
    CUDA_CHECK(cudaGetLastError());
    tileShuffles<<<GRID, BLOCK>>>(dout);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(got.data(), dout, n * FIELDS * sizeof(int), cudaMemcpyDeviceToHost));
    std::vector<int> in(2 * BLOCK * GRID), vgot(n * VFIELDS, 0);
    for (size_t i = 0; i < in.size(); i++)
        in[i] = (int)(i * 13 % 1000);
    int *din;
    CUDA_CHECK(cudaMalloc(&din, in.size() * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(din, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dout, 0, n * FIELDS * sizeof(int)));
    vectorsAndMemory<<<GRID, BLOCK>>>(din, dout);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(vgot.data(), dout, n * VFIELDS * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(din));
    CUDA_CHECK(cudaFree(dout));
    int bad = 0;
    for (int i = 0; i < n && bad < 10; i++) {
        int t = i % BLOCK, lane = t % 32;
        int want[FIELDS];
        want[0] = BLOCK * (BLOCK - 1) / 2;
        int b16 = t - t % 16, b8 = t - t % 8;
        want[1] = 16 * b16 + 16 * 15 / 2;
        want[2] = 8 * (b8 + 1) + 8 * 7 / 2;
        want[3] = 8;
        want[4] = BLOCK * 1000 + t;
        int w0 = t - lane;
        want[5] = 32 * w0 + 32 * 31 / 2;
        bool any = false;
        for (int k = b8; k < b8 + 8; k++)
            any = any || k % 16 == 3;
        want[6] = (t % 8) * 10 + (any ? 1 : 0);
        want[7] = BLOCK;
        want[12] = 2 * (32 * (t - lane) + 32 * 31 / 2);
        want[13] = i;
        want[14] = BLOCK * GRID * 100 + GRID * 10 + i / BLOCK;
        int wl = t - lane;
        int a = (wl + shfl_src(lane, 32, 0, 5)) * 3 + (wl + shfl_src(lane, 8, 1, 1)) * 3;
        unsigned bb = 7u * (wl + shfl_src(lane, 32, 2, 3)) + 7u * (wl + shfl_src(lane, 8, 3, 2));
        float c = 0.5f * (wl + shfl_src(lane, 32, 3, 16)) + 0.5f * (wl + shfl_src(lane, 8, 0, 7));
        double e = 0.25 * (wl + shfl_src(lane, 8, 2, 1)) + 0.25 * (wl + shfl_src(lane, 32, 1, 4));
        want[8] = a + (int)bb;
        want[9] = (int)(c * 4.0f);
        want[10] = (int)(e * 8.0);
        want[11] = wl + shfl_src(lane, 32, 3, 1);
        static const char *name[FIELDS] = {
            "thread_group(block) sum", "thread_group(tile<16>) sum", "thread_group(tiled_partition(8)) sum",
            "dynamic tile size", "const thread_block& size/rank", "tile<32> by value reduction",
            "tile<8>& rank and any", "this_thread_block() argument", "int/unsigned tile shuffles",
            "float tile shuffles", "double tile shuffles", "long long tile shuffle",
            "cg::sync(tile) in a function taking the block", "grid.thread_rank()",
            "grid.size(), num_blocks(), block_rank()"};
        for (int f = 0; f < FIELDS; f++)
            if (got[i * FIELDS + f] != want[f]) {
                printf("FAIL: thread %d: %s = %d, expected %d\n", i, name[f], got[i * FIELDS + f],
                       want[f]);
                bad++;
            }
    }
    static const char *vname[VFIELDS] = {"uint4 shfl_xor", "float2 shfl_down", "short shfl_up",
                                         "memcpy of a struct", "memcpy via shared [0]",
                                         "memcpy via shared [1]"};
    for (int i = 0; i < n && bad < 10; i++) {
        int t = i % BLOCK, lane = t % 32, wl = t - lane;
        int want[VFIELDS];
        int s = wl + shfl_src(lane, 32, 3, 1);
        want[0] = 4 * s + 6;
        int d = wl + shfl_src(lane, 32, 2, 2);
        want[1] = (int)(0.5f * d * 2.0f + 2.0f * d);
        want[2] = wl + shfl_src(lane, 32, 1, 1) - 64;
        want[3] = t * 8 + t * 8 + 7;
        int nb = (t + 1) % BLOCK;   // every block reads the first 2 * BLOCK inputs
        want[4] = in[2 * nb];
        want[5] = in[2 * nb + 1];
        for (int f = 0; f < VFIELDS; f++)
            if (vgot[i * VFIELDS + f] != want[f]) {
                printf("FAIL: thread %d: %s = %d, expected %d\n", i, vname[f], vgot[i * VFIELDS + f],
                       want[f]);
                bad++;
            }
    }
    if (bad)
        return 1;
    printf("groups as parameters, tile shuffles, device memcpy: %d threads agree\n", n);
    printf("PASS\n");
    return 0;
}
