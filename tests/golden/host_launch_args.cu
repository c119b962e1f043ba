// Launch arguments a forwarding call would not take as CUDA's launch does: 0 and NULL
// given to a pointer parameter become nullptr (nullptr stays), and parameters left to
// their defaults get them written out, also in templates and from macros.
#include <cstddef>

#define WIDTH 32
#define COPY_ALL(dst) maybeCopy<<<1, WIDTH>>>(dst, WIDTH)

__global__ void maybeCopy(int *d, int w, int *p = NULL)
{
    if (p)
        d[threadIdx.x] = p[threadIdx.x] + w;
}

__global__ void scaled(float *a, int n = WIDTH, float s = 1.5f) { a[threadIdx.x] = n * s; }

template <class T> __global__ void addFrom(T *a, const T *b = nullptr, int n = 4)
{
    a[threadIdx.x] += b ? b[threadIdx.x] : (T)n;
}

template <class T> void addAll(T *a, const T *b)
{
    addFrom<T><<<1, 32>>>(a);
    addFrom<T><<<1, 32>>>(a, b, 2);
    addFrom<T><<<1, 32>>>(a, NULL);
}

void run(int *d, float *f)
{
    maybeCopy<<<1, 32>>>(d, 32);
    maybeCopy<<<1, 32>>>(d, 32, 0);
    maybeCopy<<<1, 32>>>(d, 32, NULL);
    maybeCopy<<<1, 32>>>(d, 32, nullptr);
    COPY_ALL(d);
    scaled<<<1, 32>>>(f);
    scaled<<<1, 32>>>(f, 8);
    addAll(f, f);
}
