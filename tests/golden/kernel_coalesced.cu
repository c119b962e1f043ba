// Groups made by a vote of the lanes that run the code: coalesced_threads() with
// warp-aggregated atomics in divergent branches (in a device function, whose body is then
// predicated on the flag its callers pass), __activemask() in a predicated branch,
// labeled_partition and binary_partition of a tile, a tile of a tile with its meta-group,
// and __match_any_sync / __match_all_sync.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *ctr)
{
    cg::coalesced_group g = cg::coalesced_threads();
    int warp_res;
    if (g.thread_rank() == 0)
        warp_res = atomicAdd(ctr, (int)g.size());
    return g.shfl(warp_res, 0) + g.thread_rank();
}

__global__ void filter(int *dst, int *nres, const int *src, int n)
{
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n && src[i] > 0)
        dst[atomicAggInc(nres)] = src[i];
}

__global__ void active(const int *in, unsigned *masks, int *ranks)
{
    unsigned t = threadIdx.x;
    unsigned m = 0;
    if (in[t] % 3 == 0) {
        m = __activemask();
        auto g = cg::coalesced_threads();
        ranks[t] = (int)g.thread_rank() + 100 * (int)g.size() + 10000 * g.any(in[t] > 5);
    }
    masks[t] = m;
}

__global__ void partitions(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<4> tile4 = cg::tiled_partition<4>(tile32);
    unsigned t = threadIdx.x;
    cg::coalesced_group byLabel = cg::labeled_partition(tile32, in[t] % 4);
    cg::coalesced_group odd = cg::binary_partition(tile32, (in[t] & 1) != 0);
    int sum = byLabel.shfl(in[t], 0) + odd.shfl_down(in[t], 1);
    out[t] = sum + (int)(byLabel.size() * 100 + odd.thread_rank() * 1000) +
             (int)(tile4.meta_group_rank() * 100000 + tile4.meta_group_size() * 1000000);
}

__global__ void matches(const int *in, const double *d, unsigned *out)
{
    unsigned t = threadIdx.x;
    int pred = 0;
    unsigned any = __match_any_sync(0xffffffffu, in[t] % 5);
    unsigned all = __match_all_sync(__ballot_sync(0xffffffffu, t < 40), d[t / 8], &pred);
    out[t] = any ^ all ^ (unsigned)pred;
}

void run(int *d, int *n, const int *s, unsigned *m, double *dd)
{
    filter<<<4, 64>>>(d, n, s, 256);
    active<<<1, 64>>>(s, m, d);
    partitions<<<1, 64>>>(s, d);
    matches<<<1, 64>>>(s, dd, m);
}
