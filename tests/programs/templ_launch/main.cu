// Kernel templates launched from templates, checked on the host: a host function template
// with deduced and with explicit arguments (and one calling another), a member of a class
// template, a non-type template parameter, a kernel reading a __constant__ symbol,
// cudaLaunchKernel of a template's kernel instance, and the reduce<T> instances that
// reduce.cu instantiates explicitly for this unit to call.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cuda_runtime.h>

#include "templ.h"

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

__constant__ int offset;

template <class T> __global__ void fill(T *d, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] = v + (T)offset;
}

template <class T> __global__ void scale(T *d, T factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] *= factor;
}

template <int N> __global__ void addConst(int *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] += N;
}

template <class T> void fillAll(T *d, T v, int n)
{
    fill<T><<<(n + 127) / 128, 128>>>(d, v, n);
    CUDA_CHECK(cudaGetLastError());
}

// calls the other template: its instances come from this one's
template <class T> void fillThenDouble(T *d, T v, int n)
{
    fillAll(d, v, n);
    scale<T><<<(n + 63) / 64, 64>>>(d, T(2), n);
    CUDA_CHECK(cudaGetLastError());
}

// launched only here, through cudaLaunchKernel in a template
template <class T> __global__ void negate(T *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] = -d[i];
}

template <class T> void negateByApi(T *d, int n)
{
    void *args[] = {&d, &n};
    CUDA_CHECK(cudaLaunchKernel((const void *)negate<T>, dim3((n + 127) / 128), dim3(128), args, 0, 0));
}

template <int N> void addN(int *d, int n)
{
    addConst<N><<<(n + 127) / 128, 128>>>(d, n);
    CUDA_CHECK(cudaGetLastError());
}

template <class T> struct Scaler {
    T factor;
    void apply(T *d, int n) const
    {
        scale<T><<<(n + 255) / 256, 256>>>(d, factor, n);
        CUDA_CHECK(cudaGetLastError());
    }
};

static int failures = 0;

template <class T> void expect(const char *what, const std::vector<T> &got, T want)
{
    for (size_t i = 0; i < got.size(); i++)
        if (got[i] != want) {
            printf("FAIL: %s: element %zu is %g, expected %g\n", what, i, (double)got[i],
                   (double)want);
            failures++;
            return;
        }
}

template <class T> std::vector<T> fetch(const T *d, int n)
{
    std::vector<T> h(n);
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

template <class T> void checkReduce(const char *what, int n, int threads, double tolerance)
{
    std::vector<T> h(n);
    double want = 0;
    for (int i = 0; i < n; i++) {
        h[i] = (T)((i * 7) % 13) - (T)3;
        want += (double)h[i];
    }
    int blocks = (n + threads * 2 - 1) / (threads * 2);
    if (blocks > 64)
        blocks = 64;
    T *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_out, blocks * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    reduce<T>(n, threads, blocks, d_in, d_out);
    CUDA_CHECK(cudaGetLastError());
    std::vector<T> partial = fetch(d_out, blocks);
    double got = 0;
    for (int b = 0; b < blocks; b++)
        got += (double)partial[b];
    if (std::fabs(got - want) > tolerance * (std::fabs(want) + 1)) {
        printf("FAIL: reduce<%s>(n=%d, threads=%d) = %g, expected %g\n", what, n, threads, got,
               want);
        failures++;
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
}

int main(int argc, char **argv)
{
    bool quick = argc > 1;
    (void)argv;
    const int n = quick ? 1000 : 100000;
    int off = 1;
    CUDA_CHECK(cudaMemcpyToSymbol(offset, &off, sizeof off));

    float *df;
    int *di;
    double *dd;
    CUDA_CHECK(cudaMalloc(&df, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&di, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dd, n * sizeof(double)));

    fillAll(df, 1.5f, n);                 // deduced: fill<float>
    expect("fillAll(float)", fetch(df, n), 2.5f);
    fillAll<int>(di, 7, n);               // explicit: fill<int>
    expect("fillAll<int>", fetch(di, n), 8);
    fillThenDouble(dd, 0.25, n);          // fill<double>, scale<double>
    expect("fillThenDouble(double)", fetch(dd, n), 2.5);
    negateByApi(dd, n);                   // cudaLaunchKernel: negate<double>
    expect("negateByApi(double)", fetch(dd, n), -2.5);

    addN<3>(di, n);                       // addConst<3>
    addN<-2>(di, n);                      // addConst<-2>
    expect("addN<3>, addN<-2>", fetch(di, n), 9);

    Scaler<float> sf = {4.0f};            // a class template's member: scale<float>
    sf.apply(df, n);
    expect("Scaler<float>::apply", fetch(df, n), 10.0f);
    Scaler<int> si = {3};                 // scale<int>
    si.apply(di, n);
    expect("Scaler<int>::apply", fetch(di, n), 27);

    const int sizes[] = {4096, 3001};     // a power of two, and not
    const int threads[] = {256, 128, 64};
    for (int s : sizes)
        for (int t : threads) {
            checkReduce<int>("int", s, t, 0);
            checkReduce<float>("float", s, t, 1e-5);
            checkReduce<double>("double", s, t, 1e-12);
        }

    failures += checkDeduced();

    CUDA_CHECK(cudaFree(df));
    CUDA_CHECK(cudaFree(di));
    CUDA_CHECK(cudaFree(dd));
    if (failures) {
        printf("FAIL: %d checks failed\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
