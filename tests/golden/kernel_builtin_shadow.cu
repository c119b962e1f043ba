// Variables and parameters named like the OpenCL C built-ins that CUDA's built-ins become: a
// parameter `round` would capture the round() that lroundf expands into, a local `clz` the
// clz() of __ffs (whose template repeats its argument, so it is translated as text), `clamp`
// the clamp() of __saturatef. They are renamed with a trailing '_'; fields, calls and a
// __device__ variable's host name are not affected.
struct Params {
    float clamp;   // a field hides nothing: kept
    int min;
};

__device__ float scaleBy;
__device__ int roundTrip(float x, bool round)
{
    return round ? lroundf(x) : (int)x;
}

template <typename T>
__device__ T pick(T select, T max)
{
    return select > max ? select : ::max(select, max);
}

__global__ void shadowed(const float *in, int *out, bool round, Params p)
{
    int i = threadIdx.x;
    int clz = __float_as_int(in[i]);
    float clamp = in[i] * p.clamp;
    float mad = __saturatef(clamp) + rsqrtf(fabsf(clamp) + 1.0f);
    out[i] = roundTrip(in[i] * scaleBy, round) + __ffs(clz) + pick(p.min, clz) + lrintf(mad);
}

int main()
{
    float *in;
    int *out;
    cudaMalloc(&in, 64 * sizeof(float));
    cudaMalloc(&out, 64 * sizeof(int));
    Params p = {0.5f, 3};
    shadowed<<<1, 64>>>(in, out, true, p);
    cudaDeviceSynchronize();
    return 0;
}
