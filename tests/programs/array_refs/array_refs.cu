// References to arrays and the C++ spellings around them in device code, checked against
// the same computation on the host: a device function template taking T (&items)[N] (given
// a private array, and a row of a __shared__ array), array types named by alias templates
// (template <int n> using Row = int[2 * n];) in __shared__ and local declarations and in a
// reference parameter, a local reference to an alias-typed array bound through a
// pointer-to-array cast, a pointer type named by a traits class (Traits<T>::Ptr) in a
// parameter and a struct member, and enumerators written with their enum's name
// (Cell::sink) inside a macro body expanded where a local hides the unqualified name, and a
// struct with a pointer member initialised by a braced list.
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

constexpr int kBlock = 32;
constexpr int kItems = 4;

template <int n> using Row = int[2 * n];
template <int n> using Bytes = unsigned char[n];
template <int n> using Words = long long[(n + 7) / 8];

template <typename T> struct Traits { typedef T *__restrict__ Ptr; };

template <typename T>
struct View {
    typename Traits<T>::Ptr data;
    int stride;
};

enum Cell { empty, wall, sink };

// the kernel has a local named sink where CLASSIFY is expanded: Cell::sink is not that local
#define CLASSIFY(v, out) \
    if ((v) % 3 == 0) out = Cell::wall; else if ((v) % 3 == 1) out = Cell::sink; else out = Cell::empty;

__host__ __device__ int classify(int v)
{
    int c;
    CLASSIFY(v, c)
    return c;
}

template <typename T, int N, typename In>
__device__ void load(int tid, In in, T (&items)[N], int valid)
{
    for (int i = 0; i < N; i++)
        items[i] = tid * N + i < valid ? in[tid * N + i] : T(-1);
}

template <int n>
__device__ int fill(Row<n> &row, Words<n> &w, int base)
{
    Bytes<8> &b = *((Bytes<8> *)(&w[0]));
    for (int i = 0; i < 2 * n; i++)
        row[i] = base + i;
    b[0] = (unsigned char)(base & 0x7f);
    return b[0] + row[2 * n - 1];
}

template <typename T>
__device__ void store(typename Traits<T>::Ptr out, View<T> v, int i, T value)
{
    out[i] = value;
    v.data[i * v.stride] = value + 1;
}

template <int n>
__global__ void kernel(const int *in, int valid, int *out, int *twice)
{
    __shared__ Row<n> rows[kBlock];
    __shared__ Words<n> words[kBlock];
    __shared__ int shared_items[kBlock][kItems];
    Row<n> mine;
    int items[kItems];
    int t = threadIdx.x;
    load(t, in, items, valid);
    load(t, in, shared_items[t], valid);
    int a = fill<n>(rows[t], words[t], t);
    int b = fill<n>(mine, words[t], t + 1);
    int x = 0;
    for (int i = 0; i < kItems; i++)
        x += items[i] * (i + 1) + shared_items[t][i];
    int sink = t % 2;   // in C this name hides the enumerator
    CLASSIFY(x, x)
    View<int> v = {twice, 1};
    store<int>(out, v, t, a + b + rows[t][1] + mine[0] + x * 1000 + sink * 100000);
}

int main()
{
    const int n = kBlock * kItems - 5;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++)
        h[i] = (i * 7) % 11;
    int *din, *dout, *dtwice;
    CUDA_CHECK(cudaMalloc(&din, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dout, kBlock * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dtwice, kBlock * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    kernel<3><<<1, kBlock>>>(din, n, dout, dtwice);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> out(kBlock), twice(kBlock);
    CUDA_CHECK(cudaMemcpy(out.data(), dout, kBlock * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(twice.data(), dtwice, kBlock * sizeof(int), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int t = 0; t < kBlock; t++) {
        int x = 0;
        for (int i = 0; i < kItems; i++) {
            int item = t * kItems + i < n ? h[t * kItems + i] : -1;
            x += item * (i + 1) + item;
        }
        int a = (t & 0x7f) + t + 5, b = ((t + 1) & 0x7f) + t + 1 + 5;
        int want = a + b + (t + 1) + (t + 1) + classify(x) * 1000 + (t % 2) * 100000;
        if (out[t] != want || twice[t] != want + 1) {
            if (bad++ < 5)
                printf("mismatch at %d: %d %d, want %d %d\n", t, out[t], twice[t], want, want + 1);
        }
    }
    CUDA_CHECK(cudaFree(din));
    CUDA_CHECK(cudaFree(dout));
    CUDA_CHECK(cudaFree(dtwice));
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
