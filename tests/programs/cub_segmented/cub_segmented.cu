// CUB's segmented and keyed algorithms called from the host with the two-call temp-storage
// protocol: DeviceSegmentedReduce Sum / Max / Min / Reduce (cuda::maximum, a user's functor) /
// ArgMax over offsets with an empty segment; DeviceHistogram HistogramEven (integer and float
// samples, some outside the range) and HistogramRange; DeviceScan Exclusive/InclusiveSumByKey
// and ExclusiveScanByKey; DeviceReduce ReduceByKey and TransformReduce; DeviceAdjacentDifference
// (a copy, in place with an operator); and DeviceReduce /
// DeviceScan with operands the runtime's kernels do not take (short elements, an output of
// another type, a user's operator, a lambda, a thrust::constant_iterator). Sizes cross block
// boundaries; every result is checked against the host.
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <vector>

#include <cub/cub.cuh>
#include <thrust/iterator/constant_iterator.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

static int failures = 0;

static void check(const char *what, int n, int i, double got, double want)
{
    if (got != want && failures++ < 10)
        printf("%s (n=%d) [%d]: got %g, expected %g\n", what, n, i, got, want);
}

// Keys in runs (lengths 1..5) and small values, exact in float.
__global__ void fill(int *keys, int *vals, float *f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        keys[i] = i / ((i % 5) + 1) / 3;
        vals[i] = (i * 13) % 17 - 8;
        f[i] = (float)((i * 7) % 23) - 2.5f;
    }
}

struct AbsMax {
    __device__ int operator()(const int &a, const int &b) const { return abs(a) > abs(b) ? a : b; }
};

struct Square {
    __host__ __device__ long long operator()(const int &x) const { return (long long)x * x; }
};

template <typename T> static std::vector<T> host_copy(const T *d, int n)
{
    std::vector<T> h(n > 0 ? n : 1);
    if (n > 0)
        CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

static void segmented(const int *d_vals, const std::vector<int> &v, int n)
{
    std::vector<int> offsets(1, 0);
    for (int len = 2; offsets.back() < n; len = len * 3 % 1000 + 1)
        offsets.push_back(std::min(n, offsets.back() + (offsets.size() == 3 ? 0 : len)));
    int segments = (int)offsets.size() - 1;
    int *d_offsets, *d_out;
    cub::KeyValuePair<int, int> *d_pairs;
    CUDA_CHECK(cudaMalloc(&d_offsets, offsets.size() * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, 5 * segments * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_pairs, segments * sizeof *d_pairs));
    CUDA_CHECK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int), cudaMemcpyHostToDevice));
    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceSegmentedReduce::Sum(d_temp, temp_bytes, d_vals, d_out, segments,
                                               d_offsets, d_offsets + 1));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceSegmentedReduce::Sum(d_temp, temp_bytes, d_vals, d_out, segments,
                                               d_offsets, d_offsets + 1));
    CUDA_CHECK(cub::DeviceSegmentedReduce::Max(d_temp, temp_bytes, d_vals, d_out + segments,
                                               segments, d_offsets, d_offsets + 1));
    CUDA_CHECK(cub::DeviceSegmentedReduce::Min(d_temp, temp_bytes, d_vals, d_out + 2 * segments,
                                               segments, d_offsets, d_offsets + 1));
    CUDA_CHECK(cub::DeviceSegmentedReduce::Reduce(d_temp, temp_bytes, d_vals, d_out + 3 * segments,
                                                  segments, d_offsets, d_offsets + 1, cuda::maximum<>(), -100));
    CUDA_CHECK(cub::DeviceSegmentedReduce::Reduce(d_temp, temp_bytes, d_vals, d_out + 4 * segments,
                                                  segments, d_offsets, d_offsets + 1, AbsMax(), 0));
    CUDA_CHECK(cub::DeviceSegmentedReduce::ArgMax(d_temp, temp_bytes, d_vals, d_pairs, segments,
                                                  d_offsets, d_offsets + 1));
    std::vector<int> o = host_copy(d_out, 5 * segments);
    std::vector<cub::KeyValuePair<int, int>> p = host_copy(d_pairs, segments);
    for (int s = 0; s < segments; s++) {
        int sum = 0, mx = std::numeric_limits<int>::lowest(), mn = std::numeric_limits<int>::max();
        int amax = 0, absmax = 0, arg = 1;
        for (int i = offsets[s]; i < offsets[s + 1]; i++) {
            sum += v[i];
            if (i == offsets[s] || v[i] > mx)
                arg = i - offsets[s];
            mx = v[i] > mx ? v[i] : mx;
            mn = v[i] < mn ? v[i] : mn;
            absmax = abs(absmax) > abs(v[i]) ? absmax : v[i];
        }
        amax = mx;
        check("SegmentedReduce::Sum", n, s, o[s], sum);
        check("SegmentedReduce::Max", n, s, o[segments + s], mx);
        check("SegmentedReduce::Min", n, s, o[2 * segments + s], mn);
        check("SegmentedReduce::Reduce(Max, -100)", n, s, o[3 * segments + s], mx > -100 ? mx : -100);
        check("SegmentedReduce::Reduce(AbsMax)", n, s, o[4 * segments + s], absmax);
        check("SegmentedReduce::ArgMax key", n, s, p[s].key, arg);
        check("SegmentedReduce::ArgMax value", n, s, p[s].value, amax);
    }
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_offsets));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_pairs));
}

static void histograms(const int *d_vals, const std::vector<int> &v, const float *d_f,
                       const std::vector<float> &f, int n)
{
    unsigned *d_hist;
    float *d_levels;
    CUDA_CHECK(cudaMalloc(&d_hist, 3 * 16 * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_levels, 5 * sizeof(float)));
    const float levels[5] = {-3.0f, 0.0f, 0.5f, 7.0f, 18.0f};
    CUDA_CHECK(cudaMemcpy(d_levels, levels, sizeof levels, cudaMemcpyHostToDevice));
    void *d_temp = NULL;
    size_t temp_bytes = 0;
    // 6 bins over [-6, 6): the values -8..-7 and 6..8 fall outside
    CUDA_CHECK(cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_vals, d_hist, 7, -6, 6, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_vals, d_hist, 7, -6, 6, n));
    CUDA_CHECK(cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_f, d_hist + 16, 9, 0.0f,
                                                   16.0f, n));
    CUDA_CHECK(cub::DeviceHistogram::HistogramRange(d_temp, temp_bytes, d_f, d_hist + 32, 5,
                                                    d_levels, n));
    std::vector<unsigned> h = host_copy(d_hist, 48);
    std::vector<unsigned> want(48, 0);
    for (int i = 0; i < n; i++) {
        if (v[i] >= -6 && v[i] < 6)
            want[(v[i] + 6) / 2]++;
        if (f[i] >= 0.0f && f[i] < 16.0f)
            want[16 + (int)(f[i] / 2.0f)]++;
        for (int b = 0; b < 4; b++)
            if (f[i] >= levels[b] && f[i] < levels[b + 1])
                want[32 + b]++;
    }
    for (int b = 0; b < 6; b++)
        check("HistogramEven int", n, b, h[b], want[b]);
    for (int b = 0; b < 8; b++)
        check("HistogramEven float", n, b, h[16 + b], want[16 + b]);
    for (int b = 0; b < 4; b++)
        check("HistogramRange", n, b, h[32 + b], want[32 + b]);
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_hist));
    CUDA_CHECK(cudaFree(d_levels));
}

static void keyed(const int *d_keys, const std::vector<int> &k, const int *d_vals,
                  const std::vector<int> &v, int n, cudaStream_t stream)
{
    int *d_out, *d_unique, *d_num;
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_unique, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_num, sizeof(int)));
    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceScan::ExclusiveSumByKey(d_temp, temp_bytes, d_keys, d_vals, d_out, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    for (int variant = 0; variant < 3; variant++) {
        if (variant == 0)
            CUDA_CHECK(cub::DeviceScan::ExclusiveSumByKey(d_temp, temp_bytes, d_keys, d_vals, d_out,
                                                          n));
        else if (variant == 1)
            CUDA_CHECK(cub::DeviceScan::InclusiveSumByKey(d_temp, temp_bytes, d_keys, d_vals, d_out,
                                                          n));
        else
            CUDA_CHECK(cub::DeviceScan::ExclusiveScanByKey(d_temp, temp_bytes, d_keys, d_vals, d_out,
                                                           cuda::maximum<>(), -5, n));
        CUDA_CHECK(cudaStreamSynchronize(stream));
        std::vector<int> o = host_copy(d_out, n);
        int acc = 0;
        for (int i = 0; i < n; i++) {
            bool head = i == 0 || k[i] != k[i - 1];
            if (variant == 0) {
                acc = head ? 0 : acc;
                check("ExclusiveSumByKey", n, i, o[i], acc);
                acc += v[i];
            } else if (variant == 1) {
                acc = head ? v[i] : acc + v[i];
                check("InclusiveSumByKey", n, i, o[i], acc);
            } else {
                acc = head ? -5 : acc;
                check("ExclusiveScanByKey(Max, -5)", n, i, o[i], acc);
                acc = v[i] > acc ? v[i] : acc;
            }
        }
    }
    CUDA_CHECK(cub::DeviceReduce::ReduceByKey(d_temp, temp_bytes, d_keys, d_unique, d_vals, d_out,
                                              d_num, cuda::std::plus<>(), n, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    int runs = host_copy(d_num, 1)[0];
    std::vector<int> u = host_copy(d_unique, runs), a = host_copy(d_out, runs);
    int r = 0;
    for (int i = 0; i < n; r++) {
        int sum = 0, j = i;
        for (; j < n && k[j] == k[i]; j++)
            sum += v[j];
        if (r < runs) {
            check("ReduceByKey key", n, r, u[r], k[i]);
            check("ReduceByKey sum", n, r, a[r], sum);
        }
        i = j;
    }
    check("ReduceByKey runs", n, 0, runs, r);
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_unique));
    CUDA_CHECK(cudaFree(d_num));
}

// Reductions and scans whose operands the runtime's kernels do not take.
static void off_kernels(const int *d_vals, const std::vector<int> &v, int n)
{
    short *d_s, *d_s_out;
    long long *d_ll;
    int *d_out;
    CUDA_CHECK(cudaMalloc(&d_s, n * sizeof(short)));
    CUDA_CHECK(cudaMalloc(&d_s_out, n * sizeof(short)));
    CUDA_CHECK(cudaMalloc(&d_ll, 4 * sizeof(long long)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    std::vector<short> s(n);
    for (int i = 0; i < n; i++)
        s[i] = (short)(v[i] % 3);
    CUDA_CHECK(cudaMemcpy(d_s, s.data(), n * sizeof(short), cudaMemcpyHostToDevice));
    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_s, d_ll, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_s, d_ll, n));
    CUDA_CHECK(cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_vals, d_ll + 1, n,
                                         [] __host__ __device__(long long a, int b) { return a + 2 * b; },
                                         10LL));
    CUDA_CHECK(cub::DeviceReduce::TransformReduce(d_temp, temp_bytes, d_vals, d_ll + 2, n, cuda::std::plus<>(),
                                                  Square(), 0LL));
    thrust::constant_iterator<int> threes(3);
    CUDA_CHECK(cub::DeviceReduce::Max(d_temp, temp_bytes, threes, d_ll + 3, n));
    std::vector<long long> r = host_copy(d_ll, 4);
    long long sum = 0, twice = 10, squares = 0;
    for (int i = 0; i < n; i++) {
        sum += s[i];
        twice += 2 * v[i];
        squares += (long long)v[i] * v[i];
    }
    check("Sum of short into long long", n, 0, (double)r[0], (double)sum);
    check("Reduce(lambda, 10)", n, 0, (double)r[1], (double)twice);
    check("TransformReduce(Sum, Square)", n, 0, (double)r[2], (double)squares);
    check("Max of ConstantInputIterator", n, 0, (double)r[3], 3);

    // adjacent differences: to the left (a copy), to the right in place with an operator
    CUDA_CHECK(cub::DeviceAdjacentDifference::SubtractLeftCopy(d_temp, temp_bytes, d_vals, d_out, n));
    std::vector<int> o = host_copy(d_out, n);
    for (int i = 0; i < n; i++)
        check("SubtractLeftCopy", n, i, o[i], i ? v[i] - v[i - 1] : v[0]);
    CUDA_CHECK(cudaMemcpy(d_out, d_vals, n * sizeof(int), cudaMemcpyDeviceToDevice));
    CUDA_CHECK(cub::DeviceAdjacentDifference::SubtractRight(d_temp, temp_bytes, d_out, n, AbsMax()));
    o = host_copy(d_out, n);
    for (int i = 0; i < n; i++)
        check("SubtractRight(AbsMax)", n, i, o[i],
              i + 1 < n ? (abs(v[i]) > abs(v[i + 1]) ? v[i] : v[i + 1]) : v[i]);

    CUDA_CHECK(cub::DeviceScan::InclusiveScan(d_temp, temp_bytes, d_vals, d_out, AbsMax(), n));
    CUDA_CHECK(cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_s, d_s_out, n));
    o = host_copy(d_out, n);
    std::vector<short> so = host_copy(d_s_out, n);
    int acc = 0;
    short run = 0;
    for (int i = 0; i < n; i++) {
        acc = i == 0 ? v[0] : (abs(acc) > abs(v[i]) ? acc : v[i]);
        check("InclusiveScan(AbsMax)", n, i, o[i], acc);
        check("ExclusiveSum of short", n, i, so[i], run);
        run += s[i];
    }
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_s));
    CUDA_CHECK(cudaFree(d_s_out));
    CUDA_CHECK(cudaFree(d_ll));
    CUDA_CHECK(cudaFree(d_out));
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && argv[1][0] == '-';
    const int sizes[] = {1, 255, 257, 4099, quick ? 70001 : 1000003};
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    for (int k = 0; k < (int)(sizeof sizes / sizeof *sizes); k++) {
        int n = sizes[k];
        int *d_keys, *d_vals;
        float *d_f;
        CUDA_CHECK(cudaMalloc(&d_keys, n * sizeof(int)));
        CUDA_CHECK(cudaMalloc(&d_vals, n * sizeof(int)));
        CUDA_CHECK(cudaMalloc(&d_f, n * sizeof(float)));
        fill<<<(n + 255) / 256, 256>>>(d_keys, d_vals, d_f, n);
        CUDA_CHECK(cudaDeviceSynchronize());
        std::vector<int> keys = host_copy(d_keys, n), vals = host_copy(d_vals, n);
        std::vector<float> f = host_copy(d_f, n);
        segmented(d_vals, vals, n);
        histograms(d_vals, vals, d_f, f, n);
        keyed(d_keys, keys, d_vals, vals, n, k & 1 ? stream : 0);
        off_kernels(d_vals, vals, n);
        CUDA_CHECK(cudaFree(d_keys));
        CUDA_CHECK(cudaFree(d_vals));
        CUDA_CHECK(cudaFree(d_f));
    }
    CUDA_CHECK(cudaStreamDestroy(stream));
    if (failures) {
        printf("FAIL: %d wrong results\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
