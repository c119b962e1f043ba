// Variable templates as device symbols: one OpenCL variable (a hidden kernel parameter) per
// instance, named after its arguments; the host registers each instance and finds the one a
// template's symbol copy names (taps<T>) by its address. An instance whose arguments are not
// spelled (a class template's instance) is reported: CUPORT1418.
#define W 4

template <typename T> __constant__ T taps[W];
template <typename T, int K> __device__ T bias[K] = {T(1), T(2)};
namespace filt {
template <typename T> __device__ T gain;
struct Pair { float a, b; };
template <typename P> __constant__ P pairs[2];
}

template <typename T> __device__ int hits;
template <typename T> struct Box { T v; };

template <typename T>
__global__ void apply(T *out)
{
    atomicAdd(&hits<T *>, 1);
    atomicAdd(&hits<Box<T>>, 1);   // an argument whose spelling is not read from its USR
    int i = threadIdx.x;
    out[i] = taps<T>[i % W] * filt::gain<T> + bias<T, 2>[i & 1] + filt::pairs<filt::Pair>[0].a;
}

template <typename T>
void upload(const T *h, T *d)
{
    cudaMemcpyToSymbol(taps<T>, h, W * sizeof(T));
    apply<T><<<1, 32>>>(d);
}

int main()
{
    float hf[W] = {1, 2, 3, 4}, *df = 0, g = 2;
    unsigned hu[W] = {1, 2, 3, 4}, *du = 0;
    upload(hf, df);
    upload(hu, du);
    cudaMemcpyToSymbol(filt::gain<float>, &g, sizeof g);
    float back[2];
    cudaMemcpyFromSymbol(back, bias<float, 2>, sizeof back);
    return 0;
}
