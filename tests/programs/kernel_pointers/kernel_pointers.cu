// Kernels launched through function pointers, checked on the host: `auto k = kern<N>`, a
// pointer chosen at run time between a plain kernel and a template instance, a table of
// kernels, a pointer passed to a function and to a function template, and
// cudaLaunchKernel with a pointer variable. Each kernel adds its own constant, so a
// launch of the wrong kernel shows in the result.
#include <cstdio>
#include <cstdlib>
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

template <int N> __global__ void addN(int *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] += N;
}

__global__ void addOne(int *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] += 1;
}

__global__ void timesTwo(int *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] *= 2;
}

typedef void (*Kernel)(int *, int);

static void launchWith(Kernel k, int *d, int n)
{
    k<<<(n + 127) / 128, 128>>>(d, n);
    CUDA_CHECK(cudaGetLastError());
}

template <class K> void launchAny(K k, int *d, int n)
{
    k<<<(n + 63) / 64, 64>>>(d, n);
    CUDA_CHECK(cudaGetLastError());
}

static int failures = 0;

static void expect(const char *what, int *d, int n, int want)
{
    std::vector<int> h(n);
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        if (h[i] != want) {
            printf("FAIL: %s: element %d is %d, expected %d\n", what, i, h[i], want);
            failures++;
            return;
        }
}

int main(int argc, char **argv)
{
    bool quick = argc > 1;
    (void)argv;
    const int n = quick ? 1000 : 100000;
    int *d;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(int)));
    CUDA_CHECK(cudaMemset(d, 0, n * sizeof(int)));

    auto k = addN<5>;
    k<<<(n + 255) / 256, 256>>>(d, n);
    CUDA_CHECK(cudaGetLastError());
    expect("auto k = addN<5>", d, n, 5);

    for (int pick = 0; pick < 2; pick++) {
        Kernel f = pick ? addOne : addN<10>;
        f<<<(n + 255) / 256, 256>>>(d, n);
        CUDA_CHECK(cudaGetLastError());
    }
    expect("Kernel f = pick ? addOne : addN<10>", d, n, 16);

    Kernel three = addN<3>;   // libclang shows addN<3> unresolved inside a braced list
    Kernel table[] = {timesTwo, three, addOne};
    for (int i = 0; i < 3; i++) {
        Kernel t = table[i];
        t<<<(n + 255) / 256, 256>>>(d, n);
        CUDA_CHECK(cudaGetLastError());
    }
    expect("a table of kernels", d, n, 36);

    launchWith(addN<4>, d, n);
    launchAny(timesTwo, d, n);
    expect("launchWith(addN<4>), launchAny(timesTwo)", d, n, 80);

    Kernel viaApi = addN<-30>;
    int count = n;
    void *args[] = {&d, &count};
    CUDA_CHECK(cudaLaunchKernel((void *)viaApi, dim3((n + 127) / 128), dim3(128), args, 0, 0));
    expect("cudaLaunchKernel((void *)viaApi)", d, n, 50);

    CUDA_CHECK(cudaFree(d));
    if (failures) {
        printf("FAIL: %d checks failed\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
