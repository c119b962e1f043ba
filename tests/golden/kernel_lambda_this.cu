// A lambda using the object of the member function it is written in has no translation:
// its closure struct would need the object, and the lambda is reported (CUPORT1221).
// cuport-test: no-build (the lambda is reported, and its .cl does not build)
#include <cuda_runtime.h>

struct Acc {
    float total;
    __device__ void add(float v)
    {
        auto f = [&](float x) { total += x; };
        f(v);
    }
};

__global__ void accumulate(const float *in, float *out)
{
    Acc acc = {0.0f};
    acc.add(in[threadIdx.x]);
    out[threadIdx.x] = acc.total;
}
