// if constexpr: only the branch the instance's constant condition takes is emitted (the
// other may not compile for its types: a float has no .v); else-if chains, branches with
// and without braces, a false one with no else, and one in a plain function.
#include <type_traits>

struct Pair { int v; };

constexpr int kMode = 2;

template <int K> __device__ float pick(float x)
{
    if constexpr (K == 1)
        return x * 2.0f;
    else if constexpr (K == 2) {
        return x * 3.0f;
    } else
        return x;
}

template <typename T> __device__ int width(T x)
{
    int r = 0;
    if constexpr (std::is_same<T, Pair>::value)
        r = x.v;
    else
        r = (int)x;
    if constexpr (sizeof(T) == 8) r += 1;
    return r;
}

__device__ int mode(int x)
{
    if constexpr (kMode > 1) {
        x += 10;
    }
    return x;
}

__global__ void branches(float *out, int *iout, Pair p)
{
    int i = threadIdx.x;
    out[i] = pick<1>(out[i]) + pick<2>(out[i]) + pick<3>(out[i]);
    iout[i] = width(p) + width(out[i]) + width(1.0) + mode(i);
}
