// A base-class initializer of the first base: the base's constructor builds the fields the
// derived struct starts with, stored through a cast of self before the members' own
// initializers run, also in a class template whose base names the template's arguments
// (Base<T, N>(d, s): the arguments are not initializers). A second base's initializer is
// reported (CUPORT1202).
struct Span {
    float *data;
    int n;
    __device__ Span(float *d, int count) : data(d), n(count) {}
    __device__ int size() const { return n; }
};

struct Tag {
    int id;
    __device__ Tag(int i) : id(i) {}
};

struct Scaled : Span {
    float scale;
    __device__ Scaled(float *d, int count, float s) : Span(d, count), scale(s) {}
    __device__ float &operator[](int i) { return data[i]; }
};

struct Both : Span, Tag {
    __device__ Both(float *d, int count) : Span(d, count), Tag(7) {}
};

template <typename T, int N> struct Strided {
    T *base;
    int step;
    __device__ Strided(T *d, int s) : base(d), step(s * N) {}
    __device__ T at(int i) const { return base[i * step]; }
};

template <typename T, int N> struct Offset : Strided<T, N> {
    T off;
    __device__ Offset(T *d, int s, T o) : Strided<T, N>(d, s), off(o) {}
    __device__ T get(int i) const { return this->at(i) + off; }
};

__global__ void scale_all(float *out, int n)
{
    Offset<float, 2> o(out, 1, 0.5f);
    float first = o.get(0);
    Scaled a(out, n, 2.0f);
    for (int i = threadIdx.x; i < a.size(); i += blockDim.x)
        a[i] = i * a.scale;
    Both b(out, n);
    if (threadIdx.x == 0)
        out[0] += b.size() + first;
}
