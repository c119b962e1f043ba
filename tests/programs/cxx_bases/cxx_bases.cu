// Classes with base classes in device code, and functors passed on, checked against the same
// code run on the host: a class template whose base names its parameters (class Loader :
// public PixelIO<T, CHECK>), a base of that base with no parameters, members of both used
// through this-> and a base's methods called on the derived object; a const member set by a
// constructor; functors made as temporaries (Op(), Op{}, Scale{k}) and passed by value, by
// rvalue reference with std::forward and std::move, and by forwarding reference to an lvalue.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include <cuda_runtime.h>

#define N 128

class Mirror {
protected:
    int end;
    __host__ __device__ int mirror(int i) const { return i < 0 ? -i : (i >= end ? 2 * end - 2 - i : i); }
};

template <typename T, bool CHECK>
class PixelIO : protected Mirror {
protected:
    int stride;
    const T *base;
    __host__ __device__ void init(const T *p, int s, int n) { base = p; stride = s; end = n; }
    __host__ __device__ T at(int i) const { return base[(CHECK ? mirror(i) : i) * stride]; }
};

template <typename T, bool CHECK>
class Loader : public PixelIO<T, CHECK> {
    int count;
public:
    __host__ __device__ void start(const T *p, int s, int n) { this->init(p, s, n); count = 0; }
    __host__ __device__ T next(int i) { count++; return this->at(i) + T(this->end); }
    __host__ __device__ int loaded() const { return count; }
};

struct AddScaled {
    const float scale;
    __host__ __device__ AddScaled(const float s) : scale(s) {}
    __host__ __device__ float operator()(float p, float n) const { return scale * (p + n); }
};

struct Twice { __host__ __device__ float operator()(float v) const { return 2.0f * v; } };
struct Offset { float by; __host__ __device__ float operator()(float v) const { return v + by; } };
struct Counter {
    int calls;
    __host__ __device__ float operator()(float v) { calls++; return v; }
};

template <class Op> __host__ __device__ float by_value(float v, Op op) { return op(v); }
template <class Op> __host__ __device__ float by_rvalue(float v, Op &&op) { return std::forward<Op>(op)(v); }
template <class Op> __host__ __device__ float chained(float v, Op &&op)
{
    return by_value(by_rvalue(v, std::forward<Op>(op)), std::move(op));
}

__host__ __device__ float compute(const float *in, int i, int n)
{
    Loader<float, true> l;
    l.start(in, 1, n);
    float a = l.next(i - 3) + l.next(i + 3);
    AddScaled add(0.5f);
    Counter c = {0};
    float f = add(a, float(l.loaded())) + by_value(a, Twice()) + by_rvalue(a, Offset{1.5f}) +
              chained(a, Twice{}) + by_rvalue(a, c);
    return f + float(c.calls);
}

__global__ void kernel(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = compute(in, i, n);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    float h_in[N], h_out[N];
    for (int i = 0; i < N; i++)
        h_in[i] = float(i % 13) - 6.0f;
    float *d_in, *d_out;
    cudaMalloc(&d_in, sizeof h_in);
    cudaMalloc(&d_out, sizeof h_out);
    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    kernel<<<N / 32, 32>>>(d_in, d_out, N);
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; i++)
        if (std::fabs(h_out[i] - compute(h_in, i, N)) > 1e-4f * (1.0f + std::fabs(h_out[i]))) {
            if (bad < 5)
                printf("out[%d] = %g, expected %g\n", i, h_out[i], compute(h_in, i, N));
            bad++;
        }
    cudaFree(d_in);
    cudaFree(d_out);
    printf("%d mismatches\n%s\n", bad, bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
