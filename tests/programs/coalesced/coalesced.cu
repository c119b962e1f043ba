// Groups made by a vote of the lanes that run the code, as library code writes them:
// warp-aggregated atomics (atomicAggInc: one atomicAdd per coalesced group, the lanes' slots
// from their ranks) inside a divergent branch, __activemask() and a coalesced group's rank,
// size and any() in a branch only some lanes take, labeled_partition / binary_partition of
// a warp tile with their shuffles, a tile of a tile with its meta-group, and
// __match_any_sync / __match_all_sync (a full and a ballot's mask). Every lane's result is
// checked against the host, over several launches; a single mismatch fails.
#include <algorithm>
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
#define BLOCKS 8
#define N (BLOCK * BLOCKS)

__device__ int atomicAggInc(int *ctr)
{
    cg::coalesced_group g = cg::coalesced_threads();
    int warp_res;
    if (g.thread_rank() == 0)
        warp_res = atomicAdd(ctr, (int)g.size());
    return g.shfl(warp_res, 0) + g.thread_rank();
}

// Stream compaction: the positive values, in any order.
__global__ void filter(int *dst, int *nres, const int *src, int n)
{
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n && src[i] > 0)
        dst[atomicAggInc(nres)] = src[i];
}

__global__ void active(const int *in, unsigned *masks, int *ranks)
{
    unsigned t = threadIdx.x + blockIdx.x * blockDim.x;
    unsigned m = 0;
    ranks[t] = -1;
    if (in[t] % 3 == 0) {
        m = __activemask();
        cg::coalesced_group g = cg::coalesced_threads();
        ranks[t] = (int)g.thread_rank() + 100 * (int)g.size() + 10000 * g.any(in[t] > 50);
    }
    masks[t] = m;
}

__global__ void partitions(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<4> tile4 = cg::tiled_partition<4>(tile32);
    unsigned t = threadIdx.x + blockIdx.x * blockDim.x;
    cg::coalesced_group byLabel = cg::labeled_partition(tile32, in[t] % 4);
    cg::coalesced_group odd = cg::binary_partition(tile32, (in[t] & 1) != 0);
    int first = byLabel.shfl(in[t], 0);
    int next = odd.shfl_down(in[t], 1);
    out[4 * t] = first;
    out[4 * t + 1] = next;
    out[4 * t + 2] = (int)(byLabel.size() * 100 + odd.thread_rank());
    out[4 * t + 3] = (int)(tile4.meta_group_rank() * 100 + tile4.meta_group_size() + tile4.thread_rank() * 1000);
}

__global__ void matches(const int *in, const double *d, unsigned *out)
{
    unsigned t = threadIdx.x + blockIdx.x * blockDim.x;
    int pred = 0;
    unsigned any = __match_any_sync(0xffffffffu, in[t] % 5);
    // a *_sync call's mask must name the calling lane: only the ballot's lanes call it
    unsigned m = __ballot_sync(0xffffffffu, threadIdx.x < 40);
    unsigned all = 0;
    if ((m >> (threadIdx.x % 32)) & 1u)
        all = __match_all_sync(m, d[t / 8], &pred);
    out[3 * t] = any;
    out[3 * t + 1] = all;
    out[3 * t + 2] = (unsigned)pred;
}

static int popc(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

// The lanes of t's warp for which f holds, as a mask.
template <class F> static unsigned lanes(unsigned t, F f)
{
    unsigned m = 0, base = t & ~31u;
    for (unsigned l = 0; l < 32; l++)
        if (f(base + l))
            m |= 1u << l;
    return m;
}

static int run(int round)
{
    std::vector<int> in(N);
    std::vector<double> d(N / 8);
    srand(1234 + round);
    for (int i = 0; i < N; i++)
        in[i] = (rand() % 200) - 60;
    for (int i = 0; i < N / 8; i++)
        d[i] = (i % 8 == 4 || i % 8 == 5) ? 2.5 : (double)i;   // warp 1's first 8 lanes agree
    int *d_in, *d_dst, *d_n, *d_ranks, *d_out;
    unsigned *d_masks, *d_match;
    double *d_d;
    CUDA_CHECK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_dst, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_n, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_ranks, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, 4 * N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_masks, N * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_match, 3 * N * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_d, N / 8 * sizeof(double)));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_d, d.data(), N / 8 * sizeof(double), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_n, 0, sizeof(int)));
    filter<<<BLOCKS, BLOCK>>>(d_dst, d_n, d_in, N - 5);
    active<<<BLOCKS, BLOCK>>>(d_in, d_masks, d_ranks);
    partitions<<<BLOCKS, BLOCK>>>(d_in, d_out);
    matches<<<BLOCKS, BLOCK>>>(d_in, d_d, d_match);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    int n = 0;
    std::vector<int> dst(N), ranks(N), out(4 * N);
    std::vector<unsigned> masks(N), match(3 * N);
    CUDA_CHECK(cudaMemcpy(&n, d_n, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(dst.data(), d_dst, N * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(ranks.data(), d_ranks, N * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, 4 * N * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(masks.data(), d_masks, N * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(match.data(), d_match, 3 * N * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int bad = 0;
    std::vector<int> want;
    for (int i = 0; i < N - 5; i++)
        if (in[i] > 0)
            want.push_back(in[i]);
    std::vector<int> got(dst.begin(), dst.begin() + std::min(n, N));
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    if (n != (int)want.size() || got != want) {
        printf("round %d: filter kept %d values, want %zu\n", round, n, want.size());
        bad++;
    }
    for (unsigned t = 0; t < N; t++) {
        unsigned l = t & 31u;
        unsigned act = lanes(t, [&](unsigned u) { return in[u] % 3 == 0; });
        bool on = in[t] % 3 == 0;
        unsigned wm = on ? act : 0;
        int wr = on ? popc(act & ((1u << l) - 1u)) + 100 * popc(act) +
                          10000 * (lanes(t, [&](unsigned u) { return in[u] % 3 == 0 && in[u] > 50; }) != 0)
                    : -1;
        unsigned lab = lanes(t, [&](unsigned u) { return in[u] % 4 == in[t] % 4; });
        unsigned par = lanes(t, [&](unsigned u) { return (in[u] & 1) == (in[t] & 1); });
        int first = in[(t & ~31u) + __builtin_ctz(lab)];
        int prank = popc(par & ((1u << l) - 1u));
        unsigned rest = par & ~((2u << l) - 1u);   // the members above t
        int next = prank + 1 < popc(par) ? in[(t & ~31u) + __builtin_ctz(rest)] : in[t];
        int wout[4] = {first, next, popc(lab) * 100 + prank,
                       (int)((l / 4) * 100 + 8 + (l % 4) * 1000)};
        unsigned same5 = lanes(t, [&](unsigned u) { return in[u] % 5 == in[t] % 5; });
        unsigned bmask = (t % BLOCK) < 32 ? 0xffffffffu : 0xffu;
        bool allsame = true;
        for (unsigned u = 0; u < 32; u++)
            if ((bmask >> u) & 1u)
                allsame = allsame && d[((t & ~31u) + u) / 8] == d[t / 8];
        bool member = (bmask >> l) & 1u;
        unsigned wmatch[3] = {same5, member && allsame ? bmask : 0u, member && allsame ? 1u : 0u};
        bool ok = masks[t] == wm && ranks[t] == wr && !memcmp(&out[4 * t], wout, sizeof wout) &&
                  !memcmp(&match[3 * t], wmatch, sizeof wmatch);
        if (!ok && bad++ < 5)
            printf("round %d lane %u: mask %08x/%08x rank %d/%d out %d %d %d %d / %d %d %d %d "
                   "match %08x %08x %u / %08x %08x %u\n",
                   round, t, masks[t], wm, ranks[t], wr, out[4 * t], out[4 * t + 1], out[4 * t + 2],
                   out[4 * t + 3], wout[0], wout[1], wout[2], wout[3], match[3 * t],
                   match[3 * t + 1], match[3 * t + 2], wmatch[0], wmatch[1], wmatch[2]);
    }
    cudaFree(d_in); cudaFree(d_dst); cudaFree(d_n); cudaFree(d_ranks); cudaFree(d_out);
    cudaFree(d_masks); cudaFree(d_match); cudaFree(d_d);
    return bad;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 5 : 20, bad = 0;
    for (int r = 0; r < rounds; r++)
        bad += run(r);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
