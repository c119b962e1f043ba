// Launches in templates that name no kernel instance in their text: the kernel's template
// arguments are deduced from the call's (spelled with the parameter of the enclosing
// function or class template that has their value in every instance, or with the value
// when it is the same in all), and a kernel named like std::fill under `using namespace
// std;` (an overload set until the template is instantiated). A deduction no parameter
// follows (the kernel's argument is a member's type of the host template's argument) is
// reported.
#include <algorithm>

using namespace std;

template <bool weighted, typename T> __global__ void fill(int n, T *w, T value)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
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

template <typename V> __global__ void set(V *d, V v) { d[threadIdx.x] = v; }

template <bool weighted, typename T> void weights(T *d, int n)
{
    fill<weighted, T><<<(n + 127) / 128, 128>>>(n, d, (T)2);
}

template <typename T> void axpyGather(const T *x, T *y, T *z, const int *idx, int n)
{
    axpy <<< (n + 63) / 64, 64 >>> (x, y, (T)3, n);
    gather<<<(n + 63) / 64, 64>>>(y, idx, z, n);
}

template <typename T> struct Axpy {
    T a;
    void run(const T *x, T *y, int n) const { axpy<<<1, n>>>(x, y, a, n); }
};

template <typename T, typename P> void setBoth(T *d, P *q)
{
    set<<<1, 1>>>(d, (T)1);
    set<<<1, 1>>>(q, (P)2);
}

template <typename T> void setFrom(T *d, void *q, bool wide)
{
    if (wide)
        set<<<1, 1>>>((double *)q, 1.0);
    set<<<1, 1>>>(d, (T)0);
}

struct FloatBox { float *data; float v; };
struct DoubleBox { double *data; double v; };

template <typename B> void setBox(B *b)
{
    set<<<1, 1>>>(b->data, b->v);
}

void run(float *f, double *g, int *idx, int n)
{
    weights<true, float>(f, n);
    weights<false, double>(g, n);
    axpyGather(f, f, f, idx, n);
    axpyGather(g, g, g, idx, n);
    Axpy<float> a = {2.0f};
    a.run(f, f, n);
    setBoth(f, g);
    setFrom(f, g, true);
    FloatBox fb = {f, 1.0f};
    DoubleBox db = {g, 2.0};
    setBox(&fb);
    setBox(&db);
    int v[3];
    fill(v, v + 3, 1);
}
