// cg::reduce, cg::inclusive_scan and cg::exclusive_scan on groups made by a vote of the
// warp's lanes: binary_partition and labeled_partition of a 32-thread tile, and
// coalesced_threads() in a branch only some lanes take, with cg::plus, cg::less and
// cg::greater; the scans also on a tile of 8. A collective on such a group must combine
// its member lanes only, ranks counted within the group: the two halves of a
// binary_partition get different sums. One reduction sits in `if (odd) // comment`, as
// cuda-samples' binaryPartitionCG writes it. Blocks of 80 threads end in a half warp.
// Every lane's results are checked against the host, over several rounds.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
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

#define BLOCK 80
#define BLOCKS 6
#define N (BLOCK * BLOCKS)
#define FIELDS 14
#define NONE (-99999)

__global__ void partitions(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(block);
    unsigned t = threadIdx.x + blockIdx.x * blockDim.x;
    int v = in[t];
    int *o = out + FIELDS * t;
    cg::coalesced_group half = cg::binary_partition(tile32, v & 1);
    o[0] = cg::reduce(half, v, cg::plus<int>());
    o[1] = cg::reduce(half, v, cg::less<int>());
    o[2] = cg::reduce(half, v, cg::greater<int>());
    o[3] = cg::inclusive_scan(half, v);
    o[4] = cg::exclusive_scan(half, v, cg::plus<int>());
    cg::coalesced_group byLabel = cg::labeled_partition(tile32, v % 3);
    o[5] = cg::reduce(byLabel, v, cg::plus<int>());
    o[6] = cg::reduce(byLabel, v, cg::less<int>());
    o[7] = cg::inclusive_scan(byLabel, v, cg::greater<int>());
    o[8] = cg::inclusive_scan(tile8, v);
    o[9] = cg::exclusive_scan(tile8, v, cg::less<int>());
    o[10] = NONE;
    o[11] = NONE;
    o[12] = NONE;
    if (v % 4 != 0) {
        cg::coalesced_group active = cg::coalesced_threads();
        o[10] = cg::reduce(active, v, cg::plus<int>());
        o[11] = cg::inclusive_scan(active, v, cg::plus<int>());
        o[12] = (int)active.thread_rank();
    }
    o[13] = NONE;
    auto sub = cg::binary_partition(tile32, v & 1);
    if (v & 1) // odd values: their own sum
    {
        int s = cg::reduce(sub, v, cg::plus<int>());
        if (sub.thread_rank() == 0)
            o[13] = s;
    }
}

// What lane t's group computes: members are the lanes of t's warp (within the block) that
// in(t) says share its group; rank is t's place among them.
struct Group {
    std::vector<int> vals;   // the members' values by rank
    int rank;
};

template <class F> static Group group_of(const std::vector<int> &in, int t, F same)
{
    Group g = {{}, 0};
    int base = t - (t % BLOCK) % 32, end = t - t % BLOCK + BLOCK;
    for (int u = base; u < base + 32 && u < end; u++)
        if (same(u)) {
            if (u < t)
                g.rank++;
            g.vals.push_back(in[u]);
        }
    return g;
}

static int fold(const std::vector<int> &v, int n, int op)   // op 0 plus, 1 min, 2 max
{
    int r = v[0];
    for (int i = 1; i < n; i++)
        r = op == 0 ? r + v[i] : op == 1 ? std::min(r, v[i]) : std::max(r, v[i]);
    return r;
}

static int run(int round)
{
    std::vector<int> in(N), out(FIELDS * N);
    srand(4321 + round);
    for (int i = 0; i < N; i++)
        in[i] = rand() % 1000 - 300;
    int *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, FIELDS * N * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    partitions<<<BLOCKS, BLOCK>>>(d_in, d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, FIELDS * N * sizeof(int), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int t = 0; t < N; t++) {
        int v = in[t];
        Group h = group_of(in, t, [&](int u) { return (in[u] & 1) == (v & 1); });
        Group l = group_of(in, t, [&](int u) { return in[u] % 3 == v % 3; });
        Group a = group_of(in, t, [&](int u) { return in[u] % 4 != 0; });
        int t8 = t - (t % BLOCK) % 8;
        std::vector<int> tile8(in.begin() + t8, in.begin() + t8 + 8);
        int r8 = (t % BLOCK) % 8;
        int nh = (int)h.vals.size(), nl = (int)l.vals.size();
        int want[FIELDS] = {
            fold(h.vals, nh, 0), fold(h.vals, nh, 1), fold(h.vals, nh, 2),
            fold(h.vals, h.rank + 1, 0), h.rank ? fold(h.vals, h.rank, 0) : out[FIELDS * t + 4],
            fold(l.vals, nl, 0), fold(l.vals, nl, 1), fold(l.vals, l.rank + 1, 2),
            fold(tile8, r8 + 1, 0), r8 ? fold(tile8, r8, 1) : out[FIELDS * t + 9],
            v % 4 != 0 ? fold(a.vals, (int)a.vals.size(), 0) : NONE,
            v % 4 != 0 ? fold(a.vals, a.rank + 1, 0) : NONE,
            v % 4 != 0 ? a.rank : NONE,
            (v & 1) && h.rank == 0 ? fold(h.vals, nh, 0) : NONE};
        if (memcmp(&out[FIELDS * t], want, sizeof want) != 0 && bad++ < 5) {
            printf("round %d thread %d (value %d):", round, t, v);
            for (int f = 0; f < FIELDS; f++)
                if (out[FIELDS * t + f] != want[f])
                    printf(" [%d] %d, want %d;", f, out[FIELDS * t + f], want[f]);
            printf("\n");
        }
    }
    cudaFree(d_in);
    cudaFree(d_out);
    return bad;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 4 : 16, bad = 0;
    for (int r = 0; r < rounds; r++)
        bad += run(r);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
