// CUB's selections called from the host with the two-call temp-storage protocol:
// DeviceSelect Flagged / If / Unique / UniqueByKey, DevicePartition Flagged / If (two and
// three ways), the
// run-length encodings (Encode, NonTrivialRuns), and DeviceReduce::Sum over fancy iterators
// (a transform_iterator with the program's functor, of bool, summed into a 64-bit count;
// a counting_iterator selected by flags), as programs count and gather non-zeros. Inputs
// come from a kernel, with runs of repeated values, at sizes around block boundaries; every
// result is checked against the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cub/cub.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

static int failures = 0;

static void check(const char *what, long long n, long long i, long long got, long long want)
{
    if (got != want && failures++ < 10)
        printf("%s (n=%lld) [%lld]: got %lld, expected %lld\n", what, n, i, got, want);
}

// Runs of equal values (lengths 1..4), zero where the run's number is a multiple of 3.
__global__ void fill(int *p, int n, int salt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int run = (i + salt) / ((i * 7 + salt) % 4 + 1);
        p[i] = run % 3 == 0 ? 0 : run % 11 - 5;
    }
}

struct IsNonZero {
    __host__ __device__ bool operator()(const int &x) const { return x != 0; }
};

// a device-only predicate: its operator() must stay callable in the migrated host file
struct IsPositive {
    __device__ bool operator()(const int &x) const { return x > 0; }
};

template <typename T> static std::vector<T> host_copy(const T *d, long long n)
{
    std::vector<T> h(n > 0 ? n : 1);
    if (n > 0)
        CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

static void count_nonzero(const int *d_in, const std::vector<int> &h, int n)
{
    long long *d_count, *d_index, count;
    CUDA_CHECK(cudaMalloc(&d_count, sizeof(long long)));
    CUDA_CHECK(cudaMalloc(&d_index, (n + 1) * sizeof(long long)));
    // Thrust's iterators (CCCL 3 has no cub:: ones; golden host_cub_on_host has those)
    thrust::transform_iterator<IsNonZero, const int *> nz(d_in, IsNonZero());
    thrust::counting_iterator<long long> counting(0);

    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, nz, d_count, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, nz, d_count, n));
    CUDA_CHECK(cudaMemcpy(&count, d_count, sizeof count, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_temp));

    d_temp = NULL;
    CUDA_CHECK(cub::DeviceSelect::Flagged(d_temp, temp_bytes, counting, nz, d_index, d_count, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceSelect::Flagged(d_temp, temp_bytes, counting, nz, d_index, d_count, n));
    long long selected;
    CUDA_CHECK(cudaMemcpy(&selected, d_count, sizeof selected, cudaMemcpyDeviceToHost));
    std::vector<long long> idx = host_copy(d_index, selected);
    long long want = 0;
    for (int i = 0; i < n; i++)
        if (h[i] != 0) {
            if (want < selected)
                check("Flagged index", n, want, idx[want], i);
            want++;
        }
    check("Sum of TransformInputIterator", n, 0, count, want);
    check("Flagged count", n, 0, selected, want);
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_count));
    CUDA_CHECK(cudaFree(d_index));
}

static void selections(const int *d_in, const std::vector<int> &h, int n, cudaStream_t stream)
{
    int *d_out, *d_num, *d_flags;
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_num, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_flags, n * sizeof(int)));
    std::vector<int> flags(n);
    for (int i = 0; i < n; i++)
        flags[i] = (i % 5 == 1) || h[i] > 3;
    CUDA_CHECK(cudaMemcpy(d_flags, flags.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceSelect::If(d_temp, temp_bytes, d_in, d_out, d_num, n, IsPositive()));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));

    // If: the positive items, in order
    CUDA_CHECK(cub::DeviceSelect::If(d_temp, temp_bytes, d_in, d_out, d_num, n, IsPositive(), stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    std::vector<int> want;
    for (int i = 0; i < n; i++)
        if (h[i] > 0)
            want.push_back(h[i]);
    int num = host_copy(d_num, 1)[0];
    std::vector<int> o = host_copy(d_out, num);
    check("If count", n, 0, num, (long long)want.size());
    for (int i = 0; i < num && i < (int)want.size(); i++)
        check("If item", n, i, o[i], want[i]);

    // Flagged, and Partition::Flagged: the rejected items after them, last first
    CUDA_CHECK(cub::DeviceSelect::Flagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_num, n, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    want.clear();
    std::vector<int> rejected;
    for (int i = 0; i < n; i++)
        (flags[i] ? want : rejected).push_back(h[i]);
    num = host_copy(d_num, 1)[0];
    o = host_copy(d_out, num);
    check("Flagged count", n, 0, num, (long long)want.size());
    for (int i = 0; i < num && i < (int)want.size(); i++)
        check("Flagged item", n, i, o[i], want[i]);
    CUDA_CHECK(cub::DevicePartition::Flagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_num, n,
                                             stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    std::vector<int> part = want;
    part.insert(part.end(), rejected.rbegin(), rejected.rend());
    o = host_copy(d_out, n);
    check("Partition::Flagged count", n, 0, host_copy(d_num, 1)[0], (long long)want.size());
    for (int i = 0; i < n; i++)
        check("Partition::Flagged item", n, i, o[i], part[i]);

    // Partition::If with a lambda
    CUDA_CHECK(cub::DevicePartition::If(d_temp, temp_bytes, d_in, d_out, d_num, n,
                                        [] __host__ __device__(int x) { return x < 0; }));
    want.clear();
    rejected.clear();
    for (int i = 0; i < n; i++)
        (h[i] < 0 ? want : rejected).push_back(h[i]);
    part = want;
    part.insert(part.end(), rejected.rbegin(), rejected.rend());
    o = host_copy(d_out, n);
    check("Partition::If count", n, 0, host_copy(d_num, 1)[0], (long long)want.size());
    for (int i = 0; i < n; i++)
        check("Partition::If item", n, i, o[i], part[i]);

    // Partition::If, three ways: positive, then negative, then the zeros, each in order
    int *d_second, *d_rest, *d_nums;
    CUDA_CHECK(cudaMalloc(&d_second, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_rest, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_nums, 2 * sizeof(int)));
    CUDA_CHECK(cub::DevicePartition::If(d_temp, temp_bytes, d_in, d_out, d_second, d_rest, d_nums, n,
                                        IsPositive(), [] __device__(int x) { return x < 0; }, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    std::vector<int> parts[3];
    for (int i = 0; i < n; i++)
        parts[h[i] > 0 ? 0 : h[i] < 0 ? 1 : 2].push_back(h[i]);
    std::vector<int> nums = host_copy(d_nums, 2);
    check("Partition::If three-way first count", n, 0, nums[0], (long long)parts[0].size());
    check("Partition::If three-way second count", n, 0, nums[1], (long long)parts[1].size());
    const int *outs[3] = {d_out, d_second, d_rest};
    for (int p = 0; p < 3; p++) {
        o = host_copy(outs[p], (int)parts[p].size());
        for (int i = 0; i < (int)parts[p].size(); i++)
            check("Partition::If three-way item", n, i, o[i], parts[p][i]);
    }
    CUDA_CHECK(cudaFree(d_second));
    CUDA_CHECK(cudaFree(d_rest));
    CUDA_CHECK(cudaFree(d_nums));

    // Unique: the first of each run of equal items
    CUDA_CHECK(cub::DeviceSelect::Unique(d_temp, temp_bytes, d_in, d_out, d_num, n, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    want.clear();
    for (int i = 0; i < n; i++)
        if (i == 0 || h[i] != h[i - 1])
            want.push_back(h[i]);
    num = host_copy(d_num, 1)[0];
    o = host_copy(d_out, num);
    check("Unique count", n, 0, num, (long long)want.size());
    for (int i = 0; i < num && i < (int)want.size(); i++)
        check("Unique item", n, i, o[i], want[i]);

    // UniqueByKey: the keys' runs, each with its first value (the flags as values)
    int *d_vals;
    CUDA_CHECK(cudaMalloc(&d_vals, n * sizeof(int)));
    CUDA_CHECK(cub::DeviceSelect::UniqueByKey(d_temp, temp_bytes, d_in, d_flags, d_out, d_vals,
                                              d_num, n, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    num = host_copy(d_num, 1)[0];
    o = host_copy(d_out, num);
    std::vector<int> v = host_copy(d_vals, num);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (i == 0 || h[i] != h[i - 1]) {
            if (k < num) {
                check("UniqueByKey key", n, k, o[k], h[i]);
                check("UniqueByKey value", n, k, v[k], flags[i]);
            }
            k++;
        }
    check("UniqueByKey count", n, 0, num, k);
    CUDA_CHECK(cudaFree(d_vals));
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_num));
    CUDA_CHECK(cudaFree(d_flags));
}

static void run_lengths(const int *d_in, const std::vector<int> &h, int n)
{
    int *d_unique, *d_lengths, *d_offsets, *d_runs;
    CUDA_CHECK(cudaMalloc(&d_unique, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_lengths, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_offsets, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_runs, sizeof(int)));
    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceRunLengthEncode::Encode(d_temp, temp_bytes, d_in, d_unique, d_lengths,
                                                  d_runs, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceRunLengthEncode::Encode(d_temp, temp_bytes, d_in, d_unique, d_lengths,
                                                  d_runs, n));
    int runs = host_copy(d_runs, 1)[0];
    std::vector<int> u = host_copy(d_unique, runs), l = host_copy(d_lengths, runs);
    int r = 0, nontrivial = 0;
    for (int i = 0; i < n;) {
        int j = i + 1;
        while (j < n && h[j] == h[i])
            j++;
        if (r < runs) {
            check("Encode unique", n, r, u[r], h[i]);
            check("Encode length", n, r, l[r], j - i);
        }
        r++;
        nontrivial += j - i > 1;
        i = j;
    }
    check("Encode runs", n, 0, runs, r);

    CUDA_CHECK(cub::DeviceRunLengthEncode::NonTrivialRuns(d_temp, temp_bytes, d_in, d_offsets,
                                                          d_lengths, d_runs, n));
    runs = host_copy(d_runs, 1)[0];
    std::vector<int> off = host_copy(d_offsets, runs);
    l = host_copy(d_lengths, runs);
    check("NonTrivialRuns runs", n, 0, runs, nontrivial);
    for (int k = 0; k < runs; k++) {
        int o = off[k];
        check("NonTrivialRuns run start", n, k, o == 0 || h[o - 1] != h[o], 1);
        check("NonTrivialRuns length", n, k, l[k] > 1 && h[o + l[k] - 1] == h[o] &&
                                                 (o + l[k] == n || h[o + l[k]] != h[o]), 1);
    }
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_unique));
    CUDA_CHECK(cudaFree(d_lengths));
    CUDA_CHECK(cudaFree(d_offsets));
    CUDA_CHECK(cudaFree(d_runs));
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && argv[1][0] == '-';
    const int sizes[] = {1, 255, 256, 257, 4099, quick ? 70001 : 1000003};
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    for (int k = 0; k < (int)(sizeof sizes / sizeof *sizes); k++) {
        int n = sizes[k];
        int *d_in;
        CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
        fill<<<(n + 255) / 256, 256>>>(d_in, n, k);
        CUDA_CHECK(cudaDeviceSynchronize());
        std::vector<int> h = host_copy(d_in, n);
        count_nonzero(d_in, h, n);
        selections(d_in, h, n, k & 1 ? stream : 0);
        run_lengths(d_in, h, n);
        CUDA_CHECK(cudaFree(d_in));
    }
    CUDA_CHECK(cudaStreamDestroy(stream));
    if (failures) {
        printf("FAIL: %d wrong results\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
