// __dp4a(a, b, c): c plus the four products of the byte pairs of a and b, the bytes signed
// for int operands and unsigned for unsigned ones (CUDA's two overloads), in a template
// kernel instantiated for both and with an operand whose evaluation has a side effect.
// Every result is checked against the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define N 1024

template <typename T>
__global__ void dots(const T *a, const T *b, T *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    T acc = (T)i;
    acc = __dp4a(a[i], b[i], acc);
    out[i] = acc;
}

// The index advances once per call: the operand is evaluated exactly once.
__global__ void once(const int *a, const int *b, int *out)
{
    int k = threadIdx.x * 2;
    int first = __dp4a(a[k++], b[threadIdx.x], 0);
    out[threadIdx.x] = first * 1000 + k;
}

template <typename T> static T host_dot(unsigned a, unsigned b, T c, bool sgn)
{
    long long r = 0;
    for (int i = 0; i < 32; i += 8) {
        long long x = sgn ? (long long)(signed char)(a >> i) : (long long)((a >> i) & 0xff);
        long long y = sgn ? (long long)(signed char)(b >> i) : (long long)((b >> i) & 0xff);
        r += x * y;
    }
    return (T)((unsigned)c + (unsigned)r);
}

int main()
{
    std::vector<int> a(N), b(N);
    unsigned s = 2024u;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        a[i] = (int)s;
        s = s * 1664525u + 1013904223u;
        b[i] = (int)s;
    }
    int *da, *db, *dout;
    unsigned *ua, *ub, *uout;
    cudaMalloc(&da, N * sizeof(int));
    cudaMalloc(&db, N * sizeof(int));
    cudaMalloc(&dout, N * sizeof(int));
    cudaMalloc(&ua, N * sizeof(unsigned));
    cudaMalloc(&ub, N * sizeof(unsigned));
    cudaMalloc(&uout, N * sizeof(unsigned));
    cudaMemcpy(da, a.data(), N * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b.data(), N * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(ua, a.data(), N * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(ub, b.data(), N * sizeof(int), cudaMemcpyHostToDevice);
    dots<int><<<N / 128, 128>>>(da, db, dout);
    dots<unsigned><<<N / 128, 128>>>(ua, ub, uout);
    std::vector<int> r(N);
    std::vector<unsigned> ur(N);
    cudaMemcpy(r.data(), dout, N * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(ur.data(), uout, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        int e = host_dot<int>((unsigned)a[i], (unsigned)b[i], i, true);
        unsigned ue = host_dot<unsigned>((unsigned)a[i], (unsigned)b[i], (unsigned)i, false);
        if (r[i] != e && bad++ < 5)
            printf("int %d: %d, expected %d\n", i, r[i], e);
        if (ur[i] != ue && bad++ < 5)
            printf("unsigned %d: %u, expected %u\n", i, ur[i], ue);
    }
    once<<<1, 128>>>(da, db, dout);
    cudaMemcpy(r.data(), dout, 128 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int t = 0; t < 128; t++) {
        int e = host_dot<int>((unsigned)a[2 * t], (unsigned)b[t], 0, true) * 1000 + 2 * t + 1;
        if (r[t] != e && bad++ < 5)
            printf("once %d: %d, expected %d\n", t, r[t], e);
    }
    if (cudaGetLastError() != cudaSuccess)
        bad++;
    cudaFree(da);
    cudaFree(db);
    cudaFree(dout);
    cudaFree(ua);
    cudaFree(ub);
    cudaFree(uout);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? 1 : 0;
}
