// Pairs in device code: per row, a min/max pair made by a reducer whose result type is a
// template argument (thrust::pair), built with make_pair and a constructor, taken apart with
// thrust::tie, kept in __shared__ raw storage (std::aligned_storage) between threads, and a
// std::pair returned by a device function. Checked against the host.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

#include <cuda_runtime.h>
#include <thrust/pair.h>
#include <thrust/tuple.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: %s at line %d: %s\n", #call, __LINE__, cudaGetErrorString(err_)); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

static const int THREADS = 64;

template <typename Result>
struct MinMax {
    float bias;
    __device__ Result combine(Result a, Result b) const
    {
        Result r(a.first < b.first ? a.first : b.first, a.second > b.second ? a.second : b.second);
        return r;
    }
    __device__ Result of(float v) const { return thrust::make_pair(v + bias, v + bias); }
};

__device__ std::pair<int, float> index_and_half(int i, float v)
{
    return std::make_pair(i, 0.5f * v);
}

// lo[r] and hi[r]: the least and greatest of row r (plus bias); half[r]: half of its first
// element, by way of a std::pair
__global__ void row_extremes(const float *x, float *lo, float *hi, float *half, int cols,
                             float bias)
{
    using Pair = thrust::pair<float, float>;
    __shared__ typename std::aligned_storage<sizeof(Pair), alignof(Pair)>::type raw[THREADS];
    Pair *part = reinterpret_cast<Pair *>(raw);
    MinMax<Pair> op = {bias};
    const float *row = x + (size_t)blockIdx.x * cols;
    float mn, mx;
    thrust::tie(mn, mx) = op.of(row[threadIdx.x]);
    for (int j = threadIdx.x + blockDim.x; j < cols; j += blockDim.x)
        thrust::tie(mn, mx) = op.combine(thrust::make_pair(mn, mx), op.of(row[j]));
    part[threadIdx.x].first = mn;
    part[threadIdx.x].second = mx;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int t = 1; t < blockDim.x; t++)
            thrust::tie(mn, mx) = op.combine(thrust::make_pair(mn, mx), part[t]);
        lo[blockIdx.x] = mn;
        hi[blockIdx.x] = mx;
        std::pair<int, float> ih = index_and_half((int)blockIdx.x, row[0]);
        half[ih.first] = ih.second;
    }
}

int main(int argc, char **argv)
{
    int rows = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 64 : 1024, cols = 1000;
    std::vector<float> x((size_t)rows * cols), lo(rows), hi(rows), half(rows);
    for (size_t i = 0; i < x.size(); i++)
        x[i] = (float)((i * 2654435761u) % 10007) / 100.0f - 50.0f;
    float *dx, *dlo, *dhi, *dhalf;
    CHECK(cudaMalloc(&dx, x.size() * sizeof(float)));
    CHECK(cudaMalloc(&dlo, rows * sizeof(float)));
    CHECK(cudaMalloc(&dhi, rows * sizeof(float)));
    CHECK(cudaMalloc(&dhalf, rows * sizeof(float)));
    CHECK(cudaMemcpy(dx, x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice));
    row_extremes<<<rows, THREADS>>>(dx, dlo, dhi, dhalf, cols, 1.5f);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(lo.data(), dlo, rows * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hi.data(), dhi, rows * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(half.data(), dhalf, rows * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int r = 0; r < rows; r++) {
        float mn = x[(size_t)r * cols] + 1.5f, mx = mn;
        for (int j = 1; j < cols; j++) {
            float v = x[(size_t)r * cols + j] + 1.5f;
            mn = v < mn ? v : mn;
            mx = v > mx ? v : mx;
        }
        if (lo[r] != mn || hi[r] != mx || half[r] != 0.5f * x[(size_t)r * cols])
            bad++;
    }
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dlo));
    CHECK(cudaFree(dhi));
    CHECK(cudaFree(dhalf));
    if (bad) {
        printf("FAIL: %d rows differ\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
