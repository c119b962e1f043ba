// What nvcc puts in front of every .cu file, relied on the way real code relies on it: no
// CUDA header is included here, nor <cmath>, <cstdlib>, <cstring> or <climits>, yet the C
// library, CUDA's host min/max overloads and CUDA's host math functions are used; the
// macros nvcc defines (and does not define) on the host pass select the code; a utility
// header (status.h) provides its helpers under the include guards of CUDA's headers.
// Every value is checked on the host, and a kernel checks the device side.
#include <cstdio>

#include "status.h"

static int failures;

static void check(bool ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

static bool near(double got, double want, double tol)
{
    return fabs(got - want) <= tol * (1.0 + fabs(want));
}

__host__ __device__ int side()
{
#ifdef __CUDA_ARCH__
    return 1;
#else
    return 2;
#endif
}

__global__ void fill(int *out, float *f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = side() * 100 + min(i, 7) + max(i, 3);
        f[i] = sqrtf((float)i) + fabsf(-0.5f);
    }
}

static void checkLibrary()
{
    check(fabs(-2.5) == 2.5 && ceil(1.2) == 2.0 && floorf(-1.5f) == -2.0f, "fabs/ceil/floorf");
    check(near(sqrt(2.0), 1.4142135623730951, 1e-15) && near(expf(1.0f), 2.7182817, 1e-6),
          "sqrt/expf");
    check(pow(2.0, 10.0) == 1024.0 && fminf(1.0f, 2.0f) == 1.0f && fmax(1.0, 3.0) == 3.0,
          "pow/fminf/fmax");
    char *buf = (char *)malloc(16);
    memset(buf, 0, 16);
    memcpy(buf, "42", 3);
    check(atoi(buf) == 42 && strlen(buf) == 2 && strcmp(buf, "43") < 0, "malloc/memcpy/atoi");
    free(buf);
    srand(7);
    int r = rand();
    check(r >= 0 && r <= RAND_MAX && abs(-3) == 3 && INT_MAX > 0, "rand/abs/INT_MAX");
}

static void checkMinMax()
{
    int i = -2;
    unsigned u = 2;
    check(min(3, i) == -2 && max(3, i) == 3, "min/max(int, int)");
    check(min(3u, 5u) == 3u && max(3u, 5u) == 5u, "min/max(unsigned, unsigned)");
    // CUDA's mixed overloads compare as unsigned: -1 is the largest unsigned int
    check(min(-1, u) == 2u && max(-1, u) == 4294967295u, "min/max(int, unsigned)");
    check(min(5L, 3L) == 3L && max(-5LL, 3LL) == 3LL, "min/max(long, long long)");
    check(min(-1LL, 2ULL) == 2ULL, "min(long long, unsigned long long)");
    check(max(2.5f, 1.0f) == 2.5f && min(1.5, 2.0) == 1.5, "min/max(float, double)");
    check(min(1.0f, 0.5) == 0.5 && sizeof(min(1.0f, 0.5)) == sizeof(double), "min(float, double)");
    check(umin(7u, 9u) == 7u && umax(7u, 9u) == 9u && llmin(-4LL, 4LL) == -4LL &&
              ullmax(1ULL, 2ULL) == 2ULL,
          "umin/umax/llmin/ullmax");
    check(min('a', 'b') == 'a', "min(char, char)");
}

static void checkCudaMath()
{
    check(near(rsqrtf(4.0f), 0.5, 1e-6) && near(rsqrt(16.0), 0.25, 1e-15), "rsqrtf/rsqrt");
    check(near(rcbrtf(8.0f), 0.5, 1e-6) && near(rcbrt(27.0), 1.0 / 3.0, 1e-15), "rcbrt");
    check(near(sinpif(0.5f), 1.0, 1e-6) && near(cospi(1.0), -1.0, 1e-15), "sinpi/cospi");
    float s, c;
    sincospif(0.25f, &s, &c);
    check(near(s, 0.70710678, 1e-6) && near(c, 0.70710678, 1e-6), "sincospif");
    check(near(normcdff(0.0f), 0.5, 1e-6) && near(normcdf(1.0), 0.8413447460685429, 1e-12),
          "normcdf");
    check(near(normcdfinv(0.975), 1.959963984540054, 1e-9) &&
              near(normcdfinvf(0.5f), 0.0, 1e-6),
          "normcdfinv");
    check(near(erfinvf(0.5f), 0.4769362762044699, 1e-5) &&
              near(erfinv(-0.9), -1.1630871536766743, 1e-9),
          "erfinv");
    check(near(erfcinv(0.5), 0.4769362762044699, 1e-9) && near(erfcinvf(1.5f), -0.4769362762, 1e-5),
          "erfcinv");
    check(near(erfcx(1.0), 0.42758357615580705, 1e-9) && near(erfcxf(30.0f), 0.018795888, 1e-5),
          "erfcx");
}

static void checkMacros()
{
    int cudacc = 0, arch = 0, runtimeMajor = 0, guards = 0;
#ifdef __CUDACC__
    cudacc = 1;
#endif
#ifdef __CUDA_ARCH__
    arch = 1;
#endif
#if defined(CUDART_VERSION) && CUDART_VERSION >= 9000 && __CUDACC_VER_MAJOR__ >= 9
    runtimeMajor = CUDART_VERSION / 1000;
#endif
#if defined(__CUDA_RUNTIME_H__) && defined(__CUDA_RUNTIME_API_H__) && defined(__DRIVER_TYPES_H__) && \
    defined(__VECTOR_TYPES_H__) && defined(__DEVICE_LAUNCH_PARAMETERS_H__)
    guards = 1;
#endif
    check(cudacc == 1, "__CUDACC__ is defined");
    check(arch == 0, "__CUDA_ARCH__ is not defined on the host");
    check(runtimeMajor >= 9, "CUDART_VERSION and __CUDACC_VER_MAJOR__");
    check(guards == 1, "the CUDA runtime headers' include guards are defined");
    check(side() == 2, "a __host__ __device__ function takes its host branch on the host");
    check(strcmp(statusName(cudaSuccess), "cudaSuccess") == 0, "status.h's helpers exist");
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    checkLibrary();
    checkMinMax();
    checkCudaMath();
    checkMacros();

    check(statusDeviceCount() > 0, "a device");
    const int n = 64;
    int *d_out;
    float *d_f;
    STATUS_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    STATUS_CHECK(cudaMalloc(&d_f, n * sizeof(float)));
    fill<<<2, 32>>>(d_out, d_f, n);
    STATUS_CHECK(cudaGetLastError());
    int out[n];
    float f[n];
    STATUS_CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    STATUS_CHECK(cudaMemcpy(f, d_f, sizeof f, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        bad += out[i] != 100 + min(i, 7) + max(i, 3);
        bad += !near(f[i], sqrt((double)i) + 0.5, 1e-6);
    }
    check(bad == 0, "the kernel's results");
    STATUS_CHECK(cudaFree(d_out));
    STATUS_CHECK(cudaFree(d_f));
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
