// Launch brackets written with spaces, as nvcc accepts them (and code formatters write
// them): every spelling is a launch; the same characters in comments, strings and C++
// that is no launch stay as written.
#include <cstdio>
#include <vector>

__global__ void fill(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

template <class T> struct Box;
template <class T> int show(const Box<T> &);
template <class T> struct Box {
    T v;
    friend int show< >(const Box<T> &);
};
template <class T> int operator<<(int a, const Box<T> &b) { return a + (int)b.v; }

int run(int *d, int n)
{
    // k << < grid, block >> > (args) in a comment stays
    const char *s = "fill << < 1, 1 >> > (d)";
    std::vector<std::vector<std::vector<int>> > nested;
    Box<int> b{2};
    int shifted = 1 << 3 >> 1;
    fill << < (n + 127) / 128, 128 >> > (d, 1, n);
    fill<< <n >> 7, 128>> >(d, 2, n);
    fill <<<1, 32>> > (d, 3, n);
    fill<<
        <1, 32>>
        >(d, 4, n);
    fill<<<1, 1>>>(d, 5, n);
    printf("%s %zu %d %d\n", s, nested.size(), shifted, operator<< <int>(1, b));
    return cudaDeviceSynchronize();
}
