// A host constant whose value is built by a constructor: its value has no OpenCL C
// spelling, so it is reported (CUPORT1225) and the kernel check fails where it is used.
// cuport-test: no-build
#include <cuda_runtime.h>

struct Vec {
    float a, b;
    constexpr Vec(float x) : a(x), b(2 * x) {}
};
constexpr Vec kVec(1.5f);
constexpr Vec kPair = {1.0f};   // brace-initialized, but still through the constructor

__global__ void first(float *out) { out[0] = kVec.a + kPair.b; }

int main()
{
    float *d;
    cudaMalloc(&d, sizeof(float));
    first<<<1, 1>>>(d);
    return 0;
}
