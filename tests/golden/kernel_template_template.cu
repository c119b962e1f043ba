// Template template parameters: Op<T> in the instance is the struct of the template the
// instance was given, and the instances are named after it (combine_float_Add).
template <typename T> struct Add {
    __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct Max {
    __device__ T operator()(T a, T b) const { return a > b ? a : b; }
};

template <typename T, template <typename> class Op>
__device__ T combine(T a, T b)
{
    Op<T> op;
    return op(a, b);
}

template <template <typename> class Op, int N>
__device__ float fold(const float *v)
{
    float acc = v[0];
    for (int j = 1; j < N; j++)
        acc = combine<float, Op>(acc, v[j]);
    return acc;
}

__global__ void reduce(float *out, const float *in)
{
    int i = threadIdx.x;
    out[i] = fold<Add, 4>(in + 4 * i) + fold<Max, 4>(in + 4 * i) + combine<int, Max>(i, 3);
}
