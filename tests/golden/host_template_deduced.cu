// Launches in templates that name no kernel instance in their text: the kernel's template
// arguments are deduced from the call's (spelled with the parameter of the enclosing
// function or class template that has their value in every instance, or with the value
// when it is the same in all; of two that do, the one named as the kernel's parameter, then
// the one at its position), and a kernel named like std::fill under `using namespace
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

template <typename S, typename G> __global__ void mirror(S *s, G *g) { g[0] = (G)s[0]; }

// S and G are both float in the only instance: the kernel's own names are kept
template <typename S, typename G> void copyPair(S *s, G *g)
{
    mirror<<<1, 1>>>(s, g);
}

// and, with other names, the parameter at the same position
template <typename X, typename Y> void copyPair2(X *x, Y *y)
{
    mirror<<<1, 1>>>(x, y);
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
    copyPair(f, f);
    copyPair2(f, f);
    FloatBox fb = {f, 1.0f};
    DoubleBox db = {g, 2.0};
    setBox(&fb);
    setBox(&db);
    int v[3];
    fill(v, v + 3, 1);
}
