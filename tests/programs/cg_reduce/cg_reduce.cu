// cg::reduce with each of cg's operators (plus, less, greater, bit_and, bit_or, bit_xor) on
// int, unsigned, float and double, over tiles of 4, 16 and 32 threads and a tile of two warps
// (with the block_tile_memory CUDA's multi-warp tiles take). The groups reach device function
// templates as template type arguments, by reference and by value, as cuda-samples'
// reduction passes them. Every thread's results are checked against the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
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
#define GRID 3
#define FIELDS 8

// The group as a template type argument, by reference.
template <typename T, typename Group> __device__ T sumOf(T v, Group &g)
{
    return cg::reduce(g, v, cg::plus<T>());
}

// By value, with the operator chosen by the caller.
template <typename T, typename Group, typename Op> __device__ T reduceWith(Group g, T v, Op op)
{
    return cg::reduce(g, v, op);
}

// The group's rank and size through a template as well.
template <typename Group> __device__ unsigned placeIn(const Group &g)
{
    return (unsigned)g.thread_rank() * 1000u + (unsigned)g.size();
}

template <typename T> __device__ T valueOf(unsigned i)
{
    return (T)((i * 37u + 11u) % 97u) + (T)1;
}

template <typename T> __global__ void reduceArith(T *out, unsigned *place)
{
    __shared__ cg::block_tile_memory<BLOCK> scratch;
    cg::thread_block cta = cg::this_thread_block(scratch);
    cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(cta);
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(cta);
    auto warp = cg::tiled_partition<32>(cta);
    cg::thread_block_tile<64> pair = cg::tiled_partition<64>(cta);
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    T v = valueOf<T>(i);
    T *o = out + i * FIELDS;
    o[0] = sumOf(v, t4);
    o[1] = sumOf(v, warp);
    o[2] = sumOf(v, pair);
    o[3] = reduceWith(t16, v, cg::less<T>());
    o[4] = reduceWith(warp, v, cg::greater<T>());
    o[5] = cg::reduce(pair, v, cg::less<T>());
    o[6] = cg::reduce(t16, v * (T)2, cg::plus<T>());
    // only some tiles reduce: the others skip the branch
    T second = (T)0;
    if (pair.meta_group_rank() == 1)
        second = reduceWith(pair, v, cg::greater<T>());
    o[7] = second;
    place[i * 2] = placeIn(t16);
    place[i * 2 + 1] = placeIn(pair);
}

template <typename T> __global__ void reduceBits(T *out)
{
    cg::thread_block cta = cg::this_thread_block();
    auto t8 = cg::tiled_partition<8>(cta);
    auto warp = cg::tiled_partition<32>(cta);
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    T v = (T)(1u << (i % 13u)) | (T)(i & 0x70u) | (T)0x100;
    T *o = out + i * 4;
    o[0] = reduceWith(t8, v, cg::bit_and<T>());
    o[1] = reduceWith(warp, v, cg::bit_or<T>());
    o[2] = cg::reduce(t8, v, cg::bit_xor<T>());
    o[3] = cg::reduce(warp, v, cg::bit_xor<T>());
}

template <typename T> static T hostValue(unsigned i) { return (T)((i * 37u + 11u) % 97u) + (T)1; }

template <typename T> static T hostBits(unsigned i)
{
    return (T)(1u << (i % 13u)) | (T)(i & 0x70u) | (T)0x100;
}

enum Op { PLUS, LESS, GREATER, AND, OR, XOR };

template <typename T> static T combine(Op op, T r, T x)
{
    return op == PLUS ? r + x : op == LESS ? (x < r ? x : r) : (x > r ? x : r);
}
static int combine(Op op, int r, int x)
{
    return op == AND ? r & x : op == OR ? r | x : op == XOR ? r ^ x : combine<int>(op, r, x);
}
static unsigned combine(Op op, unsigned r, unsigned x)
{
    return op == AND ? r & x : op == OR ? r | x : op == XOR ? r ^ x : combine<unsigned>(op, r, x);
}

// The reduction over the n-thread tile holding thread i, of val(j) * scale.
template <typename T> static T hostReduce(unsigned i, unsigned n, Op op, T (*val)(unsigned), T scale)
{
    unsigned first = i - i % n;
    T r = val(first) * scale;
    for (unsigned j = first + 1; j < first + n; j++)
        r = combine(op, r, val(j) * scale);
    return r;
}

static int failures = 0;

template <typename T> static void expect(const char *what, const char *type, unsigned i, T got, T want)
{
    if (got != want) {
        if (failures < 10)
            printf("%s<%s>: thread %u: got %g, expected %g\n", what, type, i, (double)got, (double)want);
        failures++;
    }
}

template <typename T> static void checkArith(const char *type)
{
    const unsigned n = GRID * BLOCK;
    T *d;
    unsigned *dp;
    CUDA_CHECK(cudaMalloc(&d, n * FIELDS * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&dp, n * 2 * sizeof(unsigned)));
    reduceArith<T><<<GRID, BLOCK>>>(d, dp);
    CUDA_CHECK(cudaGetLastError());
    std::vector<T> h(n * FIELDS);
    std::vector<unsigned> p(n * 2);
    CUDA_CHECK(cudaMemcpy(h.data(), d, h.size() * sizeof(T), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(p.data(), dp, p.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (unsigned i = 0; i < n; i++) {
        const T *o = &h[i * FIELDS];
        expect("plus over 4", type, i, o[0], hostReduce<T>(i, 4, PLUS, hostValue<T>, 1));
        expect("plus over 32", type, i, o[1], hostReduce<T>(i, 32, PLUS, hostValue<T>, 1));
        expect("plus over 64", type, i, o[2], hostReduce<T>(i, 64, PLUS, hostValue<T>, 1));
        expect("less over 16", type, i, o[3], hostReduce<T>(i, 16, LESS, hostValue<T>, 1));
        expect("greater over 32", type, i, o[4], hostReduce<T>(i, 32, GREATER, hostValue<T>, 1));
        expect("less over 64", type, i, o[5], hostReduce<T>(i, 64, LESS, hostValue<T>, 1));
        expect("plus of 2v over 16", type, i, o[6], hostReduce<T>(i, 16, PLUS, hostValue<T>, 2));
        unsigned t = i % BLOCK;
        expect("greater over the second 64", type, i, o[7],
               t / 64 == 1 ? hostReduce<T>(i, 64, GREATER, hostValue<T>, 1) : (T)0);
        expect("place in 16", type, i, p[i * 2], (t % 16) * 1000 + 16);
        expect("place in 64", type, i, p[i * 2 + 1], (t % 64) * 1000 + 64);
    }
    CUDA_CHECK(cudaFree(d));
    CUDA_CHECK(cudaFree(dp));
}

template <typename T> static void checkBits(const char *type)
{
    const unsigned n = GRID * BLOCK;
    T *d;
    CUDA_CHECK(cudaMalloc(&d, n * 4 * sizeof(T)));
    reduceBits<T><<<GRID, BLOCK>>>(d);
    CUDA_CHECK(cudaGetLastError());
    std::vector<T> h(n * 4);
    CUDA_CHECK(cudaMemcpy(h.data(), d, h.size() * sizeof(T), cudaMemcpyDeviceToHost));
    for (unsigned i = 0; i < n; i++) {
        expect("bit_and over 8", type, i, h[i * 4], hostReduce<T>(i, 8, AND, hostBits<T>, 1));
        expect("bit_or over 32", type, i, h[i * 4 + 1], hostReduce<T>(i, 32, OR, hostBits<T>, 1));
        expect("bit_xor over 8", type, i, h[i * 4 + 2], hostReduce<T>(i, 8, XOR, hostBits<T>, 1));
        expect("bit_xor over 32", type, i, h[i * 4 + 3], hostReduce<T>(i, 32, XOR, hostBits<T>, 1));
    }
    CUDA_CHECK(cudaFree(d));
}

int main()
{
    checkArith<int>("int");
    checkArith<unsigned>("unsigned");
    checkArith<float>("float");
    checkArith<double>("double");
    checkBits<int>("int");
    checkBits<unsigned>("unsigned");
    if (failures) {
        printf("FAIL: %d wrong results\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
