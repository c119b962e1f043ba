// Warp operations inside loops whose trip count differs between the lanes of a warp, as
// real code writes them: a grid-stride stream compaction whose positive values are appended
// through warp-aggregated atomics (a coalesced group's rank, size and shfl), a while loop
// over a per-lane count that reads __activemask(), reduces with __reduce_add_sync under that
// mask and ranks the lanes in a coalesced group, and a do-while loop that elects the lowest
// lane still in with __ballot_sync and broadcasts from it with __shfl_sync under the
// ballot's mask. Every lane's result of every iteration is checked against the host, over
// several launches with new data; a single mismatch fails.
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
#define BLOCKS 3
#define T (BLOCK * BLOCKS)
#define MAXK 8
#define N 2000   // values of the compaction: several strides of the grid, the last partial

__device__ int aggInc(int *counter)
{
    cg::coalesced_group active = cg::coalesced_threads();
    int res = 0;
    if (active.thread_rank() == 0)
        res = atomicAdd(counter, (int)active.size());
    res = active.shfl(res, 0);
    return res + (int)active.thread_rank();
}

__global__ void filter(int *dst, int *nres, const int *src, int n)
{
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    for (int i = id; i < n; i += gridDim.x * blockDim.x)
        if (src[i] > 0)
            dst[aggInc(nres)] = src[i];
}

__global__ void while_active(const int *cnt, unsigned *masks, int *sums, int *ranks)
{
    int t = threadIdx.x + blockIdx.x * blockDim.x;
    int k = 0;
    while (k < cnt[t]) {
        unsigned m = __activemask();
        int s = __reduce_add_sync(m, k + t);
        cg::coalesced_group g = cg::coalesced_threads();
        masks[t * MAXK + k] = m;
        sums[t * MAXK + k] = s;
        ranks[t * MAXK + k] = (int)g.thread_rank() + 100 * (int)g.size();
        k++;
    }
}

__global__ void do_ballot(const int *cnt, int *out)
{
    int t = threadIdx.x + blockIdx.x * blockDim.x;
    int k = 0, v = t * 10;
    do {
        unsigned m = __ballot_sync(__activemask(), 1);
        int leader = __ffs(m) - 1;
        out[t * MAXK + k] = __shfl_sync(m, v + k, leader);
        k++;
    } while (k < cnt[t]);
}

static int popc(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static int run(int round)
{
    std::vector<int> src(N), cnt(T);
    srand(99 + round);
    for (int i = 0; i < N; i++)
        src[i] = rand() % 5 - 1;
    for (int t = 0; t < T; t++)
        cnt[t] = rand() % (MAXK - 1);   // 0 .. MAXK-2: some lanes never enter the while
    int *d_src, *d_dst, *d_n, *d_cnt, *d_sums, *d_ranks, *d_out;
    unsigned *d_masks;
    CUDA_CHECK(cudaMalloc(&d_src, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_dst, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_n, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_cnt, T * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_masks, T * MAXK * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_sums, T * MAXK * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_ranks, T * MAXK * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, T * MAXK * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_src, src.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_cnt, cnt.data(), T * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_n, 0, sizeof(int)));
    CUDA_CHECK(cudaMemset(d_masks, 0xff, T * MAXK * sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(d_sums, 0xff, T * MAXK * sizeof(int)));
    CUDA_CHECK(cudaMemset(d_ranks, 0xff, T * MAXK * sizeof(int)));
    CUDA_CHECK(cudaMemset(d_out, 0xff, T * MAXK * sizeof(int)));
    filter<<<BLOCKS, BLOCK>>>(d_dst, d_n, d_src, N);
    while_active<<<BLOCKS, BLOCK>>>(d_cnt, d_masks, d_sums, d_ranks);
    do_ballot<<<BLOCKS, BLOCK>>>(d_cnt, d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    int n = 0;
    std::vector<int> dst(N), sums(T * MAXK), ranks(T * MAXK), out(T * MAXK);
    std::vector<unsigned> masks(T * MAXK);
    CUDA_CHECK(cudaMemcpy(&n, d_n, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(dst.data(), d_dst, N * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(masks.data(), d_masks, T * MAXK * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(sums.data(), d_sums, T * MAXK * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(ranks.data(), d_ranks, T * MAXK * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, T * MAXK * sizeof(int), cudaMemcpyDeviceToHost));
    int bad = 0;
    std::vector<int> want;
    for (int i = 0; i < N; i++)
        if (src[i] > 0)
            want.push_back(src[i]);
    std::vector<int> got(dst.begin(), dst.begin() + std::min(std::max(n, 0), N));
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    if (n != (int)want.size() || got != want) {
        printf("round %d: filter kept %d values, want %zu\n", round, n, want.size());
        bad++;
    }
    for (int t = 0; t < T; t++) {
        int base = t & ~31, lane = t & 31;
        for (int k = 0; k < MAXK; k++) {
            // while: the lanes of the warp still in at iteration k
            unsigned in = 0, in_do = 0;
            for (int l = 0; l < 32; l++) {
                if (cnt[base + l] > k)
                    in |= 1u << l;
                if (k == 0 || cnt[base + l] > k)
                    in_do |= 1u << l;
            }
            int sum = 0;
            for (int l = 0; l < 32; l++)
                if ((in >> l) & 1u)
                    sum += k + base + l;
            bool on = (in >> lane) & 1u, on_do = (in_do >> lane) & 1u;
            unsigned wm = on ? in : 0xffffffffu;
            int ws = on ? sum : -1;
            int wr = on ? popc(in & ((1u << lane) - 1u)) + 100 * popc(in) : -1;
            int wo = on_do ? (base + __builtin_ctz(in_do)) * 10 + k : -1;
            int at = t * MAXK + k;
            if ((masks[at] != wm || sums[at] != ws || ranks[at] != wr || out[at] != wo) &&
                bad++ < 5)
                printf("round %d lane %d iteration %d: mask %08x/%08x sum %d/%d rank %d/%d "
                       "shfl %d/%d\n", round, t, k, masks[at], wm, sums[at], ws, ranks[at], wr,
                       out[at], wo);
        }
    }
    cudaFree(d_src); cudaFree(d_dst); cudaFree(d_n); cudaFree(d_cnt);
    cudaFree(d_masks); cudaFree(d_sums); cudaFree(d_ranks); cudaFree(d_out);
    return bad;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 8 : 30, bad = 0;
    for (int r = 0; r < rounds; r++)
        bad += run(r);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
