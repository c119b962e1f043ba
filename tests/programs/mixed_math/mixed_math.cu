// CUDA's math overloads with arguments of mixed types, resolved by C++'s rules: min/max of
// int and unsigned (the unsigned overload: -1 is the largest), of long long and unsigned
// long long, of a double macro constant and a float; fmin of double and float; pow and sqrt
// of ints (double); powf with an int exponent; ldexpf, scalbnf, frexpf, lroundf. A wrong
// overload in the .cl gives another value (max(-1, 5u) is 5 as ints), or does not build.
// pow is compared within a tolerance: CUDA promises 2 ulp, not exact squares, and so does
// NVIDIA's OpenCL (pow(19.0, 2.0) was off there); sqrt is correctly rounded in both.
#include <cmath>
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

#define TINY 5.0e-37
#define N 64

struct Out {
    unsigned umax, umin;
    unsigned long long ullmax, ullmin;
    double dmax, dfmin, ipow, isqrt;
    float fpow, fldexp, fscal, frac;
    int fexp, rounded;
};

__global__ void mixed(const float *x, const int *k, Out *o)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float t = x[i];
    int ki = k[i];
    unsigned ui = 5u + i;
    long long li = ki;
    unsigned long long big = 3ull + i;
    o[i].umax = max(ki, ui);
    o[i].umin = min(ui, ki);
    o[i].ullmax = max(li, big);
    o[i].ullmin = min(big, li);
    o[i].dmax = max(TINY, t);
    o[i].dfmin = fmin((double)t + 0.25, t);
    o[i].ipow = pow(ki, 2);
    o[i].isqrt = sqrt(ki * ki);
    o[i].fpow = powf(t, ki % 4);
    o[i].fldexp = ldexpf(t, ki % 8);
    o[i].fscal = scalbnf(t, 3);
    int ex;
    o[i].frac = frexpf(t, &ex);
    o[i].fexp = ex;
    o[i].rounded = (int)lroundf(t * 10.0f);
}

static int close(double a, double b)
{
    return fabs(a - b) <= 1e-5 * (fabs(b) > 1 ? fabs(b) : 1);
}

int main()
{
    float hx[N];
    int hk[N];
    for (int i = 0; i < N; i++) {
        hx[i] = (i % 2 ? -1.0f : 1.0f) * (0.37f + 0.5f * i);
        hk[i] = i - N / 2;   // negative ones make the unsigned overloads show
    }
    float *dx;
    int *dk;
    Out *dout, got[N];
    CUDA_CHECK(cudaMalloc(&dx, sizeof hx));
    CUDA_CHECK(cudaMalloc(&dk, sizeof hk));
    CUDA_CHECK(cudaMalloc(&dout, sizeof got));
    CUDA_CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dk, hk, sizeof hk, cudaMemcpyHostToDevice));
    mixed<<<2, N / 2>>>(dx, dk, dout);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < N && bad < 10; i++) {
        const Out &g = got[i];
        float t = hx[i];
        int ki = hk[i];
        unsigned ui = 5u + i, uk = (unsigned)ki;
        unsigned long long big = 3ull + i, lk = (unsigned long long)(long long)ki;
        int ex;
        float frac = frexpf(t, &ex);
        bool ok = g.umax == (uk > ui ? uk : ui) && g.umin == (uk < ui ? uk : ui) &&
                  g.ullmax == (lk > big ? lk : big) && g.ullmin == (lk < big ? lk : big) &&
                  close(g.dmax, t > TINY ? t : TINY) && close(g.dfmin, t) &&
                  close(g.ipow, (double)ki * ki) && g.isqrt == fabs((double)ki) &&
                  close(g.fpow, powf(t, (float)(ki % 4))) && close(g.fldexp, ldexpf(t, ki % 8)) &&
                  close(g.fscal, t * 8.0f) && close(g.frac, frac) && g.fexp == ex &&
                  g.rounded == (int)lroundf(t * 10.0f);
        if (!ok) {
            printf("FAIL: element %d (t %g, k %d): max %u min %u llmax %llu llmin %llu dmax %g "
                   "fmin %g pow %.17g sqrt %g powf %g ldexp %g scalbn %g frexp %g,%d lround %d\n",
                   i, t, ki, g.umax, g.umin, g.ullmax, g.ullmin, g.dmax, g.dfmin, g.ipow, g.isqrt,
                   g.fpow, g.fldexp, g.fscal, g.frac, g.fexp, g.rounded);
            bad++;
        }
    }
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dk));
    CUDA_CHECK(cudaFree(dout));
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
