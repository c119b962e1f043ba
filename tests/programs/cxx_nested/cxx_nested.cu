// Member types in device code, each result checked on the host: a class template holding a
// member of another class template (declared after it is first needed), a nested class
// template instantiated in two instances of its enclosing template (two structs of one
// name in C++), class-scope enums whose values differ per instance, two classes with a
// member struct of the same name, Outer::Inner spelled in a kernel, and a scoped enum
// inside a class.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

template <int N> struct Buf {
    enum { SIZE = N * 2 };
    int data[SIZE];
    __device__ int get(int i) const { return data[i % SIZE]; }
};

template <int W> struct Worker {
    typedef Buf<W> B;
    enum Mode { kPlain = W, kScaled = W * 10 };
    template <bool CHECK> struct Col {
        int off;
        __device__ int at(const B &b) const { return CHECK ? b.get(off) + kScaled : -1; }
    };
    B buf;
    __device__ int run(int i)
    {
        for (int j = 0; j < B::SIZE; j++)
            buf.data[j] = j * W;
        Col<true> c;
        c.off = i;
        Col<false> d;
        d.off = i;
        return c.at(buf) + d.at(buf) + kPlain;
    }
};

struct Grid {
    struct Cell { int a, b; };
    enum class Side : unsigned char { Left = 3, Right = 9 };
    Cell cells[2];
    __device__ int sum() const { return cells[0].a + cells[1].b + (int)Side::Right; }
};

struct Mesh {
    struct Cell { float w; int n; };   // another Cell: its own struct in the .cl
    Cell cell;
};

template <int W> __global__ void work(int *out)
{
    Worker<W> w;
    out[threadIdx.x] = w.run(threadIdx.x);
}

__global__ void cells(int *out, Mesh m)
{
    Grid g;
    Grid::Cell c = {(int)threadIdx.x, 2};
    g.cells[0] = c;
    g.cells[1] = c;
    Mesh::Cell mc = m.cell;
    out[threadIdx.x] = g.sum() + mc.n + (int)mc.w + (int)Grid::Side::Left;
}

int main()
{
    const int n = 16;
    int *d;
    CUDA_CHECK(cudaMalloc(&d, 3 * n * sizeof(int)));
    work<4><<<1, n>>>(d);
    work<2><<<1, n>>>(d + n);
    Mesh m;
    m.cell.w = 5.0f;
    m.cell.n = 7;
    cells<<<1, n>>>(d + 2 * n, m);
    CUDA_CHECK(cudaGetLastError());
    int h[3 * n];
    CUDA_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int want[3] = {(i % 8) * 4 + 40 - 1 + 4, (i % 4) * 2 + 20 - 1 + 2, i + 2 + 9 + 7 + 5 + 3};
        for (int k = 0; k < 3; k++)
            if (h[k * n + i] != want[k] && bad++ < 5)
                printf("out[%d][%d] = %d, want %d\n", k, i, h[k * n + i], want[k]);
    }
    if (bad) {
        printf("FAIL: %d wrong values\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
