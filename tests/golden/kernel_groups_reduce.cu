// cg::reduce over tiles, multi-warp tiles, the block and groups known only at run time,
// with each of cg's operators; groups reaching device function templates as template type
// arguments (by reference and by value), and an operator passed as a parameter (an empty
// object: a uchar 0).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <typename T, typename Group> __device__ T sumOf(T in, Group &threads)
{
    return cg::reduce(threads, in, cg::plus<T>());
}

template <class Group> __device__ unsigned rankIn(Group g) { return g.thread_rank() + g.size(); }

template <class T, class Group, class Op> __device__ T reduceWith(const Group &g, T v, Op op)
{
    return cg::reduce(g, v, op);
}

__device__ int anyReduce(cg::thread_group g, int v) { return cg::reduce(g, v, cg::greater<int>()); }

template <class T, unsigned Tile>
__global__ void tiles(const T *in, T *out)
{
    __shared__ cg::block_tile_memory<256> scratch;
    cg::thread_block cta = cg::this_thread_block(scratch);
    cg::thread_block_tile<Tile> tile = cg::tiled_partition<Tile>(cta);
    auto warp = cg::tiled_partition<32>(cta);
    T v = in[cta.thread_rank()];
    T s = sumOf(v, tile) + sumOf(v, warp);
    T lo = cg::reduce(tile, v, cg::less<T>());
    T hi = cg::reduce(warp, v, cg::greater<T>()) + reduceWith(tile, v, cg::greater<T>());
    out[cta.thread_rank()] = s + lo + hi + (T)rankIn(tile) + (T)rankIn(cta);
}

__global__ void bits(const unsigned *in, unsigned *out)
{
    cg::thread_block cta = cg::this_thread_block();
    auto t8 = cg::tiled_partition<8>(cta);
    unsigned v = in[threadIdx.x];
    out[threadIdx.x] = cg::reduce(t8, v, cg::bit_and<unsigned>()) ^ cg::reduce(t8, v, cg::bit_or<unsigned>()) ^
                       cg::reduce(cta, v, cg::bit_xor<unsigned>()) + (unsigned)anyReduce(cta, (int)v) +
                       (unsigned)anyReduce(cg::tiled_partition(cta, 4), (int)v);
}

void run(int *i, int *o, float *f, double *d, unsigned *u)
{
    tiles<int, 64><<<1, 256>>>(i, o);
    tiles<float, 16><<<1, 256>>>(f, f);
    tiles<double, 128><<<1, 256>>>(d, d);
    bits<<<1, 96>>>(u, u);
}
