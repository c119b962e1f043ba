// A base-class initializer of the first base: the base's constructor builds the fields the
// derived struct starts with, stored through a cast of self before the members' own
// initializers run. A second base's initializer is reported (CUPORT1202).
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

__global__ void scale_all(float *out, int n)
{
    Scaled a(out, n, 2.0f);
    for (int i = threadIdx.x; i < a.size(); i += blockDim.x)
        a[i] = i * a.scale;
    Both b(out, n);
    if (threadIdx.x == 0)
        out[0] += b.size();
}
