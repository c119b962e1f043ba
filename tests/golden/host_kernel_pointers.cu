// Launches through function pointers: the launch looks its kernel up by the pointer's
// value, and each kernel whose address the unit takes gets a host definition of its own
// (a stub never called) so that its address is distinct and linkable. Names used only as
// a launch's callee, in decltype or as a kernel API's argument take no address.
template <int N> __global__ void addN(int *d) { d[threadIdx.x] += N; }
__global__ void addOne(int *d) { d[threadIdx.x] += 1; }
__global__ void launchedOnly(int *d) { d[threadIdx.x] = 0; }
namespace ops {
template <class T, int M> __global__ void scaleBy(T *d, int n) { d[threadIdx.x] *= (T)(M + n); }
}

typedef void (*Kernel)(int *);

template <class K> void launchAny(K k, int *d) { k<<<1, 32>>>(d); }

void run(int *d, float *f, bool fast)
{
    launchedOnly<<<1, 32>>>(d);
    auto k = addN<256>;
    k<<<1, 32>>>(d);
    Kernel pick = fast ? addOne : addN<7>;
    pick<<<1, 32, 0>>>(d);
    launchAny(addOne, d);
    void (*g)(float *, int) = ops::scaleBy<float, 3>;
    int n = 2;
    void *args[] = {&f, &n};
    cudaLaunchKernel((void *)g, dim3(1), dim3(32), args, 0, 0);
    decltype(launchedOnly) *same = nullptr;
    (void)same;
}
