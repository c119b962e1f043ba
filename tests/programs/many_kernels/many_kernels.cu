// many_kernels: one translation unit holding many kernel instances with barriers in
// loops (block reductions templated on type, operation and block size), of which a run
// launches only some, as real code does (a library of variants, one chosen at run time).
// On PoCL a kernel's work-group function is compiled at its first launch; a runtime that
// asked the driver for the program's binary made PoCL compile every instance up front
// (docs/performance.md, "PoCL: programs that time out on two CPU cores"). --quick
// launches 2 of the 32 instances, a full run all of them; each result is checked on the
// host. Prints PASS or FAIL and exits non-zero on failure.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(call)                                                             \
    do {                                                                        \
        cudaError_t err_ = (call);                                              \
        if (err_ != cudaSuccess) {                                              \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                  \
                    cudaGetErrorString(err_));                                  \
            exit(1);                                                            \
        }                                                                       \
    } while (0)

struct SumOp {
    template <typename T> __host__ __device__ static T apply(T a, T b) { return a + b; }
    template <typename T> __host__ __device__ static T identity() { return T(0); }
};

struct MaxOp {
    template <typename T> __host__ __device__ static T apply(T a, T b) { return a > b ? a : b; }
    template <typename T> __host__ __device__ static T identity() { return T(-1000000); }
};

// A grid-stride load, then a tree in shared memory: one barrier per level, in a loop.
template <typename T, typename Op, int BLOCK>
__global__ void block_reduce(const T *in, T *out, int n)
{
    __shared__ T part[BLOCK];
    T acc = Op::template identity<T>();
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
        acc = Op::apply(acc, in[i]);
    part[threadIdx.x] = acc;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            part[threadIdx.x] = Op::apply(part[threadIdx.x], part[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = part[0];
}

static const int N = 10000;
static const int BLOCKS = 8;

template <typename T, typename Op, int BLOCK>
static bool run_one(const char *name)
{
    std::vector<T> h(N), parts(BLOCKS);
    for (int i = 0; i < N; i++)
        h[i] = T((i * 7919) % 101);
    T *d_in, *d_out;
    CHECK(cudaMalloc(&d_in, N * sizeof(T)));
    CHECK(cudaMalloc(&d_out, BLOCKS * sizeof(T)));
    CHECK(cudaMemcpy(d_in, h.data(), N * sizeof(T), cudaMemcpyHostToDevice));
    block_reduce<T, Op, BLOCK><<<BLOCKS, BLOCK>>>(d_in, d_out, N);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(parts.data(), d_out, BLOCKS * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    T want = Op::template identity<T>(), got = Op::template identity<T>();
    for (int i = 0; i < N; i++)
        want = Op::apply(want, h[i]);
    for (int b = 0; b < BLOCKS; b++)
        got = Op::apply(got, parts[b]);
    bool ok = got == want;
    printf("%-22s block %4d: %s (%g, expected %g)\n", name, BLOCK, ok ? "ok" : "WRONG",
           (double)got, (double)want);
    return ok;
}

template <typename T, typename Op>
static bool run_sizes(const char *name)
{
    bool ok = run_one<T, Op, 32>(name);
    ok = run_one<T, Op, 64>(name) && ok;
    ok = run_one<T, Op, 128>(name) && ok;
    ok = run_one<T, Op, 256>(name) && ok;
    return ok;
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    bool ok;
    if (quick) {
        // two of the 32 instances; the others are compiled only when launched
        ok = run_one<int, SumOp, 128>("sum int");
        ok = run_one<float, MaxOp, 64>("max float") && ok;
    } else {
        ok = run_sizes<int, SumOp>("sum int");
        ok = run_sizes<unsigned int, SumOp>("sum unsigned") && ok;
        ok = run_sizes<float, SumOp>("sum float") && ok;
        ok = run_sizes<double, SumOp>("sum double") && ok;
        ok = run_sizes<int, MaxOp>("max int") && ok;
        ok = run_sizes<long long, MaxOp>("max long long") && ok;
        ok = run_sizes<float, MaxOp>("max float") && ok;
        ok = run_sizes<double, MaxOp>("max double") && ok;
    }
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
