// Variable templates as device symbols, checked against the same arithmetic on the host:
// a __constant__ array template filled per type from a host function template
// (cudaMemcpyToSymbol(taps<T>, ...)) and read by a kernel template as taps<T>[j]; a
// __device__ template with an initializer and a value argument (bias<T, K>), read back with
// cudaMemcpyFromSymbol after a kernel wrote it; one in a namespace; and a constexpr variable
// template read in device code.
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

#define WIDTH 5
#define N 256

template <typename T>
__constant__ T taps[WIDTH];

template <typename T, int K>
__device__ T bias[K] = {T(1), T(2), T(3)};

namespace filt {
template <typename T>
__device__ T gain;
}

template <typename T>
constexpr T half_of = T(1) / T(2);

template <typename T>
__global__ void convolve(const T *in, T *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    T s = 0;
    for (int j = 0; j < WIDTH; j++) {
        int k = i - WIDTH / 2 + j;
        if (k >= 0 && k < n)
            s += in[k] * taps<T>[j];
    }
    out[i] = s * filt::gain<T> + bias<T, 3>[i % 3] * half_of<T>;
}

template <typename T>
__global__ void bump(void)
{
    if (blockIdx.x == 0 && threadIdx.x < 3)
        bias<T, 3>[threadIdx.x] += T(10);
}

template <typename T>
static int run(const char *what)
{
    T h_taps[WIDTH], h_in[N], h_out[N], g = T(2);
    for (int j = 0; j < WIDTH; j++)
        h_taps[j] = T(j + 1) / T(4);
    for (int i = 0; i < N; i++)
        h_in[i] = T(i % 17) - T(8);
    T *d_in, *d_out;
    CHECK(cudaMalloc(&d_in, sizeof h_in));
    CHECK(cudaMalloc(&d_out, sizeof h_out));
    CHECK(cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpyToSymbol(taps<T>, h_taps, sizeof h_taps));
    CHECK(cudaMemcpyToSymbol(filt::gain<T>, &g, sizeof g));
    bump<T><<<1, 32>>>();
    convolve<T><<<N / 64, 64>>>(d_in, d_out, N);
    CHECK(cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost));
    T h_bias[3];
    CHECK(cudaMemcpyFromSymbol(h_bias, bias<T, 3>, sizeof h_bias));
    int bad = 0;
    for (int j = 0; j < 3; j++)
        bad += h_bias[j] != T(j + 11);
    for (int i = 0; i < N; i++) {
        T s = 0;
        for (int j = 0; j < WIDTH; j++) {
            int k = i - WIDTH / 2 + j;
            if (k >= 0 && k < N)
                s += h_in[k] * h_taps[j];
        }
        T want = s * g + T(i % 3 + 11) * half_of<T>;
        if (std::fabs((double)(h_out[i] - want)) > 1e-4)
            bad++;
    }
    printf("%s: %d mismatches\n", what, bad);
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    return bad;
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    int bad = run<float>("float") + run<double>("double") + run<int>("int");
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
