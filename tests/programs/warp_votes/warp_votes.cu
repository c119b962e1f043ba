// Warp votes back to back (__ballot_sync, __any_sync, __all_sync, one in a device function,
// then a shuffle of the vote), in 16 blocks launched many times with changing predicates.
// Where votes are exchanged through memory, anything that lets one block's lanes see
// another's (a scratch array shared by the work-groups a CPU device runs at once) or lets a
// lane read before every lane has written gives a wrong answer on some lanes in some runs.
// Every lane of every launch is checked against the host; a single mismatch fails.
// The kernel is alone in its file: a second kernel using the same exchange functions would
// change what the optimizer does with them and hide the race this test is for
// (block_votes.cu checks __syncthreads_count/_and/_or the same way, warp_reduce.cu the
// __reduce_*_sync functions).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define FULL 0xffffffffu
#define FIELDS 5

// A device function voting: it receives the kernel's exchange state as a hidden argument.
__device__ int noneSet(int p)
{
    return __all_sync(FULL, !p);
}

__global__ void votes(const int *pred, unsigned *out, int rounds)
{
    unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned acc_ballot = 0, acc_any = 0, acc_all = 0, acc_none = 0, acc_shfl = 0;
    for (int r = 0; r < rounds; r++) {
        int p = pred[(tid + r * 7) % (gridDim.x * blockDim.x)];
        unsigned b = __ballot_sync(FULL, p);
        int any = __any_sync(FULL, p);
        int all = __all_sync(FULL, p);
        int none = noneSet(p);
        unsigned s = __shfl_xor_sync(FULL, b + (unsigned)all, 5);
        acc_ballot = acc_ballot * 31u + b;
        acc_any = acc_any * 3u + (unsigned)any;
        acc_all = acc_all * 3u + (unsigned)all;
        acc_none = acc_none * 3u + (unsigned)none;
        acc_shfl = acc_shfl * 31u + s;
    }
    unsigned *o = out + tid * FIELDS;
    o[0] = acc_ballot;
    o[1] = acc_any;
    o[2] = acc_all;
    o[3] = acc_none;
    o[4] = acc_shfl;
}

// What every lane must see, computed warp by warp on the host.
static void expect(const std::vector<int> &pred, unsigned n, int rounds,
                   std::vector<unsigned> &want)
{
    want.assign(n * FIELDS, 0);
    for (unsigned w0 = 0; w0 < n; w0 += 32) {
        std::vector<unsigned> acc(32 * FIELDS, 0);
        for (int r = 0; r < rounds; r++) {
            unsigned b = 0;
            for (unsigned l = 0; l < 32; l++)
                b |= (unsigned)(pred[(w0 + l + r * 7) % n] != 0) << l;
            unsigned any = b != 0, all = b == FULL, none = b == 0;
            for (unsigned l = 0; l < 32; l++) {
                unsigned *a = &acc[l * FIELDS];
                a[0] = a[0] * 31u + b;
                a[1] = a[1] * 3u + any;
                a[2] = a[2] * 3u + all;
                a[3] = a[3] * 3u + none;
                a[4] = a[4] * 31u + (b + all);
            }
        }
        for (unsigned l = 0; l < 32; l++)
            for (int f = 0; f < FIELDS; f++)
                want[(w0 + l) * FIELDS + f] = acc[l * FIELDS + f];
    }
}

int checkBlockVotes(bool quick);   // block_votes.cu
int checkWarpReduce();             // warp_reduce.cu

int main(int argc, char **argv)
{
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const unsigned block = 128, grid = 16, n = block * grid;
    const int rounds = 16, launches = quick ? 100 : 400;
    static const char *field[FIELDS] = {"ballot", "any", "all", "all(!p)", "shfl of ballot"};
    std::vector<int> pred(n);
    std::vector<unsigned> got(n * FIELDS), want;
    int *dpred;
    unsigned *dout;
    CUDA_CHECK(cudaMalloc(&dpred, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dout, n * FIELDS * sizeof(unsigned)));
    unsigned seed = 12345u;
    int bad = 0;
    for (int launch = 0; launch < launches && !bad; launch++) {
        // Patterns that make every vote both true and false somewhere: all set, none set,
        // random, one lane of each warp.
        for (unsigned i = 0; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            int kind = launch % 4;
            pred[i] = kind == 0 ? 1 : kind == 1 ? ((seed >> 16) % 64 != 0)
                    : kind == 2 ? (int)((seed >> 16) & 1u) : (i % 32) == (unsigned)(launch % 32);
        }
        CUDA_CHECK(cudaMemcpy(dpred, pred.data(), n * sizeof(int), cudaMemcpyHostToDevice));
        votes<<<grid, block>>>(dpred, dout, rounds);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpy(got.data(), dout, n * FIELDS * sizeof(unsigned), cudaMemcpyDeviceToHost));
        expect(pred, n, rounds, want);
        for (unsigned i = 0; i < n * FIELDS && !bad; i++)
            if (got[i] != want[i]) {
                printf("FAIL: launch %d, thread %u: %s 0x%08x, expected 0x%08x\n", launch,
                       i / FIELDS, field[i % FIELDS], got[i], want[i]);
                bad = 1;
            }
    }
    CUDA_CHECK(cudaFree(dpred));
    CUDA_CHECK(cudaFree(dout));
    if (bad || checkBlockVotes(quick) != 0 || checkWarpReduce() != 0)
        return 1;
    printf("%d launches of %u threads, %d rounds of votes each: all lanes agree\n", launches, n,
           rounds);
    printf("PASS\n");
    return 0;
}
