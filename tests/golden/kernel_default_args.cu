// Default arguments of device functions, supplied at the calls that leave them out: written
// as the callee's code (a template's T(2) in its instance, warpSize), with what they use
// (a __constant__ symbol) passed to the caller; a default added by a later declaration, a
// method's, a constructor's, and a call in a macro body.
__constant__ int c_shift[1];

__device__ float scale(float v, float f = 2.0f) { return v * f; }

template <typename T>
__device__ T spread(T v, T f = T(2), int width = warpSize, unsigned mask = 0xffffffffu)
{
    return mask ? v * f + (T)width : v;
}

__device__ int shifted(int v, int by = c_shift[0]) { return v + by; }

__device__ float late(float x, float y) { return x - y; }
__device__ float late(float x, float y = 0.5f);

struct Acc {
    float sum;
    __device__ Acc(float s = 1.0f) : sum(s) {}
    __device__ void add(float v, float w = 0.5f) { sum += v * w; }
};

#define SPREAD(x) spread(x)

__global__ void defaults(float *out, int *iout)
{
    int i = threadIdx.x;
    Acc a;
    a.add(out[i]);
    out[i] = scale(out[i]) + spread(out[i]) + spread(1.0, 3.0) + late(out[i]) + a.sum +
             SPREAD(2.0f);
    iout[i] = shifted(iout[i]) + spread(i);
}
