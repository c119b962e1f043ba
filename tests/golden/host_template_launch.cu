// Launches written in templates: the kernel depends on the template's parameters, so the
// launch chooses its instance by key when it runs (cuport_unit_kernel, after the program),
// and the .cl holds every instance clang made: from deduced and explicit host template
// arguments, a class template's member, an explicit instantiation, a non-type parameter;
// cudaLaunchKernel of a template's kernel instance likewise.
__constant__ float scale;

template <class T> __global__ void fill(T *d, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] = v * (T)scale;
}

namespace ops {
template <int N> __global__ void addN(int *d, int n)
{
    extern __shared__ int tile[];
    tile[threadIdx.x] = N;
    if (threadIdx.x < n)
        d[threadIdx.x] += tile[threadIdx.x];
}
}

__global__ void plain(int *d, int n) { d[0] = n; }

template <class T> void fillAll(T *d, T v, int n)
{
    fill<T><<<(n + 127) / 128, 128>>>(d, v, n);
}

template <int N, class T> void addAll(T *d, int n)
{
    ops::addN<N><<<1, n, n * sizeof(int)>>>((int *)d, n);
    plain<<<1, 1>>>((int *)d, n);
}

template <class T> struct Filler {
    T value;
    void apply(T *d, int n) { fill<T><<<1, n>>>(d, value, n); }
};

template <class T> void neverCalled(T *d) { fill<T><<<1, 1>>>(d, T(), 1); }

template <class T> void fillByApi(T *d, T v, int n)
{
    void *args[] = {&d, &v, &n};
    cudaLaunchKernel((const void *)fill<T>, dim3(1), dim3(n), args);
}

template <class T> void fillTwice(T *d, int n);
template <class T> void fillTwice(T *d, int n)
{
    fillAll(d, T(2), n);
    fillAll<T>(d, T(3), n);
}
template void fillTwice<double>(double *, int);

void run(float *f, int *i, char *c, int n)
{
    fillAll(f, 1.5f, n);
    fillAll<int>(i, 7, n);
    addAll<4>(i, n);
    addAll<8, int>(i, n);
    Filler<char> filler = {'x'};
    filler.apply(c, n);
    fillByApi(c, 'y', n);
}
