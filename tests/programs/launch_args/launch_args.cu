// Launch arguments, checked on the host: 0, NULL and nullptr passed to pointer parameters
// (the kernel must see a null pointer), and launches that leave trailing parameters to
// their defaults (a NULL pointer, a macro, a float), also of a kernel template launched
// from a host template and from a macro.
#include <cstddef>
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

#define BASE 40
#define ADD_BASE(dst, n) addOrCopy<<<((n) + 127) / 128, 128>>>(dst, n)

// adds w to d, or copies src + w when src is given
__global__ void addOrCopy(int *d, int n, int w = BASE, const int *src = NULL)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] = src ? src[i] + w : d[i] + w;
}

__global__ void affine(float *a, int n, float scale = 2.5f, float shift = 0.5f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = a[i] * scale + shift;
}

template <class T> __global__ void accumulate(T *a, int n, const T *b = nullptr, T step = T(3))
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] += b ? b[i] : step;
}

template <class T> void accumulateTwice(T *a, int n, const T *b)
{
    accumulate<T><<<(n + 127) / 128, 128>>>(a, n);            // += 3
    accumulate<T><<<(n + 127) / 128, 128>>>(a, n, b);         // += b
    accumulate<T><<<(n + 127) / 128, 128>>>(a, n, NULL, T(1)); // += 1
}

static int failures = 0;

template <class T> static void expect(const char *what, const T *d, int n, T want)
{
    std::vector<T> h(n);
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        if (h[i] != want) {
            printf("FAIL: %s: element %d is %g, expected %g\n", what, i, (double)h[i],
                   (double)want);
            failures++;
            return;
        }
}

int main(int argc, char **argv)
{
    bool quick = argc > 1;
    (void)argv;
    const int n = quick ? 1000 : 100000;
    int *d, *src;
    float *f;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&src, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&f, n * sizeof(float)));
    CUDA_CHECK(cudaMemset(d, 0, n * sizeof(int)));
    std::vector<int> ones(n, 1);
    CUDA_CHECK(cudaMemcpy(src, ones.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    addOrCopy<<<(n + 127) / 128, 128>>>(d, n);             // += BASE
    expect("defaults w and src", d, n, 40);
    addOrCopy<<<(n + 127) / 128, 128>>>(d, n, 2);          // += 2
    addOrCopy<<<(n + 127) / 128, 128>>>(d, n, 3, 0);       // += 3
    addOrCopy<<<(n + 127) / 128, 128>>>(d, n, 4, NULL);    // += 4
    addOrCopy<<<(n + 127) / 128, 128>>>(d, n, 5, nullptr); // += 5
    expect("0, NULL and nullptr sources", d, n, 54);
    addOrCopy<<<(n + 127) / 128, 128>>>(d, n, 6, src);     // = 1 + 6
    expect("a real source", d, n, 7);
    ADD_BASE(d, n);                                        // += BASE, from a macro
    expect("from a macro", d, n, 47);

    std::vector<float> hf(n, 2.0f);
    CUDA_CHECK(cudaMemcpy(f, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    affine<<<(n + 255) / 256, 256>>>(f, n);                // 2 * 2.5 + 0.5
    affine<<<(n + 255) / 256, 256>>>(f, n, 2.0f);          // 5.5 * 2 + 0.5
    expect("defaulted floats", f, n, 11.5f);

    accumulateTwice(d, n, src);                            // 47 + 3 + 1 + 1
    expect("a template's defaults", d, n, 52);
    accumulateTwice(f, n, (const float *)f);               // (11.5 + 3) doubled, + 1
    expect("a template's defaults (float)", f, n, 30.0f);

    CUDA_CHECK(cudaFree(d));
    CUDA_CHECK(cudaFree(src));
    CUDA_CHECK(cudaFree(f));
    if (failures) {
        printf("FAIL: %d checks failed\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
