// CUB's device-wide algorithms called from the host, as programs call them: the first call
// with NULL storage asks for the temp size, the second runs. DeviceReduce Sum / Max / Min /
// Reduce (cuda::std::plus, cuda::maximum, cuda::minimum) / ArgMax / ArgMin (CCCL 3's two
// outputs and the KeyValuePair form), DeviceScan ExclusiveSum / InclusiveSum / ExclusiveScan /
// InclusiveScan, out of place and in place, on the default stream and on a created one, over
// int, unsigned, long long, float and double, at sizes around the runtime's work-group
// (256) and chunk boundaries. The inputs come from a kernel; every result is checked
// against the host.
#include <cstdio>
#include <cstdlib>
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

template <typename T> static void check(const char *what, long long n, long long i, T got, T want)
{
    if (got != want && failures++ < 10)
        printf("%s (n=%lld) [%lld]: got %g, expected %g\n", what, n, i, (double)got, (double)want);
}

// Small integers, so that float and double sums are exact in any order: every partial sum
// stays below 2^24 (odd salts give values 0..22, only where n * 22 < 2^24; others -11..11,
// whose partial sums stay small).
template <typename T> __global__ void fill(T *p, long long n, int salt)
{
    long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = (T)((i * 7 + salt) % 23) - (T)(salt & 1 && n * 22 < (1 << 24) ? 0 : 11);
}

template <typename T> static std::vector<T> host_copy(const T *d, long long n)
{
    std::vector<T> h(n > 0 ? n : 1);
    if (n > 0)
        CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

template <typename T> static std::vector<T> synced_copy(cudaStream_t stream, const T *d, long long n)
{
    CUDA_CHECK(cudaStreamSynchronize(stream));
    return host_copy(d, n);
}

template <typename T> static void reductions(long long n, int salt, cudaStream_t stream)
{
    T *d_in, *d_out;
    int *d_index;
    CUDA_CHECK(cudaMalloc(&d_in, (n > 0 ? n : 1) * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_out, 8 * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_index, 2 * sizeof(int)));
    if (n > 0)
        fill<T><<<(unsigned)((n + 255) / 256), 256>>>(d_in, n, salt);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<T> h = host_copy(d_in, n);

    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n, stream));
    CUDA_CHECK(cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out + 1, n, stream));
    CUDA_CHECK(cub::DeviceReduce::Min(d_temp, temp_bytes, d_in, d_out + 2, n, stream));
    CUDA_CHECK(cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out + 3, n,
                                         cuda::std::plus<>{}, (T)5, stream));
    CUDA_CHECK(cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out + 4, n,
                                         cuda::maximum<>(), (T)3, stream));
    CUDA_CHECK(cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out + 5, n,
                                         cuda::minimum<T>(), (T)3, stream));
    if (n > 0) {
        CUDA_CHECK(cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_in, d_out + 6, d_index, n,
                                             stream));
        CUDA_CHECK(cub::DeviceReduce::ArgMin(d_temp, temp_bytes, d_in, d_out + 7, d_index + 1,
                                             n, stream));
    }
    CUDA_CHECK(cudaStreamSynchronize(stream));
    std::vector<T> r = host_copy(d_out, 8);
    std::vector<int> idx = host_copy(d_index, 2);

    T sum = 0, mx = h[0], mn = h[0];
    int amax = 0, amin = 0;
    for (long long i = 0; i < n; i++) {
        sum += h[i];
        if (h[i] > mx) { mx = h[i]; amax = (int)i; }
        if (h[i] < mn) { mn = h[i]; amin = (int)i; }
    }
    check("DeviceReduce::Sum", n, 0, r[0], sum);
    check("Reduce(plus, 5)", n, 0, r[3], (T)(sum + 5));
    if (n > 0) {
        check("DeviceReduce::Max", n, 0, r[1], mx);
        check("DeviceReduce::Min", n, 0, r[2], mn);
        check("Reduce(maximum, 3)", n, 0, r[4], mx > 3 ? mx : (T)3);
        check("Reduce(minimum, 3)", n, 0, r[5], mn < 3 ? mn : (T)3);
        check("ArgMax value", n, 0, r[6], mx);
        check("ArgMax index", n, 0, idx[0], amax);
        check("ArgMin value", n, 0, r[7], mn);
        check("ArgMin index", n, 0, idx[1], amin);
    } else {
        check("Reduce(maximum, 3) of nothing", n, 0, r[4], (T)3);
    }
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_index));
}

template <typename T> static void scans(long long n, int salt, cudaStream_t stream)
{
    T *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(T)));
    fill<T><<<(unsigned)((n + 255) / 256), 256>>>(d_in, n, salt);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<T> h = host_copy(d_in, n);

    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_in, d_out, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));

    CUDA_CHECK(cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_in, d_out, n, stream));
    std::vector<T> o = synced_copy(stream, d_out, n);
    T run = 0;
    for (long long i = 0; i < n; run += h[i], i++)
        check("ExclusiveSum", n, i, o[i], run);

    CUDA_CHECK(cub::DeviceScan::InclusiveSum(d_temp, temp_bytes, d_in, d_out, n, stream));
    o = synced_copy(stream, d_out, n);
    run = 0;
    for (long long i = 0; i < n; i++)
        check("InclusiveSum", n, i, o[i], run += h[i]);

    CUDA_CHECK(cub::DeviceScan::ExclusiveScan(d_temp, temp_bytes, d_in, d_out,
                                              cuda::maximum<>(), (T)2, n, stream));
    o = synced_copy(stream, d_out, n);
    run = 2;
    for (long long i = 0; i < n; run = h[i] > run ? h[i] : run, i++)
        check("ExclusiveScan(maximum, 2)", n, i, o[i], run);

    CUDA_CHECK(cub::DeviceScan::InclusiveScan(d_temp, temp_bytes, d_in, d_out,
                                              cuda::minimum<>(), n, stream));
    o = synced_copy(stream, d_out, n);
    run = h[0];
    for (long long i = 0; i < n; i++) {
        run = h[i] < run ? h[i] : run;
        check("InclusiveScan(minimum)", n, i, o[i], run);
    }

    // in place: the data is both input and output
    CUDA_CHECK(cub::DeviceScan::InclusiveSum(d_temp, temp_bytes, d_in, n, stream));
    o = synced_copy(stream, d_in, n);
    run = 0;
    for (long long i = 0; i < n; i++)
        check("InclusiveSum in place", n, i, o[i], run += h[i]);

    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
}

// The KeyValuePair form of ArgMax (deprecated in CCCL 3, still what older programs write).
static void pair_argmax(cudaStream_t stream)
{
    const int n = 1000;
    float *d_in;
    cub::KeyValuePair<int, float> *d_pair, pair;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_pair, sizeof *d_pair));
    fill<float><<<(n + 255) / 256, 256>>>(d_in, n, 4);
    std::vector<float> h = synced_copy(0, d_in, n);
    void *d_temp = NULL;
    size_t temp_bytes = 0;
    CUDA_CHECK(cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_in, d_pair, n));
    CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
    CUDA_CHECK(cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_in, d_pair, n, stream));
    CUDA_CHECK(cudaMemcpyAsync(&pair, d_pair, sizeof pair, cudaMemcpyDeviceToHost, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    int best = 0;
    for (int i = 1; i < n; i++)
        best = h[i] > h[best] ? i : best;
    check("ArgMax pair key", n, 0, pair.key, best);
    check("ArgMax pair value", n, 0, pair.value, h[best]);
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_pair));
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && argv[1][0] == '-';
    const long long sizes[] = {1, 255, 256, 257, 4099, 65537, quick ? 70001 : 3000017};
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    reductions<int>(0, 1, 0);
    for (int k = 0; k < (int)(sizeof sizes / sizeof *sizes); k++) {
        long long n = sizes[k];
        cudaStream_t s = k & 1 ? stream : 0;
        reductions<int>(n, k, s);
        reductions<float>(n, k + 1, s);
        scans<int>(n, k, s);
        scans<double>(n, k + 2, s);
        if (k % 2 == 0) {
            reductions<unsigned>(n, k + 3, s);
            reductions<long long>(n, k, s);
            reductions<double>(n, k, s);
            scans<unsigned>(n, k + 1, s);
            scans<long long>(n, k + 3, s);
            scans<float>(n, k, s);
        }
    }
    pair_argmax(stream);
    CUDA_CHECK(cudaStreamDestroy(stream));
    if (failures) {
        printf("FAIL: %d wrong results\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
