// CUB's sorts called from the host with the two-call temp-storage protocol:
// DeviceRadixSort SortKeys / SortPairs and their Descending forms over unsigned, int, float
// (negative values, duplicates) and 64-bit keys, with begin and end bits (a sort by some
// digits only keeps the order of keys equal in them), the DoubleBuffer forms;
// DeviceSegmentedRadixSort within segments given by offsets (an empty segment included);
// DeviceMergeSort with the program's comparison. Sizes cross block boundaries; every result
// is checked against std::stable_sort on the host.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cub/cub.cuh>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

static int failures = 0;

template <typename T> static bool same(const T &a, const T &b) { return memcmp(&a, &b, sizeof a) == 0; }

template <typename T> static void check(const char *what, int n, int i, T got, T want)
{
    if (!same(got, want) && failures++ < 10)
        printf("%s (n=%d) [%d]: got %g, expected %g\n", what, n, i, (double)got, (double)want);
}

// Keys with many duplicates (and negative ones where the type has them).
template <typename K> __global__ void fill(K *k, int *v, int n, int salt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        long long x = ((long long)i * 2654435761LL + salt) % 1000;
        k[i] = (K)(x - 300) / (K)4;
        v[i] = i;
    }
}

template <typename T> static std::vector<T> host_copy(const T *d, int n)
{
    std::vector<T> h(n > 0 ? n : 1);
    if (n > 0)
        CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

// The bits of a key a radix sort orders by, as CUB defines them.
template <typename K> static unsigned long long radix(K k, int begin_bit, int end_bit)
{
    unsigned long long u = 0;
    memcpy(&u, &k, sizeof k);
    unsigned long long sign = 1ull << (sizeof(K) * 8 - 1);
    if (std::is_floating_point<K>::value)
        u = (u & sign) ? ~u : (u | sign);
    else if (std::is_signed<K>::value)
        u ^= sign;
    if (sizeof(K) < 8)
        u &= (1ull << (sizeof(K) * 8)) - 1;
    int width = end_bit - begin_bit;
    return (u >> begin_bit) & (width >= 64 ? ~0ull : (1ull << width) - 1);
}

// The expected order: the indices of the items [lo, hi) stably sorted by their digits.
template <typename K>
static void expect(const std::vector<K> &keys, std::vector<int> &order, int lo, int hi, int begin_bit,
                   int end_bit, bool descending)
{
    std::stable_sort(order.begin() + lo, order.begin() + hi, [&](int a, int b) {
        unsigned long long x = radix(keys[a], begin_bit, end_bit), y = radix(keys[b], begin_bit, end_bit);
        return descending ? y < x : x < y;
    });
}

template <typename K> static void radix_sorts(int n, int salt, cudaStream_t stream)
{
    K *d_keys, *d_keys_out;
    int *d_vals, *d_vals_out;
    CUDA_CHECK(cudaMalloc(&d_keys, n * sizeof(K)));
    CUDA_CHECK(cudaMalloc(&d_keys_out, n * sizeof(K)));
    CUDA_CHECK(cudaMalloc(&d_vals, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_vals_out, n * sizeof(int)));
    fill<K><<<(n + 255) / 256, 256>>>(d_keys, d_vals, n, salt);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<K> h = host_copy(d_keys, n);
    const int bits = (int)sizeof(K) * 8;

    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_keys, d_keys_out, d_vals,
                                               d_vals_out, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));

    for (int variant = 0; variant < 4; variant++) {
        bool descending = variant & 1;
        int begin_bit = variant & 2 ? 2 : 0, end_bit = variant & 2 ? bits - 3 : bits;
        if (descending)
            CUDA_CHECK(cub::DeviceRadixSort::SortPairsDescending(d_temp, temp_bytes, d_keys,
                                                                 d_keys_out, d_vals, d_vals_out,
                                                                 n, begin_bit, end_bit, stream));
        else
            CUDA_CHECK(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_keys, d_keys_out,
                                                       d_vals, d_vals_out, n, begin_bit, end_bit,
                                                       stream));
        CUDA_CHECK(cudaStreamSynchronize(stream));
        std::vector<int> order(n);
        for (int i = 0; i < n; i++)
            order[i] = i;
        expect(h, order, 0, n, begin_bit, end_bit, descending);
        std::vector<K> k = host_copy(d_keys_out, n);
        std::vector<int> v = host_copy(d_vals_out, n);
        for (int i = 0; i < n; i++) {
            check(descending ? "SortPairsDescending key" : "SortPairs key", n, i, k[i], h[order[i]]);
            check(descending ? "SortPairsDescending value" : "SortPairs value", n, i, v[i], order[i]);
        }
    }

    // keys only, all bits, then in a DoubleBuffer
    CUDA_CHECK(cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_keys, d_keys_out, n));
    std::vector<int> order(n);
    for (int i = 0; i < n; i++)
        order[i] = i;
    expect(h, order, 0, n, 0, bits, false);
    std::vector<K> k = host_copy(d_keys_out, n);
    for (int i = 0; i < n; i++)
        check("SortKeys", n, i, k[i], h[order[i]]);
    cub::DoubleBuffer<K> keys(d_keys, d_keys_out);
    CUDA_CHECK(cub::DeviceRadixSort::SortKeysDescending(d_temp, temp_bytes, keys, n));
    for (int i = 0; i < n; i++)
        order[i] = i;
    expect(h, order, 0, n, 0, bits, true);
    k = host_copy(keys.Current(), n);
    for (int i = 0; i < n; i++)
        check("SortKeysDescending DoubleBuffer", n, i, k[i], h[order[i]]);
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_keys));
    CUDA_CHECK(cudaFree(d_keys_out));
    CUDA_CHECK(cudaFree(d_vals));
    CUDA_CHECK(cudaFree(d_vals_out));
}

// Segments of growing length (one empty) covering the items, as offsets begin[i]..end[i].
static void segmented(int n, cudaStream_t stream)
{
    float *d_keys, *d_keys_out;
    int *d_vals, *d_vals_out, *d_offsets;
    CUDA_CHECK(cudaMalloc(&d_keys, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_keys_out, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_vals, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_vals_out, n * sizeof(int)));
    fill<float><<<(n + 255) / 256, 256>>>(d_keys, d_vals, n, 7);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<float> h = host_copy(d_keys, n);
    std::vector<int> offsets(1, 0);
    for (int len = 0; offsets.back() < n; len = len * 2 + 3)
        offsets.push_back(std::min(n, offsets.back() + len));
    int segments = (int)offsets.size() - 1;
    CUDA_CHECK(cudaMalloc(&d_offsets, offsets.size() * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int), cudaMemcpyHostToDevice));

    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceSegmentedRadixSort::SortPairs(d_temp, temp_bytes, d_keys, d_keys_out,
                                                        d_vals, d_vals_out, n, segments, d_offsets,
                                                        d_offsets + 1));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    for (int descending = 0; descending < 2; descending++) {
        if (descending)
            CUDA_CHECK(cub::DeviceSegmentedRadixSort::SortPairsDescending(
                d_temp, temp_bytes, d_keys, d_keys_out, d_vals, d_vals_out, n, segments, d_offsets,
                d_offsets + 1, 0, 32, stream));
        else
            CUDA_CHECK(cub::DeviceSegmentedRadixSort::SortPairs(
                d_temp, temp_bytes, d_keys, d_keys_out, d_vals, d_vals_out, n, segments, d_offsets,
                d_offsets + 1, 0, 32, stream));
        CUDA_CHECK(cudaStreamSynchronize(stream));
        std::vector<int> order(n);
        for (int i = 0; i < n; i++)
            order[i] = i;
        for (int s = 0; s < segments; s++)
            expect(h, order, offsets[s], offsets[s + 1], 0, 32, descending);
        std::vector<float> k = host_copy(d_keys_out, n);
        std::vector<int> v = host_copy(d_vals_out, n);
        for (int i = 0; i < n; i++) {
            check("SegmentedRadixSort key", n, i, k[i], h[order[i]]);
            check("SegmentedRadixSort value", n, i, v[i], order[i]);
        }
    }
    CUDA_CHECK(cub::DeviceSegmentedRadixSort::SortKeys(d_temp, temp_bytes, d_keys, d_keys_out, n,
                                                       segments, d_offsets, d_offsets + 1));
    std::vector<int> order(n);
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int s = 0; s < segments; s++)
        expect(h, order, offsets[s], offsets[s + 1], 0, 32, false);
    std::vector<float> k = host_copy(d_keys_out, n);
    for (int i = 0; i < n; i++)
        check("SegmentedRadixSort::SortKeys", n, i, k[i], h[order[i]]);
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_keys));
    CUDA_CHECK(cudaFree(d_keys_out));
    CUDA_CHECK(cudaFree(d_vals));
    CUDA_CHECK(cudaFree(d_vals_out));
    CUDA_CHECK(cudaFree(d_offsets));
}

// By the key's absolute value: a comparison no radix sort has.
struct AbsLess {
    __device__ bool operator()(const int &a, const int &b) const { return abs(a) < abs(b); }
};

static void merge_sort(int n)
{
    int *d_keys, *d_vals;
    CUDA_CHECK(cudaMalloc(&d_keys, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_vals, n * sizeof(int)));
    fill<int><<<(n + 255) / 256, 256>>>(d_keys, d_vals, n, 3);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<int> h = host_copy(d_keys, n);
    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceMergeSort::StableSortPairs(d_temp, temp_bytes, d_keys, d_vals, n, AbsLess()));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceMergeSort::StableSortPairs(d_temp, temp_bytes, d_keys, d_vals, n, AbsLess()));
    std::vector<int> order(n);
    for (int i = 0; i < n; i++)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return abs(h[a]) < abs(h[b]); });
    std::vector<int> k = host_copy(d_keys, n), v = host_copy(d_vals, n);
    for (int i = 0; i < n; i++) {
        check("MergeSort key", n, i, k[i], h[order[i]]);
        check("MergeSort value", n, i, v[i], order[i]);
    }
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_keys));
    CUDA_CHECK(cudaFree(d_vals));
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && argv[1][0] == '-';
    const int sizes[] = {1, 255, 257, 4099, quick ? 70001 : 1000003};
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    for (int k = 0; k < (int)(sizeof sizes / sizeof *sizes); k++) {
        int n = sizes[k];
        cudaStream_t s = k & 1 ? stream : 0;
        radix_sorts<unsigned>(n, k, s);
        radix_sorts<int>(n, k + 1, s);
        radix_sorts<float>(n, k + 2, s);
        radix_sorts<long long>(n, k + 3, s);
        segmented(n, s);
        merge_sort(n);
    }
    CUDA_CHECK(cudaStreamDestroy(stream));
    if (failures) {
        printf("FAIL: %d wrong results\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
