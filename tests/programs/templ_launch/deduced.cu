// Kernel templates launched from host templates in the two forms real code has that the
// other units lack: a kernel whose name is also a function template of namespace std
// (`using namespace std;` with <algorithm> makes `fill<weighted, T>` an overload set until
// the template is instantiated), and launches that write no template arguments at all, the
// kernel's deduced from the call's arguments inside the host template (from a host
// template parameter, from a type fixed in every instance, from a class template's).
#include <algorithm>
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "templ.h"

using namespace std;

template <bool weighted, typename T> __global__ void fill(const int e, T *w, const T value)
{
    for (int j = threadIdx.x + blockIdx.x * blockDim.x; j < e; j += gridDim.x * blockDim.x)
        w[j] = weighted ? (T)(j + 1) : value;
}

template <typename T> __global__ void axpy(const T *x, T *y, T a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] += a * x[i];
}

template <typename T, typename I> __global__ void gather(const T *src, const I *idx, T *dst, I n)
{
    I i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        dst[i] = src[idx[i]];
}

template <bool weighted, typename T> void weights(T *d, int n)
{
    fill<weighted, T><<<(n + 127) / 128, 128>>>(n, d, (T)2);
    fill<false, T><<<(n + 127) / 128, 128>>>(n / 2, d, (T)5);
}

// every argument deduced: axpy<T> from x and a, gather<T, int> from the int index array
template <typename T> void axpyGather(const T *x, T *y, T *z, const int *idx, int n)
{
    axpy <<< (n + 63) / 64, 64 >>> (x, y, (T)3, n);
    gather<<<(n + 63) / 64, 64>>>(y, idx, z, n);
}

template <typename T> struct Axpy {
    T a;
    void run(const T *x, T *y, int n) const { axpy<<<(n + 127) / 128, 128>>>(x, y, a, n); }
};

static const int N = 1000; // elements per check

template <typename T> static int check(const char *what, const T *d, int n, T (*want)(int))
{
    vector<T> h(n);
    cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        if (h[i] != want(i)) {
            printf("FAIL: %s: element %d is %g, expected %g\n", what, i, (double)h[i],
                   (double)want(i));
            return 1;
        }
    return 0;
}

template <typename T> static int checkType()
{
    const int n = N;
    T *x, *y, *z;
    int *idx;
    cudaMalloc(&x, n * sizeof(T));
    cudaMalloc(&y, n * sizeof(T));
    cudaMalloc(&z, n * sizeof(T));
    cudaMalloc(&idx, n * sizeof(int));
    vector<int> hidx(n);
    for (int i = 0; i < n; i++)
        hidx[i] = n - 1 - i;
    cudaMemcpy(idx, hidx.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    int failed = 0;
    weights<true, T>(x, n);    // x[i] = i < n/2 ? 5 : i + 1
    failed += check<T>("fill<true>, fill<false>", x, n,
                       [](int i) { return i < N / 2 ? (T)5 : (T)(i + 1); });
    weights<false, T>(y, n);   // y[i] = i < n/2 ? 5 : 2
    axpyGather(x, y, z, idx, n);
    failed += check<T>("axpy, gather", z, n, [](int i) {
        int j = N - 1 - i;
        T x = j < N / 2 ? (T)5 : (T)(j + 1), y = j < N / 2 ? (T)5 : (T)2;
        return (T)(y + 3 * x);
    });
    Axpy<T> ax = {(T)2};
    ax.run(x, x, n);           // x += 2 x
    failed += check<T>("Axpy::run", x, n,
                       [](int i) { return (T)(3 * (i < N / 2 ? (T)5 : (T)(i + 1))); });
    cudaFree(x);
    cudaFree(y);
    cudaFree(z);
    cudaFree(idx);
    return failed;
}

int checkDeduced(void)
{
    vector<int> v(3);
    fill(v.begin(), v.end(), 1);   // std::fill, beside the kernel
    int failed = v[2] != 1;
    failed += checkType<float>();
    failed += checkType<int>();
    if (cudaGetLastError() != cudaSuccess) {
        printf("FAIL: a launch failed\n");
        failed++;
    }
    return failed;
}
